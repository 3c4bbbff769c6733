/* Every importer and every kind's document loader gets the texts that
 * got past a bracket counter or overflowed json-glib's recursive parser:
 * deep nesting, and deep nesting behind a comment or a single-quoted
 * string holding a quote.  Each must be refused with an error that says
 * where, never crash; the JSON formats go through pw_json_parse(), which
 * refuses the comment and the quote themselves. */
#include <string.h>

#include "pw-document.h"
#include "pw-error.h"
#include "pw-kinds.h"

#define DEEP 100000

typedef struct
{
  const char *name;
  const char *prefix; /* before DEEP brackets */
} Bypass;

static const Bypass bypasses[] = {
  { "brackets", "" },
  { "objects", NULL }, /* DEEP times {"a": */
  { "block comment holding a quote", "/* \" */ " },
  { "line comment holding a quote", "// \"\n" },
  { "comment holding closing brackets", "/* ]]]]]]]]]]]]]]]] */ " },
  { "single-quoted string holding a quote", "['\"', " },
  { "single-quoted member name", "{'cards': " },
  { "escaped quote", "[\"\\\"\", " },
  { "byte order mark", "\xef\xbb\xbf" },
  { "inside a cards file", "{\"cards\": " },
  { "inside an ipuz file", "{\"version\": \"http://ipuz.org/v2\", \"kind\": "
                           "[\"http://ipuz.org/wordsearch#1\"], \"puzzle\": " },
};

static char *
hostile_text (const Bypass *b, const char *before)
{
  GString *s = g_string_new (before);
  if (b->prefix == NULL)
    for (guint i = 0; i < DEEP; i++)
      g_string_append (s, "{\"a\": ");
  else
    {
      g_string_append (s, b->prefix);
      for (guint i = 0; i < DEEP; i++)
        g_string_append_c (s, '[');
    }
  return g_string_free (s, FALSE);
}

static void
test_importers (void)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  guint formats = 0;
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      for (guint f = 0; f < kind->n_formats; f++)
        {
          const PwFormat *format = &kind->formats[f];
          if (format->import == NULL)
            continue;
          formats++;
          for (guint i = 0; i < G_N_ELEMENTS (bypasses); i++)
            {
              g_autofree char *text = hostile_text (&bypasses[i], "");
              g_autoptr (GError) error = NULL;
              g_autoptr (PwModel) model = format->import (text, strlen (text), &error);
              if (model != NULL || error == NULL)
                g_error ("%s: %s was accepted", format->id, bypasses[i].name);
              g_assert_true (error->domain == PW_ERROR);
              g_assert_cmpuint (strlen (error->message), >, 0);
            }
        }
    }
  /* Each kind with a format was reached (dominosa-id, layout-json,
   * wall-text, cards-json, ipuz at least). */
  g_assert_cmpuint (formats, >=, 5);
}

static void
test_loaders (void)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      g_autofree char *head = g_strdup_printf (
        "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"%s\", \"puzzle\": ", kind->id);
      for (guint i = 0; i < G_N_ELEMENTS (bypasses); i++)
        {
          g_autofree char *text = hostile_text (&bypasses[i], head);
          g_autoptr (GError) error = NULL;
          g_autoptr (PwDocument) doc = pw_document_load_data (text, strlen (text), "hostile.pzw",
                                                              kind->id, &error);
          if (doc != NULL)
            g_error ("%s: %s was accepted", kind->id, bypasses[i].name);
          /* Refused by the strict parser, with its line and column. */
          g_assert_true (error->domain == PW_ERROR);
          g_assert_true (error->code == PW_ERROR_PARSE || error->code == PW_ERROR_TOO_LARGE);
          g_assert_true (g_str_has_prefix (error->message, "hostile.pzw: line 1, column "));
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/hostile-json/importers", test_importers);
  g_test_add_func ("/hostile-json/loaders", test_loaders);
  return g_test_run ();
}
