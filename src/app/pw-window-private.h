/* pw-window-private.h — what the parts of the window share: its widgets
 * and state, and the calls they make on each other.
 *
 * The window (PwWindow, its template ui/pw-window.ui) is split by what
 * each part does:
 *   pw-window.c          the type, its template, the document it shows
 *                        (title, kind shortcuts, autosave) and closing
 *   pw-window-start.c    the start page: new puzzles of each kind and the
 *                        recent files
 *   pw-window-panel.c    the puzzle panel beside the editor (description,
 *                        operations, details, problems) and its folding
 *   pw-window-actions.c  the win.* actions, when each can be used, and the
 *                        kind operations they run with the task bar
 *   pw-window-files.c    open, save and the question on closing, through
 *                        the public calls of pw-window.h
 *   pw-window-drop.c     files dropped on the window: documents, and
 *                        files a kind imports (.ipuz)
 */
#pragma once

#include "pw-window.h"

G_BEGIN_DECLS

struct _PwWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *save_button;
  GtkWidget *sidebar_button;
  GtkMenuButton *menu_button;
  GMenuModel *primary_menu;   /* the template's; menu_button's once opened */
  GtkWidget *sidebar;
  AdwFlap *flap;
  GtkWidget *history_box;
  GtkStack *stack;
  AdwPreferencesGroup *new_group;
  AdwPreferencesGroup *recent_group;
  GList *recent_rows;         /* rows of recent_group, to remove on refresh */
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
  guint reveal_tick_id;       /* a reveal waiting for the flap's first layout */
};

/* The header bar's title and the window manager's (pw-window.c). */
void pw_window_update_title         (PwWindow *self);

/* The actions (pw-window-actions.c).  actions_init adds the win.*
 * actions and follows the runner (made before) in the task bar;
 * update_actions enables each as the document and the runner allow. */
void pw_window_actions_init         (PwWindow *self);
void pw_window_update_actions       (PwWindow *self);

/* The puzzle panel (pw-window-panel.c): init at the window's, connect
 * when the document page is built. */
void pw_window_panel_init           (PwWindow *self);
void pw_window_panel_connect        (PwWindow *self);
/* The buttons of the kind's operations the editor does not run itself. */
void pw_window_fill_operations      (PwWindow *self);
/* The title and author rows from the document. */
void pw_window_sync_details         (PwWindow *self);
/* The problems the kind's validate finds, each row showing its place. */
void pw_window_update_problems      (PwWindow *self);
/* The state of win.show-sidebar changed. */
void pw_window_show_sidebar_changed (GSimpleAction *action, GVariant *value, gpointer user_data);
/* The window was given @width: a narrow one folds the panel away. */
void pw_window_panel_allocated      (PwWindow *self, int width);

/* The "document" page (pw-window-document.c), built at the first
 * document; until then its fields (flap, sidebar, editor_bin and the
 * panel's widgets) are NULL. */
void pw_window_ensure_document_page (PwWindow *self);

/* The start page (pw-window-start.c): filled now and again whenever the
 * recent files change. */
void pw_window_start_init           (PwWindow *self);

/* Files dropped on the window (pw-window-drop.c). */
void     pw_window_drop_init        (PwWindow *self);
/* Opens a dropped file: a document, or a file a kind imports (by its
 * extension, the format's id); FALSE, saying why, when it cannot. */
gboolean pw_window_open_dropped     (PwWindow *self, GFile *file);

G_END_DECLS
