/* pw-thumbnail.h — a small picture of a puzzle, for file managers
 * (`puzzlewright-cli thumbnail`, which the desktop's thumbnailer runs). */
#pragma once

#include <cairo.h>

#include "pw-kind.h"

G_BEGIN_DECLS

/* The largest side a thumbnail may ask for: freedesktop's largest size
 * is 1024 pixels. */
#define PW_THUMBNAIL_MAX_SIZE 1024

/* @model drawn as paper at most @size pixels wide and tall (1 to
 * PW_THUMBNAIL_MAX_SIZE), never its answer key: the first card for a
 * kind that prints cards first, the poster for a kind that has one (its
 * layout is its picture), else the puzzle as a sheet shows it; and
 * where that is only a pale empty board, the first tile.  NULL with an
 * error when the kind has no renderer. */
cairo_surface_t *pw_thumbnail_draw (const PwModel *model, int size, GError **error);

G_END_DECLS
