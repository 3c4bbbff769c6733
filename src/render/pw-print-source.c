#include "pw-print-source.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"

struct _PwPrintSource
{
  const PwKind *kind;
  PwModel *model;
  guint64 seed;
  PwParams *generator; /* NULL when the puzzle was not generated */
  char *title;
  char *author;
  char *locale;
};

static PwParams *
params_copy (const PwParams *params)
{
  PwParams *copy = pw_params_new ();
  g_autoptr (GPtrArray) keys = pw_params_keys (params);
  for (guint i = 0; i < keys->len; i++)
    pw_params_set (copy, keys->pdata[i], pw_params_get (params, keys->pdata[i]));
  return copy;
}

PwPrintSource *
pw_print_source_new (PwDocument *document)
{
  PwPrintSource *s = g_new0 (PwPrintSource, 1);
  s->kind = pw_document_get_kind (document);
  s->model = pw_document_dup_model (document);
  s->seed = pw_document_get_seed (document);
  const PwParams *generator = pw_document_get_generator (document);
  s->generator = generator ? params_copy (generator) : NULL;
  s->title = g_strdup (pw_document_get_meta (document, PW_META_TITLE));
  s->locale = g_strdup (pw_document_get_meta (document, PW_META_LOCALE));
  s->author = g_strdup (pw_document_get_meta (document, PW_META_AUTHOR));
  return s;
}

void
pw_print_source_free (PwPrintSource *source)
{
  if (source == NULL)
    return;
  pw_model_free (source->model);
  pw_params_free (source->generator);
  g_free (source->title);
  g_free (source->locale);
  g_free (source->author);
  g_free (source);
}

const PwKind *
pw_print_source_get_kind (PwPrintSource *source)
{
  return source->kind;
}

const char *
pw_print_source_get_title (PwPrintSource *source)
{
  return source->title ? source->title : "";
}

const char *
pw_print_source_get_locale (PwPrintSource *source)
{
  return source->locale ? source->locale : "";
}

gboolean
pw_print_source_can_vary (PwPrintSource *source)
{
  return source->generator != NULL && source->kind->generate != NULL;
}

PwSheetSet *
pw_print_source_prepare (PwPrintSource *source, guint n_variants, gboolean solve,
                         PwProgress *progress, GCancellable *cancellable, GError **error)
{
  g_autoptr (PwSheetSet) set = NULL;
  if (n_variants == 0)
    set = pw_sheet_set_new_single (source->model);
  else if (source->kind->generate == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                   _("%s puzzles cannot be generated, so there are no variants to print"),
                   g_dgettext (GETTEXT_PACKAGE, source->kind->name));
      return NULL;
    }
  else if (source->generator == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                   _("This puzzle was not made by the generator, so there are no generator "
                     "settings to make variants from"));
      return NULL;
    }
  else
    {
      set = pw_sheet_set_generate (source->kind, source->generator, source->seed, n_variants,
                                   progress, cancellable, error);
      if (set == NULL)
        return NULL;
    }
  if (solve && !pw_sheet_set_solve (set, progress, cancellable, error))
    return NULL;
  pw_sheet_set_set_author (set, source->author);
  return g_steal_pointer (&set);
}
