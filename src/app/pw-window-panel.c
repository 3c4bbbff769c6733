/* pw-window-panel.c — the puzzle panel beside the editor: what the kind
 * says of the puzzle, the buttons of its operations, the title and author,
 * and the problems its validate finds (a click shows the place in the
 * editor).  On a narrow window the panel folds away and slides over the
 * editor when asked for; win.show-sidebar is what the user asked for. */
#include "pw-window-private.h"

#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "pw-kind-editor.h"

/* Narrower than this, the puzzle panel folds away and slides over the
 * editor when asked for, so the editor keeps the width (800×600 screens,
 * tiled windows). */
#define FOLD_WIDTH 960

/* ---- The sidebar: description, operations, details, problems -------- */

/* The most problems the panel lists, and then how many more there are.
 * Each row is a wrapping label GTK measures again at every resize; a
 * document with thousands of problems (a hostile file, or a deck pasted
 * wrong) must not stop the window, and nobody reads past the first few
 * dozen: fixing those changes the rest. */
#define MAX_PROBLEM_ROWS 100

/* A problem row asks the editor, through the document, to show its place. */
static void
problem_activated (AdwActionRow *row, PwWindow *self)
{
  const PwProblem *p = g_object_get_data (G_OBJECT (row), "pw-problem");
  if (self->document && p)
    pw_document_show_place (self->document, p->path, p->x, p->y);
}

void
pw_window_update_problems (PwWindow *self)
{
  GtkWidget *row;
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))))
    gtk_list_box_remove (self->problems_list, row);
  const PwModel *model = pw_document_get_model (self->document);
  g_autoptr (GPtrArray) problems = model->kind->validate (model);
  guint shown = MIN (problems->len, MAX_PROBLEM_ROWS);
  for (guint i = 0; i < shown; i++)
    {
      PwProblem *p = problems->pdata[i];
      row = adw_action_row_new ();
      /* Plain text before the title is set: a message may hold "<use>". */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->message);
      /* People read "Row 2, column 3"; the JSON path is for the CLI. */
      g_autofree char *place = pw_problem_dup_place (p);
      if (place)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), place);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _("Show this place in the puzzle"));
      g_object_set_data_full (G_OBJECT (row), "pw-problem",
                              pw_problem_new (p->severity, p->path, p->x, p->y, "%s", p->message),
                              (GDestroyNotify) pw_problem_free);
      g_signal_connect (row, "activated", G_CALLBACK (problem_activated), self);
      /* The icon says error or warning to the eye; this, to a screen reader. */
      pw_a11y_announce (row, p->severity == PW_SEVERITY_ERROR ? _("Error") : _("Warning"));
      GtkWidget *icon = gtk_image_new_from_icon_name (
        p->severity == PW_SEVERITY_ERROR ? "dialog-error-symbolic" : "dialog-warning-symbolic");
      gtk_widget_add_css_class (icon, p->severity == PW_SEVERITY_ERROR ? "error" : "warning");
      pw_a11y_set_decorative (icon);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_append (self->problems_list, row);
    }
  if (problems->len > shown)
    {
      row = adw_action_row_new ();
      g_autofree char *more = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "… and %u more problem", "… and %u more problems",
                     problems->len - shown),
        problems->len - shown);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), more);
      gtk_list_box_append (self->problems_list, row);
    }
  if (problems->len == 0)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No problems found"));
      GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
      gtk_widget_add_css_class (icon, "success");
      pw_a11y_set_decorative (icon);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_append (self->problems_list, row);
    }
}

void
pw_window_fill_operations (PwWindow *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->operations_box))))
    gtk_flow_box_remove (self->operations_box, child);
  const PwKind *kind = pw_document_get_kind (self->document);
  const PwKindEditor *editor = pw_kind_editor_lookup (kind->id);
  for (guint i = 0; i < kind->n_operations; i++)
    {
      const PwOperation *op = &kind->operations[i];
      if (editor && editor->own_operations
          && g_strv_contains (editor->own_operations, op->id))
        continue;
      GtkWidget *button = gtk_button_new_with_label (g_dgettext (GETTEXT_PACKAGE, op->label));
      gtk_widget_set_tooltip_text (button, g_dgettext (GETTEXT_PACKAGE, op->description));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.run-operation");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", op->id);
      gtk_flow_box_append (self->operations_box, button);
      /* The button is what a keyboard or a screen reader works: the flow
       * box's own child would only stand in the way, unnamed. */
      GtkWidget *box_child = gtk_widget_get_parent (button);
      gtk_widget_set_focusable (box_child, FALSE);
      pw_a11y_set_label (box_child, g_dgettext (GETTEXT_PACKAGE, op->label));
    }
  pw_a11y_complete (GTK_WIDGET (self->operations_box));
}

static void
detail_changed (GtkEditable *editable, PwWindow *self)
{
  if (self->syncing_details || self->document == NULL)
    return;
  PwMetaField field = GTK_WIDGET (editable) == GTK_WIDGET (self->title_row) ? PW_META_TITLE
                                                                            : PW_META_AUTHOR;
  pw_document_set_meta (self->document, field, gtk_editable_get_text (editable));
}

void
pw_window_sync_details (PwWindow *self)
{
  self->syncing_details = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->title_row),
                         pw_document_get_meta (self->document, PW_META_TITLE));
  gtk_editable_set_text (GTK_EDITABLE (self->author_row),
                         pw_document_get_meta (self->document, PW_META_AUTHOR));
  self->syncing_details = FALSE;
}

/* ---- The puzzle panel: beside the editor, or folded over it --------- */

static void sync_sidebar (PwWindow *self);

static gboolean
reveal_when_laid_out (GtkWidget *flap, GdkFrameClock *clock, gpointer data)
{
  PwWindow *self = data;
  if (adw_swipeable_get_distance (ADW_SWIPEABLE (flap)) <= 0)
    return G_SOURCE_CONTINUE;
  self->reveal_tick_id = 0;
  sync_sidebar (self);
  return G_SOURCE_REMOVE;
}

/* Side by side, a hidden panel takes no room; folded, it stays in the
 * flap and slides over the editor when shown. */
static void
sync_sidebar (PwWindow *self)
{
  /* Before the first document there is no panel, only the wish. */
  if (self->flap != NULL && self->reveal_tick_id == 0)
    {
      gboolean folded = adw_flap_get_folded (self->flap);
      gboolean reveal = !folded || self->show_sidebar;
      gtk_widget_set_visible (self->sidebar, folded || self->show_sidebar);
      /* libadwaita 1.2 starts the slide at a speed divided by the flap's
       * width, which is 0 until the flap is first laid out: a reveal
       * changed then (the window folding the panel as the document first
       * shows) turns to NaN, and the editor is given a width of INT_MIN.
       * Such a change waits for the first frame laid out. */
      if (reveal != adw_flap_get_reveal_flap (self->flap)
          && adw_swipeable_get_distance (ADW_SWIPEABLE (self->flap)) <= 0)
        self->reveal_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->flap),
                                                             reveal_when_laid_out, self, NULL);
      else
        adw_flap_set_reveal_flap (self->flap, reveal);
    }
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-sidebar");
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (self->show_sidebar));
}

void
pw_window_show_sidebar_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  PwWindow *self = user_data;
  self->show_sidebar = g_variant_get_boolean (value);
  sync_sidebar (self);
}

/* Folded, the flap closes itself on a click beside it or Escape. */
static void
flap_revealed (AdwFlap *flap, GParamSpec *pspec, PwWindow *self)
{
  if (adw_flap_get_folded (flap) && adw_flap_get_reveal_flap (flap) != self->show_sidebar)
    {
      self->show_sidebar = adw_flap_get_reveal_flap (flap);
      sync_sidebar (self);
    }
}

/* Narrow, the panel gets out of the way; wide again, it is as it was. */
static void
flap_folded (AdwFlap *flap, GParamSpec *pspec, PwWindow *self)
{
  if (adw_flap_get_folded (flap))
    {
      self->show_sidebar_wide = self->show_sidebar;
      self->show_sidebar = FALSE;
    }
  else
    self->show_sidebar = self->show_sidebar_wide;
  sync_sidebar (self);
}

static gboolean
refold (gpointer data)
{
  PwWindow *self = data;
  self->fold_idle_id = 0;
  if (self->flap == NULL)
    return G_SOURCE_REMOVE;
  gboolean narrow = gtk_widget_get_width (GTK_WIDGET (self)) < FOLD_WIDTH;
  adw_flap_set_fold_policy (self->flap, narrow ? ADW_FLAP_FOLD_POLICY_ALWAYS
                                               : ADW_FLAP_FOLD_POLICY_AUTO);
  return G_SOURCE_REMOVE;
}

/* The flap folds by itself when the editor and the panel cannot both
 * have their minimum width; below FOLD_WIDTH it folds anyway, so the
 * editor has more than its minimum on a small screen, whatever the kind.
 * Called from the window's size_allocate, after the parent class's. */
void
pw_window_panel_allocated (PwWindow *self, int width)
{
  if (self->flap == NULL)
    return;
  gboolean narrow = width < FOLD_WIDTH;
  if (narrow != (adw_flap_get_fold_policy (self->flap) == ADW_FLAP_FOLD_POLICY_ALWAYS)
      && self->fold_idle_id == 0)
    self->fold_idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, refold, self, NULL);
}

void
pw_window_panel_init (PwWindow *self)
{
  self->show_sidebar = self->show_sidebar_wide = TRUE;
}

void
pw_window_panel_connect (PwWindow *self)
{
  g_signal_connect (self->title_row, "changed", G_CALLBACK (detail_changed), self);
  g_signal_connect (self->author_row, "changed", G_CALLBACK (detail_changed), self);
  g_signal_connect (self->flap, "notify::reveal-flap", G_CALLBACK (flap_revealed), self);
  g_signal_connect (self->flap, "notify::folded", G_CALLBACK (flap_folded), self);
  /* What was asked for before there was a panel, and the width now. */
  sync_sidebar (self);
  pw_window_panel_allocated (self, gtk_widget_get_width (GTK_WIDGET (self)));
}
