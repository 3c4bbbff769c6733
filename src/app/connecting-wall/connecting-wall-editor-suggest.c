/* connecting-wall-editor-suggest.c — "Suggest Cards": the kind's
 * suggest-cards operation for the row of the selected card (the first
 * row when none is), through the task runner as the CLI runs it; the
 * row's empty cards are filled with familiar kinds of its connection and
 * their categories, as one undoable edit. */
#include <glib/gi18n.h>

#include "connecting-wall-editor-private.h"
#include "pw-rng.h"

static void
suggest_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  if (m->cjk)
    {
      pw_kind_editor_toast (widget, _("Suggest Cards is for walls of English words; a CJK "
                                      "wall's categories list the characters of a component"));
      return;
    }
  guint row = 0;
  if (self->selected >= 0)
    pw_connecting_wall_card_at (m, (guint) self->selected, &row, NULL);
  g_autoptr (PwParams) params = pw_params_new ();
  g_autofree char *row_text = g_strdup_printf ("%u", row + 1);
  /* Each press other cards. */
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pw_rng_fresh_seed ());
  pw_params_set (params, "row", row_text);
  pw_params_set (params, "seed", seed);
  pw_kind_editor_run (widget, self->runner, self->document, "suggest-cards", params, NULL);
}

void
pw_connecting_wall_editor_suggest_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "wall-editor.suggest-cards", NULL,
                                   suggest_action);
}
