/* pw-window.h — one window, one document (or the start page). */
#pragma once

#include <adwaita.h>

#include "pw-document.h"
#include "pw-task-runner.h"

G_BEGIN_DECLS

#define PW_TYPE_WINDOW (pw_window_get_type ())
G_DECLARE_FINAL_TYPE (PwWindow, pw_window, PW, WINDOW, AdwApplicationWindow)

PwWindow     *pw_window_new             (AdwApplication *application);
/* NULL while the start page shows. */
PwDocument   *pw_window_get_document    (PwWindow *self);
void          pw_window_set_document    (PwWindow *self, PwDocument *document);
PwTaskRunner *pw_window_get_task_runner (PwWindow *self);
/* Loads @file into this window (or a new one when this one holds a
 * document); errors are shown to the user, never lost. */
void          pw_window_open_file       (PwWindow *self, GFile *file);
/* Shows a short message at the bottom of the window. */
void          pw_window_toast           (PwWindow *self, const char *message);
/* Writes the recovery copy when there is unsaved work not yet written. */
void          pw_window_autosave        (PwWindow *self, const char *recovery_dir);

/* Makes an edit still being typed, in an entry that makes its edit when
 * left, before the document is saved, printed, exported, run or closed:
 * the keyboard focus leaves the entry and comes back. */
void          pw_window_take_typed_edits (PwWindow *self);

/* Save helpers, in pw-window-files.c. */
void          pw_window_save            (PwWindow *self, gboolean choose_file,
                                         GAsyncReadyCallback callback, gpointer user_data);
gboolean      pw_window_save_finish     (PwWindow *self, GAsyncResult *result);
void          pw_window_choose_and_open (PwWindow *self);
/* Asks about unsaved changes, then closes the window. */
void          pw_window_try_close       (PwWindow *self);
/* Closes without asking again (the user has answered). */
void          pw_window_close_confirmed (PwWindow *self);

G_END_DECLS
