/* Where a deck's pictures may be read from (deck-render-folder.c): only
 * inside the folder of its document or a folder the user chose; never
 * through a URI, "..", an absolute path elsewhere, a symlinked folder or
 * a symlinked file that leads out; a deck that names another folder
 * opens with its pictures missing, each saying why. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "../test-util.h"
#include "deck-kind-private.h"
#include "deck-render.h"
#include "pw-document.h"
#include "pw-kinds.h"

static const char *svg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"
  "<circle cx=\"5\" cy=\"5\" r=\"4\"/></svg>";

typedef struct
{
  char *home;    /* the document's folder */
  char *pics;    /* home/pics, with a.svg */
  char *outside; /* another folder of the user's, with a.svg */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->home = pw_test_make_dir ("deck-home");
  f->outside = pw_test_make_dir ("deck-outside");
  f->pics = g_build_filename (f->home, "pics", NULL);
  g_assert_cmpint (g_mkdir (f->pics, 0700), ==, 0);
  g_autofree char *a = g_build_filename (f->pics, "a.svg", NULL);
  g_autofree char *b = g_build_filename (f->outside, "a.svg", NULL);
  g_assert_true (g_file_set_contents (a, svg, -1, NULL));
  g_assert_true (g_file_set_contents (b, svg, -1, NULL));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  pw_test_remove_tree (f->home);
  pw_test_remove_tree (f->outside);
  g_free (f->home);
  g_free (f->pics);
  g_free (f->outside);
}

/* A deck of one picture symbol @name from @folder, read from a document
 * in @home (NULL: from nowhere). */
static PwDeckModel *
deck (const char *folder, const char *home, const char *name)
{
  PwDeckModel *m = pw_deck_model_new ();
  g_free (m->pictures);
  m->pictures = g_strdup (folder);
  if (home)
    pw_deck_set_folder (&m->parent, home);
  g_ptr_array_add (m->symbols, pw_deck_symbol_new (name, PW_DECK_SYMBOL_PICTURE));
  return m;
}

/* Reads @name; NULL and the error's message in @why when refused. */
static gboolean
readable (const char *folder, const char *home, const char *name, char **why)
{
  g_autoptr (PwModel) model = &deck (folder, home, name)->parent;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) data = pw_deck_render_picture_data ((PwDeckModel *) model,
                                                         pw_deck_model_symbol ((PwDeckModel *) model, 0),
                                                         &error);
  if (why)
    *why = error ? g_strdup (error->message) : NULL;
  g_assert_true ((data == NULL) == (error != NULL));
  return data != NULL;
}

static void
assert_refused (const char *folder, const char *home, const char *name, const char *fragment)
{
  g_autofree char *why = NULL;
  g_assert_false (readable (folder, home, name, &why));
  g_test_message ("%s / %s: %s", folder, name, why);
  g_assert_nonnull (strstr (why, fragment));
}

static void
test_document_folder (Fixture *f, gconstpointer data)
{
  /* Inside the document's folder, absolute or relative. */
  g_assert_true (readable (f->pics, f->home, "a.svg", NULL));
  g_assert_true (readable ("pics", f->home, "a.svg", NULL));
  g_assert_true (readable (f->home, f->home, "pics", NULL) == FALSE);
  /* Elsewhere: absolute paths, "..", system folders, URIs. */
  assert_refused (f->outside, f->home, "a.svg", "neither the document's folder nor one you chose");
  assert_refused ("/etc", f->home, "passwd", "neither the document's folder");
  assert_refused ("/proc/self", f->home, "environ", "neither the document's folder");
  assert_refused ("..", f->home, "a.svg", "neither the document's folder");
  g_autofree char *up = g_build_filename (f->pics, "..", "..", NULL);
  assert_refused (up, f->home, "a.svg", "neither the document's folder");
  assert_refused ("file:///etc", f->home, "passwd", "not a local folder");
  g_autofree char *uri = g_filename_to_uri (f->pics, NULL, NULL);
  assert_refused (uri, f->home, "a.svg", "not a local folder");
  assert_refused ("http://example.com/pics", f->home, "a.svg", "not a local folder");
  assert_refused ("~/pics", f->home, "a.svg", "not a local folder");
  /* A deck read from nowhere (made in memory, no folder chosen). */
  assert_refused (f->pics, NULL, "a.svg", "neither the document's folder");
  assert_refused ("pics", NULL, "a.svg", "not a full path");
  /* A name that is a path. */
  assert_refused (f->pics, f->home, "../pics/a.svg", "not a file name");
  assert_refused (f->pics, f->home, "..", "not a file name");
}

static void
test_symlinks (Fixture *f, gconstpointer data)
{
  /* A symlink to another picture of the folder is followed. */
  g_autofree char *inside = g_build_filename (f->pics, "b.svg", NULL);
  g_assert_cmpint (symlink ("a.svg", inside), ==, 0);
  g_assert_true (readable (f->pics, f->home, "b.svg", NULL));
  /* Symlinks out of it are not: to /etc/passwd, to a file of the user's,
   * to /proc/self/environ. */
  g_autofree char *passwd = g_build_filename (f->pics, "passwd.svg", NULL);
  g_assert_cmpint (symlink ("/etc/passwd", passwd), ==, 0);
  assert_refused (f->pics, f->home, "passwd.svg", "leads out of the pictures' folder");
  g_autofree char *theirs = g_build_filename (f->outside, "a.svg", NULL);
  g_autofree char *mine = g_build_filename (f->pics, "mine.svg", NULL);
  g_assert_cmpint (symlink (theirs, mine), ==, 0);
  assert_refused (f->pics, f->home, "mine.svg", "leads out");
  g_autofree char *environ = g_build_filename (f->pics, "environ.svg", NULL);
  g_assert_cmpint (symlink ("/proc/self/environ", environ), ==, 0);
  assert_refused (f->pics, f->home, "environ.svg", "leads out");
  /* A symlinked folder inside the document's folder, leading out. */
  g_autofree char *etc = g_build_filename (f->home, "etc", NULL);
  g_assert_cmpint (symlink ("/etc", etc), ==, 0);
  assert_refused ("etc", f->home, "passwd", "neither the document's folder");
  assert_refused (etc, f->home, "passwd", "neither the document's folder");
  /* A symlink to the folder itself is no picture. */
  g_autofree char *self = g_build_filename (f->pics, "self.svg", NULL);
  g_assert_cmpint (symlink (".", self), ==, 0);
  assert_refused (f->pics, f->home, "self.svg", "leads out");
  /* A FIFO is no picture file. */
  g_autofree char *fifo = g_build_filename (f->pics, "fifo.svg", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (f->pics, f->home, "fifo.svg", "not a picture file");
}

/* A folder the user chose may be read from any deck, and a deck given a
 * folder by whoever generated it (deck-kind.c, pictures_chosen) too. */
static void
test_chosen (Fixture *f, gconstpointer data)
{
  assert_refused (f->outside, f->home, "a.svg", "choose it");
  g_autoptr (PwModel) model = &deck (f->outside, NULL, "a.svg")->parent;
  ((PwDeckModel *) model)->pictures_chosen = TRUE;
  g_autoptr (GBytes) bytes = pw_deck_render_picture_data (
    (PwDeckModel *) model, pw_deck_model_symbol ((PwDeckModel *) model, 0), NULL);
  g_assert_nonnull (bytes);
  /* ...and the copy a worker gets keeps it. */
  g_autoptr (PwModel) copy = pw_model_copy (model);
  g_assert_true (((PwDeckModel *) copy)->pictures_chosen);
  pw_deck_render_allow_folder (f->outside);
  g_assert_true (readable (f->outside, NULL, "a.svg", NULL));
  g_assert_true (readable (f->outside, f->home, "a.svg", NULL));
  /* Still no symlink out of a chosen folder. */
  g_autofree char *link = g_build_filename (f->outside, "passwd.svg", NULL);
  g_assert_cmpint (symlink ("/etc/passwd", link), ==, 0);
  assert_refused (f->outside, NULL, "passwd.svg", "leads out");
}

/* From a document file: its folder is where pictures may be; a document
 * naming /etc opens, with a problem per picture that says why, and
 * prints placeholders. */
static void
test_document_file (Fixture *f, gconstpointer data)
{
  const PwKind *kind = pw_registry_lookup ("deck");
  for (guint i = 0; i < 2; i++)
    {
      const char *folder = i == 0 ? f->pics : "/etc";
      const char *name = i == 0 ? "a.svg" : "passwd";
      g_autoptr (PwModel) model = &deck (folder, NULL, name)->parent;
      g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_model_copy (model), 1);
      g_autofree char *path = g_build_filename (f->home, "deck.pzw", NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;
      g_assert_true (pw_document_save (doc, file, &error));
      g_assert_no_error (error);
      g_autoptr (PwDocument) loaded = pw_document_load_file (file, "deck", &error);
      g_assert_no_error (error);
      const PwModel *m = pw_document_get_model (loaded);
      g_autoptr (GPtrArray) problems = kind->validate (m);
      gboolean why = FALSE;
      for (guint p = 0; p < problems->len; p++)
        g_test_message ("%s", ((PwProblem *) problems->pdata[p])->message);
      for (guint p = 0; p < problems->len; p++)
        why = why || strstr (((PwProblem *) problems->pdata[p])->message,
                             "neither the document's folder") != NULL;
      g_assert_true (why == (i == 1));
      g_autoptr (GPtrArray) missing = pw_deck_render_check_pictures ((const PwDeckModel *) m);
      g_assert_cmpuint (missing->len, ==, i);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add ("/deck/pictures-folder/document-folder", Fixture, NULL, fixture_set_up,
              test_document_folder, fixture_tear_down);
  g_test_add ("/deck/pictures-folder/symlinks", Fixture, NULL, fixture_set_up, test_symlinks,
              fixture_tear_down);
  g_test_add ("/deck/pictures-folder/chosen", Fixture, NULL, fixture_set_up, test_chosen,
              fixture_tear_down);
  g_test_add ("/deck/pictures-folder/document-file", Fixture, NULL, fixture_set_up,
              test_document_file, fixture_tear_down);
  return g_test_run ();
}
