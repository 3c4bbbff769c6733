/* cli-params-help.h — a kind's parameters in words, for --help.
 *
 * Written from the kind's PwParamSpecs, the same table the Generate
 * dialog builds its rows from, so the help cannot drift from what the
 * kind reads. */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

/* One entry per spec: the name and what it takes (a range, the choices
 * with their labels, true or false, text or @FILE), its label and
 * description, and its default.  A new string, ending in a newline. */
char *pw_cli_describe_params (const PwParamSpec *specs, guint n_specs);

G_END_DECLS
