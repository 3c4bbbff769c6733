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
is_category_title (GtkWidget *w, gconstpointer prefix)
{
  return GTK_IS_LABEL (w) && g_strcmp0 (gtk_widget_get_name (w), "category-title") == 0
         && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (w)), prefix);
}

/* The panel's row titled "NAME — …" (the category-title label), or NULL. */
static GtkWidget *
title_of (GtkWidget *root, const char *component)
{
  g_autofree char *prefix = g_strdup_printf ("%s — ", component);
  return pw_ui_find_where (root, is_category_title, prefix);
}

/* The label named @name in the panel's row of @component, or NULL. */
static GtkWidget *
row_label (GtkWidget *root, const char *component, const char *name)
{
  GtkWidget *title = title_of (root, component);
  if (title == NULL)
    return NULL;
  GtkWidget *row = gtk_widget_get_ancestor (title, GTK_TYPE_LIST_BOX_ROW);
  return pw_ui_find (row, GTK_TYPE_LABEL, name);
}

static const char *
partners_of (GtkWidget *root, const char *component)
{
  GtkWidget *label = row_label (root, component, "category-partners");
  return label ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
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

static gboolean
verdict_not_rows (gpointer editor)
{
  const char *verdict = pw_connecting_wall_editor_get_verdict (editor);
  return verdict && strstr (verdict, "not the rows");
}

static PwWindow *
open_text (const char *text, int width, int height, PwDocument **doc)
{
  g_autoptr (GError) error = NULL;
  PwModel *model = pw_connecting_wall_text_import (text, strlen (text), &error);
  g_assert_no_error (error);
  *doc = pw_document_new_with_model (model, 2);
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  gtk_window_present (GTK_WINDOW (win));
  pw_window_set_document (win, *doc);
  pw_ui_wait_drawn (GTK_WIDGET (win));
  pw_ui_wait_layout (GTK_WIDGET (win));
  return win;
}

/* 疒 is made of 亠 and 广, all three on the same four cards: one row,
 * named 疒, the others said with it; the other grouping is named by 疒
 * too. */
static void
test_twins (void)
{
  PwDocument *doc;
  PwWindow *win = open_text ("疗 宁 犰 㕤\n疔 宔 㹥 𠮩\n疰 宙 㹨 叮\n㾄 宗 狋 呩\n", 1200, 800,
                             &doc);
  GtkWidget *editor = pw_ui_find (GTK_WIDGET (win), PW_TYPE_CONNECTING_WALL_EDITOR, NULL);
  g_assert_nonnull (title_of (editor, "疒"));
  g_assert_null (title_of (editor, "亠"));
  g_assert_null (title_of (editor, "广"));
  g_assert_null (title_of (editor, "冖"));
  GtkWidget *twins = row_label (editor, "疒", "category-twins");
  g_assert_nonnull (twins);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (twins)), "亠 广"));
  /* A tick on the row ticks them all. */
  gtk_widget_activate_action (editor, "wall-editor.select-card", "i", 1);
  gtk_widget_activate_action (editor, "wall-editor.toggle-category", "s", "疒");
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) pw_document_get_model (doc);
  PwConnectingWallCard *c = pw_connecting_wall_card_at (m, 1, NULL, NULL);
  g_assert_true (pw_connecting_wall_card_has_category (c, "亠"));
  g_assert_true (pw_connecting_wall_card_has_category (c, "广"));
  pw_document_undo (doc);
  /* The same from the row's tick (the first switch of its line). */
  pw_test_drain ();
  GtkWidget *row = gtk_widget_get_ancestor (title_of (editor, "疒"), GTK_TYPE_LIST_BOX_ROW);
  GtkWidget *tick = pw_ui_find (row, GTK_TYPE_CHECK_BUTTON, NULL);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (tick)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tick), TRUE);
  m = (const PwConnectingWallModel *) pw_document_get_model (doc);
  c = pw_connecting_wall_card_at (m, 1, NULL, NULL);
  g_assert_true (pw_connecting_wall_card_has_category (c, "疒"));
  g_assert_true (pw_connecting_wall_card_has_category (c, "亠"));
  pw_document_undo (doc);

  /* Typed by columns, the rows are not the groups: the grouping there
   * is shares 疒, not the 亠 inside it. */
  pw_ui_wait_layout (GTK_WIDGET (win));
  GtkWidget *alt = pw_ui_find (editor, GTK_TYPE_LABEL, "wall-alternative");
  g_assert_true (pw_ui_wait_for (verdict_not_rows, editor, 10000));
  gtk_widget_activate_action (editor, "wall-editor.next-alternative", NULL);
  const char *text = gtk_label_get_label (GTK_LABEL (alt));
  g_assert_nonnull (strstr (text, "share “疒”"));
  g_assert_null (strstr (text, "“亠”"));
  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (doc);
  pw_test_drain ();
}

/* The statistics read across the panel, at the default size and at
 * 800×600, not in a column a few characters wide. */
static void
check_panel_width (int width, int height)
{
  PwDocument *doc;
  PwWindow *win = open_text ("疗 疔 疰 㾄\n宁 宔 宙 宗\n犰 㹥 㹨 狋\n㕤 𠮩 叮 呩\n", width, height,
                             &doc);
  GtkWidget *editor = pw_ui_find (GTK_WIDGET (win), PW_TYPE_CONNECTING_WALL_EDITOR, NULL);
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "wall-categories");
  int list_width = gtk_widget_get_width (list);
  GtkWidget *partners = row_label (editor, "丁", "category-partners");
  g_assert_nonnull (partners);
  int w = gtk_widget_get_width (partners);
  g_test_message ("%d×%d: the panel is %d px wide, a row's statistics %d px", width, height,
                  list_width, w);
  g_assert_cmpint (list_width, >=, 240);
  g_assert_cmpint (w, >=, list_width - 60);
  g_autofree char *name = g_strdup_printf ("wall-panel-%dx%d", width, height);
  pw_ui_screenshot (GTK_WIDGET (win), name);
  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (doc);
  pw_test_drain ();
}

static void
test_panel_width (void)
{
  check_panel_width (1200, 800);
  check_panel_width (800, 600);
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
  g_test_add_func ("/connecting-wall/twins", test_twins);
  g_test_add_func ("/connecting-wall/panel-width", test_panel_width);
  return pw_ui_test_finish (g_test_run ());
}
