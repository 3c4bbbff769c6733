/* bench-app-startup — the app's start to its first frame beside a bare
 * libadwaita window's (bench-bare-window.c), issue 26: at most 1.1 times
 * the bare window's CPU time.
 *
 * The two run alternately, --runs times each, so that a change in the
 * machine's load falls on both alike.  Each child runs with
 * PUZZLEWRIGHT_REPORT_FIRST_FRAME=exit: it prints "first-frame" when its
 * first window has painted once and ends the process right there, so the
 * CPU time read from wait4's rusage (user + system, every thread) is the
 * time to the first frame, not the shutdown after it.  The wall time runs
 * from fork to the "first-frame" line.  Medians and smallest are printed,
 * and the ratio of the medians, app over bare.
 *
 * Each run gets the environment of the UI tests' start-up: in-memory
 * GSettings, no accessibility bus, no portal, and a fresh, empty recovery
 * folder and XDG data folder (so that no recovery offer and no recent
 * files, which other programs on the machine change, come into the
 * figure).  It needs a display and GSETTINGS_SCHEMA_DIR: startup-cpu.sh
 * gives both.
 *
 *   bench-app-startup [--runs 15] APP BARE [FILE.pzw]
 */
#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* A child that has not painted by then is stuck. */
#define GIVE_UP_US (60 * G_USEC_PER_SEC)

typedef struct
{
  const char *label;
  char *argv[3]; /* program, optional file, NULL */
  GArray *cpu;   /* double, ms */
  GArray *wall;  /* double, ms */
} Row;

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  if (dir)
    {
      for (const char *name; (name = g_dir_read_name (dir));)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

/* Reads the child's standard output until its "first-frame" line, or
 * gives up at the deadline; TRUE when the line came. */
static gboolean
read_first_frame (int fd, gint64 deadline)
{
  GString *seen = g_string_new (NULL);
  gboolean found = FALSE;
  while (!found && g_get_monotonic_time () < deadline)
    {
      char buf[256];
      ssize_t n = read (fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      g_string_append_len (seen, buf, n);
      found = strstr (seen->str, "first-frame\n") != NULL;
    }
  g_string_free (seen, TRUE);
  return found;
}

/* One run of @row: appends its CPU and wall milliseconds, or returns
 * FALSE when it did not report a first frame and exit cleanly. */
static gboolean
run_once (Row *row)
{
  g_autofree char *recovery = g_dir_make_tmp ("pw-bench-recovery-XXXXXX", NULL);
  g_autofree char *data = g_dir_make_tmp ("pw-bench-data-XXXXXX", NULL);
  int out[2];
  if (recovery == NULL || data == NULL || pipe (out) < 0)
    return FALSE;
  gint64 t0 = g_get_monotonic_time ();
  pid_t pid = fork ();
  if (pid == 0)
    {
      int null = open ("/dev/null", O_RDWR);
      dup2 (null, 0);
      dup2 (out[1], 1);
      dup2 (null, 2);
      close (out[0]);
      g_setenv ("PUZZLEWRIGHT_RECOVERY_DIR", recovery, TRUE);
      g_setenv ("XDG_DATA_HOME", data, TRUE);
      execv (row->argv[0], row->argv);
      _exit (127);
    }
  close (out[1]);
  gboolean painted = pid > 0 && read_first_frame (out[0], t0 + GIVE_UP_US);
  gint64 t1 = g_get_monotonic_time ();
  close (out[0]);
  if (pid > 0 && !painted)
    kill (pid, SIGKILL);
  int status = 0;
  struct rusage ru;
  gboolean waited = pid > 0 && wait4 (pid, &status, 0, &ru) == pid;
  remove_tree (recovery);
  remove_tree (data);
  if (!painted || !waited || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
    return FALSE;
  double cpu = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3
               + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
  double wall = (t1 - t0) / 1e3;
  g_array_append_val (row->cpu, cpu);
  g_array_append_val (row->wall, wall);
  return TRUE;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  qsort (values->data, values->len, sizeof (double), cmp_double);
  return g_array_index (values, double, values->len / 2);
}

int
main (int argc, char **argv)
{
  int runs = 15;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs of each, alternately", "N" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("APP BARE [FILE.pzw]");
  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, NULL) || argc < 3 || argc > 4 || runs < 1)
    {
      fprintf (stderr, "usage: bench-app-startup [--runs N] APP BARE [FILE.pzw]\n");
      return 2;
    }
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      fprintf (stderr, "bench-app-startup: no display (run it through startup-cpu.sh)\n");
      return 2;
    }
  g_setenv ("PUZZLEWRIGHT_REPORT_FIRST_FRAME", "exit", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);

  Row rows[] = {
    { "puzzlewright", { argv[1], argc == 4 ? argv[3] : NULL, NULL } },
    { "bare window", { argv[2], NULL, NULL } },
  };
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      rows[r].cpu = g_array_new (FALSE, FALSE, sizeof (double));
      rows[r].wall = g_array_new (FALSE, FALSE, sizeof (double));
    }
  for (int i = 0; i < runs; i++)
    for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
      if (!run_once (&rows[r]))
        {
          fprintf (stderr, "%s: run %d reported no first frame\n", rows[r].label, i + 1);
          return 1;
        }

  printf ("start to first frame%s%s, %d runs each, alternately:\n", argc == 4 ? " opening " : "",
          argc == 4 ? argv[3] : "", runs);
  printf ("%-14s %12s %12s %12s %12s\n", "", "CPU median", "CPU min", "wall median", "wall min");
  double cpu[2], wall[2];
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      cpu[r] = median (rows[r].cpu);
      wall[r] = median (rows[r].wall);
      printf ("%-14s %9.1f ms %9.1f ms %9.1f ms %9.1f ms\n", rows[r].label, cpu[r],
              g_array_index (rows[r].cpu, double, 0), wall[r],
              g_array_index (rows[r].wall, double, 0));
    }
  printf ("ratio of medians, puzzlewright / bare: CPU %.2f×, wall %.2f×\n", cpu[0] / cpu[1],
          wall[0] / wall[1]);
  return 0;
}
