/* name-dominoes-json.h — the name-dominoes part ("puzzle") of a .pzw document.
 *
 *   { "width": 27, "height": 35, "partial-match": true,
 *     "synonyms": [["AMY", "AIMEE"], ["COOK", "COOKE", "COOKIE", "COKIE"]],
 *     "tiles": [ { "names": ["TIM", "COOK"] },
 *                { "names": ["FRANK", "LLOYD", "WRIGHT"], "at": [3, 4],
 *                  "direction": "down", "pinned": true } ] }
 *
 * "at" is the square of names[0] ([x, y], x the column, y the row, from 0);
 * names[k] lies k squares further "right", "down", "left" or "up".  A tile
 * without "at" is not on the board.  Loading checks every value and size
 * and reports the first problem with its JSON path.
 */
#pragma once

#include "name-dominoes-model.h"

G_BEGIN_DECLS

JsonNode     *pw_name_dominoes_save (const PwNameDominoesModel *model);
PwNameDominoesModel *pw_name_dominoes_load (JsonNode *node, const char *path, GError **error);

/* Shared with the layout-json format: FALSE with an error naming @path
 * when @object has a member not in the NULL-terminated @known. */
gboolean      pw_name_dominoes_json_check_members (JsonObject *object, const char *path,
                                           const char *const *known, GError **error);
/* Reads the optional member "synonyms" of @object (at @path), an array of
 * arrays of names, into @model. */
gboolean      pw_name_dominoes_json_load_synonyms (PwNameDominoesModel *model, JsonObject *object,
                                           const char *path, GError **error);
/* Reads the member "names" of the tile @object (at @path): 1 to 3
 * strings, not all blank. */
gboolean      pw_name_dominoes_json_load_names    (JsonObject *object, const char *path, char **names,
                                           guint *n_names, GError **error);

G_END_DECLS
