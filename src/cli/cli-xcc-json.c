/* cli-xcc-json.c — `xcc --json`'s summary, written with GLib alone.
 *
 * The summary is five members: two numbers, a truth value, the seconds and
 * the chosen options as strings.  json-glib would print it with less code
 * here, but loading it (with GIO and what GIO pulls in) doubles the start
 * of the front, which runs xcc precisely so that a small problem costs
 * little more than the search (cli-xcc.h).  The layout is json-glib's
 * pretty one, which the command printed before: two spaces a level and
 * "name" : value.  test-cli-xcc-json checks it byte for byte against
 * json-glib's generator. */
#include "cli-xcc.h"

#include <stdio.h>
#include <string.h>

/* @text (UTF-8: the DLX reader refuses anything else) as a JSON string:
 * the quote, the backslash and the control characters escaped, as
 * RFC 8259 requires (json-glib 1.6 leaves U+001F bare, which a strict
 * reader refuses); every other character as it is. */
static void
append_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      guchar c = (guchar) *p;
      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\b':
          g_string_append (out, "\\b");
          break;
        case '\f':
          g_string_append (out, "\\f");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          /* DEL as json-glib writes it, though JSON would take it as it is. */
          if (c < 0x20 || c == 0x7f)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

char *
pw_cli_xcc_json_text (guint64 solutions, gboolean complete, guint64 nodes, double seconds,
                      gboolean with_solution, const char *const *solution, guint n_options)
{
  GString *out = g_string_new ("{\n");
  g_string_append_printf (out, "  \"solutions\" : %" G_GUINT64_FORMAT ",\n", solutions);
  g_string_append_printf (out, "  \"complete\" : %s,\n", complete ? "true" : "false");
  g_string_append_printf (out, "  \"nodes\" : %" G_GUINT64_FORMAT ",\n", nodes);
  /* As json-glib writes a double: enough digits to read the same one
   * back, and a point even in a whole number ("0.0"). */
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_dtostr (number, sizeof number, seconds);
  g_string_append_printf (out, "  \"seconds\" : %s%s", number,
                          strpbrk (number, ".eE") ? "" : ".0");
  if (with_solution)
    {
      /* The chosen options as DLX lines, or null when there is none. */
      g_string_append (out, ",\n  \"solution\" : ");
      if (solution == NULL)
        g_string_append (out, "null");
      else if (n_options == 0)
        g_string_append (out, "[]");
      else
        {
          g_string_append (out, "[\n");
          for (guint k = 0; k < n_options; k++)
            {
              g_string_append (out, "    ");
              append_string (out, solution[k]);
              g_string_append (out, k + 1 < n_options ? ",\n" : "\n");
            }
          g_string_append (out, "  ]");
        }
    }
  g_string_append (out, "\n}");
  return g_string_free (out, FALSE);
}

void
pw_cli_xcc_print_json (const PwXccResult *result, PwXcc *xcc, gboolean with_solution)
{
  g_autoptr (GPtrArray) lines = NULL;
  if (with_solution && result->solution != NULL)
    {
      lines = g_ptr_array_new_with_free_func (g_free);
      for (guint k = 0; k < result->solution->len; k++)
        g_ptr_array_add (lines, pw_xcc_option_to_string (xcc, g_array_index (result->solution, guint, k)));
      g_ptr_array_add (lines, NULL);
    }
  g_autofree char *text = pw_cli_xcc_json_text (
    result->solutions, result->complete, result->nodes, result->seconds, with_solution,
    lines ? (const char *const *) lines->pdata : NULL, lines ? lines->len - 1 : 0);
  printf ("%s\n", text);
}
