/* pw-deadline.c — a time budget for a search, as a cancellable. */
#include "pw-deadline.h"

struct _PwDeadline
{
  GCancellable *cancellable;
  GCancellable *parent;
  gulong parent_handler;
  gint64 end;          /* monotonic microseconds */
  GMutex lock;
  GCond cond;
  gboolean done;       /* freed: the thread stops waiting */
  gboolean expired;
  GThread *thread;
};

static gpointer
watch (gpointer data)
{
  PwDeadline *d = data;
  g_mutex_lock (&d->lock);
  while (!d->done && g_get_monotonic_time () < d->end)
    g_cond_wait_until (&d->cond, &d->lock, d->end);
  gboolean fire = !d->done;
  d->expired = fire;
  g_mutex_unlock (&d->lock);
  if (fire)
    g_cancellable_cancel (d->cancellable);
  return NULL;
}

static void
parent_cancelled (GCancellable *parent, gpointer data)
{
  g_cancellable_cancel (G_CANCELLABLE (data));
}

PwDeadline *
pw_deadline_new (GCancellable *parent, double seconds)
{
  PwDeadline *d = g_new0 (PwDeadline, 1);
  d->cancellable = g_cancellable_new ();
  g_mutex_init (&d->lock);
  g_cond_init (&d->cond);
  d->end = g_get_monotonic_time () + (gint64) (MAX (seconds, 0) * G_USEC_PER_SEC);
  if (parent)
    {
      d->parent = g_object_ref (parent);
      /* Runs at once when @parent is already cancelled. */
      d->parent_handler = g_cancellable_connect (parent, G_CALLBACK (parent_cancelled),
                                                 d->cancellable, NULL);
    }
  d->thread = g_thread_new ("pw-deadline", watch, d);
  return d;
}

void
pw_deadline_free (PwDeadline *d)
{
  if (d == NULL)
    return;
  g_mutex_lock (&d->lock);
  d->done = TRUE;
  g_cond_signal (&d->cond);
  g_mutex_unlock (&d->lock);
  g_thread_join (d->thread);
  if (d->parent)
    {
      g_cancellable_disconnect (d->parent, d->parent_handler);
      g_object_unref (d->parent);
    }
  g_object_unref (d->cancellable);
  g_mutex_clear (&d->lock);
  g_cond_clear (&d->cond);
  g_free (d);
}

GCancellable *
pw_deadline_get_cancellable (PwDeadline *d)
{
  return d->cancellable;
}

gboolean
pw_deadline_expired (PwDeadline *d)
{
  g_mutex_lock (&d->lock);
  gboolean expired = d->expired;
  g_mutex_unlock (&d->lock);
  return expired;
}
