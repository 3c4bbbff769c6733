/* pw-document.h — one puzzle file: kind, metadata, seed and model.
 *
 * A .pzw file is JSON:
 *   { "format": "puzzlewright", "version": 1, "kind": "domino-grid",
 *     "metadata": { "title", "author", "notes", "licence", "locale" },
 *     "seed": 12345, "generator": { "n": "9", ... },   (optional)
 *     "puzzle": { ...the kind's own object... } }
 *
 * The document owns the model and its undo history: an edit is a new
 * model value applied with pw_document_apply(), which keeps the old one
 * for undo.  Snapshots (pw_document_dup_model) go to worker threads; the
 * document itself is used from the main thread only.
 */
#pragma once

#include <gio/gio.h>

#include "pw-file-write.h"
#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_DOCUMENT_FORMAT_VERSION 1
#define PW_DOCUMENT_MAX_BYTES (32 * 1024 * 1024)
#define PW_DOCUMENT_MAX_DEPTH 64
#define PW_DOCUMENT_HISTORY_LIMIT 200

typedef enum
{
  PW_META_TITLE,
  PW_META_AUTHOR,
  PW_META_NOTES,
  PW_META_LICENCE,
  PW_META_LOCALE,
  PW_META_N_FIELDS
} PwMetaField;

/* The JSON member name of @field ("title") and its longest allowed value. */
const char    *pw_meta_field_name (PwMetaField field);
gsize          pw_meta_field_max  (PwMetaField field);

#define PW_TYPE_DOCUMENT (pw_document_get_type ())
G_DECLARE_FINAL_TYPE (PwDocument, pw_document, PW, DOCUMENT, GObject)

/* A new document of @kind with the kind's default model and a fresh seed. */
PwDocument    *pw_document_new              (const PwKind *kind);
/* Takes ownership of @model. */
PwDocument    *pw_document_new_with_model   (PwModel *model, guint64 seed);

/* Loading checks everything and reports the first problem with its JSON
 * path, prefixed with @where (a file name).  @expected_kind may be NULL. */
PwDocument    *pw_document_load_data        (const char *data, gsize length, const char *where,
                                             const char *expected_kind, GError **error);
PwDocument    *pw_document_load_file        (GFile *file, const char *expected_kind,
                                             GError **error);
char          *pw_document_to_data          (PwDocument *self, gsize *length);
/* Writes a new file and renames it over the old one, so a failed save
 * leaves the old file as it was.  On success the document remembers
 * @file and is no longer modified. */
gboolean       pw_document_save             (PwDocument *self, GFile *file, GError **error);

const PwKind  *pw_document_get_kind         (PwDocument *self);
const PwModel *pw_document_get_model        (PwDocument *self);
/* A copy of the model for a worker thread or an editor's next edit. */
PwModel       *pw_document_dup_model        (PwDocument *self);
/* Replaces the model with @model (owned) as one undoable edit named
 * @label (translated, e.g. "Solve").  Emits ::changed. */
void           pw_document_apply            (PwDocument *self, PwModel *model, const char *label);
/* The same, but as more of the last edit when nothing else changed the
 * document since (its generation is still @generation): a word typed
 * with pauses, applied at each pause, is one undo step.  Otherwise a new
 * edit named @label. */
void           pw_document_apply_continued  (PwDocument *self, PwModel *model, const char *label,
                                             guint64 generation);

/* Asks whoever shows the document (the kind's editor, through the
 * ::show-place signal) to select the place @path, @x, @y of a PwProblem,
 * so the window need not know the kind. */
void           pw_document_show_place       (PwDocument *self, const char *path, int x, int y);

gboolean       pw_document_can_undo         (PwDocument *self);
gboolean       pw_document_can_redo         (PwDocument *self);
const char    *pw_document_get_undo_label   (PwDocument *self);
const char    *pw_document_get_redo_label   (PwDocument *self);
gboolean       pw_document_undo             (PwDocument *self);
gboolean       pw_document_redo             (PwDocument *self);

const char    *pw_document_get_meta         (PwDocument *self, PwMetaField field);
void           pw_document_set_meta         (PwDocument *self, PwMetaField field,
                                             const char *value);
guint64        pw_document_get_seed         (PwDocument *self);
void           pw_document_set_seed         (PwDocument *self, guint64 seed);
/* The parameters the puzzle was generated with (for class sets), or NULL. */
const PwParams *pw_document_get_generator   (PwDocument *self);
/* The parameters @operation runs with on this document: a copy of
 * @params (NULL: none) where the document supplies what was left out —
 * its seed, for an operation that reads "seed" — so the window, an
 * editor and the CLI run it alike.  FALSE with a PW_ERROR_PARAMETER
 * error when @params holds one the operation does not read. */
PwParams      *pw_document_operation_params (PwDocument *self, const PwOperation *operation,
                                             const PwParams *params, GError **error);
void           pw_document_set_generator    (PwDocument *self, const PwParams *params);

GFile         *pw_document_get_file         (PwDocument *self);
void           pw_document_set_file         (PwDocument *self, GFile *file);
gboolean       pw_document_get_modified     (PwDocument *self);
/* Marks the document as holding work not yet saved (recovered work). */
void           pw_document_mark_unsaved     (PwDocument *self);
/* Marks the current state as the one on disk (after load or save). */
void           pw_document_save_point       (PwDocument *self);
/* Bumped on every change; autosave compares it with what it wrote last. */
guint64        pw_document_get_generation   (PwDocument *self);
/* The title, else the file's name, else "Untitled …". */
char          *pw_document_dup_display_name (PwDocument *self);
/* A stable random id for this editing session (names the recovery file). */
const char    *pw_document_get_session_id   (PwDocument *self);

G_END_DECLS
