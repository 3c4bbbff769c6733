/* pw-data.h — the compiled data files kinds load (a decomposition
 * table, Unihan, WordNet, a picture bundle): where the one of this
 * installation is, read with its errors named, and loaded once for every
 * thread.  docs/architecture.md ("Data the build compiles") says how they
 * are made. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The path of a compiled data file: the value of environment variable
 * @env when set (tests, a table kept elsewhere), else @build_path when it
 * is a file (an uninstalled run), else PW_DATADIR/@file when that is;
 * NULL when there is none. */
char    *pw_data_find (const char *env, const char *build_path, const char *file);

/* The bytes of @filename (mapped: compiled data only, which is replaced
 * by renaming, never rewritten in place), or NULL with PW_ERROR_IO
 * naming it. */
GBytes  *pw_data_read (const char *filename, GError **error);

/* The next line of the text [*@p, @end): its start in @line and its
 * length in @length, without the line end ("\n" or "\r\n"); FALSE at
 * the end of the text. */
gboolean pw_data_next_line (const char **p, const char *end, const char **line, gsize *length);
/* The lines of the text in @bytes (a compiled-in list). */
GStrv    pw_data_lines     (GBytes *bytes);

typedef struct
{
  GMutex lock;
  gboolean tried;
  gpointer data;
  GError *failure;
} PwDataOnce;

/* What @load gives, asked the first time only and kept for the life of
 * the process; NULL with a copy of its error each time when it failed.
 * Any thread (a static PwDataOnce needs no set-up). */
gpointer pw_data_once (PwDataOnce *once, gpointer (*load) (GError **error), GError **error);

G_END_DECLS
