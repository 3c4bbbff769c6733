/* pw-window.c — the window: its type and template, the document it
 * shows (the editor the kind registered, the title, the kind's page of the
 * shortcuts window), autosave, and closing.
 *
 * The other parts (pw-window-private.h says which holds what) fill the
 * start page, the puzzle panel and the actions; this file wires them up
 * and follows the document: each change updates the panel, the actions
 * and the title. */
#include "pw-window-private.h"

#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "pw-kind-editor.h"
#include "pw-recovery.h"
#include "pw-shortcuts.h"

/* autosaved_generation before the first recovery copy of a document. */
#define NEVER_AUTOSAVED G_MAXUINT64

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
  /* A toast's title is markup; messages are text ("<data>:1:3: …"). */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);
  adw_toast_set_timeout (toast, 4);
  pw_a11y_add_toast (self->toast_overlay, toast, message);
}

void
pw_window_update_title (PwWindow *self)
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
document_changed (PwDocument *document, PwWindow *self)
{
  const PwModel *model = pw_document_get_model (document);
  g_autofree char *description = model->kind->describe (model);
  gtk_label_set_label (self->description_label, description);
  pw_window_update_problems (self);
  pw_window_update_actions (self);
  pw_window_update_title (self);
}

static void
document_notify (PwDocument *document, GParamSpec *pspec, PwWindow *self)
{
  pw_window_update_title (self);
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

/* win.show-help-overlay: the shortcuts window GTK would load from
 * gtk/help-overlay.ui, made of the general keys and the registered
 * kinds' sections instead (pw-shortcuts.c).  It is built the first time
 * it is asked for, not with the window: building it was about 25-40 ms
 * of the CPU before the first frame (issue 26), and most sessions never
 * open it.  The window's own action of that name keeps
 * gtk_application_window_set_help_overlay from adding GTK's. */
static void
show_help_overlay (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (self);
  /* Not for a window on its way out: the shortcuts window would be
   * made transient for a parent that is being torn down. */
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (gtk_application_window_get_help_overlay (window) == NULL)
    {
      g_autoptr (GtkShortcutsWindow) overlay = pw_shortcuts_window_new ();
      if (overlay == NULL)
        return;
      gtk_application_window_set_help_overlay (window, overlay);
    }
  show_kind_shortcuts (self);
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
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

  pw_window_ensure_document_page (self);
  GtkWidget *editor = pw_kind_editor_create (document, self->runner);
  adw_bin_set_child (self->editor_bin, editor);
  pw_a11y_complete (editor);
  pw_window_fill_operations (self);
  pw_window_sync_details (self);
  document_changed (document, self);
  show_kind_shortcuts (self);
  gtk_stack_set_visible_child_name (self->stack, "document");
}

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

void
pw_window_take_typed_edits (PwWindow *self)
{
  /* Only text is typed: a canvas or a button keeps the keyboard (and a
   * screen reader does not announce it again at every Ctrl+S). */
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  if (!GTK_IS_TEXT (focus))
    return;
  g_object_ref (focus);
  /* Leaving makes the edit (the name-dominoes lists' entries) ... */
  gtk_root_set_focus (GTK_ROOT (self), NULL);
  /* ... and the keyboard comes back where it was, its text not selected. */
  if (gtk_widget_get_root (focus) == GTK_ROOT (self) && gtk_widget_is_visible (focus))
    gtk_text_grab_focus_without_selecting (GTK_TEXT (focus));
  g_object_unref (focus);
}

static gboolean
close_request (GtkWindow *window)
{
  PwWindow *self = PW_WINDOW (window);
  if (!self->closing_confirmed)
    pw_window_take_typed_edits (self);
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

/* The panel folds on a narrow window (pw-window-panel.c). */
static void
pw_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GTK_WIDGET_CLASS (pw_window_parent_class)->size_allocate (widget, width, height, baseline);
  pw_window_panel_allocated (PW_WINDOW (widget), width);
}

static void
pw_window_dispose (GObject *object)
{
  PwWindow *self = PW_WINDOW (object);
  g_clear_handle_id (&self->pulse_id, g_source_remove);
  g_clear_handle_id (&self->fold_idle_id, g_source_remove);
  if (self->reveal_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->flap), self->reveal_tick_id);
  self->reveal_tick_id = 0;
  if (self->runner)
    {
      g_signal_handlers_disconnect_by_data (self->runner, self);
      pw_task_runner_cancel (self->runner);
    }
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->runner);
  g_clear_pointer (&self->recent_rows, g_list_free);
  /* The shortcuts window goes first, while this window, its transient
   * parent and the source of its keys, is still whole: GTK would destroy
   * it only in GtkApplicationWindow's dispose, after the classes above
   * have taken this window apart. */
  if (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self)))
    gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), NULL);
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
  gtk_widget_class_bind_template_child (widget_class, PwWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, new_group);
  gtk_widget_class_bind_template_child (widget_class, PwWindow, recent_group);
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

/* The main menu's popover is built when the menu first opens, not for
 * the first frame: building it took about 7 M of the 1,560 M instructions
 * to the window's first frame (issue 26). */
static void
build_primary_menu (GtkMenuButton *button, gpointer user_data)
{
  PwWindow *self = user_data;
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
pw_window_init (PwWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, build_primary_menu, self, NULL);
  static const GActionEntry help_action[] = { { "show-help-overlay", show_help_overlay } };
  g_action_map_add_action_entries (G_ACTION_MAP (self), help_action, 1, self);
  self->runner = pw_task_runner_new ();
  pw_window_actions_init (self);
  pw_window_panel_init (self);
  pw_window_start_init (self);
  pw_window_drop_init (self);
  pw_a11y_follow_stack (self->stack);
  pw_a11y_complete (GTK_WIDGET (self));
  pw_window_update_actions (self);
  pw_window_update_title (self);
}

PwWindow *
pw_window_new (AdwApplication *application)
{
  return g_object_new (PW_TYPE_WINDOW, "application", application, NULL);
}
