/* pw-application-launch.h — starting the app from outside: command-line
 * options, the desktop file's actions, Help (pw-application-launch.c). */
#pragma once

#include "pw-application.h"

G_BEGIN_DECLS

/* --version and --new=KIND; called from the application's init. */
void pw_application_add_launch_options    (GApplication *app);
/* The handle-local-options step: the exit status, or -1 to go on.  For
 * --new=KIND in the first instance, @new_kind gets the kind to start
 * instead of the start page (pw_application_start_new()). */
int  pw_application_handle_launch_options (GApplication *app, GVariantDict *options,
                                           char **new_kind);
/* app.help (F1) and app.new-KIND for every kind a user is offered;
 * called from startup, once the kinds are registered. */
void pw_application_add_launch_actions    (GApplication *app);
/* A new puzzle of @kind_id in the active window if it shows the start
 * page, else in a new window. */
void pw_application_start_new             (PwApplication *app, const char *kind_id);

G_END_DECLS
