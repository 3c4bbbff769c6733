/* word-search-editor.c — the word-search editor.
 *
 * The canvas draws the grid through the kind's renderer (the same
 * function the printed key uses, so screen and paper agree) and adds the
 * cursor and the line being dragged.  Every edit is a new model applied
 * to the document (one undo step); the panel and the canvas follow the
 * document's ::changed.  Generate, Fill Again and Verify run the kind's
 * operations through the window's task runner, as the CLI runs them. */
#include "word-search-editor.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-rng.h"
#include "word-search-render.h"
#include "word-search.h"

struct _PwWordSearchEditor
{
  GtkWidget parent_instance;
  PwDocument *document;
  PwTaskRunner *runner;
  /* From the template. */
  GtkDrawingArea *canvas;
  GtkSpinButton *width_spin, *height_spin;
  GtkDropDown *directions_drop, *fold_drop;
  GtkToggleButton *shape_toggle;
  GtkCheckButton *large_check;
  GtkEntry *word_entry;
  GtkListBox *word_list;
  /* The word list as the panel shows it: GtkStringObjects. */
  GListStore *words;
  GtkIMContext *im;
  /* What the user sees of the editor's state. */
  gboolean syncing;
  int cursor_row, cursor_col;  /* -1: none */
  gboolean dragging;
  int drag_row0, drag_col0, drag_row1, drag_col1;
  guint8 *paint_mask;          /* the shape being painted, or NULL */
  guint8 paint_value;
};

G_DEFINE_FINAL_TYPE (PwWordSearchEditor, pw_word_search_editor, GTK_TYPE_WIDGET)

static const PwWordSearchModel *
model_of (PwWordSearchEditor *self)
{
  return (const PwWordSearchModel *) pw_document_get_model (self->document);
}

static PwWordSearchModel *
dup_model (PwWordSearchEditor *self)
{
  return (PwWordSearchModel *) pw_document_dup_model (self->document);
}

static void
apply (PwWordSearchEditor *self, PwWordSearchModel *m, const char *label)
{
  pw_document_apply (self->document, &m->parent, label);
}

/* ---- geometry ------------------------------------------------------------ */

static double
cell_size (PwWordSearchEditor *self, double *x0, double *y0)
{
  const PwWordSearchModel *m = model_of (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self->canvas));
  double h = gtk_widget_get_height (GTK_WIDGET (self->canvas));
  double cell = MAX (4.0, MIN (w / m->width, h / m->height));
  *x0 = (w - cell * m->width) / 2;
  *y0 = (h - cell * m->height) / 2;
  return cell;
}

static gboolean
cell_at (PwWordSearchEditor *self, double x, double y, int *row, int *col)
{
  const PwWordSearchModel *m = model_of (self);
  double x0, y0, cell = cell_size (self, &x0, &y0);
  int c = (int) ((x - x0) / cell), r = (int) ((y - y0) / cell);
  if (x < x0 || y < y0 || c >= (int) m->width || r >= (int) m->height)
    return FALSE;
  *row = r;
  *col = c;
  return TRUE;
}

/* The direction and length of the line from one cell to another, when it
 * is one of the eight. */
static gboolean
line_between (int r0, int c0, int r1, int c1, PwWordSearchDirection *d, guint *n)
{
  int dr = r1 - r0, dc = c1 - c0;
  if (!(dr == 0 || dc == 0 || ABS (dr) == ABS (dc)))
    return FALSE;
  int sx = (dc > 0) - (dc < 0), sy = (dr > 0) - (dr < 0);
  *n = MAX (ABS (dr), ABS (dc)) + 1;
  for (guint k = 0; k < PW_WORD_SEARCH_N_DIRECTIONS; k++)
    {
      int dx, dy;
      pw_word_search_direction_step (k, &dx, &dy);
      if (dx == sx && dy == sy)
        {
          *d = k;
          return TRUE;
        }
    }
  *d = PW_WORD_SEARCH_RIGHT;
  return *n == 1;
}

/* ---- drawing ------------------------------------------------------------- */

static void
draw_canvas (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwWordSearchEditor *self = data;
  const PwWordSearchModel *m = model_of (self);
  double x0, y0, cell = cell_size (self, &x0, &y0);
  cairo_translate (cr, x0, y0);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, cell * m->width, cell * m->height);
  cairo_fill (cr);

  g_autoptr (PwModel) shown = NULL;
  if (self->paint_mask)
    {
      shown = pw_model_copy (&m->parent);
      memcpy (((PwWordSearchModel *) shown)->mask, self->paint_mask, m->width * m->height);
      m = (const PwWordSearchModel *) shown;
    }
  /* Cells outside the shape are crossed out lightly, so the shape shows
   * while it is painted. */
  cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
  cairo_set_line_width (cr, 1);
  for (guint y = 0; y < m->height; y++)
    for (guint x = 0; x < m->width; x++)
      if (!m->mask[y * m->width + x])
        {
          cairo_move_to (cr, x * cell + cell * 0.3, y * cell + cell * 0.3);
          cairo_line_to (cr, x * cell + cell * 0.7, y * cell + cell * 0.7);
        }
  cairo_stroke (cr);
  pw_word_search_render_grid (cr, m, cell, TRUE);

  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 2);
  if (self->cursor_row >= 0 && !self->dragging)
    {
      cairo_rectangle (cr, self->cursor_col * cell + 1, self->cursor_row * cell + 1, cell - 2,
                       cell - 2);
      cairo_stroke (cr);
    }
  PwWordSearchDirection d;
  guint n;
  if (self->dragging && !self->paint_mask
      && line_between (self->drag_row0, self->drag_col0, self->drag_row1, self->drag_col1, &d,
                       &n))
    {
      pw_word_search_render_outline (cr, cell, self->drag_row0, self->drag_col0, d, n);
      cairo_stroke (cr);
    }
}

/* ---- the panel ----------------------------------------------------------- */

static GtkWidget *
word_row (gpointer item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  if (g_object_get_data (item, "pinned"))
    {
      GtkWidget *pin = gtk_image_new_from_icon_name ("view-pin-symbolic");
      gtk_widget_set_tooltip_text (pin, _("Pinned: Generate keeps it where it is"));
      gtk_box_append (GTK_BOX (box), pin);
    }
  else if (!g_object_get_data (item, "placed"))
    {
      GtkWidget *note = gtk_label_new (_("not placed"));
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_append (GTK_BOX (box), note);
    }
  return box;
}

static void
sync_panel (PwWordSearchEditor *self)
{
  const PwWordSearchModel *m = model_of (self);
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->width_spin, m->width);
  gtk_spin_button_set_value (self->height_spin, m->height);
  guint level = m->directions == 0x3u ? 0 : m->directions == 0xfu ? 1 : 2;
  gtk_drop_down_set_selected (self->directions_drop, level);
  gtk_drop_down_set_selected (self->fold_drop, m->fold);
  gtk_check_button_set_active (self->large_check, m->large_print);

  GtkListBoxRow *selected = gtk_list_box_get_selected_row (self->word_list);
  int keep = selected ? gtk_list_box_row_get_index (selected) : -1;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      GtkStringObject *o = gtk_string_object_new (w->text);
      g_object_set_data (G_OBJECT (o), "pinned", GINT_TO_POINTER (w->pinned && w->placed));
      g_object_set_data (G_OBJECT (o), "placed", GINT_TO_POINTER (w->placed));
      g_ptr_array_add (items, o);
    }
  g_list_store_splice (self->words, 0, g_list_model_get_n_items (G_LIST_MODEL (self->words)),
                       items->pdata, items->len);
  if (keep >= 0 && (guint) keep < m->words->len)
    gtk_list_box_select_row (self->word_list,
                             gtk_list_box_get_row_at_index (self->word_list, keep));
  self->syncing = FALSE;
  if (self->cursor_row >= (int) m->height || self->cursor_col >= (int) m->width)
    self->cursor_row = self->cursor_col = -1;
}

static void
document_changed (PwDocument *document, PwWordSearchEditor *self)
{
  sync_panel (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* A problem clicked in the window's panel: the word it names is chosen
 * in the list, and the cursor goes to its cell (or the word's first). */
static void
show_place (PwDocument *document, const char *path, int x, int y, PwWordSearchEditor *self)
{
  const PwWordSearchModel *m = model_of (self);
  guint64 index;
  const char *prefix = "$.puzzle.words[";
  g_autofree char *digits = path && g_str_has_prefix (path, prefix)
                              ? g_strndup (path + strlen (prefix),
                                           strcspn (path + strlen (prefix), "]"))
                              : NULL;
  if (digits && g_ascii_string_to_unsigned (digits, 10, 0, G_MAXUINT, &index, NULL)
      && index < m->words->len)
    {
      gtk_list_box_select_row (self->word_list,
                               gtk_list_box_get_row_at_index (self->word_list, index));
      const PwWordSearchWord *w = m->words->pdata[index];
      if (x < 0 && w->placed)
        x = w->col, y = w->row;
    }
  if (x >= 0 && y >= 0 && (guint) x < m->width && (guint) y < m->height)
    {
      self->cursor_row = y;
      self->cursor_col = x;
      gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
size_changed (GtkSpinButton *spin, PwWordSearchEditor *self)
{
  if (self->syncing)
    return;
  guint w = gtk_spin_button_get_value_as_int (self->width_spin);
  guint h = gtk_spin_button_get_value_as_int (self->height_spin);
  const PwWordSearchModel *m = model_of (self);
  if (w == m->width && h == m->height)
    return;
  PwWordSearchModel *copy = dup_model (self);
  pw_word_search_model_resize (copy, w, h);
  apply (self, copy, _("Change Size"));
}

static void
directions_changed (GObject *drop, GParamSpec *pspec, PwWordSearchEditor *self)
{
  if (self->syncing)
    return;
  static const guint levels[] = { 2, 4, 8 };
  guint sel = gtk_drop_down_get_selected (self->directions_drop);
  PwWordSearchModel *m = dup_model (self);
  m->directions = pw_word_search_directions_level (levels[MIN (sel, 2)]);
  apply (self, m, _("Change Directions"));
}

static void
fold_changed (GObject *drop, GParamSpec *pspec, PwWordSearchEditor *self)
{
  if (self->syncing)
    return;
  PwWordSearchModel *m = dup_model (self);
  m->fold = MIN (gtk_drop_down_get_selected (self->fold_drop), PW_WORD_SEARCH_FOLD_CASE_ACCENTS);
  apply (self, m, _("Change How Letters Match"));
}

static void
large_toggled (GtkCheckButton *check, PwWordSearchEditor *self)
{
  if (self->syncing || gtk_check_button_get_active (check) == model_of (self)->large_print)
    return;
  PwWordSearchModel *m = dup_model (self);
  m->large_print = gtk_check_button_get_active (check);
  apply (self, m, m->large_print ? _("Large Print") : _("Normal Print"));
}

/* Adds each line (or comma-separated item) of @text as a word. */
static guint
add_words (PwWordSearchEditor *self, const char *text, const char *label)
{
  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    {
      pw_kind_editor_toast (GTK_WIDGET (self), _("The words are not UTF-8 text"));
      return 0;
    }
  PwWordSearchModel *m = dup_model (self);
  g_auto (GStrv) lines = g_strsplit_set (text, "\n,", -1);
  guint added = 0;
  for (char **l = lines; *l && m->words->len < PW_WORD_SEARCH_MAX_WORDS; l++)
    {
      g_autofree char *word = pw_text_squeeze_spaces (*l, -1);
      if (*word == '\0' || *word == '#' || strlen (word) > PW_WORD_SEARCH_MAX_WORD_BYTES)
        continue;
      pw_word_search_model_add_word (m, word);
      added++;
    }
  if (added == 0)
    {
      pw_model_free (&m->parent);
      return 0;
    }
  apply (self, m, label);
  return added;
}

static void
add_word_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->word_entry));
  if (add_words (self, text, _("Add Word")) > 0)
    gtk_editable_set_text (GTK_EDITABLE (self->word_entry), "");
}

static void
pasted (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwWordSearchEditor) self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), res, NULL);
  guint n = add_words (self, text, _("Paste Words"));
  g_autofree char *msg = g_strdup_printf (g_dngettext (NULL, "%u word added",
                                                       "%u words added", n), n);
  pw_kind_editor_toast (GTK_WIDGET (self), msg);
}

static void
paste_words_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  gdk_clipboard_read_text_async (clipboard, NULL, pasted, g_object_ref (widget));
}

static void
import_chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
  PwWordSearchEditor *self = data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *text = NULL;
      gsize length = 0;
      g_autoptr (GError) error = NULL;
      if (!g_file_load_contents (file, NULL, &text, &length, NULL, &error))
        pw_kind_editor_toast (GTK_WIDGET (self), error->message);
      else if (memchr (text, '\0', length) != NULL)
        pw_kind_editor_toast (GTK_WIDGET (self), _("The file is not a text file"));
      else
        {
          guint n = add_words (self, text, _("Import Words"));
          g_autofree char *msg = g_strdup_printf (g_dngettext (NULL, "%u word added",
                                                               "%u words added", n), n);
          pw_kind_editor_toast (GTK_WIDGET (self), msg);
        }
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
import_words_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    _("Import a Word List"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
    GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  g_signal_connect (dialog, "response", G_CALLBACK (import_chosen), g_object_ref (widget));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static int
selected_word (PwWordSearchEditor *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->word_list);
  return row ? gtk_list_box_row_get_index (row) : -1;
}

static void
remove_word_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  int i = selected_word (self);
  if (i < 0 || (guint) i >= model_of (self)->words->len)
    return;
  PwWordSearchModel *m = dup_model (self);
  g_ptr_array_remove_index (m->words, i);
  apply (self, m, _("Remove Word"));
}

static void
pin_word_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  int i = selected_word (self);
  if (i < 0 || (guint) i >= model_of (self)->words->len)
    return;
  const PwWordSearchWord *w = model_of (self)->words->pdata[i];
  if (!w->placed)
    {
      pw_kind_editor_toast (widget, _("Place the word first: drag from its first cell to its "
                                      "last"));
      return;
    }
  PwWordSearchModel *m = dup_model (self);
  PwWordSearchWord *mw = m->words->pdata[i];
  mw->pinned = !mw->pinned;
  apply (self, m, mw->pinned ? _("Pin Word") : _("Unpin Word"));
}

static void
shape_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  const PwWordSearchModel *cur = model_of (self);
  const char *shape = g_variant_get_string (param, NULL);
  g_autofree char *letter = NULL;
  if (g_str_equal (shape, "letter"))
    {
      g_auto (GStrv) letters = pw_text_graphemes (
        gtk_editable_get_text (GTK_EDITABLE (self->word_entry)), -1, NULL);
      letter = g_strdup (letters && letters[0] ? letters[0] : "");
    }
  g_autofree guint8 *mask = pw_word_search_shape_mask (shape, letter, cur->width, cur->height);
  if (mask == NULL)
    {
      pw_kind_editor_toast (widget, _("Type a letter in the word box first"));
      return;
    }
  PwWordSearchModel *m = dup_model (self);
  memcpy (m->mask, mask, m->width * m->height);
  for (guint c = 0; c < m->width * m->height; c++)
    if (!m->mask[c])
      g_clear_pointer (&m->cells[c], g_free);
  pw_word_search_model_resize (m, m->width, m->height); /* drops placements that no longer fit */
  apply (self, m, _("Change Shape"));
}

/* ---- long work through the runner ---------------------------------------- */

static void
operation_done (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwWordSearchEditor) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  if (result || !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    pw_kind_editor_toast (GTK_WIDGET (self), result ? result->summary : error->message);
}

static void
run_operation (PwWordSearchEditor *self, const char *id, const PwParams *params)
{
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (self->document), id);
  if (self->runner && op)
    pw_task_runner_run_operation (self->runner, self->document, op, params, operation_done,
                                  g_object_ref (self));
}

/* Each press gives another layout (the document's own seed would give
 * the same one again); the grid itself is what the document keeps. */
static PwParams *
fresh_seed (void)
{
  PwParams *params = pw_params_new ();
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pw_rng_fresh_seed ());
  pw_params_set (params, "seed", seed);
  return params;
}

static void
generate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autoptr (PwParams) params = fresh_seed ();
  run_operation (PW_WORD_SEARCH_EDITOR (widget), "place", params);
}

static void
fill_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autoptr (PwParams) params = fresh_seed ();
  run_operation (PW_WORD_SEARCH_EDITOR (widget), "fill", params);
}

static void
verify_action (GtkWidget *widget, const char *name, GVariant *param)
{
  run_operation (PW_WORD_SEARCH_EDITOR (widget), "verify", NULL);
}

/* ---- the canvas: dragging, painting, typing ------------------------------ */

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, PwWordSearchEditor *self)
{
  int r, c;
  if (!cell_at (self, x, y, &r, &c))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  self->dragging = TRUE;
  self->drag_row0 = self->drag_row1 = r;
  self->drag_col0 = self->drag_col1 = c;
  if (gtk_toggle_button_get_active (self->shape_toggle))
    {
      const PwWordSearchModel *m = model_of (self);
      self->paint_mask = g_memdup2 (m->mask, m->width * m->height);
      self->paint_value = !m->mask[r * m->width + c];
      self->paint_mask[r * m->width + c] = self->paint_value;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, PwWordSearchEditor *self)
{
  double x, y;
  int r, c;
  if (!self->dragging || !gtk_gesture_drag_get_start_point (gesture, &x, &y)
      || !cell_at (self, x + dx, y + dy, &r, &c))
    return;
  self->drag_row1 = r;
  self->drag_col1 = c;
  if (self->paint_mask)
    self->paint_mask[r * model_of (self)->width + c] = self->paint_value;
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* Places a word along the dragged line: the chosen word if it has that
 * many letters, else the first unplaced word that has.  A word placed by
 * hand is pinned: the designer put it there. */
static void
place_dragged (PwWordSearchEditor *self, PwWordSearchDirection d, guint n)
{
  const PwWordSearchModel *cur = model_of (self);
  int chosen = selected_word (self), pick = -1;
  for (int pass = 0; pass < 2 && pick < 0; pass++)
    for (guint i = 0; i < cur->words->len && pick < 0; i++)
      {
        const PwWordSearchWord *w = cur->words->pdata[i];
        guint len = 0;
        g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &len);
        if (len == n && (pass == 0 ? (int) i == chosen : !w->placed))
          pick = i;
      }
  if (pick < 0)
    {
      g_autofree char *msg = g_strdup_printf (_("No word of %u letters to place there"), n);
      pw_kind_editor_toast (GTK_WIDGET (self), msg);
      return;
    }
  if (!pw_word_search_fits (cur, self->drag_row0, self->drag_col0, d, n))
    {
      pw_kind_editor_toast (GTK_WIDGET (self), _("That line leaves the grid’s shape"));
      return;
    }
  PwWordSearchModel *m = dup_model (self);
  PwWordSearchWord *w = m->words->pdata[pick];
  g_auto (GStrv) letters = pw_word_search_word_letters (w->text, NULL);
  int dx, dy;
  pw_word_search_direction_step (d, &dx, &dy);
  for (guint k = 0; k < n; k++)
    {
      guint c = (self->drag_row0 + dy * (int) k) * m->width + self->drag_col0 + dx * (int) k;
      g_free (m->cells[c]);
      m->cells[c] = g_strdup (letters[k]);
    }
  w->placed = w->pinned = TRUE;
  w->row = self->drag_row0;
  w->col = self->drag_col0;
  w->direction = d;
  apply (self, m, _("Place Word"));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, PwWordSearchEditor *self)
{
  if (!self->dragging)
    return;
  self->dragging = FALSE;
  if (self->paint_mask)
    {
      g_autofree guint8 *mask = g_steal_pointer (&self->paint_mask);
      const PwWordSearchModel *cur = model_of (self);
      if (memcmp (mask, cur->mask, cur->width * cur->height) != 0)
        {
          PwWordSearchModel *m = dup_model (self);
          memcpy (m->mask, mask, m->width * m->height);
          for (guint c = 0; c < m->width * m->height; c++)
            if (!m->mask[c])
              g_clear_pointer (&m->cells[c], g_free);
          pw_word_search_model_resize (m, m->width, m->height);
          apply (self, m, _("Paint Shape"));
        }
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
      return;
    }
  PwWordSearchDirection d;
  guint n;
  if (self->drag_row0 == self->drag_row1 && self->drag_col0 == self->drag_col1)
    {
      self->cursor_row = self->drag_row0;
      self->cursor_col = self->drag_col0;
    }
  else if (line_between (self->drag_row0, self->drag_col0, self->drag_row1, self->drag_col1,
                         &d, &n))
    place_dragged (self, d, n);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
set_cursor_letter (PwWordSearchEditor *self, const char *letter)
{
  const PwWordSearchModel *cur = model_of (self);
  if (self->cursor_row < 0)
    return;
  guint c = self->cursor_row * cur->width + self->cursor_col;
  if (!cur->mask[c] || g_strcmp0 (cur->cells[c], letter) == 0)
    return;
  PwWordSearchModel *m = dup_model (self);
  g_free (m->cells[c]);
  m->cells[c] = g_strdup (letter);
  apply (self, m, letter ? _("Type Letter") : _("Clear Letter"));
}

static void
im_commit (GtkIMContext *im, const char *text, PwWordSearchEditor *self)
{
  g_auto (GStrv) letters = pw_text_graphemes (text, -1, NULL);
  for (char **l = letters; l && *l; l++)
    {
      if (g_unichar_isspace (g_utf8_get_char (*l)))
        continue;
      set_cursor_letter (self, *l);
      if (self->cursor_col + 1 < (int) model_of (self)->width)
        self->cursor_col++;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static gboolean
key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
             PwWordSearchEditor *self)
{
  const PwWordSearchModel *m = model_of (self);
  if (self->cursor_row < 0)
    return FALSE;
  int dr = 0, dc = 0;
  switch (keyval)
    {
    case GDK_KEY_Left: dc = -1; break;
    case GDK_KEY_Right: dc = 1; break;
    case GDK_KEY_Up: dr = -1; break;
    case GDK_KEY_Down: dr = 1; break;
    case GDK_KEY_BackSpace:
    case GDK_KEY_Delete:
      set_cursor_letter (self, NULL);
      return TRUE;
    default:
      return FALSE;
    }
  self->cursor_row = CLAMP (self->cursor_row + dr, 0, (int) m->height - 1);
  self->cursor_col = CLAMP (self->cursor_col + dc, 0, (int) m->width - 1);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  return TRUE;
}

static void
entry_activated (GtkEntry *entry, PwWordSearchEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "word-search-editor.add-word", NULL);
}

/* ---- the type ------------------------------------------------------------ */

static void
pw_word_search_editor_dispose (GObject *object)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (object);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->runner);
  g_clear_object (&self->words);
  g_clear_object (&self->im);
  g_clear_pointer (&self->paint_mask, g_free);
  G_OBJECT_CLASS (pw_word_search_editor_parent_class)->dispose (object);
}

static void
pw_word_search_editor_class_init (PwWordSearchEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_word_search_editor_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/puzzlewright/Puzzlewright/"
                                               "word-search-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, width_spin);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, height_spin);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, directions_drop);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, fold_drop);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, shape_toggle);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, large_check);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, word_entry);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, word_list);
  gtk_widget_class_install_action (widget_class, "word-search-editor.add-word", NULL,
                                   add_word_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.paste-words", NULL,
                                   paste_words_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.import-words", NULL,
                                   import_words_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.remove-word", NULL,
                                   remove_word_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.pin-word", NULL,
                                   pin_word_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.shape", "s",
                                   shape_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.generate", NULL,
                                   generate_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.fill", NULL, fill_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.verify", NULL,
                                   verify_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "word-search-editor.generate", NULL);
}

static void
pw_word_search_editor_init (PwWordSearchEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cursor_row = self->cursor_col = -1;
  self->words = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  gtk_list_box_bind_model (self->word_list, G_LIST_MODEL (self->words), word_row, self, NULL);
  gtk_drawing_area_set_draw_func (self->canvas, draw_canvas, self, NULL);

  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (drag));

  self->im = gtk_im_multicontext_new ();
  g_signal_connect (self->im, "commit", G_CALLBACK (im_commit), self);
  GtkEventController *key = gtk_event_controller_key_new ();
  gtk_event_controller_key_set_im_context (GTK_EVENT_CONTROLLER_KEY (key), self->im);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), key);

  g_signal_connect (self->width_spin, "value-changed", G_CALLBACK (size_changed), self);
  g_signal_connect (self->height_spin, "value-changed", G_CALLBACK (size_changed), self);
  g_signal_connect (self->directions_drop, "notify::selected", G_CALLBACK (directions_changed),
                    self);
  g_signal_connect (self->fold_drop, "notify::selected", G_CALLBACK (fold_changed), self);
  g_signal_connect (self->large_check, "toggled", G_CALLBACK (large_toggled), self);
  g_signal_connect (self->word_entry, "activate", G_CALLBACK (entry_activated), self);
}

GtkWidget *
pw_word_search_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  PwWordSearchEditor *self = g_object_new (PW_TYPE_WORD_SEARCH_EDITOR, NULL);
  self->document = g_object_ref (document);
  self->runner = runner ? g_object_ref (runner) : NULL;
  g_signal_connect (document, "changed", G_CALLBACK (document_changed), self);
  g_signal_connect (document, "show-place", G_CALLBACK (show_place), self);
  sync_panel (self);
  return GTK_WIDGET (self);
}

static const char *const own_operations[] = { "place", "fill", "verify", NULL };

static const PwKindEditor editor = { PW_WORD_SEARCH_KIND_ID, pw_word_search_editor_new,
                                     own_operations };

const PwKindEditor *
pw_word_search_editor (void)
{
  return &editor;
}
