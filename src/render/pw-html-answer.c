/* pw-html-answer.c — the answer inside the page, out of sight.
 *
 * The page checks moves, so it must hold the answer; the issue is only
 * that a pupil who glances at the page's source, or searches it for a
 * word, should not see it.  So the answer's JSON is XORed with an
 * xorshift32 keystream and written in base64: a few lines of script undo
 * it (pw-html-page.js, PW.answer()), and nothing of the answer reads as
 * text.  It is not encryption and does not pretend to be. */
#include "pw-html-private.h"

#include <string.h>

static guint32
next (guint32 *state)
{
  guint32 x = *state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return *state = x;
}

static void
scramble (guint8 *bytes, gsize length, guint32 key)
{
  /* xorshift32 never leaves 0. */
  guint32 state = key ? key : 0x9e3779b9u;
  for (gsize i = 0; i < length; i++)
    bytes[i] ^= (guint8) (next (&state) >> 24);
}

char *
pw_html_obfuscate (const char *text, guint32 key)
{
  gsize length = strlen (text);
  g_autofree guint8 *bytes = g_memdup2 (text, length + 1);
  scramble (bytes, length, key);
  return g_base64_encode (bytes, length);
}

char *
pw_html_reveal (const char *encoded, guint32 key)
{
  gsize length = 0;
  guint8 *bytes = g_base64_decode (encoded, &length);
  scramble (bytes, length, key);
  char *text = g_malloc (length + 1);
  memcpy (text, bytes, length);
  text[length] = '\0';
  g_free (bytes);
  return text;
}
