/* test-kind.h — a tiny hidden kind that exercises the shell end to end.
 *
 * The puzzle is a list of whole numbers; its solution is their sum.  It
 * has a generator (random numbers from a seed), a validator, a quick
 * "solve" and a deliberately slow "slow-solve" that reports progress and
 * honours cancellation, so the task runner, the sheet composer and the
 * document code are tested before any real kind exists.  Never shown to
 * users (PwKind.hidden).
 */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_TEST_KIND_ID "test"
#define PW_TEST_KIND_MAX_NUMBERS 256

typedef struct
{
  PwModel parent;
  GArray *numbers; /* gint */
  gint64 answer;   /* the sum once solved, or -1 */
} PwTestModel;

const PwKind *pw_test_kind (void);

G_END_DECLS
