#include "pw-progress.h"

#include "pw-kind.h"

struct _PwProgress
{
  gatomicrefcount ref;
  GMutex lock;
  double fraction;
  char *text;
  guint serial;
  PwModel *model;
  guint model_serial;
};

PwProgress *
pw_progress_new (void)
{
  PwProgress *p = g_new0 (PwProgress, 1);
  g_atomic_ref_count_init (&p->ref);
  g_mutex_init (&p->lock);
  p->fraction = -1.0;
  return p;
}

PwProgress *
pw_progress_ref (PwProgress *progress)
{
  g_atomic_ref_count_inc (&progress->ref);
  return progress;
}

void
pw_progress_unref (PwProgress *progress)
{
  if (progress == NULL || !g_atomic_ref_count_dec (&progress->ref))
    return;
  g_mutex_clear (&progress->lock);
  g_free (progress->text);
  pw_model_free (progress->model);
  g_free (progress);
}

void
pw_progress_set_fraction (PwProgress *progress, double fraction)
{
  if (progress == NULL)
    return;
  g_mutex_lock (&progress->lock);
  progress->fraction = fraction < 0 ? -1.0 : MIN (fraction, 1.0);
  progress->serial++;
  g_mutex_unlock (&progress->lock);
}

double
pw_progress_get_fraction (PwProgress *progress)
{
  g_mutex_lock (&progress->lock);
  double f = progress->fraction;
  g_mutex_unlock (&progress->lock);
  return f;
}

void
pw_progress_set_text (PwProgress *progress, const char *text)
{
  if (progress == NULL)
    return;
  char *copy = g_strdup (text);
  g_mutex_lock (&progress->lock);
  char *old = progress->text;
  progress->text = copy;
  progress->serial++;
  g_mutex_unlock (&progress->lock);
  g_free (old);
}

void
pw_progress_set_textf (PwProgress *progress, const char *format, ...)
{
  if (progress == NULL)
    return;
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  pw_progress_set_text (progress, text);
}

char *
pw_progress_dup_text (PwProgress *progress)
{
  g_mutex_lock (&progress->lock);
  char *t = g_strdup (progress->text);
  g_mutex_unlock (&progress->lock);
  return t;
}

guint
pw_progress_get_serial (PwProgress *progress)
{
  g_mutex_lock (&progress->lock);
  guint s = progress->serial;
  g_mutex_unlock (&progress->lock);
  return s;
}

void
pw_progress_set_model (PwProgress *progress, PwModel *model)
{
  if (progress == NULL)
    {
      pw_model_free (model);
      return;
    }
  g_mutex_lock (&progress->lock);
  PwModel *old = progress->model;
  progress->model = model;
  progress->model_serial++;
  progress->serial++;
  g_mutex_unlock (&progress->lock);
  pw_model_free (old);
}

PwModel *
pw_progress_dup_model (PwProgress *progress)
{
  g_mutex_lock (&progress->lock);
  PwModel *copy = progress->model ? pw_model_copy (progress->model) : NULL;
  g_mutex_unlock (&progress->lock);
  return copy;
}

guint
pw_progress_get_model_serial (PwProgress *progress)
{
  g_mutex_lock (&progress->lock);
  guint serial = progress->model_serial;
  g_mutex_unlock (&progress->lock);
  return serial;
}
