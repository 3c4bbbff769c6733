#include "pw-sheet-set.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-rng.h"
#include "pw-variants.h"

typedef struct
{
  PwModel *puzzle;
  PwModel *solution; /* NULL until solved */
  char *code;
} Entry;

struct _PwSheetSet
{
  gatomicrefcount ref;
  const PwKind *kind;
  GArray *entries; /* Entry */
  char *author;
  char *unsolved;  /* why no key prints, or NULL */
};

static void
entry_clear (gpointer data)
{
  Entry *e = data;
  pw_model_free (e->puzzle);
  pw_model_free (e->solution);
  g_free (e->code);
}

static PwSheetSet *
sheet_set_new (const PwKind *kind)
{
  PwSheetSet *set = g_new0 (PwSheetSet, 1);
  g_atomic_ref_count_init (&set->ref);
  set->kind = kind;
  set->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (set->entries, entry_clear);
  return set;
}

static void
sheet_set_add (PwSheetSet *set, PwModel *puzzle, char *code)
{
  Entry e = { puzzle, NULL, code };
  g_array_append_val (set->entries, e);
}

PwSheetSet *
pw_sheet_set_new_single (const PwModel *model)
{
  PwSheetSet *set = sheet_set_new (model->kind);
  sheet_set_add (set, pw_model_copy (model), NULL);
  return set;
}

char *
pw_variant_code (guint index)
{
  char buf[16];
  int i = G_N_ELEMENTS (buf) - 1;
  buf[i] = '\0';
  guint64 n = (guint64) index + 1;
  while (n > 0 && i > 0)
    {
      n--;
      buf[--i] = 'A' + n % 26;
      n /= 26;
    }
  return g_strdup (buf + i);
}

guint64
pw_variant_seed (guint64 seed, guint index)
{
  PwRng rng;
  pw_rng_init_child (&rng, seed, index);
  return pw_rng_next (&rng);
}

static gboolean
already_in_set (PwSheetSet *set, const PwModel *model)
{
  for (guint i = 0; i < set->entries->len; i++)
    if (pw_model_equal (g_array_index (set->entries, Entry, i).puzzle, model))
      return TRUE;
  return FALSE;
}

/* Small sets of choices give repeats; a few spare seeds per variant keep
 * the set distinct, and trying them in order keeps it reproducible. */
static guint
spare_budget (guint n)
{
  return 4 * n + 16;
}

static gboolean
check_n (guint n, GError **error)
{
  if (n >= 1 && n <= PW_SHEET_SET_MAX_VARIANTS)
    return TRUE;
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("A class set has from 1 to %d variants, not %u"), PW_SHEET_SET_MAX_VARIANTS, n);
  return FALSE;
}

/* What makes the variant from seed number @index. */
typedef PwModel *(*MakeVariant) (guint64 seed, gpointer data, GCancellable *cancellable,
                                 GError **error);

/* Adds variants to @set, from seed number @index on, until it has @n
 * different ones; repeats are skipped, with a few spare seeds per
 * variant, tried in order so the set is reproducible. */
static gboolean
fill_set (PwSheetSet *set, guint64 seed, guint index, guint n, MakeVariant make, gpointer data,
          PwProgress *progress, GCancellable *cancellable, GError **error)
{
  guint budget = spare_budget (n);
  for (; set->entries->len < n; index++)
    {
      if (index >= budget)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("Only %u different variants came of %u tries; %u were asked for"),
                       set->entries->len, budget, n);
          return FALSE;
        }
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      g_autoptr (GError) local = NULL;
      g_autoptr (PwModel) model = make (pw_variant_seed (seed, index), data, cancellable, &local);
      if (model == NULL)
        {
          g_autofree char *code = pw_variant_code (set->entries->len);
          if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_propagate_error (error, g_steal_pointer (&local));
          else
            g_set_error (error, local->domain, local->code, _("Variant %s: %s"), code,
                         local->message);
          return FALSE;
        }
      if (already_in_set (set, model))
        continue;
      sheet_set_add (set, g_steal_pointer (&model), pw_variant_code (set->entries->len));
      pw_progress_set_fraction (progress, (double) set->entries->len / n);
      pw_progress_set_textf (progress, _("Made variant %u of %u"), set->entries->len, n);
    }
  return TRUE;
}

typedef struct
{
  const PwKind *kind;
  const PwModel *model;
  const PwParams *params;
} Maker;

static PwModel *
generate_one (guint64 seed, gpointer data, GCancellable *cancellable, GError **error)
{
  const Maker *m = data;
  return pw_kind_generate (m->kind, m->params, seed, NULL, cancellable, error);
}

static PwModel *
vary_one (guint64 seed, gpointer data, GCancellable *cancellable, GError **error)
{
  const Maker *m = data;
  return pw_kind_make_variant (m->kind, m->model, m->params, seed, NULL, cancellable, error);
}

PwSheetSet *
pw_sheet_set_generate (const PwKind *kind, const PwParams *params, guint64 seed, guint n,
                       PwProgress *progress, GCancellable *cancellable, GError **error)
{
  if (!check_n (n, error))
    return NULL;
  g_autoptr (PwSheetSet) set = sheet_set_new (kind);
  Maker maker = { kind, NULL, params };
  if (!fill_set (set, seed, 0, n, generate_one, &maker, progress, cancellable, error))
    return NULL;
  return g_steal_pointer (&set);
}

PwSheetSet *
pw_sheet_set_vary (const PwModel *model, const PwParams *params, guint64 seed, guint n,
                   PwProgress *progress, GCancellable *cancellable, GError **error)
{
  if (!check_n (n, error))
    return NULL;
  const PwKind *kind = model->kind;
  g_autofree char *reason = NULL;
  if (!pw_kind_can_vary (kind, model, &reason))
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_UNSUPPORTED, reason);
      return NULL;
    }
  g_autoptr (PwSheetSet) set = sheet_set_new (kind);
  /* Variant A is the document itself; the others from seeds 1, 2, … */
  sheet_set_add (set, pw_model_copy (model), pw_variant_code (0));
  Maker maker = { kind, model, params };
  if (!fill_set (set, seed, 1, n, vary_one, &maker, progress, cancellable, error))
    return NULL;
  return g_steal_pointer (&set);
}

void
pw_sheet_set_set_unsolved (PwSheetSet *set, const char *reason)
{
  g_free (set->unsolved);
  set->unsolved = g_strdup (reason);
}

const char *
pw_sheet_set_get_unsolved (const PwSheetSet *set)
{
  return set->unsolved;
}

gboolean
pw_sheet_set_solve (PwSheetSet *set, PwProgress *progress, GCancellable *cancellable,
                    GError **error)
{
  const PwOperation *solve = pw_kind_find_operation (set->kind, "solve");
  if (solve == NULL)
    return TRUE;
  g_autoptr (PwParams) params = pw_params_new ();
  for (guint i = 0; i < set->entries->len; i++)
    {
      Entry *e = &g_array_index (set->entries, Entry, i);
      if (e->solution != NULL)
        continue;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      g_autoptr (GError) local = NULL;
      g_autoptr (PwResult) result = solve->run (e->puzzle, params, NULL, cancellable, &local);
      /* A solver that answers "no" (no solution, several, a word found
       * twice) gives no key: its verdict is the reason. */
      if (result && !result->ok)
        {
          g_set_error_literal (&local, PW_ERROR, PW_ERROR_INVALID,
                               result->summary ? result->summary : _("The puzzle has no answer"));
          g_clear_pointer (&result, pw_result_free);
        }
      if (result == NULL)
        {
          if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED) || e->code == NULL)
            g_propagate_error (error, g_steal_pointer (&local));
          else
            g_set_error (error, local->domain, local->code, _("Variant %s: %s"), e->code,
                         local->message);
          return FALSE;
        }
      e->solution = result->model ? g_steal_pointer (&result->model) : pw_model_copy (e->puzzle);
      pw_progress_set_fraction (progress, (double) (i + 1) / set->entries->len);
      pw_progress_set_textf (progress, _("Solved %u of %u"), i + 1, set->entries->len);
    }
  return TRUE;
}

PwSheetSet *
pw_sheet_set_ref (PwSheetSet *set)
{
  g_atomic_ref_count_inc (&set->ref);
  return set;
}

void
pw_sheet_set_unref (PwSheetSet *set)
{
  if (set == NULL || !g_atomic_ref_count_dec (&set->ref))
    return;
  g_array_unref (set->entries);
  g_free (set->author);
  g_free (set->unsolved);
  g_free (set);
}

const PwKind *
pw_sheet_set_get_kind (const PwSheetSet *set)
{
  return set->kind;
}

guint
pw_sheet_set_get_n (const PwSheetSet *set)
{
  return set->entries->len;
}

const PwModel *
pw_sheet_set_get_puzzle (const PwSheetSet *set, guint index)
{
  g_return_val_if_fail (index < set->entries->len, NULL);
  return g_array_index (set->entries, Entry, index).puzzle;
}

const PwModel *
pw_sheet_set_get_solution (const PwSheetSet *set, guint index)
{
  g_return_val_if_fail (index < set->entries->len, NULL);
  const Entry *e = &g_array_index (set->entries, Entry, index);
  return e->solution ? e->solution : e->puzzle;
}

void
pw_sheet_set_set_author (PwSheetSet *set, const char *author)
{
  g_free (set->author);
  set->author = g_strdup (author);
}

const char *
pw_sheet_set_get_author (const PwSheetSet *set)
{
  return set->author;
}

const char *
pw_sheet_set_get_code (const PwSheetSet *set, guint index)
{
  g_return_val_if_fail (index < set->entries->len, NULL);
  return g_array_index (set->entries, Entry, index).code;
}
