/* pw-lazy-lib.c — opening a library on first use (pw-lazy-lib.h says why). */
#include "pw-lazy-lib.h"

#include <dlfcn.h>
#include <glib/gi18n-lib.h>

#include "pw-error.h"

static gpointer
lazy_open (gpointer data)
{
  PwLazyLib *lib = data;
  /* RTLD_LAZY: functions bound at their first call, as when linked;
   * RTLD_LOCAL: the library's names stay out of the process's global
   * scope, where the forwarders of the same names are. */
  void *handle = dlopen (lib->soname, RTLD_LAZY | RTLD_LOCAL);
  if (handle == NULL)
    lib->failure = g_strdup (dlerror ());
  return handle;
}

gboolean
pw_lazy_lib_open (PwLazyLib *lib, GError **error)
{
  if (g_once (&lib->once, lazy_open, lib) != NULL)
    return TRUE;
  g_set_error (error, PW_ERROR, PW_ERROR_MISSING_DATA,
               _("The library %s is not installed or cannot be opened (%s): install it again "
                 "with the system's package manager"),
               lib->soname, lib->failure);
  return FALSE;
}

gpointer
pw_lazy_lib_symbol (PwLazyLib *lib, const char *name)
{
  g_autoptr (GError) error = NULL;
  if (!pw_lazy_lib_open (lib, &error))
    g_error ("%s", error->message);
  /* Open now: g_once answers with the handle at once. */
  void *fn = dlsym (g_once (&lib->once, lazy_open, lib), name);
  if (fn == NULL)
    g_error ("%s has no %s", lib->soname, name);
  return fn;
}
