/* pw-lazy-lib.c — opening a library on first use (pw-lazy-lib.h says why). */
#include "pw-lazy-lib.h"

#include <dlfcn.h>

static gpointer
lazy_open (gpointer data)
{
  PwLazyLib *lib = data;
  /* RTLD_LAZY: functions bound at their first call, as when linked;
   * RTLD_LOCAL: the library's names stay out of the process's global
   * scope, where the forwarders of the same names are. */
  void *handle = dlopen (lib->soname, RTLD_LAZY | RTLD_LOCAL);
  if (handle == NULL)
    g_error ("cannot open %s: %s", lib->soname, dlerror ());
  return handle;
}

gpointer
pw_lazy_lib_symbol (PwLazyLib *lib, const char *name)
{
  void *handle = g_once (&lib->once, lazy_open, lib);
  void *fn = dlsym (handle, name);
  if (fn == NULL)
    g_error ("%s has no %s", lib->soname, name);
  return fn;
}
