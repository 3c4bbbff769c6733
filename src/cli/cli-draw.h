/* cli-draw.h — the CLI's drawing commands, in a module loaded on demand.
 *
 * Most commands (xcc, validate, verify, count, info…) draw nothing, yet
 * linking cairo, pango, librsvg and fontconfig costs every start of the
 * program more than the work of a small problem.  So the command module
 * (cli-main.c) links only libpuzzlewright-base, and the commands that draw
 * (export, thumbnail) live in the module puzzlewright-cli-draw
 * (cli-draw-module.c, over libpuzzlewright-render), which the command
 * module opens the first time one of them runs.  The drawing module calls
 * back into the command module's shared code (cli-common.c), which the
 * front opened with RTLD_GLOBAL for it (cli-front.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The module's entry points (cli-draw-module.c). */
typedef int      (*PwCliDrawCommandFunc) (const char *name, int argc, char **argv);

/* Runs the drawing command @name (argv[0] is its name) from the module;
 * PW_CLI_INVALID with a message when the module cannot be loaded. */
int  pw_cli_run_drawing_command (const char *name, int argc, char **argv);

/* Sets core's render loader (pw_kinds_set_render_loader) to open the
 * module, so the checks kinds ask of the render layer (fonts, pictures)
 * load it only when a document needs them. */
void pw_cli_load_render_on_demand (void);

G_END_DECLS
