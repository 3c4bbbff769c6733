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
#include "pw-problem.h"

static void
add_cells (JsonBuilder *b, const PwDominoGridBoard *board, GArray *cells)
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
add_place (JsonBuilder *b, const PwDominoGridBoard *board, int p)
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
  PwDominoGridOutcome outcome;
  int level;
  int *mate;
  char *why;
} Deduction;

static void
deduce (const PwDominoGridBoard *board, GPtrArray *steps, Deduction *out)
{
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (board);
  s->steps = steps;
  out->outcome = pw_domino_grid_solve (s, PW_DOMINO_GRID_LEVEL_UNREASONABLE, &out->level);
  out->mate = out->outcome == PW_DOMINO_GRID_SOLVED ? pw_domino_grid_state_mates (s) : NULL;
  out->why = pw_domino_grid_state_why (s);
  /* Beyond Extreme, whether or not trial and error finished it. */
  if (out->outcome == PW_DOMINO_GRID_STUCK)
    out->level = PW_DOMINO_GRID_LEVEL_UNREASONABLE;
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
    return g_strdup_printf (_("No solution: %s"),
                            d->why ? d->why
                                   : _("every way of laying the dominoes was tried, and none "
                                       "covers the board"));
  if (n == 1 && complete)
    return g_strdup_printf (_("1 solution (grade: %s)"), pw_domino_grid_level_name (d->level));
  if (complete)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " solution",
                                         "%" PRId64 " solutions", (gulong) n), n);
  return g_strdup_printf (_("At least %" PRId64 " solutions"), n);
}

/* The last sentence of an explanation: how the rules ended. */
static char *
conclusion (const Deduction *d)
{
  if (d->outcome == PW_DOMINO_GRID_SOLVED)
    return g_strdup (_("Solved: every domino has its place."));
  if (d->outcome == PW_DOMINO_GRID_STUCK)
    return g_strdup (_("The rules stop here; only trying cases goes further."));
  return g_strdup_printf (_("Contradiction: %s"), d->why ? d->why : "");
}

static void
add_step (JsonBuilder *b, const PwDominoGridBoard *board, const PwDominoGridStep *st)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, pw_domino_grid_rule_id (st->rule));
  json_builder_set_member_name (b, "level");
  json_builder_add_string_value (b, pw_domino_grid_level_id (pw_domino_grid_rule_level (st->rule)));
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

/* A solution as its dominoes, each the two cells [row, column] it covers,
 * so a reader needs no knowledge of how the board numbers its cells. */
static void
add_solution (JsonBuilder *b, const PwDominoGridBoard *board, const int *mate)
{
  json_builder_begin_array (b);
  for (int i = 0; i < board->rows * board->cols; i++)
    {
      if (mate[i] < i)
        continue;
      json_builder_begin_array (b);
      int cells[2] = { i, mate[i] };
      for (int k = 0; k < 2; k++)
        {
          json_builder_begin_array (b);
          json_builder_add_int_value (b, cells[k] / board->cols);
          json_builder_add_int_value (b, cells[k] % board->cols);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

static JsonNode *
details_node (const PwDominoGridCount *count, gboolean cancelled, const Deduction *d,
              GPtrArray *steps, const PwDominoGridBoard *board)
{
  gint64 n = count->count;
  gboolean complete = count->complete && !cancelled;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, n);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, complete);
  if (cancelled)
    {
      json_builder_set_member_name (b, "cancelled");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_set_member_name (b, "grade");
  if (n == 1 && complete)
    json_builder_add_string_value (b, pw_domino_grid_level_id (d->level));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "rules-finish");
  json_builder_add_boolean_value (b, d->outcome == PW_DOMINO_GRID_SOLVED);
  if (d->why)
    {
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, d->why);
    }
  /* The solutions found, up to the limit asked for: the editor steps
   * through them on the board. */
  json_builder_set_member_name (b, "solution-list");
  json_builder_begin_array (b);
  for (guint i = 0; count->solutions && i < count->solutions->len; i++)
    add_solution (b, board, count->solutions->pdata[i]);
  json_builder_end_array (b);
  if (steps)
    {
      json_builder_set_member_name (b, "steps");
      json_builder_begin_array (b);
      for (guint i = 0; i < steps->len; i++)
        add_step (b, board, steps->pdata[i]);
      json_builder_end_array (b);
      g_autofree char *end = conclusion (d);
      json_builder_set_member_name (b, "conclusion");
      json_builder_add_string_value (b, end);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* At most this many solutions are listed in the details, whatever the
 * limit: they are kept in memory while the count goes on. */
#define MAX_LISTED 1000

typedef enum
{
  CHECK_STORE_SOLUTION = 1 << 0, /* solve: the result's model is the solution */
  CHECK_EXPLAIN = 1 << 1,        /* explain: the steps, in the summary and the details */
  CHECK_KEEP_PARTIAL = 1 << 2,   /* verify: Cancel keeps the solutions found so far */
} CheckFlags;

static char *
cancelled_line (gint64 n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Cancelled after %" PRId64 " solution",
                                       "Cancelled after %" PRId64 " solutions: the puzzle is "
                                       "not unique",
                                       (gulong) n),
                          n);
}

static PwResult *
run_check (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
           GCancellable *cancellable, CheckFlags flags, GError **error)
{
  const PwDominoGrid *grid = (const PwDominoGrid *) snapshot;
  gint64 limit;
  if (!pw_params_get_int (params, "limit", 0, G_MAXINT64, 2, &limit, error))
    return NULL;
  g_autoptr (PwDominoGridBoard) board = pw_domino_grid_board_new (grid, error);
  if (board == NULL)
    return NULL;
  gboolean explain = (flags & CHECK_EXPLAIN) != 0;
  g_autoptr (GPtrArray) steps
    = explain ? g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_grid_step_free) : NULL;
  Deduction d = { 0 };
  deduce (board, steps, &d);
  pw_progress_set_fraction (progress, -1);
  PwDominoGridCount count = { 0 };
  guint keep = limit > 0 ? (guint) MIN (limit, MAX_LISTED) : 1;
  pw_domino_grid_count_with_progress (board, limit, keep, progress, cancellable, &count);
  gboolean cancelled = g_cancellable_is_cancelled (cancellable);
  if (cancelled && (!(flags & CHECK_KEEP_PARTIAL) || count.count == 0))
    {
      g_cancellable_set_error_if_cancelled (cancellable, error);
      deduction_clear (&d);
      pw_domino_grid_count_clear (&count);
      return NULL;
    }
  PwResult *r = pw_result_new ();
  r->ok = count.count == 1 && count.complete && !cancelled;
  r->details = details_node (&count, cancelled, &d, steps, board);
  g_autofree char *line = cancelled ? cancelled_line (count.count)
                                    : summary_line (count.count, count.complete, &d);
  if (explain)
    {
      GString *text = g_string_new (NULL);
      for (guint i = 0; i < steps->len; i++)
        g_string_append_printf (text, "%u. %s\n", i + 1,
                                ((PwDominoGridStep *) steps->pdata[i])->text);
      g_autofree char *end = conclusion (&d);
      g_string_append_printf (text, "%s\n%s", end, line);
      r->summary = g_string_free (text, FALSE);
    }
  else
    r->summary = g_steal_pointer (&line);
  int *mate = d.mate ? d.mate : count.solutions->len ? count.solutions->pdata[0] : NULL;
  if ((flags & CHECK_STORE_SOLUTION) && mate)
    {
      PwDominoGrid *solved = (PwDominoGrid *) pw_model_copy (snapshot);
      pw_domino_grid_init_solution (solved);
      memcpy (solved->mate, mate, sizeof (int) * grid->rows * grid->cols);
      r->model = &solved->parent;
    }
  deduction_clear (&d);
  pw_domino_grid_count_clear (&count);
  return r;
}

static PwResult *
op_solve (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
          GCancellable *cancellable, GError **error)
{
  return run_check (snapshot, params, progress, cancellable, CHECK_STORE_SOLUTION, error);
}

static PwResult *
op_explain (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
            GCancellable *cancellable, GError **error)
{
  return run_check (snapshot, params, progress, cancellable, CHECK_EXPLAIN, error);
}

/* Decides the dominoes laid by hand; FALSE when they cannot all be right
 * (not in the set, laid twice, or leaving no way on). */
static gboolean
decide_laid (const PwDominoGrid *g, const PwDominoGridBoard *b, PwDominoGridState *s)
{
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m < i || g->cells[i] < 0 || g->cells[m] < 0)
        continue;
      int p = -1, a = b->cell_of[i], c = b->cell_of[m];
      for (int k = 0; a >= 0 && k < b->cell_nplace[a]; k++)
        if (b->pcell[b->cell_place[a][k]][0] == c || b->pcell[b->cell_place[a][k]][1] == c)
          p = b->cell_place[a][k];
      if (p < 0 || !s->alive[p])
        return FALSE;
      pw_domino_grid_state_decide (s, p, PW_DOMINO_GRID_RULE_TRIAL);
    }
  return !*s->broken;
}

/* The next step a person could take from the dominoes laid so far: the
 * editor's Hint.  The details hold that one step (or none) and the
 * sentence the rules end on. */
static PwResult *
op_hint (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
         GCancellable *cancellable, GError **error)
{
  const PwDominoGrid *grid = (const PwDominoGrid *) snapshot;
  g_autoptr (PwDominoGridBoard) board = pw_domino_grid_board_new (grid, error);
  if (board == NULL)
    return NULL;
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (board);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "steps");
  json_builder_begin_array (b);
  PwResult *r = pw_result_new ();
  g_autofree char *end = NULL;
  if (!decide_laid (grid, board, s))
    end = g_strdup (_("The dominoes laid so far cannot all be right: one not in the set, one "
                      "laid twice, or one that leaves no way on."));
  else
    {
      s->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_grid_step_free);
      PwDominoGridOutcome outcome = pw_domino_grid_solve (s, PW_DOMINO_GRID_LEVEL_EXTREME, NULL);
      if (s->steps->len > 0)
        {
          const PwDominoGridStep *st = s->steps->pdata[0];
          add_step (b, board, st);
          r->ok = TRUE;
          r->summary = g_strdup_printf (_("Hint (%s): %s"),
                                        pw_domino_grid_level_name (pw_domino_grid_rule_level (st->rule)),
                                        st->text);
        }
      if (outcome == PW_DOMINO_GRID_SOLVED)
        end = g_strdup (_("Solved: every domino has its place."));
      else if (outcome == PW_DOMINO_GRID_STUCK)
        end = g_strdup (_("The rules stop here; only trying cases goes further."));
      else
        end = g_strdup (_("There is no way on from here: something laid is wrong."));
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "conclusion");
  json_builder_add_string_value (b, end);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  if (r->summary == NULL)
    r->summary = g_steal_pointer (&end);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    g_clear_pointer (&r, pw_result_free);
  return r;
}

static PwResult *
op_verify (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
           GCancellable *cancellable, GError **error)
{
  g_autoptr (GError) invalid = NULL;
  PwResult *r = run_check (snapshot, params, progress, cancellable, CHECK_KEEP_PARTIAL, &invalid);
  if (r)
    return r;
  if (!g_error_matches (invalid, PW_ERROR, PW_ERROR_INVALID))
    {
      g_propagate_error (error, g_steal_pointer (&invalid));
      return NULL;
    }
  /* A board that breaks the rules has no solution: say why, as a verdict,
   * with the cell in people's words (the JSON path is in the details). */
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (snapshot);
  const PwProblem *first = NULL;
  for (guint i = 0; i < problems->len && first == NULL; i++)
    if (((const PwProblem *) problems->pdata[i])->severity == PW_SEVERITY_ERROR)
      first = problems->pdata[i];
  r = pw_result_new ();
  r->ok = FALSE;
  if (first && first->x >= 0 && first->y >= 0)
    r->summary = g_strdup_printf (_("No solution: row %d, column %d: %s"), first->y + 1,
                                  first->x + 1, first->message);
  else
    r->summary = g_strdup_printf (_("No solution: %s"), first ? first->message
                                                             : invalid->message);
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
  if (first)
    {
      json_builder_set_member_name (b, "path");
      json_builder_add_string_value (b, first->path);
    }
  if (first && first->x >= 0 && first->y >= 0)
    {
      json_builder_set_member_name (b, "cell");
      json_builder_begin_array (b);
      json_builder_add_int_value (b, first->y);
      json_builder_add_int_value (b, first->x);
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "solution-list");
  json_builder_begin_array (b);
  json_builder_end_array (b);
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
  g_autoptr (PwDominoGridBoard) board = pw_domino_grid_board_new (grid, error);
  if (board == NULL)
    return NULL;
  pw_progress_set_fraction (progress, -1);
  PwDominoGridCount count = { 0 };
  pw_domino_grid_count (board, limit, 0, cancellable, &count);
  pw_domino_grid_count_clear (&count);
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
  { "rows", N_("Rows of the board"), NULL, PW_PARAM_INT, 1, PW_DOMINO_GRID_MAX_SIDE, NULL, NULL,
    NULL, 'r', N_("R") },
  { "cols", N_("Columns of the board"), NULL, PW_PARAM_INT, 1, PW_DOMINO_GRID_MAX_SIDE, NULL, NULL,
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
  { "verify", N_("Verify"), N_("Check that the puzzle has exactly one solution"), op_verify,
    PW_OPERATION_KEEPS_RESULT_ON_CANCEL, limit_spec, G_N_ELEMENTS (limit_spec) },
  { "explain", N_("Explain"), N_("Solve step by step, saying why each step follows"),
    op_explain, 0, limit_spec, G_N_ELEMENTS (limit_spec) },
  { "hint", N_("Hint"), N_("Show the next step a person could take from the dominoes laid"),
    op_hint, 0, NULL, 0, "hint" },
  { "number", N_("Number From Layout"),
    N_("Deal the set onto the dominoes laid by hand so the board has one solution"), op_number,
    0, number_specs, G_N_ELEMENTS (number_specs) },
  { "tilings", N_("Count Tilings"), N_("Count the ways dominoes can tile a board, exactly"),
    pw_domino_grid_op_tilings, PW_OPERATION_DOCUMENT_OPTIONAL, tilings_specs,
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

/* Quadrille is offered only where it can succeed: the double-2 and
 * double-6 sets at grade easy (n and grade come before it in the list). */
static gboolean
quadrille_usable (const PwParams *params, char **reason)
{
  gint64 n = 6;
  if (!pw_params_get_int (params, "n", 0, PW_DOMINO_GRID_MAX_SIDE - 2, 6, &n, NULL))
    n = 6;
  const char *grade = pw_params_get (params, "grade");
  int level = grade ? pw_domino_grid_level_from_id (grade) : PW_DOMINO_GRID_LEVEL_MEDIUM;
  return pw_domino_grid_quadrille_possible ((int) n, level, reason);
}

/* What the app's Generate dialog asks for. */
static const PwParamSpec generate_specs[] = {
  { "n", N_("Highest Number"), N_("A double-N set: 6 is the usual 28 dominoes"), PW_PARAM_INT, 0,
    PW_DOMINO_GRID_MAX_SIDE - 2, "6" },
  { "grade", N_("Difficulty"),
    N_("The hardest step a solver needs: Easy, Medium, Hard and Extreme are the grades Trivial, "
       "Basic, Hard and Extreme of Simon Tatham's Dominosa. Warning: Unreasonable is beyond his "
       "Extreme and needs trial and error, which many solvers find unfair"),
    PW_PARAM_CHOICE, 0, 0, "medium", grade_values, grade_labels },
  { "faces", N_("Show Numbers As"), NULL, PW_PARAM_CHOICE, 0, 0, "pips", faces_values,
    faces_labels },
  { "quadrille", N_("Quadrille"),
    N_("Numbers fall in 2×2 blocks (easy grade, double-2 and double-6 sets only)"),
    PW_PARAM_BOOL, 0, 0, "false", NULL, NULL, 0, NULL, quadrille_usable },
  /* A file the dialog's chooser (or the CLI's shape=@FILE) reads; the
   * generator only ever gets its text. */
  { "shape", N_("Board Shape"),
    N_("A text file drawing the board: # a cell, . a hole, one line per row; none: a "
       "rectangle"),
    PW_PARAM_FILE, 0, 0, NULL },
  { "leave-out", N_("Dominoes to Leave Out (such as 0-5, 3-3)"), NULL, PW_PARAM_TEXT, 0, 0,
    NULL },
};

/* New: a blank board of the usual 7×8 for the double-six set, every cell
 * 0, to design on (the editor's Board Size… changes it).  Caviness's
 * board is the sample in data/samples, with its author. */
static PwModel *
create_blank (void)
{
  PwDominoGrid *g = pw_domino_grid_new (7, 8);
  pw_domino_grid_set_double (g, 6);
  return &g->parent;
}

static const PwKind domino_grid_kind = {
  .id = PW_DOMINO_GRID_KIND_ID,
  .name = N_("Domino Grid"),
  .description = N_("Cover a grid of numbers with a set of dominoes, each used once"),
  .icon_name = "puzzlewright-domino-grid-symbolic",
  .create_default = create_blank,
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
  .variants = &pw_domino_grid_variants,
};

const PwKind *
pw_domino_grid_kind (void)
{
  return &domino_grid_kind;
}
