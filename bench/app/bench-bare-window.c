/* bench-bare-window — the yardstick for the app's start-up (issue 26):
 * a bare libadwaita window, an AdwApplication showing an
 * AdwApplicationWindow with a header bar and a label, at the size the
 * app's first window opens at (the window-width and window-height
 * defaults of the schema), so that both paint as many pixels.
 *
 * It reports its first frame as the app does (pw-application.c):
 * PUZZLEWRIGHT_REPORT_FIRST_FRAME=1 prints "first-frame" when the
 * window's frame clock has painted once, then quits; =exit prints it and
 * ends the process there, so that the CPU time its parent reads from
 * wait4 is the time to the first frame and no more.  bench-app-startup.c
 * runs it beside the app. */
#include <adwaita.h>
#include <stdio.h>
#include <unistd.h>

static void
first_frame_painted (GdkFrameClock *clock, GApplication *app)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, app);
  g_print ("first-frame\n");
  if (g_strcmp0 (g_getenv ("PUZZLEWRIGHT_REPORT_FIRST_FRAME"), "exit") == 0)
    {
      fflush (stdout);
      _exit (0);
    }
  g_application_quit (app);
}

static void
window_realized (GtkWidget *window, GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_painted), app);
}

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_set_title (GTK_WINDOW (window), "Bare Window");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  GtkWidget *label = gtk_label_new ("A bare libadwaita window");
  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  const char *report = g_getenv ("PUZZLEWRIGHT_REPORT_FIRST_FRAME");
  if (g_strcmp0 (report, "1") == 0 || g_strcmp0 (report, "exit") == 0)
    g_signal_connect (window, "realize", G_CALLBACK (window_realized), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.puzzlewright.BareWindow",
                                                        G_APPLICATION_HANDLES_OPEN);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
