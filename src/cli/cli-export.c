/* `puzzlewright-cli export FILE -o OUT.pdf|.svg|.png [OPTION…]` — print-ready
 * sheets, answer keys, class sets and cards; or, with --format, the
 * puzzle in one of its kind's interchange formats. */
#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "cli-export-html.h"
#include "cli-export-check.h"
#include "pw-cards.h"
#include "pw-document.h"
#include "pw-error.h"
#include "pw-export.h"
#include "pw-file-read.h"
#include "pw-html.h"
#include "pw-poster.h"
#include "pw-print-source.h"
#include "pw-render.h"
#include "pw-sheet.h"

typedef struct
{
  char *output;
  char *paper;
  gboolean landscape;
  double margin; /* mm; < 0: the default */
  int per_page;
  char *answers;
  int variants;  /* 0: the document's own puzzle */
  double dpi;
  char *format;
  char *title;
  char *instructions;
  gboolean no_name_line;
  gboolean cards;
  char *bleed;
  char *back_offset;
  char *marks;
  gboolean duplex;
  char *poster;
  char *tile_on;
  double overlap; /* mm; NAN: the default */
  int max_pages;  /* 0: the default */
  char *numbers;
  char **vary;    /* the kind's variant choices, NAME=VALUE */
  gboolean print_anyway;
} ExportArgs;

static void
export_args_clear (ExportArgs *a)
{
  g_free (a->output);
  g_free (a->paper);
  g_free (a->answers);
  g_free (a->format);
  g_free (a->numbers);
  g_free (a->title);
  g_free (a->instructions);
  g_free (a->bleed);
  g_free (a->back_offset);
  g_free (a->marks);
  g_free (a->poster);
  g_free (a->tile_on);
  g_strfreev (a->vary);
}

static int
usage_error (GError *error)
{
  pw_cli_error ("%s", error->message);
  return PW_CLI_USAGE;
}

/* --format: the puzzle itself in an interchange format, to -o or stdout. */
static int
export_format (PwDocument *doc, const ExportArgs *a)
{
  const PwKind *kind = pw_document_get_kind (doc);
  if (g_str_equal (a->format, PW_CLI_HTML_FORMAT) && pw_html_kind_has_page (kind))
    return pw_cli_export_html (doc, a->output);
  const PwFormat *format = pw_kind_find_format (kind, a->format);
  if (format == NULL || format->export == NULL)
    {
      GString *names = g_string_new (NULL);
      for (guint i = 0; i < kind->n_formats; i++)
        if (kind->formats[i].export)
          g_string_append_printf (names, "%s%s", names->len ? ", " : "", kind->formats[i].id);
      if (pw_html_kind_has_page (kind))
        g_string_append_printf (names, "%s%s", names->len ? ", " : "", PW_CLI_HTML_FORMAT);
      pw_cli_error (_("%s puzzles cannot be exported as “%s”; they can be exported as: %s"),
                    _(kind->name), a->format, names->len ? names->str : _("(no format)"));
      g_string_free (names, TRUE);
      return PW_CLI_USAGE;
    }
  g_autoptr (GError) error = NULL;
  g_autofree char *text = format->export (pw_document_get_model (doc), &error);
  if (text == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (pw_document_get_file (doc));
      pw_cli_error ("%s: %s", name, error->message);
      return PW_CLI_INVALID;
    }
  if (a->output == NULL || g_str_equal (a->output, "-"))
    {
      fputs (text, stdout);
      /* A one-line id should not leave the shell prompt on its line. */
      if (*text && !g_str_has_suffix (text, "\n"))
        fputc ('\n', stdout);
      return fflush (stdout) == 0 ? PW_CLI_OK : PW_CLI_INVALID;
    }
  g_autoptr (GFile) file = pw_file_for_arg (a->output);
  if (!pw_write_file_atomically (file, text, strlen (text), &error))
    {
      pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }
  return PW_CLI_OK;
}

static gboolean
page_setup_from_args (PwPageSetup *page, const ExportArgs *a, GError **error)
{
  if (a->paper && !pw_page_setup_set_paper (page, a->paper, error))
    return FALSE;
  page->landscape = a->landscape;
  if (a->margin >= 0)
    {
      if (a->margin > PW_MARGIN_MAX_MM)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("--margin: %g mm is more than %.0f mm"), a->margin, PW_MARGIN_MAX_MM);
          return FALSE;
        }
      pw_page_setup_set_margins (page, a->margin * PW_POINTS_PER_MM);
    }
  return pw_page_setup_check (page, error);
}

static PwPages *
compose_sheets (PwSheetSet *set, PwPrintSource *source, const ExportArgs *a, PwAnswers answers,
                GError **error)
{
  g_autoptr (PwSheetOptions) options = pw_sheet_options_new ();
  if (!page_setup_from_args (&options->page, a, error))
    return NULL;
  options->title = g_strdup (a->title ? a->title : pw_print_source_get_title (source));
  options->instructions = g_strdup (a->instructions);
  options->name_line = !a->no_name_line;
  options->per_page = a->per_page == G_MININT ? 1 : a->per_page;
  options->answers = answers;
  options->language = g_strdup (pw_print_source_get_locale (source));
  if (a->numbers && !pw_numbers_from_string (a->numbers, &options->numbers, error))
    {
      g_prefix_error (error, "--numbers: ");
      return NULL;
    }
  return pw_sheet_compose (set, options, error);
}

static PwPages *
compose_cards (PwSheetSet *set, PwPrintSource *source, const ExportArgs *a, GError **error)
{
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  if (!page_setup_from_args (&options->page, a, error))
    return NULL;
  if (a->bleed && !pw_bleed_from_string (a->bleed, &options->bleed, error))
    return NULL;
  if (a->per_page != G_MININT)
    options->per_page = (guint) a->per_page;
  if (a->back_offset
      && !pw_back_offset_from_string (a->back_offset, &options->back_offset_x,
                                      &options->back_offset_y, error))
    return NULL;
  if (a->marks && !pw_cut_marks_from_string (a->marks, &options->marks, error))
    return NULL;
  options->backs = a->duplex;
  options->title = g_strdup (a->title ? a->title : pw_print_source_get_title (source));
  options->language = g_strdup (pw_print_source_get_locale (source));
  return pw_cards_compose (set, options, error);
}

/* --poster SIZE [--tile-on PAPER [--overlap MM]]; --margin is the tile
 * pages' margin when tiled, else the poster's own border. */
static gboolean
poster_options_from_args (PwPosterOptions *options, const ExportArgs *a, GError **error)
{
  if (!pw_poster_size_from_string (a->poster, &options->width, &options->height, error))
    return FALSE;
  options->tiled = a->tile_on != NULL;
  if (options->tiled && !pw_page_setup_set_paper (&options->paper, a->tile_on, error))
    {
      g_prefix_error (error, "--tile-on: ");
      return FALSE;
    }
  if (!isnan (a->overlap))
    {
      if (!(a->overlap >= 0 && a->overlap <= PW_POSTER_MAX_OVERLAP_MM))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("--overlap: %g mm is not from 0 to %.0f mm"), a->overlap,
                       PW_POSTER_MAX_OVERLAP_MM);
          return FALSE;
        }
      options->overlap = a->overlap * PW_POINTS_PER_MM;
    }
  if (a->max_pages != 0)
    {
      if (a->max_pages < 1 || a->max_pages > PW_POSTER_MAX_PAGES)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("--max-pages: %d is not from 1 to %d"), a->max_pages,
                       PW_POSTER_MAX_PAGES);
          return FALSE;
        }
      options->max_pages = (guint) a->max_pages;
    }
  if (a->margin >= 0)
    {
      if (a->margin > PW_MARGIN_MAX_MM)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("--margin: %g mm is more than %.0f mm"), a->margin, PW_MARGIN_MAX_MM);
          return FALSE;
        }
      if (options->tiled)
        pw_page_setup_set_margins (&options->paper, a->margin * PW_POINTS_PER_MM);
      else
        options->margin = a->margin * PW_POINTS_PER_MM;
    }
  return TRUE;
}

static gboolean
check_poster_args (const ExportArgs *a, GError **error)
{
  if (a->max_pages != 0 && a->tile_on == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--max-pages applies to a tiled poster: add --poster SIZE --tile-on a4 "
                     "(or other paper)"));
      return FALSE;
    }
  if (a->numbers != NULL && (a->poster || a->cards))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--numbers applies to sheets, not to --poster or --cards"));
      return FALSE;
    }
  if (a->poster == NULL)
    {
      if (a->tile_on || !isnan (a->overlap))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("--tile-on and --overlap apply to --poster only"));
          return FALSE;
        }
      return TRUE;
    }
  if (a->paper || a->landscape)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--paper and --landscape do not apply to --poster: give the poster’s size "
                     "to --poster and the paper to tile it on to --tile-on (both are turned "
                     "the way that fits best)"));
      return FALSE;
    }
  if (a->cards || a->answers || a->per_page != G_MININT || a->variants != 0 || a->instructions
      || a->no_name_line)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--cards, --answers, --per-page, --variants, --instructions and "
                     "--no-name-line do not apply to --poster"));
      return FALSE;
    }
  if (!isnan (a->overlap) && a->tile_on == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--overlap applies to a tiled poster: add --tile-on a4 (or other paper)"));
      return FALSE;
    }
  g_autoptr (PwPosterOptions) options = pw_poster_options_new ();
  return poster_options_from_args (options, a, error);
}

static PwPages *
compose_poster (PwSheetSet *set, PwPrintSource *source, const ExportArgs *a, GError **error)
{
  g_autoptr (PwPosterOptions) options = pw_poster_options_new ();
  if (!poster_options_from_args (options, a, error))
    return NULL;
  options->title = g_strdup (a->title ? a->title : pw_print_source_get_title (source));
  options->language = g_strdup (pw_print_source_get_locale (source));
  return pw_poster_compose (set, options, error);
}

/* Sheets that fail on this paper but not on paper as large as any, one
 * puzzle a page, fail for the puzzle's size: the paper is too small for
 * it at readable type (the comic's name-dominoes board on A4).  Then the
 * default is what the print dialog offers: a poster tiled on that paper,
 * as small as keeps it readable, and a line on standard error saying so.
 * NULL when sheets fail for another reason, or a poster would not help. */
static PwPages *
readable_poster (PwSheetSet *set, PwPrintSource *source, const ExportArgs *a, PwAnswers answers)
{
  if (a->variants != 0 || a->per_page > 1)
    return NULL;
  ExportArgs huge = *a;
  huge.per_page = 1;
  huge.paper = (char *) "2000x2000mm";
  huge.landscape = FALSE;
  g_autoptr (PwPages) sheets = compose_sheets (set, source, &huge, answers, NULL);
  if (sheets == NULL)
    return NULL;
  g_autoptr (PwSheetOptions) page = pw_sheet_options_new ();
  if (!page_setup_from_args (&page->page, a, NULL))
    return NULL;
  /* A tile page needs its margins for the marks. */
  double min = PW_POSTER_MIN_TILE_MARGIN_MM * PW_POINTS_PER_MM;
  if (page->page.margin_left < min)
    pw_page_setup_set_margins (&page->page, PW_POSTER_DEFAULT_TILE_MARGIN_MM * PW_POINTS_PER_MM);
  g_autoptr (PwPosterOptions) o = pw_poster_readable_options (set, &page->page, NULL);
  if (o == NULL)
    return NULL;
  o->title = g_strdup (a->title ? a->title : pw_print_source_get_title (source));
  o->language = g_strdup (pw_print_source_get_locale (source));
  PwPosterPlan plan;
  PwPages *pages = pw_poster_plan (set, o, &plan, NULL) ? pw_poster_compose (set, o, NULL) : NULL;
  if (pages)
    pw_cli_error (_("note: the puzzle does not fit this paper with readable type, so it is "
                    "printed as a poster of %.0f × %.0f mm tiled on %u pages with an assembly "
                    "map (and without an answer key); --poster SIZE --tile-on PAPER chooses "
                    "another"), plan.poster_width / PW_POINTS_PER_MM,
                  plan.poster_height / PW_POINTS_PER_MM, plan.n_pages);
  return pages;
}

/* Options that make no sense together, caught before any work is done. */
static gboolean
check_args (const ExportArgs *a, int argc, PwExportFormat *format, PwAnswers *answers,
            GError **error)
{
  if (argc != 2)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("usage: puzzlewright-cli export FILE -o OUT.pdf|OUT.svg|OUT.png [OPTION…]"));
      return FALSE;
    }
  if (a->format != NULL)
    {
      if (a->paper || a->landscape || a->margin >= 0 || a->per_page != G_MININT || a->answers
          || a->variants != 0 || a->dpi > 0 || a->title || a->instructions || a->no_name_line
          || a->cards || a->bleed || a->marks || a->duplex || a->back_offset || a->poster
          || a->tile_on || !isnan (a->overlap))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("--format writes the puzzle itself; sheet options such as --paper "
                         "do not apply to it"));
          return FALSE;
        }
      return TRUE;
    }
  if (a->output == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("say where to write the sheets with -o OUT.pdf, OUT.svg or OUT.png"));
      return FALSE;
    }
  if (!pw_export_format_from_path (a->output, format, error))
    return FALSE;
  if (!a->cards && a->per_page != G_MININT
      && (a->per_page < 0 || a->per_page > PW_SHEET_MAX_PER_PAGE))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--per-page: %d is not from 0 (as many as fit) to %d"), a->per_page,
                   PW_SHEET_MAX_PER_PAGE);
      return FALSE;
    }
  if (a->variants < 0 || a->variants > PW_SHEET_SET_MAX_VARIANTS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("--variants: %d is not from 1 to %d"),
                   a->variants, PW_SHEET_SET_MAX_VARIANTS);
      return FALSE;
    }
  if (a->dpi != 0 && *format != PW_EXPORT_PNG)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("--dpi applies to PNG output only"));
      return FALSE;
    }
  if (a->dpi != 0 && !(a->dpi >= PW_EXPORT_MIN_DPI && a->dpi <= PW_EXPORT_MAX_DPI))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("--dpi: %g is not from %.0f to %.0f"),
                   a->dpi, PW_EXPORT_MIN_DPI, PW_EXPORT_MAX_DPI);
      return FALSE;
    }
  if (a->back_offset && !a->duplex)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--back-offset moves the backs: it applies to --cards --duplex only"));
      return FALSE;
    }
  if (!a->cards && (a->bleed || a->marks || a->duplex))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--bleed, --marks and --duplex apply to --cards only"));
      return FALSE;
    }
  if (a->cards && (a->answers || a->instructions || a->no_name_line))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--answers, --instructions and --no-name-line apply to sheets, not to "
                     "--cards"));
      return FALSE;
    }
  if (a->cards && a->per_page != G_MININT && (a->per_page < 0 || a->per_page > 100))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--per-page: %d is not from 0 (the cards’ own size) to 100"), a->per_page);
      return FALSE;
    }
  if (!check_poster_args (a, error))
    return FALSE;
  if (a->poster)
    {
      *answers = PW_ANSWERS_NONE;
      return TRUE;
    }
  *answers = PW_ANSWERS_SEPARATE;
  if (a->answers && !pw_answers_from_string (a->answers, answers, error))
    return FALSE;
  /* Check the paper now, so a typo does not wait for a class set. */
  PwPageSetup page;
  pw_page_setup_init (&page);
  return page_setup_from_args (&page, a, error);
}

/* Options start as "not given" (NaN, G_MININT), so that a value given
 * out of range (--variants 0, --dpi 0, --margin -5) is refused rather
 * than taken for the default; then they take the defaults the rest of
 * this file reads (margin < 0, variants 0, dpi 0). */
static gboolean
settle_defaults (ExportArgs *a, GError **error)
{
  if (isnan (a->margin))
    a->margin = -1;
  else if (!(a->margin >= 0))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("--margin: %g mm is less than 0 mm"), a->margin);
      return FALSE;
    }
  if (a->variants == G_MININT)
    a->variants = 0;
  else if (a->variants < 1 || a->variants > PW_SHEET_SET_MAX_VARIANTS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("--variants: %d is not from 1 to %d"),
                   a->variants, PW_SHEET_SET_MAX_VARIANTS);
      return FALSE;
    }
  if (isnan (a->dpi))
    a->dpi = 0;
  else if (!(a->dpi >= PW_EXPORT_MIN_DPI && a->dpi <= PW_EXPORT_MAX_DPI))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("--dpi: %g is not from %.0f to %.0f"),
                   a->dpi, PW_EXPORT_MIN_DPI, PW_EXPORT_MAX_DPI);
      return FALSE;
    }
  return TRUE;
}

/* A kind that prints its cards first (decks) prints them when nothing
 * asks for sheets, a poster or a format.  A document that does not load
 * is left for the load below to report. */
static void
cards_first_default (ExportArgs *a, int argc, char **argv)
{
  if (argc != 2 || a->cards || a->poster || a->format || a->answers || a->instructions
      || a->no_name_line || a->numbers || a->variants != G_MININT)
    return;
  g_autoptr (GFile) file = pw_file_for_arg (argv[1]);
  g_autoptr (PwDocument) doc = pw_document_load_file (file, NULL, NULL);
  const PwKindRender *render = doc ? pw_render_lookup (pw_document_get_kind (doc)->id) : NULL;
  if (render && render->cards_first && render->n_items)
    a->cards = TRUE;
}

static int
run_export (ExportArgs *a, int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  PwExportFormat format = PW_EXPORT_PDF;
  PwAnswers answers = PW_ANSWERS_SEPARATE;
  cards_first_default (a, argc, argv);
  if (!settle_defaults (a, &error) || !check_args (a, argc, &format, &answers, &error))
    return usage_error (error);
  g_autoptr (PwDocument) doc = pw_cli_load_document (argv[1]);
  if (doc == NULL)
    return PW_CLI_INVALID;
  if (a->format != NULL)
    return export_format (doc, a);

  g_autoptr (PwPrintSource) source = pw_print_source_new (doc);
  g_autoptr (PwParams) vary = NULL;
  int status = pw_cli_export_vary_params (source, a->vary, a->variants, &vary);
  if (status != PW_CLI_OK)
    return status;
  /* The kind's solver answers the key and checks the puzzle, whatever
   * prints: a puzzle with no answer, or several, is not for a class. */
  g_autoptr (PwSheetSet) set = pw_print_source_prepare (source, a->variants, vary, TRUE, NULL,
                                                        NULL, &error);
  if (set == NULL)
    {
      pw_cli_error ("%s", error->message);
      return error->code == PW_ERROR_UNSUPPORTED || error->code == PW_ERROR_PARAMETER
             ? PW_CLI_USAGE : PW_CLI_INVALID;
    }
  if (!pw_cli_export_check_solved (set, argv[1], a->print_anyway))
    return PW_CLI_INVALID;
  g_autoptr (PwPages) pages = a->poster ? compose_poster (set, source, a, &error)
                              : a->cards ? compose_cards (set, source, a, &error)
                                         : compose_sheets (set, source, a, answers, &error);
  if (pages == NULL && !a->poster && !a->cards)
    pages = readable_poster (set, source, a, answers);
  if (pages == NULL)
    {
      /* The puzzle does not fit the paper, or the kind cannot print it:
       * both are answered by other options. */
      return usage_error (error);
    }
  g_autoptr (GPtrArray) written = g_ptr_array_new_with_free_func (g_free);
  if (!pw_export_pages (pages, format, a->output, a->dpi > 0 ? a->dpi : 150, written, NULL,
                        &error))
    {
      pw_cli_error ("%s", error->message);
      return error->code == PW_ERROR_TOO_LARGE ? PW_CLI_USAGE : PW_CLI_INVALID;
    }
  for (guint i = 0; i < written->len; i++)
    printf ("%s\n", (const char *) written->pdata[i]);
  return PW_CLI_OK;
}

int
pw_cli_cmd_export (int argc, char **argv)
{
  ExportArgs a = { .margin = NAN, .variants = G_MININT, .dpi = NAN, .per_page = G_MININT,
                   .overlap = NAN };
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &a.output,
      N_("Write to OUT (.pdf, .svg or .png; SVG and PNG write one file per page, "
         "OUT-1.svg, OUT-2.svg… when there are several)"), N_("OUT") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &a.paper,
      N_("a4 (the default), letter, a3, a5, or a size such as 210x297mm or 8.5x11in"),
      N_("PAPER") },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &a.landscape, N_("Turn the paper sideways"), NULL },
    { "margin", 0, 0, G_OPTION_ARG_DOUBLE, &a.margin,
      N_("Margins in millimetres (15 for sheets, 10 for cards)"), N_("MM") },
    { "per-page", 0, 0, G_OPTION_ARG_INT, &a.per_page,
      N_("Puzzles per page (1 by default; 0: as many as fit); with --cards, the card size "
         "is chosen so N cards fill a page (by default, the cards’ own size)"), N_("N") },
    { "answers", 0, 0, G_OPTION_ARG_STRING, &a.answers,
      N_("Answer keys: separate (pages after the puzzles, the default), compact (all on "
         "one page) or none"), N_("LAYOUT") },
    { "variants", 0, 0, G_OPTION_ARG_INT, &a.variants,
      N_("A class set: N different variants made from the document as it is, coded A "
         "(the document itself), B, C…"), N_("N") },
    { "dpi", 0, 0, G_OPTION_ARG_DOUBLE, &a.dpi, N_("PNG resolution (150 by default)"),
      N_("D") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &a.title,
      N_("The sheet’s title (the document’s title by default)"), N_("TEXT") },
    { "instructions", 0, 0, G_OPTION_ARG_STRING, &a.instructions,
      N_("What the solver is to do (the kind’s own by default; \"\" for none)"), N_("TEXT") },
    { "no-name-line", 0, 0, G_OPTION_ARG_NONE, &a.no_name_line,
      N_("Leave out the Name / Class / Date line"), NULL },
    { "cards", 0, 0, G_OPTION_ARG_NONE, &a.cards,
      N_("Print the puzzle’s cards or tiles to cut out, instead of sheets"), NULL },
    { "bleed", 0, 0, G_OPTION_ARG_STRING, &a.bleed, N_("Card bleed: 0, 3 or 6 (mm), or a length up to 6 mm with its unit: 3mm, "
         "0.3cm, 0.125in, 9pt"), N_("LENGTH") },
    { "marks", 0, 0, G_OPTION_ARG_STRING, &a.marks,
      N_("Card cut marks: crop (the default), lines, or own (the cards’ own cut lines)"), N_("MARKS") },
    { "back-offset", 0, 0, G_OPTION_ARG_STRING, &a.back_offset,
      N_("With --duplex, move the backs X mm right and Y mm down (negative: left, up), to "
         "correct a printer’s misregistration"), N_("X,Y") },
    { "duplex", 0, 0, G_OPTION_ARG_NONE, &a.duplex,
      N_("Card backs on mirrored pages, for printing on both sides"), NULL },
    { "poster", 0, 0, G_OPTION_ARG_STRING, &a.poster,
      N_("Print the puzzle as a poster of SIZE: a0, a1, a2, a3, a4 or a size such as "
         "600x900mm; on one sheet of that size unless --tile-on is given"), N_("SIZE") },
    { "tile-on", 0, 0, G_OPTION_ARG_STRING, &a.tile_on,
      N_("Tile the poster across pages of PAPER (a4, letter, …), with crop marks, overlap "
         "marks and an assembly map"), N_("PAPER") },
    { "overlap", 0, 0, G_OPTION_ARG_DOUBLE, &a.overlap,
      N_("How far neighbouring tiles of a poster overlap, in millimetres (10 by default)"),
      N_("MM") },
    { "max-pages", 0, 0, G_OPTION_ARG_INT, &a.max_pages,
      N_("Make a tiled poster of up to N pages (50 by default, at most 400)"), N_("N") },
    { "numbers", 0, 0, G_OPTION_ARG_STRING, &a.numbers,
      N_("Numbers that could be pips: auto (whichever reads at the printed size, the "
         "default), pips or numerals"), N_("HOW") },
    { "vary", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a.vary,
      N_("With --variants, a choice of what the variants change, such as walls=new (see "
         "“Class sets” below; repeatable)"), N_("NAME=VALUE") },
    { "print-anyway", 0, 0, G_OPTION_ARG_NONE, &a.print_anyway,
      N_("Print even when the kind’s solver finds no answer or several (the puzzle is then "
         "printed without an answer key, and a warning says why)"), NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &a.format,
      N_("Write the puzzle in an interchange format of its kind instead (to OUT or "
         "standard output); html: a web page that plays it on the class screen"),
      N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE"));
  g_option_context_set_summary (ctx, _("Export print-ready sheets with answer keys, class "
                                       "sets of different variants, cards to cut out, or a "
                                       "poster; or, with --format html, a web page that "
                                       "plays the puzzle on the class screen."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  pw_cli_add_pictures_option (ctx);
  g_autofree char *classes = pw_cli_export_describe_variants ();
  g_option_context_set_description (ctx, classes);
  int status = PW_CLI_USAGE;
  if (pw_cli_parse (ctx, &argc, &argv))
    status = run_export (&a, argc, argv);
  export_args_clear (&a);
  return status;
}
