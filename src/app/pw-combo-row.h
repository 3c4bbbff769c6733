/* pw-combo-row.h — an AdwComboRow whose value is never cut to an ellipsis.
 *
 * libadwaita 1.2 shows a combo row's value on one line of at most 20
 * characters and cuts the rest to "…".  A row with a long description, or
 * a value in French or German, then showed its value as "M…" or "W…": the
 * teacher could not see what was chosen.  This row wraps its value onto
 * more lines instead, between words.  The list that opens is libadwaita's
 * own.  Every choice row of the app is one of these. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PW_TYPE_COMBO_ROW (pw_combo_row_get_type ())
G_DECLARE_FINAL_TYPE (PwComboRow, pw_combo_row, PW, COMBO_ROW, AdwComboRow)

GtkWidget *pw_combo_row_new (void);

G_END_DECLS
