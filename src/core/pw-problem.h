/* pw-problem.h — one finding of a kind's validator, with where it is.
 *
 * @path is a JSON path into the document ("$.puzzle.cells[2][3]") so the
 * CLI can print it and the app can map it back to a place on the canvas;
 * kinds may also fill @x/@y (a cell) when the problem concerns one.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  PW_SEVERITY_ERROR,   /* the puzzle cannot be solved or printed as it is */
  PW_SEVERITY_WARNING, /* allowed, but probably not what the designer wants */
} PwSeverity;

typedef struct
{
  PwSeverity severity;
  char *path;     /* JSON path, never NULL */
  int x, y;       /* the cell concerned, or -1; a kind without cells may
                   * use them for its own places, and then sets @place */
  char *message;  /* translated, for people */
  char *place;    /* where, in words, when it is not a cell ("Cards 1 and
                   * 6"), or NULL (pw_problem_set_place) */
} PwProblem;

PwProblem *pw_problem_new  (PwSeverity severity, const char *path, int x, int y,
                            const char *format, ...) G_GNUC_PRINTF (5, 6);
void       pw_problem_free (PwProblem *problem);
/* Says where @problem is in the kind's own words, for a kind whose places
 * are not cells; x and y then are not printed as a cell.  Returns
 * @problem. */
PwProblem *pw_problem_set_place (PwProblem *problem, const char *place);
/* A new GPtrArray that frees its PwProblems. */
GPtrArray *pw_problem_list_new (void);
/* Number of PW_SEVERITY_ERROR entries. */
guint      pw_problem_list_count_errors (GPtrArray *problems);

/* Where @problem is, in words for people: its own @place when the kind
 * set one, "Row 2, column 3" for a cell (translated, 1-based), or NULL
 * when it concerns no cell (its message names what it is about).  The JSON path stays for the CLI and --json. */
char      *pw_problem_dup_place (const PwProblem *problem);

/* [{"severity": "error", "path": "$…", "cell": [x, y], "message": "…"}, …]
 * ("place": "…" instead of "cell" for a problem with its own place)
 * — what `validate --json` and the kinds' verify details print. */
JsonNode  *pw_problem_list_to_json (GPtrArray *problems);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwProblem, pw_problem_free)

G_END_DECLS
