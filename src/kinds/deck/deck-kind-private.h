/* deck-kind-private.h — the parts of the deck kind's table, by file. */
#pragma once

#include "deck-model.h"

G_BEGIN_DECLS

/* deck-json.c */
JsonNode  *pw_deck_save       (const PwModel *model);
PwModel   *pw_deck_load       (JsonNode *node, const char *path, GError **error);
PwModel   *pw_deck_copy       (const PwModel *model);
void       pw_deck_free       (PwModel *model);
/* The kind's set_folder: where the deck's document is (model's home). */
void       pw_deck_set_folder (PwModel *model, const char *folder);

/* deck-validate.c */
/* Bad pairs listed one by one, in problems and in verify's details; the
 * rest are counted ("and N more"): 1,057 cards with the same symbols
 * make 558,000 pairs. */
#define PW_DECK_MAX_LISTED_PAIRS 200
GPtrArray *pw_deck_validate   (const PwModel *model);
/* A symbol's name folded for comparing: case and accents dropped. */
char      *pw_deck_fold       (const char *name);
/* "Cards 3 and 17 share no symbol" (1-based), for problems and summaries. */
char      *pw_deck_bad_pair_text (const PwDeckModel *m, guint a, guint b, guint shared);

/* deck-vary.c: a class set's variants, the same symbols dealt anew */
extern const PwVariants pw_deck_variants;

/* deck-formats.c */
extern const PwFormat pw_deck_formats[];
extern const guint pw_deck_n_formats;

G_END_DECLS
