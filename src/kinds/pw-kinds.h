/* pw-kinds.h — registers the puzzle kinds built into Puzzlewright. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers every built-in kind.  The hidden test kind is added too when
 * the environment has PUZZLEWRIGHT_TEST_KIND=1 (the test suite sets it). */
void pw_kinds_register_builtin (void);

G_END_DECLS
