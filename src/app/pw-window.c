#include "pw-window.h"

#include <glib/gi18n.h>

#include "pw-application.h"
#include "pw-generate-dialog.h"
#include "pw-kind-editor.h"
#include "pw-print-dialog.h"
#include "pw-recovery.h"

#define MAX_RECENT 8
/* Narrower than this, the puzzle panel folds away and slides over the
 * editor when asked for, so the editor keeps the width (800×600 screens,
 * tiled windows). */
#define FOLD_WIDTH 960
/* autosaved_generation before the first recovery copy of a document. */
#define NEVER_AUTOSAVED G_MAXUINT64

struct _PwWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *save_button;
  GtkWidget *sidebar_button;
  GtkWidget *sidebar;
  AdwFlap *flap;
  GtkWidget *history_box;
  GtkStack *stack;
  AdwPreferencesGroup *new_group;
  AdwPreferencesGroup *recent_group;
  GList *start_rows;          /* rows we added to the groups, to remove on refresh */
  AdwBin *editor_bin;
  GtkLabel *description_label;
  GtkFlowBox *operations_box;
  AdwEntryRow *title_row;
  AdwEntryRow *author_row;
  GtkListBox *problems_list;
  GtkRevealer *task_revealer;
  GtkLabel *task_label;
  GtkProgressBar *task_progress;
  GtkLabel *task_text;

  PwDocument *document;
  PwTaskRunner *runner;
  guint pulse_id;
  guint64 autosaved_generation;
  gboolean syncing_details;
  gboolean closing_confirmed;
  gboolean show_sidebar;      /* what the user asked for; folded, it slides over */
  gboolean show_sidebar_wide; /* the wish before folding, for when it unfolds */
  guint fold_idle_id;
};

G_DEFINE_FINAL_TYPE (PwWindow, pw_window, ADW_TYPE_APPLICATION_WINDOW)

PwDocument *
pw_window_get_document (PwWindow *self)
{
  return self->document;
}

PwTaskRunner *
pw_window_get_task_runner (PwWindow *self)
{
  return self->runner;
}

void
pw_window_toast (PwWindow *self, const char *message)
{
  AdwToast *toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Editors say things in passing through this action (pw_kind_editor_toast()). */
static void
toast_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_toast (user_data, g_variant_get_string (param, NULL));
}

/* ---- Title and action state ---------------------------------------- */

static void
update_title (PwWindow *self)
{
  if (self->document == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Puzzlewright"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Puzzlewright"));
      return;
    }
  g_autofree char *name = pw_document_dup_display_name (self->document);
  gboolean modified = pw_document_get_modified (self->document);
  g_autofree char *shown = modified ? g_strconcat ("• ", name, NULL) : g_strdup (name);
  adw_window_title_set_title (self->window_title, shown);
  adw_window_title_set_subtitle (
    self->window_title,
    g_dgettext (GETTEXT_PACKAGE, pw_document_get_kind (self->document)->name));
  /* The window manager's title names the app too. */
  g_autofree char *wm_title = g_strdup_printf (_("%s — Puzzlewright"), shown);
  gtk_window_set_title (GTK_WINDOW (self), wm_title);
}

static void
update_actions (PwWindow *self)
{
  gboolean has_doc = self->document != NULL;
  gboolean running = pw_task_runner_get_running (self->runner);
  GActionMap *map = G_ACTION_MAP (self);
  struct { const char *name; gboolean enabled; } states[] = {
    { "save", has_doc },
    { "save-as", has_doc },
    { "print", has_doc && !running },
    { "undo", has_doc && !running && pw_document_can_undo (self->document) },
    { "redo", has_doc && !running && pw_document_can_redo (self->document) },
    { "run-operation", has_doc && !running },
    { "cancel-task", running },
  };
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      GAction *a = g_action_map_lookup_action (map, states[i].name);
      if (a)
        g_simple_action_set_enabled (G_SIMPLE_ACTION (a), states[i].enabled);
    }
  gtk_widget_set_visible (self->save_button, has_doc);
  gtk_widget_set_visible (self->sidebar_button, has_doc);
  gtk_widget_set_visible (self->history_box, has_doc);
}

/* ---- The sidebar: description, operations, details, problems -------- */

/* A problem row asks the editor, through the document, to show its place. */
static void
problem_activated (AdwActionRow *row, PwWindow *self)
{
  const PwProblem *p = g_object_get_data (G_OBJECT (row), "pw-problem");
  if (self->document && p)
    pw_document_show_place (self->document, p->path, p->x, p->y);
}

static void
update_problems (PwWindow *self)
{
  GtkWidget *row;
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))))
    gtk_list_box_remove (self->problems_list, row);
  const PwModel *model = pw_document_get_model (self->document);
  g_autoptr (GPtrArray) problems = model->kind->validate (model);
  for (guint i = 0; i < problems->len; i++)
    {
      PwProblem *p = problems->pdata[i];
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->message);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
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
      GtkWidget *icon = gtk_image_new_from_icon_name (
        p->severity == PW_SEVERITY_ERROR ? "dialog-error-symbolic" : "dialog-warning-symbolic");
      gtk_widget_add_css_class (icon, p->severity == PW_SEVERITY_ERROR ? "error" : "warning");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_append (self->problems_list, row);
    }
  if (problems->len == 0)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No problems found"));
      GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
      gtk_widget_add_css_class (icon, "success");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_append (self->problems_list, row);
    }
}

static void
document_changed (PwDocument *document, PwWindow *self)
{
  const PwModel *model = pw_document_get_model (document);
  g_autofree char *description = model->kind->describe (model);
  gtk_label_set_label (self->description_label, description);
  update_problems (self);
  update_actions (self);
  update_title (self);
}

static void
document_notify (PwDocument *document, GParamSpec *pspec, PwWindow *self)
{
  update_title (self);
}

static void
fill_operations (PwWindow *self)
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
    }
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

static void
sync_details (PwWindow *self)
{
  self->syncing_details = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->title_row),
                         pw_document_get_meta (self->document, PW_META_TITLE));
  gtk_editable_set_text (GTK_EDITABLE (self->author_row),
                         pw_document_get_meta (self->document, PW_META_AUTHOR));
  self->syncing_details = FALSE;
}

/* The GtkStack a shortcuts window keeps its sections in, found by
 * walking its widgets: GTK 4.8 has no call that answers whether a
 * section exists, and naming one that does not only warns. */
static GtkStack *
find_stack (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget))
    return GTK_STACK (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = find_stack (child);
      if (found)
        return found;
    }
  return NULL;
}

/* The shortcuts window opens on the keys of the kind being edited (each
 * kind's section is named by its id), or on the general keys when the
 * kind has no section of its own. */
static void
show_kind_shortcuts (PwWindow *self)
{
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (
    GTK_APPLICATION_WINDOW (self));
  if (overlay == NULL)
    return;
  GtkStack *sections = find_stack (GTK_WIDGET (overlay));
  const char *id = self->document ? pw_document_get_kind (self->document)->id : NULL;
  const char *name = "shortcuts";
  if (sections && id && gtk_stack_get_child_by_name (sections, id))
    name = id;
  g_object_set (overlay, "section-name", name, NULL);
}

void
pw_window_set_document (PwWindow *self, PwDocument *document)
{
  g_return_if_fail (PW_IS_WINDOW (self));
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  /* Nothing of this document is written aside yet: a generated or
   * recovered puzzle is unsaved work from the start (the "•"), and the
   * next autosave must keep it even if nobody edits it. */
  self->autosaved_generation = NEVER_AUTOSAVED;
  g_signal_connect (document, "changed", G_CALLBACK (document_changed), self);
  g_signal_connect (document, "notify::modified", G_CALLBACK (document_notify), self);
  g_signal_connect (document, "notify::title", G_CALLBACK (document_notify), self);
  g_signal_connect (document, "notify::file", G_CALLBACK (document_notify), self);

  adw_bin_set_child (self->editor_bin, pw_kind_editor_create (document, self->runner));
  fill_operations (self);
  sync_details (self);
  document_changed (document, self);
  show_kind_shortcuts (self);
  gtk_stack_set_visible_child_name (self->stack, "document");
}

/* ---- The start page ------------------------------------------------- */

static void
clear_start_rows (PwWindow *self)
{
  for (GList *l = self->start_rows; l; l = l->next)
    {
      GtkWidget *row = l->data;
      AdwPreferencesGroup *group = g_object_get_data (G_OBJECT (row), "pw-group");
      adw_preferences_group_remove (group, row);
    }
  g_clear_pointer (&self->start_rows, g_list_free);
}

static void
add_start_row (PwWindow *self, AdwPreferencesGroup *group, GtkWidget *row)
{
  g_object_set_data (G_OBJECT (row), "pw-group", group);
  adw_preferences_group_add (group, row);
  self->start_rows = g_list_prepend (self->start_rows, row);
}

static void
recent_activated (AdwActionRow *row, PwWindow *self)
{
  GFile *file = g_object_get_data (G_OBJECT (row), "pw-file");
  pw_window_open_file (self, file);
}

static int
recent_newest_first (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);
  return g_date_time_compare (tb, ta);
}

static void
fill_recent (PwWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  items = g_list_sort (items, recent_newest_first);
  guint shown = 0;
  for (GList *l = items; l && shown < MAX_RECENT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      if (!g_str_has_suffix (uri, ".pzw") || !gtk_recent_info_exists (info))
        continue;
      g_autoptr (GFile) file = g_file_new_for_uri (uri);
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     gtk_recent_info_get_display_name (info));
      g_autofree char *parent = g_file_get_parse_name (g_file_peek_path (file) ? file : file);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), parent);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_object_set_data_full (G_OBJECT (row), "pw-file", g_object_ref (file), g_object_unref);
      g_signal_connect (row, "activated", G_CALLBACK (recent_activated), self);
      add_start_row (self, self->recent_group, row);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), shown > 0);
}

static void
fill_start_page (PwWindow *self)
{
  clear_start_rows (self);
  gboolean with_hidden = g_strcmp0 (g_getenv ("PUZZLEWRIGHT_TEST_KIND"), "1") == 0;
  g_autoptr (GPtrArray) kinds = pw_registry_list (with_hidden);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     g_dgettext (GETTEXT_PACKAGE, kind->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   g_dgettext (GETTEXT_PACKAGE, kind->description));
      adw_action_row_set_icon_name (ADW_ACTION_ROW (row), kind->icon_name);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.new");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", kind->id);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      if (kind->generate != NULL)
        {
          GtkWidget *generate = gtk_button_new_with_mnemonic (_("_Generate…"));
          gtk_widget_set_valign (generate, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (generate, _("Make a new puzzle with the computer"));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (generate), "win.generate");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (generate), "s", kind->id);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), generate);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      add_start_row (self, self->new_group, row);
    }
  adw_preferences_group_set_description (
    self->new_group, kinds->len ? NULL : _("This build has no puzzle kinds yet."));
  fill_recent (self);
}

/* ---- Running kind operations ---------------------------------------- */

static void
show_long_result (PwWindow *self, const char *heading, const char *text)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), 240);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 480);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroll);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
operation_finished (GObject *source, GAsyncResult *res, gpointer user_data)
{
  g_autoptr (PwWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  if (result == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        pw_window_toast (self, _("Cancelled"));
      else
        pw_window_toast (self, error->message);
      return;
    }
  if (result->summary && strchr (result->summary, '\n'))
    show_long_result (self, pw_task_runner_get_label (PW_TASK_RUNNER (source)), result->summary);
  else if (result->summary)
    pw_window_toast (self, result->summary);
}

static void
run_operation_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  if (self->document == NULL)
    return;
  const char *id = g_variant_get_string (param, NULL);
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (self->document), id);
  if (op == NULL)
    return;
  pw_task_runner_run_operation (self->runner, self->document, op, NULL, operation_finished,
                                g_object_ref (self));
}

static void
cancel_task_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  pw_task_runner_cancel (self->runner);
}

/* ---- The task bar --------------------------------------------------- */

static gboolean
pulse (gpointer user_data)
{
  PwWindow *self = user_data;
  gtk_progress_bar_pulse (self->task_progress);
  return G_SOURCE_CONTINUE;
}

static void
runner_notify (PwTaskRunner *runner, GParamSpec *pspec, PwWindow *self)
{
  gboolean running = pw_task_runner_get_running (runner);
  double fraction = pw_task_runner_get_fraction (runner);
  gtk_revealer_set_reveal_child (self->task_revealer, running);
  gtk_label_set_label (self->task_label, pw_task_runner_get_label (runner));
  const char *text = pw_task_runner_get_text (runner);
  gtk_label_set_label (self->task_text, text ? text : "");
  if (running && fraction < 0)
    {
      if (self->pulse_id == 0)
        self->pulse_id = g_timeout_add (100, pulse, self);
    }
  else
    {
      g_clear_handle_id (&self->pulse_id, g_source_remove);
      gtk_progress_bar_set_fraction (self->task_progress, MAX (fraction, 0));
    }
  update_actions (self);
}

/* ---- Other actions -------------------------------------------------- */

static void
new_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  const PwKind *kind = pw_registry_lookup (g_variant_get_string (param, NULL));
  if (kind == NULL)
    return;
  g_autoptr (PwDocument) doc = pw_document_new (kind);
  PwWindow *target = self;
  if (self->document != NULL)
    {
      target = pw_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
      gtk_window_present (GTK_WINDOW (target));
    }
  pw_window_set_document (target, doc);
}

static void
generate_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  const PwKind *kind = pw_registry_lookup (g_variant_get_string (param, NULL));
  if (kind == NULL || kind->generate == NULL)
    return;
  gtk_window_present (GTK_WINDOW (pw_generate_dialog_new (self, kind)));
}

static void
open_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_choose_and_open (user_data);
}

static void
save_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_save (user_data, FALSE, NULL, NULL);
}

static void
save_as_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_save (user_data, TRUE, NULL, NULL);
}

static void
undo_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  if (self->document)
    pw_document_undo (self->document);
}

static void
redo_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  if (self->document)
    pw_document_redo (self->document);
}

static void
close_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

static void
print_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  if (self->document)
    pw_print_dialog_present (GTK_WINDOW (self), self->document);
}

/* ---- The puzzle panel: beside the editor, or folded over it --------- */

/* Side by side, a hidden panel takes no room; folded, it stays in the
 * flap and slides over the editor when shown. */
static void
sync_sidebar (PwWindow *self)
{
  gboolean folded = adw_flap_get_folded (self->flap);
  gtk_widget_set_visible (self->sidebar, folded || self->show_sidebar);
  adw_flap_set_reveal_flap (self->flap, !folded || self->show_sidebar);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-sidebar");
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (self->show_sidebar));
}

static void
show_sidebar_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
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
  gboolean narrow = gtk_widget_get_width (GTK_WIDGET (self)) < FOLD_WIDTH;
  adw_flap_set_fold_policy (self->flap, narrow ? ADW_FLAP_FOLD_POLICY_ALWAYS
                                               : ADW_FLAP_FOLD_POLICY_AUTO);
  return G_SOURCE_REMOVE;
}

/* The flap folds by itself when the editor and the panel cannot both
 * have their minimum width; below FOLD_WIDTH it folds anyway, so the
 * editor has more than its minimum on a small screen, whatever the kind. */
static void
pw_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  PwWindow *self = PW_WINDOW (widget);
  GTK_WIDGET_CLASS (pw_window_parent_class)->size_allocate (widget, width, height, baseline);
  gboolean narrow = width < FOLD_WIDTH;
  if (narrow != (adw_flap_get_fold_policy (self->flap) == ADW_FLAP_FOLD_POLICY_ALWAYS)
      && self->fold_idle_id == 0)
    self->fold_idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, refold, self, NULL);
}

static const GActionEntry win_actions[] = {
  { "show-sidebar", NULL, NULL, "true", show_sidebar_changed },
  { "new", new_action, "s" },
  { "generate", generate_action, "s" },
  { "open", open_action },
  { "save", save_action },
  { "save-as", save_as_action },
  { "undo", undo_action },
  { "redo", redo_action },
  { "close", close_action },
  { "print", print_action },
  { "run-operation", run_operation_action, "s" },
  { "cancel-task", cancel_task_action },
  { "toast", toast_action, "s" },
};

void
pw_window_autosave (PwWindow *self, const char *recovery_dir)
{
  if (self->document == NULL || !pw_document_get_modified (self->document)
      || pw_document_get_generation (self->document) == self->autosaved_generation)
    return;
  g_autoptr (GError) error = NULL;
  if (pw_recovery_write (self->document, recovery_dir, &error))
    self->autosaved_generation = pw_document_get_generation (self->document);
  else
    g_warning ("Autosave failed: %s", error->message);
}

static gboolean
close_request (GtkWindow *window)
{
  PwWindow *self = PW_WINDOW (window);
  if (self->closing_confirmed || self->document == NULL
      || !pw_document_get_modified (self->document))
    {
      pw_task_runner_cancel (self->runner);
      return GDK_EVENT_PROPAGATE;
    }
  pw_window_try_close (self);
  return GDK_EVENT_STOP;
}

static gboolean
close_now (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Closes from an idle callback: the question dialog that led here is
 * still emitting its response, and must not outlive its parent. */
void
pw_window_close_confirmed (PwWindow *self)
{
  self->closing_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_now, g_object_ref (self), g_object_unref);
}

static void
pw_window_dispose (GObject *object)
{
  PwWindow *self = PW_WINDOW (object);
  g_clear_handle_id (&self->pulse_id, g_source_remove);
  g_clear_handle_id (&self->fold_idle_id, g_source_remove);
  if (self->runner)
    {
      g_signal_handlers_disconnect_by_data (self->runner, self);
      pw_task_runner_cancel (self->runner);
    }
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->runner);
  g_clear_pointer (&self->start_rows, g_list_free);
  G_OBJECT_CLASS (pw_window_parent_class)->dispose (object);
}

static void
pw_window_class_init (PwWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  object_class->dispose = pw_window_dispose;
  window_class->close_request = close_request;
  widget_class->size_allocate = pw_window_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/puzzlewright/Puzzlewright/pw-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PwWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, new_group);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, recent_group);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, editor_bin);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, description_label);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, operations_box);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, title_row);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, author_row);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, problems_list);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, task_revealer);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, task_label);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, task_progress);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, task_text);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "win.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.cancel-task", NULL);
}

static void
pw_window_init (PwWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions),
                                   self);
  self->runner = pw_task_runner_new ();
  g_signal_connect (self->runner, "notify", G_CALLBACK (runner_notify), self);
  g_signal_connect (self->title_row, "changed", G_CALLBACK (detail_changed), self);
  g_signal_connect (self->author_row, "changed", G_CALLBACK (detail_changed), self);
  gtk_widget_add_css_class (GTK_WIDGET (self->task_revealer), "task-bar");
  self->show_sidebar = self->show_sidebar_wide = TRUE;
  g_signal_connect (self->flap, "notify::reveal-flap", G_CALLBACK (flap_revealed), self);
  g_signal_connect (self->flap, "notify::folded", G_CALLBACK (flap_folded), self);
  fill_start_page (self);
  /* The list follows the recent files: a file that failed to open leaves it. */
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (fill_start_page), self, G_CONNECT_SWAPPED);
  update_actions (self);
  update_title (self);
}

PwWindow *
pw_window_new (AdwApplication *application)
{
  return g_object_new (PW_TYPE_WINDOW, "application", application, NULL);
}
