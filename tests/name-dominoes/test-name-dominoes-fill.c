/* Auto-fill: every result is checked by the independent verifier
 * (pw_name_dominoes_validate), on hand-made sets whose best count is known and on
 * the xkcd tiles. */
#include "name-dominoes-test-util.h"

#include "name-dominoes-fill.h"
#include "pw-kind.h"
#include "pw-params.h"

static PwNameDominoesModel *
fill (const PwNameDominoesModel *m, guint threads, guint64 seed, guint64 rounds,
      PwNameDominoesFillReport *report)
{
  PwNameDominoesFillOptions opts = { .seconds = 60, .threads = threads, .seed = seed,
                              .max_rounds = rounds, .self_check = TRUE };
  g_autoptr (GError) error = NULL;
  PwNameDominoesModel *out = pw_name_dominoes_fill (m, &opts, NULL, NULL, report, &error);
  g_assert_no_error (error);
  g_assert_nonnull (out);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (out), ==, report->placed);
  return out;
}

/* A chain A|B, B|C, ... with a one-square and a three-square tile, and
 * a tile that matches nothing: all but that one fit on a roomy board. */
static void
test_fill_chain (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (8, 8);
  const char *specs[] = { "A|B", "B|C", "C|D", "D|E", "E|F", "F", "F|G|H", "X|Y" };
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    add_tile (m, specs[i], -1, 0, 0);
  PwNameDominoesFillReport r;
  g_autoptr (PwNameDominoesModel) out = fill (m, 1, 1, 50, &r);
  g_assert_cmpuint (r.bound, ==, 7);
  g_assert_cmpuint (r.placed, ==, 7);
  g_assert_cmpuint (count_errors (out), ==, 0);
  g_assert_false (((PwNameDominoesTile *) out->tiles->pdata[7])->placed);
}

/* On a 3×1 board, A|B, B|C and the one-square B: only two tiles fit
 * (three would need five squares). */
static void
test_fill_tiny_board (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (3, 1);
  add_tile (m, "A|B", -1, 0, 0);
  add_tile (m, "B|C", -1, 0, 0);
  add_tile (m, "B", -1, 0, 0);
  PwNameDominoesFillReport r;
  g_autoptr (PwNameDominoesModel) out = fill (m, 1, 5, 30, &r);
  g_assert_cmpuint (r.placed, ==, 2);
  g_assert_cmpuint (count_errors (out), ==, 0);
  g_assert_true (((PwNameDominoesTile *) out->tiles->pdata[2])->placed);
}

/* Pinned tiles stay where they are; the rest grows around them, with
 * synonyms and partial matches. */
static void
test_fill_keeps_pins (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (9, 9);
  add_synonyms (m, "COOK=COOKE");
  guint pin = add_tile (m, "TIM|COOK", 7, 8, PW_NAME_DOMINOES_RIGHT);
  ((PwNameDominoesTile *) m->tiles->pdata[pin])->pinned = TRUE;
  add_tile (m, "COOKE|JAMES", 0, 0, PW_NAME_DOMINOES_RIGHT); /* placed, not pinned: may move */
  add_tile (m, "JAMES|DEAN", -1, 0, 0);
  add_tile (m, "FRANK LLOYD|WRIGHT", -1, 0, 0);
  add_tile (m, "HAROLD|LLOYD", -1, 0, 0);
  add_tile (m, "DEAN|HAROLD", -1, 0, 0);
  add_tile (m, "TIM|ALLEN", -1, 0, 0);
  PwNameDominoesFillReport r;
  g_autoptr (PwNameDominoesModel) out = fill (m, 1, 3, 100, &r);
  g_assert_cmpuint (r.placed, ==, 7);
  g_assert_cmpuint (count_errors (out), ==, 0);
  PwNameDominoesTile *t = out->tiles->pdata[pin];
  g_assert_true (t->placed && t->pinned);
  g_assert_cmpint (t->x, ==, 7);
  g_assert_cmpint (t->y, ==, 8);
  g_assert_cmpint (t->direction, ==, PW_NAME_DOMINOES_RIGHT);
}

/* The xkcd tiles on Norvig's 16×24 board: a short search is legal,
 * repeatable from its seed with one thread, and places more than a
 * single greedy pass of the notebook's kind typically does. */
static void
test_fill_xkcd (void)
{
  g_autoptr (PwNameDominoesModel) m = load_xkcd_sample ();
  m->width = 16;
  m->height = 24;
  PwNameDominoesFillReport r1, r2;
  g_autoptr (PwNameDominoesModel) a = fill (m, 1, 7, 25, &r1);
  g_autoptr (PwNameDominoesModel) b = fill (m, 1, 7, 25, &r2);
  g_assert_cmpuint (r1.bound, ==, 269);
  g_assert_cmpuint (count_errors (a), ==, 0);
  g_assert_true (pw_model_equal (&a->parent, &b->parent));
  g_test_message ("16x24, 25 rounds: %u tiles", r1.placed);
  g_assert_cmpuint (r1.placed, >=, 100);

  /* Several seeds, two threads, a 3-square board change: always legal. */
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      PwNameDominoesFillOptions opts = { .width = 12, .height = 10, .seconds = 0.3, .threads = 2,
                                  .seed = seed };
      PwNameDominoesFillReport r;
      g_autoptr (PwNameDominoesModel) out = pw_name_dominoes_fill (m, &opts, NULL, NULL, &r, NULL);
      g_assert_nonnull (out);
      g_assert_cmpuint (out->width, ==, 12);
      g_assert_cmpuint (count_errors (out), ==, 0);
      g_assert_cmpuint (pw_name_dominoes_model_count_placed (out), ==, r.placed);
    }
}

static void
cancel_on_best (const PwNameDominoesModel *best, gpointer data)
{
  g_assert_cmpuint (count_errors (best), ==, 0);
  g_cancellable_cancel (data);
}

/* Cancel keeps the best layout so far, the one last published on the
 * progress; cancelled before anything was placed, there is nothing to keep. */
static void
test_fill_cancel (void)
{
  g_autoptr (PwNameDominoesModel) m = load_xkcd_sample ();
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  PwNameDominoesFillOptions opts = { .seconds = 60, .threads = 2, .seed = 9,
                              .on_best = cancel_on_best, .on_best_data = cancellable };
  g_autoptr (PwProgress) progress = pw_progress_new ();
  PwNameDominoesFillReport r;
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr (PwNameDominoesModel) out = pw_name_dominoes_fill (m, &opts, progress, cancellable, &r, &error);
  g_assert_no_error (error);
  g_assert_nonnull (out);
  g_assert_true (r.cancelled);
  g_assert_cmpuint (r.placed, >, 50);
  g_assert_cmpuint (count_errors (out), ==, 0);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
  g_autofree char *text = pw_progress_dup_text (progress);
  g_assert_nonnull (strstr (text, "tiles placed"));
  /* The progress carries the best board, the one Cancel kept (the app
   * draws it while the search runs). */
  g_assert_cmpuint (pw_progress_get_model_serial (progress), >, 0);
  g_autoptr (PwModel) live = pw_progress_dup_model (progress);
  g_assert_nonnull (live);
  g_assert_true (pw_model_equal (live, &out->parent));

  g_autoptr (PwNameDominoesModel) none = pw_name_dominoes_fill (m, &opts, NULL, cancellable, &r, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* The kind's operations, as the CLI and the app call them. */
static void
test_operations (void)
{
  const PwKind *kind = pw_name_dominoes_kind ();
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (6, 6);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "COOK|JAMES", 1, 1, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "JAMES|DEAN", -1, 0, 0);
  add_tile (m, "VAN|MORRISON", -1, 0, 0);
  g_autoptr (PwParams) none = pw_params_new ();
  g_autoptr (GError) error = NULL;

  const PwOperation *verify = pw_kind_find_operation (kind, "verify");
  g_autoptr (PwResult) v = verify->run (&m->parent, none, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (v->ok);
  JsonObject *d = json_node_get_object (v->details);
  g_assert_true (json_object_get_boolean_member (d, "legal"));
  g_assert_cmpint (json_object_get_int_member (d, "placed"), ==, 2);

  pw_name_dominoes_model_place (m, 2, 2, 0, PW_NAME_DOMINOES_RIGHT, &error); /* JAMES beside COOK */
  g_assert_no_error (error);
  g_autoptr (PwResult) bad = verify->run (&m->parent, none, NULL, NULL, &error);
  g_assert_false (bad->ok);
  /* People read the tile and where it is in words (issue 10); the JSON
   * path stays in the details. */
  g_test_message ("%s", bad->summary);
  g_assert_null (strstr (bad->summary, "$."));
  g_assert_nonnull (strstr (bad->summary, "1 problem. “COOK” of tile 1 at row 1, column 2 "
                                          "touches a different name, “JAMES” of tile 3 at row 1, "
                                          "column 3"));
  d = json_node_get_object (bad->details);
  JsonObject *p0 = json_array_get_object_element (json_object_get_array_member (d, "problems"),
                                                  0);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (p0, "path"),
                                   "$.puzzle.tiles["));
  g_assert_false (json_object_get_boolean_member (d, "legal"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (d, "problems")), >=, 1);

  const PwOperation *fill_op = pw_kind_find_operation (kind, "fill");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "width", "7");
  pw_params_set (params, "height", "5");
  pw_params_set (params, "threads", "1");
  pw_params_set (params, "seed", "4");
  pw_params_set (params, "rounds", "20");
  pw_params_set (params, "seconds", "30");
  g_autoptr (PwResult) f = fill_op->run (&m->parent, params, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (f->ok);
  const PwNameDominoesModel *filled = (const PwNameDominoesModel *) f->model;
  g_assert_cmpuint (filled->width, ==, 7);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (filled), ==, 3);
  g_assert_cmpuint (count_errors (filled), ==, 0);
  d = json_node_get_object (f->details);
  g_assert_cmpint (json_object_get_int_member (d, "placed"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (d, "bound"), ==, 3);
  /* One thread, in the singular (issue 10: "on 1 threads"). */
  g_test_message ("%s", f->summary);
  g_assert_nonnull (strstr (f->summary, " on 1 thread"));
  g_assert_null (strstr (f->summary, "1 threads"));

  pw_params_set (params, "seconds", "soon");
  g_autoptr (PwResult) no = fill_op->run (&m->parent, params, NULL, NULL, &error);
  g_assert_null (no);
  g_assert_nonnull (strstr (error->message, "seconds"));
  g_clear_error (&error);
  pw_params_set (params, "seconds", "1");
  pw_params_set (params, "colour", "red");
  g_autoptr (PwResult) no2 = fill_op->run (&m->parent, params, NULL, NULL, &error);
  g_assert_null (no2);
  g_assert_nonnull (error);
  g_clear_error (&error);

  const PwOperation *stats = pw_kind_find_operation (kind, "stats");
  g_autoptr (PwResult) s = stats->run (&m->parent, none, NULL, NULL, &error);
  g_assert_no_error (error);
  d = json_node_get_object (s->details);
  g_assert_cmpint (json_object_get_int_member (d, "bound"), ==, 3);
  JsonArray *un = json_object_get_array_member (d, "unplaceable");
  g_assert_cmpuint (json_array_get_length (un), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (un, 0), "tile"),
                   ==, 3);
  g_assert_nonnull (strstr (s->summary, "VAN / MORRISON"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/name-dominoes/fill/chain", test_fill_chain);
  g_test_add_func ("/name-dominoes/fill/tiny-board", test_fill_tiny_board);
  g_test_add_func ("/name-dominoes/fill/keeps-pins", test_fill_keeps_pins);
  g_test_add_func ("/name-dominoes/fill/xkcd", test_fill_xkcd);
  g_test_add_func ("/name-dominoes/fill/cancel", test_fill_cancel);
  g_test_add_func ("/name-dominoes/fill/operations", test_operations);
  return g_test_run ();
}
