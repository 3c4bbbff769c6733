/* connecting-wall-page.c — the wall on the class screen (pw-html.h).
 *
 * The page shows the cards in the sheet's shuffle, so the projected wall
 * is the printed one; the groups and their connections are its answer.
 * A group is judged against the rows, so the wall must verify: one
 * grouping, the rows as laid out (what the editor calls unique).
 *
 * The clock and the lives are those of the editor's play preview (the
 * show's two and a half minutes, three lives once two groups are found);
 * when the designer can set them in the wall, they are read here. */
#include "connecting-wall-render.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-verify.h"
#include "pw-error.h"
#include "pw-html.h"

#define TIME_LIMIT_S 150
#define LIVES 3
#define LIVES_AFTER 2 /* groups found before lives count */

static const PwHtmlString wall_strings[] = {
  { "lives", NP_("%d life", "%d lives") },
  { "show-answer", N_("Show Answer") },
  { "wall", N_("The wall: pick the cards of one group") },
  { "connections", N_("Connections") },
  { "right", N_("Right: %s") },
  { "wrong", N_("Not a group") },
  { "time-up", N_("Time is up") },
  { "no-lives", N_("No lives left") },
  { "missed", N_("Not found: %s") },
  { "selected", N_("%d of %d picked") },
};

static char *
colour (double r, double g, double b)
{
  return g_strdup_printf ("#%02x%02x%02x", (int) (r * 255 + 0.5), (int) (g * 255 + 0.5),
                          (int) (b * 255 + 0.5));
}

/* The wall must have one answer, its rows: the page judges picks
 * against them. */
static gboolean
check_unique (const PwConnectingWallModel *m, GCancellable *cancellable, GError **error)
{
  g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, 2, 0, cancellable,
                                                                      error);
  if (count == NULL)
    return FALSE;
  if (count->complete && count->solutions == 1 && count->intended)
    return TRUE;
  g_autoptr (PwResult) verdict = pw_connecting_wall_verify_result (m, count);
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("The page judges each pick against the rows, so the wall must have one "
                 "grouping, its rows. Verify says: %s"),
               verdict->summary);
  return FALSE;
}

static gboolean
wall_build (PwHtmlPage *page, const PwModel *model, PwProgress *progress,
            GCancellable *cancellable, GError **error)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  pw_progress_set_text (progress, _("Verifying the wall"));
  if (!check_unique (m, cancellable, error))
    return FALSE;
  guint n = pw_connecting_wall_n_cards (m);
  g_autoptr (GArray) order = pw_connecting_wall_render_shuffle (m);
  /* shown[card] = its place on the page, so the answer names places. */
  g_autofree guint *shown = g_new0 (guint, n);
  for (guint i = 0; i < n; i++)
    shown[g_array_index (order, guint, i)] = i;

  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "k");
  json_builder_add_int_value (b, m->group_size);
  json_builder_set_member_name (b, "g");
  json_builder_add_int_value (b, m->groups->len);
  json_builder_set_member_name (b, "cjk");
  json_builder_add_boolean_value (b, m->cjk);
  json_builder_set_member_name (b, "time");
  json_builder_add_int_value (b, TIME_LIMIT_S);
  json_builder_set_member_name (b, "lives");
  json_builder_add_int_value (b, LIVES);
  json_builder_set_member_name (b, "lives-after");
  json_builder_add_int_value (b, LIVES_AFTER);
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (
      b, pw_connecting_wall_card_at (m, g_array_index (order, guint, i), NULL, NULL)->text);
  json_builder_end_array (b);
  /* The colour of each row as it is found, as in the editor's preview. */
  json_builder_set_member_name (b, "colours");
  json_builder_begin_array (b);
  for (guint g = 0; g < m->groups->len; g++)
    {
      double r, gr, bl;
      pw_connecting_wall_render_group_rgb (g, &r, &gr, &bl);
      g_autofree char *c = colour (r, gr, bl);
      json_builder_add_string_value (b, c);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  pw_html_page_set_puzzle (page, json_builder_get_root (b));

  g_autoptr (JsonBuilder) a = json_builder_new ();
  json_builder_begin_object (a);
  json_builder_set_member_name (a, "groups");
  json_builder_begin_array (a);
  for (guint i = 0, g = 0; g < m->groups->len; g++)
    {
      const PwConnectingWallGroup *group = m->groups->pdata[g];
      json_builder_begin_array (a);
      for (guint c = 0; c < group->cards->len; c++, i++)
        json_builder_add_int_value (a, shown[i]);
      json_builder_end_array (a);
    }
  json_builder_end_array (a);
  json_builder_set_member_name (a, "connections");
  json_builder_begin_array (a);
  for (guint g = 0; g < m->groups->len; g++)
    {
      const PwConnectingWallGroup *group = m->groups->pdata[g];
      json_builder_add_string_value (a, group->connection ? group->connection : "");
    }
  json_builder_end_array (a);
  json_builder_end_object (a);
  pw_html_page_set_answer (page, json_builder_get_root (a));
  return TRUE;
}

const PwKindPage pw_connecting_wall_page = {
  .script = "/io/github/puzzlewright/Puzzlewright/page/connecting-wall/connecting-wall-page.js",
  .style = "/io/github/puzzlewright/Puzzlewright/page/connecting-wall/connecting-wall-page.css",
  .holds_answer = TRUE,
  .strings = wall_strings,
  .n_strings = G_N_ELEMENTS (wall_strings),
  .build = wall_build,
};
