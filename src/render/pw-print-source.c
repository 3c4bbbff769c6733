#include "pw-print-source.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-variants.h"

struct _PwPrintSource
{
  const PwKind *kind;
  PwModel *model;
  guint64 seed;
  char *title;
  char *author;
  char *locale;
};

PwPrintSource *
pw_print_source_new (PwDocument *document)
{
  PwPrintSource *s = g_new0 (PwPrintSource, 1);
  s->kind = pw_document_get_kind (document);
  s->model = pw_document_dup_model (document);
  s->seed = pw_document_get_seed (document);
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
pw_print_source_can_vary (PwPrintSource *source, char **reason)
{
  return pw_kind_can_vary (source->kind, source->model, reason);
}

char *
pw_print_source_describe_variants (PwPrintSource *source, const PwParams *vary)
{
  g_autoptr (PwParams) none = vary ? NULL : pw_params_new ();
  return pw_kind_describe_variants (source->kind, source->model, vary ? vary : none);
}

const PwVariants *
pw_print_source_get_variants (PwPrintSource *source)
{
  return source->kind->variants;
}

PwSheetSet *
pw_print_source_prepare (PwPrintSource *source, guint n_variants, const PwParams *vary,
                         gboolean solve, PwProgress *progress, GCancellable *cancellable,
                         GError **error)
{
  g_autoptr (PwSheetSet) set = NULL;
  if (n_variants == 0)
    set = pw_sheet_set_new_single (source->model);
  else
    {
      set = pw_sheet_set_vary (source->model, vary, source->seed, n_variants, progress,
                               cancellable, error);
      if (set == NULL)
        return NULL;
    }
  g_autoptr (GError) unsolved = NULL;
  if (solve && !pw_sheet_set_solve (set, progress, cancellable, &unsolved))
    {
      if (g_error_matches (unsolved, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&unsolved));
          return NULL;
        }
      pw_sheet_set_set_unsolved (set, unsolved->message);
    }
  pw_sheet_set_set_author (set, source->author);
  return g_steal_pointer (&set);
}
