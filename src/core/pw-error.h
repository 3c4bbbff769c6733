/* pw-error.h — the one error domain for failures a user can cause.
 *
 * Every message names where the problem is: a file, a line and column,
 * a JSON path ("$.puzzle.cells[3]"), or a cell.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PW_ERROR (pw_error_quark ())

typedef enum
{
  PW_ERROR_PARSE,       /* the text is not well-formed (JSON, DLX, an id) */
  PW_ERROR_INVALID,     /* well-formed, but a value is wrong or missing */
  PW_ERROR_TOO_LARGE,   /* a size over the limits we accept */
  PW_ERROR_WRONG_KIND,  /* a document of a kind not asked for or unknown */
  PW_ERROR_VERSION,     /* a format version we cannot read */
  PW_ERROR_UNSUPPORTED, /* the kind does not offer that operation */
  PW_ERROR_IO,          /* reading or writing a file failed */
  PW_ERROR_CANCELLED,   /* not used for GCancellable (that is G_IO_ERROR_CANCELLED) */
  /* a parameter given to an operation or a generator is malformed, out of
   * range, missing or unknown: a usage error (the CLI exits with 2) */
  PW_ERROR_PARAMETER,
  /* data a kind needs (a table fetched at set-up) is not installed: the
   * message says how to get it */
  PW_ERROR_MISSING_DATA,
  /* a search used up the time (or the nodes) it was allowed before it
   * found an answer or proved there is none: the message says how far
   * it got */
  PW_ERROR_BUDGET,
} PwErrorCode;

GQuark pw_error_quark (void);

G_END_DECLS
