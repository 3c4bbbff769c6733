/* pw-xcc-parse.c — reading Knuth's DLX text format.
 *
 * The format of dlx1/dlx2: the first line that is neither blank nor a
 * comment names the primary items, then "|", then the secondary ones; each
 * later line is an option, "item" or "item:colour" separated by blanks; a
 * line whose first non-blank character is "|" is a comment.  Unlike
 * Knuth's programs, names have no length limit and every error says
 * file:line:column.  The text is never trusted: it must be UTF-8, and the
 * problem it describes is bounded by the PW_XCC_MAX_* limits and by its
 * own length.
 */
#include "pw-config.h"
#include <inttypes.h>

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pw-error.h"
#include "pw-text.h"
#include "pw-xcc-private.h"

/* Files larger than this are refused as they are read (more than the
 * PW_XCC_MAX_* limits could use anyway). */
#define MAX_TEXT_BYTES ((goffset) 1 << 28)

/* Names looked up straight from the text, without a copy: every option
 * item of a file goes through here, and a copy and GLib's string hash
 * table per item and per colour were most of the time of reading a word
 * search.  Open addressing; the names belong to the PwXcc. */
typedef struct
{
  const char *name;  /* NULL: empty */
  guint32 len;
  guint32 value;
} NameSlot;

typedef struct
{
  NameSlot *slot;
  guint mask;        /* slots - 1 */
  guint n;
} NameTable;

static guint32
name_hash (const char *s, gsize len)
{
  guint32 h = 2166136261u; /* FNV-1a */
  for (gsize k = 0; k < len; k++)
    h = (h ^ (guchar) s[k]) * 16777619u;
  return h;
}

static void
name_table_init (NameTable *t, guint expected)
{
  guint slots = 16;
  while (slots < 2 * expected)
    slots *= 2;
  t->slot = g_new0 (NameSlot, slots);
  t->mask = slots - 1;
  t->n = 0;
}

static gboolean
name_table_find (const NameTable *t, const char *name, gsize len, guint32 *value)
{
  for (guint k = name_hash (name, len) & t->mask; t->slot[k].name != NULL; k = (k + 1) & t->mask)
    if (t->slot[k].len == len && memcmp (t->slot[k].name, name, len) == 0)
      {
        *value = t->slot[k].value;
        return TRUE;
      }
  return FALSE;
}

static void name_table_add (NameTable *t, const char *name, gsize len, guint32 value);

/* Twice the slots, at most half full again. */
static void
name_table_grow (NameTable *t)
{
  NameSlot *old = t->slot;
  guint n_old = t->mask + 1;
  name_table_init (t, n_old);
  for (guint k = 0; k < n_old; k++)
    if (old[k].name != NULL)
      name_table_add (t, old[k].name, old[k].len, old[k].value);
  g_free (old);
}

/* @name is not in @t yet. */
static void
name_table_add (NameTable *t, const char *name, gsize len, guint32 value)
{
  guint k = name_hash (name, len) & t->mask;
  while (t->slot[k].name != NULL)
    k = (k + 1) & t->mask;
  t->slot[k] = (NameSlot) { name, len, value };
  if (2 * ++t->n > t->mask)
    name_table_grow (t);
}

typedef struct
{
  const char *filename;
  const char *text;
  const char *end;
  const char *line;      /* start of the current line */
  const char *line_end;
  const char *next;      /* start of the next line, NULL after the last */
  guint line_number;
  PwXcc *xcc;
  guint *seen;           /* per item: the line that last used it */
  GArray *elements;
  NameTable items;       /* item name -> index */
  NameTable colours;     /* colour name -> interned colour */
} Parser;

static inline gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static void G_GNUC_PRINTF (4, 5)
fail_at (Parser *p, const char *where, GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *what = g_strdup_vprintf (format, args);
  va_end (args);
  glong column = g_utf8_pointer_to_offset (p->line, where) + 1;
  g_set_error (error, PW_ERROR, PW_ERROR_PARSE, "%s:%u:%ld: %s",
               p->filename, p->line_number, column, what);
}

/* The error @inner (from the builder) at a place in the text. */
static void
fail_with (Parser *p, const char *where, GError *inner, GError **error)
{
  glong column = g_utf8_pointer_to_offset (p->line, where) + 1;
  g_set_error (error, PW_ERROR, inner->code, "%s:%u:%ld: %s",
               p->filename, p->line_number, column, inner->message);
}

static gboolean
next_line (Parser *p)
{
  if (p->next == NULL)
    return FALSE;
  p->line = p->next;
  p->line_number++;
  const char *nl = memchr (p->line, '\n', p->end - p->line);
  p->line_end = nl != NULL ? nl : p->end;
  /* A final newline ends the last line; it does not start another. */
  p->next = nl != NULL && nl + 1 < p->end ? nl + 1 : NULL;
  return TRUE;
}

/* The next token of the line from *pos, or FALSE at the end of the line. */
static gboolean
next_token (Parser *p, const char **pos, const char **token, gsize *len)
{
  const char *s = *pos;
  while (s < p->line_end && is_blank (*s))
    s++;
  if (s >= p->line_end)
    return FALSE;
  const char *t = s;
  while (t < p->line_end && !is_blank (*t))
    t++;
  *token = s;
  *len = t - s;
  *pos = t;
  return TRUE;
}

static gboolean
is_comment_or_blank (Parser *p)
{
  const char *s = p->line;
  while (s < p->line_end && is_blank (*s))
    s++;
  return s >= p->line_end || *s == '|';
}

static gboolean
parse_items (Parser *p, GError **error)
{
  const char *pos = p->line, *token;
  gsize len;
  PwXccItemKind kind = PW_XCC_PRIMARY;
  const char *bar = NULL;

  while (next_token (p, &pos, &token, &len))
    {
      if (token[0] == '|')
        {
          if (bar != NULL)
            {
              fail_at (p, token, error, _("the item line has a second “|”"));
              return FALSE;
            }
          bar = token;
          kind = PW_XCC_SECONDARY;
          token++;
          len--;
          if (len == 0)
            continue;
        }
      const char *bad = memchr (token, ':', len);
      if (bad == NULL)
        bad = memchr (token, '|', len);
      if (bad != NULL)
        {
          fail_at (p, bad, error, _("an item name cannot contain “%c”"), *bad);
          return FALSE;
        }
      g_autofree char *name = g_strndup (token, len);
      if (pw_xcc_find_item (p->xcc, name) >= 0)
        {
          fail_at (p, token, error, _("item “%s” is listed twice"), name);
          return FALSE;
        }
      g_autoptr (GError) inner = NULL;
      if (pw_xcc_add_item (p->xcc, name, kind, &inner) < 0)
        {
          fail_with (p, token, inner, error);
          return FALSE;
        }
    }
  if (pw_xcc_get_n_primary (p->xcc) == 0)
    {
      fail_at (p, bar != NULL ? bar : p->line, error, _("there are no primary items before “|”"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_element (Parser *p, const char *token, gsize len, PwXccElement *element, GError **error)
{
  const char *colon = memchr (token, ':', len);
  gsize name_len = colon != NULL ? (gsize) (colon - token) : len;
  guint32 item;

  if (!name_table_find (&p->items, token, name_len, &item))
    {
      g_autofree char *name = g_strndup (token, name_len);
      fail_at (p, token, error, _("unknown item “%s”"), name);
      return FALSE;
    }
  const char *name = pw_xcc_get_item_name (p->xcc, item);
  if (p->seen[item] == p->line_number)
    {
      fail_at (p, token, error, _("item “%s” appears twice in this option"), name);
      return FALSE;
    }
  p->seen[item] = p->line_number;
  element->item = item;
  element->colour = 0;
  if (colon == NULL)
    return TRUE;

  const char *colour = colon + 1;
  gsize colour_len = token + len - colour;
  if (pw_xcc_get_item_kind (p->xcc, item) == PW_XCC_PRIMARY)
    {
      fail_at (p, colon, error, _("primary item “%s” cannot have a colour"), name);
      return FALSE;
    }
  if (colour_len == 0)
    {
      fail_at (p, colon, error, _("a colour name is missing after “:”"));
      return FALSE;
    }
  const char *bad = memchr (colour, ':', colour_len);
  if (bad != NULL)
    {
      fail_at (p, bad, error, _("a colour name cannot contain “:”"));
      return FALSE;
    }
  if (!name_table_find (&p->colours, colour, colour_len, &element->colour))
    {
      g_autofree char *colour_name = g_strndup (colour, colour_len);
      element->colour = pw_xcc_intern_colour (p->xcc, colour_name);
      name_table_add (&p->colours, pw_xcc_get_colour_name (p->xcc, element->colour), colour_len,
                      element->colour);
    }
  return TRUE;
}

static gboolean
parse_option (Parser *p, GError **error)
{
  const char *pos = p->line, *token, *first = NULL;
  gsize len;

  g_array_set_size (p->elements, 0);
  while (next_token (p, &pos, &token, &len))
    {
      PwXccElement e;
      if (first == NULL)
        first = token;
      if (!parse_element (p, token, len, &e, error))
        return FALSE;
      g_array_append_val (p->elements, e);
    }
  g_autoptr (GError) inner = NULL;
  if (pw_xcc_add_option (p->xcc, (PwXccElement *) p->elements->data, p->elements->len,
                         &inner) < 0)
    {
      fail_with (p, first, inner, error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_text (Parser *p, GError **error)
{
  const char *bad = NULL;
  if (g_utf8_validate (p->text, p->end - p->text, &bad))
    return TRUE;
  p->next = p->text;
  while (next_line (p) && p->line_end < bad)
    ;
  /* Columns count characters; those before the bad byte are valid. */
  glong column = g_utf8_strlen (p->line, bad - p->line) + 1;
  g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("%s:%u:%ld: the text is not UTF-8"),
               p->filename, p->line_number, column);
  return FALSE;
}

static gboolean
parse_lines (Parser *p, GError **error)
{
  gboolean have_items = FALSE;

  p->next = p->text;
  p->line_number = 0;
  while (next_line (p))
    {
      if (is_comment_or_blank (p))
        continue;
      if (have_items)
        {
          if (!parse_option (p, error))
            return FALSE;
          continue;
        }
      if (!parse_items (p, error))
        return FALSE;
      have_items = TRUE;
      guint n_items = pw_xcc_get_n_items (p->xcc);
      p->seen = g_new0 (guint, n_items);
      name_table_init (&p->items, n_items);
      for (guint i = 0; i < n_items; i++)
        {
          const char *name = pw_xcc_get_item_name (p->xcc, i);
          name_table_add (&p->items, name, strlen (name), i);
        }
    }
  if (!have_items)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("%s:%u:%u: there is no item line"),
                   p->filename, MAX (p->line_number, 1), 1);
      return FALSE;
    }
  return TRUE;
}

PwXcc *
pw_xcc_parse_dlx (const char *text, gssize length, const char *filename, GError **error)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  Parser p = { 0 };
  p.filename = filename != NULL ? filename : "<input>";
  p.text = text != NULL ? text : "";
  p.end = p.text + (length < 0 ? strlen (p.text) : (gsize) length);
  /* A byte-order mark (some editors write one) is not part of the first
   * name; columns on line 1 count from after it. */
  p.text += pw_text_bom_length (p.text, p.end - p.text);
  if (!check_text (&p, error))
    return NULL;

  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  p.xcc = xcc;
  p.elements = g_array_new (FALSE, FALSE, sizeof (PwXccElement));
  name_table_init (&p.colours, 16);
  gboolean ok = parse_lines (&p, error);
  g_free (p.seen);
  g_free (p.items.slot);
  g_free (p.colours.slot);
  g_array_unref (p.elements);
  return ok ? g_steal_pointer (&xcc) : NULL;
}

/* The solver reads with plain GLib and POSIX calls, not GIO, so that a
 * program can run it without loading GIO (pw-xcc-host.h).  Its messages
 * are those GIO's g_file_read() gave before, looked up in GLib's own
 * catalogue ("glib20", so held in variables: they are not ours to
 * translate): the absolute path, and the system's reason. */
static const char *const gio_open_error = "Error opening file %s: %s";
static const char *const gio_read_error = "Error reading from file: %s";

static void
set_io_error (GError **error, const char *filename, const char *message, int errsv)
{
  g_autofree char *absolute = g_canonicalize_filename (filename, NULL);
  g_autofree char *display = g_filename_display_name (absolute);
  g_autofree char *inner = g_strdup_printf (g_dgettext ("glib20", message), display,
                                            g_strerror (errsv));
  g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s: %s", filename, inner);
}

static int
open_for_reading (const char *filename, GError **error)
{
  int fd = g_open (filename, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_io_error (error, filename, gio_open_error, errno);
      return -1;
    }
  struct stat st;
  if (fstat (fd, &st) == 0 && S_ISDIR (st.st_mode))
    {
      close (fd);
      set_io_error (error, filename, gio_open_error, EISDIR);
      return -1;
    }
  return fd;
}

/* Reads at most MAX_TEXT_BYTES, whatever the file claims to be (a pipe,
 * a device that never ends). */
static char *
read_bounded (const char *filename, gsize *length, GError **error)
{
  int fd = open_for_reading (filename, error);
  if (fd < 0)
    return NULL;
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  guint8 buffer[65536];
  for (;;)
    {
      gssize got = read (fd, buffer, sizeof buffer);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int errsv = errno;
          g_autofree char *inner =
            g_strdup_printf (g_dgettext ("glib20", gio_read_error),
                             g_strerror (errsv));
          g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s: %s", filename, inner);
          close (fd);
          return NULL;
        }
      if (got == 0)
        break;
      if ((goffset) bytes->len + got > MAX_TEXT_BYTES)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("%s: the file is too large (at most %d MiB)"),
                       filename, (int) (MAX_TEXT_BYTES >> 20));
          close (fd);
          return NULL;
        }
      g_byte_array_append (bytes, buffer, got);
    }
  close (fd);
  *length = bytes->len;
  guint8 nul = 0;
  g_byte_array_append (bytes, &nul, 1);
  return (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
}

PwXcc *
pw_xcc_load_dlx (const char *filename, GError **error)
{
  g_return_val_if_fail (filename != NULL, NULL);

  gsize length = 0;
  g_autofree char *text = read_bounded (filename, &length, error);
  if (text == NULL)
    return NULL;
  return pw_xcc_parse_dlx (text, length, filename, error);
}
