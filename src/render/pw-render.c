#include "pw-render.h"

#include "pw-registry.h"

static PwRegistry renderers = PW_REGISTRY_INIT;

void
pw_render_register (const PwKindRender *render)
{
  pw_registry_table_add (&renderers, render);
}

const PwKindRender *
pw_render_lookup (const char *kind_id)
{
  return pw_registry_table_lookup (&renderers, kind_id);
}

void
pw_render_measure (const PwKindRender *render, const PwModel *model, double *width,
                   double *height)
{
  double w = render->preferred_width, h = render->preferred_height;
  if (render->measure)
    render->measure (model, &w, &h);
  /* A size the composer can divide by, whatever a kind reports. */
  *width = MAX (w, 1.0);
  *height = MAX (h, 1.0);
}

void
pw_render_measure_key (const PwKindRender *render, const PwModel *model, double *width,
                       double *height)
{
  if (render->measure_key == NULL)
    {
      pw_render_measure (render, model, width, height);
      return;
    }
  double w = 1, h = 1;
  render->measure_key (model, &w, &h);
  *width = MAX (w, 1.0);
  *height = MAX (h, 1.0);
}

gboolean
pw_render_measure_wide (const PwKindRender *render, const PwModel *model, double *width,
                        double *height)
{
  if (render->measure_wide == NULL)
    return FALSE;
  double w = 1, h = 1;
  render->measure_wide (model, &w, &h);
  *width = MAX (w, 1.0);
  *height = MAX (h, 1.0);
  return TRUE;
}

double
pw_render_type_scale (const PwKindRender *render, const PwModel *model, gboolean key,
                      PwNumbers numbers, double floor)
{
  double smallest = render->smallest_type ? render->smallest_type (model, key, numbers) : 0;
  return smallest > 0 ? floor / smallest : 0;
}

double
pw_render_max_scale (const PwKindRender *render)
{
  return render->max_scale > 0 ? render->max_scale : 2.0;
}

double
pw_render_min_key_scale (const PwKindRender *render)
{
  return render->min_key_scale > 0 ? render->min_key_scale : render->min_scale / 2;
}
