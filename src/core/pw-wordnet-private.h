/* pw-wordnet-private.h — the compiled WordNet table, shared by its
 * compiler (pw-wordnet-parse.c) and its reader (pw-wordnet.c).
 *
 * In the byte order of the machine that built it, every member a guint32:
 *
 *   "PWWNET01"  magic (8 bytes)
 *   header      n_synsets, n_words, n_synset_senses, n_word_senses,
 *               n_links, strings_size, 0, 0
 *   syn_sense_start[n_synsets + 1]    senses of synset i: start[i]..start[i+1]
 *   syn_senses[n_synset_senses][2]    (word, tag count)
 *   syn_parent_start[n_synsets + 1], syn_parents[n_links]
 *   syn_child_start[n_synsets + 1],  syn_children[n_links]
 *   word_key[n_words]                 string offsets, sorted by the strings
 *   word_info[n_words]                total tag count << 1 | unsafe
 *   word_sense_start[n_words + 1], word_synsets[n_word_senses]
 *   strings[strings_size]             NUL-terminated, padded to 4 bytes
 */
#pragma once

#include "pw-wordnet.h"

G_BEGIN_DECLS

#define PW_WORDNET_MAGIC "PWWNET01"
#define PW_WORDNET_HEADER_WORDS 8

struct _PwWordnet
{
  GBytes *bytes;
  guint n_synsets, n_words, n_synset_senses, n_word_senses, n_links, strings_size;
  const guint32 *syn_sense_start;
  const PwWordnetSense *syn_senses;
  const guint32 *syn_parent_start, *syn_parents;
  const guint32 *syn_child_start, *syn_children;
  const guint32 *word_key, *word_info;
  const guint32 *word_sense_start, *word_synsets;
  const char *strings;
  /* The unsuitable meanings' synsets, found once (pw_wordnet_unsuitable_for). */
  GArray *unsuitable;
  gsize unsuitable_found;
};

G_END_DECLS
