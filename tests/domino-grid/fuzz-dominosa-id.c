/* Fuzz target: the dominosa-id import. */
#define FUZZ_FORMAT_ID "dominosa-id"
#include "fuzz-format.h"
