/* pw-shortcuts.c — the shortcuts window made of the general keys and each
 * registered kind's section.
 *
 * GTK 4.8 cannot add a section to a GtkShortcutsWindow by a public call
 * (gtk_shortcuts_window_add_section came in 4.14), so the window is built
 * from one GtkBuilder text: the general template with each kind's
 * <object class="GtkShortcutsSection"> put in as a child.  Templates are
 * compiled with xml-stripblanks and are our own resources, so finding the
 * elements by their text is safe. */
#include "pw-shortcuts.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-a11y.h"
#include "pw-kind.h"

#define BASE "/io/github/puzzlewright/Puzzlewright/"

/* The text from the first "<object" to the end of the last "</object>"
 * of a .ui resource: the one top-level object of a section fragment. */
static gboolean
append_object (GString *out, GBytes *bytes)
{
  gsize size = 0;
  const char *data = g_bytes_get_data (bytes, &size);
  g_autofree char *text = g_strndup (data, size);
  const char *start = strstr (text, "<object");
  const char *end = g_strrstr (text, "</object>");
  if (start == NULL || end == NULL || end < start)
    return FALSE;
  g_string_append (out, "<child>");
  g_string_append_len (out, start, end + strlen ("</object>") - start);
  g_string_append (out, "</child>");
  return TRUE;
}

static char *
shortcuts_ui_text (void)
{
  g_autoptr (GBytes) general = g_resources_lookup_data (BASE "shortcuts-window.ui", 0, NULL);
  g_return_val_if_fail (general != NULL, NULL);
  gsize size = 0;
  const char *data = g_bytes_get_data (general, &size);
  g_autofree char *text = g_strndup (data, size);
  /* The window's own closing tag is the last "</object>". */
  char *close = g_strrstr (text, "</object>");
  g_return_val_if_fail (close != NULL, NULL);

  GString *out = g_string_new_len (text, close - text);
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      g_autofree char *path = g_strconcat (BASE, kind->id, "-shortcuts.ui", NULL);
      g_autoptr (GBytes) section = g_resources_lookup_data (path, 0, NULL);
      if (section && !append_object (out, section))
        g_critical ("%s holds no <object>", path);
    }
  g_string_append (out, close);
  return g_string_free (out, FALSE);
}

/* The shortcuts window cannot be resized: it opens at its natural size,
 * that of its largest section, and it has to fit an 800×600 screen in
 * every language (test-small-screen checks both ways).
 *
 * Across: GtkShortcutsShortcut's title never wraps, and a page of the
 * window is two columns of the longest title each (in French, 1,400
 * pixels).  Titles may wrap, at SHORTCUT_TITLE_CHARS characters.
 *
 * Down: GTK fills a column with whole groups while their lines (one for
 * the group's title and one a shortcut) stay within the section's
 * max-height, and begins a new page every two columns; a group longer
 * than that gets a column of its own, as long as the group.  At GTK's
 * 15 lines, with the domino grid's 18 keys in one group, the window was
 * 836 pixels high in English and 935 in French, and at 30 characters
 * 946 and 972 wide.  At these bounds, with no kind's group holding more
 * than SHORTCUT_COLUMN_LINES - 1 shortcuts (test-shortcuts checks), the
 * window is at most 783 × 537 in every language we ship. */
#define SHORTCUT_TITLE_CHARS 22
#define SHORTCUT_COLUMN_LINES 8

static void
bound_columns (GtkWidget *widget)
{
  if (GTK_IS_SHORTCUTS_SECTION (widget))
    {
      g_object_set (widget, "max-height", (guint) SHORTCUT_COLUMN_LINES, NULL);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    bound_columns (c);
}

static void
let_titles_wrap (GtkWidget *widget, gboolean in_shortcut)
{
  if (GTK_IS_SHORTCUT_LABEL (widget))
    return; /* the keys: short, and GTK sizes them on its own terms */
  in_shortcut = in_shortcut || GTK_IS_SHORTCUTS_SHORTCUT (widget);
  /* (Not an empty one: GTK 4.8 measures an empty wrapping label at -3.) */
  if (in_shortcut && GTK_IS_LABEL (widget) && *gtk_label_get_label (GTK_LABEL (widget)))
    {
      gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (widget), SHORTCUT_TITLE_CHARS);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    let_titles_wrap (c, in_shortcut);
}

/* The first GtkLabel under @widget. */
static GtkWidget *
first_label (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = GTK_IS_LABEL (c) ? c : first_label (c);
      if (found)
        return found;
    }
  return NULL;
}

static void
section_title_shown (GtkLabel *label, GParamSpec *pspec, GtkWidget *menu_button)
{
  pw_a11y_set_label (menu_button, gtk_label_get_text (label));
}

/* GTK 4.8 leaves the two controls of the window's header bar unnamed: a
 * screen reader says "GtkImage" for the search button and "GtkMenuButton"
 * for the list of sections.  The search button is the one toggle button
 * outside the menu button; the menu button is named by the label in it,
 * the title of the section shown, and follows it.  (A labelled-by
 * relation to that label leaves it unnamed in GTK 4.8.) */
static void
name_header_controls (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkWidget *label = first_label (widget);
      if (label)
        {
          g_signal_connect_object (label, "notify::label", G_CALLBACK (section_title_shown),
                                   widget, 0);
          section_title_shown (GTK_LABEL (label), NULL, widget);
        }
      return;
    }
  if (GTK_IS_TOGGLE_BUTTON (widget))
    pw_a11y_set_label (widget, _("Search Shortcuts"));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    name_header_controls (c);
}

GtkShortcutsWindow *
pw_shortcuts_window_new (void)
{
  g_autofree char *text = shortcuts_ui_text ();
  g_return_val_if_fail (text != NULL, NULL);
  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  g_autoptr (GError) error = NULL;
  if (!gtk_builder_add_from_string (builder, text, -1, &error))
    {
      g_critical ("The shortcuts window cannot be built: %s", error->message);
      return NULL;
    }
  GObject *window = gtk_builder_get_object (builder, "help_overlay");
  g_return_val_if_fail (GTK_IS_SHORTCUTS_WINDOW (window), NULL);
  let_titles_wrap (GTK_WIDGET (window), FALSE);
  bound_columns (GTK_WIDGET (window));
  GtkWidget *header = gtk_window_get_titlebar (GTK_WINDOW (window));
  if (header)
    name_header_controls (header);
  return g_object_ref (GTK_SHORTCUTS_WINDOW (window));
}
