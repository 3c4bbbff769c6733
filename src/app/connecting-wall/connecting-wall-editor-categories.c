/* connecting-wall-editor-categories.c — the editor's categories panel:
 * every category of the wall with the cards it claims, a tick for the
 * card selected and a herring switch, and the edits made from it.
 *
 * A CJK wall's categories are the components of its characters, from the
 * decomposition table: the panel then also says how many characters each
 * component makes and with which others, so a designer sees the room
 * left to find cards, and a component can be struck off ("not a
 * category") or the categories made again at another depth.  The
 * commands this part runs are its actions, installed from
 * pw_connecting_wall_editor_categories_class_init (). */
#include <glib/gi18n.h>

#include "connecting-wall-category-item.h"
#include "connecting-wall-cjk.h"
#include "connecting-wall-components.h"
#include "connecting-wall-editor-private.h"
#include "pw-a11y.h"
#include "connecting-wall-specific.h"

/* The panel ----------------------------------------------------------- */

/* Real categories first, then herrings, each by the cards they claim. */
static int
compare_items (gconstpointer a, gconstpointer b)
{
  const PwConnectingWallCategoryItem *x = *(PwConnectingWallCategoryItem *const *) a;
  const PwConnectingWallCategoryItem *y = *(PwConnectingWallCategoryItem *const *) b;
  if (x->herring != y->herring)
    return x->herring ? 1 : -1;
  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

/* The few components most often paired with one, as "丁 ×12": how
 * many of them the panel names besides those of the wall. */
#define PARTNERS_SHOWN 6

typedef struct
{
  guint32 id;
  guint count;
  gboolean in_wall;
} Partner;

/* Most characters first, then by code point. */
static int
compare_partners (gconstpointer a, gconstpointer b)
{
  const Partner *x = a, *y = b;
  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return x->id < y->id ? -1 : x->id > y->id;
}

static void
append_partner (GString *out, const Partner *p)
{
  if (out->len)
    g_string_append (out, "  ");
  char utf8[8];
  utf8[g_unichar_to_utf8 (p->id, utf8)] = 0;
  g_string_append_printf (out, "%s ×%u", utf8, p->count);
}

/* Which components @pairs (sorted, one per character, as the table
 * gives them) pair with: those that are categories of this wall, all of
 * them, then the most frequent others.  NULL when there are none. */
static char *
describe_partners (const PwConnectingWallModel *m, const guint32 *pairs, guint n)
{
  g_autoptr (GArray) all = g_array_new (FALSE, FALSE, sizeof (Partner));
  for (guint j = 0; j < n; j++)
    {
      if (j > 0 && pairs[j] == pairs[j - 1])
        {
          g_array_index (all, Partner, all->len - 1).count++;
          continue;
        }
      char utf8[8];
      utf8[g_unichar_to_utf8 (pairs[j], utf8)] = 0;
      Partner p = { pairs[j], 1,
                    !PW_CONNECTING_WALL_CJK_IS_SHAPE (pairs[j]) && pw_connecting_wall_category_find (m, utf8) != NULL };
      g_array_append_val (all, p);
    }
  if (all->len == 0)
    return NULL;
  g_array_sort (all, compare_partners);
  g_autoptr (GString) in_wall = g_string_new (NULL);
  g_autoptr (GString) others = g_string_new (NULL);
  guint shown = 0;
  for (guint j = 0; j < all->len; j++)
    {
      const Partner *p = &g_array_index (all, Partner, j);
      if (p->in_wall)
        append_partner (in_wall, p);
      else if (shown < PARTNERS_SHOWN && !PW_CONNECTING_WALL_CJK_IS_SHAPE (p->id))
        {
          append_partner (others, p);
          shown++;
        }
    }
  GString *out = g_string_new (NULL);
  if (in_wall->len)
    /* TRANSLATORS: %s lists components with the number of characters
     * each makes with this one, such as "丁 ×3  了 ×2". */
    g_string_append_printf (out, _("pairs in this wall with %s"), in_wall->str);
  if (others->len)
    {
      if (out->len)
        g_string_append_c (out, '\n');
      /* TRANSLATORS: as above, for components not in the wall. */
      g_string_append_printf (out, in_wall->len ? _("and most with %s") : _("pairs most with %s"),
                              others->str);
    }
  return g_string_free (out, out->len == 0);
}

/* A component also says how many two-part characters of the table it
 * makes, and with how many other components: the room a designer has to
 * find cards for it; and which components those are, the ones of this
 * wall first.  Appended to @cards; the partners' line returned. */
static char *
describe_component (const PwConnectingWallModel *m, const PwConnectingWallCjkTable *table,
                    const char *name, GString *cards)
{
  if (!m->cjk || table == NULL || g_utf8_strlen (name, -1) != 1)
    return NULL;
  guint np;
  const guint32 *pairs = pw_connecting_wall_cjk_table_partners (table, g_utf8_get_char (name), &np);
  guint distinct = 0;
  for (guint j = 0; j < np; j++)
    distinct += j == 0 || pairs[j] != pairs[j - 1];
  g_string_append_printf (cards, g_dngettext (GETTEXT_PACKAGE, "\nin %u character",
                                              "\nin %u characters", np),
                          np);
  g_string_append_printf (cards, g_dngettext (GETTEXT_PACKAGE, " with %u other component",
                                              " with %u other components", distinct),
                          distinct);
  return describe_partners (m, pairs, np);
}

/* The panel's row of the categories @twins (the most specific first,
 * all on the same @n cards). */
static PwConnectingWallCategoryItem *
make_item (const PwConnectingWallModel *m, const PwConnectingWallCjkTable *table,
           GPtrArray *twins, guint64 mask, const PwConnectingWallCard *selected)
{
  const PwConnectingWallCategory *c = pw_connecting_wall_category_find (m, twins->pdata[0]);
  g_autoptr (GString) cards = g_string_new (NULL);
  guint n = 0;
  for (guint j = 0; j < pw_connecting_wall_n_cards (m) && j < 64; j++)
    if (mask & (G_GUINT64_CONSTANT (1) << j))
      g_string_append_printf (cards, "%s%s", n++ ? " " : "",
                              pw_connecting_wall_card_at (m, j, NULL, NULL)->text);
  g_autofree char *partners = describe_component (m, table, c->name, cards);
  g_autoptr (GString) others = g_string_new (NULL);
  for (guint i = 1; i < twins->len; i++)
    g_string_append_printf (others, "%s%s", i > 1 ? " " : "", (char *) twins->pdata[i]);
  return pw_connecting_wall_category_item_new (
    c->name, cards->str, n, c->herring, c->herring && n >= m->group_size,
    selected && pw_connecting_wall_card_has_category (selected, c->name), selected != NULL,
    partners, others->len ? others->str : NULL);
}

void
pw_connecting_wall_editor_sync_categories (PwConnectingWallEditor *self)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  PwConnectingWallCard *selected = self->selected >= 0
                           ? pw_connecting_wall_card_at (m, (guint) self->selected, NULL, NULL)
                           : NULL;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  const PwConnectingWallCjkTable *table = m->cjk ? pw_connecting_wall_cjk_table_get_default (NULL) : NULL;
  guint nc = m->categories->len;
  g_autofree guint64 *masks = g_new0 (guint64, nc);
  for (guint i = 0; i < nc; i++)
    masks[i] = pw_connecting_wall_category_mask (
      m, ((PwConnectingWallCategory *) m->categories->pdata[i])->name);
  /* Categories on exactly the same cards are one row, named by the most
   * specific of them (疒, not the 亠 inside it). */
  g_autofree gboolean *shown = g_new0 (gboolean, nc);
  for (guint i = 0; i < nc; i++)
    {
      if (shown[i])
        continue;
      g_autoptr (GPtrArray) twins = g_ptr_array_new ();
      for (guint j = i; j < nc; j++)
        if (j == i || (masks[i] != 0 && masks[j] == masks[i]))
          {
            g_ptr_array_add (twins, ((PwConnectingWallCategory *) m->categories->pdata[j])->name);
            shown[j] = TRUE;
          }
      pw_connecting_wall_sort_specific (m, table, twins);
      g_ptr_array_add (items, make_item (m, table, twins, masks[i], selected));
    }
  g_ptr_array_sort (items, compare_items);
  g_list_store_splice (self->categories, 0, g_list_model_get_n_items (G_LIST_MODEL (self->categories)),
                       items->pdata, items->len);
}

/* Ticks, herrings and new categories ---------------------------------- */

static void
toggle_category_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  const char *category = g_variant_get_string (param, NULL);
  if (self->selected < 0)
    return;
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  /* The panel shows categories on the same cards as one: a tick is for
   * all of them, so they stay one. */
  g_autoptr (GPtrArray) twins = pw_connecting_wall_category_twins (m, category);
  PwConnectingWallCard *card = pw_connecting_wall_card_at (m, (guint) self->selected, NULL, NULL);
  gboolean untick = pw_connecting_wall_card_has_category (card, category);
  for (guint t = 0; t < twins->len; t++)
    {
      if (!untick)
        pw_connecting_wall_card_add_category (card, twins->pdata[t]);
      else
        for (guint i = 0; i < card->categories->len; i++)
          if (g_str_equal (card->categories->pdata[i], twins->pdata[t]))
            g_ptr_array_remove_index (card->categories, i--);
    }
  pw_connecting_wall_editor_apply (self, m, untick ? _("Untick Category") : _("Tick Category"));
}

static void
toggle_herring_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  PwConnectingWallCategory *c = pw_connecting_wall_category_find (m, g_variant_get_string (param, NULL));
  if (c == NULL)
    {
      pw_model_free (&m->parent);
      return;
    }
  gboolean herring = !c->herring;
  g_autoptr (GPtrArray) twins = pw_connecting_wall_category_twins (m, c->name);
  for (guint t = 0; t < twins->len; t++)
    pw_connecting_wall_category_find (m, twins->pdata[t])->herring = herring;
  pw_connecting_wall_editor_apply (self, m, herring ? _("Mark Red Herring") : _("Mark Real Category"));
}

static void
add_category_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (
                                        GTK_EDITABLE (self->category_entry))));
  if (*text == '\0'
      || pw_connecting_wall_category_find (pw_connecting_wall_editor_model (self), text) != NULL)
    return;
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  pw_connecting_wall_category_ensure (m, text, FALSE);
  if (self->selected >= 0)
    pw_connecting_wall_card_add_category (pw_connecting_wall_card_at (m, (guint) self->selected, NULL, NULL), text);
  gtk_editable_set_text (GTK_EDITABLE (self->category_entry), "");
  pw_connecting_wall_editor_apply (self, m, _("Add Category"));
}

/* Enter in "New category" adds it. */
static void
category_activated (GtkEntry *entry, PwConnectingWallEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "wall-editor.add-category", NULL);
}

/* CJK categories: components from the table --------------------------- */

/* A CJK card's categories follow its character. */
void
pw_connecting_wall_editor_refresh_cjk_categories (PwConnectingWallModel *m)
{
  const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (NULL);
  if (!m->cjk || table == NULL)
    return;
  g_autoptr (GError) error = NULL;
  /* A card that is not (yet) a character of the table leaves the
   * categories as they were. */
  pw_connecting_wall_fill_components (m, table, &error);
}

static void
fill_components_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  g_autoptr (GError) error = NULL;
  const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (&error);
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  if (table == NULL || !pw_connecting_wall_fill_components (m, table, &error))
    {
      pw_model_free (&m->parent);
      pw_kind_editor_toast (widget, error->message);
      return;
    }
  pw_connecting_wall_editor_apply (self, m, _("Categories from Components"));
}

/* A CJK wall's categories again from the table, after the depth or the
 * "not a category" list changed; without the table, the categories stay
 * but an excluded one leaves every card. */
static void
apply_components (PwConnectingWallEditor *self, PwConnectingWallModel *m, const char *label)
{
  const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (NULL);
  if (table != NULL)
    pw_connecting_wall_fill_components (m, table, NULL);
  pw_connecting_wall_editor_apply (self, m, label);
}

static void
exclude_category_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  /* The row struck off is the category and its twins. */
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) twins = pw_connecting_wall_category_twins (m, g_variant_get_string (param,
                                                                                             NULL));
  for (guint t = 0; t < twins->len; t++)
    g_ptr_array_add (names, g_strdup (twins->pdata[t]));
  for (guint t = 0; t < names->len; t++)
    {
      const char *category = names->pdata[t];
      g_ptr_array_add (m->excluded, g_strdup (category));
      for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
        {
          PwConnectingWallCard *c = pw_connecting_wall_card_at (m, i, NULL, NULL);
          for (guint j = 0; j < c->categories->len; j++)
            if (g_str_equal (c->categories->pdata[j], category))
              g_ptr_array_remove_index (c->categories, j--);
        }
      PwConnectingWallCategory *cat = pw_connecting_wall_category_find (m, category);
      if (cat)
        g_ptr_array_remove (m->categories, cat);
    }
  apply_components (self, m, _("Not a Category"));
}

static void
depth_changed (GtkSpinButton *spin, PwConnectingWallEditor *self)
{
  if (self->syncing)
    return;
  guint depth = (guint) gtk_spin_button_get_value_as_int (spin);
  if (depth == pw_connecting_wall_editor_model (self)->depth)
    return;
  pw_connecting_wall_editor_commit_entries (self);
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  m->depth = depth;
  apply_components (self, m, _("Change Component Depth"));
}

/* Wiring -------------------------------------------------------------- */

void
pw_connecting_wall_editor_categories_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, depth_changed);
  gtk_widget_class_bind_template_callback (widget_class, category_activated);
  gtk_widget_class_install_action (widget_class, "wall-editor.toggle-category", "s",
                                   toggle_category_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.toggle-herring", "s",
                                   toggle_herring_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.add-category", NULL,
                                   add_category_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.fill-components", NULL,
                                   fill_components_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.exclude-category", "s",
                                   exclude_category_action);
}

void
pw_connecting_wall_editor_categories_init (PwConnectingWallEditor *self)
{
  self->categories = g_list_store_new (PW_TYPE_CONNECTING_WALL_CATEGORY_ITEM);
  gtk_list_box_bind_model (self->category_list, G_LIST_MODEL (self->categories),
                           pw_connecting_wall_editor_category_row, self, NULL);
}
