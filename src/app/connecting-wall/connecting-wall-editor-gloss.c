/* connecting-wall-editor-gloss.c — on hover, what the answer key prints
 * of a CJK wall: a card's reading and meaning ("病 bìng — illness"), and
 * a component connection's meaning ("疒 — sick"), from the kind's gloss
 * (connecting-wall-gloss.h), so the screen and the key say the same. */
#include "connecting-wall-editor-private.h"
#include "connecting-wall-gloss.h"

char *
pw_connecting_wall_editor_gloss_at (PwConnectingWallEditor *self, double x, double y)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  int card = x < 0 ? self->selected : pw_connecting_wall_editor_card_at_point (self, x, y);
  if (card >= 0)
    return pw_connecting_wall_gloss_line (m, pw_connecting_wall_card_at (m, (guint) card, NULL,
                                                                         NULL)->text);
  int row = x < 0 ? -1 : pw_connecting_wall_editor_label_at_point (self, x, y);
  const char *connection = row >= 0 ? ((PwConnectingWallGroup *) m->groups->pdata[row])->connection
                                    : NULL;
  g_autofree char *meaning = pw_connecting_wall_gloss_meaning (m, connection);
  return meaning ? g_strdup_printf ("%s — %s", connection, meaning) : NULL;
}

static gboolean
query_tooltip (GtkWidget *canvas, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
               PwConnectingWallEditor *self)
{
  /* From the keyboard, the selected card's. */
  g_autofree char *text = pw_connecting_wall_editor_gloss_at (self, keyboard ? -1 : x,
                                                              keyboard ? -1 : y);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
pw_connecting_wall_editor_gloss_init (PwConnectingWallEditor *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->canvas), TRUE);
  g_signal_connect (self->canvas, "query-tooltip", G_CALLBACK (query_tooltip), self);
}
