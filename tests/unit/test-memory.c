/* Peak memory of refusing what cannot be a document.  A 32 MiB file of
 * "[{},{},…]" once took 3.3 GB and 13 s, because json-glib built the
 * whole tree before the kind and format were looked at.  Each case runs in
 * a child of its own, which reports its peak resident size (getrusage)
 * to the parent. */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "pw-document.h"
#include "pw-json.h"
#include "test-kind.h"

#define HEAD "{\"format\":\"puzzlewright\",\"version\":1,\"kind\":\"test\",\"puzzle\":"

typedef struct
{
  const char *name;
  const char *head;
  const char *item; /* repeated, comma-separated */
  gsize items;      /* 0: as many as fit under the document cap */
  const char *tail;
  gsize max_kib;    /* 0: 16 × the file size */
} Amplifier;

static const Amplifier amplifiers[] = {
  { "objects", "[", "{}", 0, "]", 0 },
  { "zeros", "[", "0", 0, "]", 0 },
  { "objects-in-a-document", HEAD "[", "{}", 0, "]}", 0 },
  { "zeros-in-a-document", HEAD "[", "0", 0, "]}", 0 },
  { "strings-in-a-document", HEAD "[", "\"\"", 0, "]}", 0 },
  /* Just under the value and container limits: the largest trees a
   * document may build, small files with the worst ratio. */
  { "most-zeros", HEAD "[", "0", PW_JSON_MAX_VALUES - 10, "]}", 160 * 1024 },
  { "most-objects", HEAD "[", "{}", PW_JSON_MAX_CONTAINERS - 10, "]}", 64 * 1024 },
};

static GString *
build (const Amplifier *a)
{
  GString *s = g_string_new (a->head);
  gsize room = PW_DOCUMENT_MAX_BYTES - strlen (a->head) - strlen (a->tail);
  gsize n = a->items ? a->items : room / (strlen (a->item) + 1);
  for (gsize i = 0; i < n; i++)
    {
      if (i)
        g_string_append_c (s, ',');
      g_string_append (s, a->item);
    }
  g_string_append (s, a->tail);
  return s;
}

static void
test_amplifier (gconstpointer data)
{
#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer's shadow memory and quarantine dominate the peak");
  return;
#endif
  const Amplifier *a = data;
  int pipefd[2];
  g_assert_cmpint (pipe (pipefd), ==, 0);
  pid_t pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      GString *s = build (a);
      gint64 start = g_get_monotonic_time ();
      GError *error = NULL;
      PwDocument *doc = pw_document_load_data (s->str, s->len, "amp.pzw", NULL, &error);
      gint64 elapsed = g_get_monotonic_time () - start;
      struct rusage usage;
      getrusage (RUSAGE_SELF, &usage);
      /* Size, whether refused, microseconds, peak KiB: the parent checks them. */
      g_autofree char *report = g_strdup_printf ("%zu %d %" G_GINT64_FORMAT " %ld %s", s->len,
                                                 doc == NULL, elapsed, usage.ru_maxrss,
                                                 error ? error->message : "(loaded)");
      (void) !write (pipefd[1], report, strlen (report));
      _exit (0);
    }
  close (pipefd[1]);
  char buf[1024] = { 0 };
  gsize got = 0;
  gssize n;
  while ((n = read (pipefd[0], buf + got, sizeof buf - 1 - got)) > 0)
    got += n;
  close (pipefd[0]);
  int status;
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);

  gsize size = 0;
  int refused = 0;
  gint64 micros = 0;
  long peak_kib = 0;
  int used = 0;
  g_assert_cmpint (sscanf (buf, "%zu %d %" G_GINT64_FORMAT " %ld %n", &size, &refused, &micros,
                           &peak_kib, &used), ==, 4);
  gsize limit_kib = a->max_kib ? a->max_kib : MIN (16 * size / 1024, 512 * 1024);
  g_test_message ("%s: %zu bytes, peak %ld KiB (limit %zu KiB), %.2f s: %s", a->name, size,
                  peak_kib, limit_kib, micros / 1e6, buf + used);
  g_assert_true (refused);
  g_assert_cmpuint ((gsize) peak_kib, <, limit_kib);
  g_assert_cmpint (micros, <, 10 * G_USEC_PER_SEC);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_registry_add (pw_test_kind ());
  for (guint i = 0; i < G_N_ELEMENTS (amplifiers); i++)
    {
      g_autofree char *path = g_strdup_printf ("/memory/%s", amplifiers[i].name);
      g_test_add_data_func (path, &amplifiers[i], test_amplifier);
    }
  return g_test_run ();
}
