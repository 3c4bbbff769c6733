#include "pw-error.h"

G_DEFINE_QUARK (pw-error-quark, pw_error)
