/* Fuzz target: documents of any kind. */
#define FUZZ_KIND_ID NULL
#include "fuzz-document.h"
