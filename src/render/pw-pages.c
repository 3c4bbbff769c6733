#include "pw-pages.h"

struct _PwPages
{
  gatomicrefcount ref;
  double width, height;
  char *title;
  char *author;
  char *note;
  GArray *roles; /* PwPageRole */
  PwPagesDrawFunc draw;
  gpointer data;
  GDestroyNotify destroy;
};

PwPages *
pw_pages_new (double width, double height, const char *title, PwPagesDrawFunc draw,
              gpointer data, GDestroyNotify destroy)
{
  PwPages *p = g_new0 (PwPages, 1);
  g_atomic_ref_count_init (&p->ref);
  p->width = width;
  p->height = height;
  p->title = g_strdup (title ? title : "");
  p->roles = g_array_new (FALSE, FALSE, sizeof (PwPageRole));
  p->draw = draw;
  p->data = data;
  p->destroy = destroy;
  return p;
}

void
pw_pages_set_author (PwPages *pages, const char *author)
{
  g_free (pages->author);
  pages->author = g_strdup (author && *author ? author : NULL);
}

const char *
pw_pages_get_author (PwPages *pages)
{
  return pages->author;
}

void
pw_pages_set_note (PwPages *pages, const char *note)
{
  g_free (pages->note);
  pages->note = g_strdup (note);
}

const char *
pw_pages_get_note (PwPages *pages)
{
  return pages->note;
}

void
pw_pages_add_page (PwPages *pages, PwPageRole role)
{
  g_array_append_val (pages->roles, role);
}

PwPages *
pw_pages_ref (PwPages *pages)
{
  g_atomic_ref_count_inc (&pages->ref);
  return pages;
}

void
pw_pages_unref (PwPages *pages)
{
  if (pages == NULL || !g_atomic_ref_count_dec (&pages->ref))
    return;
  if (pages->destroy)
    pages->destroy (pages->data);
  g_array_unref (pages->roles);
  g_free (pages->author);
  g_free (pages->note);
  g_free (pages->title);
  g_free (pages);
}

guint
pw_pages_get_n_pages (PwPages *pages)
{
  return pages->roles->len;
}

PwPageRole
pw_pages_get_role (PwPages *pages, guint index)
{
  g_return_val_if_fail (index < pages->roles->len, PW_PAGE_PUZZLE);
  return g_array_index (pages->roles, PwPageRole, index);
}

double
pw_pages_get_width (PwPages *pages)
{
  return pages->width;
}

double
pw_pages_get_height (PwPages *pages)
{
  return pages->height;
}

const char *
pw_pages_get_title (PwPages *pages)
{
  return pages->title;
}

void
pw_pages_draw (PwPages *pages, guint index, cairo_t *cr)
{
  g_return_if_fail (index < pages->roles->len);
  cairo_save (cr);
  pages->draw (cr, index, pages->data);
  cairo_restore (cr);
}
