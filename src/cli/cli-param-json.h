/* cli-param-json.h — a kind's parameter specs and operations as JSON
 * (`puzzlewright-cli kinds --json`), from the same tables the options
 * and the Generate dialog are made from. */
#pragma once

#include <json-glib/json-glib.h>

#include "pw-kind.h"

G_BEGIN_DECLS

/* "@member": [{name, type, label, description, min, max, default,
 * choices: [{value, label}]}, …] into the object @b is building. */
void pw_cli_add_param_specs_json (JsonBuilder *b, const char *member, const PwParamSpec *specs,
                                  guint n_specs);
/* "operation_details": [{id, label, description, command,
 * document_optional, params}, …] of @kind. */
void pw_cli_add_operations_json  (JsonBuilder *b, const PwKind *kind);

G_END_DECLS
