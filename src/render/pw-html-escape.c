/* pw-html-escape.c — text into a web page without letting it become
 * markup or script: a card that reads "</script><img onerror=…>" is shown
 * as those characters, and runs nothing. */
#include "pw-html-private.h"

#include <string.h>

char *
pw_html_escape_text (const char *text)
{
  return g_markup_escape_text (text ? text : "", -1);
}

char *
pw_html_json_for_script (JsonNode *node)
{
  g_autofree char *json = json_to_string (node, FALSE);
  GString *out = g_string_sized_new (strlen (json) + 64);
  /* These characters appear only inside JSON strings, where a \u escape
   * means the same: "</script>" can then never close the element, and
   * U+2028 and U+2029 never end a line of script. */
  for (const char *p = json; *p; p++)
    {
      unsigned char c = (unsigned char) *p;
      if (c == '<')
        g_string_append (out, "\\u003c");
      else if (c == '>')
        g_string_append (out, "\\u003e");
      else if (c == '&')
        g_string_append (out, "\\u0026");
      else if (c == 0xe2 && (unsigned char) p[1] == 0x80
               && ((unsigned char) p[2] == 0xa8 || (unsigned char) p[2] == 0xa9))
        {
          g_string_append (out, (unsigned char) p[2] == 0xa8 ? "\\u2028" : "\\u2029");
          p += 2;
        }
      else
        g_string_append_c (out, (char) c);
    }
  return g_string_free (out, FALSE);
}

char *
pw_html_language_tag (const char *locale)
{
  if (locale == NULL || *locale == '\0' || g_str_equal (locale, "C")
      || g_str_equal (locale, "POSIX") || g_str_has_prefix (locale, "C."))
    return g_strdup ("en");
  /* "sr_RS.UTF-8@latin": the codeset and the modifier say nothing a
   * browser reads. */
  gsize n = strcspn (locale, ".@");
  char *tag = g_strndup (locale, n);
  g_strdelimit (tag, "_", '-');
  /* Only what a language tag may hold: never a quote into an attribute. */
  for (char *p = tag; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      *p = '-';
  return tag;
}

void
pw_html_sha256 (const char *text, guint8 digest[32])
{
  gsize length = 32;
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (sum, (const guchar *) text, (gssize) strlen (text));
  g_checksum_get_digest (sum, digest, &length);
}

char *
pw_html_csp_hash (const char *text)
{
  guint8 digest[32];
  pw_html_sha256 (text, digest);
  return g_base64_encode (digest, sizeof digest);
}

char *
pw_html_data_url (const char *mime, GBytes *bytes)
{
  gsize length;
  const guchar *data = g_bytes_get_data (bytes, &length);
  g_autofree char *base64 = g_base64_encode (data, length);
  return g_strdup_printf ("data:%s;base64,%s", mime, base64);
}
