/* bench-deck — the deck kind's three speed targets (issue 12):
 *
 *   build and verify an order-31 deck (993 cards)      under 50 ms
 *   lay out 57 cards (order 7, eight symbols each)     under 1 s
 *   a PDF of 57 picture cards (order 7, duplex backs)  under 3 s
 *
 * and how much of a card its symbols cover (their circles' area over the
 * card's), the mean over many cards, for a few symbol counts and both
 * shapes: the denser, the more a card looks like the shop game.
 *
 * Prints the median of RUNS runs (default 7) of each in CPU milliseconds
 * (getrusage: steadier than wall time on a shared machine), with wall
 * time beside it.
 *
 *   _build/bench/deck/bench-deck [RUNS]
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "deck-kind-private.h"
#include "deck-layout.h"
#include "deck-plane.h"
#include "pw-cards.h"
#include "pw-export.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "pw-sheet-set.h"

static double
cpu_ms (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3
         + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

typedef void (*Work) (gpointer data);

static void
measure (const char *what, double target_ms, guint runs, Work work, gpointer data)
{
  g_autoptr (GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint r = 0; r < runs; r++)
    {
      double c0 = cpu_ms ();
      gint64 w0 = g_get_monotonic_time ();
      work (data);
      double c = cpu_ms () - c0, w = (g_get_monotonic_time () - w0) / 1e3;
      g_array_append_val (cpu, c);
      g_array_append_val (wall, w);
    }
  double c = median (cpu);
  printf ("%-44s %8.1f ms CPU  %8.1f ms wall  (target %g ms: %s)\n", what, c, median (wall),
          target_ms, c < target_ms ? "met" : "MISSED");
}

static void
build_and_verify_31 (gpointer data)
{
  g_autoptr (PwDeckPlane) plane = pw_deck_plane_new (31, 0, NULL);
  g_autofree guint *offsets = g_new (guint, plane->n_cards);
  g_autofree guint *sizes = g_new (guint, plane->n_cards);
  for (guint c = 0; c < plane->n_cards; c++)
    offsets[c] = c * plane->per_card, sizes[c] = plane->per_card;
  g_autoptr (GArray) bad = pw_deck_check (plane->n_cards, offsets, sizes, plane->symbols,
                                          plane->n_symbols);
  if (bad->len != 0)
    g_error ("order 31: %u bad pairs", bad->len);
}

/* The whole path a user takes: the verify operation on a model. */
static void
verify_model (gpointer data)
{
  const PwOperation *op = pw_kind_find_operation (pw_registry_lookup ("deck"), "verify");
  g_autoptr (PwResult) r = op->run (data, NULL, NULL, NULL, NULL);
  if (!r->ok)
    g_error ("verify said no");
}

static void
lay_out (gpointer data)
{
  PwDeckModel *m = data;
  m->layout_seed++;
  pw_deck_layout_deck (m, NULL, NULL);
}

static void
pdf (gpointer data)
{
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (data);
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  options->backs = TRUE;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_cards_compose (set, options, &error);
  g_assert_no_error (error);
  g_autoptr (GBytes) bytes = pw_export_pdf_bytes (pages, NULL, &error);
  g_assert_no_error (error);
}

static PwModel *
generate (const char *order, const char *symbols)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", order);
  pw_params_set (params, "symbols", symbols);
  g_autoptr (GError) error = NULL;
  PwModel *m = pw_kind_generate (pw_registry_lookup ("deck"), params, 1, NULL, NULL, &error);
  g_assert_no_error (error);
  return m;
}

/* The mean share of the card the symbols' circles cover, over @cards
 * cards of @count symbols each. */
static void
coverage (PwDeckShape shape, guint count, guint cards)
{
  g_autoptr (GArray) places = g_array_new (FALSE, FALSE, sizeof (PwDeckPlace));
  double sum = 0, least = 1;
  double c0 = cpu_ms ();
  for (guint c = 0; c < cards; c++)
    {
      PwRng rng;
      pw_rng_init_child (&rng, 2026, c);
      pw_deck_layout_card (shape, 0.6, 1.0, count, &rng, places);
      double area = 0;
      for (guint i = 0; i < places->len; i++)
        {
          const PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
          area += G_PI * p->r * p->r;
        }
      double share = area / (shape == PW_DECK_ROUND ? G_PI : 4.0);
      sum += share;
      least = MIN (least, share);
    }
  printf ("cover, %-6s cards, %2u symbols: mean %4.1f %%, least %4.1f %%  (%.2f ms a card)\n",
          shape == PW_DECK_ROUND ? "round" : "square", count, 100 * sum / cards, 100 * least,
          (cpu_ms () - c0) / cards);
}

int
main (int argc, char **argv)
{
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 7;
  runs = MAX (runs, 1);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  measure ("build and verify order 31 (993 cards)", 50, runs, build_and_verify_31, NULL);
  /* No built-in set has 993 symbols: a list of names, as a user gives. */
  g_autoptr (PwParams) list = pw_params_new ();
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < 993; i++)
    g_string_append_printf (names, "s%u\n", i);
  pw_params_set (list, "order", "31");
  pw_params_set (list, "symbol-list", names->str);
  g_string_free (names, TRUE);
  g_autoptr (PwModel) deck31 = pw_kind_generate (pw_registry_lookup ("deck"), list, 1, NULL,
                                                 NULL, NULL);
  measure ("verify operation on the order-31 deck", 50, runs, verify_model, deck31);
  g_autoptr (PwModel) deck7 = generate ("7", "pictures");
  measure ("lay out 57 cards (order 7)", 1000, runs, lay_out, deck7);
  measure ("PDF of 57 picture cards, duplex", 3000, MIN (runs, 5), pdf, deck7);
  const guint counts[] = { 3, 4, 6, 8, 12, 18, 32 };
  for (int shape = 0; shape < 2; shape++)
    for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
      coverage (shape, counts[i], 200);
  return 0;
}
