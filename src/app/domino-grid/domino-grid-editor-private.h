/* domino-grid-editor-private.h — what the parts of the domino-grid editor
 * share: the editor's state (one value per editor: cursor, pick, drag,
 * the answers shown), its geometry and its edits.
 *
 * The editor (PwDominoGridEditor, its template ui/domino-grid-editor.ui)
 * is split by what each part does: domino-grid-editor.c (the type, its
 * actions and keys), domino-grid-canvas.c (drawing the board and the
 * mouse on it), domino-grid-boneyard.c, domino-grid-dnd.c (drag and
 * drop), domino-grid-edits.c, domino-grid-size.c (the board size),
 * domino-grid-check.c (Verify and stepping through solutions),
 * domino-grid-explain.c (Hint and the animated explanation) and
 * domino-grid-announce.c (what a screen reader hears).  Tests drive
 * the same functions through the widgets' controllers and the actions.
 */
#pragma once

#include <adwaita.h>

#include "domino-grid.h"
#include "pw-document.h"
#include "pw-task-runner.h"

G_BEGIN_DECLS

#include "domino-grid-editor.h"

/* What a drag carries: a domino from the boneyard or one laid on the
 * board.  `grab` is the half under the pointer (0: first, 1: second), so
 * the domino lands with that half on the cell under the pointer. */
typedef struct
{
  int first, second; /* the numbers of the two halves, in drawing order */
  int set_index;     /* index into the set (boneyard), or -1 */
  int from_a, from_b;/* the board positions of a laid domino, or -1 */
  int grab;
  gboolean vertical; /* the orientation it is drawn in */
} PwDominoGridDrag;

#define PW_TYPE_DOMINO_GRID_DRAG (pw_domino_grid_drag_get_type ())
GType         pw_domino_grid_drag_get_type (void) G_GNUC_CONST;
PwDominoGridDrag *pw_domino_grid_drag_copy     (const PwDominoGridDrag *drag);
void          pw_domino_grid_drag_free     (PwDominoGridDrag *drag);

/* A drag that started in this editor.  The content provider's value
 * cannot change once made, so the orientation (turned while dragging)
 * lives here. */
typedef struct
{
  gboolean active;
  PwDominoGridDrag drag;
  GdkDrag *gdk_drag;         /* not owned; valid until ::drag-end */
  GtkWidget *icon;           /* the drawing area inside the drag icon */
  gboolean shift;            /* Shift was down at the last motion */
  gboolean taken;            /* a drop target of ours handled the drop */
} PwDominoGridLiveDrag;

/* The solutions Verify found, stepped through one at a time. */
typedef struct
{
  GPtrArray *mates;      /* of int arrays (rows × cols), at most PW_DOMINO_GRID_EDITOR_MAX_SOLUTIONS */
  gint64 count;          /* solutions counted (up to the cap) */
  gboolean complete;     /* count is exact */
  int shown;             /* index into mates, or -1 when no solution is shown */
} PwDominoGridSolutions;

/* One step of the animated explanation, in board positions. */
typedef struct
{
  char *text;
  int rule_level;
  GArray *cells;         /* of int: positions the step is about */
  int place_a, place_b;  /* the domino decided, or -1 */
  GArray *ruled_out;     /* of int pairs (a, b): placements ruled out */
} PwDominoGridExplainStep;

/* The boneyard's dominoes: halves of BONE pixels, on a grid of steps. */
#define BONE 22.0
#define BONE_STEP_X (2 * BONE + 10)
#define BONE_STEP_Y (BONE + 10)

#define PW_DOMINO_GRID_EDITOR_MAX_SOLUTIONS 50
#define PW_DOMINO_GRID_EXPLAIN_INTERVAL_MS 1400

struct _PwDominoGridEditor
{
  GtkWidget parent;
  PwDocument *document;
  PwTaskRunner *runner;      /* the window's: every operation runs through it */

  /* From the template. */
  GtkWidget *canvas;         /* the board: a drawing area */
  GtkWidget *size_button;
  GtkWidget *boneyard;       /* a drawing area */
  GtkLabel *status;          /* hints, verdicts and explanations, in words */
  char *help_text;           /* what the status says when there is no answer */
  gboolean status_is_answer; /* the status is about the board as it was */
  GtkCheckButton *design;    /* laying a domino writes its numbers */
  GtkCheckButton *pips;      /* the board shows pips (the model's "numerals" off) */
  GtkWidget *solutions_bar;  /* previous / "Solution 2 of 5" / next / lay */
  GtkLabel *solution_label;
  GtkWidget *solution_prev, *solution_next;
  GtkWidget *explain_bar;    /* previous / play-pause / next / "Step 3 of 41" / close */
  GtkLabel *explain_label;
  GtkWidget *explain_play, *explain_prev, *explain_next;

  /* The cursor and the domino picked in the boneyard (keyboard path). */
  int cursor_r, cursor_c;
  int picked;                /* index into the set, or -1 */
  gboolean vertical;         /* orientation of the picked domino and of new drags */
  gint64 last_digit_time;    /* 0 once the cursor moves: a new number begins */

  /* Pointer gestures on the canvas. */
  int press_pos;             /* where the primary button went down, or -1 */
  double press_x, press_y;
  int paint_hole;            /* secondary drag: 1 make holes, 0 erase, -1 none */
  PwDominoGrid *stroke;      /* the board as the stroke of holes leaves it, or NULL */
  double pointer_x, pointer_y;

  /* Drag and drop. */
  PwDominoGridLiveDrag live;
  const PwDominoGridDrag *drag;  /* &live.drag while a drag from this editor runs, or NULL */
  int hover_a, hover_b;      /* where the dragged domino would land, or -1 */
  gboolean hover_fits;

  /* Hint: the "hint" operation's first step, its cells highlighted. */
  int hint_cells[8];
  int n_hint_cells;

  /* Verify. */
  PwDominoGridSolutions *solutions;

  /* Explain. */
  GPtrArray *explain_steps;  /* of PwDominoGridExplainStep, or NULL */
  char *explain_end;         /* the last sentence: solved, stuck, or broken */
  int explain_index;         /* the step shown, -1 before the first */
  guint explain_timer;

  /* The operation this editor started on the runner, or NULL; an edit
   * (or a newer request) makes its answer stale, so it is dropped. */
  gpointer job;

  /* A screen reader's news (domino-grid-announce.c): while a key's action
   * runs, what the status line said, to be said after the cell. */
  gboolean announcing;
  char *said;
};

/* Geometry. */
const PwDominoGrid *pw_domino_grid_canvas_grid      (PwDominoGridEditor *self);
double              pw_domino_grid_canvas_cell_size (PwDominoGridEditor *self);
void                pw_domino_grid_canvas_origin    (PwDominoGridEditor *self, double *x0, double *y0);
/* The board position under (@x, @y), or -1. */
int                 pw_domino_grid_canvas_pos_at    (PwDominoGridEditor *self, double x, double y);
/* Shows @text under the buttons (NULL clears it). */
void                pw_domino_grid_canvas_say       (PwDominoGridEditor *self, const char *text);
/* Shows an answer about the board as it is (a verdict, a hint, a step):
 * the next edit takes it away. */
void                pw_domino_grid_canvas_answer    (PwDominoGridEditor *self, const char *text);
/* Runs the kind's operation @op_id through the runner; @done gets the
 * result (NULL with @error when it failed or was cancelled), unless the
 * board changed meanwhile or another request took its place.  FALSE, said
 * in the status line, when another task is running. */
typedef void (*PwDominoGridDone) (PwDominoGridEditor *self, const PwResult *result,
                              const GError *error);
gboolean            pw_domino_grid_editor_run       (PwDominoGridEditor *self, const char *op_id,
                                                const PwParams *params, PwDominoGridDone done);
/* Forgets the operation under way (cancelling it): its answer is stale. */
void                pw_domino_grid_editor_drop_job  (PwDominoGridEditor *self);

/* Edits, each one pw_document_apply().  lay_domino lays the domino with
 * halves @first on @a and @second on @b; in design mode the cells take
 * those numbers, otherwise the cells' numbers must be the domino's (in
 * either order).  @from_a/@from_b (or -1) is a laid domino being moved.
 * FALSE, with the reason said in the status line, when it cannot go
 * there. */
gboolean pw_domino_grid_canvas_lay_domino (PwDominoGridEditor *self, int a, int b, int first, int second,
                                      int from_a, int from_b);
void     pw_domino_grid_canvas_take_off   (PwDominoGridEditor *self, int pos);
/* Takes every laid domino off: one edit. */
void     pw_domino_grid_canvas_take_all_off (PwDominoGridEditor *self);
/* Pairs two neighbouring cells: the domino their numbers make. */
void     pw_domino_grid_canvas_lay_cells  (PwDominoGridEditor *self, int a, int b);
/* Lays the domino picked in the boneyard with its first half on @pos. */
void     pw_domino_grid_canvas_lay_picked (PwDominoGridEditor *self, int pos);
/* A number, or PW_DOMINO_GRID_HOLE. */
void     pw_domino_grid_canvas_set_number (PwDominoGridEditor *self, int pos, int v);
/* Turns the laid domino at @pos a quarter turn about @pos. */
gboolean pw_domino_grid_canvas_turn_laid  (PwDominoGridEditor *self, int pos);
/* Where a domino lands whose @grab half is dropped on @pos, drawn
 * @vertical: @a gets the cell of its first half and @b of its second
 * (slid back onto the board at an edge); FALSE when it cannot fit. */
gboolean pw_domino_grid_canvas_place      (PwDominoGridEditor *self, int pos, int grab, gboolean vertical,
                                      int *a, int *b);
/* Whether laying @first/@second on @a/@b fits: TRUE in design mode, or
 * when the cells hold those numbers in either order. */
gboolean pw_domino_grid_canvas_fits       (PwDominoGridEditor *self, int a, int b, int first, int second);

/* What a screen reader hears (domino-grid-announce.c).  Between _begin
 * and _end (an action, a key), what the status line says is kept; _end
 * says the cursor's cell and that.  Outside, what the status line says
 * (a verdict that came later) is said at once; the help text never. */
void     pw_domino_grid_announce_begin (PwDominoGridEditor *self);
void     pw_domino_grid_announce_end   (PwDominoGridEditor *self);
void     pw_domino_grid_announce_said  (PwDominoGridEditor *self, const char *text);

/* The boneyard (domino-grid-boneyard.c). */
void       pw_domino_grid_boneyard_setup     (PwDominoGridEditor *self);
/* Picks the next (@step 1) or previous (-1) domino still in the boneyard. */
void       pw_domino_grid_boneyard_pick_step (PwDominoGridEditor *self, int step);
/* How many times each domino (by pw_domino_grid_index ()) is laid. */
guint8    *pw_domino_grid_used_counts        (const PwDominoGrid *grid);
/* The set index of the domino drawn at (@x, @y) in the boneyard, or -1;
 * @half gets 0 or 1 for the half under the pointer. */
int      pw_domino_grid_boneyard_at       (PwDominoGridEditor *self, double x, double y, int *half);

/* Drawing helpers shared with the boneyard and the drag icon (the
 * numbers and pips themselves are the renderer's). */
void pw_domino_grid_rounded_box  (cairo_t *cr, double x, double y, double w, double h, double rad);
/* A whole domino, @first left or on top, in a box @s per half. */
void pw_domino_grid_draw_domino  (cairo_t *cr, gboolean pips, int first, int second, gboolean vertical,
                             double x, double y, double s, double ink);
/* A domino outline over board positions @a and @b. */
void pw_domino_grid_canvas_outline (PwDominoGridEditor *self, cairo_t *cr, int a, int b, double inset);
gboolean pw_domino_grid_canvas_use_pips (PwDominoGridEditor *self);

/* Drag and drop (domino-grid-dnd.c). */
void pw_domino_grid_dnd_setup  (PwDominoGridEditor *self);
void pw_domino_grid_dnd_draw   (PwDominoGridEditor *self, cairo_t *cr);
/* The drop handler proper, with the drag's payload: TRUE when taken. */
gboolean pw_domino_grid_dnd_drop (PwDominoGridEditor *self, const PwDominoGridDrag *drag, double x, double y);

/* The canvas (domino-grid-canvas.c). */
void pw_domino_grid_canvas_setup (PwDominoGridEditor *self);
void pw_domino_grid_canvas_move_cursor (PwDominoGridEditor *self, int dr, int dc);

/* Verify (domino-grid-check.c). */
/* The board position a [row, column] node of an operation's details
 * names, or -1 when it is not one on this board. */
int        pw_domino_grid_position_of (JsonNode *node, const PwDominoGrid *g);
void       pw_domino_grid_check_start (PwDominoGridEditor *self);
void       pw_domino_grid_check_show  (PwDominoGridEditor *self, int index);
void       pw_domino_grid_check_reset (PwDominoGridEditor *self);
/* Lays the solution shown as the player's dominoes: one edit. */
void       pw_domino_grid_check_lay   (PwDominoGridEditor *self);
void       pw_domino_grid_check_draw  (PwDominoGridEditor *self, cairo_t *cr);
void       pw_domino_grid_solutions_free (PwDominoGridSolutions *solutions);

/* The board size and set popover (domino-grid-size.c), on the template's
 * menu button. */
void       pw_domino_grid_size_setup    (PwDominoGridEditor *self);
/* Every cell 0, laid dominoes off, "Write numbers" on: one edit. */
void       pw_domino_grid_blank_board   (PwDominoGridEditor *self);

/* Hint and Explain (domino-grid-explain.c). */
void       pw_domino_grid_hint_start    (PwDominoGridEditor *self);
void       pw_domino_grid_explain_start (PwDominoGridEditor *self);
void       pw_domino_grid_explain_show  (PwDominoGridEditor *self, int index);
void       pw_domino_grid_explain_play  (PwDominoGridEditor *self, gboolean play);
void       pw_domino_grid_explain_reset (PwDominoGridEditor *self);
void       pw_domino_grid_explain_draw  (PwDominoGridEditor *self, cairo_t *cr);
void       pw_domino_grid_hint_draw     (PwDominoGridEditor *self, cairo_t *cr);
void       pw_domino_grid_explain_dispose (PwDominoGridEditor *self);

G_END_DECLS
