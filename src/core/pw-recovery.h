/* pw-recovery.h — unsaved work written aside so a crash loses little.
 *
 * The app writes each modified document every few seconds to
 * DIR/SESSION-ID.pzw (a normal document) with DIR/SESSION-ID.json beside it
 * (where it came from and when).  The files go away when the document is
 * saved or deliberately discarded; whatever is left at the next start is
 * work that a crash interrupted, and the app offers it back.
 */
#pragma once

#include "pw-document.h"

G_BEGIN_DECLS

typedef struct
{
  char   *path;         /* the recovery .pzw */
  char   *display_name; /* the document's title or original file name */
  char   *original_uri; /* where the user had saved it, or NULL */
  gint64  saved_at;     /* unix seconds of the last autosave */
} PwRecoveryEntry;

/* $XDG_DATA_HOME/puzzlewright/recovery */
char       *pw_recovery_default_dir (void);
gboolean    pw_recovery_write       (PwDocument *document, const char *dir, GError **error);
/* Forgets @document's recovery files (after a save or a deliberate close). */
void        pw_recovery_remove      (PwDocument *document, const char *dir);
/* Where broken recovery files go, under the recovery folder. */
#define PW_RECOVERY_SET_ASIDE "set-aside"

/* Entries found in @dir, newest first.  Each entry's document has been
 * loaded once with every check a document gets.  A recovery file that
 * cannot be read (broken, too large, a link or a device) is never fatal:
 * it is moved to DIR/set-aside/ and a translated message saying so is
 * appended to @messages (a GPtrArray of strings; may be NULL). */
GPtrArray  *pw_recovery_list_reporting (const char *dir, GPtrArray *messages);
/* The same, with no messages. */
GPtrArray  *pw_recovery_list        (const char *dir);
/* Reads a sidecar's text into @entry's name, original and time (for the
 * listing, and for fuzzing: recovery data is input like any other). */
gboolean    pw_recovery_parse_sidecar (const char *data, gsize length, PwRecoveryEntry *entry,
                                       GError **error);
/* The recovered document, modified, pointing at its original file. */
PwDocument *pw_recovery_restore     (const PwRecoveryEntry *entry, GError **error);
void        pw_recovery_discard     (const PwRecoveryEntry *entry);
void        pw_recovery_entry_free  (PwRecoveryEntry *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwRecoveryEntry, pw_recovery_entry_free)

G_END_DECLS
