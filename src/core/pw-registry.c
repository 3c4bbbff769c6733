#include "pw-registry.h"

static const char *
table_id (gconstpointer table)
{
  return *(const char *const *) table;
}

void
pw_registry_table_add (PwRegistry *registry, gconstpointer table)
{
  g_return_if_fail (table != NULL && table_id (table) != NULL);
  g_mutex_lock (&registry->lock);
  if (registry->tables == NULL)
    registry->tables = g_ptr_array_new ();
  gboolean present = FALSE;
  for (guint i = 0; i < registry->tables->len && !present; i++)
    present = g_str_equal (table_id (registry->tables->pdata[i]), table_id (table));
  if (!present)
    g_ptr_array_add (registry->tables, (gpointer) table);
  g_mutex_unlock (&registry->lock);
}

gconstpointer
pw_registry_table_lookup (PwRegistry *registry, const char *id)
{
  gconstpointer found = NULL;
  g_mutex_lock (&registry->lock);
  for (guint i = 0; registry->tables && i < registry->tables->len && !found; i++)
    if (g_str_equal (table_id (registry->tables->pdata[i]), id))
      found = registry->tables->pdata[i];
  g_mutex_unlock (&registry->lock);
  return found;
}

GPtrArray *
pw_registry_table_list (PwRegistry *registry)
{
  GPtrArray *list = g_ptr_array_new ();
  g_mutex_lock (&registry->lock);
  for (guint i = 0; registry->tables && i < registry->tables->len; i++)
    g_ptr_array_add (list, registry->tables->pdata[i]);
  g_mutex_unlock (&registry->lock);
  return list;
}
