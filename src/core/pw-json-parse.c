/* Strict JSON, checked before json-glib builds a tree of it.
 *
 * json-glib's parser is recursive (deep nesting overflows the stack) and
 * lenient: it skips comments and reads 'single-quoted' strings, so a
 * bracket counter that does not know them can be fooled by a comment
 * holding a quote.  Instead of following json-glib's leniency byte for
 * byte, this check accepts only strict JSON, where json-glib and it read
 * every byte alike, and walks it with an explicit stack. */
#include "pw-json.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "pw-error.h"

typedef enum
{
  WANT_VALUE,
  WANT_VALUE_OR_CLOSE, /* just after '[' */
  WANT_KEY,
  WANT_KEY_OR_CLOSE,   /* just after '{' */
  WANT_COLON,
  WANT_COMMA_OR_CLOSE,
  WANT_END,
} State;

typedef struct
{
  const char *data;
  const char *end;
  const char *p;
  const char *line_start;
  int line;
  GError **error;
} Scan;

/* 1-based, in characters. */
static int
column_at (const Scan *s, const char *at)
{
  int column = 1;
  for (const char *q = s->line_start; q < at; q++)
    if (((guchar) *q & 0xC0) != 0x80)
      column++;
  return column;
}

static gboolean G_GNUC_PRINTF (4, 5)
fail (Scan *s, const char *at, int code, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *reason = g_strdup_vprintf (format, args);
  va_end (args);
  if (code == PW_ERROR_PARSE)
    g_set_error (s->error, PW_ERROR, code, _("line %d, column %d: not valid JSON: %s"), s->line,
                 column_at (s, at), reason);
  else
    g_set_error (s->error, PW_ERROR, code, _("line %d, column %d: %s"), s->line,
                 column_at (s, at), reason);
  return FALSE;
}

/* What stands at @at, for "found …" in messages. */
static char *
describe_at (const Scan *s, const char *at)
{
  if (at >= s->end)
    return g_strdup (_("the end of the text"));
  switch (*at)
    {
    case '/':
      return g_strdup (_("“/” (JSON has no comments)"));
    case '\'':
      return g_strdup (_("“'” (JSON strings are in double quotes)"));
    default:
      break;
    }
  const char *next = g_utf8_next_char (at);
  if (next > s->end)
    next = s->end;
  return g_strdup_printf ("“%.*s”", (int) (next - at), at);
}

static gboolean
unexpected (Scan *s, const char *expected)
{
  g_autofree char *found = describe_at (s, s->p);
  return fail (s, s->p, PW_ERROR_PARSE, _("expected %s, found %s"), expected, found);
}

static void
skip_space (Scan *s)
{
  for (; s->p < s->end; s->p++)
    {
      char c = *s->p;
      if (c == '\n')
        {
          s->line++;
          s->line_start = s->p + 1;
        }
      else if (c != ' ' && c != '\t' && c != '\r')
        return;
    }
}

static int
hex4 (const char *p, const char *end)
{
  if (end - p < 4)
    return -1;
  int v = 0;
  for (int i = 0; i < 4; i++)
    {
      int d = g_ascii_xdigit_value (p[i]);
      if (d < 0)
        return -1;
      v = v * 16 + d;
    }
  return v;
}

/* At a '"'; leaves s->p after the closing quote. */
static gboolean
scan_string (Scan *s)
{
  const char *start = s->p++;
  while (s->p < s->end)
    {
      guchar c = (guchar) *s->p;
      if (c == '"')
        {
          s->p++;
          return TRUE;
        }
      if (c < 0x20)
        return fail (s, s->p, PW_ERROR_PARSE,
                     c == '\n' ? _("a line break inside a string (write it as \\n)")
                               : _("a control character inside a string (write it as \\u00XX)"));
      if (c != '\\')
        {
          s->p++;
          continue;
        }
      if (s->end - s->p < 2)
        break;
      char e = s->p[1];
      if (strchr ("\"\\/bfnrt", e) != NULL && e != '\0')
        {
          s->p += 2;
          continue;
        }
      if (e != 'u')
        return fail (s, s->p, PW_ERROR_PARSE, _("“\\%c” is not an escape JSON knows"),
                     g_ascii_isprint (e) ? e : '?');
      int u = hex4 (s->p + 2, s->end);
      if (u < 0)
        return fail (s, s->p, PW_ERROR_PARSE, _("“\\u” needs four hexadecimal digits"));
      /* Valid JSON, but json-glib's strings end at a NUL: what follows it
       * would be dropped without a word, and lost at the next save. */
      if (u == 0)
        return fail (s, s->p, PW_ERROR_INVALID,
                     _("“\\u0000”, the NUL character, cannot be kept in a text"));
      if (u >= 0xDC00 && u <= 0xDFFF)
        return fail (s, s->p, PW_ERROR_PARSE,
                     _("“\\u%04X” is the second half of a surrogate pair, alone"), u);
      if (u >= 0xD800 && u <= 0xDBFF)
        {
          int low = s->end - s->p >= 12 && s->p[6] == '\\' && s->p[7] == 'u'
                      ? hex4 (s->p + 8, s->end) : -1;
          if (low < 0xDC00 || low > 0xDFFF)
            return fail (s, s->p, PW_ERROR_PARSE,
                         _("“\\u%04X” is the first half of a surrogate pair, alone"), u);
          s->p += 6;
        }
      s->p += 6;
    }
  return fail (s, start, PW_ERROR_PARSE, _("the string that starts here never ends"));
}

static const char *
digits (const char *p, const char *end)
{
  while (p < end && g_ascii_isdigit (*p))
    p++;
  return p;
}

/* Whether the JSON number from @start to @end, when it is a whole number
 * (no fraction, no exponent), is a gint64.  json-glib reads a longer one
 * as a gint64 all the same, wrapped: 99999999999999999999 became -1. */
static gboolean
fits_int64 (const char *start, const char *end)
{
  gboolean negative = *start == '-';
  const char *digits_start = negative ? start + 1 : start;
  for (const char *q = digits_start; q < end; q++)
    if (!g_ascii_isdigit (*q))
      return TRUE; /* a double: json-glib reads it with g_ascii_strtod */
  gsize n = (gsize) (end - digits_start);
  const char *limit = negative ? "9223372036854775808" : "9223372036854775807";
  return n < 19 || (n == 19 && strncmp (digits_start, limit, 19) <= 0);
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
static gboolean
scan_number (Scan *s)
{
  const char *start = s->p, *p = s->p, *end = s->end;
  if (p < end && *p == '-')
    p++;
  const char *int_start = p;
  p = digits (p, end);
  gboolean ok = p > int_start && !(*int_start == '0' && p - int_start > 1);
  if (ok && p < end && *p == '.')
    {
      const char *frac = ++p;
      p = digits (p, end);
      ok = p > frac;
    }
  if (ok && p < end && (*p == 'e' || *p == 'E'))
    {
      p++;
      if (p < end && (*p == '+' || *p == '-'))
        p++;
      const char *exp = p;
      p = digits (p, end);
      ok = p > exp;
    }
  /* Take in what a reader would see as part of the number, for the message. */
  const char *shown = p;
  while (shown < end && (g_ascii_isalnum (*shown) || *shown == '.' || *shown == '+'
                         || *shown == '-'))
    shown++;
  if (!ok || shown != p)
    return fail (s, start, PW_ERROR_PARSE, _("“%.*s” is not a number as JSON writes them"),
                 (int) MIN (shown - start, 40), start);
  if (!fits_int64 (start, p))
    return fail (s, start, PW_ERROR_INVALID,
                 _("“%.*s” is out of range: whole numbers go from -9223372036854775808 to "
                   "9223372036854775807"),
                 (int) MIN (p - start, 40), start);
  s->p = p;
  return TRUE;
}

static gboolean
scan_literal (Scan *s)
{
  static const char *const words[] = { "true", "false", "null" };
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);
      if ((gsize) (s->end - s->p) >= n && memcmp (s->p, words[i], n) == 0
          && (s->p + n == s->end || !g_ascii_isalnum (s->p[n])))
        {
          s->p += n;
          return TRUE;
        }
    }
  return unexpected (s, _("a value"));
}

static gboolean
check_text (const char *data, gsize length, guint max_depth, gboolean object_root,
            GError **error)
{
  Scan s = { data, data + length, data, data, 1, error };
  const char *bad;
  if (!g_utf8_validate_len (data, length, &bad))
    {
      for (const char *q = data; q < bad; q++)
        if (*q == '\n')
          {
            s.line++;
            s.line_start = q + 1;
          }
      /* An encoding problem, not a JSON one: said without "not valid JSON". */
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                   _("line %d, column %d: the text is not UTF-8 (save it as UTF-8 and try "
                     "again)"), s.line, column_at (&s, bad));
      return FALSE;
    }

  /* A UTF-8 byte-order mark is no part of the JSON; json-glib skips it too. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    s.p = s.line_start = data + 3;

  g_autofree char *stack = g_malloc (max_depth + 1);
  guint depth = 0, values = 0, containers = 0;
  char root = 0;
  State state = WANT_VALUE;
  for (;;)
    {
      skip_space (&s);
      if (s.p == s.end)
        {
          if (state == WANT_END)
            break;
          if (depth == 0 && state == WANT_VALUE)
            return fail (&s, s.p, PW_ERROR_PARSE, _("there is no value in it"));
          return fail (&s, s.p, PW_ERROR_PARSE,
                       _("the text ends inside an object or array"));
        }
      char c = *s.p;
      switch (state)
        {
        case WANT_VALUE_OR_CLOSE:
        case WANT_KEY_OR_CLOSE:
          if (c == (state == WANT_KEY_OR_CLOSE ? '}' : ']'))
            {
              s.p++;
              depth--;
              state = depth ? WANT_COMMA_OR_CLOSE : WANT_END;
              break;
            }
          if (state == WANT_KEY_OR_CLOSE)
            goto key;
          G_GNUC_FALLTHROUGH;
        case WANT_VALUE:
          if (++values > PW_JSON_MAX_VALUES)
            return fail (&s, s.p, PW_ERROR_TOO_LARGE,
                         _("more than %d values; that is more than any puzzle holds"),
                         PW_JSON_MAX_VALUES);
          if (depth == 0)
            root = c;
          if (c == '{' || c == '[')
            {
              if (depth >= max_depth)
                return fail (&s, s.p, PW_ERROR_TOO_LARGE, _("nested more than %u levels deep"),
                             max_depth);
              if (++containers > PW_JSON_MAX_CONTAINERS)
                return fail (&s, s.p, PW_ERROR_TOO_LARGE,
                             _("more than %d objects and arrays; that is more than any puzzle "
                               "holds"), PW_JSON_MAX_CONTAINERS);
              stack[depth++] = c;
              s.p++;
              state = c == '{' ? WANT_KEY_OR_CLOSE : WANT_VALUE_OR_CLOSE;
              break;
            }
          if (c == '"' ? !scan_string (&s)
              : c == '-' || g_ascii_isdigit (c) ? !scan_number (&s)
              : !scan_literal (&s))
            return FALSE;
          state = depth ? WANT_COMMA_OR_CLOSE : WANT_END;
          break;
        case WANT_KEY:
        key:
          if (c != '"')
            return unexpected (&s, _("a member name in double quotes"));
          if (!scan_string (&s))
            return FALSE;
          state = WANT_COLON;
          break;
        case WANT_COLON:
          if (c != ':')
            return unexpected (&s, _("“:”"));
          s.p++;
          state = WANT_VALUE;
          break;
        case WANT_COMMA_OR_CLOSE:
          {
            char top = stack[depth - 1];
            char close = top == '{' ? '}' : ']';
            if (c == ',')
              state = top == '{' ? WANT_KEY : WANT_VALUE;
            else if (c == close)
              {
                depth--;
                state = depth ? WANT_COMMA_OR_CLOSE : WANT_END;
              }
            else
              return unexpected (&s, top == '{' ? _("“,” or “}”") : _("“,” or “]”"));
            s.p++;
          }
          break;
        case WANT_END:
          return unexpected (&s, _("the end of the text"));
        }
    }
  /* Said before json-glib builds a tree of a large array. */
  if (object_root && root != '{')
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("$: expected an object, found %s"),
                   root == '[' ? _("an array")
                   : root == '"' ? _("a string")
                   : root == 't' || root == 'f' ? _("true or false")
                   : root == 'n' ? _("null") : _("a number"));
      return FALSE;
    }
  return TRUE;
}

JsonNode *
pw_json_parse (const char *data, gsize length, guint max_depth, gboolean object_root,
               GError **error)
{
  if (!check_text (data, length, max_depth, object_root, error))
    return NULL;
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) local = NULL;
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local))
    {
      /* Strict JSON that json-glib still refuses (none is known): keep its
       * position and reason, drop its placeholder name "<data>". */
      const char *msg = local->message;
      int line = 0, column = 0, used = 0;
      if (g_str_has_prefix (msg, "<data>:"))
        msg += strlen ("<data>:");
      if (sscanf (msg, "%d:%d: %n", &line, &column, &used) == 2 && used > 0)
        msg += used;
      if (g_str_has_prefix (msg, "Parse error: "))
        msg += strlen ("Parse error: ");
      if (line > 0)
        g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("line %d, column %d: not valid JSON: %s"),
                     line, column, msg);
      else
        g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("not valid JSON: %s"), msg);
      return NULL;
    }
  JsonNode *root = json_parser_steal_root (parser);
  if (root == NULL)
    g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("not valid JSON: there is no value in it"));
  return root;
}
