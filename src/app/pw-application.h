/* pw-application.h — the app: windows, preferences, autosave, recovery. */
#pragma once

#include <adwaita.h>

#include "pw-window.h"

G_BEGIN_DECLS

#define PW_TYPE_APPLICATION (pw_application_get_type ())
G_DECLARE_FINAL_TYPE (PwApplication, pw_application, PW, APPLICATION, AdwApplication)

PwApplication *pw_application_new               (void);
/* $PUZZLEWRIGHT_RECOVERY_DIR, else $XDG_DATA_HOME/puzzlewright/recovery. */
const char    *pw_application_get_recovery_dir  (PwApplication *self);
/* The app's settings, or NULL when the schema is not installed. */
GSettings     *pw_application_get_settings      (PwApplication *self);
/* Writes recovery copies of every window's unsaved work now. */
void           pw_application_autosave_now      (PwApplication *self);
/* A new window showing the start page (the first remembers its size). */
PwWindow      *pw_application_new_window        (PwApplication *self);
/* Offers the work a crash left behind, if any; TRUE when it asked. */
gboolean       pw_application_offer_recovery    (PwApplication *self, PwWindow *parent);

G_END_DECLS
