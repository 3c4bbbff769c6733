/* cli-commands.h — the subcommands of puzzlewright-cli, one file each. */
#pragma once

G_BEGIN_DECLS

int pw_cli_cmd_kinds (int argc, char **argv);
int pw_cli_cmd_xcc (int argc, char **argv);

G_END_DECLS
