/* cli-commands.h — the subcommands of puzzlewright-cli, one file each. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int pw_cli_cmd_count    (int argc, char **argv);
int pw_cli_cmd_explain  (int argc, char **argv);
int pw_cli_cmd_export   (int argc, char **argv);
int pw_cli_cmd_generate (int argc, char **argv);
int pw_cli_cmd_import   (int argc, char **argv);
int pw_cli_cmd_info     (int argc, char **argv);
int pw_cli_cmd_kinds    (int argc, char **argv);
int pw_cli_cmd_new      (int argc, char **argv);
int pw_cli_cmd_run      (int argc, char **argv);
int pw_cli_cmd_thumbnail (int argc, char **argv);
int pw_cli_cmd_solve    (int argc, char **argv);
int pw_cli_cmd_validate (int argc, char **argv);
int pw_cli_cmd_verify   (int argc, char **argv);

G_END_DECLS
