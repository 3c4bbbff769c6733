/* connecting-wall-unihan-kana.c — Unihan's Japanese readings, written in
 * capital romaji ("BYOU HEI", "YAMAI"), in the kana a pupil reads:
 * katakana for on readings, hiragana for kun readings. */
#include "connecting-wall-unihan.h"

#include <string.h>

typedef struct
{
  const char *romaji;
  const char *kana; /* hiragana */
} Syllable;

/* Longest spellings first within each start, so "SHA" wins over "SA". */
static const Syllable syllables[] = {
  { "KYA", "きゃ" }, { "KYU", "きゅ" }, { "KYO", "きょ" }, { "KWA", "くゎ" },
  { "GYA", "ぎゃ" }, { "GYU", "ぎゅ" }, { "GYO", "ぎょ" }, { "GWA", "ぐゎ" },
  { "SHA", "しゃ" }, { "SHU", "しゅ" }, { "SHO", "しょ" }, { "SHI", "し" },
  { "CHA", "ちゃ" }, { "CHU", "ちゅ" }, { "CHO", "ちょ" }, { "CHI", "ち" },
  { "TSU", "つ" },
  { "NYA", "にゃ" }, { "NYU", "にゅ" }, { "NYO", "にょ" },
  { "HYA", "ひゃ" }, { "HYU", "ひゅ" }, { "HYO", "ひょ" },
  { "BYA", "びゃ" }, { "BYU", "びゅ" }, { "BYO", "びょ" },
  { "PYA", "ぴゃ" }, { "PYU", "ぴゅ" }, { "PYO", "ぴょ" },
  { "MYA", "みゃ" }, { "MYU", "みゅ" }, { "MYO", "みょ" },
  { "RYA", "りゃ" }, { "RYU", "りゅ" }, { "RYO", "りょ" },
  { "JA", "じゃ" }, { "JU", "じゅ" }, { "JO", "じょ" }, { "JI", "じ" },
  { "KA", "か" }, { "KI", "き" }, { "KU", "く" }, { "KE", "け" }, { "KO", "こ" },
  { "GA", "が" }, { "GI", "ぎ" }, { "GU", "ぐ" }, { "GE", "げ" }, { "GO", "ご" },
  { "SA", "さ" }, { "SI", "し" }, { "SU", "す" }, { "SE", "せ" }, { "SO", "そ" },
  { "ZA", "ざ" }, { "ZI", "じ" }, { "ZU", "ず" }, { "ZE", "ぜ" }, { "ZO", "ぞ" },
  { "TA", "た" }, { "TI", "ち" }, { "TU", "つ" }, { "TE", "て" }, { "TO", "と" },
  { "DA", "だ" }, { "DI", "ぢ" }, { "DU", "づ" }, { "DE", "で" }, { "DO", "ど" },
  { "NA", "な" }, { "NI", "に" }, { "NU", "ぬ" }, { "NE", "ね" }, { "NO", "の" },
  { "HA", "は" }, { "HI", "ひ" }, { "HU", "ふ" }, { "FU", "ふ" }, { "HE", "へ" },
  { "HO", "ほ" },
  { "BA", "ば" }, { "BI", "び" }, { "BU", "ぶ" }, { "BE", "べ" }, { "BO", "ぼ" },
  { "PA", "ぱ" }, { "PI", "ぴ" }, { "PU", "ぷ" }, { "PE", "ぺ" }, { "PO", "ぽ" },
  { "MA", "ま" }, { "MI", "み" }, { "MU", "む" }, { "ME", "め" }, { "MO", "も" },
  { "YA", "や" }, { "YU", "ゆ" }, { "YO", "よ" },
  { "RA", "ら" }, { "RI", "り" }, { "RU", "る" }, { "RE", "れ" }, { "RO", "ろ" },
  { "WA", "わ" }, { "WI", "ゐ" }, { "WE", "ゑ" }, { "WO", "を" },
  { "A", "あ" }, { "I", "い" }, { "U", "う" }, { "E", "え" }, { "O", "お" },
};

static void
append_kana (GString *out, const char *hiragana, gboolean katakana)
{
  for (const char *p = hiragana; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      /* Katakana is hiragana moved by 0x60 over this range. */
      if (katakana && c >= 0x3041 && c <= 0x3096)
        c += 0x60;
      g_string_append_unichar (out, c);
    }
}

static gboolean
is_vowel (char c)
{
  return c != '\0' && strchr ("AIUEO", c) != NULL;
}

char *
pw_connecting_wall_romaji_to_kana (const char *romaji, gboolean katakana)
{
  GString *out = g_string_new (NULL);
  const char *p = romaji;
  while (*p)
    {
      /* A doubled consonant ("KK", "TCH") is a small tsu. */
      if (g_ascii_isupper (p[0]) && !is_vowel (p[0]) && p[0] != 'N'
          && (p[1] == p[0] || (p[0] == 'T' && p[1] == 'C' && p[2] == 'H')))
        {
          append_kana (out, "っ", katakana);
          p++;
          continue;
        }
      gboolean matched = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (syllables) && !matched; i++)
        {
          gsize n = strlen (syllables[i].romaji);
          if (strncmp (p, syllables[i].romaji, n) == 0)
            {
              append_kana (out, syllables[i].kana, katakana);
              p += n;
              matched = TRUE;
            }
        }
      if (matched)
        continue;
      /* N before a consonant, an apostrophe or the end is the moraic n. */
      if (p[0] == 'N' && !is_vowel (p[1]) && p[1] != 'Y')
        {
          append_kana (out, "ん", katakana);
          p += p[1] == '\'' ? 2 : 1;
          continue;
        }
      g_string_append_c (out, *p);
      p++;
    }
  return g_string_free (out, FALSE);
}
