/* pw-param-row.h — rows made from a kind's PwParamSpecs, shared by the
 * dialogs that ask for them (Generate, the print dialog's class set). */
#pragma once

#include <adwaita.h>

#include "pw-kind.h"

G_BEGIN_DECLS

/* A combo row of @spec's choices (their labels, translated), titled with
 * its label and showing its default. */
AdwComboRow *pw_param_choice_row_new (const PwParamSpec *spec);

G_END_DECLS
