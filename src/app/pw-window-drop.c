/* pw-window-drop.c — files dropped on the window open, as the user
 * expects of a desktop app: a .pzw document opens as Open would open it,
 * and a file of an interchange format that a kind imports (an .ipuz word
 * search) opens as a new, unsaved document made from it.  The format is
 * the one whose id is the file's extension, so the window names no
 * kind. */
#include "pw-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-file-read.h"
#include "pw-rng.h"

/* As much as the CLI's import reads. */
#define MAX_IMPORT_BYTES (32 * 1024 * 1024)

/* The format a kind imports whose id is @file's extension, or NULL. */
static const PwFormat *
format_for (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  const char *dot = name ? strrchr (name, '.') : NULL;
  if (dot == NULL)
    return NULL;
  g_autofree char *ext = g_ascii_strdown (dot + 1, -1);
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      for (guint i = 0; i < kind->n_formats; i++)
        if (kind->formats[i].import && g_str_equal (kind->formats[i].id, ext))
          return &kind->formats[i];
    }
  return NULL;
}

/* A document made from an interchange file, named after it; NULL with
 * @error naming the file and the place in it. */
static PwDocument *
import_file (GFile *file, const PwFormat *format, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!pw_file_read_bounded (file, MAX_IMPORT_BYTES, NULL, &text, &length, error))
    return NULL;
  g_autoptr (PwModel) model = format->import (text, length, error);
  if (model == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  PwDocument *doc = pw_document_new_with_model (g_steal_pointer (&model), pw_rng_fresh_seed ());
  g_autofree char *base = g_file_get_basename (file);
  char *dot = strrchr (base, '.');
  if (dot)
    *dot = '\0';
  pw_document_set_meta (doc, PW_META_TITLE, base);
  return doc;
}

gboolean
pw_window_open_dropped (PwWindow *self, GFile *file)
{
  const PwFormat *format = format_for (file);
  if (format == NULL)
    {
      pw_window_open_file (self, file);
      return TRUE;
    }
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = import_file (file, format, &error);
  if (doc == NULL)
    {
      pw_window_toast (self, error->message);
      return FALSE;
    }
  PwWindow *target = self;
  if (pw_window_get_document (self) != NULL)
    {
      target = pw_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
      gtk_window_present (GTK_WINDOW (target));
    }
  pw_window_set_document (target, doc);
  return TRUE;
}

static gboolean
dropped (GtkDropTarget *target, const GValue *value, double x, double y, PwWindow *self)
{
  GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));
  gboolean any = FALSE;
  for (GSList *l = files; l; l = l->next)
    any = pw_window_open_dropped (self, l->data) || any;
  g_slist_free (files);
  return any;
}

void
pw_window_drop_init (PwWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
