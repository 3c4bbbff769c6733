/* render-test-util.h — what the render tests share: a scratch folder,
 * running poppler's tools, and looking at pixels. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "pw-document.h"
#include "pw-kind.h"

G_BEGIN_DECLS

/* Registers kinds and renderers; call once from main(). */
void              rt_init             (void);
/* A fresh scratch directory, removed at exit. */
char             *rt_scratch_dir      (void);
/* Runs @argv; returns its stdout (NULL when it could not run), and its
 * stderr in @err (which must start NULL; what it held is freed).  Skips
 * the test (returns NULL) when the program is not installed. */
char             *rt_run              (const char *const *argv, int *status, char **err);
/* Runs puzzlewright-cli with the NULL-terminated arguments after @err. */
char             *rt_cli              (int *status, char **err, ...) G_GNUC_NULL_TERMINATED;
gboolean          rt_have_program     (const char *name);
/* The sample document of @kind (data/samples/KIND.pzw), loaded. */
PwDocument       *rt_sample           (const char *kind);
/* "Pages:" and "Page size:" (in points) of the PDF at @path as poppler's
 * pdfinfo reads them; @width and @height may be NULL.  FALSE, with no
 * pages, when pdfinfo is not installed (the caller skips the check). */
gboolean          rt_pdf_info         (const char *path, guint *pages, double *width,
                                       double *height);
/* A test-kind model with @n numbers from @seed (its generator). */
PwModel          *rt_test_model       (guint n, guint64 seed);

/* Pixels: counts in a rectangle (pixel units, clipped) of an RGB24 image. */
typedef gboolean (*RtPixelTest) (guint8 r, guint8 g, guint8 b);
gboolean          rt_is_ink           (guint8 r, guint8 g, guint8 b); /* clearly not white */
gboolean          rt_is_key_red       (guint8 r, guint8 g, guint8 b); /* the answers' red */
guint             rt_count            (cairo_surface_t *image, int x0, int y0, int x1, int y1,
                                       RtPixelTest test);
/* Bounding box of pixels passing @test; FALSE when there are none. */
gboolean          rt_bbox             (cairo_surface_t *image, RtPixelTest test, int *x0,
                                       int *y0, int *x1, int *y1);

G_END_DECLS
