/* word-search-ipuz.h — the ipuz word-search format
 * (http://ipuz.org/wordsearch), in and out. */
#pragma once

#include "word-search.h"

G_BEGIN_DECLS

PwModel *pw_word_search_ipuz_import (const char *text, gsize length, GError **error);
char    *pw_word_search_ipuz_export (const PwModel *model, GError **error);

#define PW_WORD_SEARCH_N_FORMATS 1
extern const PwFormat pw_word_search_formats[PW_WORD_SEARCH_N_FORMATS];

G_END_DECLS
