/* connecting-wall-editor-private.h — what the parts of the connecting-wall
 * editor share: the editor's state (one value per editor: the card
 * selected, the drag, the last verdict) and the functions one part calls
 * in another.
 *
 * The editor (PwConnectingWallEditor, its template
 * ui/connecting-wall-editor.ui) is one widget, its code split by what
 * each part does:
 *   connecting-wall-editor.c             the type, its template, the document
 *                                        it edits
 *   connecting-wall-editor-play.c        playing the wall, the time limit and
 *                                        lives
 *   connecting-wall-editor-canvas.c      drawing the wall, hit testing, the
 *                                        drag; moving, selecting, shuffling
 *   connecting-wall-editor-categories.c  the categories panel, its edits, the
 *                                        CJK categories from the table
 *   connecting-wall-editor-category-row.c  one row of that panel
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
  GtkSpinner *verify_spinner;
  GtkLabel *alternative_label;
  GtkListBox *category_list;
  GtkEntry *category_entry;
  GtkSpinButton *depth;
  GtkWidget *play_box;
  GtkWidget *entries;
  GtkWidget *play;        /* the play preview while it runs, or NULL */
  GtkWidget *cjk_box;
  GtkWidget *side_panel;
  GtkWidget *verdict_box;
  GtkWidget *shuffle_button;
  GtkWidget *verify_button;
  GtkWidget *alternative_button;
  GtkWidget *components_button;
  GtkWidget *play_button;
  GtkSpinButton *time_limit;
  GtkSpinButton *lives;
  gboolean sidebar_was_shown; /* the window's panel, before playing */

  GListStore *categories; /* PwConnectingWallCategoryItem */

  /* What the user sees of the editor's state. */
  int selected;           /* card index, -1 for none */
  gboolean shuffled;
  int alternative;        /* -1: the rows as laid out */
  int drag_from;          /* card index under the drag's start, or -1 */
  double drag_x, drag_y;

  guint verify_source;
  guint typing_source;
  /* The edit typing continues, so a card typed with pauses is one undo
   * step: the document's generation after its last part (0: none), and
   * what it typed (a card's text or its row's connection). */
  guint64 typing_generation;
  int typing_card;
  gboolean typing_connection;
  gboolean verify_running;
  gboolean verify_asked;  /* the running verify was asked for (Verify) */
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
/* The document's ::show-place: selects the card a problem names. */
void pw_connecting_wall_editor_show_place        (PwDocument *document, const char *path, int x,
                                                  int y, PwConnectingWallEditor *self);

/* The places of the wall as shown (the rows as laid out, or shuffled):
 * how many, the card at one (-1 for an empty place), and one's place. */
void     pw_connecting_wall_editor_grid_size     (PwConnectingWallEditor *self, guint *rows,
                                                  guint *cols);
int      pw_connecting_wall_editor_card_at_place (PwConnectingWallEditor *self, guint row,
                                                  guint col);
gboolean pw_connecting_wall_editor_place_of_card (PwConnectingWallEditor *self, guint index,
                                                  guint *row, guint *col);

/* The keyboard on the canvas and its entries
 * (connecting-wall-editor-keys.c): the arrows move between cards,
 * Ctrl+arrows move the card, typing or Enter edits its text, Escape
 * comes back. */
void pw_connecting_wall_editor_keys_init     (PwConnectingWallEditor *self);
/* Tells a screen reader the card selected, and where it is. */
void pw_connecting_wall_editor_announce_card (PwConnectingWallEditor *self);

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
/* One row of the panel, for gtk_list_box_bind_model ()
 * (connecting-wall-editor-category-row.c). */
GtkWidget *pw_connecting_wall_editor_category_row (gpointer item, gpointer data);
/* A CJK card's categories follow its character. */
void pw_connecting_wall_editor_refresh_cjk_categories (PwConnectingWallModel *m);

/* The card and connection entries (connecting-wall-editor-entries.c). */
void pw_connecting_wall_editor_entries_class_init (GtkWidgetClass *widget_class);
/* The entries, from the card selected; the CJK depth box, from the wall. */
void pw_connecting_wall_editor_sync_entries   (PwConnectingWallEditor *self);
/* Applies what is typed in the entries now, as one edit; every other edit
 * starts with it, so nothing typed is lost or undone with another step. */
void pw_connecting_wall_editor_commit_entries (PwConnectingWallEditor *self);
/* Ends the typing of one card: what is typed next is a new undo step. */
void pw_connecting_wall_editor_end_typing     (PwConnectingWallEditor *self);

/* Playing (connecting-wall-editor-play.c): its actions and keys, and the
 * time limit and lives from the wall. */
void pw_connecting_wall_editor_play_class_init     (GtkWidgetClass *widget_class);
void pw_connecting_wall_editor_sync_play_settings  (PwConnectingWallEditor *self);

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
