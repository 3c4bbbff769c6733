/* name-dominoes-editor-private.h — the parts of the name-dominoes editor.
 *
 * The editor is split by what each file holds:
 *   name-dominoes-editor.c         the type, its template, the document it edits
 *   name-dominoes-editor-lists.c   the tile and synonym panels (GListModel-backed)
 *   name-dominoes-editor-canvas.c  the board canvas, its gestures, zoom, context menu
 *   name-dominoes-editor-edits.c   the commands that change tiles on the board
 *   name-dominoes-editor-run.c     Check Layout and Auto-Fill through the task runner
 * Each part installs its own actions and template callbacks from
 * pw_name_dominoes_editor_*_class_init().
 */
#pragma once

#include "name-dominoes-editor.h"
#include "name-dominoes-model.h"

G_BEGIN_DECLS

#define PW_NAME_DOMINOES_EDITOR_MIN_ZOOM 12.0
#define PW_NAME_DOMINOES_EDITOR_MAX_ZOOM 140.0
/* Pixels per square a board opens at.  Names shrink to fit their square
 * (a long one to half the size of a short one), so at the 28 px this was,
 * names printed at 4.6 px for one in ten on the xkcd sample, 6.6 px for
 * half; at 56 px nine in ten are 9 px or more.  Zoom out for the whole
 * board at a glance. */
#define PW_NAME_DOMINOES_EDITOR_DEFAULT_ZOOM 56.0

/* What the user sees of the editing going on: one value per editor. */
typedef struct
{
  double zoom;                /* pixels per square */
  /* Zooming keeps the board point under a place of the view (the pointer,
   * or the middle) where it was: that point as a fraction of the board,
   * the place in view coordinates, applied once the canvas has its size. */
  gboolean zoom_anchored;
  int reveal_synonym;         /* a set just added, to scroll into view, or -1 */
  gboolean pointer_in;        /* the pointer is over the canvas, at: */
  double pointer_x, pointer_y;
  double anchor_fx, anchor_fy, anchor_vx, anchor_vy;
  int selected;               /* tile index, or -1 */
  PwNameDominoesDirection rotation;  /* for tiles put down from the list */
  int drag_tile, drag_part;   /* the tile a press grabbed, and which square */
  double drag_x, drag_y;      /* where the press was */
  gboolean dragging;
  int hover_x, hover_y;       /* the square under a drag, or -1 */
  int cursor_x, cursor_y;     /* the keyboard's square on the board */
  gboolean *marked;           /* per tile: part of a conflict */
  guint n_marked;
  PwNameDominoesModel *live;         /* auto-fill's best board so far, while it runs */
  gboolean filling;           /* our Auto-Fill is the runner's task */
  guint64 verdict_generation; /* the document's, when the verdict was given */
} PwNameDominoesEditorState;

struct _PwNameDominoesEditor
{
  GtkWidget parent_instance;

  PwDocument *document;
  PwTaskRunner *runner;
  PwNameDominoesEditorState state;
  GListStore *tile_items;     /* PwNameDominoesListItem, one per tile */
  GListStore *synonym_items;  /* PwNameDominoesListItem, one per synonym set */
  guint sync_id;
  gboolean updating;          /* the panels are being set from the model */
  GtkWidget *menu;            /* the canvas's context menu */

  /* From the template. */
  GtkWidget *tile_list;
  GtkWidget *tile_entry;
  GtkWidget *tile_count;
  GtkWidget *syn_list;
  GtkWidget *syn_entry;
  GtkWidget *partial_switch;
  GtkWidget *canvas;
  GtkWidget *board_scroller;
  GtkWidget *syn_scroller;
  GtkWidget *stats_label;
  GtkWidget *verdict_box;
  GtkWidget *verdict_label;
  GtkWidget *verdict_button;
  GtkWidget *width_spin;
  GtkWidget *height_spin;
  GtkWidget *seconds_spin;
  GtkWidget *fill_button;
};

/* name-dominoes-editor.c */
PW_KIND_EDITOR_DECLARE_MODEL (PwNameDominoesEditor, pw_name_dominoes_editor, PwNameDominoesModel);
/* The selected tile when it is on the board, else -1. */
int                 pw_name_dominoes_editor_selected_placed (PwNameDominoesEditor *self);
void                pw_name_dominoes_editor_select  (PwNameDominoesEditor *self, int tile);

/* name-dominoes-editor-lists.c */
void pw_name_dominoes_editor_lists_class_init (GtkWidgetClass *widget_class);
void pw_name_dominoes_editor_lists_init       (PwNameDominoesEditor *self);
/* Brings the panels in step with the model, item by item. */
void pw_name_dominoes_editor_lists_sync       (PwNameDominoesEditor *self);
void pw_name_dominoes_editor_lists_select     (PwNameDominoesEditor *self);

/* name-dominoes-editor-canvas.c */
void pw_name_dominoes_editor_canvas_class_init (GtkWidgetClass *widget_class);
void pw_name_dominoes_editor_canvas_init       (PwNameDominoesEditor *self);
void pw_name_dominoes_editor_canvas_dispose    (PwNameDominoesEditor *self);
void pw_name_dominoes_editor_canvas_resize     (PwNameDominoesEditor *self);
void pw_name_dominoes_editor_set_zoom          (PwNameDominoesEditor *self, double zoom);
/* Zooms by @factor keeping the board point at view point (@vx, @vy) there. */
void pw_name_dominoes_editor_zoom_about        (PwNameDominoesEditor *self, double factor, double vx,
                                        double vy);
/* Marks the tiles in conflict (from the kind's rules). */
void pw_name_dominoes_editor_update_marks      (PwNameDominoesEditor *self);
/* The tile covering square (@x, @y), and which of its squares that is;
 * -1 for none. */
int  pw_name_dominoes_editor_tile_at           (PwNameDominoesEditor *self, int x, int y,
                                                int *part);
/* Scrolls the board so that square (@x, @y) is in view. */
void pw_name_dominoes_editor_scroll_to_square  (PwNameDominoesEditor *self, int x, int y);

/* name-dominoes-editor-keys.c: the board from the keyboard (a cursor on
 * the squares, choosing, placing and moving tiles) and what a screen
 * reader hears of it. */
void pw_name_dominoes_editor_keys_init         (PwNameDominoesEditor *self);

/* name-dominoes-editor-edits.c */
void pw_name_dominoes_editor_edits_class_init (GtkWidgetClass *widget_class);

/* name-dominoes-editor-run.c */
void pw_name_dominoes_editor_run_class_init (GtkWidgetClass *widget_class);
void pw_name_dominoes_editor_run_init       (PwNameDominoesEditor *self);
void pw_name_dominoes_editor_run_dispose    (PwNameDominoesEditor *self);
/* Enables what can run now (nothing else running) and Stop while ours does. */
void pw_name_dominoes_editor_run_update     (PwNameDominoesEditor *self);
/* Forgets a verdict the last edit made stale. */
void pw_name_dominoes_editor_run_changed    (PwNameDominoesEditor *self);

G_END_DECLS
