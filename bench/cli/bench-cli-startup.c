/* bench-cli-startup — what starting `puzzlewright-cli` costs, command by
 * command, beside /bin/true and (when given) Knuth's dlx2 on the same
 * exact-cover file (issue 26: at most 8 ms of CPU for the commands that
 * do not draw).
 *
 * Each command runs --runs times, interleaved with the others run by run
 * so that a change in the machine's load falls on all of them alike; the
 * figure is the CPU time of the child (user + system, from wait4's
 * rusage, microseconds), whatever else the machine is doing; the median
 * and the smallest are printed.  Output goes to /dev/null.
 *
 *   bench-cli-startup [--runs 41] [--dlx2 PATH] [--baseline OLD-CLI]
 *                     CLI SAMPLES-DIR XCC-FILE
 *
 * Two floors are measured beside them, built here from floor-glib.c and
 * floor-gio-json.c: a program that loads GLib only, and one that loads
 * GIO and json-glib (what the commands that read documents cannot go
 * below without leaving them).  --baseline runs every command of an older
 * build too, in the same interleaved runs, for a before/after.
 *
 * From the source root, after a release build in _build:
 *   _build/bench/cli/bench-cli-startup _build/src/cli/puzzlewright-cli \
 *     data/samples tests/xcc/data/queens4.dlx [--dlx2 PATH/dlx2]
 * (four queens: a problem so small that its run is all start-up; a
 * 15×15 word search, bench/xcc/data/ws15-20-100.dlx, shows where start-up
 * still counts beside reading 122,000 entries).
 */
#include <fcntl.h>
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct
{
  const char *label;
  char **argv;    /* NULL-terminated */
  const char *in; /* standard input, or NULL for /dev/null */
  GArray *times;  /* double, ms */
} Row;

/* CPU milliseconds of one run of @argv, or a negative number when it
 * could not run or failed. */
static double
run_once (char **argv, const char *in)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      int fd_in = open (in ? in : "/dev/null", O_RDONLY);
      int fd_null = open ("/dev/null", O_WRONLY);
      dup2 (fd_in, 0);
      dup2 (fd_null, 1);
      dup2 (fd_null, 2);
      execv (argv[0], argv);
      _exit (127);
    }
  int status;
  struct rusage ru;
  if (pid < 0 || wait4 (pid, &status, 0, &ru) < 0)
    return -1;
  /* A usage or "no" answer (1, 2) still ran the start-up; 127 did not. */
  if (!WIFEXITED (status) || WEXITSTATUS (status) > 2)
    return -1;
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3
         + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static Row
row (const char *label, const char *in, ...)
{
  Row r = { label, NULL, in, g_array_new (FALSE, FALSE, sizeof (double)) };
  GPtrArray *argv = g_ptr_array_new ();
  va_list ap;
  va_start (ap, in);
  for (const char *a; (a = va_arg (ap, const char *)) != NULL;)
    g_ptr_array_add (argv, g_strdup (a));
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  r.argv = (char **) g_ptr_array_free (argv, FALSE);
  return r;
}

/* The rows of each command of the CLI @cli, labelled with @prefix. */
static void
add_cli_rows (GArray *rows, const char *prefix, const char *cli, const char *dominosa,
              const char *words, const char *wall, const char *xcc)
{
  Row all[] = {
    row ("--version", NULL, cli, "--version", NULL),
    row ("--help", NULL, cli, "--help", NULL),
    row ("xcc --count XCC-FILE", NULL, cli, "xcc", "--count", xcc, NULL),
    row ("xcc --json XCC-FILE", NULL, cli, "xcc", "--json", xcc, NULL),
    row ("validate domino-grid sample", NULL, cli, "validate", dominosa, NULL),
    row ("verify domino-grid sample", NULL, cli, "verify", dominosa, NULL),
    row ("count domino-grid sample", NULL, cli, "count", dominosa, NULL),
    row ("validate word-search sample", NULL, cli, "validate", words, NULL),
    row ("verify word-search sample", NULL, cli, "verify", words, NULL),
    row ("count word-search sample", NULL, cli, "count", words, NULL),
    /* A wall of characters reads the Unihan and decomposition tables. */
    row ("validate connecting-wall sample", NULL, cli, "validate", wall, NULL),
  };
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    all[i].label = g_strconcat (prefix, all[i].label, NULL);
  g_array_append_vals (rows, all, G_N_ELEMENTS (all));
}

/* A program built beside this one (the floors). */
static char *
beside_self (const char *name)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = exe ? g_path_get_dirname (exe) : g_strdup (".");
  return g_build_filename (dir, name, NULL);
}

int
main (int argc, char **argv)
{
  int runs = 41;
  g_autofree char *dlx2 = NULL, *baseline = NULL;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs of each command", "N" },
    { "dlx2", 0, 0, G_OPTION_ARG_FILENAME, &dlx2, "Knuth's dlx2, to run beside xcc", "PATH" },
    { "baseline", 0, 0, G_OPTION_ARG_FILENAME, &baseline,
      "An older puzzlewright-cli to run beside CLI", "PATH" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("CLI SAMPLES-DIR XCC-FILE");
  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, NULL) || argc != 4 || runs < 1)
    {
      fprintf (stderr, "usage: bench-cli-startup [--runs N] [--dlx2 PATH] CLI SAMPLES XCC-FILE\n");
      return 2;
    }
  const char *cli = argv[1], *xcc = argv[3];
  g_autofree char *dominosa = g_build_filename (argv[2], "domino-grid.pzw", NULL);
  g_autofree char *words = g_build_filename (argv[2], "word-search.pzw", NULL);
  g_autofree char *wall = g_build_filename (argv[2], "connecting-wall.pzw", NULL);

  GArray *rows = g_array_new (FALSE, FALSE, sizeof (Row));
  g_autofree char *floor_glib = beside_self ("floor-glib");
  g_autofree char *floor_gio_json = beside_self ("floor-gio-json");
  Row floors[] = {
    row ("/bin/true", NULL, "/bin/true", NULL),
    row ("floor: GLib only", NULL, floor_glib, NULL),
    row ("floor: GIO + json-glib", NULL, floor_gio_json, NULL),
  };
  g_array_append_vals (rows, floors, G_N_ELEMENTS (floors));
  add_cli_rows (rows, "", cli, dominosa, words, wall, xcc);
  if (baseline != NULL)
    add_cli_rows (rows, "baseline ", baseline, dominosa, words, wall, xcc);
  if (dlx2 != NULL)
    {
      /* dlx2 reads the problem on standard input and counts them all. */
      Row d = row ("dlx2 < XCC-FILE", xcc, dlx2, NULL);
      g_array_append_val (rows, d);
    }

  for (int i = 0; i < runs; i++)
    for (guint r = 0; r < rows->len; r++)
      {
        Row *rw = &g_array_index (rows, Row, r);
        double ms = run_once (rw->argv, rw->in);
        if (ms < 0)
          {
            fprintf (stderr, "%s: did not run\n", rw->label);
            return 1;
          }
        g_array_append_val (rw->times, ms);
      }

  printf ("start-up CPU time (user + system), %d runs each, interleaved:\n", runs);
  printf ("%-46s %9s %9s\n", "command", "median", "min");
  for (guint r = 0; r < rows->len; r++)
    {
      Row *rw = &g_array_index (rows, Row, r);
      double *t = (double *) rw->times->data;
      qsort (t, rw->times->len, sizeof *t, cmp_double);
      printf ("%-46s %6.2f ms %6.2f ms\n", rw->label, t[rw->times->len / 2], t[0]);
    }
  return 0;
}
