/* Fuzz target: the connecting wall's wall-text import.  CJK rows take
 * their categories from the decomposition table; the build compiles the
 * tests' small fixture table (FUZZ_CJK_TABLE) and the target reads that
 * one, so a run does not depend on whether the real table was fetched. */
#include <glib.h>

#include "connecting-wall-cjk.h"

#define FUZZ_FORMAT_ID "wall-text"
#define FUZZ_SETUP() g_setenv (PW_CONNECTING_WALL_CJK_TABLE_ENV, FUZZ_CJK_TABLE, TRUE)
#include "fuzz-format.h"
