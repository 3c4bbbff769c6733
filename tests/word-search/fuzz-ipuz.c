/* Fuzz target: the word search's ipuz import. */
#define FUZZ_FORMAT_ID "ipuz"
#include "fuzz-format.h"
