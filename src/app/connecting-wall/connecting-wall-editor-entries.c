/* connecting-wall-editor-entries.c — the entries under the canvas: the
 * selected card's text and its row's connection, and the edits typing in
 * them makes.
 *
 * What is typed is applied after a pause, at Enter, or before any other
 * edit (pw_connecting_wall_editor_commit_entries ()), so a word is one
 * undo step and no edit is made on a wall that lacks what was just
 * typed.  The entries' signals are template callbacks, bound from
 * pw_connecting_wall_editor_entries_class_init (). */
#include <glib/gi18n.h>

#include "connecting-wall-editor-private.h"

void
pw_connecting_wall_editor_sync_entries (PwConnectingWallEditor *self)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  guint g = 0;
  PwConnectingWallCard *card = self->selected >= 0
                       ? pw_connecting_wall_card_at (m, (guint) self->selected, &g, NULL)
                       : NULL;
  self->syncing = TRUE;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->card_entry)),
                 card ? card->text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->card_entry), card ? card->text : "");
  const char *connection = card ? ((PwConnectingWallGroup *) m->groups->pdata[g])->connection : "";
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->connection_entry)), connection)
      != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->connection_entry), connection);
  self->syncing = FALSE;
  gtk_spin_button_set_value (self->depth, m->depth);
  gtk_widget_set_visible (self->cjk_box, m->cjk);
  gtk_widget_set_sensitive (GTK_WIDGET (self->card_entry), card != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->connection_entry), card != NULL);
}

/* Typing applies the entries' text after a short pause (or at Enter, or
 * when another card is selected), so a word is one undo step, not one a
 * letter. */
#define TYPING_PAUSE_MS 500

void
pw_connecting_wall_editor_commit_entries (PwConnectingWallEditor *self)
{
  g_clear_handle_id (&self->typing_source, g_source_remove);
  if (self->selected < 0)
    return;
  const PwConnectingWallModel *cur = pw_connecting_wall_editor_model (self);
  guint g;
  PwConnectingWallCard *card = pw_connecting_wall_card_at (cur, (guint) self->selected, &g, NULL);
  if (card == NULL)
    return;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_entry));
  const char *connection = gtk_editable_get_text (GTK_EDITABLE (self->connection_entry));
  gboolean text_changed = g_strcmp0 (card->text, text) != 0;
  gboolean connection_changed = g_strcmp0 (((PwConnectingWallGroup *) cur->groups->pdata[g])->connection,
                                           connection) != 0;
  if (!text_changed && !connection_changed)
    return;
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  card = pw_connecting_wall_card_at (m, (guint) self->selected, NULL, NULL);
  PwConnectingWallGroup *grp = m->groups->pdata[g];
  if (text_changed)
    {
      g_free (card->text);
      card->text = g_strdup (text);
      pw_connecting_wall_editor_refresh_cjk_categories (m);
    }
  if (connection_changed)
    {
      g_free (grp->connection);
      grp->connection = g_strdup (connection);
    }
  pw_connecting_wall_editor_apply (self, m, text_changed ? _("Change Card") : _("Change Connection"));
}

static gboolean
typing_paused (gpointer data)
{
  PwConnectingWallEditor *self = data;
  self->typing_source = 0;
  pw_connecting_wall_editor_commit_entries (self);
  return G_SOURCE_REMOVE;
}

static void
entry_changed (GtkEditable *editable, PwConnectingWallEditor *self)
{
  if (self->syncing || self->selected < 0)
    return;
  g_clear_handle_id (&self->typing_source, g_source_remove);
  self->typing_source = g_timeout_add (TYPING_PAUSE_MS, typing_paused, self);
}

static void
entry_activated (GtkEntry *entry, PwConnectingWallEditor *self)
{
  pw_connecting_wall_editor_commit_entries (self);
}

/* Wiring -------------------------------------------------------------- */

void
pw_connecting_wall_editor_entries_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, entry_activated);
}
