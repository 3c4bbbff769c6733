/* cli-base.c — what the CLI's GLib-only front (cli-front.c) shares with
 * the command module: errors, option parsing and finding a module
 * (cli-base.h). */
#include "pw-config.h"

#include "cli-base.h"

#include <glib/gi18n.h>
#include <stdio.h>

void
pw_cli_error (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "puzzlewright-cli: %s\n", msg);
}

/* -o "" would name the current folder: refused, like any bad option
 * value, as a usage error for every command alike. */
static gboolean
empty_output (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--"))
        return FALSE;
      if ((g_str_equal (argv[i], "-o") || g_str_equal (argv[i], "--output")) && i + 1 < argc
          && argv[i + 1][0] == '\0')
        return TRUE;
      if (g_str_equal (argv[i], "--output=") || g_str_equal (argv[i], "-o="))
        return TRUE;
    }
  return FALSE;
}

gboolean
pw_cli_parse (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;
  if (empty_output (*argc, *argv))
    {
      pw_cli_error (_("-o, --output: the file name is empty"));
      fprintf (stderr, _("Try “puzzlewright-cli %s --help”.\n"), (*argv)[0]);
      return FALSE;
    }
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      pw_cli_error ("%s", error->message);
      fprintf (stderr, _("Try “puzzlewright-cli %s --help”.\n"), (*argv)[0]);
      return FALSE;
    }
  return TRUE;
}

/* Beside the executable in a build tree (tests and uninstalled runs),
 * else the installed private library folder. */
char *
pw_cli_module_path (const char *name)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe)
    {
      g_autofree char *dir = g_path_get_dirname (exe);
      g_autofree char *here = g_strdup_printf ("%s/lib%s.so", dir, name);
      if (g_file_test (here, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&here);
    }
  return g_strdup_printf ("%s/lib%s.so", PW_PKGLIBDIR, name);
}
