/* domino-grid-dominosa.c — Simon Tatham's Dominosa game ids.
 *
 * "N:DIGITS" (the parameters may carry letters after N, such as the
 * difficulty in "6dh:"): the double-N set on a board of N+2 columns and
 * N+1 rows, the numbers row by row, each a single digit or, above 9, a
 * number in square brackets ("[12]").
 */
#include "domino-grid.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"

/* The board is N+2 columns wide. */
#define DOMINOSA_MAX_N (PW_DOMINO_GRID_MAX_SIDE - 2)

static gboolean
parse_error (GError **error, gsize at, const char *what)
{
  g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("Dominosa id, character %zu: %s"), at + 1,
               what);
  return FALSE;
}

PwModel *
pw_domino_grid_import_dominosa (const char *text, gsize length, GError **error)
{
  g_autofree char *copy = g_strndup (text, length);
  if (strlen (copy) != length)
    {
      parse_error (error, strlen (copy), _("the id contains a zero byte"));
      return NULL;
    }
  char *s = g_strchomp (copy + strspn (copy, " \t\r\n"));
  gsize skip = s - copy; /* where s starts in the text given */
  gsize i = 0;
  int n = 0;
  if (!g_ascii_isdigit (s[0]))
    {
      parse_error (error, skip, _("expected the maximum number N before “:”"));
      return NULL;
    }
  while (g_ascii_isdigit (s[i]))
    {
      n = n * 10 + (s[i++] - '0');
      if (n > DOMINOSA_MAX_N)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("Dominosa id: N may be at most %d"), DOMINOSA_MAX_N);
          return NULL;
        }
    }
  while (g_ascii_isalpha (s[i]))
    i++;
  if (s[i] != ':')
    {
      parse_error (error, skip + i, _("expected “:” after the parameters"));
      return NULL;
    }
  i++;
  int w = n + 2, h = n + 1;
  g_autoptr (PwDominoGrid) g = pw_domino_grid_new (h, w);
  pw_domino_grid_set_double (g, n);
  int k = 0;
  while (s[i] != '\0')
    {
      int v;
      gsize at = i;
      if (g_ascii_isdigit (s[i]))
        v = s[i++] - '0';
      else if (s[i] == '[')
        {
          i++;
          if (!g_ascii_isdigit (s[i]))
            {
              parse_error (error, skip + i, _("expected a number after “[”"));
              return NULL;
            }
          v = 0;
          while (g_ascii_isdigit (s[i]))
            {
              v = v * 10 + (s[i] - '0');
              v = MIN (v, 1000); /* large enough to be refused, small enough not to overflow */
              i++;
            }
          if (s[i] != ']')
            {
              parse_error (error, skip + i, _("expected “]” after a bracketed number"));
              return NULL;
            }
          i++;
        }
      else
        {
          parse_error (error, skip + i, _("expected a digit or “[”"));
          return NULL;
        }
      if (v > n)
        {
          g_autofree char *msg = g_strdup_printf (_("%d is larger than N = %d"), v, n);
          parse_error (error, skip + at, msg);
          return NULL;
        }
      if (k >= w * h)
        {
          g_autofree char *msg = g_strdup_printf (_("more than %d numbers for N = %d"), w * h, n);
          parse_error (error, skip + at, msg);
          return NULL;
        }
      g->cells[k++] = (gint8) v;
    }
  if (k != w * h)
    {
      g_autofree char *msg = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "found %d number, but N = %d needs %d (%d columns × %d rows)",
                     "found %d numbers, but N = %d needs %d (%d columns × %d rows)", k),
        k, n, w * h, w, h);
      parse_error (error, skip + i, msg);
      return NULL;
    }
  PwDominoGrid *out = g_steal_pointer (&g);
  return &out->parent;
}

char *
pw_domino_grid_export_dominosa (const PwModel *model, GError **error)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  int n = g->double_n;
  if (n < 0 || g->cols != n + 2 || g->rows != n + 1
      || pw_domino_grid_count_cells (g) != g->rows * g->cols)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                   _("Only a full board of N+2 columns and N+1 rows with the double-N set can "
                     "be a Dominosa id; this is %d×%d%s"),
                   g->rows, g->cols,
                   n < 0 ? _(" with a list of dominoes") : "");
      return NULL;
    }
  GString *out = g_string_new (NULL);
  g_string_append_printf (out, "%d:", n);
  for (int i = 0; i < g->rows * g->cols; i++)
    {
      if (g->cells[i] > 9)
        g_string_append_printf (out, "[%d]", g->cells[i]);
      else
        g_string_append_c (out, (char) ('0' + g->cells[i]));
    }
  return g_string_free (out, FALSE);
}
