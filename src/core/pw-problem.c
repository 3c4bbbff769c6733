#include "pw-problem.h"

PwProblem *
pw_problem_new (PwSeverity severity, const char *path, int x, int y, const char *format, ...)
{
  PwProblem *p = g_new0 (PwProblem, 1);
  p->severity = severity;
  p->path = g_strdup (path ? path : "$");
  p->x = x;
  p->y = y;
  va_list args;
  va_start (args, format);
  p->message = g_strdup_vprintf (format, args);
  va_end (args);
  return p;
}

void
pw_problem_free (PwProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->path);
  g_free (problem->message);
  g_free (problem);
}

GPtrArray *
pw_problem_list_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) pw_problem_free);
}

guint
pw_problem_list_count_errors (GPtrArray *problems)
{
  guint n = 0;
  for (guint i = 0; problems && i < problems->len; i++)
    if (((PwProblem *) problems->pdata[i])->severity == PW_SEVERITY_ERROR)
      n++;
  return n;
}
