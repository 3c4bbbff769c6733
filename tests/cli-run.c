#include "cli-run.h"

#include "test-util.h"

static const char *cli;
static char *tmpdir;

void
pw_cli_run_init (int argc, char **argv, const char *name)
{
  if (argc < 2)
    {
      g_printerr ("usage: %s PUZZLEWRIGHT-CLI\n", argv[0]);
      exit (2);
    }
  cli = argv[1];
  tmpdir = pw_test_make_dir (name);
}

int
pw_cli_run (char **out, char **err, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) cli);
  va_list ap;
  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) p = g_subprocess_newv ((const char *const *) argv->pdata,
                                                 G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                 | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_autofree char *o = NULL, *e = NULL;
  g_assert_true (g_subprocess_communicate_utf8 (p, NULL, NULL, &o, &e, &error));
  g_assert_no_error (error);
  g_test_message ("%s %s -> %d\n%s%s", cli, first, g_subprocess_get_exit_status (p), o, e);
  /* Callers reuse their out and err; what they held is done with. */
  if (out)
    g_free (*out), *out = g_steal_pointer (&o);
  if (err)
    g_free (*err), *err = g_steal_pointer (&e);
  return g_subprocess_get_exit_status (p);
}

char *
pw_cli_run_path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

int
pw_cli_run_finish (int status)
{
  pw_test_remove_tree (tmpdir);
  g_clear_pointer (&tmpdir, g_free);
  return status;
}
