/* pw-lazy-lib.h — a shared library opened the first time one of its
 * functions is called, instead of linked.
 *
 * Why: a library the program links is loaded and relocated before main()
 * runs, on every start, whether or not the run ever calls it.  ICU
 * (pw-icu-lazy.c) and librsvg (src/render/pw-rsvg-lazy.c) are big and
 * most runs do not need them: no text to segment, no SVG picture to draw.
 *
 * A user of this header includes the library's own header with its
 * functions declared hidden (so that the definitions it makes here do not
 * replace the library's names for the rest of the process), declares one
 * PwLazyLib, and defines each function it calls with PW_LAZY_FORWARD: a
 * function of the same name that opens the library on the first call and
 * then calls the real function, looked up once.  The library's package
 * must then be a run-time dependency written by hand (debian/rules, the
 * Flatpak manifest), as the linker no longer records it. */
#pragma once

#include <glib.h>

typedef struct
{
  const char *soname; /* as dlopen() takes it, e.g. "librsvg-2.so.2" */
  GOnce once;         /* the handle, opened once (NULL: it failed) */
  char *failure;      /* then, why (dlerror's words) */
} PwLazyLib;

#define PW_LAZY_LIB_INIT(soname) { (soname), G_ONCE_INIT, NULL }

/* Opens @lib if it is not open yet; FALSE, with an error that names it
 * (PW_ERROR_MISSING_DATA), when it cannot be opened: for a caller that
 * can go on without it, which then calls none of its functions. */
gboolean pw_lazy_lib_open (PwLazyLib *lib, GError **error);

/* The address of @name in @lib, opening @lib the first time; a library
 * or function that is missing here is a broken installation, and ends
 * the program with a message that names it. */
gpointer pw_lazy_lib_symbol (PwLazyLib *lib, const char *name);

/* Defines @name (ret name params) as a forwarder to @lib's @name; the
 * lookup may run twice when two threads race, and both find the same
 * address. */
#define PW_LAZY_FORWARD(lib, ret, name, params, args)                          \
  ret name params                                                             \
  {                                                                           \
    static gpointer real;                                                     \
    gpointer fn = g_atomic_pointer_get (&real);                               \
    if (G_UNLIKELY (fn == NULL))                                              \
      {                                                                       \
        fn = pw_lazy_lib_symbol (&(lib), G_STRINGIFY (name));                 \
        g_atomic_pointer_set (&real, fn);                                     \
      }                                                                       \
    return ((ret (*) params) fn) args;                                        \
  }
