/* domino-grid-editor.c — the domino-grid editor: a widget from the
 * template ui/domino-grid-editor.ui (the board, the boneyard, the side
 * panel) whose commands are actions on the class ("domino.verify",
 * "domino.turn-laid"...), so buttons, keys and the shortcuts window all
 * name the same thing.
 *
 * Keyboard (on the board): arrows move the cursor, digits type the cell's
 * number (two quick digits make 10 and up), “.” or Delete makes the cell a
 * hole and back, [ and ] pick the previous or next domino still in the
 * boneyard, R turns it, Enter lays it at the cursor, Backspace takes the
 * domino at the cursor off, T turns the domino at the cursor, H shows a
 * hint, V verifies, X explains, P switches pips and numerals.  The keys other than the arrows
 * also work from the side panel (class key bindings); the arrows there
 * move the focus, as everywhere.
 *
 * "Write numbers" (design from a tiling): a domino laid from the boneyard
 * writes its numbers into the cells.  Otherwise a domino only goes where
 * the cells hold its numbers.
 *
 * Every edit is one pw_document_apply(); the editor redraws from the
 * document's ::changed.  Verify, Hint and Explain run the kind's
 * operations through the window's task runner, as the window's panel and
 * the CLI run them, and show their words.
 */
#include "domino-grid-editor.h"

#include <glib/gi18n.h>
#include <string.h>

#include "domino-grid-editor-private.h"

G_DEFINE_FINAL_TYPE (PwDominoGridEditor, pw_domino_grid_editor, GTK_TYPE_WIDGET)

void
pw_domino_grid_canvas_say (PwDominoGridEditor *self, const char *text)
{
  gtk_label_set_label (self->status, text ? text : "");
  self->status_is_answer = FALSE;
  pw_domino_grid_announce_said (self, text);
}

void
pw_domino_grid_canvas_answer (PwDominoGridEditor *self, const char *text)
{
  pw_domino_grid_canvas_say (self, text);
  self->status_is_answer = TRUE;
}

/* ---- operations through the runner ---- */

typedef struct
{
  GWeakRef editor;
  PwDominoGridDone done;
} Job;

static void
job_free (Job *job)
{
  g_weak_ref_clear (&job->editor);
  g_free (job);
}

static void
operation_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  Job *job = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  g_autoptr (PwDominoGridEditor) self = g_weak_ref_get (&job->editor);
  /* The editor went, or the board changed (the answer is about the board
   * before), or a newer request took over. */
  if (self && self->job == job)
    {
      self->job = NULL;
      job->done (self, result, error);
    }
  job_free (job);
}

gboolean
pw_domino_grid_editor_run (PwDominoGridEditor *self, const char *op_id, const PwParams *params,
                      PwDominoGridDone done)
{
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (self->document), op_id);
  g_return_val_if_fail (op != NULL, FALSE);
  Job *job = g_new0 (Job, 1);
  g_weak_ref_init (&job->editor, self);
  job->done = done;
  if (!pw_task_runner_run_operation (self->runner, self->document, op, params, operation_done,
                                     job))
    {
      job_free (job);
      pw_domino_grid_canvas_say (self, _("Another task is running; wait for it or cancel it"));
      return FALSE;
    }
  self->job = job;
  return TRUE;
}

void
pw_domino_grid_editor_drop_job (PwDominoGridEditor *self)
{
  if (self->job == NULL)
    return;
  self->job = NULL;
  /* The task running is ours: its answer would be about another board. */
  pw_task_runner_cancel (self->runner);
}

/* ---- commands ---- */

/* Pips or numerals belong to the puzzle (its sheets print the same), so
 * switching is an edit. */
static void
toggle_pips (PwDominoGridEditor *self)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (pw_domino_grid_max_value (cur) > PW_DOMINO_GRID_PIPS_MAX)
    {
      pw_domino_grid_canvas_say (self, _("Numbers above 12 are always drawn as numerals"));
      return;
    }
  PwDominoGrid *g = (PwDominoGrid *) pw_document_dup_model (self->document);
  g->numerals = !g->numerals;
  pw_document_apply (self->document, &g->parent,
                     g->numerals ? _("Show Numerals") : _("Show Pips"));
}

static void
pips_toggled (GtkCheckButton *check, PwDominoGridEditor *self)
{
  if (gtk_check_button_get_active (check) != pw_domino_grid_use_pips (pw_domino_grid_canvas_grid (self)))
    toggle_pips (self);
}

static int
cursor_pos (PwDominoGridEditor *self)
{
  return self->cursor_r * pw_domino_grid_canvas_grid (self)->cols + self->cursor_c;
}

static void
type_digit (PwDominoGridEditor *self, int digit)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int pos = cursor_pos (self);
  gint64 now = g_get_monotonic_time ();
  int v = digit;
  /* A second digit soon after the first, in the same cell (moving the
   * cursor ends a number), makes a two-digit number. */
  if (now - self->last_digit_time < 900000 && g->cells[pos] >= 1 && g->cells[pos] <= 6)
    {
      int two = g->cells[pos] * 10 + digit;
      if (two <= PW_DOMINO_GRID_MAX_VALUE)
        v = two;
    }
  self->last_digit_time = v == digit ? now : 0;
  pw_domino_grid_canvas_set_number (self, pos, v);
}

static void run_action (PwDominoGridEditor *self, const char *name, GVariant *param);

/* Every action, from a key, a button or a menu; a screen reader then
 * hears the cursor's cell and what the action said. */
static void
action_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDominoGridEditor *self = PW_DOMINO_GRID_EDITOR (widget);
  pw_domino_grid_announce_begin (self);
  run_action (self, name + strlen ("domino."), param);
  pw_domino_grid_announce_end (self);
}

static void
run_action (PwDominoGridEditor *self, const char *name, GVariant *param)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int pos = cursor_pos (self);
  if (g_str_equal (name, "verify"))
    pw_domino_grid_check_start (self);
  else if (g_str_equal (name, "hint"))
    pw_domino_grid_hint_start (self);
  else if (g_str_equal (name, "explain"))
    pw_domino_grid_explain_start (self);
  else if (g_str_equal (name, "solution-previous") && self->solutions)
    pw_domino_grid_check_show (self, self->solutions->shown - 1);
  else if (g_str_equal (name, "solution-next") && self->solutions)
    pw_domino_grid_check_show (self, self->solutions->shown + 1);
  else if (g_str_equal (name, "lay-solution"))
    pw_domino_grid_check_lay (self);
  else if (g_str_equal (name, "close-solutions"))
    pw_domino_grid_check_reset (self);
  else if (g_str_equal (name, "explain-play"))
    pw_domino_grid_explain_play (self, self->explain_timer == 0);
  else if (g_str_equal (name, "explain-previous") || g_str_equal (name, "explain-next"))
    {
      pw_domino_grid_explain_play (self, FALSE);
      pw_domino_grid_explain_show (self, self->explain_index
                                      + (g_str_equal (name, "explain-next") ? 1 : -1));
    }
  else if (g_str_equal (name, "close-explain"))
    {
      pw_domino_grid_explain_reset (self);
      pw_domino_grid_canvas_say (self, NULL);
    }
  else if (g_str_equal (name, "move-cursor"))
    {
      int dr, dc;
      g_variant_get (param, "(ii)", &dr, &dc);
      pw_domino_grid_canvas_move_cursor (self, dr, dc);
    }
  else if (g_str_equal (name, "type-digit"))
    type_digit (self, g_variant_get_int32 (param));
  else if (g_str_equal (name, "toggle-hole"))
    pw_domino_grid_canvas_set_number (self, pos, g->cells[pos] == PW_DOMINO_GRID_HOLE ? 0 : PW_DOMINO_GRID_HOLE);
  else if (g_str_equal (name, "take-off"))
    pw_domino_grid_canvas_take_off (self, pos);
  else if (g_str_equal (name, "take-all-off"))
    pw_domino_grid_canvas_take_all_off (self);
  else if (g_str_equal (name, "pick-previous"))
    pw_domino_grid_boneyard_pick_step (self, -1);
  else if (g_str_equal (name, "pick-next"))
    pw_domino_grid_boneyard_pick_step (self, 1);
  else if (g_str_equal (name, "turn-picked"))
    {
      self->vertical = !self->vertical;
      gtk_widget_queue_draw (self->canvas);
    }
  else if (g_str_equal (name, "turn-laid"))
    pw_domino_grid_canvas_turn_laid (self, pos);
  else if (g_str_equal (name, "lay-picked"))
    pw_domino_grid_canvas_lay_picked (self, pos);
  else if (g_str_equal (name, "toggle-pips"))
    toggle_pips (self);
  else if (g_str_equal (name, "blank-board"))
    pw_domino_grid_blank_board (self);
}

/* The editor's keys, for the class's key bindings and for the board's own
 * key controller (which also has the arrows). */
typedef struct
{
  guint keyval;
  const char *action;
  const char *format; /* of the parameter, or NULL */
  int a, b;
  gboolean board_only;
} Key;

static const Key keys[] = {
  { GDK_KEY_Left, "domino.move-cursor", "(ii)", 0, -1, TRUE },
  { GDK_KEY_Right, "domino.move-cursor", "(ii)", 0, 1, TRUE },
  { GDK_KEY_Up, "domino.move-cursor", "(ii)", -1, 0, TRUE },
  { GDK_KEY_Down, "domino.move-cursor", "(ii)", 1, 0, TRUE },
  { GDK_KEY_period, "domino.toggle-hole" },
  { GDK_KEY_Delete, "domino.toggle-hole" },
  { GDK_KEY_BackSpace, "domino.take-off" },
  { GDK_KEY_bracketleft, "domino.pick-previous" },
  { GDK_KEY_bracketright, "domino.pick-next" },
  { GDK_KEY_r, "domino.turn-picked" },
  { GDK_KEY_t, "domino.turn-laid" },
  /* Enter on a button clicks it: from the panel it is not "lay". */
  { GDK_KEY_Return, "domino.lay-picked", NULL, 0, 0, TRUE },
  { GDK_KEY_KP_Enter, "domino.lay-picked", NULL, 0, 0, TRUE },
  { GDK_KEY_h, "domino.hint" },
  { GDK_KEY_v, "domino.verify" },
  { GDK_KEY_x, "domino.explain" },
  { GDK_KEY_p, "domino.toggle-pips" },
};

static gboolean
activate_key (PwDominoGridEditor *self, const Key *k)
{
  if (k->format == NULL)
    return gtk_widget_activate_action (GTK_WIDGET (self), k->action, NULL);
  return gtk_widget_activate_action (GTK_WIDGET (self), k->action, k->format, k->a, k->b);
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
             GdkModifierType state, PwDominoGridEditor *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE; /* the window's shortcuts */
  if (keyval == GDK_KEY_BackSpace && (state & GDK_SHIFT_MASK))
    return gtk_widget_activate_action (GTK_WIDGET (self), "domino.take-all-off", NULL);
  guint lower = gdk_keyval_to_lower (keyval);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (keys[i].keyval == lower)
      return activate_key (self, &keys[i]);
  guint32 ch = gdk_keyval_to_unicode (keyval);
  if (ch >= '0' && ch <= '9')
    return gtk_widget_activate_action (GTK_WIDGET (self), "domino.type-digit", "i",
                                       (int) (ch - '0'));
  return FALSE;
}

/* ---- the widget ---- */

static gboolean
all_zero (const PwDominoGrid *g)
{
  for (int i = 0; i < g->rows * g->cols; i++)
    if (g->cells[i] > 0)
      return FALSE;
  return TRUE;
}

/* The pips check shows what the board shows: pips, or numerals (asked
 * for, or forced by numbers above 12). */
static void
sync_pips (PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  g_signal_handlers_block_by_func (self->pips, pips_toggled, self);
  gtk_check_button_set_active (self->pips, pw_domino_grid_use_pips (g));
  gtk_widget_set_sensitive (GTK_WIDGET (self->pips),
                            pw_domino_grid_max_value (g) <= PW_DOMINO_GRID_PIPS_MAX);
  g_signal_handlers_unblock_by_func (self->pips, pips_toggled, self);
}

static gboolean
any_laid (const PwDominoGrid *g)
{
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    if (g->mate[i] >= 0)
      return TRUE;
  return FALSE;
}

static void
update_size_request (PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  gtk_widget_set_size_request (self->canvas, g->cols * 12 + 16, g->rows * 12 + 16);
}

static void
model_changed (PwDocument *document, PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  self->cursor_r = MIN (self->cursor_r, g->rows - 1);
  self->cursor_c = MIN (self->cursor_c, g->cols - 1);
  if (self->picked >= (int) g->dominoes->len)
    self->picked = -1;
  self->n_hint_cells = 0;
  /* What Verify, Hint and Explain said was about the board before. */
  if (self->status_is_answer)
    pw_domino_grid_canvas_say (self, self->help_text);
  if (self->job)
    {
      pw_domino_grid_editor_drop_job (self);
      pw_domino_grid_canvas_say (self, _("Stopped: the board changed"));
    }
  pw_domino_grid_check_reset (self);
  pw_domino_grid_explain_reset (self);
  update_size_request (self);
  sync_pips (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.take-all-off", any_laid (g));
  gtk_widget_queue_draw (self->canvas);
  gtk_widget_queue_draw (self->boneyard);
}

/* A problem clicked in the window's panel: the cursor goes to its cell,
 * marked as Verify marks the cell it names, and the board takes the keys
 * so the number can be typed at once.  Problems about no cell (the set,
 * the count) leave the cursor where it is. */
static void
show_place (PwDocument *document, const char *path, int x, int y, PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  if (x < 0 || y < 0 || x >= g->cols || y >= g->rows)
    return;
  self->cursor_r = y;
  self->cursor_c = x;
  self->last_digit_time = 0;
  self->hint_cells[0] = y * g->cols + x;
  self->n_hint_cells = 1;
  gtk_widget_grab_focus (self->canvas);
  gtk_widget_queue_draw (self->canvas);
}

static void
pw_domino_grid_editor_dispose (GObject *object)
{
  PwDominoGridEditor *self = PW_DOMINO_GRID_EDITOR (object);
  self->job = NULL;
  pw_domino_grid_explain_dispose (self);
  g_clear_pointer (&self->solutions, pw_domino_grid_solutions_free);
  g_clear_pointer (&self->stroke, pw_domino_grid_unref);
  g_clear_pointer (&self->help_text, g_free);
  g_clear_pointer (&self->said, g_free);
  pw_kind_editor_detach (GTK_WIDGET (self), PW_TYPE_DOMINO_GRID_EDITOR, &self->document,
                         &self->runner);
  G_OBJECT_CLASS (pw_domino_grid_editor_parent_class)->dispose (object);
}

static void
install_action (GtkWidgetClass *widget_class, const char *name, const char *format)
{
  gtk_widget_class_install_action (widget_class, name, format, action_activated);
}

static void
pw_domino_grid_editor_class_init (PwDominoGridEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_domino_grid_editor_dispose;
  gtk_widget_class_set_css_name (widget_class, "domino-grid-editor");
  /* The template's own box layout replaces the helper's bin layout. */
  pw_kind_editor_class_set_template (widget_class, PW_DOMINO_GRID_KIND_ID);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, size_button);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, boneyard);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, design);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, pips);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, status);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, solutions_bar);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, solution_label);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, solution_prev);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, solution_next);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, explain_bar);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, explain_label);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, explain_play);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, explain_prev);
  gtk_widget_class_bind_template_child (widget_class, PwDominoGridEditor, explain_next);

  static const char *const plain[]
    = { "verify", "hint", "explain", "solution-previous", "solution-next", "lay-solution",
        "close-solutions", "explain-play", "explain-previous", "explain-next", "close-explain",
        "toggle-hole", "take-off", "take-all-off", "pick-previous", "pick-next", "turn-picked", "turn-laid",
        "lay-picked", "toggle-pips", "blank-board" };
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    {
      g_autofree char *name = g_strconcat ("domino.", plain[i], NULL);
      install_action (widget_class, name, NULL);
    }
  install_action (widget_class, "domino.move-cursor", "(ii)");
  install_action (widget_class, "domino.type-digit", "i");

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      const Key *k = &keys[i];
      if (k->board_only)
        continue;
      if (k->format)
        gtk_widget_class_add_binding_action (widget_class, k->keyval, 0, k->action, k->format,
                                             k->a, k->b);
      else
        gtk_widget_class_add_binding_action (widget_class, k->keyval, 0, k->action, NULL);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, GDK_SHIFT_MASK,
                                       "domino.take-all-off", NULL);
  for (int d = 0; d <= 9; d++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + d, 0, "domino.type-digit",
                                           "i", d);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + d, 0,
                                           "domino.type-digit", "i", d);
    }
}

static void
board_entered (PwDominoGridEditor *self)
{
  pw_domino_grid_announce_begin (self);
  pw_domino_grid_announce_end (self);
}

static void
pw_domino_grid_editor_init (PwDominoGridEditor *self)
{
  self->press_pos = -1;
  self->paint_hole = -1;
  self->picked = -1;
  self->hover_a = self->hover_b = -1;
  self->explain_index = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->help_text = g_strdup (gtk_label_get_label (self->status));
  GtkEventController *keys_controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (keys_controller, "domino-keys");
  g_signal_connect (keys_controller, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (self->canvas, keys_controller);
  /* Arriving on the board, a screen reader says where the cursor is. */
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (board_entered), self);
  gtk_widget_add_controller (self->canvas, focus);
}

GtkWidget *
pw_domino_grid_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  g_return_val_if_fail (PW_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (PW_IS_TASK_RUNNER (runner), NULL);
  PwDominoGridEditor *self = g_object_new (PW_TYPE_DOMINO_GRID_EDITOR, NULL);
  pw_kind_editor_attach (GTK_WIDGET (self), document, runner, &self->document, &self->runner,
                         G_CALLBACK (model_changed), G_CALLBACK (show_place));
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  gboolean blank = all_zero (g);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.take-all-off", any_laid (g));
  if (!blank && pw_domino_grid_has_full_solution (g))
    {
      /* A generated puzzle (or one saved solved) opens with its solution
       * laid: a designer may want it, a solver may not, so say so. */
      g_free (self->help_text);
      self->help_text = g_strdup (_("The puzzle’s solution is laid on the board. To solve it "
                                    "yourself, Take All Off (Undo lays it back)."));
      pw_domino_grid_canvas_say (self, self->help_text);
    }
  gtk_check_button_set_active (self->design, blank);
  if (blank)
    {
      /* A new puzzle: say where to start. */
      g_free (self->help_text);
      self->help_text = g_strdup (_("A blank board. Choose its size and domino set with Board "
                                    "Size…, then drag dominoes from the boneyard onto it (each "
                                    "writes its numbers), or type the numbers."));
      pw_domino_grid_canvas_say (self, self->help_text);
    }
  pw_domino_grid_canvas_setup (self);
  pw_domino_grid_boneyard_setup (self);
  pw_domino_grid_size_setup (self);
  pw_domino_grid_dnd_setup (self);
  update_size_request (self);
  g_signal_connect (self->pips, "toggled", G_CALLBACK (pips_toggled), self);
  sync_pips (self);
  pw_domino_grid_check_reset (self);
  pw_domino_grid_explain_reset (self);
  return GTK_WIDGET (self);
}

/* Verify, Hint and Explain live in the panel, where they show on the board. */
static const char *const own_operations[] = { "verify", "explain", "hint", NULL };
static const PwKindEditor editor = { PW_DOMINO_GRID_KIND_ID, pw_domino_grid_editor_new,
                                     own_operations };

const PwKindEditor *
pw_domino_grid_editor (void)
{
  return &editor;
}
