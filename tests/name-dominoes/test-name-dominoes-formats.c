/* The document's "puzzle" object, layout JSON and text: round trips and
 * bad input rejected with its JSON path or line. */
#include "name-dominoes-test-util.h"

#include "name-dominoes-formats.h"
#include "pw-error.h"
#include "pw-kind.h"

static PwNameDominoesModel *
sample_board (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (7, 5);
  add_synonyms (m, "COOK=COOKE");
  add_synonyms (m, "JACK=JOHN");
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "COOKE|JAMES", 1, 1, PW_NAME_DOMINOES_DOWN);
  guint flw = add_tile (m, "FRANK|LLOYD|WRIGHT", 6, 4, PW_NAME_DOMINOES_UP);
  ((PwNameDominoesTile *) m->tiles->pdata[flw])->pinned = TRUE;
  add_tile (m, "PRINCE", 4, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "|COLUMBO", 3, 4, PW_NAME_DOMINOES_LEFT);
  add_tile (m, "HAROLD|LLOYD", -1, 0, 0);
  add_tile (m, "Grace Lee|BOGGS", -1, 0, 0);
  return m;
}

static void
test_document_round_trip (void)
{
  g_autoptr (PwNameDominoesModel) m = sample_board ();
  m->partial_match = FALSE;
  g_autoptr (JsonNode) saved = pw_name_dominoes_save (m);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwNameDominoesModel) back = pw_name_dominoes_load (saved, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (&m->parent, &back->parent));
  g_assert_false (back->partial_match);
  PwNameDominoesTile *t = back->tiles->pdata[2];
  g_assert_true (t->placed && t->pinned);
  g_assert_cmpint (t->direction, ==, PW_NAME_DOMINOES_UP);
  g_assert_cmpstr (((PwNameDominoesTile *) back->tiles->pdata[4])->names[0], ==, "");
  g_assert_false (((PwNameDominoesTile *) back->tiles->pdata[5])->placed);
}

typedef struct
{
  const char *json;
  const char *where; /* must appear in the message */
} BadCase;

static const char *const base =
  "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"TIM\", \"COOK\"]}]}";

static const BadCase bad_documents[] = {
  { "[]", "$.puzzle: expected an object" },
  { "{\"height\": 4, \"tiles\": []}", "$.puzzle: the member “width” is missing" },
  { "{\"width\": 0, \"height\": 4, \"tiles\": []}", "$.puzzle.width" },
  { "{\"width\": 100000, \"height\": 4, \"tiles\": []}", "$.puzzle.width" },
  { "{\"width\": 6, \"height\": \"4\", \"tiles\": []}", "$.puzzle.height" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": {}}", "$.puzzle.tiles: expected an array" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [], \"colour\": 1}", "unknown member “colour”" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\", \"C\", \"D\"]}]}",
    "$.puzzle.tiles[0].names" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": []}]}", "$.puzzle.tiles[0].names" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", 7]}]}",
    "$.puzzle.tiles[0].names[1]" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"\", \"  \"]}]}",
    "$.puzzle.tiles[0].names: a tile needs at least one name" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"name\": [\"A\"]}]}",
    "$.puzzle.tiles[0]: unknown member “name”" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"at\": [6, 0]}]}",
    "$.puzzle.tiles[0].at[0]" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"at\": [0, -1]}]}",
    "$.puzzle.tiles[0].at[1]" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"at\": [5, 0]}]}",
    "$.puzzle.tiles[0].at: a tile of 2 squares going right from (5, 0) leaves the 6×4 board" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"at\": [0]}]}",
    "$.puzzle.tiles[0].at" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"at\": [0, 0], "
    "\"direction\": \"sideways\"}]}",
    "$.puzzle.tiles[0].direction" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"pinned\": true}]}",
    "$.puzzle.tiles[0]: “pinned” needs “at”" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"at\": [1, 1]}, "
    "{\"names\": [\"B\", \"C\"], \"at\": [2, 0], \"direction\": \"down\"}]}",
    "$.puzzle.tiles[1].at: square (2, 1) is already covered by tile 1 ($.puzzle.tiles[0])" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [], \"synonyms\": [\"AMY=AIMEE\"]}",
    "$.puzzle.synonyms[0]" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [], \"synonyms\": [[\"AMY\", null]]}",
    "$.puzzle.synonyms[0][1]" },
  { "{\"width\": 6, \"height\": 4, \"tiles\": [], \"partial-match\": \"yes\"}",
    "$.puzzle.partial-match" },
};

static void
test_bad_documents (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_documents); i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_assert_true (json_parser_load_from_data (parser, bad_documents[i].json, -1, NULL));
      g_autoptr (GError) error = NULL;
      g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_load (json_parser_get_root (parser), "$.puzzle",
                                                  &error);
      g_test_message ("%s -> %s", bad_documents[i].json, error ? error->message : "(loaded)");
      g_assert_null (m);
      g_assert_error (error, PW_ERROR, error->code);
      g_assert_nonnull (strstr (error->message, bad_documents[i].where));
    }
  /* The base case itself loads. */
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, base, -1, NULL));
  g_autoptr (PwNameDominoesModel) ok = pw_name_dominoes_load (json_parser_get_root (parser), "$.puzzle", NULL);
  g_assert_nonnull (ok);
}

/* More tiles than the limit are refused before any is read. */
static void
test_too_many_tiles (void)
{
  GString *s = g_string_new ("{\"width\": 6, \"height\": 4, \"tiles\": [");
  for (guint i = 0; i <= PW_NAME_DOMINOES_MAX_TILES; i++)
    g_string_append_printf (s, "%s{\"names\": [\"A\"]}", i ? "," : "");
  g_string_append (s, "]}");
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, s->str, -1, NULL));
  g_string_free (s, TRUE);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_load (json_parser_get_root (parser), "$.puzzle", &error);
  g_assert_null (m);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "$.puzzle.tiles"));

  /* A paste past the most tiles says how many it brought. */
  g_autoptr (PwNameDominoesModel) full = pw_name_dominoes_model_new (6, 4);
  GString *many = g_string_new (NULL);
  for (guint i = 0; i < PW_NAME_DOMINOES_MAX_TILES; i++)
    g_string_append (many, "A, ");
  g_assert_cmpuint (pw_name_dominoes_model_add_pasted (full, many->str, NULL), ==,
                    PW_NAME_DOMINOES_MAX_TILES);
  g_string_free (many, TRUE);
  g_clear_error (&error);
  g_assert_cmpuint (pw_name_dominoes_model_add_pasted (full, "B", &error), ==, 0);
  g_autofree char *one = g_strdup_printf ("1 more tile would make more than %d",
                                          PW_NAME_DOMINOES_MAX_TILES);
  g_assert_cmpstr (error->message, ==, one);
  g_clear_error (&error);
  g_assert_cmpuint (pw_name_dominoes_model_add_pasted (full, "B, C", &error), ==, 0);
  g_autofree char *two = g_strdup_printf ("2 more tiles would make more than %d",
                                          PW_NAME_DOMINOES_MAX_TILES);
  g_assert_cmpstr (error->message, ==, two);
}

static void
test_layout_round_trip (void)
{
  g_autoptr (PwNameDominoesModel) m = sample_board ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = pw_name_dominoes_layout_export (m, &error);
  g_assert_no_error (error);
  g_autoptr (PwNameDominoesModel) back = pw_name_dominoes_layout_import (text, strlen (text), &error);
  g_assert_no_error (error);
  g_autofree char *again = pw_name_dominoes_layout_export (back, &error);
  g_assert_cmpstr (text, ==, again);
  /* Same board, same tiles (placed ones first), same verdict. */
  g_assert_cmpuint (back->tiles->len, ==, m->tiles->len);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (back), ==, 5);
  g_assert_cmpuint (count_errors (back), ==, count_errors (m));
  PwNameDominoesTile *flw = back->tiles->pdata[2];
  g_assert_cmpstr (flw->names[2], ==, "WRIGHT");
  g_assert_cmpint (flw->x, ==, 6);
  g_assert_cmpint (flw->y, ==, 4);
  g_assert_cmpint (flw->direction, ==, PW_NAME_DOMINOES_UP);
  g_assert_true (flw->pinned);
}

/* The interchange format as the issue writes it: cells[k] is the square of
 * names[k], so the direction follows from the cells. */
static void
test_layout_import_issue_example (void)
{
  const char *text =
    "{\"width\": 5, \"height\": 4, \"tiles\": ["
    " {\"names\": [\"FRANK LLOYD\", \"WRIGHT\"], \"cells\": [[1, 1], [2, 1]]},"
    " {\"names\": [\"ROBIN\", \"WRIGHT\"], \"cells\": [[2, 3], [2, 2]]},"
    " {\"names\": [\"HAROLD\", \"LLOYD\"], \"cells\": [[1, 3], [1, 2]]},"
    " {\"names\": [\"PRINCE\"], \"cells\": [[4, 0]]}]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_layout_import (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (m->width, ==, 5);
  g_assert_cmpuint (m->height, ==, 4);
  PwNameDominoesTile *robin = m->tiles->pdata[1];
  g_assert_cmpint (robin->x, ==, 2);
  g_assert_cmpint (robin->y, ==, 3);
  g_assert_cmpint (robin->direction, ==, PW_NAME_DOMINOES_UP);
  /* LLOYD (1,2) matches FRANK LLOYD above it (partial matching is on by
   * default) but touches WRIGHT (2,2); HAROLD (1,3) touches ROBIN (2,3);
   * PRINCE stands apart: three errors. */
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_nonnull (find_error (problems, "HAROLD"));
  g_assert_nonnull (find_error (problems, "touches no other tile"));
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 3);
}

static const BadCase bad_layouts[] = {
  { "{\"width\": 5, \"height\": 4", "not JSON" },
  { "{\"width\": 5, \"height\": 4}", "$: the member “tiles” is missing" },
  { "{\"width\": 5, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"]}]}",
    "$.tiles[0]: the member “cells” is missing" },
  { "{\"width\": 5, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], \"cells\": [[0, 0]]}]}",
    "$.tiles[0].cells: expected from 2 to 2 elements" },
  { "{\"width\": 5, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], "
    "\"cells\": [[0, 0], [1, 1]]}]}",
    "$.tiles[0].cells: the squares of a tile must follow each other in a straight line" },
  { "{\"width\": 5, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\", \"C\"], "
    "\"cells\": [[0, 0], [1, 0], [1, 1]]}]}",
    "$.tiles[0].cells: the squares" },
  { "{\"width\": 5, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], "
    "\"cells\": [[0, 0], [0, 4]]}]}",
    "$.tiles[0].cells[1][1]" },
  { "{\"width\": 5, \"height\": 4, \"tiles\": [{\"names\": [\"A\", \"B\"], "
    "\"cells\": [[0, 0], [1, 0]]}, {\"names\": [\"B\"], \"cells\": [[1, 0]]}]}",
    "$.tiles[1].cells: Tile 2 cannot go on square (1, 0): tile 1 is there" },
  { "{\"width\": 5, \"height\": 4, \"tiles\": [], \"unplaced\": [{\"names\": [\"A\"], "
    "\"cells\": []}]}",
    "$.unplaced[0]: unknown member “cells”" },
};

static void
test_bad_layouts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_layouts); i++)
    {
      g_autoptr (GError) error = NULL;
      const char *text = bad_layouts[i].json;
      g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_layout_import (text, strlen (text), &error);
      g_test_message ("%s -> %s", text, error ? error->message : "(loaded)");
      g_assert_null (m);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, bad_layouts[i].where));
    }
}

static void
test_text_round_trip (void)
{
  g_autoptr (PwNameDominoesModel) m = sample_board ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = pw_name_dominoes_text_export (m, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "tile FRANK | LLOYD | WRIGHT @ 6,4 up pinned\n"));
  g_assert_nonnull (strstr (text, "tile  | COLUMBO @ 3,4 left\n"));
  g_autoptr (PwNameDominoesModel) back = pw_name_dominoes_text_import (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (&m->parent, &back->parent));
}

static void
test_text_paste (void)
{
  const char *text = "# pasted\nTim Cook, Neve Campbell, Prince\n"
                     "Frank | Lloyd | Wright,  Grace Lee Boggs\nsynonyms AMY=AIMEE, TIM=TIMOTHY\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_text_import (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (m->tiles->len, ==, 5);
  PwNameDominoesTile *t0 = m->tiles->pdata[0], *t2 = m->tiles->pdata[2], *t3 = m->tiles->pdata[3],
              *t4 = m->tiles->pdata[4];
  g_assert_cmpuint (t0->n_names, ==, 2);
  g_assert_cmpstr (t0->names[0], ==, "Tim");
  g_assert_cmpstr (t0->names[1], ==, "Cook");
  g_assert_cmpuint (t2->n_names, ==, 1);
  g_assert_cmpstr (t2->names[0], ==, "Prince");
  g_assert_cmpuint (t3->n_names, ==, 3);
  g_assert_cmpstr (t3->names[1], ==, "Lloyd");
  g_assert_cmpstr (t4->names[0], ==, "Grace Lee");
  g_assert_cmpstr (t4->names[1], ==, "Boggs");
  g_assert_cmpuint (m->synonyms->len, ==, 2);
  g_assert_cmpstr (((char **) m->synonyms->pdata[1])[1], ==, "TIMOTHY");
}

static const BadCase bad_texts[] = {
  { "board 0x5\n", "line 1: expected “board WIDTHxHEIGHT”" },
  { "Tim Cook\nboard 12\n", "line 2" },
  { "tile A | B | C | D\n", "line 1: a tile has 1 to 3 squares" },
  { "tile  | \n", "line 1: a tile has 1 to 3 squares" },
  { "board 4x4\ntile A | B @ 3,0 right\n", "line 2: Tile 1 placed at (3, 0) going right would "
                                          "leave the 4×4 board" },
  { "tile A | B @ 1,x\n", "line 1: expected “@ X,Y DIRECTION [pinned]”" },
  { "tile A | B @ 1,1 right stuck\n", "line 1: expected “@ X,Y" },
  { "partial-match maybe\n", "line 1: expected “partial-match yes”" },
  { "tile A @ 0,0\ntile B @ 0,0\n", "line 2: Tile 2 cannot go on square (0, 0): tile 1 is there" },
};

static void
test_bad_texts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_texts); i++)
    {
      g_autoptr (GError) error = NULL;
      const char *text = bad_texts[i].json;
      g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_text_import (text, strlen (text), &error);
      g_test_message ("%s -> %s", text, error ? error->message : "(loaded)");
      g_assert_null (m);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, bad_texts[i].where));
    }
  /* Not UTF-8, or a NUL inside. */
  g_autoptr (GError) error = NULL;
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_text_import ("A|B\nTim\xff Cook", 13,
                                                                    &error);
  g_assert_null (m);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "Line 2, column 4: "));
  g_clear_error (&error);
  g_autoptr (PwNameDominoesModel) m2 = pw_name_dominoes_text_import ("Tim\0Cook", 8, &error);
  g_assert_null (m2);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "Line 1, column 4: the text contains a NUL"));
}

/* The kind table's formats reach the same code. */
static void
test_kind_formats (void)
{
  const PwKind *kind = pw_name_dominoes_kind ();
  const PwFormat *layout = pw_kind_find_format (kind, "layout-json");
  const PwFormat *text = pw_kind_find_format (kind, "text");
  g_assert_nonnull (layout);
  g_assert_nonnull (text);
  g_autoptr (PwNameDominoesModel) m = sample_board ();
  g_autofree char *out = text->export (&m->parent, NULL);
  g_autoptr (PwModel) back = text->import (out, strlen (out), NULL);
  g_assert_true (pw_model_equal (&m->parent, back));
  g_autoptr (PwModel) def = kind->create_default ();
  g_autofree char *desc = kind->describe (def);
  g_assert_nonnull (strstr (desc, "16×24"));
  /* Counts of one are singular. */
  g_autoptr (PwNameDominoesModel) one = pw_name_dominoes_model_new (7, 5);
  add_synonyms (one, "COOK=COOKE");
  add_tile (one, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  g_autofree char *one_desc = kind->describe (&one->parent);
  g_assert_cmpstr (one_desc, ==, "7×5 board, 1 tile (1 placed), 1 synonym set");
  g_autofree char *two_desc = kind->describe (&m->parent);
  g_assert_cmpstr (two_desc, ==, "7×5 board, 7 tiles (5 placed), 2 synonym sets");

  /* Check Layout's verdict on one tile, placed or not. */
  const PwOperation *verify = pw_kind_find_operation (kind, "verify");
  g_autoptr (PwResult) placed = verify->run (&one->parent, NULL, NULL, NULL, NULL);
  g_assert_cmpstr (placed->summary, ==, "Legal layout: 1 of 1 tile placed, all in one group");
  g_autoptr (PwNameDominoesModel) loose = pw_name_dominoes_model_new (7, 5);
  add_tile (loose, "TIM|COOK", -1, 0, 0);
  g_autoptr (PwResult) unplaced = verify->run (&loose->parent, NULL, NULL, NULL, NULL);
  g_assert_cmpstr (unplaced->summary, ==, "Legal layout: 1 tile, not on the board yet");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/name-dominoes/formats/document-round-trip", test_document_round_trip);
  g_test_add_func ("/name-dominoes/formats/bad-documents", test_bad_documents);
  g_test_add_func ("/name-dominoes/formats/too-many-tiles", test_too_many_tiles);
  g_test_add_func ("/name-dominoes/formats/layout-round-trip", test_layout_round_trip);
  g_test_add_func ("/name-dominoes/formats/layout-issue-example",
                   test_layout_import_issue_example);
  g_test_add_func ("/name-dominoes/formats/bad-layouts", test_bad_layouts);
  g_test_add_func ("/name-dominoes/formats/text-round-trip", test_text_round_trip);
  g_test_add_func ("/name-dominoes/formats/text-paste", test_text_paste);
  g_test_add_func ("/name-dominoes/formats/bad-texts", test_bad_texts);
  g_test_add_func ("/name-dominoes/formats/kind-formats", test_kind_formats);
  return g_test_run ();
}
