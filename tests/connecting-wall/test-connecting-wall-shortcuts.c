/* Every key the connecting-wall editor binds is in its section of the
 * shortcuts window (connecting-wall-shortcuts.ui), and so are the keys of
 * typing a wall.  Skipped without a display. */
#include <string.h>

#include "connecting-wall-editor.h"
#include "connecting-wall-kind.h"
#include "ui-helpers.h"

typedef struct
{
  guint keyval;
  GdkModifierType mods;
} Key;

/* The accelerators the section lists. */
static GArray *
listed_keys (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (gtk_builder_add_from_resource (
    builder, "/io/github/puzzlewright/Puzzlewright/connecting-wall-shortcuts.ui", &error));
  g_assert_no_error (error);
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (Key));
  GSList *objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accels = NULL;
        g_object_get (l->data, "accelerator", &accels, NULL);
        /* Several keys for one thing are separated by spaces. */
        g_auto (GStrv) each = g_strsplit (accels, " ", -1);
        for (guint i = 0; each[i]; i++)
          {
            /* A range ("a...z") stands for keys no controller binds. */
            if (strstr (each[i], "...") != NULL)
              continue;
            Key k;
            g_assert_true (gtk_accelerator_parse (each[i], &k.keyval, &k.mods));
            g_array_append_val (keys, k);
          }
      }
  g_slist_free (objects);
  return keys;
}

static gboolean
is_listed (GArray *keys, guint keyval, GdkModifierType mods)
{
  for (guint i = 0; i < keys->len; i++)
    {
      const Key *k = &g_array_index (keys, Key, i);
      if (k->keyval == keyval && k->mods == mods)
        return TRUE;
    }
  return FALSE;
}

static void
test_every_key_listed (void)
{
  g_autoptr (GArray) keys = listed_keys ();
  /* The editor's own bindings, read from its shortcut controllers. */
  PwConnectingWallModel *m = pw_connecting_wall_model_new (4);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (&m->parent, 1);
  GtkWidget *editor = g_object_ref_sink (pw_connecting_wall_editor_new (doc, NULL));
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (editor);
  guint bound = 0;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) s = g_list_model_get_item (G_LIST_MODEL (c), j);
          GtkShortcutTrigger *t = gtk_shortcut_get_trigger (s);
          if (!GTK_IS_KEYVAL_TRIGGER (t))
            continue;
          guint keyval = gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (t));
          GdkModifierType mods = gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (t));
          g_autofree char *name = gtk_accelerator_name (keyval, mods);
          g_test_message ("bound: %s", name);
          if (!is_listed (keys, keyval, mods))
            g_error ("the editor binds %s, which the shortcuts window does not list", name);
          bound++;
        }
    }
  g_assert_cmpuint (bound, >=, 4); /* Ctrl+R, Alt+N, F5, Escape */
  /* Typing a wall: Enter goes on (signals of the entries, not bindings). */
  g_assert_true (is_listed (keys, GDK_KEY_Return, 0));
  gtk_widget_unparent (editor);
  g_object_unref (editor);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  g_test_add_func ("/connecting-wall/shortcuts-listed", test_every_key_listed);
  return pw_ui_test_finish (g_test_run ());
}
