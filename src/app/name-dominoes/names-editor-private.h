/* names-editor-private.h — the parts of the name-dominoes editor.
 *
 * The editor is split by what each file holds:
 *   names-editor.c         the type, its template, the document it edits
 *   names-editor-lists.c   the tile and synonym panels (GListModel-backed)
 *   names-editor-canvas.c  the board canvas, its gestures, zoom, context menu
 *   names-editor-edits.c   the commands that change tiles on the board
 *   names-editor-run.c     Check Layout and Auto-Fill through the task runner
 * Each part installs its own actions and template callbacks from
 * pw_names_editor_*_class_init().
 */
#pragma once

#include "names-editor.h"
#include "names-model.h"

G_BEGIN_DECLS

#define PW_NAMES_EDITOR_MIN_ZOOM 12.0
#define PW_NAMES_EDITOR_MAX_ZOOM 140.0
/* Pixels per square a board opens at.  Names shrink to fit their square
 * (a long one to half the size of a short one), so at the 28 px this was,
 * names printed at 4.6 px for one in ten on the xkcd sample, 6.6 px for
 * half; at 56 px nine in ten are 9 px or more.  Zoom out for the whole
 * board at a glance. */
#define PW_NAMES_EDITOR_DEFAULT_ZOOM 56.0

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
  PwNamesDirection rotation;  /* for tiles put down from the list */
  int drag_tile, drag_part;   /* the tile a press grabbed, and which square */
  double drag_x, drag_y;      /* where the press was */
  gboolean dragging;
  int hover_x, hover_y;       /* the square under a drag, or -1 */
  gboolean *marked;           /* per tile: part of a conflict */
  guint n_marked;
  PwNamesModel *live;         /* auto-fill's best board so far, while it runs */
  gboolean filling;           /* our Auto-Fill is the runner's task */
  guint64 verdict_generation; /* the document's, when the verdict was given */
} PwNamesEditorState;

struct _PwNameDominoesEditor
{
  GtkWidget parent_instance;

  PwDocument *document;
  PwTaskRunner *runner;
  PwNamesEditorState state;
  GListStore *tile_items;     /* PwNamesListItem, one per tile */
  GListStore *synonym_items;  /* PwNamesListItem, one per synonym set */
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

/* names-editor.c */
const PwNamesModel *pw_names_editor_model   (PwNameDominoesEditor *self);
PwNamesModel       *pw_names_editor_dup     (PwNameDominoesEditor *self);
void                pw_names_editor_commit  (PwNameDominoesEditor *self, PwNamesModel *model,
                                             const char *label);
void                pw_names_editor_toast   (PwNameDominoesEditor *self, const char *message);
/* The selected tile when it is on the board, else -1. */
int                 pw_names_editor_selected_placed (PwNameDominoesEditor *self);
void                pw_names_editor_select  (PwNameDominoesEditor *self, int tile);

/* names-editor-lists.c */
void pw_names_editor_lists_class_init (GtkWidgetClass *widget_class);
void pw_names_editor_lists_init       (PwNameDominoesEditor *self);
/* Brings the panels in step with the model, item by item. */
void pw_names_editor_lists_sync       (PwNameDominoesEditor *self);
void pw_names_editor_lists_select     (PwNameDominoesEditor *self);

/* names-editor-canvas.c */
void pw_names_editor_canvas_class_init (GtkWidgetClass *widget_class);
void pw_names_editor_canvas_init       (PwNameDominoesEditor *self);
void pw_names_editor_canvas_dispose    (PwNameDominoesEditor *self);
void pw_names_editor_canvas_resize     (PwNameDominoesEditor *self);
void pw_names_editor_set_zoom          (PwNameDominoesEditor *self, double zoom);
/* Zooms by @factor keeping the board point at view point (@vx, @vy) there. */
void pw_names_editor_zoom_about        (PwNameDominoesEditor *self, double factor, double vx,
                                        double vy);
/* Marks the tiles in conflict (from the kind's rules). */
void pw_names_editor_update_marks      (PwNameDominoesEditor *self);

/* names-editor-edits.c */
void pw_names_editor_edits_class_init (GtkWidgetClass *widget_class);

/* names-editor-run.c */
void pw_names_editor_run_class_init (GtkWidgetClass *widget_class);
void pw_names_editor_run_init       (PwNameDominoesEditor *self);
void pw_names_editor_run_dispose    (PwNameDominoesEditor *self);
/* Enables what can run now (nothing else running) and Stop while ours does. */
void pw_names_editor_run_update     (PwNameDominoesEditor *self);
/* Forgets a verdict the last edit made stale. */
void pw_names_editor_run_changed    (PwNameDominoesEditor *self);

G_END_DECLS
