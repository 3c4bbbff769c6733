/* bench-word-search-themes — the built-in word lists in a 15×15 grid
 * (issue 22's "Measured"): for every theme × language × age, the words
 * Generate places (all placed, each verified once), the fewest and the
 * mean, and how long it takes.
 *
 *   _build/bench/word-search/bench-word-search-themes
 */
#include <stdio.h>

#include "pw-kinds.h"
#include "word-search-check.h"
#include "word-search-themes.h"

int
main (int argc, char **argv)
{
  pw_kinds_register_builtin ();
  guint runs = 0, verified = 0, fewest = G_MAXUINT, words = 0, under12 = 0;
  const char *fewest_at = "";
  g_autofree char *where = NULL;
  double worst = 0, total = 0;
  for (guint t = 0; pw_word_search_theme_ids[t]; t++)
    for (guint l = 0; pw_word_search_theme_languages[l]; l++)
      for (guint a = 0; pw_word_search_age_ids[a]; a++, runs++)
        {
          g_autoptr (PwParams) params = pw_params_new ();
          pw_params_set (params, "size", "15x15");
          pw_params_set (params, "theme", pw_word_search_theme_ids[t]);
          pw_params_set (params, "language", pw_word_search_theme_languages[l]);
          pw_params_set (params, "age", pw_word_search_age_ids[a]);
          g_autoptr (GError) error = NULL;
          gint64 start = g_get_monotonic_time ();
          g_autoptr (PwModel) model = pw_kind_generate (pw_registry_lookup ("word-search"),
                                                        params, runs + 1, NULL, NULL, &error);
          double ms = (g_get_monotonic_time () - start) / 1000.0;
          worst = MAX (worst, ms), total += ms;
          if (model == NULL)
            {
              printf ("%s %s %s: %s\n", pw_word_search_theme_ids[t],
                      pw_word_search_theme_languages[l], pw_word_search_age_ids[a],
                      error->message);
              under12++;
              continue;
            }
          const PwWordSearchModel *m = (const PwWordSearchModel *) model;
          g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
          verified += pw_word_search_check_ok (check);
          words += m->words->len;
          under12 += m->words->len < 12;
          if (m->words->len < fewest)
            {
              fewest = m->words->len;
              g_free (where);
              where = g_strdup_printf ("%s, %s, %s", pw_word_search_theme_ids[t],
                                       pw_word_search_theme_languages[l],
                                       pw_word_search_age_ids[a]);
              fewest_at = where;
            }
        }
  printf ("word searches 15×15, %u themes × languages × ages: %u verified (every word placed "
          "once, no forbidden word), %u with fewer than 12 words; fewest %u (%s), mean %.1f; "
          "%.0f ms each on average, slowest %.0f ms\n",
          runs, verified, under12, fewest, fewest_at, (double) words / runs, total / runs, worst);
  return 0;
}
