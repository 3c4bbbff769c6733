/* xcc-problems.c — classic exact-cover problems for the tests and bench. */
#include "xcc-problems.h"

#include <string.h>

#include "pw-rng.h"

static void
add_option_or_die (PwXcc *xcc, const PwXccElement *e, gsize n)
{
  g_autoptr (GError) error = NULL;
  if (pw_xcc_add_option (xcc, e, n, &error) < 0)
    g_error ("building a test problem: %s", error->message);
}

/* 0, -1, +1, -2, +2… around the middle: the organ-pipe order. */
static guint
organ_pipe (guint n, guint k)
{
  int mid = (n - 1) / 2;
  int off = (k + 1) / 2;
  return (k & 1) ? mid + off : mid - off;
}

PwXcc *
xcc_problem_queens (guint n)
{
  PwXcc *xcc = pw_xcc_new ();
  g_autofree guint *row = g_new (guint, n), *col = g_new (guint, n);
  g_autofree guint *up = g_new (guint, 2 * n), *down = g_new (guint, 2 * n);

  for (guint k = 0; k < n; k++)
    {
      guint r = organ_pipe (n, k);
      g_autofree char *rn = g_strdup_printf ("r%u", r), *cn = g_strdup_printf ("c%u", r);
      row[r] = pw_xcc_add_item (xcc, rn, PW_XCC_PRIMARY, NULL);
      col[r] = pw_xcc_add_item (xcc, cn, PW_XCC_PRIMARY, NULL);
    }
  for (guint d = 0; d + 1 < 2 * n; d++)
    {
      g_autofree char *an = g_strdup_printf ("a%u", d), *bn = g_strdup_printf ("b%u", d);
      up[d] = pw_xcc_add_item (xcc, an, PW_XCC_SECONDARY, NULL);
      down[d] = pw_xcc_add_item (xcc, bn, PW_XCC_SECONDARY, NULL);
    }
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        PwXccElement e[] = { { row[r], 0 }, { col[c], 0 },
                             { up[r + c], 0 }, { down[r + n - 1 - c], 0 } };
        add_option_or_die (xcc, e, G_N_ELEMENTS (e));
      }
  return xcc;
}

PwXcc *
xcc_problem_langford (guint n)
{
  PwXcc *xcc = pw_xcc_new ();
  guint values = pw_xcc_add_items (xcc, n, PW_XCC_PRIMARY, NULL);
  guint slots = pw_xcc_add_items (xcc, 2 * n, PW_XCC_PRIMARY, NULL);

  for (guint v = 1; v <= n; v++)
    for (guint j = 0; j + v + 1 < 2 * n; j++)
      {
        PwXccElement e[] = { { values + v - 1, 0 }, { slots + j, 0 }, { slots + j + v + 1, 0 } };
        add_option_or_die (xcc, e, G_N_ELEMENTS (e));
      }
  return xcc;
}

static const char *const pentomino_shapes[12][5] = {
  { ".XX", "XX.", ".X." },  /* F */
  { "XXXXX" },              /* I */
  { "XXXX", "X..." },       /* L */
  { "XX..", ".XXX" },       /* N */
  { "XX", "XX", "X." },     /* P */
  { "XXX", ".X.", ".X." },  /* T */
  { "X.X", "XXX" },         /* U */
  { "X..", "X..", "XXX" },  /* V */
  { "X..", "XX.", ".XX" },  /* W */
  { ".X.", "XXX", ".X." },  /* X */
  { ".X..", "XXXX" },       /* Y */
  { "XX.", ".X.", ".XX" },  /* Z */
};
static const char pentomino_names[] = "FILNPTUVWXYZ";

typedef struct
{
  int x[5], y[5];
} Shape;

/* Moves a shape to touch both axes and sorts its cells, so equal shapes
 * compare equal. */
static void
normalise (Shape *s)
{
  int mx = G_MAXINT, my = G_MAXINT;
  for (int k = 0; k < 5; k++)
    mx = MIN (mx, s->x[k]), my = MIN (my, s->y[k]);
  for (int k = 0; k < 5; k++)
    s->x[k] -= mx, s->y[k] -= my;
  for (int a = 1; a < 5; a++)
    for (int b = a; b > 0 && (s->y[b] < s->y[b - 1]
                              || (s->y[b] == s->y[b - 1] && s->x[b] < s->x[b - 1])); b--)
      {
        int tx = s->x[b], ty = s->y[b];
        s->x[b] = s->x[b - 1], s->y[b] = s->y[b - 1];
        s->x[b - 1] = tx, s->y[b - 1] = ty;
      }
}

/* The distinct rotations and reflections of piece @p. */
static guint
orientations (guint p, Shape out[8])
{
  Shape base = { 0 };
  int k = 0;
  for (int y = 0; y < 5 && pentomino_shapes[p][y] != NULL; y++)
    for (int x = 0; pentomino_shapes[p][y][x]; x++)
      if (pentomino_shapes[p][y][x] == 'X')
        base.x[k] = x, base.y[k] = y, k++;
  g_assert (k == 5);

  guint n = 0;
  for (int t = 0; t < 8; t++)
    {
      Shape s;
      for (int c = 0; c < 5; c++)
        {
          int x = base.x[c], y = base.y[c];
          for (int r = 0; r < (t & 3); r++)
            {
              int tmp = x;
              x = -y;
              y = tmp;
            }
          if (t & 4)
            x = -x;
          s.x[c] = x, s.y[c] = y;
        }
      normalise (&s);
      gboolean seen = FALSE;
      for (guint j = 0; j < n && !seen; j++)
        seen = memcmp (&out[j], &s, sizeof s) == 0;
      if (!seen)
        out[n++] = s;
    }
  return n;
}

PwXcc *
xcc_problem_pentominoes (guint width, guint height)
{
  PwXcc *xcc = pw_xcc_new ();
  guint piece[12];
  g_autofree guint *cell = g_new (guint, width * height);

  for (guint p = 0; p < 12; p++)
    {
      char name[2] = { pentomino_names[p], 0 };
      piece[p] = pw_xcc_add_item (xcc, name, PW_XCC_PRIMARY, NULL);
    }
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        g_autofree char *name = g_strdup_printf ("%u,%u", x, y);
        cell[y * width + x] = pw_xcc_add_item (xcc, name, PW_XCC_PRIMARY, NULL);
      }
  for (guint p = 0; p < 12; p++)
    {
      Shape o[8];
      guint n = orientations (p, o);
      for (guint k = 0; k < n; k++)
        for (guint oy = 0; oy < height; oy++)
          for (guint ox = 0; ox < width; ox++)
            {
              PwXccElement e[6] = { { piece[p], 0 } };
              gboolean fits = TRUE;
              for (int c = 0; c < 5 && fits; c++)
                {
                  guint x = ox + o[k].x[c], y = oy + o[k].y[c];
                  fits = x < width && y < height;
                  if (fits)
                    e[c + 1] = (PwXccElement) { cell[y * width + x], 0 };
                }
              if (fits)
                add_option_or_die (xcc, e, 6);
            }
    }
  return xcc;
}

static const int dir_dx[8] = { 1, 0, 1, -1, -1, 0, -1, 1 };
static const int dir_dy[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };

PwXcc *
xcc_problem_word_search (const char *const *words, guint width, guint height, guint directions)
{
  PwXcc *xcc = pw_xcc_new ();
  guint n_words = g_strv_length ((char **) words);
  guint first_word = pw_xcc_add_items (xcc, 0, PW_XCC_PRIMARY, NULL);

  for (guint w = 0; w < n_words; w++)
    pw_xcc_add_item (xcc, words[w], PW_XCC_PRIMARY, NULL);
  guint first_cell = pw_xcc_get_n_items (xcc);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        g_autofree char *name = g_strdup_printf ("%u,%u", x, y);
        pw_xcc_add_item (xcc, name, PW_XCC_SECONDARY, NULL);
      }
  for (guint w = 0; w < n_words; w++)
    {
      int len = strlen (words[w]);
      g_autofree PwXccElement *e = g_new (PwXccElement, len + 1);
      for (guint d = 0; d < directions; d++)
        for (guint y = 0; y < height; y++)
          for (guint x = 0; x < width; x++)
            {
              int ex = x + dir_dx[d] * (len - 1), ey = y + dir_dy[d] * (len - 1);
              if (ex < 0 || ey < 0 || ex >= (int) width || ey >= (int) height)
                continue;
              e[0] = (PwXccElement) { first_word + w, 0 };
              for (int k = 0; k < len; k++)
                {
                  guint cx = x + dir_dx[d] * k, cy = y + dir_dy[d] * k;
                  e[k + 1] = (PwXccElement) { first_cell + cy * width + cx,
                                              (guint32) words[w][k] };
                }
              add_option_or_die (xcc, e, len + 1);
            }
    }
  return xcc;
}

PwXcc *
xcc_problem_shuffled (PwXcc *xcc, guint64 seed)
{
  PwXcc *copy = pw_xcc_new ();
  for (guint i = 0; i < pw_xcc_get_n_items (xcc); i++)
    if (pw_xcc_add_item (copy, pw_xcc_get_item_name (xcc, i), pw_xcc_get_item_kind (xcc, i),
                         NULL) != (int) i)
      g_error ("cannot copy item %u", i);
  guint n = pw_xcc_get_n_options (xcc);
  g_autofree guint *order = g_new (guint, MAX (n, 1));
  PwRng rng;
  for (guint o = 0; o < n; o++)
    order[o] = o;
  pw_rng_init (&rng, seed);
  pw_rng_shuffle (&rng, order, n, sizeof (guint));
  for (guint o = 0; o < n; o++)
    {
      gsize len;
      const PwXccElement *e = pw_xcc_get_option (xcc, order[o], &len);
      if (pw_xcc_add_option (copy, e, len, NULL) != (int) o)
        g_error ("cannot copy option %u", order[o]);
    }
  return copy;
}

char **
xcc_random_words (guint64 seed, guint n_words, guint max_len)
{
  static const char alphabet[] = "AEIRSTNLOD";
  PwRng rng;
  GPtrArray *words = g_ptr_array_new ();

  pw_rng_init (&rng, seed);
  while (words->len < n_words)
    {
      guint len = 3 + pw_rng_below (&rng, max_len - 2);
      char *w = g_new0 (char, len + 1);
      for (guint k = 0; k < len; k++)
        w[k] = alphabet[pw_rng_below (&rng, sizeof alphabet - 1)];
      g_autofree char *rev = g_strreverse (g_strdup (w));
      gboolean bad = g_str_equal (w, rev);
      for (guint j = 0; j < words->len && !bad; j++)
        bad = g_str_equal (words->pdata[j], w);
      if (bad)
        g_free (w);
      else
        g_ptr_array_add (words, w);
    }
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

gboolean
xcc_check_solution (PwXcc *xcc, const guint *options, guint n_options, char **message)
{
  guint n_items = pw_xcc_get_n_items (xcc);
  g_autofree guint *uses = g_new0 (guint, n_items);
  g_autofree guint32 *colour = g_new0 (guint32, n_items);

  for (guint k = 0; k < n_options; k++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[k], &n);
      for (gsize j = 0; j < n; j++)
        {
          guint i = e[j].item;
          if (uses[i] > 0 && (e[j].colour == 0 || colour[i] != e[j].colour))
            {
              *message = g_strdup_printf ("item %u used twice, colours %u and %u",
                                          i, colour[i], e[j].colour);
              return FALSE;
            }
          uses[i]++;
          colour[i] = e[j].colour;
        }
    }
  for (guint i = 0; i < n_items; i++)
    if (pw_xcc_get_item_kind (xcc, i) == PW_XCC_PRIMARY && uses[i] != 1)
      {
        *message = g_strdup_printf ("primary item %u used %u times", i, uses[i]);
        return FALSE;
      }
  return TRUE;
}
