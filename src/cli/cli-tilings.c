/* `puzzlewright-cli tilings --rows R --cols C [--holes r,c;r,c…] [--json]`
 * — the exact number of domino tilings of a board (Caviness's solution
 * schemas), or of a shape drawn in a file with --shape. */
#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "domino-grid-tilings.h"
#include "domino-grid.h"

static gboolean
parse_holes (const char *text, int rows, int cols, gboolean *cell)
{
  g_auto (GStrv) parts = g_strsplit (text, ";", -1);
  for (char **p = parts; *p; p++)
    {
      char *s = g_strstrip (*p);
      if (*s == '\0')
        continue;
      guint64 r, c;
      g_auto (GStrv) rc = g_strsplit (s, ",", -1);
      if (g_strv_length (rc) != 2
          || !g_ascii_string_to_unsigned (g_strstrip (rc[0]), 10, 1, rows, &r, NULL)
          || !g_ascii_string_to_unsigned (g_strstrip (rc[1]), 10, 1, cols, &c, NULL))
        {
          pw_cli_error (_("--holes: “%s” is not ROW,COLUMN with 1 ≤ ROW ≤ %d and "
                          "1 ≤ COLUMN ≤ %d"), s, rows, cols);
          return FALSE;
        }
      cell[(r - 1) * cols + (c - 1)] = FALSE;
    }
  return TRUE;
}

int
pw_cli_cmd_tilings (int argc, char **argv)
{
  int rows = 0, cols = 0;
  gboolean json = FALSE;
  g_autofree char *holes = NULL, *shape_file = NULL;
  const GOptionEntry entries[] = {
    { "rows", 'r', 0, G_OPTION_ARG_INT, &rows, N_("Rows of the board"), N_("R") },
    { "cols", 'c', 0, G_OPTION_ARG_INT, &cols, N_("Columns of the board"), N_("C") },
    { "holes", 0, 0, G_OPTION_ARG_STRING, &holes,
      N_("Holes, 1-based, separated by semicolons: 4,4;4,5"), N_("R,C;…") },
    { "shape", 0, 0, G_OPTION_ARG_FILENAME, &shape_file,
      N_("A shape drawn in a text file: # for a cell, . for a hole"), N_("FILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (NULL);
  g_option_context_set_summary (ctx, _("Count the ways dominoes can tile a board, exactly."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc > 1)
    {
      pw_cli_error (_("“tilings” takes no arguments"));
      return PW_CLI_USAGE;
    }
  g_autoptr (GError) error = NULL;
  g_autofree gboolean *cell = NULL;
  if (shape_file)
    {
      g_autofree char *text = NULL;
      if (!g_file_get_contents (shape_file, &text, NULL, &error))
        {
          pw_cli_error ("%s", error->message);
          return PW_CLI_INVALID;
        }
      cell = pw_domino_shape_parse (text, &rows, &cols, &error);
      if (cell == NULL)
        {
          pw_cli_error ("%s: %s", shape_file, error->message);
          return PW_CLI_INVALID;
        }
    }
  else
    {
      if (rows < 1 || rows > PW_DOMINO_MAX_SIDE || cols < 1 || cols > PW_DOMINO_MAX_SIDE)
        {
          pw_cli_error (_("give --rows and --cols from 1 to %d, or --shape FILE"),
                        PW_DOMINO_MAX_SIDE);
          return PW_CLI_USAGE;
        }
      cell = g_new (gboolean, rows * cols);
      for (int i = 0; i < rows * cols; i++)
        cell[i] = TRUE;
    }
  if (holes && !parse_holes (holes, rows, cols, cell))
    return PW_CLI_USAGE;

  g_autofree char *count = pw_domino_count_tilings (rows, cols, cell, NULL, &error);
  if (count == NULL)
    {
      pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }
  if (!json)
    {
      printf ("%s\n", count);
      return PW_CLI_OK;
    }
  int n = 0;
  for (int i = 0; i < rows * cols; i++)
    n += cell[i];
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, rows);
  json_builder_set_member_name (b, "cols");
  json_builder_add_int_value (b, cols);
  json_builder_set_member_name (b, "cells");
  json_builder_add_int_value (b, n);
  /* A string: the count can exceed any JSON reader's integers. */
  json_builder_set_member_name (b, "tilings");
  json_builder_add_string_value (b, count);
  json_builder_end_object (b);
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  pw_cli_print_json (root);
  return PW_CLI_OK;
}
