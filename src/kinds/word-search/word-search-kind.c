/* word-search-kind.c — the word-search kind's table: model values, the
 * Generate parameters and the operations (place and fill, fill, verify,
 * solve, count). */
#include "word-search.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <string.h>

#include "pw-error.h"
#include "pw-rng.h"
#include "pw-text.h"
#include "word-search-build.h"
#include "word-search-check.h"
#include "word-search-ipuz.h"
#include "word-search-theme-op.h"

static PwModel *
ws_create_default (void)
{
  PwWordSearchModel *m = pw_word_search_model_new (12, 12);
  for (const char *const *f = pw_word_search_default_forbidden (m->language); *f; f++)
    g_ptr_array_add (m->forbidden, g_strdup (*f));
  return &m->parent;
}

static PwModel *
ws_copy (const PwModel *model)
{
  const PwWordSearchModel *src = (const PwWordSearchModel *) model;
  PwWordSearchModel *m = pw_word_search_model_new (src->width, src->height);
  guint n = src->width * src->height;
  memcpy (m->mask, src->mask, n);
  for (guint i = 0; i < n; i++)
    m->cells[i] = g_strdup (src->cells[i]);
  for (guint i = 0; i < src->words->len; i++)
    g_ptr_array_add (m->words, pw_word_search_word_copy (src->words->pdata[i]));
  m->directions = src->directions;
  m->fold = src->fold;
  m->letter_case = src->letter_case;
  g_free (m->language);
  m->language = g_strdup (src->language);
  for (guint i = 0; i < src->forbidden->len; i++)
    g_ptr_array_add (m->forbidden, g_strdup (src->forbidden->pdata[i]));
  m->message = g_strdup (src->message);
  m->large_print = src->large_print;
  return &m->parent;
}

static void
ws_free (PwModel *model)
{
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  for (guint i = 0; i < m->width * m->height; i++)
    g_free (m->cells[i]);
  g_free (m->cells);
  g_free (m->mask);
  g_ptr_array_unref (m->words);
  g_ptr_array_unref (m->forbidden);
  g_free (m->language);
  g_free (m->message);
  g_free (m);
}

static char *
ws_describe (const PwModel *model)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  guint n = m->words->len, dirs = __builtin_popcount (m->directions);
  g_autofree char *words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u word",
                                                         "%u words", n), n);
  g_autofree char *directions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u direction",
                                                              "%u directions", dirs), dirs);
  /* Translators: "15×15 grid, 25 words, 8 directions". */
  return g_strdup_printf (_("%u×%u grid, %s, %s"), m->width, m->height, words, directions);
}

/* ---- generate ----------------------------------------------------------- */

static gboolean
parse_size (const char *text, guint *width, guint *height, GError **error)
{
  guint64 w = 0, h = 0;
  g_auto (GStrv) parts = g_strsplit (text ? text : "15x15", "x", 2);
  if (g_strv_length (parts) != 2
      || !g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 2, PW_WORD_SEARCH_MAX_SIDE, &w, NULL)
      || !g_ascii_string_to_unsigned (g_strstrip (parts[1]), 10, 2, PW_WORD_SEARCH_MAX_SIDE, &h, NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("size: “%s” is not WIDTHxHEIGHT with each from 2 to %d (such as 15x15)"),
                   text, PW_WORD_SEARCH_MAX_SIDE);
      return FALSE;
    }
  *width = w;
  *height = h;
  return TRUE;
}

/* One word a line (or comma-separated); blank lines and lines starting
 * with # are left out. */
static gboolean
parse_words (PwWordSearchModel *m, const char *text, GError **error)
{
  g_autoptr (GError) bad = NULL;
  if (!pw_text_validate_utf8 (text, strlen (text), NULL, &bad))
    {
      /* "words: Line 3, column 1: …": the parameter, then where in it. */
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER, "words: %s", bad->message);
      return FALSE;
    }
  g_auto (GStrv) lines = g_strsplit_set (text, "\n,", -1);
  for (char **l = lines; *l; l++)
    {
      g_autofree char *word = pw_text_squeeze_spaces (*l, -1);
      if (*word == '\0' || *word == '#')
        continue;
      if (m->words->len >= PW_WORD_SEARCH_MAX_WORDS || strlen (word) > PW_WORD_SEARCH_MAX_WORD_BYTES)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("words: at most %d words of at most %d bytes each"), PW_WORD_SEARCH_MAX_WORDS,
                       PW_WORD_SEARCH_MAX_WORD_BYTES);
          return FALSE;
        }
      pw_word_search_model_add_word (m, word);
    }
  return TRUE;
}

gboolean
pw_word_search_place_and_fill (PwWordSearchModel *m, guint64 seed, double seconds,
                               PwProgress *progress, GCancellable *cancellable, GError **error)
{
  g_autoptr (GError) last = NULL;
  for (guint attempt = 0; attempt < 8; attempt++)
    {
      g_clear_error (&last);
      PwRng rng;
      pw_rng_init_child (&rng, seed, attempt);
      guint64 s = attempt == 0 ? seed : pw_rng_next (&rng);
      if (!pw_word_search_place_within (m, s, seconds, progress, cancellable, NULL, error))
        return FALSE;
      if (pw_word_search_fill (m, s, cancellable, &last))
        return TRUE;
      if (g_error_matches (last, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        break;
    }
  g_propagate_error (error, g_steal_pointer (&last));
  return FALSE;
}

static PwModel *
ws_generate (const PwParams *params, guint64 seed, PwProgress *progress,
             GCancellable *cancellable, GError **error)
{
  guint width, height;
  gint64 level = 8;
  if (!parse_size (pw_params_get (params, "size"), &width, &height, error)
      || !pw_params_get_int (params, "directions", 2, 8, 8, &level, error))
    return NULL;
  if (pw_word_search_directions_level (level) == 0)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_PARAMETER,
                           _("directions: expected 2 (across and down), 4 (and diagonals) or "
                             "8 (and backwards)"));
      return NULL;
    }
  const char *shape = pw_params_get (params, "shape");
  if (shape && !pw_word_search_shape_is_known (shape))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("shape: “%s” is not rectangle, circle or heart"), shape);
      return NULL;
    }
  g_autoptr (PwModel) model = &pw_word_search_model_new (width, height)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  if (shape)
    {
      g_autofree guint8 *mask = pw_word_search_shape_formula_mask (shape, width, height);
      memcpy (m->mask, mask, width * height);
    }
  m->directions = pw_word_search_directions_level (level);
  const char *fold = pw_params_get (params, "fold");
  if (fold && !pw_word_search_fold_from_name (fold, &m->fold))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("fold: “%s” is not none, case or case-accents"), fold);
      return NULL;
    }
  const char *letter_case = pw_params_get (params, "case");
  if (letter_case && !pw_word_search_case_from_name (letter_case, &m->letter_case))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("case: “%s” is not auto, upper or lower"), letter_case);
      return NULL;
    }
  const char *language = pw_params_get (params, "language");
  if (language && *language)
    g_free (m->language), m->language = g_strdup (language);
  for (const char *const *f = pw_word_search_default_forbidden (m->language); *f; f++)
    g_ptr_array_add (m->forbidden, g_strdup (*f));
  m->large_print = g_strcmp0 (pw_params_get (params, "large-print"), "true") == 0;
  const char *message = pw_params_get (params, "message");
  if (message && *message)
    m->message = g_strdup (message);
  /* A list of one's own wins over a theme; without either, animals. */
  const char *words = pw_params_get (params, "words");
  if (words == NULL)
    {
      g_autoptr (PwParams) with_theme = pw_params_copy (params);
      if (pw_params_get (params, "theme") == NULL)
        pw_params_set (with_theme, "theme", "animals");
      if (!pw_word_search_add_theme_words (m, with_theme, seed, error)
          || !pw_word_search_place_theme_words (m, seed, progress, cancellable, error))
        return NULL;
      return g_steal_pointer (&model);
    }
  if (!parse_words (m, words, error)
      || !pw_word_search_place_and_fill (m, seed, PW_WORD_SEARCH_PLACE_SECONDS, progress,
                                            cancellable, error))
    return NULL;
  return g_steal_pointer (&model);
}

static const char *const ws_generate_params[] = {
  "size", "shape", "language", "theme", "age", "count", "words", "directions", "fold", "case",
  "message", "large-print", NULL
};

static const char *const direction_choices[] = { "2", "4", "8", NULL };
static const char *const direction_labels[] = {
  N_("Across and down"), N_("Also diagonally"), N_("Also backwards"), NULL
};
static const char *const shape_choices[] = { "rectangle", "circle", "heart", NULL };
static const char *const shape_labels[] = { N_("Rectangle"), N_("Circle"), N_("Heart"), NULL };
static const char *const fold_choices[] = { "none", "case", "case-accents", NULL };
static const char *const fold_labels[] = {
  N_("Exactly as written"), N_("Ignoring case"), N_("Ignoring case and accents"), NULL
};

/* The grid's case is a choice only where letters match ignoring case
 * ("fold" comes before it). */
static gboolean
case_usable (const PwParams *params, char **reason)
{
  if (g_strcmp0 (pw_params_get (params, "fold"), "none") != 0)
    return TRUE;
  *reason = g_strdup (_("Letters that must match exactly keep the case they are typed in"));
  return FALSE;
}

static const char *const case_choices[] = { "auto", "upper", "lower", NULL };
static const char *const case_labels[] = {
  N_("As the list"), N_("Capitals"), N_("Small letters"), NULL
};

static const PwParamSpec ws_generate_specs[] = {
  /* Any size, typed as COLUMNSxROWS; the description gives the sizes
   * teachers ask for by age. */
  { "size", N_("Size"),
    N_("Columns × rows, such as 15x15: 12x12 for the youngest, 16x16 for ages 8 to 10, "
       "20x20 for ages 11 and up, 25x25 for experts"),
    PW_PARAM_TEXT, 0, 0, "15x15", NULL, NULL, 0, N_("WxH") },
  { "shape", N_("Shape"), NULL, PW_PARAM_CHOICE, 0, 0, "rectangle", shape_choices,
    shape_labels },
  PW_WORD_SEARCH_THEME_SPECS,
  { "words", N_("Your Own Word List"),
    N_("One word a line: type or paste them, or choose a text file (used instead of the theme)"),
    PW_PARAM_FILE, 0, 0, NULL, NULL, NULL, 0, N_("FILE"), .typed = TRUE },
  { "directions", N_("Directions"), NULL, PW_PARAM_CHOICE, 0, 0, "8", direction_choices,
    direction_labels },
  { "fold", N_("Letters Match"), NULL, PW_PARAM_CHOICE, 0, 0, "case", fold_choices,
    fold_labels },
  { "case", N_("Grid Letters"),
    N_("The case the grid is written in, whatever case each word was typed in (when letters "
       "match ignoring case)"), PW_PARAM_CHOICE, 0, 0, "auto", case_choices, case_labels, 0,
    NULL, case_usable },
  { "message", N_("Secret Message"), N_("Letters for the leftover cells, in reading order"),
    PW_PARAM_TEXT, 0, 0, "" },
  { "large-print", N_("Large Print"), N_("Larger letters and list, for young or weak-sighted "
                                         "solvers"), PW_PARAM_BOOL, 0, 0, "false" },
};

/* ---- operations --------------------------------------------------------- */

static PwResult *
result_with_check (PwWordSearchModel *m, gboolean keep_model)
{
  PwResult *r = pw_result_new ();
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
  r->ok = pw_word_search_check_ok (check);
  r->summary = pw_word_search_check_summary (m, check);
  r->details = pw_word_search_check_to_json (m, check);
  if (keep_model)
    r->model = &m->parent;
  else
    pw_model_free (&m->parent);
  return r;
}

static PwResult *
ws_place_op (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
             GCancellable *cancellable, GError **error)
{
  gint64 seed;
  double seconds;
  if (!pw_params_get_int (params, "seed", 0, G_MAXINT64, 1, &seed, error)
      || !pw_params_get_number (params, "seconds", 0, 600, PW_WORD_SEARCH_PLACE_SECONDS,
                                &seconds, error))
    return NULL;
  g_autoptr (PwModel) model = pw_model_copy (snapshot);
  if (!pw_word_search_place_and_fill ((PwWordSearchModel *) model, seed, seconds, progress,
                                      cancellable, error))
    return NULL;
  return result_with_check ((PwWordSearchModel *) g_steal_pointer (&model), TRUE);
}

static PwResult *
ws_fill_op (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
            GCancellable *cancellable, GError **error)
{
  gint64 seed;
  if (!pw_params_get_int (params, "seed", 0, G_MAXINT64, 1, &seed, error))
    return NULL;
  g_autoptr (PwModel) model = pw_model_copy (snapshot);
  if (!pw_word_search_fill ((PwWordSearchModel *) model, seed, cancellable, error))
    return NULL;
  return result_with_check ((PwWordSearchModel *) g_steal_pointer (&model), TRUE);
}

static PwResult *
ws_verify_op (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
              GCancellable *cancellable, GError **error)
{
  return result_with_check ((PwWordSearchModel *) pw_model_copy (snapshot), FALSE);
}

/* Marks where each word is, as a solver would circle it: the key draws
 * these placements. */
static PwResult *
ws_solve_op (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
             GCancellable *cancellable, GError **error)
{
  PwWordSearchModel *m = (PwWordSearchModel *) pw_model_copy (snapshot);
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
  for (guint i = 0; i < m->words->len; i++)
    {
      GArray *found = check->occurrences->pdata[i];
      PwWordSearchWord *w = m->words->pdata[i];
      if (found->len == 0)
        {
          w->placed = w->pinned = FALSE;
          continue;
        }
      const PwWordSearchOccurrence *o = &g_array_index (found, PwWordSearchOccurrence, 0);
      gboolean keep = FALSE;
      for (guint k = 0; k < found->len && w->placed; k++)
        {
          const PwWordSearchOccurrence *ok = &g_array_index (found, PwWordSearchOccurrence, k);
          keep = keep || (ok->row == w->row && ok->col == w->col
                          && ok->direction == w->direction);
        }
      if (!keep)
        {
          w->placed = TRUE;
          w->row = o->row;
          w->col = o->col;
          w->direction = o->direction;
        }
    }
  return result_with_check (m, TRUE);
}

/* The work a count may do (pw-xcc.h): seconds at worst. */
#define COUNT_BUDGET G_GUINT64_CONSTANT (16000000)

static PwResult *
ws_count_op (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
             GCancellable *cancellable, GError **error)
{
  gint64 limit;
  if (!pw_params_get_int (params, "limit", 1, G_MAXINT64, 1000, &limit, error))
    return NULL;
  const PwWordSearchModel *m = (const PwWordSearchModel *) snapshot;
  if (!pw_word_search_check_buildable (m, error))
    return NULL;
  /* Counting is about where the words could go, so placed words that are
   * not pinned count as free. */
  g_autoptr (PwModel) free_model = pw_model_copy (snapshot);
  PwWordSearchModel *f = (PwWordSearchModel *) free_model;
  for (guint i = 0; i < f->words->len; i++)
    {
      PwWordSearchWord *w = f->words->pdata[i];
      if (!w->pinned)
        w->placed = FALSE;
    }
  g_autoptr (PwXcc) xcc = pw_word_search_build_xcc (f, NULL, NULL, error);
  if (xcc == NULL)
    return NULL;
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .limit = limit, .progress = progress,
                         .cancellable = cancellable, .budget = COUNT_BUDGET };
  PwXccResult result;
  if (!pw_xcc_solve (xcc, &config, &result, error))
    return NULL;
  PwResult *r = pw_result_new ();
  r->ok = result.solutions > 0;
  g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, result.solutions);
  if (result.complete)
    r->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s layout of the words",
                                               "%s layouts of the words",
                                               MIN (result.solutions, G_MAXULONG)), n);
  else if (result.over_budget)
    r->summary = g_strdup_printf (_("At least %s layouts of the words (stopped after %"
                                    PRIu64 " steps of search)"),
                                  n, result.nodes);
  else
    r->summary = g_strdup_printf (_("At least %s layouts of the words (stopped at the limit)"),
                                  n);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "layouts");
  json_builder_add_int_value (b, result.solutions);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, result.complete);
  json_builder_set_member_name (b, "stopped");
  json_builder_add_boolean_value (b, result.over_budget);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, result.nodes);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  pw_xcc_result_clear (&result);
  return r;
}

/* Fill Again reads the first, the seed. */
static const PwParamSpec place_specs[] = {
  { "seed", N_("Puzzle Number"), N_("The same number gives the same grid"), PW_PARAM_INT, 0,
    PW_RNG_SEED_MAX, NULL },
  { "seconds", N_("Time Allowed"),
    N_("Seconds to look for a layout before saying how many words fit"), PW_PARAM_NUMBER, 0,
    600, "10" },
};

static const PwParamSpec count_specs[] = {
  { "limit", N_("Stop After"), N_("Stop counting after this many layouts"), PW_PARAM_INT, 1,
    1000000000, "1000" },
};

static const PwOperation ws_operations[] = {
  { "place", N_("Generate"),
    N_("Place every word, fill the other cells and check that each word occurs once"),
    ws_place_op, PW_OPERATION_CHANGES_MODEL, place_specs, G_N_ELEMENTS (place_specs) },
  { "fill", N_("Fill Again"),
    N_("Fill the cells no word uses with new letters, keeping the words where they are"),
    ws_fill_op, PW_OPERATION_CHANGES_MODEL, place_specs, 1 /* the seed */ },
  { "verify", N_("Verify"),
    N_("Check that each word occurs exactly once and no forbidden word appears"),
    ws_verify_op },
  { "solve", N_("Find the Words"), N_("Find each word in the grid and mark it"), ws_solve_op,
    PW_OPERATION_CHANGES_MODEL },
  { "count", N_("Count Layouts"), N_("Count the ways the words can be placed in the grid"),
    ws_count_op, 0, count_specs, G_N_ELEMENTS (count_specs) },
  PW_WORD_SEARCH_THEME_OPERATION,
};

static const PwKind word_search_kind = {
  .id = PW_WORD_SEARCH_KIND_ID,
  .name = N_("Word Search"),
  .description = N_("Words hidden in a grid of letters, in any script and any shape"),
  .icon_name = "edit-find-symbolic",
  .create_default = ws_create_default,
  .copy = ws_copy,
  .free = ws_free,
  .save = pw_word_search_save,
  .load = pw_word_search_load,
  .validate = pw_word_search_validate,
  .describe = ws_describe,
  .generate = ws_generate,
  .generate_params = ws_generate_params,
  .generate_specs = ws_generate_specs,
  .n_generate_specs = G_N_ELEMENTS (ws_generate_specs),
  .operations = ws_operations,
  .n_operations = G_N_ELEMENTS (ws_operations),
  .formats = pw_word_search_formats,
  .n_formats = PW_WORD_SEARCH_N_FORMATS,
  .variants = &pw_word_search_variants,
};

const PwKind *
pw_word_search_kind (void)
{
  return &word_search_kind;
}
