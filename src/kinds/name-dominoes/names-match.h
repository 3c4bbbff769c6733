/* names-match.h — when two names are equal.
 *
 * Two names are equal when they are the same after folding case and
 * spaces (a blank name equals nothing), when a synonym set holds both
 * (AMY=AIMEE), or, with partial matching on, when one is a word of the
 * other (LLOYD ~ FRANK LLOYD).  The relation is symmetric but not
 * transitive: FRANK ~ FRANK LLOYD ~ LLOYD, yet FRANK is not LLOYD, just as
 * in Norvig's notebook.
 *
 * Two ways to ask: pw_names_equal() works on text straight from the
 * definition (the verifier uses it), and PwNamesMatcher numbers the names
 * on a model's tiles and answers from a bit matrix (the auto-fill uses it).
 */
#pragma once

#include "names-model.h"

G_BEGIN_DECLS

/* Case- and space-folded form of a name; "" for a blank one. */
char     *pw_names_normalize (const char *name);

/* Synonym sets in folded form, for pw_names_equal(). */
GPtrArray *pw_names_folded_synonyms (const PwNamesModel *model);
/* @a and @b folded (pw_names_normalize()); @synonyms from pw_names_folded_synonyms(). */
gboolean  pw_names_equal     (const char *a, const char *b, GPtrArray *synonyms,
                              gboolean partial_match);

typedef struct _PwNamesMatcher PwNamesMatcher;

PwNamesMatcher *pw_names_matcher_new     (const PwNamesModel *model);
void            pw_names_matcher_free    (PwNamesMatcher *matcher);
/* Names are numbered 0 (blank) to n_ids - 1. */
guint           pw_names_matcher_n_ids   (const PwNamesMatcher *matcher);
guint           pw_names_matcher_tile_id (const PwNamesMatcher *matcher, guint tile, guint k);
const char     *pw_names_matcher_folded  (const PwNamesMatcher *matcher, guint id);
gboolean        pw_names_matcher_equal   (const PwNamesMatcher *matcher, guint a, guint b);
/* The matrix behind pw_names_matcher_equal(): row a holds @words words,
 * bit b of the row is set when names a and b are equal. */
const guint64  *pw_names_matcher_bits    (const PwNamesMatcher *matcher, guint *words);
/* Whether some name of tile @t equals some name of tile @u. */
gboolean        pw_names_matcher_tiles_match (const PwNamesMatcher *matcher, guint t, guint u);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwNamesMatcher, pw_names_matcher_free)

G_END_DECLS
