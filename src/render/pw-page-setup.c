#include "pw-page-setup.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "pw-error.h"

typedef struct
{
  const char *name;
  double width_mm, height_mm;
} PwPaper;

static const PwPaper papers[] = {
  { "a3", 297, 420 },
  { "a4", 210, 297 },
  { "a5", 148, 210 },
  { "letter", 215.9, 279.4 },
};

/* The smallest printable area we lay a sheet out on. */
#define MIN_CONTENT_MM 40.0

void
pw_page_setup_init (PwPageSetup *setup)
{
  *setup = (PwPageSetup) { 0 };
  pw_page_setup_set_paper (setup, "a4", NULL);
  pw_page_setup_set_margins (setup, 15 * PW_POINTS_PER_MM);
}

/* The units a length or a paper size may be given in, as suffixes. */
static const struct
{
  const char *suffix;
  double points;
} units[] = {
  { "mm", PW_POINTS_PER_MM },
  { "cm", 10 * PW_POINTS_PER_MM },
  { "in", PW_POINTS_PER_INCH },
  { "pt", 1 },
};

/* Cuts LOWER's unit off and returns its size in points; 0 when it has none. */
static double
cut_unit (char *lower)
{
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (g_str_has_suffix (lower, units[i].suffix))
      {
        lower[strlen (lower) - strlen (units[i].suffix)] = '\0';
        return units[i].points;
      }
  return 0;
}

static gboolean
parse_number (const char *text, double *value)
{
  char *end;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*value);
}

gboolean
pw_paper_parse_size (const char *text, double *width, double *height)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);
  double unit = cut_unit (lower);
  if (unit == 0)
    return FALSE;
  char *x = strchr (lower, 'x');
  if (x == NULL)
    return FALSE;
  *x = '\0';
  double w, h;
  if (!parse_number (lower, &w) || !parse_number (x + 1, &h))
    return FALSE;
  *width = w * unit;
  *height = h * unit;
  return TRUE;
}

gboolean
pw_length_parse (const char *text, double *points)
{
  g_autofree char *lower = g_ascii_strdown (text, -1);
  g_strstrip (lower);
  double unit = cut_unit (lower), value;
  if (unit == 0 || !parse_number (g_strchomp (lower), &value))
    return FALSE;
  *points = value * unit;
  return TRUE;
}

gboolean
pw_page_setup_set_paper (PwPageSetup *setup, const char *paper, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    if (g_ascii_strcasecmp (paper, papers[i].name) == 0)
      {
        setup->paper = papers[i].name;
        setup->paper_width = papers[i].width_mm * PW_POINTS_PER_MM;
        setup->paper_height = papers[i].height_mm * PW_POINTS_PER_MM;
        return TRUE;
      }
  double w, h;
  if (!pw_paper_parse_size (paper, &w, &h))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Unknown paper “%s”: use a4, letter, a3, a5, or a size such as "
                     "210x297mm or 8.5x11in"), paper);
      return FALSE;
    }
  double min = PW_PAPER_MIN_MM * PW_POINTS_PER_MM, max = PW_PAPER_MAX_MM * PW_POINTS_PER_MM;
  if (!(w >= min && w <= max && h >= min && h <= max))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Paper “%s”: each side must be from %.0f to %.0f mm"), paper,
                   PW_PAPER_MIN_MM, PW_PAPER_MAX_MM);
      return FALSE;
    }
  setup->paper = NULL;
  setup->paper_width = w;
  setup->paper_height = h;
  return TRUE;
}

void
pw_page_setup_set_margins (PwPageSetup *setup, double points)
{
  setup->margin_top = setup->margin_right = setup->margin_bottom = setup->margin_left = points;
}

double
pw_page_setup_get_width (const PwPageSetup *setup)
{
  return setup->landscape ? MAX (setup->paper_width, setup->paper_height) : setup->paper_width;
}

double
pw_page_setup_get_height (const PwPageSetup *setup)
{
  return setup->landscape ? MIN (setup->paper_width, setup->paper_height) : setup->paper_height;
}

gboolean
pw_page_setup_check (const PwPageSetup *setup, GError **error)
{
  const double margins[] = { setup->margin_top, setup->margin_right, setup->margin_bottom,
                             setup->margin_left };
  for (guint i = 0; i < G_N_ELEMENTS (margins); i++)
    if (!(margins[i] >= 0 && margins[i] <= PW_MARGIN_MAX_MM * PW_POINTS_PER_MM))
      {
        g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                     _("Margins must be from 0 to %.0f mm"), PW_MARGIN_MAX_MM);
        return FALSE;
      }
  double w = pw_page_setup_get_width (setup) - setup->margin_left - setup->margin_right;
  double h = pw_page_setup_get_height (setup) - setup->margin_top - setup->margin_bottom;
  if (w < MIN_CONTENT_MM * PW_POINTS_PER_MM || h < MIN_CONTENT_MM * PW_POINTS_PER_MM)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The margins leave %.0f × %.0f mm to print on; at least %.0f × %.0f mm "
                     "is needed"), MAX (w, 0) / PW_POINTS_PER_MM, MAX (h, 0) / PW_POINTS_PER_MM,
                   MIN_CONTENT_MM, MIN_CONTENT_MM);
      return FALSE;
    }
  return TRUE;
}
