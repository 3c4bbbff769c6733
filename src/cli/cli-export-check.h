/* cli-export-check.h — what export asks before it draws: the class set's
 * choices, and whether the kind's solver answered the puzzle. */
#pragma once

#include "pw-print-source.h"

G_BEGIN_DECLS

/* The kind's variant choices from --vary NAME=VALUE texts into @vary (a
 * new PwParams, or NULL when none were given); prints the problem and
 * returns the exit status (PW_CLI_USAGE for --vary without --variants, a
 * document that cannot vary, or a value the kind does not take). */
int   pw_cli_export_vary_params       (PwPrintSource *source, char **texts, int variants,
                                       PwParams **vary);
/* TRUE when @set's answers are the solver's; otherwise prints the
 * solver's reason for @file and returns FALSE, unless @anyway, when it
 * warns that no key is printed and returns TRUE. */
gboolean pw_cli_export_check_solved   (PwSheetSet *set, const char *file, gboolean anyway);
/* The "Class sets" part of export --help: what varies in each kind, and
 * the choices --vary takes. */
char *pw_cli_export_describe_variants (void);

G_END_DECLS
