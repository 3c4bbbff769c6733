/* name-dominoes-formats.h — name dominoes in and out of other formats.
 *
 * "layout-json", the interchange format other tools read:
 *   {"width": W, "height": H,
 *    "tiles": [{"names": ["FRANK LLOYD", "WRIGHT"], "cells": [[x, y], [x, y]]}, ...]}
 * cells[k] is the square of names[k] (x the column, y the row, from 0) and
 * the cells of a tile run in a straight line.  Puzzlewright adds members
 * that readers may ignore: "pinned" on a tile, "unplaced" (tiles not on the
 * board, names only), "synonyms" and "partial-match".
 *
 * "text", for people and for pasting:
 *   # comments
 *   board 27x35
 *   partial-match yes
 *   synonyms AMY=AIMEE, COOK=COOKE=COOKIE=COKIE
 *   tile FRANK | LLOYD | WRIGHT @ 3,4 down pinned
 *   tile | PRINCE
 *   Tim Cook, Neve Campbell, Prince
 * A "tile" line gives the squares split at "|" and, after "@", where the
 * tile lies; any other line is a pasted list (pw_name_dominoes_model_add_pasted()).
 */
#pragma once

#include "name-dominoes-model.h"

G_BEGIN_DECLS

char         *pw_name_dominoes_layout_export (const PwNameDominoesModel *model, GError **error);
PwNameDominoesModel *pw_name_dominoes_layout_import (const char *text, gsize length, GError **error);

char         *pw_name_dominoes_text_export   (const PwNameDominoesModel *model, GError **error);
PwNameDominoesModel *pw_name_dominoes_text_import   (const char *text, gsize length, GError **error);

G_END_DECLS
