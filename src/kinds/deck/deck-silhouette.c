/* deck-silhouette.c — comparing the outlines of a deck's pictures, so
 * that a deck whose pictures differ only in colour is found out. */
#include "deck-silhouette.h"

#include "pw-kind.h"

static PwDeckSilhouetteFunc silhouette_func;

void
pw_deck_set_silhouette_func (PwDeckSilhouetteFunc func)
{
  silhouette_func = func;
}

double
pw_deck_silhouette_likeness (GBytes *a, GBytes *b)
{
  gsize na, nb;
  const guint8 *x = g_bytes_get_data (a, &na), *y = g_bytes_get_data (b, &nb);
  if (na != nb || na == 0)
    return 0;
  guint64 common = 0, either = 0;
  for (gsize i = 0; i < na; i++)
    {
      common += MIN (x[i], y[i]);
      either += MAX (x[i], y[i]);
    }
  return either ? (double) common / (double) either : 1.0;
}

static void
unref_bytes (gpointer bytes)
{
  if (bytes)
    g_bytes_unref (bytes);
}

GArray *
pw_deck_alike_pictures (const PwDeckModel *m)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (PwDeckAlikePair));
  gboolean any = FALSE;
  for (guint i = 0; i < m->symbols->len && !any; i++)
    any = pw_deck_model_symbol (m, i)->type == PW_DECK_SYMBOL_PICTURE;
  if (!any)
    return pairs;
  pw_kinds_need_render ();
  if (silhouette_func == NULL)
    return pairs;
  g_autoptr (GPtrArray) shapes = g_ptr_array_new_with_free_func (unref_bytes);
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      g_ptr_array_add (shapes, s->type == PW_DECK_SYMBOL_PICTURE ? silhouette_func (m, s) : NULL);
    }
  for (guint a = 0; a < shapes->len; a++)
    for (guint b = a + 1; b < shapes->len && shapes->pdata[a]; b++)
      {
        if (shapes->pdata[b] == NULL)
          continue;
        /* The same file twice is check_alike's and check_pictures'. */
        if (g_str_equal (pw_deck_model_symbol (m, a)->name, pw_deck_model_symbol (m, b)->name))
          continue;
        PwDeckAlikePair p = { a, b, pw_deck_silhouette_likeness (shapes->pdata[a],
                                                                 shapes->pdata[b]) };
        if (p.likeness >= PW_DECK_ALIKE)
          g_array_append_val (pairs, p);
      }
  return pairs;
}
