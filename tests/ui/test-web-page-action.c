/* The window's Web Page for the Class Screen… is there only for a kind
 * with a page: for the test kind, which has none, the action is disabled
 * and the menu hides its item (hidden-when action-disabled). */
#include "pw-html.h"
#include "pw-render.h"
#include "test-kind.h"
#include "ui-helpers.h"

static gboolean
menu_hides_item_when_disabled (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autofree char *hidden = NULL;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return g_menu_model_get_item_attribute (menu, i, "hidden-when", "s", &hidden)
               && g_str_equal (hidden, "action-disabled");
      g_autoptr (GMenuLinkIter) links = g_menu_model_iterate_item_links (menu, i);
      GMenuModel *link;
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          gboolean found = menu_hides_item_when_disabled (link, action);
          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

static void
test_no_page_no_item (void)
{
  PwWindow *win = pw_ui_window_with_new (pw_ui_test_app (), "test", 900, 600);
  g_assert_false (pw_html_kind_has_page (pw_test_kind ()));
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (win), "export-web-page");
  g_assert_nonnull (action);
  g_assert_false (g_action_get_enabled (action));
  GtkMenuButton *button = GTK_MENU_BUTTON (pw_ui_find (GTK_WIDGET (win), GTK_TYPE_MENU_BUTTON,
                                                       NULL));
  g_assert_nonnull (button);
  gtk_menu_button_popup (button); /* the menu is built when it opens */
  g_assert_true (menu_hides_item_when_disabled (gtk_menu_button_get_menu_model (button),
                                                "win.export-web-page"));
  gtk_menu_button_popdown (button);
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_registry_add (pw_test_kind ());
  pw_render_register_builtin ();
  g_test_add_func ("/web-page-action/no-page-no-item", test_no_page_no_item);
  return pw_ui_test_finish (g_test_run ());
}
