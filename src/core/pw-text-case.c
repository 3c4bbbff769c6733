/* pw-text-case.c — text in capitals or in small letters, a grapheme
 * cluster at a time, for grids where each cell holds one cluster.
 *
 * ICU's full case mapping (the root locale's, so that i becomes I
 * whatever the language, as the folding that compares the letters
 * expects) may turn one cluster into two: ß into SS, ŉ into ʼN.  A cell
 * cannot hold two, so such a cluster keeps its case; so does any whose
 * mapping would fold to another key than the cluster itself under
 * @fold (a letter must still match the word it belongs to). */
#include "pw-text.h"

#include <string.h>
#include <unicode/ustring.h>

/* @s (@n bytes, one cluster) mapped, or NULL when ICU cannot. */
static char *
map_cluster (const char *s, gsize n, gboolean upper)
{
  UErrorCode status = U_ZERO_ERROR;
  int32_t n16 = 0;
  u_strFromUTF8 (NULL, 0, &n16, s, (int32_t) n, &status);
  if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE (status))
    return NULL;
  status = U_ZERO_ERROR;
  g_autofree UChar *src = g_new (UChar, n16 + 1);
  u_strFromUTF8 (src, n16 + 1, NULL, s, (int32_t) n, &status);
  if (U_FAILURE (status))
    return NULL;
  /* Case mapping grows text at most threefold (UAX #44's SpecialCasing). */
  int32_t cap = 3 * n16 + 4;
  g_autofree UChar *dst = g_new (UChar, cap);
  int32_t len = upper ? u_strToUpper (dst, cap, src, n16, "", &status)
                      : u_strToLower (dst, cap, src, n16, "", &status);
  if (U_FAILURE (status))
    return NULL;
  int32_t n8 = 0;
  status = U_ZERO_ERROR;
  u_strToUTF8 (NULL, 0, &n8, dst, len, &status);
  if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE (status))
    return NULL;
  status = U_ZERO_ERROR;
  char *out = g_new (char, n8 + 1);
  u_strToUTF8 (out, n8 + 1, NULL, dst, len, &status);
  if (U_FAILURE (status))
    {
      g_free (out);
      return NULL;
    }
  return out;
}

static void
case_cluster (const char *s, gsize n, gboolean upper, PwTextFold fold, GString *out)
{
  g_autofree char *mapped = map_cluster (s, n, upper);
  if (mapped && pw_text_is_one_grapheme (mapped, -1))
    {
      g_autofree char *before = pw_text_fold (s, (gssize) n, fold);
      g_autofree char *after = pw_text_fold (mapped, -1, fold);
      if (strcmp (before, after) == 0)
        {
          g_string_append (out, mapped);
          return;
        }
    }
  g_string_append_len (out, s, (gssize) n);
}

char *
pw_text_to_case (const char *text, gssize length, gboolean upper, PwTextFold fold)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);
  GString *out = g_string_new (NULL);
  PwTextIter iter;
  const char *cluster;
  gsize n;
  pw_text_iter_init (&iter, text, length);
  while (pw_text_iter_next (&iter, &cluster, &n))
    case_cluster (cluster, n, upper, fold, out);
  return g_string_free (out, FALSE);
}
