#include "pw-kind.h"
#include "pw-registry.h"

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

gboolean
pw_operation_check_params (const PwOperation *operation, const PwParams *params, GError **error)
{
  g_autoptr (GPtrArray) known = g_ptr_array_new ();
  for (guint i = 0; i < operation->n_params; i++)
    g_ptr_array_add (known, (gpointer) operation->params[i].name);
  g_ptr_array_add (known, NULL);
  return pw_params_check_keys (params, (const char *const *) known->pdata, error);
}

static PwRegistry kinds = PW_REGISTRY_INIT;

void
pw_registry_add (const PwKind *kind)
{
  pw_registry_table_add (&kinds, kind);
}

const PwKind *
pw_registry_lookup (const char *id)
{
  return pw_registry_table_lookup (&kinds, id);
}

GPtrArray *
pw_registry_list (gboolean include_hidden)
{
  GPtrArray *list = pw_registry_table_list (&kinds);
  for (guint i = list->len; i-- > 0;)
    if (!include_hidden && ((const PwKind *) list->pdata[i])->hidden)
      g_ptr_array_remove_index (list, i);
  return list;
}

static GMutex render_loader_lock;
static void (*render_loader) (void);

void
pw_kinds_set_render_loader (void (*loader) (void))
{
  g_mutex_lock (&render_loader_lock);
  render_loader = loader;
  g_mutex_unlock (&render_loader_lock);
}

void
pw_kinds_need_render (void)
{
  /* Checks run in worker threads too: the first caller loads while any
   * other waits, and nobody asks a check before it is installed. */
  g_mutex_lock (&render_loader_lock);
  void (*loader) (void) = render_loader;
  render_loader = NULL;
  if (loader)
    loader ();
  g_mutex_unlock (&render_loader_lock);
}
