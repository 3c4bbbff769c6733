/* name-dominoes-test-util.h — building hand-made name-dominoes boards in tests. */
#pragma once

#include "pw-config.h"

#include <string.h>

#include "../test-util.h"
#include "name-dominoes-json.h"
#include "name-dominoes-model.h"
#include "name-dominoes-rules.h"
#include "pw-problem.h"

/* Adds a tile written "TIM|COOK" (squares split at "|") and, when @x >= 0,
 * places it at (x, y) going @dir. */
static inline guint
add_tile (PwNameDominoesModel *m, const char *spec, int x, int y, PwNameDominoesDirection dir)
{
  g_auto (GStrv) names = g_strsplit (spec, "|", -1);
  guint t = pw_name_dominoes_model_add_tile (m, (const char *const *) names, g_strv_length (names));
  if (x >= 0)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (pw_name_dominoes_model_place (m, t, x, y, dir, &error));
      g_assert_no_error (error);
    }
  return t;
}

static inline void
add_synonyms (PwNameDominoesModel *m, const char *spec)
{
  g_auto (GStrv) names = g_strsplit (spec, "=", -1);
  pw_name_dominoes_model_add_synonyms (m, (const char *const *) names);
}

static inline guint
count_errors (const PwNameDominoesModel *m)
{
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  return pw_problem_list_count_errors (problems);
}

/* The first error whose message holds @needle, or NULL. */
static inline const PwProblem *
find_error (GPtrArray *problems, const char *needle)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      if (p->severity == PW_SEVERITY_ERROR && strstr (p->message, needle) != NULL)
        return p;
    }
  return NULL;
}

/* The xkcd sample document's puzzle. */
static inline PwNameDominoesModel *
load_xkcd_sample (void)
{
  return (PwNameDominoesModel *) pw_test_sample_puzzle (pw_name_dominoes_kind ());
}
