/* pw-wordnet.h — English nouns, the kinds of things they name, and how
 * familiar each is: WordNet 3.0 (Debian's wordnet-base, the WordNet 3.0
 * licence), shared by the kinds that build from words (English walls'
 * connections, word searches' themes beyond the built-in ones).
 *
 * A synset is one meaning, with the words that name it and its
 * hypernyms (the kinds it is of: an orange is a citrus, a citrus an
 * edible fruit).  A word's familiarity in a meaning is WordNet's sense
 * tag count (cntlist: how often that sense was tagged in the Brown
 * corpus), which is 0 for many words a child knows: the data knows
 * fewer familiar kiwis than there are.  Words with a sense marked as a
 * slur, obscene, disparaging or slang (by WordNet's usage domains or its
 * gloss) are "unsafe" and never offered.
 *
 * The build compiles index.noun, data.noun and cntlist.rev into a sorted
 * binary (pw-wordnet-compile) that loads in a few milliseconds.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define PW_WORDNET_TABLE_FILE "wordnet.bin"
#define PW_WORDNET_TABLE_ENV "PUZZLEWRIGHT_WORDNET_TABLE"
/* More synsets under one meaning than this are not looked at. */
#define PW_WORDNET_MAX_DESCENDANTS 20000

typedef struct _PwWordnet PwWordnet;

/* A word that names a meaning, and how familiar it is in that meaning. */
typedef struct
{
  guint32 word;  /* an index for pw_wordnet_word_text () */
  guint32 count; /* the sense's tag count */
} PwWordnetSense;

/* A word found under a meaning (pw_wordnet_members ()). */
typedef struct
{
  guint32 word;
  guint32 count; /* its highest tag count among its senses under the meaning */
} PwWordnetMember;

/* Reads the three files' texts (as they are in /usr/share/wordnet).
 * Errors say "FILE:LINE: what". */
PwWordnet   *pw_wordnet_parse          (const char *index_noun, gsize index_length,
                                        const char *data_noun, gsize data_length,
                                        const char *cntlist, gsize cntlist_length,
                                        GError **error);
GBytes      *pw_wordnet_serialize      (const PwWordnet *wordnet);
PwWordnet   *pw_wordnet_new_from_bytes (GBytes *bytes, const char *source, GError **error);
PwWordnet   *pw_wordnet_load           (const char *filename, GError **error);
void         pw_wordnet_free           (PwWordnet *wordnet);

/* The table of the installation (PW_WORDNET_TABLE_ENV, else the build's
 * or the installed file), loaded once; NULL with an error saying how to
 * get it.  Any thread. */
const PwWordnet *pw_wordnet_get_default (GError **error);

guint        pw_wordnet_n_synsets      (const PwWordnet *wordnet);
guint        pw_wordnet_n_words        (const PwWordnet *wordnet);
/* The word spelled @text (any case, spaces or underscores), or -1. */
gint         pw_wordnet_find_word      (const PwWordnet *wordnet, const char *text);
/* "orange", "ice cream": lower case, words separated by spaces. */
const char  *pw_wordnet_word_text      (const PwWordnet *wordnet, guint32 word);
/* The sum of the word's tag counts in every part of speech. */
guint        pw_wordnet_word_count     (const PwWordnet *wordnet, guint32 word);
gboolean     pw_wordnet_word_unsafe    (const PwWordnet *wordnet, guint32 word);
/* The word's noun meanings, commonest first (as WordNet orders them). */
const guint32 *pw_wordnet_word_synsets (const PwWordnet *wordnet, guint32 word, guint *n);

const PwWordnetSense *pw_wordnet_synset_senses   (const PwWordnet *wordnet, guint32 synset,
                                                  guint *n);
const guint32        *pw_wordnet_synset_parents  (const PwWordnet *wordnet, guint32 synset,
                                                  guint *n);
const guint32        *pw_wordnet_synset_children (const PwWordnet *wordnet, guint32 synset,
                                                  guint *n);

/* Whether @word names @synset itself ("fruit" is no kind of fruit); its
 * tag count there in @count (may be NULL). */
gboolean     pw_wordnet_synset_has_word (const PwWordnet *wordnet, guint32 synset, guint32 word,
                                         guint *count);
/* Whether nouns @a and @b (any case) are one word or name one meaning
 * ("theater" and "theatre"): cards a player cannot tell apart. */
gboolean     pw_wordnet_same_meaning   (const PwWordnet *wordnet, const char *a, const char *b);
/* Whether meaning @synset is @ancestor or a kind of it. */
gboolean     pw_wordnet_synset_is_a    (const PwWordnet *wordnet, guint32 synset, guint32 ancestor);
/* Whether one of @word's noun meanings is @synset or a kind of it; the
 * highest tag count of such a meaning in @count (may be NULL). */
gboolean     pw_wordnet_is_a           (const PwWordnet *wordnet, guint32 word, guint32 synset,
                                        guint *count);
/* The meanings a class is given no words of unless @category, what
 * the words are asked for, is one of them ("wine" gives wines, "food"
 * no whisky): drink, drugs, arms, the gallows, the sex trade.  An array
 * of synsets for pw_wordnet_word_unsuitable (). */
GArray      *pw_wordnet_unsuitable_for (const PwWordnet *wordnet, guint32 category);
/* Whether a meaning of @word that is a kind of @category is a kind of
 * one of @unsuitable. */
gboolean     pw_wordnet_word_unsuitable (const PwWordnet *wordnet, guint32 word,
                                         guint32 category, GArray *unsuitable);
/* The one-word names (letters only) of @synset and every kind of it,
 * unsafe words left out, each once with its highest tag count there;
 * sorted by that count, highest first, then alphabetically. */
GArray      *pw_wordnet_members        (const PwWordnet *wordnet, guint32 synset);
/* The meaning of noun @text with the most familiar kinds (the one a
 * person means by "animal"); -1 when WordNet has no such noun. */
gint         pw_wordnet_category       (const PwWordnet *wordnet, const char *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwWordnet, pw_wordnet_free)

G_END_DECLS
