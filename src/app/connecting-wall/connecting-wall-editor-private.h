/* connecting-wall-editor-private.h — what the parts of the connecting-wall
 * editor share: the editor's state (one value per editor: the card
 * selected, the drag, the last verdict) and the functions one part calls
 * in another.
 *
 * The editor (PwConnectingWallEditor, its template
 * ui/connecting-wall-editor.ui) is one widget, its code split by what
 * each part does:
 *   connecting-wall-editor.c             the type, its template, the document
 *                                        it edits, the play preview
 *   connecting-wall-editor-canvas.c      drawing the wall, hit testing, the
 *                                        drag; moving, selecting, shuffling
 *   connecting-wall-editor-categories.c  the categories panel, its edits, the
 *                                        CJK categories from the table
 *   connecting-wall-editor-entries.c     the card and connection entries and
 *                                        the edits typing makes
 *   connecting-wall-editor-verify.c      the delayed verify, its verdict, the
 *                                        other groupings shown on the board
 *   connecting-wall-editor-gloss.c       what the key says of a card or a
 *                                        connection, on hover
 *   connecting-wall-editor-suggest.c     Suggest Cards for a row of words
 * Each part installs its own actions and template callbacks from its
 * pw_connecting_wall_editor_*_class_init (), beside the code they run.
 */
#pragma once

#include <adwaita.h>

#include "connecting-wall-editor.h"
#include "connecting-wall-kind.h"

G_BEGIN_DECLS

struct _PwConnectingWallEditor
{
  GtkWidget parent_instance;
  PwDocument *document;
  PwTaskRunner *runner;

  /* From the template. */
  GtkDrawingArea *canvas;
  GtkEntry *card_entry;
  GtkEntry *connection_entry;
  GtkLabel *verdict;
  GtkLabel *alternative_label;
  GtkListBox *category_list;
  GtkEntry *category_entry;
  GtkSpinButton *depth;
  GtkWidget *play_box;
  GtkWidget *entries;
  GtkWidget *play;        /* the play preview while it runs, or NULL */
  GtkWidget *cjk_box;

  GListStore *categories; /* PwConnectingWallCategoryItem */

  /* What the user sees of the editor's state. */
  int selected;           /* card index, -1 for none */
  gboolean shuffled;
  int alternative;        /* -1: the rows as laid out */
  int drag_from;          /* card index under the drag's start, or -1 */
  double drag_x, drag_y;

  guint verify_source;
  guint typing_source;
  gboolean verify_running;
  char *summary;
  JsonNode *details;      /* the last verify's details */
  gboolean syncing;
};

/* The wall being edited, a copy of it to change, and the copy applied
 * as one undo step (connecting-wall-editor.c). */
PW_KIND_EDITOR_DECLARE_MODEL (PwConnectingWallEditor, pw_connecting_wall_editor,
                              PwConnectingWallModel);

/* The canvas (connecting-wall-editor-canvas.c): its actions, its drawing
 * and its gestures. */
void pw_connecting_wall_editor_canvas_class_init (GtkWidgetClass *widget_class);
void pw_connecting_wall_editor_canvas_init       (PwConnectingWallEditor *self);
/* The card drawn at canvas point (@x, @y), or -1; the row whose
 * connection is drawn there, or -1. */
int  pw_connecting_wall_editor_card_at_point     (PwConnectingWallEditor *self, double x, double y);
int  pw_connecting_wall_editor_label_at_point    (PwConnectingWallEditor *self, double x, double y);

/* The hover text (connecting-wall-editor-gloss.c): of the card or
 * connection at canvas point (@x, @y), or of the selected card when @x
 * is negative; NULL when the key says nothing more of it. */
void  pw_connecting_wall_editor_gloss_init       (PwConnectingWallEditor *self);
char *pw_connecting_wall_editor_gloss_at         (PwConnectingWallEditor *self, double x, double y);
/* Suggest Cards (connecting-wall-editor-suggest.c). */
void pw_connecting_wall_editor_suggest_class_init (GtkWidgetClass *widget_class);

/* The categories panel (connecting-wall-editor-categories.c): its
 * actions and the list it shows. */
void pw_connecting_wall_editor_categories_class_init  (GtkWidgetClass *widget_class);
void pw_connecting_wall_editor_categories_init        (PwConnectingWallEditor *self);
/* The panel, from the wall and the card selected. */
void pw_connecting_wall_editor_sync_categories        (PwConnectingWallEditor *self);
/* A CJK card's categories follow its character. */
void pw_connecting_wall_editor_refresh_cjk_categories (PwConnectingWallModel *m);

/* The card and connection entries (connecting-wall-editor-entries.c). */
void pw_connecting_wall_editor_entries_class_init (GtkWidgetClass *widget_class);
/* The entries, from the card selected; the CJK depth box, from the wall. */
void pw_connecting_wall_editor_sync_entries   (PwConnectingWallEditor *self);
/* Applies what is typed in the entries now, as one edit; every other edit
 * starts with it, so nothing typed is lost or undone with another step. */
void pw_connecting_wall_editor_commit_entries (PwConnectingWallEditor *self);

/* The live verdict and the other groupings
 * (connecting-wall-editor-verify.c). */
void pw_connecting_wall_editor_verify_class_init      (GtkWidgetClass *widget_class);
/* Runs the kind's "verify" after a short pause, the pause starting
 * again at each call. */
void pw_connecting_wall_editor_schedule_verify        (PwConnectingWallEditor *self);
/* The label that names the other grouping shown (and the action that
 * steps to the next one), from the last verify's details. */
void pw_connecting_wall_editor_sync_alternative_label (PwConnectingWallEditor *self);
/* The group card @index is in under alternative @alt (from the verify
 * details), or -1; the categories that make that group in @categories. */
int  pw_connecting_wall_editor_alternative_group      (PwConnectingWallEditor *self, int alt,
                                                       guint index, const char **categories);

G_END_DECLS
