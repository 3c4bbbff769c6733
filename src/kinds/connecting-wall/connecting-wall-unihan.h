/* connecting-wall-unihan.h — what a class knows of a character: the
 * school lists it is on, its readings and a short meaning, from Unihan.
 *
 * Unihan 15.0 (Debian's unicode-data package, Unicode License v3) has,
 * per character, its place in the 2013 Table of General Standard Chinese
 * Characters (kTGH: 1–3500 is level 1, to 6500 level 2, to 8105 level
 * 3), whether it is a Japanese Jōyō kanji (kJoyoKanji), the Hong Kong
 * primary grade it is taught in (kGradeLevel), its pinyin (kMandarin),
 * its on and kun readings (kJapaneseOn, kJapaneseKun, in capitals, which
 * the table keeps in katakana and hiragana), an English meaning
 * (kDefinition) and its simplified and traditional variants.  The build
 * compiles the four files it needs into one sorted binary
 * (connecting-wall-unihan-compile), which loads in a few milliseconds.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define PW_CONNECTING_WALL_UNIHAN_TABLE_FILE "unihan.bin"
#define PW_CONNECTING_WALL_UNIHAN_TABLE_ENV "PUZZLEWRIGHT_UNIHAN_TABLE"

/* Which characters a wall may use (the generator's "characters"). */
typedef enum
{
  PW_CONNECTING_WALL_CHARS_COMMON,   /* level 1 of the Table: 3,500 */
  PW_CONNECTING_WALL_CHARS_STANDARD, /* levels 1 to 3: 8,105 */
  PW_CONNECTING_WALL_CHARS_JOYO,     /* the 2,136 Jōyō kanji */
  PW_CONNECTING_WALL_CHARS_GRADE1,   /* Hong Kong primary 1, … */
  PW_CONNECTING_WALL_CHARS_GRADE6 = PW_CONNECTING_WALL_CHARS_GRADE1 + 5,
  PW_CONNECTING_WALL_CHARS_ANY,      /* every character of the decomposition table */
} PwConnectingWallChars;

/* The forms of one wall: simplified and traditional are never mixed. */
typedef enum
{
  PW_CONNECTING_WALL_FORM_SIMPLIFIED,
  PW_CONNECTING_WALL_FORM_TRADITIONAL,
  PW_CONNECTING_WALL_FORM_JAPANESE,
} PwConnectingWallForm;

typedef struct _PwConnectingWallUnihan PwConnectingWallUnihan;

/* Reads Unihan text ("U+75C5<TAB>kMandarin<TAB>bìng" a line; any of the
 * Unihan files, one after another).  Fields it does not use are skipped;
 * a malformed line of a field it uses is an error "SOURCE:LINE: what". */
PwConnectingWallUnihan *pw_connecting_wall_unihan_new        (void);
gboolean                pw_connecting_wall_unihan_parse      (PwConnectingWallUnihan *table, const char *text,
                                                              gsize length, const char *source,
                                                              GError **error);
GBytes                 *pw_connecting_wall_unihan_serialize  (PwConnectingWallUnihan *table);
PwConnectingWallUnihan *pw_connecting_wall_unihan_new_from_bytes (GBytes *bytes, const char *source,
                                                                  GError **error);
PwConnectingWallUnihan *pw_connecting_wall_unihan_load       (const char *filename, GError **error);
void                    pw_connecting_wall_unihan_free       (PwConnectingWallUnihan *table);

/* The table of the installation (PW_CONNECTING_WALL_UNIHAN_TABLE_ENV,
 * else the build's or the installed file), loaded once; NULL with an
 * error that says how to get it when there is none.  Any thread. */
const PwConnectingWallUnihan *pw_connecting_wall_unihan_get_default (GError **error);

guint        pw_connecting_wall_unihan_n_chars     (const PwConnectingWallUnihan *table);
/* Whether @c is in the set @chars (ANY: always). */
gboolean     pw_connecting_wall_unihan_in_set      (const PwConnectingWallUnihan *table, gunichar c,
                                                    PwConnectingWallChars chars);
/* Whether @c may stand on a wall of @form: not a traditional-only form
 * on a simplified wall, nor a simplified-only one on a traditional wall. */
gboolean     pw_connecting_wall_unihan_fits_form   (const PwConnectingWallUnihan *table, gunichar c,
                                                    PwConnectingWallForm form);
/* The position in the Table of General Standard Chinese Characters
 * (1 to 8105), or 0. */
guint        pw_connecting_wall_unihan_tgh         (const PwConnectingWallUnihan *table, gunichar c);
/* Unihan's kFrequency (1 commonest to 5), or 0. */
guint        pw_connecting_wall_unihan_frequency   (const PwConnectingWallUnihan *table, gunichar c);
/* Owned by the table; "" when Unihan has none. */
const char  *pw_connecting_wall_unihan_pinyin      (const PwConnectingWallUnihan *table, gunichar c);
const char  *pw_connecting_wall_unihan_on          (const PwConnectingWallUnihan *table, gunichar c);
const char  *pw_connecting_wall_unihan_kun         (const PwConnectingWallUnihan *table, gunichar c);
const char  *pw_connecting_wall_unihan_definition  (const PwConnectingWallUnihan *table, gunichar c);

/* A short meaning for a key: the first sense of the definition, without
 * notes in brackets ("illness" for 病, "sickness" for 疒); NULL when
 * Unihan has none. */
char        *pw_connecting_wall_unihan_meaning     (const PwConnectingWallUnihan *table, gunichar c);
/* How a pupil reads @c on a wall of @form: its pinyin, or its first on
 * and kun readings ("ビョウ・やまい"); NULL when Unihan has none. */
char        *pw_connecting_wall_unihan_reading     (const PwConnectingWallUnihan *table, gunichar c,
                                                    PwConnectingWallForm form);

/* The set's name as the generator takes it ("common", "grade3"), and
 * back; FALSE for an unknown name. */
const char  *pw_connecting_wall_chars_name         (PwConnectingWallChars chars);
gboolean     pw_connecting_wall_chars_from_name    (const char *name, PwConnectingWallChars *chars);
/* The form a wall of set @chars is written in: Japanese for Jōyō,
 * traditional for Hong Kong's grades, simplified otherwise. */
PwConnectingWallForm pw_connecting_wall_chars_form (PwConnectingWallChars chars);

/* Romaji in capitals as Unihan writes readings ("BYOU") in katakana
 * (@katakana) or hiragana: "ビョウ", "やまい".  Letters that spell no
 * kana are kept. */
char        *pw_connecting_wall_romaji_to_kana     (const char *romaji, gboolean katakana);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwConnectingWallUnihan, pw_connecting_wall_unihan_free)

G_END_DECLS
