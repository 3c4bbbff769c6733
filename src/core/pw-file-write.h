/* pw-file-write.h — saving so that what the user had is never lost.
 *
 * A save writes a temporary file beside the real file, flushes it to disk
 * and renames it over the old one, as careful editors do:
 *   - a symbolic link is followed, and the file it points to is replaced
 *     (the link stays a link);
 *   - the old file's permissions (and owner, where allowed) are kept;
 *   - a file with hard links is rewritten in place, after a backup copy,
 *     so the links still share it;
 *   - a read-only file is refused, not replaced;
 *   - temporary names are short (".pwXXXXXX"), so a name of 255 bytes can
 *     still be saved;
 *   - errors name the file the user asked for, never the temporary.
 * A failure at any point leaves the old file as it was and no temporary
 * file behind.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes @data to @file atomically.  Errors are PW_ERROR_IO:
 * "Could not save “NAME”: REASON". */
gboolean pw_write_file_atomically (GFile *file, const char *data, gsize length,
                                   GError **error);

/* A set of files replaced together (the pages of an export): each file
 * is written to a temporary as it is added, and only pw_file_set_commit()
 * renames them all into place, one after the other while holding a lock
 * on their folders, so two savers of the same set never leave pages of
 * both.  A set freed without a commit (a failure, a cancel) removes its
 * temporaries and replaces nothing.  Hard links are not kept in a set. */
typedef struct _PwFileSet PwFileSet;

PwFileSet *pw_file_set_new    (void);
gboolean   pw_file_set_add    (PwFileSet *set, GFile *file, const char *data, gsize length,
                               GError **error);
gboolean   pw_file_set_commit (PwFileSet *set, GError **error);
void       pw_file_set_free   (PwFileSet *set);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwFileSet, pw_file_set_free)

G_END_DECLS
