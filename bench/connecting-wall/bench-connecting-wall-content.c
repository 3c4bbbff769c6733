/* bench-connecting-wall-content — what the wall generators feed a class
 * (issue 22's "Measured"):
 *
 *   CJK walls with the defaults (common characters) over SEEDS seeds: the
 *   share of cards in level 1 of the Table of General Standard Chinese
 *   Characters, the share with a reading on the key, walls mixing
 *   simplified and traditional forms; and the same with characters=any
 *   for comparison (the generator before this issue);
 *   English walls over SEEDS seeds: unique by verify, without a warning,
 *   with a red herring, and how long each took.
 *
 *   _build/bench/connecting-wall/bench-connecting-wall-content [SEEDS]  (default 50)
 */
#include <stdio.h>
#include <stdlib.h>

#include "connecting-wall-generate.h"
#include "connecting-wall-gloss.h"
#include "connecting-wall-unihan.h"
#include "connecting-wall-verify.h"
#include "pw-kinds.h"
#include "pw-render.h"

static void
cjk (const char *characters, guint seeds)
{
  const PwConnectingWallUnihan *unihan = pw_connecting_wall_unihan_get_default (NULL);
  if (unihan == NULL)
    {
      printf ("CJK walls: no Unihan table in this build\n");
      return;
    }
  guint cards = 0, level1 = 0, read = 0, mixed = 0, failed = 0;
  double worst = 0, total = 0;
  for (guint s = 1; s <= seeds; s++)
    {
      g_autoptr (PwParams) params = pw_params_new ();
      pw_params_set (params, "characters", characters);
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr (PwModel) model = pw_connecting_wall_generate (params, s, NULL, NULL, &error);
      double ms = (g_get_monotonic_time () - start) / 1000.0;
      worst = MAX (worst, ms), total += ms;
      if (model == NULL)
        {
          failed++;
          continue;
        }
      PwConnectingWallModel *m = (PwConnectingWallModel *) model;
      gboolean simplified = FALSE, traditional = FALSE;
      for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++, cards++)
        {
          const char *text = pw_connecting_wall_card_at (m, i, NULL, NULL)->text;
          gunichar c = g_utf8_get_char (text);
          guint tgh = pw_connecting_wall_unihan_tgh (unihan, c);
          level1 += tgh >= 1 && tgh <= 3500;
          g_autofree char *reading = pw_connecting_wall_gloss_reading (m, text);
          read += reading != NULL;
          simplified |= !pw_connecting_wall_unihan_fits_form (unihan, c, PW_CONNECTING_WALL_FORM_TRADITIONAL);
          traditional |= !pw_connecting_wall_unihan_fits_form (unihan, c, PW_CONNECTING_WALL_FORM_SIMPLIFIED);
        }
      mixed += simplified && traditional;
    }
  printf ("CJK walls, characters=%s, %u seeds: %u of %u cards in level 1 (%.1f %%), %u of %u "
          "with a reading on the key, %u walls mixing simplified and traditional forms, %u "
          "seeds without a wall; %.0f ms a wall on average, slowest %.0f ms\n",
          characters, seeds, level1, cards, cards ? 100.0 * level1 / cards : 0, read, cards,
          mixed, failed, total / seeds, worst);
}

static void
english (guint seeds)
{
  guint unique = 0, clean = 0, herrings = 0, failed = 0;
  double worst = 0, total = 0;
  for (guint s = 1; s <= seeds; s++)
    {
      g_autoptr (PwParams) params = pw_params_new ();
      pw_params_set (params, "language", "en");
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr (PwModel) model = pw_connecting_wall_generate (params, s, NULL, NULL, &error);
      double ms = (g_get_monotonic_time () - start) / 1000.0;
      worst = MAX (worst, ms), total += ms;
      if (model == NULL)
        {
          if (s == 1)
            printf ("English walls: %s\n", error->message);
          failed++;
          continue;
        }
      PwConnectingWallModel *m = (PwConnectingWallModel *) model;
      g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, 0, 0, NULL, NULL);
      unique += count && count->complete && count->solutions == 1 && count->intended;
      g_autoptr (GPtrArray) problems = pw_connecting_wall_validate (m);
      clean += problems->len == 0;
      gboolean herring = FALSE;
      for (guint i = 0; i < m->categories->len; i++)
        herring |= ((PwConnectingWallCategory *) m->categories->pdata[i])->herring;
      herrings += herring;
    }
  printf ("English walls, %u seeds: %u unique by verify, %u without a warning, %u with a red "
          "herring, %u seeds without a wall; %.0f ms a wall on average, slowest %.0f ms\n",
          seeds, unique, clean, herrings, failed, total / seeds, worst);
}

int
main (int argc, char **argv)
{
  guint seeds = argc > 1 ? (guint) atoi (argv[1]) : 50;
  pw_kinds_register_builtin ();
  pw_render_register_builtin (); /* the glyph check the generator uses */
  cjk ("common", seeds);
  cjk ("any", seeds);
  english (seeds);
  return 0;
}
