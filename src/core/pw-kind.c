#include "pw-kind.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"

PwResult *
pw_result_new (void)
{
  return g_new0 (PwResult, 1);
}

void
pw_result_free (PwResult *result)
{
  if (result == NULL)
    return;
  pw_model_free (result->model);
  g_free (result->summary);
  if (result->details)
    json_node_unref (result->details);
  g_free (result);
}

PwModel *
pw_model_copy (const PwModel *model)
{
  return model ? model->kind->copy (model) : NULL;
}

void
pw_model_free (PwModel *model)
{
  if (model)
    model->kind->free (model);
}

gboolean
pw_model_equal (const PwModel *a, const PwModel *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->kind != b->kind)
    return FALSE;
  g_autoptr (JsonNode) ja = a->kind->save (a);
  g_autoptr (JsonNode) jb = b->kind->save (b);
  return json_node_equal (ja, jb);
}

const PwOperation *
pw_kind_find_operation (const PwKind *kind, const char *id)
{
  for (guint i = 0; i < kind->n_operations; i++)
    if (g_str_equal (kind->operations[i].id, id))
      return &kind->operations[i];
  return NULL;
}

const PwFormat *
pw_kind_find_format (const PwKind *kind, const char *id)
{
  for (guint i = 0; i < kind->n_formats; i++)
    if (g_str_equal (kind->formats[i].id, id))
      return &kind->formats[i];
  return NULL;
}

PwModel *
pw_kind_generate (const PwKind *kind, const PwParams *params, guint64 seed, PwProgress *progress,
                  GCancellable *cancellable, GError **error)
{
  if (kind->generate == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED, _("%s puzzles cannot be generated"),
                   g_dgettext (GETTEXT_PACKAGE, kind->name));
      return NULL;
    }
  static const char *const none[] = { NULL };
  if (!pw_params_check_keys (params, kind->generate_params ? kind->generate_params : none, error))
    return NULL;
  return kind->generate (params, seed, progress, cancellable, error);
}

static GPtrArray *registry;
static GMutex registry_lock;

void
pw_registry_add (const PwKind *kind)
{
  g_mutex_lock (&registry_lock);
  if (registry == NULL)
    registry = g_ptr_array_new ();
  gboolean present = FALSE;
  for (guint i = 0; i < registry->len; i++)
    present |= g_str_equal (((const PwKind *) registry->pdata[i])->id, kind->id);
  if (!present)
    g_ptr_array_add (registry, (gpointer) kind);
  g_mutex_unlock (&registry_lock);
}

const PwKind *
pw_registry_lookup (const char *id)
{
  const PwKind *found = NULL;
  g_mutex_lock (&registry_lock);
  for (guint i = 0; registry && i < registry->len && !found; i++)
    if (g_str_equal (((const PwKind *) registry->pdata[i])->id, id))
      found = registry->pdata[i];
  g_mutex_unlock (&registry_lock);
  return found;
}

GPtrArray *
pw_registry_list (gboolean include_hidden)
{
  GPtrArray *list = g_ptr_array_new ();
  g_mutex_lock (&registry_lock);
  for (guint i = 0; registry && i < registry->len; i++)
    {
      const PwKind *k = registry->pdata[i];
      if (include_hidden || !k->hidden)
        g_ptr_array_add (list, (gpointer) k);
    }
  g_mutex_unlock (&registry_lock);
  return list;
}
