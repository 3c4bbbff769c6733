/* test-util.h — what the tests of every folder share: waiting on the main
 * loop for a condition, scratch folders, the sample documents, and a
 * kind's puzzle from JSON text.
 *
 * Header-only (static inline), like the kinds' own *-test-util.h: each
 * test is a program of its own, and takes these by including this file
 * ("../test-util.h" from a folder of tests), with nothing to add to its
 * build.
 */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "pw-config.h"
#include "pw-document.h"
#include "pw-kind.h"
#include "pw-recovery.h"

/* How long a test waits for something that should happen at once: long
 * enough for a machine under heavy load, and only ever waited in full
 * when the test is failing anyway. */
#define PW_TEST_WAIT_MS 20000

/* One turn of the main loop, for the waits below (a short sleep when it
 * had nothing to do, so a worker thread gets on); FALSE once @end (in
 * monotonic µs) has passed. */
static inline gboolean
pw_test_wait_turn (gint64 end)
{
  if (g_get_monotonic_time () > end)
    return FALSE;
  if (!g_main_context_iteration (NULL, FALSE))
    g_usleep (1000);
  return TRUE;
}

/* Turns the main loop until @done (@data) holds, at most @timeout_ms;
 * FALSE when it timed out.  A test waits for what it needs, never a fixed
 * time: a fixed time is too short on a busy machine and wasted elsewhere. */
static inline gboolean
pw_test_wait_for (gboolean (*done) (gpointer data), gpointer data, int timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  while (!done (data))
    if (!pw_test_wait_turn (end))
      return FALSE;
  return TRUE;
}

/* The same for any expression: turns the main loop until @cond holds, and
 * fails the test, naming @cond, when it has not after PW_TEST_WAIT_MS. */
#define pw_test_wait_until(cond)                                                          \
  G_STMT_START                                                                            \
  {                                                                                       \
    gint64 pw_test_end_ = g_get_monotonic_time () + (gint64) PW_TEST_WAIT_MS * 1000;     \
    while (!(cond))                                                                       \
      if (!pw_test_wait_turn (pw_test_end_))                                              \
        {                                                                                 \
          g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC,               \
                               "waited in vain for " #cond);                              \
          break;                                                                          \
        }                                                                                 \
  }                                                                                       \
  G_STMT_END

/* Runs what the main loop has ready (events, idle callbacks, redraws)
 * until nothing is left, for the rare step with no condition to wait for:
 * after an action that must not have an effect, before checking it had
 * none.  Timers still to come are not waited for. */
static inline void
pw_test_drain (void)
{
  gint64 end = g_get_monotonic_time () + (gint64) PW_TEST_WAIT_MS * 1000;
  while (g_main_context_iteration (NULL, FALSE) && g_get_monotonic_time () < end)
    ;
}

/* A new empty folder "pw-@name-XXXXXX" in the temporary directory. */
static inline char *
pw_test_make_dir (const char *name)
{
  g_autofree char *pattern = g_strdup_printf ("pw-%s-XXXXXX", name);
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp (pattern, &error);
  g_assert_no_error (error);
  return dir;
}

/* Removes @path and everything below it; links are removed, never
 * followed. */
static inline void
pw_test_remove_tree (const char *path)
{
  g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        pw_test_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* Whether the recovery folder @dir has set @name aside: a file there, or
 * a link (one to /dev/zero, or to nothing, counts). */
static inline gboolean
pw_test_set_aside (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, PW_RECOVERY_SET_ASIDE, name, NULL);
  return g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (path, G_FILE_TEST_IS_SYMLINK);
}

/* data/samples/@kind_id.pzw, the kind's sample document. */
static inline char *
pw_test_sample_path (const char *kind_id)
{
  g_autofree char *name = g_strconcat (kind_id, ".pzw", NULL);
  return g_build_filename (PW_SOURCE_DATADIR, "samples", name, NULL);
}

/* The sample document of @kind_id, loaded as a user opens it (the kind
 * must be registered). */
static inline PwDocument *
pw_test_load_sample (const char *kind_id)
{
  g_autofree char *path = pw_test_sample_path (kind_id);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  PwDocument *doc = pw_document_load_file (file, kind_id, &error);
  g_assert_no_error (error);
  return doc;
}

/* @kind's model from the text of its own JSON object, loaded as the
 * "$.puzzle" of a document, so errors name paths as users see them. */
static inline PwModel *
pw_test_load_puzzle (const PwKind *kind, const char *json, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return kind->load (json_parser_get_root (parser), "$.puzzle", error);
}

/* The puzzle of @kind's sample document, through the kind's own loader
 * alone, for tests that register no kinds. */
static inline PwModel *
pw_test_sample_puzzle (const PwKind *kind)
{
  g_autofree char *path = pw_test_sample_path (kind->id);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "kind"), ==, kind->id);
  PwModel *m = kind->load (json_object_get_member (root, "puzzle"), "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_nonnull (m);
  return m;
}
