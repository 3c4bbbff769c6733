/* Fuzz target: the deck's cards-json import. */
#define FUZZ_FORMAT_ID "cards-json"
#include "fuzz-format.h"
