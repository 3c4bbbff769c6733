/* The categories panel names which components pair with which: on the
 * tests' small decomposition table (data/cjk-fixture.txt, compiled by the
 * build into FIXTURE_TABLE), 疒 makes 疗 疔 疰 㾄 with 了 丁 主 由, all of
 * them categories of the Lion Wall, and nothing else.  Skipped without a
 * display. */
#include <string.h>

#include "connecting-wall-cjk.h"
#include "connecting-wall-editor.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-text.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

static gboolean
is_label_starting (GtkWidget *w, gconstpointer prefix)
{
  return GTK_IS_LABEL (w) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (w)), prefix);
}

static const char *
partners_of (GtkWidget *root, const char *component)
{
  /* The row's labels: the title ("疒 — 4 cards"), the cards, the partners. */
  g_autofree char *prefix = g_strdup_printf ("%s — ", component);
  GtkWidget *title = pw_ui_find_where (root, is_label_starting, prefix);
  for (GtkWidget *s = title; s; s = gtk_widget_get_next_sibling (s))
    if (g_strcmp0 (gtk_widget_get_name (s), "category-partners") == 0)
      return gtk_label_get_label (GTK_LABEL (s));
  return NULL;
}

static void
test_partners (void)
{
  g_autoptr (GError) error = NULL;
  g_assert_nonnull (pw_connecting_wall_cjk_table_get_default (&error));
  g_assert_no_error (error);
  const char *lion = "疗 疔 疰 㾄\n宁 宔 宙 宗\n犰 㹥 㹨 狋\n㕤 𠮩 叮 呩\n";
  PwModel *model = pw_connecting_wall_text_import (lion, strlen (lion), &error);
  g_assert_no_error (error);
  PwWindow *win = pw_ui_window_with_model (app, model, 2, 1200, 800);
  GtkWidget *editor = pw_ui_find (GTK_WIDGET (win), PW_TYPE_CONNECTING_WALL_EDITOR, NULL);
  pw_test_wait_until (partners_of (editor, "疒") != NULL);
  /* One character each, all in the wall: listed by code point. */
  g_assert_cmpstr (partners_of (editor, "疒"), ==,
                   "pairs in this wall with 丁 ×1  主 ×1  了 ×1  由 ×1");
  /* 丁 pairs with 疒 宀 口 in the fixture (疔 宁 叮); 宀 is a category
   * of this wall too. */
  const char *ding = partners_of (editor, "丁");
  g_assert_nonnull (ding);
  g_assert_nonnull (strstr (ding, "疒 ×1"));
  pw_ui_screenshot (GTK_WIDGET (win), "wall-partners");
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  /* Before anything loads the default table. */
  g_setenv (PW_CONNECTING_WALL_CJK_TABLE_ENV, FIXTURE_TABLE, TRUE);
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  app = pw_ui_test_app ();
  g_test_add_func ("/connecting-wall/partners", test_partners);
  return pw_ui_test_finish (g_test_run ());
}
