/* pw-kind.h — what every puzzle kind offers, as one const table.
 *
 * Modelled on Simon Tatham's `game` struct: the app, the CLI and the
 * exporters know no kind by name; they look a kind up in the registry and
 * call through its table.  Each kind defines its model struct with a
 * PwModel as the first member, so a PwModel * is the kind's model.
 *
 * Threading: a model is never shared between threads.  Long operations
 * run on a copy (a snapshot) in a worker thread and hand back a result
 * that the main thread applies as one undoable edit.
 *
 * Drawing lives in src/render (PwKindRender) and editing in src/app
 * (PwKindEditor), each keyed by the kind's id, so this layer stays
 * GLib-only.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "pw-params.h"
#include "pw-problem.h"
#include "pw-progress.h"

G_BEGIN_DECLS

typedef struct _PwKind PwKind;
typedef struct _PwModel PwModel;

struct _PwModel
{
  const PwKind *kind;
};

/* What a long operation hands back.  Every member may be NULL/0. */
typedef struct
{
  PwModel  *model;    /* a changed model, applied as one undoable edit */
  char     *summary;  /* one translated line for people: "1 solution (grade: hard)" */
  JsonNode *details;  /* machine-readable result, printed by `--json` */
  gboolean  ok;       /* the verdict where there is one (verify: unique?) */
} PwResult;

PwResult *pw_result_new  (void);
void      pw_result_free (PwResult *result);

/* How a parameter of a generator or an operation is asked for: by the
 * Generate dialog, by an operation's options in the app, and as
 * --NAME options of the CLI. */
typedef enum
{
  PW_PARAM_INT,    /* a whole number from min to max; with choices, the
                    * dialog offers only those (a deck's orders that
                    * have a plane), and the kind refuses others in
                    * its own words */
  PW_PARAM_CHOICE, /* one of choices (labels in choice_labels) */
  PW_PARAM_BOOL,   /* "true" or "false" */
  PW_PARAM_TEXT,   /* free text (a shape drawn in # and ., a list...); with
                    * choices, those are keywords, which the dialog offers
                    * as a choice, and on the command line any other value
                    * that names a file is read from it (the deck's
                    * symbols=words|pictures|FILE) */
  PW_PARAM_NUMBER, /* a decimal number more than min and at most max (seconds) */
  /* Text read from a file the user picks; the front end (the CLI, the
   * dialog) reads it and passes the text, so a kind never opens files.
   * On the command line NAME=@FILE or NAME=FILE; a value that names no
   * file is the text itself. */
  PW_PARAM_FILE,
} PwParamType;

typedef struct
{
  const char        *name;          /* the PwParams key: "n" */
  const char        *label;         /* N_() — "Highest Number" */
  const char        *description;   /* N_() — one line, or NULL */
  PwParamType        type;
  gint64             min, max;      /* PW_PARAM_INT */
  const char        *default_value; /* as text; NULL means "leave it to the kind" */
  const char *const *choices;       /* PW_PARAM_CHOICE values (a TEXT's keywords),
                                     * NULL-terminated */
  const char *const *choice_labels; /* N_() labels, same order */
  char               short_name;    /* the CLI's one-letter option, or 0 */
  const char        *arg_label;     /* N_() — the CLI's "R" in --rows=R, or NULL */
  /* NULL when the parameter can always be used; otherwise whether it can
   * be with the values of the parameters before it in the list (in
   * @params), so the Generate dialog offers only what can succeed.  When
   * it cannot, returns FALSE and sets @reason to a newly allocated,
   * translated reason ("Only on an easy puzzle") that the dialog shows on
   * the row it disables; the parameter is then left out.  Called on the
   * main thread at every change of a row, so it must be cheap. */
  gboolean         (*usable)        (const PwParams *params, char **reason);
  /* PW_PARAM_FILE only.  @typed: the text may also be typed or pasted in
   * the dialog (a word list), not only read from a file.  @folder_param:
   * a folder of pictures may be chosen instead of a file; the value is
   * then the names of its pictures, one a line, and the folder's path
   * is given as the parameter of this name. */
  gboolean           typed;
  const char        *folder_param;
  /* PW_PARAM_TEXT with choices only: they are suggestions, and any other
   * value may be typed too (the dialog adds "Other…" and an entry); else
   * the dialog offers the choices alone. */
  gboolean           other_values;
} PwParamSpec;

typedef PwResult *(*PwOperationFunc) (const PwModel *snapshot, const PwParams *params,
                                      PwProgress *progress, GCancellable *cancellable,
                                      GError **error);

typedef enum
{
  PW_OPERATION_NONE = 0,
  /* Cancel means "stop and keep what you have" (auto-fill's best board
   * so far), so a result that comes back after Cancel is applied. */
  PW_OPERATION_KEEPS_RESULT_ON_CANCEL = 1 << 0,
  /* Runs on parameters alone when there is no document (the snapshot is
   * then NULL): counting the tilings of a board given by its size. */
  PW_OPERATION_DOCUMENT_OPTIONAL = 1 << 1,
  /* Its point is a changed model (auto-fill): the CLI asks where to save
   * it (-o FILE). */
  PW_OPERATION_CHANGES_MODEL = 1 << 2,
} PwOperationFlags;

typedef struct
{
  const char      *id;          /* "verify", "solve", "count", ... */
  const char      *label;       /* N_() — a button or menu label */
  const char      *description; /* N_() — one sentence */
  PwOperationFunc  run;
  PwOperationFlags flags;
  /* The parameters run() reads; any other is refused by
   * pw_operation_check_params() before it runs. */
  const PwParamSpec *params;
  guint              n_params;
  /* Also offered as a subcommand of the CLI of this name ("tilings",
   * "fill"), with the parameters as its options; NULL for none.  The
   * common operations (solve, count, verify, explain) have their own. */
  const char        *command;
} PwOperation;

/* An interchange format (Tatham's Dominosa ids, ipuz, layout JSON...). */
typedef struct
{
  const char *id;    /* "dominosa-id", "layout-json" */
  const char *label; /* N_() */
  /* Either may be NULL when the format goes one way only. */
  PwModel *(*import) (const char *text, gsize length, GError **error);
  char    *(*export) (const PwModel *model, GError **error);
} PwFormat;

/* How a class set varies a document (optional: PwKind.variants).  Each
 * variant is made from the document as it is now, the teacher's edits
 * and all (its words, its size, its cards), never from the parameters it
 * was once generated with: variant A is the document itself, and each
 * further one is make() from a child seed of the document's seed, so the
 * same document always gives the same set. */
typedef struct
{
  /* What the variants change, in one translated line the print dialog
   * shows ("The same words in new places, with new letters around
   * them"), for @params (the choices in specs). */
  char      *(*describe) (const PwModel *model, const PwParams *params);
  /* A variant of @model from @seed; the same seed gives the same variant.
   * Runs in a worker thread; fails on bad @params or when @model cannot
   * vary (naming why). */
  PwModel   *(*make)     (const PwModel *model, const PwParams *params, guint64 seed,
                          PwProgress *progress, GCancellable *cancellable, GError **error);
  /* The choices a teacher may make about what varies (the wall: the same
   * cards shuffled, or new walls from the same components); the print
   * dialog shows a row for each, the CLI takes them as
   * export --vary NAME=VALUE. */
  const PwParamSpec *specs;
  guint              n_specs;
  /* NULL, or whether @model can vary at all (a wall whose cards are not
   * all filled in cannot), with a translated reason when not. */
  gboolean   (*can_vary) (const PwModel *model, char **reason);
} PwVariants;

struct _PwKind
{
  const char *id;          /* "domino-grid"; the "kind" of a .pzw document */
  const char *name;        /* N_() — "Domino Grid" */
  const char *description; /* N_() — one line for the start page */
  const char *icon_name;
  gboolean    hidden;      /* kinds for tests only: never offered to users */

  PwModel   *(*create_default) (void);
  PwModel   *(*copy)           (const PwModel *model);
  void       (*free)           (PwModel *model);
  /* The kind's own object of the document ("puzzle"). */
  JsonNode  *(*save)           (const PwModel *model);
  /* @path is the JSON path of @node, for errors.  Never trusts sizes. */
  PwModel   *(*load)           (JsonNode *node, const char *path, GError **error);
  /* Optional: tells a model read from a file the folder that file is in,
   * for kinds that read files beside their documents and nowhere else. */
  void       (*set_folder)     (PwModel *model, const char *folder);
  /* A list of PwProblem (pw_problem_list_new()); empty when all is well. */
  GPtrArray *(*validate)       (const PwModel *model);
  /* A short translated description: "7×8 grid, double-six set". */
  char      *(*describe)       (const PwModel *model);

  /* A new puzzle from @params and @seed; NULL when the kind has none. */
  PwModel   *(*generate)       (const PwParams *params, guint64 seed, PwProgress *progress,
                                GCancellable *cancellable, GError **error);
  const char *const *generate_params; /* the parameter names generate() reads */
  /* How the app asks for them (any subset of generate_params, in order). */
  const PwParamSpec *generate_specs;
  guint              n_generate_specs;

  const PwOperation *operations;
  guint              n_operations;

  const PwFormat    *formats;
  guint              n_formats;

  /* Class sets: how a variant of the document is made; NULL: the kind
   * prints the document's own puzzle only. */
  const PwVariants  *variants;
};

PwModel           *pw_model_copy          (const PwModel *model);
void               pw_model_free          (PwModel *model);
/* Equal when they save to equal JSON. */
gboolean           pw_model_equal         (const PwModel *a, const PwModel *b);
const PwOperation *pw_kind_find_operation (const PwKind *kind, const char *id);
const PwFormat    *pw_kind_find_format    (const PwKind *kind, const char *id);
/* FALSE, with an error naming the parameters that exist, when @params
 * holds one that @operation does not read. */
gboolean           pw_operation_check_params (const PwOperation *operation,
                                              const PwParams *params, GError **error);
/* Runs generate() with its parameter names checked first. */
PwModel           *pw_kind_generate       (const PwKind *kind, const PwParams *params,
                                           guint64 seed, PwProgress *progress,
                                           GCancellable *cancellable, GError **error);

/* The registry: filled once at start-up (pw_kinds_register_builtin() in
 * src/kinds), then only read, from any thread. */
void               pw_registry_add        (const PwKind *kind);
const PwKind      *pw_registry_lookup     (const char *id);
/* The kinds in registration order; hidden ones only when asked. */
GPtrArray         *pw_registry_list       (gboolean include_hidden);

/* Some checks of a kind are answered by the render layer, which installs
 * them when its renderers are registered (can the sheets' font draw this
 * character, can this picture be drawn).  A program that loads drawing
 * only on demand (the CLI: src/cli/cli-draw.h) sets a loader; a kind, or
 * core, calls pw_kinds_need_render() before it asks such a check, and the
 * first call runs the loader, once.  Where render is linked and
 * registered from the start (the app, the tests) no loader is set and
 * the call does nothing. */
void               pw_kinds_set_render_loader (void (*loader) (void));
void               pw_kinds_need_render       (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwModel, pw_model_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwResult, pw_result_free)

G_END_DECLS
