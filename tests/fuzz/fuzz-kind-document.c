/* Fuzz target: documents of one kind (FUZZ_KIND_ID, set by the build: one
 * target for each kind in the list of kinds, seeded from tests/K/fuzz/document). */
#include "fuzz-document.h"
