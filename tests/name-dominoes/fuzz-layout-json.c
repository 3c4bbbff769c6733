/* Fuzz target: the layout-json import. */
#define FUZZ_FORMAT_ID "layout-json"
#include "fuzz-format.h"
