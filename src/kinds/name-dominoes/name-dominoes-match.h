/* name-dominoes-match.h — when two names are equal.
 *
 * Two names are equal when they are the same after folding case and
 * spaces (a blank name equals nothing), when a synonym set holds both
 * (AMY=AIMEE), or, with partial matching on, when one is a word of the
 * other (LLOYD ~ FRANK LLOYD).  The relation is symmetric but not
 * transitive: FRANK ~ FRANK LLOYD ~ LLOYD, yet FRANK is not LLOYD, just as
 * in Norvig's notebook.
 *
 * Two ways to ask: pw_name_dominoes_equal() works on text straight from the
 * definition (the verifier uses it), and PwNameDominoesMatcher numbers the names
 * on a model's tiles and answers from a bit matrix (the auto-fill uses it).
 */
#pragma once

#include "name-dominoes-model.h"

G_BEGIN_DECLS

/* Case- and space-folded form of a name; "" for a blank one. */
char     *pw_name_dominoes_normalize (const char *name);

/* Synonym sets in folded form, for pw_name_dominoes_equal(). */
GPtrArray *pw_name_dominoes_folded_synonyms (const PwNameDominoesModel *model);
/* @a and @b folded (pw_name_dominoes_normalize()); @synonyms from pw_name_dominoes_folded_synonyms(). */
gboolean  pw_name_dominoes_equal     (const char *a, const char *b, GPtrArray *synonyms,
                              gboolean partial_match);

typedef struct _PwNameDominoesMatcher PwNameDominoesMatcher;

PwNameDominoesMatcher *pw_name_dominoes_matcher_new     (const PwNameDominoesModel *model);
void            pw_name_dominoes_matcher_free    (PwNameDominoesMatcher *matcher);
/* Names are numbered 0 (blank) to n_ids - 1. */
guint           pw_name_dominoes_matcher_n_ids   (const PwNameDominoesMatcher *matcher);
guint           pw_name_dominoes_matcher_tile_id (const PwNameDominoesMatcher *matcher, guint tile, guint k);
const char     *pw_name_dominoes_matcher_folded  (const PwNameDominoesMatcher *matcher, guint id);
gboolean        pw_name_dominoes_matcher_equal   (const PwNameDominoesMatcher *matcher, guint a, guint b);
/* The matrix behind pw_name_dominoes_matcher_equal(): row a holds @words words,
 * bit b of the row is set when names a and b are equal. */
const guint64  *pw_name_dominoes_matcher_bits    (const PwNameDominoesMatcher *matcher, guint *words);
/* Whether some name of tile @t equals some name of tile @u. */
gboolean        pw_name_dominoes_matcher_tiles_match (const PwNameDominoesMatcher *matcher, guint t, guint u);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwNameDominoesMatcher, pw_name_dominoes_matcher_free)

G_END_DECLS
