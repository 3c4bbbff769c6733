/* pw-page-setup.h — paper size, orientation and margins, in points.
 *
 * A plain value: copy it freely.  The app fills it from the preferences
 * or the print dialog, the CLI from --paper/--landscape/--margin.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PW_POINTS_PER_MM (72.0 / 25.4)
#define PW_POINTS_PER_INCH 72.0
/* Custom sizes we accept, per side: a small card to a large poster. */
#define PW_PAPER_MIN_MM 50.0
#define PW_PAPER_MAX_MM 2000.0
#define PW_MARGIN_MAX_MM 100.0

typedef struct
{
  const char *paper;    /* "a4", "letter", "a3", "a5", or NULL for a custom size */
  double paper_width;   /* points, as named or given (portrait for named papers) */
  double paper_height;
  gboolean landscape;   /* lay the long side horizontally */
  double margin_top;    /* points */
  double margin_right;
  double margin_bottom;
  double margin_left;
} PwPageSetup;

/* A4 portrait with 15 mm margins. */
void     pw_page_setup_init          (PwPageSetup *setup);
/* "a4", "letter", "a3", "a5" (any case), "210x297mm", "8.5x11in". */
gboolean pw_page_setup_set_paper     (PwPageSetup *setup, const char *paper, GError **error);
void     pw_page_setup_set_margins   (PwPageSetup *setup, double points);
/* The page as printed: the paper turned as asked. */
double   pw_page_setup_get_width     (const PwPageSetup *setup);
double   pw_page_setup_get_height    (const PwPageSetup *setup);
/* FALSE with an error when the margins leave too little room to print. */
/* "210x297mm" or "8.5x11in" (also cm, pt) to points; FALSE when it is not
 * such a size. */
gboolean pw_paper_parse_size         (const char *text, double *width, double *height);
/* One length with its unit, "3mm", "0.3 cm", "0.125in", "9pt", to points;
 * FALSE when it is not such a length (a bare number has no unit). */
gboolean pw_length_parse             (const char *text, double *points);
gboolean pw_page_setup_check         (const PwPageSetup *setup, GError **error);

G_END_DECLS
