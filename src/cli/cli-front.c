/* puzzlewright-cli — the program users run: a small front over GLib only.
 *
 * On small problems starting the program costs more than solving them
 * (issue 26): loading GIO and json-glib with their own dependencies
 * (libmount, libselinux, libblkid, pcre2, zlib, ffi) and core with the
 * kinds costs more CPU than Knuth's dlx2 spends on four queens.  So the
 * front runs --version and xcc (cli-xcc.h, --json included) itself, with
 * the GLib-only build of the exact-cover engine (pw-xcc-host.h), and hands
 * every other command, with the whole command line, to the command module
 * puzzlewright-cli-main (cli-main.c), which it opens only then. */
#include "pw-config.h"

#include <dlfcn.h>
#include <stdio.h>

#include "cli-base.h"
#include "cli-xcc.h"
#include "pw-i18n.h"

#define MAIN_MODULE "puzzlewright-cli-main"

typedef int (*PwCliMainFunc) (int argc, char **argv);

/* Opened with dlopen, not GModule, which would load one more library.
 * RTLD_GLOBAL: the drawing module, which the command module opens in
 * turn, calls back into the command module's shared code (cli-draw.h).
 * RTLD_LAZY, as the executable linked them before: binding every call of
 * the module and of libpuzzlewright-base at once cost 0.8 million more
 * instructions for `validate` (callgrind: 5.91 M against 5.12 M), for
 * functions a command mostly never calls.  Module and executable are
 * built together, so a missing symbol is a build error, not a user's. */
static int
run_module (int argc, char **argv)
{
  g_autofree char *path = pw_cli_module_path (MAIN_MODULE);
  void *module = dlopen (path, RTLD_LAZY | RTLD_GLOBAL);
  PwCliMainFunc module_main = module ? (PwCliMainFunc) dlsym (module, "pw_cli_main") : NULL;
  if (module_main == NULL)
    {
      /* dlerror() names the file and says what is wrong with it. */
      pw_cli_error ("%s", dlerror ());
      return PW_CLI_INVALID;
    }
  return module_main (argc, argv);
}

int
main (int argc, char **argv)
{
  pw_i18n_init ();

  if (argc >= 2 && g_str_equal (argv[1], "--version"))
    {
      printf ("puzzlewright-cli %s\n", PW_VERSION);
      return PW_CLI_OK;
    }
  if (argc >= 2 && g_str_equal (argv[1], "xcc"))
    {
      /* --help of a subcommand says "puzzlewright-cli xcc [OPTION…]". */
      g_set_prgname ("puzzlewright-cli xcc");
      return pw_cli_xcc_run (argc - 1, argv + 1);
    }
  return run_module (argc, argv);
}
