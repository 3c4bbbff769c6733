#include "pw-problem.h"

#include <glib/gi18n-lib.h>

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
  g_free (problem->place);
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

PwProblem *
pw_problem_set_place (PwProblem *problem, const char *place)
{
  g_free (problem->place);
  problem->place = g_strdup (place);
  return problem;
}

char *
pw_problem_dup_place (const PwProblem *problem)
{
  if (problem->place)
    return g_strdup (problem->place);
  if (problem->x < 0 || problem->y < 0)
    return NULL;
  /* Translators: where a problem is on the board; rows count from the top,
   * columns from the left, both from 1. */
  return g_strdup_printf (_("Row %d, column %d"), problem->y + 1, problem->x + 1);
}

JsonNode *
pw_problem_list_to_json (GPtrArray *problems)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_array (b);
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "severity");
      json_builder_add_string_value (b, p->severity == PW_SEVERITY_ERROR ? "error" : "warning");
      json_builder_set_member_name (b, "path");
      json_builder_add_string_value (b, p->path);
      if (p->place)
        {
          json_builder_set_member_name (b, "place");
          json_builder_add_string_value (b, p->place);
        }
      else if (p->x >= 0)
        {
          json_builder_set_member_name (b, "cell");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, p->x);
          json_builder_add_int_value (b, p->y);
          json_builder_end_array (b);
        }
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, p->message);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}
