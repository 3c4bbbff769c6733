/* domino-grid-tilings.c — counting domino tilings exactly.
 *
 * Cells are visited row by row across the narrower side (the board is
 * transposed when it is wider than tall).  The state is a bit per column: for columns left of the
 * current cell, whether the cell below in the next row is already covered
 * (by a vertical domino from this row); for the current column and those
 * to its right, whether the cell in this row is already covered (from the
 * row above).  Each count is a number of limbs wide enough for the
 * largest possible answer (at most 2^(cells/2): every domino is one of two
 * choices at its first cell), added with carries.
 */
#include "domino-grid-tilings.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"

typedef unsigned __int128 u128;

static inline void
big_add (guint64 *dst, const guint64 *src, int limbs)
{
  guint64 carry = 0;
  for (int i = 0; i < limbs; i++)
    {
      u128 s = (u128) dst[i] + src[i] + carry;
      dst[i] = (guint64) s;
      carry = (guint64) (s >> 64);
    }
}

static inline gboolean
big_zero (const guint64 *x, int limbs)
{
  for (int i = 0; i < limbs; i++)
    if (x[i])
      return FALSE;
  return TRUE;
}

static char *
big_to_decimal (guint64 *x, int limbs)
{
  /* Repeated division by 10^18, collecting chunks from the lowest. */
  GString *chunks = g_string_new (NULL);
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  while (!big_zero (x, limbs))
    {
      u128 rem = 0;
      for (int i = limbs - 1; i >= 0; i--)
        {
          u128 cur = (rem << 64) | x[i];
          x[i] = (guint64) (cur / G_GUINT64_CONSTANT (1000000000000000000));
          rem = cur % G_GUINT64_CONSTANT (1000000000000000000);
        }
      g_ptr_array_add (parts, g_strdup_printf ("%018" G_GUINT64_FORMAT, (guint64) rem));
    }
  if (parts->len == 0)
    g_string_append_c (chunks, '0');
  for (guint i = parts->len; i-- > 0;)
    {
      const char *p = parts->pdata[i];
      if (i == parts->len - 1)
        while (*p == '0' && p[1])
          p++;
      g_string_append (chunks, p);
    }
  g_ptr_array_unref (parts);
  return g_string_free (chunks, FALSE);
}

char *
pw_domino_grid_count_tilings (int rows, int cols, const gboolean *cell, GCancellable *cancellable,
                         GError **error)
{
  g_return_val_if_fail (rows >= 1 && cols >= 1, NULL);
  /* Work across the narrower side: W columns, H rows. */
  gboolean transpose = cols > rows;
  int W = transpose ? rows : cols, H = transpose ? cols : rows;
  g_autofree guint8 *in = g_new (guint8, (gsize) W * H);
  int ncells = 0;
  for (int r = 0; r < H; r++)
    for (int c = 0; c < W; c++)
      {
        int sr = transpose ? c : r, sc = transpose ? r : c;
        in[r * W + c] = cell == NULL || cell[sr * cols + sc];
        ncells += in[r * W + c];
      }
  if (ncells % 2)
    return g_strdup ("0");

  int limbs = (ncells / 2) / 64 + 1;
  if (W >= 40 || ((guint64) 2 * limbs * sizeof (guint64)) << W > PW_DOMINO_GRID_TILINGS_MAX_BYTES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("A %d×%d board is too wide to count its tilings here: the narrower side "
                     "may be at most about 20 cells"), rows, cols);
      return NULL;
    }
  gsize nstates = (gsize) 1 << W;
  g_autofree guint64 *cur = g_new0 (guint64, nstates * limbs);
  g_autofree guint64 *next = g_new0 (guint64, nstates * limbs);
  cur[0] = 1;
  for (int r = 0; r < H; r++)
    {
      for (int c = 0; c < W; c++)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
          memset (next, 0, nstates * limbs * sizeof (guint64));
          gsize bit = (gsize) 1 << c, right = (gsize) 1 << (c + 1);
          gboolean here = in[r * W + c];
          gboolean below = r + 1 < H && in[(r + 1) * W + c];
          gboolean beside = c + 1 < W && in[r * W + c + 1];
          for (gsize s = 0; s < nstates; s++)
            {
              const guint64 *v = cur + s * limbs;
              if (big_zero (v, limbs))
                continue;
              if (!here || (s & bit))
                {
                  /* A hole is never covered; a covered cell is passed. */
                  if (!here && (s & bit))
                    continue;
                  big_add (next + (s & ~bit) * limbs, v, limbs);
                  continue;
                }
              if (below)
                big_add (next + (s | bit) * limbs, v, limbs);
              if (beside && !(s & right))
                big_add (next + ((s & ~bit) | right) * limbs, v, limbs);
            }
          guint64 *t = cur;
          cur = next;
          next = t;
        }
    }
  return big_to_decimal (cur, limbs);
}
