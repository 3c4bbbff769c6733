#include "deck-plane.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "deck-field.h"
#include "pw-error.h"

/* Whether @n is a sum of two squares (Bruck–Ryser's condition). */
static gboolean
sum_of_two_squares (guint n)
{
  for (guint a = 0; a * a <= n; a++)
    {
      guint rest = n - a * a;
      for (guint b = a; b * b <= rest; b++)
        if (b * b == rest)
          return TRUE;
    }
  return FALSE;
}

PwDeckOrderKind
pw_deck_order_kind (guint n, char **why)
{
  guint p, k;
  PwDeckOrderKind kind;
  char *text;
  if (n >= 2 && pw_deck_prime_power (n, &p, &k))
    {
      kind = n <= PW_DECK_MAX_ORDER ? PW_DECK_ORDER_PLANE : PW_DECK_ORDER_TOO_LARGE;
      text = kind == PW_DECK_ORDER_PLANE
               ? g_strdup_printf (_("Order %u is a prime power: its plane gives %u cards of "
                                    "%u symbols."), n, n * n + n + 1, n + 1)
               : g_strdup_printf (_("Order %u is a prime power, but decks go up to order %u "
                                    "(%u cards)."), n, PW_DECK_MAX_ORDER,
                                  PW_DECK_MAX_ORDER * PW_DECK_MAX_ORDER + PW_DECK_MAX_ORDER + 1);
    }
  else if (n == 10)
    {
      kind = PW_DECK_ORDER_NONE;
      text = g_strdup (_("Order 10 has no projective plane: Lam, Thiel and Swiercz proved it "
                         "in 1989 with a long computer search."));
    }
  else if (n >= 2 && (n % 4 == 1 || n % 4 == 2) && !sum_of_two_squares (n))
    {
      kind = PW_DECK_ORDER_NONE;
      text = g_strdup_printf (_("Order %u has no projective plane: it leaves 1 or 2 when "
                                "divided by 4 and is not a sum of two squares "
                                "(the Bruck–Ryser theorem)."), n);
    }
  else if (n >= 2)
    {
      kind = PW_DECK_ORDER_UNKNOWN;
      text = g_strdup_printf (_("Order %u is not a prime power: no projective plane of this "
                                "order is known, and none has been ruled out. Choose a prime "
                                "power (2, 3, 4, 5, 7, 8, 9, 11, 13, …)."), n);
    }
  else
    {
      kind = PW_DECK_ORDER_NONE;
      text = g_strdup_printf (_("Order %u is too small: the smallest deck has order 2 (7 cards "
                                "of 3 symbols)."), n);
    }
  if (why)
    *why = text;
  else
    g_free (text);
  return kind;
}

/* The q² + q + 1 normalised triples (1,a,b), (0,1,a), (0,0,1): the points,
 * and (read as coefficients) the lines, of PG(2, q). */
static guint8 *
normalised_triples (guint q, guint *count)
{
  guint n = q * q + q + 1;
  guint8 *t = g_new (guint8, 3 * n);
  guint i = 0;
  for (guint a = 0; a < q; a++)
    for (guint b = 0; b < q; b++, i++)
      t[3 * i] = 1, t[3 * i + 1] = a, t[3 * i + 2] = b;
  for (guint a = 0; a < q; a++, i++)
    t[3 * i] = 0, t[3 * i + 1] = 1, t[3 * i + 2] = a;
  t[3 * i] = 0, t[3 * i + 1] = 0, t[3 * i + 2] = 1;
  *count = n;
  return t;
}

PwDeckPlane *
pw_deck_plane_new (guint order, guint n_cards, GError **error)
{
  g_autofree char *why = NULL;
  if (pw_deck_order_kind (order, &why) != PW_DECK_ORDER_PLANE)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_PARAMETER, why);
      return NULL;
    }
  guint n = order * order + order + 1;
  if (n_cards > n)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("A deck of order %u has at most %u cards, not %u."), order, n, n_cards);
      return NULL;
    }
  g_autoptr (PwDeckField) f = pw_deck_field_new (order);
  guint count;
  g_autofree guint8 *t = normalised_triples (order, &count);
  PwDeckPlane *plane = g_new0 (PwDeckPlane, 1);
  plane->order = order;
  plane->n_symbols = n;
  plane->per_card = order + 1;
  plane->n_cards = n_cards ? n_cards : n;
  plane->symbols = g_new (guint, plane->n_cards * plane->per_card);
  for (guint line = 0; line < plane->n_cards; line++)
    {
      const guint8 *u = t + 3 * line;
      guint found = 0;
      for (guint point = 0; point < n; point++)
        {
          const guint8 *x = t + 3 * point;
          guint s = f->add[f->add[f->mul[u[0]][x[0]]][f->mul[u[1]][x[1]]]][f->mul[u[2]][x[2]]];
          if (s == 0)
            {
              g_assert (found < plane->per_card);
              plane->symbols[line * plane->per_card + found++] = point;
            }
        }
      g_assert (found == plane->per_card);
    }
  return plane;
}

void
pw_deck_plane_free (PwDeckPlane *plane)
{
  if (plane == NULL)
    return;
  g_free (plane->symbols);
  g_free (plane);
}

GArray *
pw_deck_check (guint n_cards, const guint *offsets, const guint *sizes, const guint *symbols,
               guint n_symbols)
{
  GArray *bad = g_array_new (FALSE, FALSE, sizeof (PwDeckBadPair));
  /* At least one word, so that cards with no symbols still have their
   * row (g_new0 of nothing is NULL, and NULL plus 0 is undefined). */
  guint words = MAX ((n_symbols + 63) / 64, 1);
  g_autofree guint64 *bits = g_new0 (guint64, (gsize) n_cards * words);
  for (guint c = 0; c < n_cards; c++)
    for (guint i = 0; i < sizes[c]; i++)
      {
        guint s = symbols[offsets[c] + i];
        if (s < n_symbols)
          bits[(gsize) c * words + s / 64] |= G_GUINT64_CONSTANT (1) << (s % 64);
      }
  for (guint a = 0; a < n_cards; a++)
    for (guint b = a + 1; b < n_cards; b++)
      {
        guint shared = 0;
        const guint64 *x = bits + (gsize) a * words, *y = bits + (gsize) b * words;
        for (guint w = 0; w < words; w++)
          shared += __builtin_popcountll (x[w] & y[w]);
        if (shared != 1)
          {
            PwDeckBadPair pair = { a, b, shared };
            g_array_append_val (bad, pair);
          }
      }
  return bad;
}
