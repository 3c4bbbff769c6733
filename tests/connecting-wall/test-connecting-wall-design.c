/* Building a wall by hand, as the kind sees it: a blank wall is one hint,
 * not an error a card; a row's connection is its category (typed,
 * retyped, cleared); the play settings (time limit and lives) are saved
 * with the wall, with the show's defaults, and checked on load. */
#include <string.h>

#include "connecting-wall-json.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-text.h"
#include "connecting-wall-verify.h"
#include "pw-kinds.h"

static PwConnectingWallModel *
blank_wall (void)
{
  return (PwConnectingWallModel *) pw_connecting_wall_kind ()->create_default ();
}

static PwConnectingWallCard *
card (PwConnectingWallModel *m, guint g, guint k)
{
  return ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->pdata[k];
}

static void
set_text (PwConnectingWallModel *m, guint g, guint k, const char *text)
{
  g_free (card (m, g, k)->text);
  card (m, g, k)->text = g_strdup (text);
}

/* A new wall gives one hint; a wall being typed names what is missing,
 * a blank row once. */
static void
test_blank_wall (void)
{
  g_autoptr (PwModel) model = &blank_wall ()->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_autoptr (GPtrArray) problems = pw_connecting_wall_validate (m);
  g_assert_cmpuint (problems->len, ==, 1);
  PwProblem *p = problems->pdata[0];
  g_assert_cmpint (p->severity, ==, PW_SEVERITY_ERROR);
  g_assert_nonnull (strstr (p->message, "blank"));

  set_text (m, 0, 0, "Nil");
  set_text (m, 0, 1, "Love");
  g_autoptr (GPtrArray) typing = pw_connecting_wall_validate (m);
  guint empty_cards = 0, blank_rows = 0;
  for (guint i = 0; i < typing->len; i++)
    {
      const char *message = ((PwProblem *) typing->pdata[i])->message;
      empty_cards += strstr (message, "is empty") != NULL;
      blank_rows += strstr (message, "has no cards yet") != NULL;
      /* A row still being typed is not also "sharing no category". */
      g_assert_null (strstr (message, "share no category"));
    }
  g_assert_cmpuint (empty_cards, ==, 2);
  g_assert_cmpuint (blank_rows, ==, 3);
}

/* Typing a row's connection ticks it on the row's cards; typing it again
 * renames it everywhere (a herring card of another row too); clearing
 * it takes it away when it was only the row's. */
static void
test_connection_is_category (void)
{
  g_autoptr (PwModel) model = &blank_wall ()->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  pw_connecting_wall_set_connection (m, 1, "Poker");
  g_assert_cmpstr (((PwConnectingWallGroup *) m->groups->pdata[1])->connection, ==, "Poker");
  for (guint k = 0; k < 4; k++)
    {
      g_assert_true (pw_connecting_wall_card_has_category (card (m, 1, k), "Poker"));
      g_assert_cmpuint (card (m, 0, k)->categories->len, ==, 0);
    }
  PwConnectingWallCategory *c = pw_connecting_wall_category_find (m, "Poker");
  g_assert_nonnull (c);
  g_assert_false (c->herring);

  /* A herring card in row 1 claims it too; then the connection grows
   * (as typing does, a pause after a space included). */
  pw_connecting_wall_card_add_category (card (m, 0, 2), "Poker");
  pw_connecting_wall_set_connection (m, 1, "Poker ");
  pw_connecting_wall_set_connection (m, 1, "Poker terms");
  g_assert_null (pw_connecting_wall_category_find (m, "Poker"));
  g_assert_nonnull (pw_connecting_wall_category_find (m, "Poker terms"));
  g_assert_cmpuint (m->categories->len, ==, 1);
  g_assert_true (pw_connecting_wall_card_has_category (card (m, 0, 2), "Poker terms"));
  g_assert_cmpuint (pw_connecting_wall_category_count (m, "Poker terms"), ==, 5);

  /* Cleared: the category stays while another row's card claims it. */
  pw_connecting_wall_set_connection (m, 1, "");
  g_assert_nonnull (pw_connecting_wall_category_find (m, "Poker terms"));
  /* Only the row's: it goes with the connection. */
  pw_connecting_wall_set_connection (m, 2, "Birds");
  pw_connecting_wall_set_connection (m, 2, "");
  g_assert_null (pw_connecting_wall_category_find (m, "Birds"));
  for (guint k = 0; k < 4; k++)
    g_assert_cmpuint (card (m, 2, k)->categories->len, ==, 0);
}

/* An imported row without a "#" line has the category "Group 2"; its
 * connection typed later names that category rather than add a twin. */
static void
test_connection_adopts_row_category (void)
{
  static const char text[] = "Nil Love Duck Zilch\nDeuce Bullet Crab Cowboy\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_connecting_wall_text_import (text, strlen (text), &error);
  g_assert_no_error (error);
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_assert_nonnull (pw_connecting_wall_category_find (m, "Group 2"));
  pw_connecting_wall_set_connection (m, 1, "Poker terms");
  g_assert_null (pw_connecting_wall_category_find (m, "Group 2"));
  g_assert_cmpuint (m->categories->len, ==, 2);
  g_assert_true (pw_connecting_wall_card_has_category (card (m, 1, 3), "Poker terms"));
  g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, 0, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (count->intended);
  g_assert_cmpuint (count->solutions, ==, 1);

  /* A CJK wall's categories are its components: the connection is only
   * its label. */
  g_autoptr (PwModel) cjk = &blank_wall ()->parent;
  ((PwConnectingWallModel *) cjk)->cjk = TRUE;
  pw_connecting_wall_set_connection ((PwConnectingWallModel *) cjk, 0, "疒");
  g_assert_cmpuint (((PwConnectingWallModel *) cjk)->categories->len, ==, 0);
}

static PwModel *
load (const char *json, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return pw_connecting_wall_load (json_parser_get_root (parser), "$.puzzle", error);
}

/* The timer and the lives: the show's 150 s and 3 by default, saved,
 * loaded, and refused out of range with their place named. */
static void
test_play_settings (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) old = load ("{\"group-size\": 2, \"groups\": [{\"cards\": []}]}", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((PwConnectingWallModel *) old)->time_limit, ==, 150);
  g_assert_cmpuint (((PwConnectingWallModel *) old)->lives, ==, 3);

  PwConnectingWallModel *m = blank_wall ();
  g_autoptr (PwModel) model = &m->parent;
  m->time_limit = 90;
  m->lives = 0;
  g_autoptr (JsonNode) node = pw_connecting_wall_save (model);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "time-limit"), ==, 90);
  g_autoptr (PwModel) back = pw_connecting_wall_load (node, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((PwConnectingWallModel *) back)->time_limit, ==, 90);
  g_assert_cmpuint (((PwConnectingWallModel *) back)->lives, ==, 0);
  g_autoptr (PwModel) copy = pw_model_copy (model);
  g_assert_true (pw_model_equal (model, copy));

  static const char *const bad[][2] = {
    { "{\"group-size\": 2, \"time-limit\": -1, \"groups\": [{\"cards\": []}]}", "$.puzzle.time-limit" },
    { "{\"group-size\": 2, \"time-limit\": 3601, \"groups\": [{\"cards\": []}]}", "$.puzzle.time-limit" },
    { "{\"group-size\": 2, \"time-limit\": \"2:30\", \"groups\": [{\"cards\": []}]}", "$.puzzle.time-limit" },
    { "{\"group-size\": 2, \"lives\": 10, \"groups\": [{\"cards\": []}]}", "$.puzzle.lives" },
    { "{\"group-size\": 2, \"lives\": 1.5, \"groups\": [{\"cards\": []}]}", "$.puzzle.lives" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) e = NULL;
      g_autoptr (PwModel) none = load (bad[i][0], &e);
      g_assert_null (none);
      g_assert_nonnull (e);
      if (strstr (e->message, bad[i][1]) == NULL)
        g_error ("“%s” does not name “%s”", e->message, bad[i][1]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/wall-design/blank-wall", test_blank_wall);
  g_test_add_func ("/wall-design/connection-is-category", test_connection_is_category);
  g_test_add_func ("/wall-design/connection-adopts-row-category", test_connection_adopts_row_category);
  g_test_add_func ("/wall-design/play-settings", test_play_settings);
  return g_test_run ();
}
