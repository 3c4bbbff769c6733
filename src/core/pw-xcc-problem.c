/* pw-xcc-problem.c — building an exact-cover problem: items, colours, options. */
#include "pw-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-xcc-private.h"

PwXcc *
pw_xcc_new (void)
{
  PwXcc *xcc = g_new0 (PwXcc, 1);
  g_atomic_ref_count_init (&xcc->ref);
  xcc->item_kind = g_array_new (FALSE, FALSE, sizeof (guint8));
  xcc->item_name = g_ptr_array_new_with_free_func (g_free);
  xcc->item_by_name = g_hash_table_new (g_str_hash, g_str_equal);
  xcc->elements = g_array_new (FALSE, FALSE, sizeof (PwXccElement));
  xcc->option_start = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint32 zero = 0;
  g_array_append_val (xcc->option_start, zero);
  xcc->colour_name = g_ptr_array_new_with_free_func (g_free);
  xcc->colour_by_name = g_hash_table_new (g_str_hash, g_str_equal);
  return xcc;
}

PwXcc *
pw_xcc_ref (PwXcc *xcc)
{
  g_return_val_if_fail (xcc != NULL, NULL);
  g_atomic_ref_count_inc (&xcc->ref);
  return xcc;
}

void
pw_xcc_unref (PwXcc *xcc)
{
  if (xcc == NULL || !g_atomic_ref_count_dec (&xcc->ref))
    return;
  g_hash_table_unref (xcc->item_by_name);
  g_ptr_array_unref (xcc->item_name);
  g_array_unref (xcc->item_kind);
  g_array_unref (xcc->elements);
  g_array_unref (xcc->option_start);
  g_hash_table_unref (xcc->colour_by_name);
  g_ptr_array_unref (xcc->colour_name);
  g_free (xcc);
}

static gboolean
check_room_for_items (PwXcc *xcc, guint n, GError **error)
{
  if (n > PW_XCC_MAX_ITEMS - xcc->item_kind->len)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("Too many items (at most %u)"), PW_XCC_MAX_ITEMS);
      return FALSE;
    }
  return TRUE;
}

int
pw_xcc_add_item (PwXcc *xcc, const char *name, PwXccItemKind kind, GError **error)
{
  g_return_val_if_fail (xcc != NULL, -1);
  g_return_val_if_fail (kind == PW_XCC_PRIMARY || kind == PW_XCC_SECONDARY, -1);

  if (name != NULL && g_hash_table_contains (xcc->item_by_name, name))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Item “%s” is listed twice"), name);
      return -1;
    }
  if (!check_room_for_items (xcc, 1, error))
    return -1;

  guint index = xcc->item_kind->len;
  guint8 k = kind;
  g_array_append_val (xcc->item_kind, k);
  char *copy = g_strdup (name);
  g_ptr_array_add (xcc->item_name, copy);
  if (copy != NULL)
    g_hash_table_insert (xcc->item_by_name, copy, GUINT_TO_POINTER (index + 1));
  if (kind == PW_XCC_PRIMARY)
    xcc->n_primary++;
  return index;
}

int
pw_xcc_add_items (PwXcc *xcc, guint n, PwXccItemKind kind, GError **error)
{
  g_return_val_if_fail (xcc != NULL, -1);
  g_return_val_if_fail (kind == PW_XCC_PRIMARY || kind == PW_XCC_SECONDARY, -1);

  if (!check_room_for_items (xcc, n, error))
    return -1;
  guint first = xcc->item_kind->len;
  guint8 k = kind;
  for (guint i = 0; i < n; i++)
    {
      g_array_append_val (xcc->item_kind, k);
      g_ptr_array_add (xcc->item_name, NULL);
    }
  if (kind == PW_XCC_PRIMARY)
    xcc->n_primary += n;
  return first;
}

int
pw_xcc_find_item (PwXcc *xcc, const char *name)
{
  g_return_val_if_fail (xcc != NULL && name != NULL, -1);
  return GPOINTER_TO_INT (g_hash_table_lookup (xcc->item_by_name, name)) - 1;
}

guint
pw_xcc_get_n_items (PwXcc *xcc)
{
  return xcc->item_kind->len;
}

guint
pw_xcc_get_n_primary (PwXcc *xcc)
{
  return xcc->n_primary;
}

guint
pw_xcc_get_n_options (PwXcc *xcc)
{
  return xcc->option_start->len - 1;
}

PwXccItemKind
pw_xcc_get_item_kind (PwXcc *xcc, guint item)
{
  g_return_val_if_fail (item < xcc->item_kind->len, PW_XCC_PRIMARY);
  return g_array_index (xcc->item_kind, guint8, item);
}

const char *
pw_xcc_get_item_name (PwXcc *xcc, guint item)
{
  g_return_val_if_fail (item < xcc->item_name->len, NULL);
  return xcc->item_name->pdata[item];
}

guint32
pw_xcc_intern_colour (PwXcc *xcc, const char *name)
{
  g_return_val_if_fail (xcc != NULL && name != NULL, 0);
  gpointer found = g_hash_table_lookup (xcc->colour_by_name, name);
  if (found != NULL)
    return G_MAXUINT32 - (GPOINTER_TO_UINT (found) - 1);
  guint k = xcc->colour_name->len;
  char *copy = g_strdup (name);
  g_ptr_array_add (xcc->colour_name, copy);
  g_hash_table_insert (xcc->colour_by_name, copy, GUINT_TO_POINTER (k + 1));
  return G_MAXUINT32 - k;
}

const char *
pw_xcc_get_colour_name (PwXcc *xcc, guint32 colour)
{
  guint32 k = G_MAXUINT32 - colour;
  if (colour == 0 || k >= xcc->colour_name->len)
    return NULL;
  return xcc->colour_name->pdata[k];
}

/* The name people see for @item. */
static char *
item_label (PwXcc *xcc, guint item)
{
  const char *name = item < xcc->item_name->len ? xcc->item_name->pdata[item] : NULL;
  return name != NULL ? g_strdup (name) : g_strdup_printf ("#%u", item);
}

static gboolean
check_option (PwXcc *xcc, const PwXccElement *elements, gsize n, GError **error)
{
  guint n_items = xcc->item_kind->len;

  if (n == 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("An option needs at least one item"));
      return FALSE;
    }
  if (pw_xcc_get_n_options (xcc) >= PW_XCC_MAX_OPTIONS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("Too many options (at most %u)"), PW_XCC_MAX_OPTIONS);
      return FALSE;
    }
  if (n > PW_XCC_MAX_ELEMENTS - xcc->elements->len)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("Too many items in options (at most %u in all)"), PW_XCC_MAX_ELEMENTS);
      return FALSE;
    }
  for (gsize k = 0; k < n; k++)
    {
      guint item = elements[k].item;
      if (item >= n_items)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("Item %u does not exist (there are %u items)"), item, n_items);
          return FALSE;
        }
      if (elements[k].colour != 0
          && g_array_index (xcc->item_kind, guint8, item) == PW_XCC_PRIMARY)
        {
          g_autofree char *label = item_label (xcc, item);
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("Primary item “%s” cannot have a colour"), label);
          return FALSE;
        }
    }
  return TRUE;
}

/* Options are short, so a quadratic scan beats a hash set until they are not. */
static gboolean
check_repeats (PwXcc *xcc, const PwXccElement *elements, gsize n, GError **error)
{
  int repeated = -1;

  if (n <= 32)
    {
      for (gsize a = 1; a < n && repeated < 0; a++)
        for (gsize b = 0; b < a; b++)
          if (elements[a].item == elements[b].item)
            {
              repeated = elements[a].item;
              break;
            }
    }
  else
    {
      g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
      for (gsize a = 0; a < n; a++)
        if (!g_hash_table_add (seen, GUINT_TO_POINTER (elements[a].item + 1)))
          {
            repeated = elements[a].item;
            break;
          }
    }
  if (repeated >= 0)
    {
      g_autofree char *label = item_label (xcc, repeated);
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Item “%s” appears twice in one option"), label);
      return FALSE;
    }
  return TRUE;
}

int
pw_xcc_add_option (PwXcc *xcc, const PwXccElement *elements, gsize n, GError **error)
{
  g_return_val_if_fail (xcc != NULL, -1);
  g_return_val_if_fail (elements != NULL || n == 0, -1);

  if (!check_option (xcc, elements, n, error) || !check_repeats (xcc, elements, n, error))
    return -1;
  g_array_append_vals (xcc->elements, elements, n);
  guint32 end = xcc->elements->len;
  g_array_append_val (xcc->option_start, end);
  return pw_xcc_get_n_options (xcc) - 1;
}

int
pw_xcc_add_option_items (PwXcc *xcc, const guint *items, gsize n, GError **error)
{
  g_return_val_if_fail (xcc != NULL, -1);
  g_return_val_if_fail (items != NULL || n == 0, -1);

  if (n > PW_XCC_MAX_ELEMENTS - xcc->elements->len)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("Too many items in options (at most %u in all)"), PW_XCC_MAX_ELEMENTS);
      return -1;
    }
  g_autofree PwXccElement *elements = g_new (PwXccElement, MAX (n, 1));
  for (gsize k = 0; k < n; k++)
    elements[k] = (PwXccElement) { items[k], 0 };
  return pw_xcc_add_option (xcc, elements, n, error);
}

const PwXccElement *
pw_xcc_get_option (PwXcc *xcc, guint option, gsize *n)
{
  g_return_val_if_fail (option < pw_xcc_get_n_options (xcc), NULL);
  guint32 start = g_array_index (xcc->option_start, guint32, option);
  guint32 end = g_array_index (xcc->option_start, guint32, option + 1);
  if (n != NULL)
    *n = end - start;
  return &g_array_index (xcc->elements, PwXccElement, start);
}

static void
append_colour (PwXcc *xcc, GString *out, guint32 colour)
{
  const char *name = pw_xcc_get_colour_name (xcc, colour);
  if (name != NULL)
    g_string_append (out, name);
  else
    g_string_append_printf (out, "#%u", colour);
}

char *
pw_xcc_option_to_string (PwXcc *xcc, guint option)
{
  gsize n;
  const PwXccElement *e = pw_xcc_get_option (xcc, option, &n);
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (e != NULL, g_string_free (out, FALSE));
  for (gsize k = 0; k < n; k++)
    {
      g_autofree char *label = item_label (xcc, e[k].item);
      if (k > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, label);
      if (e[k].colour != 0)
        {
          g_string_append_c (out, ':');
          append_colour (xcc, out, e[k].colour);
        }
    }
  return g_string_free (out, FALSE);
}

char *
pw_xcc_to_dlx (PwXcc *xcc)
{
  GString *out = g_string_new (NULL);
  guint n_items = pw_xcc_get_n_items (xcc);

  for (int pass = 0; pass < 2; pass++)
    {
      PwXccItemKind want = pass == 0 ? PW_XCC_PRIMARY : PW_XCC_SECONDARY;
      if (pass == 1 && n_items > xcc->n_primary)
        g_string_append (out, out->len > 0 ? " |" : "|");
      for (guint i = 0; i < n_items; i++)
        if (pw_xcc_get_item_kind (xcc, i) == want)
          {
            g_autofree char *label = item_label (xcc, i);
            if (out->len > 0)
              g_string_append_c (out, ' ');
            g_string_append (out, label);
          }
    }
  g_string_append_c (out, '\n');
  /* A first name that begins with U+FEFF would be read back as a
   * byte-order mark and lost: a mark of our own goes before it. */
  if (g_str_has_prefix (out->str, "\xef\xbb\xbf"))
    g_string_prepend (out, "\xef\xbb\xbf");
  for (guint o = 0; o < pw_xcc_get_n_options (xcc); o++)
    {
      g_autofree char *line = pw_xcc_option_to_string (xcc, o);
      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
