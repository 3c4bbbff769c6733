/* Fuzz target: the DLX parser rejects anything broken with an error and
 * never crashes; what it accepts writes back to the same text, and small
 * problems solve to solutions that really are solutions. */
#include <stdint.h>

#include "pw-xcc.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Every primary item exactly once; a secondary item at most once or
 * always with the same colour. */
static gboolean
is_solution (PwXcc *xcc, GArray *solution)
{
  guint n_items = pw_xcc_get_n_items (xcc);
  g_autofree guint *uses = g_new0 (guint, n_items + 1);
  g_autofree guint32 *colour = g_new0 (guint32, n_items + 1);

  for (guint k = 0; k < solution->len; k++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, g_array_index (solution, guint, k), &n);
      for (gsize j = 0; j < n; j++)
        {
          guint i = e[j].item;
          if (uses[i]++ > 0 && (e[j].colour == 0 || e[j].colour != colour[i]))
            return FALSE;
          colour[i] = e[j].colour;
        }
    }
  for (guint i = 0; i < n_items; i++)
    if (pw_xcc_get_item_kind (xcc, i) == PW_XCC_PRIMARY && uses[i] != 1)
      return FALSE;
  return TRUE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwXcc) xcc = pw_xcc_parse_dlx ((const char *) data, size, "fuzz.dlx", &error);

  if ((xcc == NULL) == (error == NULL))
    __builtin_trap ();
  if (xcc == NULL)
    {
      /* Errors say where: "fuzz.dlx:LINE:COLUMN: …". */
      if (!g_str_has_prefix (error->message, "fuzz.dlx:"))
        __builtin_trap ();
      return 0;
    }

  g_autofree char *text = pw_xcc_to_dlx (xcc);
  g_autoptr (PwXcc) again = pw_xcc_parse_dlx (text, -1, "again", NULL);
  if (again == NULL)
    __builtin_trap ();
  g_autofree char *text_again = pw_xcc_to_dlx (again);
  if (!g_str_equal (text, text_again))
    __builtin_trap ();

  /* Small enough that any search is quick. */
  if (pw_xcc_get_n_options (xcc) <= 14)
    {
      g_autoptr (GArray) first = pw_xcc_first (xcc, NULL, &error);
      if (error != NULL || (first != NULL && !is_solution (xcc, first)))
        __builtin_trap ();
      gint64 count = pw_xcc_count (xcc, 0, NULL, NULL);
      if (count < 0 || (count > 0) != (first != NULL))
        __builtin_trap ();
      PwXccEstimate estimate;
      if (!pw_xcc_estimate (xcc, 4, 1, &estimate, NULL, NULL) || estimate.nodes < 1)
        __builtin_trap ();
    }
  return 0;
}
