/* name-dominoes-kind.c — the name-dominoes kind table and its operations. */
#include "name-dominoes-model.h"

#include <glib/gi18n-lib.h>

#include "name-dominoes-fill.h"
#include "name-dominoes-formats.h"
#include "name-dominoes-json.h"
#include "name-dominoes-rules.h"
#include "pw-error.h"

static PwModel *
names_create_default (void)
{
  return &pw_name_dominoes_model_new (16, 24)->parent;
}

static PwModel *
names_copy (const PwModel *model)
{
  return &pw_name_dominoes_model_copy ((const PwNameDominoesModel *) model)->parent;
}

static void
names_free (PwModel *model)
{
  pw_name_dominoes_model_free ((PwNameDominoesModel *) model);
}

static JsonNode *
names_save (const PwModel *model)
{
  return pw_name_dominoes_save ((const PwNameDominoesModel *) model);
}

static PwModel *
names_load (JsonNode *node, const char *path, GError **error)
{
  PwNameDominoesModel *m = pw_name_dominoes_load (node, path, error);
  return m ? &m->parent : NULL;
}

static GPtrArray *
names_validate (const PwModel *model)
{
  return pw_name_dominoes_validate ((const PwNameDominoesModel *) model);
}

static char *
names_describe (const PwModel *model)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  g_autofree char *tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles",
                                                         m->tiles->len),
                                            m->tiles->len);
  g_autofree char *sets = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u synonym set", "%u synonym sets", m->synonyms->len),
    m->synonyms->len);
  /* Translators: the tiles ("12 tiles") and the synonym sets ("1 synonym
   * set") are the two %s. */
  return g_strdup_printf (_("%u×%u board, %s (%u placed), %s"), m->width, m->height, tiles,
                          pw_name_dominoes_model_count_placed (m), sets);
}

static void
add_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static PwResult *
names_verify (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
              GCancellable *cancellable, GError **error)
{
  static const char *const none[] = { NULL };
  if (!pw_params_check_keys (params, none, error))
    return NULL;
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) snapshot;
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_autoptr (PwNameDominoesStats) stats = pw_name_dominoes_stats_new (m);
  guint errors = pw_problem_list_count_errors (problems);

  PwResult *r = pw_result_new ();
  r->ok = errors == 0;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "legal");
  json_builder_add_boolean_value (b, r->ok);
  json_builder_set_member_name (b, "problems");
  json_builder_add_value (b, pw_problem_list_to_json (problems));
  add_int (b, "placed", stats->placed);
  add_int (b, "tiles", stats->tiles);
  add_int (b, "groups", stats->groups);
  add_int (b, "largest-group", stats->largest_group);
  add_int (b, "errors", errors);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);

  if (r->ok && stats->placed == 0)
    r->summary = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "Legal layout: %u tile, not on the board yet",
                   "Legal layout: none of the %u tiles is on the board yet", stats->tiles),
      stats->tiles);
  else if (r->ok)
    r->summary = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "Legal layout: %u of %u tile placed, all in one group",
                   "Legal layout: %u of %u tiles placed, all in one group", stats->tiles),
      stats->placed, stats->tiles);
  else
    {
      const PwProblem *first = NULL;
      for (guint i = 0; i < problems->len && first == NULL; i++)
        if (((PwProblem *) problems->pdata[i])->severity == PW_SEVERITY_ERROR)
          first = problems->pdata[i];
      /* The message names the tile, its names and where it lies in words;
       * the JSON path stays in the details (verify --json). */
      r->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "Not a legal layout: %u problem. %s",
                                                 "Not a legal layout: %u problems; the first: %s",
                                                 errors),
                                    errors, first->message);
    }
  return r;
}

static gboolean
param_seconds (const PwParams *params, double *out, GError **error)
{
  const char *text = pw_params_get (params, "seconds");
  *out = 10.0;
  if (text == NULL)
    return TRUE;
  char *end = NULL;
  double v = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !(v > 0 && v <= 86400))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("Parameter “seconds”: “%s” is not a number of seconds from 0 to 86400"),
                   text);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

static PwResult *
names_fill (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
            GCancellable *cancellable, GError **error)
{
  /* Run directly (tests, benchmarks), it checks its parameters itself. */
  static const char *const known[] = { "width", "height", "seconds", "threads", "seed",
                                       "rounds", NULL };
  if (!pw_params_check_keys (params, known, error))
    return NULL;
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) snapshot;
  gint64 width, height, threads, seed, rounds;
  PwNameDominoesFillOptions opts = { 0 };
  if (!pw_params_get_int (params, "width", 1, PW_NAME_DOMINOES_MAX_SIDE, m->width, &width, error)
      || !pw_params_get_int (params, "height", 1, PW_NAME_DOMINOES_MAX_SIDE, m->height, &height, error)
      || !pw_params_get_int (params, "threads", 0, 64, 0, &threads, error)
      || !pw_params_get_int (params, "seed", 0, G_MAXINT64, 1, &seed, error)
      || !pw_params_get_int (params, "rounds", 0, G_MAXINT64, 0, &rounds, error)
      || !param_seconds (params, &opts.seconds, error))
    return NULL;
  opts.width = (guint) width;
  opts.height = (guint) height;
  opts.threads = (guint) threads;
  opts.seed = (guint64) seed;
  opts.max_rounds = (guint64) rounds;

  PwNameDominoesFillReport report;
  g_autoptr (PwNameDominoesModel) filled = pw_name_dominoes_fill (m, &opts, progress, cancellable, &report,
                                                   error);
  if (filled == NULL)
    return NULL;
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (filled);
  guint errors = pw_problem_list_count_errors (problems);

  PwResult *r = pw_result_new ();
  r->ok = errors == 0;
  r->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Placed %u of %u tiles (no layout holds more than "
                                             "%u) in %.1f s on %u thread%s",
                                             "Placed %u of %u tiles (no layout holds more than "
                                             "%u) in %.1f s on %u threads%s",
                                             report.threads),
                                report.placed, filled->tiles->len, report.bound,
                                report.seconds, report.threads,
                                report.cancelled ? _("; cancelled, kept the best so far") : "");
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  add_int (b, "placed", report.placed);
  add_int (b, "tiles", filled->tiles->len);
  add_int (b, "bound", report.bound);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, report.seconds);
  add_int (b, "threads", report.threads);
  add_int (b, "rounds", (gint64) report.rounds);
  json_builder_set_member_name (b, "cancelled");
  json_builder_add_boolean_value (b, report.cancelled);
  json_builder_set_member_name (b, "legal");
  json_builder_add_boolean_value (b, r->ok);
  json_builder_set_member_name (b, "problems");
  json_builder_add_value (b, pw_problem_list_to_json (problems));
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  r->model = &((PwNameDominoesModel *) g_steal_pointer (&filled))->parent;
  return r;
}

static PwResult *
names_stats (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
             GCancellable *cancellable, GError **error)
{
  static const char *const none[] = { NULL };
  if (!pw_params_check_keys (params, none, error))
    return NULL;
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) snapshot;
  g_autoptr (PwNameDominoesStats) s = pw_name_dominoes_stats_new (m);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  add_int (b, "tiles", s->tiles);
  add_int (b, "placed", s->placed);
  add_int (b, "groups", s->groups);
  add_int (b, "largest-group", s->largest_group);
  add_int (b, "bound", s->bound);
  json_builder_set_member_name (b, "unplaceable");
  json_builder_begin_array (b);
  GString *why = g_string_new (NULL);
  for (guint i = 0; i < s->unplaceable->len; i++)
    {
      const PwNameDominoesUnplaceable *u = &g_array_index (s->unplaceable, PwNameDominoesUnplaceable, i);
      const PwNameDominoesTile *tile = m->tiles->pdata[u->tile];
      g_autofree char *label = pw_name_dominoes_tile_label (tile);
      json_builder_begin_object (b);
      add_int (b, "tile", u->tile);
      json_builder_set_member_name (b, "path");
      g_autofree char *path = g_strdup_printf ("$.puzzle.tiles[%u]", u->tile);
      json_builder_add_string_value (b, path);
      json_builder_set_member_name (b, "names");
      json_builder_begin_array (b);
      for (guint k = 0; k < tile->n_names; k++)
        json_builder_add_string_value (b, tile->names[k]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, pw_name_dominoes_why_to_string (u->why));
      json_builder_end_object (b);
      if (i < 3)
        g_string_append_printf (why, "%s%s (%s)", i ? "; " : "", label,
                                pw_name_dominoes_why_to_string (u->why));
    }
  if (s->unplaceable->len > 3)
    g_string_append (why, "; …");
  json_builder_end_array (b);
  json_builder_end_object (b);

  PwResult *r = pw_result_new ();
  r->ok = TRUE;
  r->details = json_builder_get_root (b);
  g_autofree char *head = g_strdup_printf (_("%u of %u tiles placed; the largest group holds %u; "
                                             "no layout holds more than %u"),
                                           s->placed, s->tiles, s->largest_group, s->bound);
  if (s->unplaceable->len == 0)
    r->summary = g_strdup_printf (_("%s; every tile can be placed"), head);
  else
    r->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%s; %u tile can never be placed: %s",
                                               "%s; %u tiles can never be placed: %s",
                                               s->unplaceable->len),
                                  head, s->unplaceable->len, why->str);
  g_string_free (why, TRUE);
  return r;
}

static PwModel *
layout_import (const char *text, gsize length, GError **error)
{
  PwNameDominoesModel *m = pw_name_dominoes_layout_import (text, length, error);
  return m ? &m->parent : NULL;
}

static char *
layout_export (const PwModel *model, GError **error)
{
  return pw_name_dominoes_layout_export ((const PwNameDominoesModel *) model, error);
}

static PwModel *
text_import (const char *text, gsize length, GError **error)
{
  PwNameDominoesModel *m = pw_name_dominoes_text_import (text, length, error);
  return m ? &m->parent : NULL;
}

static char *
text_export (const PwModel *model, GError **error)
{
  return pw_name_dominoes_text_export ((const PwNameDominoesModel *) model, error);
}

static const PwParamSpec fill_specs[] = {
  { "width", N_("Board width (default: the document’s)"), NULL, PW_PARAM_INT, 1,
    PW_NAME_DOMINOES_MAX_SIDE, NULL, NULL, NULL, 0, N_("W") },
  { "height", N_("Board height (default: the document’s)"), NULL, PW_PARAM_INT, 1,
    PW_NAME_DOMINOES_MAX_SIDE, NULL, NULL, NULL, 0, N_("H") },
  { "seconds", N_("Time to search (default 10)"), NULL, PW_PARAM_NUMBER, 0, 86400, "10", NULL,
    NULL, 0, N_("S") },
  { "threads", N_("Threads (default: one per core)"), NULL, PW_PARAM_INT, 0, 64, NULL, NULL,
    NULL, 0, N_("N") },
  { "seed", N_("Random seed (default: the document’s)"), NULL, PW_PARAM_INT, 0, G_MAXINT64,
    NULL, NULL, NULL, 0, N_("S") },
  { "rounds", N_("Stop after this many rounds of search (0: when the time is up)"), NULL,
    PW_PARAM_INT, 0, G_MAXINT64, NULL, NULL, NULL, 0, N_("N") },
};

static const PwOperation names_operations[] = {
  { "verify", N_("Check Layout"),
    N_("Check that touching names are equal and the tiles hang together"), names_verify },
  { "fill", N_("Auto-Fill"),
    N_("Place as many tiles as possible around the pinned ones"), names_fill,
    PW_OPERATION_KEEPS_RESULT_ON_CANCEL | PW_OPERATION_CHANGES_MODEL, fill_specs,
    G_N_ELEMENTS (fill_specs), "fill" },
  { "stats", N_("Statistics"),
    N_("Count placed tiles, groups, and tiles that can never be placed"), names_stats },
};

static const PwFormat names_formats[] = {
  { "layout-json", N_("Layout JSON"), layout_import, layout_export },
  { "text", N_("Text"), text_import, text_export },
};

static const PwKind names_kind = {
  .id = PW_NAME_DOMINOES_KIND_ID,
  .name = N_("Name Dominoes"),
  .description = N_("Dominoes of famous names that touch where names match (xkcd 1970)"),
  .icon_name = "puzzlewright-name-dominoes-symbolic",
  .hidden = FALSE,
  .create_default = names_create_default,
  .copy = names_copy,
  .free = names_free,
  .save = names_save,
  .load = names_load,
  .validate = names_validate,
  .describe = names_describe,
  .operations = names_operations,
  .n_operations = G_N_ELEMENTS (names_operations),
  .formats = names_formats,
  .n_formats = G_N_ELEMENTS (names_formats),
};

const PwKind *
pw_name_dominoes_kind (void)
{
  return &names_kind;
}
