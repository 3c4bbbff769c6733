#include "test-kind.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "pw-error.h"
#include "pw-json.h"
#include "pw-rng.h"

static const PwKind test_kind;

static PwTestModel *
test_model_new (void)
{
  PwTestModel *m = g_new0 (PwTestModel, 1);
  m->parent.kind = &test_kind;
  m->numbers = g_array_new (FALSE, FALSE, sizeof (gint));
  m->answer = -1;
  return m;
}

static PwModel *
test_create_default (void)
{
  PwTestModel *m = test_model_new ();
  static const gint start[] = { 3, 1, 4, 1, 5 };
  g_array_append_vals (m->numbers, start, G_N_ELEMENTS (start));
  return &m->parent;
}

static PwModel *
test_copy (const PwModel *model)
{
  const PwTestModel *src = (const PwTestModel *) model;
  PwTestModel *m = test_model_new ();
  g_array_append_vals (m->numbers, src->numbers->data, src->numbers->len);
  m->answer = src->answer;
  return &m->parent;
}

static void
test_free (PwModel *model)
{
  PwTestModel *m = (PwTestModel *) model;
  g_array_unref (m->numbers);
  g_free (m);
}

static JsonNode *
test_save (const PwModel *model)
{
  const PwTestModel *m = (const PwTestModel *) model;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "numbers");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->numbers->len; i++)
    json_builder_add_int_value (b, g_array_index (m->numbers, gint, i));
  json_builder_end_array (b);
  if (m->answer >= 0)
    {
      json_builder_set_member_name (b, "answer");
      json_builder_add_int_value (b, m->answer);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static PwModel *
test_load (JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL)
    return NULL;
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "numbers", TRUE, 0, PW_TEST_KIND_MAX_NUMBERS, &it, error))
    return NULL;
  g_autoptr (PwModel) model = &test_model_new ()->parent;
  PwTestModel *m = (PwTestModel *) model;
  while (pw_json_iter_next (&it))
    {
      gint64 v;
      if (!pw_json_node_int (it.node, it.path, 0, 9999, &v, error))
        return NULL;
      gint value = (gint) v;
      g_array_append_val (m->numbers, value);
    }
  if (!pw_json_member_int (o, path, "answer", FALSE, 0, G_MAXINT64, &m->answer, error))
    return NULL;
  return g_steal_pointer (&model);
}

static GPtrArray *
test_validate (const PwModel *model)
{
  const PwTestModel *m = (const PwTestModel *) model;
  GPtrArray *problems = pw_problem_list_new ();
  if (m->numbers->len == 0)
    g_ptr_array_add (problems, pw_problem_new (PW_SEVERITY_ERROR, "$.puzzle.numbers", -1, -1,
                                               _("There are no numbers to add up")));
  for (guint i = 0; i < m->numbers->len; i++)
    if (g_array_index (m->numbers, gint, i) == 0)
      {
        g_autofree char *p = g_strdup_printf ("$.puzzle.numbers[%u]", i);
        g_ptr_array_add (problems, pw_problem_new (PW_SEVERITY_WARNING, p, (int) i, 0,
                                                   _("Number %u is zero and adds nothing"),
                                                   i + 1));
      }
  return problems;
}

static char *
test_describe (const PwModel *model)
{
  const PwTestModel *m = (const PwTestModel *) model;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u number to add up",
                                       "%u numbers to add up", m->numbers->len),
                          m->numbers->len);
}

static gint64
test_sum (const PwTestModel *m)
{
  gint64 sum = 0;
  for (guint i = 0; i < m->numbers->len; i++)
    sum += g_array_index (m->numbers, gint, i);
  return sum;
}

static PwResult *
test_result_solved (const PwModel *snapshot)
{
  PwResult *r = pw_result_new ();
  PwTestModel *solved = (PwTestModel *) pw_model_copy (snapshot);
  solved->answer = test_sum (solved);
  r->model = &solved->parent;
  r->ok = TRUE;
  r->summary = g_strdup_printf (_("The sum is %" PRId64), solved->answer);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "sum");
  json_builder_add_int_value (b, solved->answer);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  return r;
}

/* A list with no numbers has no sum to give: the solver says so, as a
 * real kind's solver says a puzzle has no solution (the print dialog and
 * export then print nothing unless asked to print anyway). */
static PwResult *
test_solve (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
            GCancellable *cancellable, GError **error)
{
  if (((const PwTestModel *) snapshot)->numbers->len == 0)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID,
                           _("There are no numbers to add up"));
      return NULL;
    }
  return test_result_solved (snapshot);
}

/* Takes `steps` (default 50) steps of `step-ms` (default 20) milliseconds,
 * so tests can watch progress and cancel in the middle. */
static PwResult *
test_slow_solve (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
                 GCancellable *cancellable, GError **error)
{
  gint64 steps, step_ms;
  if (!pw_params_get_int (params, "steps", 1, 100000, 50, &steps, error)
      || !pw_params_get_int (params, "step-ms", 0, 10000, 20, &step_ms, error))
    return NULL;
  for (gint64 i = 0; i < steps; i++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      pw_progress_set_fraction (progress, (double) i / steps);
      pw_progress_set_textf (progress, _("Step %" PRId64 " of %" PRId64),
                             i + 1, steps);
      g_usleep (step_ms * 1000);
    }
  pw_progress_set_fraction (progress, 1.0);
  return test_result_solved (snapshot);
}

/* Like slow-solve, but Cancel keeps what it has: the sum of the numbers
 * added up so far (how auto-fill keeps its best board). */
static PwResult *
test_partial_solve (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
                    GCancellable *cancellable, GError **error)
{
  gint64 step_ms;
  if (!pw_params_get_int (params, "step-ms", 0, 10000, 20, &step_ms, error))
    return NULL;
  const PwTestModel *m = (const PwTestModel *) snapshot;
  PwTestModel *partial = (PwTestModel *) pw_model_copy (snapshot);
  partial->answer = 0;
  guint i = 0;
  for (; i < m->numbers->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      partial->answer += g_array_index (m->numbers, gint, i);
      pw_progress_set_fraction (progress, (double) (i + 1) / m->numbers->len);
      g_usleep (step_ms * 1000);
    }
  PwResult *r = pw_result_new ();
  r->model = &partial->parent;
  r->ok = i == m->numbers->len;
  r->summary = g_strdup_printf (_("Added up %u of %u numbers"), i, m->numbers->len);
  return r;
}

static PwModel *
test_generate (const PwParams *params, guint64 seed, PwProgress *progress,
               GCancellable *cancellable, GError **error)
{
  gint64 count, max;
  if (!pw_params_get_int (params, "count", 1, PW_TEST_KIND_MAX_NUMBERS, 6, &count, error)
      || !pw_params_get_int (params, "max", 1, 9999, 20, &max, error))
    return NULL;
  PwRng rng;
  pw_rng_init (&rng, seed);
  PwTestModel *m = test_model_new ();
  for (gint64 i = 0; i < count; i++)
    {
      gint v = 1 + (gint) pw_rng_below (&rng, (guint64) max);
      g_array_append_val (m->numbers, v);
    }
  return &m->parent;
}

/* A class set's variant (PwKind.variants): the same numbers in a new
 * order, so each sheet asks for the same sum. */
static char *
test_describe_variants (const PwModel *model, const PwParams *params)
{
  return g_strdup (_("The same numbers in a new order"));
}

static PwModel *
test_make_variant (const PwModel *model, const PwParams *params, guint64 seed,
                   PwProgress *progress, GCancellable *cancellable, GError **error)
{
  PwTestModel *m = (PwTestModel *) pw_model_copy (model);
  PwRng rng;
  pw_rng_init (&rng, seed);
  pw_rng_shuffle (&rng, m->numbers->data, m->numbers->len, sizeof (gint));
  m->answer = -1;
  return &m->parent;
}

static const PwVariants test_variants = {
  .describe = test_describe_variants,
  .make = test_make_variant,
};

static const char *const test_generate_params[] = { "count", "max", NULL };

static const PwParamSpec test_generate_specs[] = {
  { "count", N_("How Many Numbers"), NULL, PW_PARAM_INT, 1, PW_TEST_KIND_MAX_NUMBERS, "6" },
  { "max", N_("Largest Number"), N_("Each number is from 1 to this"), PW_PARAM_INT, 1, 9999,
    "20" },
};

static const PwParamSpec slow_specs[] = {
  { "steps", N_("Steps"), NULL, PW_PARAM_INT, 1, 100000, "50" },
  { "step-ms", N_("Milliseconds per Step"), NULL, PW_PARAM_INT, 0, 10000, "20" },
};

static const PwOperation test_operations[] = {
  { "solve", N_("Solve"), N_("Add the numbers up"), test_solve },
  { "slow-solve", N_("Solve Slowly"), N_("Add the numbers up, one step at a time"),
    test_slow_solve, 0, slow_specs, G_N_ELEMENTS (slow_specs) },
  { "partial-solve", N_("Add Up Until Stopped"),
    N_("Add the numbers up one by one; Cancel keeps the sum so far"), test_partial_solve,
    PW_OPERATION_KEEPS_RESULT_ON_CANCEL, slow_specs + 1, 1 },
};

static const PwKind test_kind = {
  .id = PW_TEST_KIND_ID,
  .name = N_("Test Sums"),
  .description = N_("A list of numbers to add up, for testing"),
  .icon_name = "accessories-calculator-symbolic",
  .hidden = TRUE,
  .create_default = test_create_default,
  .copy = test_copy,
  .free = test_free,
  .save = test_save,
  .load = test_load,
  .validate = test_validate,
  .describe = test_describe,
  .generate = test_generate,
  .generate_params = test_generate_params,
  .generate_specs = test_generate_specs,
  .n_generate_specs = G_N_ELEMENTS (test_generate_specs),
  .operations = test_operations,
  .n_operations = G_N_ELEMENTS (test_operations),
  .variants = &test_variants,
};

const PwKind *
pw_test_kind (void)
{
  return &test_kind;
}
