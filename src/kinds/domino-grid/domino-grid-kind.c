/* domino-grid-kind.c — the domino-grid kind table and its operations:
 * solve, count, verify and explain, run by id from the CLI and the app. */
#include "domino-grid.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <string.h>

#include "domino-grid-generator.h"
#include "domino-grid-kind-private.h"
#include "domino-grid-solver.h"
#include "pw-error.h"

static void
add_cells (JsonBuilder *b, const PwDominoBoard *board, GArray *cells)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < cells->len; i++)
    {
      int pos = board->cell_pos[g_array_index (cells, int, i)];
      json_builder_begin_array (b);
      json_builder_add_int_value (b, pos / board->cols);
      json_builder_add_int_value (b, pos % board->cols);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

static void
add_place (JsonBuilder *b, const PwDominoBoard *board, int p)
{
  json_builder_begin_array (b);
  for (int k = 0; k < 2; k++)
    {
      int pos = board->cell_pos[board->pcell[p][k]];
      json_builder_begin_array (b);
      json_builder_add_int_value (b, pos / board->cols);
      json_builder_add_int_value (b, pos % board->cols);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

/* What the rules make of the board: the grade (a level), the outcome, and
 * the mates when they finish. */
typedef struct
{
  PwDominoOutcome outcome;
  int level;
  int *mate;
  char *why;
} Deduction;

static void
deduce (const PwDominoBoard *board, GPtrArray *steps, Deduction *out)
{
  g_autoptr (PwDominoState) s = pw_domino_state_new (board);
  s->steps = steps;
  out->outcome = pw_domino_solve (s, PW_DOMINO_LEVEL_UNREASONABLE, &out->level);
  out->mate = out->outcome == PW_DOMINO_SOLVED ? pw_domino_state_mates (s) : NULL;
  out->why = pw_domino_state_why (s);
  /* Beyond Extreme, whether or not trial and error finished it. */
  if (out->outcome == PW_DOMINO_STUCK)
    out->level = PW_DOMINO_LEVEL_UNREASONABLE;
}

static void
deduction_clear (Deduction *d)
{
  g_clear_pointer (&d->mate, g_free);
  g_clear_pointer (&d->why, g_free);
}

static char *
summary_line (gint64 n, gboolean complete, const Deduction *d)
{
  if (n == 0 && complete)
    return d->why ? g_strdup_printf (_("No solution: %s"), d->why) : g_strdup (_("No solution"));
  if (n == 1 && complete)
    return g_strdup_printf (_("1 solution (grade: %s)"), pw_domino_level_name (d->level));
  if (complete)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " solution",
                                         "%" PRId64 " solutions", (gulong) n), n);
  return g_strdup_printf (_("At least %" PRId64 " solutions"), n);
}

static JsonNode *
details_node (gint64 n, gboolean complete, const Deduction *d, GPtrArray *steps,
              const PwDominoBoard *board)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, n);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, complete);
  json_builder_set_member_name (b, "grade");
  if (n == 1 && complete)
    json_builder_add_string_value (b, pw_domino_level_id (d->level));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "rules-finish");
  json_builder_add_boolean_value (b, d->outcome == PW_DOMINO_SOLVED);
  if (d->why)
    {
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, d->why);
    }
  if (steps)
    {
      json_builder_set_member_name (b, "steps");
      json_builder_begin_array (b);
      for (guint i = 0; i < steps->len; i++)
        {
          const PwDominoStep *st = steps->pdata[i];
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "rule");
          json_builder_add_string_value (b, pw_domino_rule_id (st->rule));
          json_builder_set_member_name (b, "level");
          json_builder_add_string_value (b, pw_domino_level_id (pw_domino_rule_level (st->rule)));
          json_builder_set_member_name (b, "text");
          json_builder_add_string_value (b, st->text);
          json_builder_set_member_name (b, "cells");
          add_cells (b, board, st->cells);
          if (st->place >= 0)
            {
              json_builder_set_member_name (b, "place");
              add_place (b, board, st->place);
              json_builder_set_member_name (b, "domino");
              json_builder_begin_array (b);
              json_builder_add_int_value (b, board->dom[board->pdom[st->place]].lo);
              json_builder_add_int_value (b, board->dom[board->pdom[st->place]].hi);
              json_builder_end_array (b);
            }
          json_builder_set_member_name (b, "ruled-out");
          json_builder_begin_array (b);
          for (guint k = 0; k < st->ruled_out->len; k++)
            add_place (b, board, g_array_index (st->ruled_out, int, k));
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static PwResult *
run_check (const PwModel *snapshot, const PwParams *params, GCancellable *cancellable,
           gboolean store_solution, gboolean explain, GError **error)
{
  const PwDominoGrid *grid = (const PwDominoGrid *) snapshot;
  gint64 limit;
  if (!pw_params_get_int (params, "limit", 0, G_MAXINT64, 2, &limit, error))
    return NULL;
  g_autoptr (PwDominoBoard) board = pw_domino_board_new (grid, error);
  if (board == NULL)
    return NULL;
  g_autoptr (GPtrArray) steps
    = explain ? g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_step_free) : NULL;
  Deduction d = { 0 };
  deduce (board, steps, &d);
  PwDominoCount count = { 0 };
  pw_domino_count (board, limit, 1, cancellable, &count);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      deduction_clear (&d);
      pw_domino_count_clear (&count);
      return NULL;
    }
  PwResult *r = pw_result_new ();
  r->ok = count.count == 1 && count.complete;
  r->details = details_node (count.count, count.complete, &d, steps, board);
  if (explain)
    {
      GString *text = g_string_new (NULL);
      for (guint i = 0; i < steps->len; i++)
        g_string_append_printf (text, "%u. %s\n", i + 1,
                                ((PwDominoStep *) steps->pdata[i])->text);
      if (d.outcome == PW_DOMINO_STUCK)
        g_string_append (text, _("The rules stop here; only trying cases goes further.\n"));
      else if (d.outcome == PW_DOMINO_BROKEN && d.why)
        g_string_append_printf (text, _("Contradiction: %s\n"), d.why);
      g_autofree char *line = summary_line (count.count, count.complete, &d);
      g_string_append (text, line);
      r->summary = g_string_free (text, FALSE);
    }
  else
    r->summary = summary_line (count.count, count.complete, &d);
  int *mate = d.mate ? d.mate : count.solutions->len ? count.solutions->pdata[0] : NULL;
  if (store_solution && mate)
    {
      PwDominoGrid *solved = (PwDominoGrid *) pw_model_copy (snapshot);
      pw_domino_grid_init_solution (solved);
      memcpy (solved->mate, mate, sizeof (int) * grid->rows * grid->cols);
      r->model = &solved->parent;
    }
  deduction_clear (&d);
  pw_domino_count_clear (&count);
  return r;
}

static PwResult *
op_solve (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
          GCancellable *cancellable, GError **error)
{
  return run_check (snapshot, params, cancellable, TRUE, FALSE, error);
}

static PwResult *
op_explain (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
            GCancellable *cancellable, GError **error)
{
  return run_check (snapshot, params, cancellable, FALSE, TRUE, error);
}

static PwResult *
op_verify (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
           GCancellable *cancellable, GError **error)
{
  g_autoptr (GError) invalid = NULL;
  PwResult *r = run_check (snapshot, params, cancellable, FALSE, FALSE, &invalid);
  if (r)
    return r;
  if (!g_error_matches (invalid, PW_ERROR, PW_ERROR_INVALID))
    {
      g_propagate_error (error, g_steal_pointer (&invalid));
      return NULL;
    }
  /* A board that breaks the rules has no solution: say why, as a verdict. */
  r = pw_result_new ();
  r->ok = FALSE;
  r->summary = g_strdup_printf (_("No solution: %s"), invalid->message);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, 0);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "grade");
  json_builder_add_null_value (b);
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, invalid->message);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  return r;
}

static PwResult *
op_count (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
          GCancellable *cancellable, GError **error)
{
  const PwDominoGrid *grid = (const PwDominoGrid *) snapshot;
  gint64 limit;
  if (!pw_params_get_int (params, "limit", 0, G_MAXINT64, 0, &limit, error))
    return NULL;
  g_autoptr (PwDominoBoard) board = pw_domino_board_new (grid, error);
  if (board == NULL)
    return NULL;
  pw_progress_set_fraction (progress, -1);
  PwDominoCount count = { 0 };
  pw_domino_count (board, limit, 0, cancellable, &count);
  pw_domino_count_clear (&count);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  PwResult *r = pw_result_new ();
  r->ok = count.count == 1 && count.complete;
  r->summary = count.complete
                 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " solution",
                                                 "%" PRId64 " solutions", count.count),
                                    count.count)
                 : g_strdup_printf (_("At least %" PRId64 " solutions (stopped at the "
                                      "limit)"), count.count);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, count.count);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, count.complete);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  return r;
}

/* Design from a tiling: numbers for the dominoes laid by hand. */
static PwResult *
op_number (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
           GCancellable *cancellable, GError **error)
{
  gint64 seed;
  if (!pw_params_get_int (params, "seed", 0, G_MAXINT64, 1, &seed, error))
    return NULL;
  PwDominoGrid *g = pw_domino_grid_number_layout ((const PwDominoGrid *) snapshot,
                                                  pw_params_get (params, "grade"),
                                                  (guint64) seed, cancellable, error);
  if (g == NULL)
    return NULL;
  PwResult *r = pw_result_new ();
  r->model = &g->parent;
  r->ok = TRUE;
  r->summary = g_strdup (_("Numbered the layout: the board has exactly one solution"));
  return r;
}

/* The grades of Simon Tatham's Dominosa, in our words, and one beyond. */
static const char *const grade_values[] = { "easy", "medium", "hard", "extreme", "unreasonable",
                                            NULL };
static const char *const grade_labels[] = { N_("Easy"), N_("Medium"), N_("Hard"), N_("Extreme"),
                                            N_("Unreasonable"), NULL };

static const PwParamSpec limit_spec[] = {
  { "limit", N_("Limit"), N_("Stop counting at this many solutions (0: no limit)"),
    PW_PARAM_INT, 0, G_MAXINT64, NULL },
};

static const PwParamSpec number_specs[] = {
  { "seed", N_("Puzzle Number"), N_("The same number gives the same numbering"), PW_PARAM_INT,
    0, G_MAXINT64, NULL },
  { "grade", N_("Difficulty"), N_("The hardest kind of step a solver needs"), PW_PARAM_CHOICE, 0,
    0, NULL, grade_values, grade_labels },
};

static const PwParamSpec tilings_specs[] = {
  { "rows", N_("Rows of the board"), NULL, PW_PARAM_INT, 1, PW_DOMINO_MAX_SIDE, NULL, NULL,
    NULL, 'r', N_("R") },
  { "cols", N_("Columns of the board"), NULL, PW_PARAM_INT, 1, PW_DOMINO_MAX_SIDE, NULL, NULL,
    NULL, 'c', N_("C") },
  { "holes", N_("Holes, 1-based, separated by semicolons: 4,4;4,5"), NULL, PW_PARAM_TEXT, 0, 0,
    NULL, NULL, NULL, 0, N_("R,C;…") },
  { "shape", N_("A shape drawn in a text file: # for a cell, . for a hole"), NULL,
    PW_PARAM_FILE, 0, 0, NULL, NULL, NULL, 0, N_("FILE") },
};

static const PwOperation operations[] = {
  { "solve", N_("Solve"), N_("Solve the puzzle, count its solutions and grade it"), op_solve,
    0, limit_spec, G_N_ELEMENTS (limit_spec) },
  { "count", N_("Count Solutions"), N_("Count the solutions, up to a limit"), op_count, 0,
    limit_spec, G_N_ELEMENTS (limit_spec) },
  { "verify", N_("Verify"), N_("Check that the puzzle has exactly one solution"), op_verify, 0,
    limit_spec, G_N_ELEMENTS (limit_spec) },
  { "explain", N_("Explain"), N_("Solve step by step, saying why each step follows"),
    op_explain, 0, limit_spec, G_N_ELEMENTS (limit_spec) },
  { "number", N_("Number From Layout"),
    N_("Deal the set onto the dominoes laid by hand so the board has one solution"), op_number,
    0, number_specs, G_N_ELEMENTS (number_specs) },
  { "tilings", N_("Count Tilings"), N_("Count the ways dominoes can tile a board, exactly."),
    pw_domino_op_tilings, PW_OPERATION_DOCUMENT_OPTIONAL, tilings_specs,
    G_N_ELEMENTS (tilings_specs), "tilings" },
};

static const PwFormat formats[] = {
  { "dominosa-id", N_("Dominosa game id"), pw_domino_grid_import_dominosa,
    pw_domino_grid_export_dominosa },
  { "text", N_("Plain text"), NULL, pw_domino_grid_export_text },
};

static const char *const generate_params[] = { "n", "grade", "shape", "quadrille", "leave-out",
                                               "faces", NULL };

static const char *const faces_values[] = { "pips", "numerals", NULL };
static const char *const faces_labels[] = { N_("Pips"), N_("Numerals"), NULL };

/* What the app's Generate dialog asks for. */
static const PwParamSpec generate_specs[] = {
  { "n", N_("Highest Number"), N_("A double-N set: 6 is the usual 28 dominoes"), PW_PARAM_INT, 0,
    PW_DOMINO_MAX_SIDE - 2, "6" },
  { "grade", N_("Difficulty"),
    N_("The hardest step a solver needs: Easy, Medium, Hard and Extreme are the grades Trivial, "
       "Basic, Hard and Extreme of Simon Tatham's Dominosa. Warning: Unreasonable is beyond his "
       "Extreme and needs trial and error, which many solvers find unfair"),
    PW_PARAM_CHOICE, 0, 0, "medium", grade_values, grade_labels },
  { "faces", N_("Show Numbers As"), NULL, PW_PARAM_CHOICE, 0, 0, "pips", faces_values,
    faces_labels },
  { "quadrille", N_("Quadrille"), N_("Numbers fall in 2×2 blocks (easy grade only)"),
    PW_PARAM_BOOL, 0, 0, "false" },
  { "shape", N_("Board Shape File (# cells, . holes; empty: a rectangle)"), NULL, PW_PARAM_TEXT,
    0, 0, NULL },
  { "leave-out", N_("Dominoes to Leave Out (such as 0-5, 3-3)"), NULL, PW_PARAM_TEXT, 0, 0,
    NULL },
};

static const PwKind domino_grid_kind = {
  .id = PW_DOMINO_GRID_KIND_ID,
  .name = N_("Domino Grid"),
  .description = N_("Cover a grid of numbers with a set of dominoes, each used once"),
  .icon_name = "view-grid-symbolic",
  .create_default = pw_domino_grid_create_default,
  .copy = pw_domino_grid_copy,
  .free = pw_domino_grid_free,
  .save = pw_domino_grid_save,
  .load = pw_domino_grid_load,
  .validate = pw_domino_grid_validate,
  .describe = pw_domino_grid_describe,
  .generate = pw_domino_grid_generate,
  .generate_params = generate_params,
  .generate_specs = generate_specs,
  .n_generate_specs = G_N_ELEMENTS (generate_specs),
  .operations = operations,
  .n_operations = G_N_ELEMENTS (operations),
  .formats = formats,
  .n_formats = G_N_ELEMENTS (formats),
};

const PwKind *
pw_domino_grid_kind (void)
{
  return &domino_grid_kind;
}
