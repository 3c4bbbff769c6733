#include "pw-document.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-json.h"
#include "pw-rng.h"

typedef struct
{
  PwModel *model;
  char *label;      /* the edit that leads away from this state */
  guint64 state_id;
} HistoryEntry;

struct _PwDocument
{
  GObject parent_instance;

  PwModel *model;
  guint64 state_id;        /* names the current model state */
  guint64 saved_state_id;  /* the state last saved or loaded */
  guint64 next_state_id;
  gboolean meta_dirty;
  guint64 generation;

  GPtrArray *undo;         /* HistoryEntry, oldest first */
  GPtrArray *redo;         /* HistoryEntry, next redo last */

  char *meta[PW_META_N_FIELDS];
  guint64 seed;
  PwParams *generator;
  GFile *file;
  char *session_id;
};

G_DEFINE_FINAL_TYPE (PwDocument, pw_document, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MODIFIED,
  PROP_FILE,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  SIGNAL_SHOW_PLACE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const meta_names[PW_META_N_FIELDS] = {
  "title", "author", "notes", "licence", "locale"
};
/* Notes may be long; everything else is a line. */
static const gsize meta_max[PW_META_N_FIELDS] = { 1024, 1024, 65536, 1024, 64 };

const char *
pw_meta_field_name (PwMetaField field)
{
  return meta_names[field];
}

gsize
pw_meta_field_max (PwMetaField field)
{
  return meta_max[field];
}

static void
history_entry_free (gpointer data)
{
  HistoryEntry *e = data;
  pw_model_free (e->model);
  g_free (e->label);
  g_free (e);
}

static void
pw_document_finalize (GObject *object)
{
  PwDocument *self = PW_DOCUMENT (object);
  pw_model_free (self->model);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  for (int i = 0; i < PW_META_N_FIELDS; i++)
    g_free (self->meta[i]);
  pw_params_free (self->generator);
  g_clear_object (&self->file);
  g_free (self->session_id);
  G_OBJECT_CLASS (pw_document_parent_class)->finalize (object);
}

static void
pw_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  PwDocument *self = PW_DOCUMENT (object);
  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, pw_document_get_modified (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->meta[PW_META_TITLE]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pw_document_class_init (PwDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = pw_document_finalize;
  object_class->get_property = pw_document_get_property;

  props[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* The model was replaced (an edit, undo, redo). */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
  /* Someone asks to see a place of the puzzle (a problem the window
   * lists): (path, x, y) as in a PwProblem; the editor selects it. */
  signals[SIGNAL_SHOW_PLACE] = g_signal_new ("show-place", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_INT,
                                             G_TYPE_INT);
}

void
pw_document_show_place (PwDocument *self, const char *path, int x, int y)
{
  g_return_if_fail (PW_IS_DOCUMENT (self));
  g_signal_emit (self, signals[SIGNAL_SHOW_PLACE], 0, path ? path : "$", x, y);
}

static void
pw_document_init (PwDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func (history_entry_free);
  self->redo = g_ptr_array_new_with_free_func (history_entry_free);
  self->next_state_id = 1;
  self->session_id = g_uuid_string_random ();
}

PwDocument *
pw_document_new_with_model (PwModel *model, guint64 seed)
{
  g_return_val_if_fail (model != NULL, NULL);
  PwDocument *self = g_object_new (PW_TYPE_DOCUMENT, NULL);
  self->model = model;
  self->seed = seed;
  self->state_id = self->saved_state_id = self->next_state_id++;
  return self;
}

PwDocument *
pw_document_new (const PwKind *kind)
{
  return pw_document_new_with_model (kind->create_default (), pw_rng_fresh_seed ());
}

const PwKind *
pw_document_get_kind (PwDocument *self)
{
  return self->model->kind;
}

const PwModel *
pw_document_get_model (PwDocument *self)
{
  return self->model;
}

PwModel *
pw_document_dup_model (PwDocument *self)
{
  return pw_model_copy (self->model);
}

static void
notify_state (PwDocument *self, gboolean was_modified)
{
  self->generation++;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (was_modified != pw_document_get_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
}

void
pw_document_apply (PwDocument *self, PwModel *model, const char *label)
{
  g_return_if_fail (PW_IS_DOCUMENT (self));
  g_return_if_fail (model != NULL && model->kind == self->model->kind);
  gboolean was_modified = pw_document_get_modified (self);

  HistoryEntry *e = g_new0 (HistoryEntry, 1);
  e->model = self->model;
  e->label = g_strdup (label);
  e->state_id = self->state_id;
  g_ptr_array_add (self->undo, e);
  if (self->undo->len > PW_DOCUMENT_HISTORY_LIMIT)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);

  self->model = model;
  self->state_id = self->next_state_id++;
  notify_state (self, was_modified);
}

void
pw_document_apply_continued (PwDocument *self, PwModel *model, const char *label,
                             guint64 generation)
{
  g_return_if_fail (PW_IS_DOCUMENT (self));
  g_return_if_fail (model != NULL && model->kind == self->model->kind);
  if (self->undo->len == 0 || generation != self->generation)
    {
      pw_document_apply (self, model, label);
      return;
    }
  /* The undo entry keeps the model from before the edit began. */
  gboolean was_modified = pw_document_get_modified (self);
  pw_model_free (self->model);
  self->model = model;
  self->state_id = self->next_state_id++;
  notify_state (self, was_modified);
}

gboolean
pw_document_can_undo (PwDocument *self)
{
  return self->undo->len > 0;
}

gboolean
pw_document_can_redo (PwDocument *self)
{
  return self->redo->len > 0;
}

const char *
pw_document_get_undo_label (PwDocument *self)
{
  return self->undo->len ? ((HistoryEntry *) g_ptr_array_index (self->undo, self->undo->len - 1))->label
                         : NULL;
}

const char *
pw_document_get_redo_label (PwDocument *self)
{
  return self->redo->len ? ((HistoryEntry *) g_ptr_array_index (self->redo, self->redo->len - 1))->label
                         : NULL;
}

/* Moves the current state onto @to and the top of @from into place. */
static gboolean
history_step (PwDocument *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return FALSE;
  gboolean was_modified = pw_document_get_modified (self);
  HistoryEntry *e = g_ptr_array_steal_index (from, from->len - 1);
  PwModel *current = self->model;
  guint64 current_id = self->state_id;
  self->model = e->model;
  self->state_id = e->state_id;
  e->model = current;
  e->state_id = current_id;
  g_ptr_array_add (to, e);
  notify_state (self, was_modified);
  return TRUE;
}

gboolean
pw_document_undo (PwDocument *self)
{
  return history_step (self, self->undo, self->redo);
}

gboolean
pw_document_redo (PwDocument *self)
{
  return history_step (self, self->redo, self->undo);
}

const char *
pw_document_get_meta (PwDocument *self, PwMetaField field)
{
  g_return_val_if_fail (field < PW_META_N_FIELDS, NULL);
  return self->meta[field] ? self->meta[field] : "";
}

void
pw_document_set_meta (PwDocument *self, PwMetaField field, const char *value)
{
  g_return_if_fail (field < PW_META_N_FIELDS);
  if (g_strcmp0 (pw_document_get_meta (self, field), value ? value : "") == 0)
    return;
  gboolean was_modified = pw_document_get_modified (self);
  g_free (self->meta[field]);
  self->meta[field] = g_strdup (value);
  self->meta_dirty = TRUE;
  self->generation++;
  if (field == PW_META_TITLE)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TITLE]);
  if (!was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
}

guint64
pw_document_get_seed (PwDocument *self)
{
  return self->seed;
}

void
pw_document_set_seed (PwDocument *self, guint64 seed)
{
  if (self->seed == seed)
    return;
  gboolean was_modified = pw_document_get_modified (self);
  self->seed = seed;
  self->meta_dirty = TRUE;
  self->generation++;
  if (!was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
}

const PwParams *
pw_document_get_generator (PwDocument *self)
{
  return self->generator;
}

void
pw_document_set_generator (PwDocument *self, const PwParams *params)
{
  pw_params_free (self->generator);
  self->generator = NULL;
  if (params == NULL)
    return;
  self->generator = pw_params_new ();
  g_autoptr (GPtrArray) keys = pw_params_keys (params);
  for (guint i = 0; i < keys->len; i++)
    pw_params_set (self->generator, keys->pdata[i], pw_params_get (params, keys->pdata[i]));
}

GFile *
pw_document_get_file (PwDocument *self)
{
  return self->file;
}

void
pw_document_set_file (PwDocument *self, GFile *file)
{
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FILE]);
}

gboolean
pw_document_get_modified (PwDocument *self)
{
  return self->meta_dirty || self->state_id != self->saved_state_id;
}

void
pw_document_mark_unsaved (PwDocument *self)
{
  gboolean was_modified = pw_document_get_modified (self);
  self->meta_dirty = TRUE;
  if (!was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
}

void
pw_document_save_point (PwDocument *self)
{
  gboolean was_modified = pw_document_get_modified (self);
  self->saved_state_id = self->state_id;
  self->meta_dirty = FALSE;
  if (was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
}

guint64
pw_document_get_generation (PwDocument *self)
{
  return self->generation;
}

const char *
pw_document_get_session_id (PwDocument *self)
{
  return self->session_id;
}

char *
pw_document_dup_display_name (PwDocument *self)
{
  const char *title = self->meta[PW_META_TITLE];
  if (title && *title)
    return g_strdup (title);
  if (self->file)
    {
      g_autofree char *base = g_file_get_basename (self->file);
      return g_filename_display_name (base);
    }
  return g_strdup_printf (_("Untitled %s"),
                          g_dgettext (GETTEXT_PACKAGE, pw_document_get_kind (self)->name));
}

/* ---- Saving -------------------------------------------------------- */

char *
pw_document_to_data (PwDocument *self, gsize *length)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "puzzlewright");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, PW_DOCUMENT_FORMAT_VERSION);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, pw_document_get_kind (self)->id);
  json_builder_set_member_name (b, "metadata");
  json_builder_begin_object (b);
  for (int i = 0; i < PW_META_N_FIELDS; i++)
    {
      json_builder_set_member_name (b, meta_names[i]);
      json_builder_add_string_value (b, pw_document_get_meta (self, i));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) self->seed);
  if (self->generator)
    {
      json_builder_set_member_name (b, "generator");
      json_builder_begin_object (b);
      g_autoptr (GPtrArray) keys = pw_params_keys (self->generator);
      for (guint i = 0; i < keys->len; i++)
        {
          json_builder_set_member_name (b, keys->pdata[i]);
          json_builder_add_string_value (b, pw_params_get (self->generator, keys->pdata[i]));
        }
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "puzzle");
  json_builder_add_value (b, pw_document_get_kind (self)->save (self->model));
  json_builder_end_object (b);

  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, root);
  GString *text = g_string_new (NULL);
  json_generator_to_gstring (gen, text);
  g_string_append_c (text, '\n');
  if (length)
    *length = text->len;
  return g_string_free (text, FALSE);
}

gboolean
pw_document_save (PwDocument *self, GFile *file, GError **error)
{
  if (file == NULL)
    file = self->file;
  g_return_val_if_fail (file != NULL, FALSE);
  gsize length;
  g_autofree char *data = pw_document_to_data (self, &length);
  if (!pw_write_file_atomically (file, data, length, error))
    return FALSE;
  pw_document_set_file (self, file);
  pw_document_save_point (self);
  return TRUE;
}

PwParams *
pw_document_operation_params (PwDocument *self, const PwOperation *operation,
                              const PwParams *params, GError **error)
{
  g_autoptr (PwParams) copy = params ? pw_params_copy (params) : pw_params_new ();
  if (!pw_operation_check_params (operation, copy, error))
    return NULL;
  for (guint i = 0; self && i < operation->n_params; i++)
    if (g_str_equal (operation->params[i].name, "seed") && pw_params_get (copy, "seed") == NULL)
      {
        g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                 pw_document_get_seed (self));
        pw_params_set (copy, "seed", seed);
      }
  return g_steal_pointer (&copy);
}
