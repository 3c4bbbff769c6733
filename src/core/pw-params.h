/* pw-params.h — named string parameters for generators and operations.
 *
 * The CLI's `--param n=9` and the app's generator dialog both end up as a
 * PwParams; each kind reads what it understands and reports bad values
 * with the parameter's name.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PwParams PwParams;

PwParams   *pw_params_new        (void);
void        pw_params_free       (PwParams *params);
PwParams   *pw_params_copy       (const PwParams *params);
void        pw_params_set        (PwParams *params, const char *key, const char *value);
/* Parses "key=value"; FALSE with an error naming @assignment otherwise. */
gboolean    pw_params_parse      (PwParams *params, const char *assignment, GError **error);
const char *pw_params_get        (const PwParams *params, const char *key);
gboolean    pw_params_get_int    (const PwParams *params, const char *key, gint64 min, gint64 max,
                                  gint64 fallback, gint64 *out, GError **error);
/* A decimal number more than @min and at most @max (seconds), as
 * PW_PARAM_NUMBER says; @fallback when @key is not given. */
gboolean    pw_params_get_number (const PwParams *params, const char *key, double min,
                                  double max, double fallback, double *out, GError **error);
/* Keys in sorted order (for messages and reproducible output). */
GPtrArray  *pw_params_keys       (const PwParams *params);
/* Error out on keys not in the NULL-terminated @known list. */
gboolean    pw_params_check_keys (const PwParams *params, const char *const *known, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwParams, pw_params_free)

G_END_DECLS
