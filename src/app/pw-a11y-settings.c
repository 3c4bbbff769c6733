/* pw-a11y-settings.c — the desktop's accessibility settings as canvases
 * use them (high contrast, large text, reduced motion), and the ring a
 * canvas draws around its keyboard cursor. */
#include "pw-a11y.h"

/* gtk-xft-dpi is in 1024ths of a dot per inch; 96 is the default. */
#define DEFAULT_XFT_DPI (96 * 1024)

gboolean
pw_a11y_high_contrast (void)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
}

void
pw_a11y_set_source_text (cairo_t *cr, GtkWidget *widget)
{
  GdkRGBA colour;
#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_widget_get_color (widget, &colour);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
#endif
  gdk_cairo_set_source_rgba (cr, &colour);
}

double
pw_a11y_text_scale (GtkWidget *widget)
{
  int dpi = 0;
  g_object_get (gtk_widget_get_settings (widget), "gtk-xft-dpi", &dpi, NULL);
  /* -1 (unset) and nonsense leave the text as it is. */
  return dpi > 0 ? CLAMP ((double) dpi / DEFAULT_XFT_DPI, 0.5, 4.0) : 1.0;
}

gboolean
pw_a11y_animations_enabled (GtkWidget *widget)
{
  gboolean enabled = TRUE;
  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static void
setting_changed (GObject *settings, GParamSpec *pspec, GtkWidget *widget)
{
  void (*changed) (GtkWidget *) = g_object_get_data (G_OBJECT (widget), "pw-a11y-changed");
  if (changed)
    changed (widget);
}

void
pw_a11y_watch_settings (GtkWidget *widget, void (*changed) (GtkWidget *widget))
{
  g_object_set_data (G_OBJECT (widget), "pw-a11y-changed", changed);
  GtkSettings *settings = gtk_widget_get_settings (widget);
  g_signal_connect_object (settings, "notify::gtk-xft-dpi", G_CALLBACK (setting_changed), widget,
                           0);
  g_signal_connect_object (settings, "notify::gtk-enable-animations",
                           G_CALLBACK (setting_changed), widget, 0);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (setting_changed), widget, 0);
}

static void
area_settings_changed (GtkWidget *widget)
{
  GtkDrawingArea *area = GTK_DRAWING_AREA (widget);
  double scale = pw_a11y_text_scale (widget);
  int width = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "pw-a11y-width"));
  int height = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "pw-a11y-height"));
  gtk_drawing_area_set_content_width (area, (int) (width * scale + 0.5));
  gtk_drawing_area_set_content_height (area, (int) (height * scale + 0.5));
  gtk_widget_queue_draw (widget);
}

void
pw_a11y_follow_settings (GtkDrawingArea *area)
{
  g_object_set_data (G_OBJECT (area), "pw-a11y-width",
                     GINT_TO_POINTER (gtk_drawing_area_get_content_width (area)));
  g_object_set_data (G_OBJECT (area), "pw-a11y-height",
                     GINT_TO_POINTER (gtk_drawing_area_get_content_height (area)));
  pw_a11y_watch_settings (GTK_WIDGET (area), area_settings_changed);
  area_settings_changed (GTK_WIDGET (area));
}

void
pw_a11y_draw_focus_ring (cairo_t *cr, double x, double y, double width, double height)
{
  cairo_save (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  /* Dark outside, light inside: one of the two shows on any card, and in
   * high contrast both are black and white. */
  gboolean hc = pw_a11y_high_contrast ();
  double outer = hc ? 4 : 3, inner = hc ? 2 : 1.5;
  if (hc)
    cairo_set_source_rgb (cr, 0, 0, 0);
  else
    cairo_set_source_rgb (cr, 0.11, 0.36, 0.71); /* a darker Adwaita blue */
  cairo_set_line_width (cr, outer);
  cairo_rectangle (cr, x - outer / 2, y - outer / 2, width + outer, height + outer);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, inner);
  cairo_rectangle (cr, x + inner / 2, y + inner / 2, width - inner, height - inner);
  cairo_stroke (cr);
  cairo_restore (cr);
}
