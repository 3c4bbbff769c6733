/* deck-editor-private.h — the editor's state, shared by its files. */
#pragma once

#include "deck-editor.h"
#include "deck-model.h"
#include "deck-plane.h"

G_BEGIN_DECLS

struct _PwDeckEditor
{
  GtkWidget parent_instance;
  PwDocument *document;
  PwTaskRunner *runner;
  /* From the template. */
  GtkListBox *symbols_list;
  GtkEntry *symbol_entry;
  GtkLabel *card_label;
  GtkDrawingArea *canvas;
  GtkLabel *verdict;
  GtkListBox *bad_list;
  GtkLabel *picture_problems;
  GtkDropDown *shape;
  GtkSpinButton *min_size, *max_size;
  GtkButton *play_button;
  GtkLabel *hint;
  /* The symbols' names, kept in step with the model item by item. */
  GtkStringList *symbols;
  /* What the user sees of the editor's state. */
  guint card;            /* the card on the canvas */
  int selected;          /* position on the card of the selected symbol, or -1 */
  GArray *bad;           /* PwDeckBadPair of the model as it is */
  int pair;              /* the bad pair picked in the list, or -1 */
  /* The folder and picture names last checked for pictures that cannot
   * be drawn: reading every picture again on each edit would be slow. */
  char *pictures_checked;
  guint recheck_source; /* while pictures are being drawn: check again */
  /* A drag in progress: the card's places as they were, and the model
   * drawn while dragging (applied as one edit when the drag ends). */
  PwDeckModel *dragging;
  double drag_x, drag_y;
  /* Play preview: two cards dealt, and when. */
  gboolean playing;
  guint play_a, play_b;
  gint64 play_start;
  guint play_round;
  guint play_found;      /* shared symbols found this game */
  double play_seconds;   /* the time they took, in all */
  guint play_which;      /* the keyboard's card in play (0 left, 1 right) */
  int play_position;     /* and its symbol there, or -1 */
  gboolean disposed;     /* dispose may run twice; the lists go the first time */
};

PW_KIND_EDITOR_DECLARE_MODEL (PwDeckEditor, pw_deck_editor, PwDeckModel);

/* deck-editor.c: the pictures' folder was chosen, so its pictures may be
 * read now: checks and draws them again. */
void pw_deck_editor_pictures_allowed (PwDeckEditor *self);

/* deck-editor-canvas.c */
void pw_deck_editor_canvas_init   (PwDeckEditor *self);
void pw_deck_editor_canvas_class_init (GtkWidgetClass *widget_class);
void pw_deck_editor_play_deal     (PwDeckEditor *self);
/* The card shown in frame @which (0, or 1 for the right card in play). */
guint pw_deck_editor_card_in_frame (PwDeckEditor *self, guint which);
/* Picks the symbol at @position on the card in frame @which, as a click
 * on it does in play. */
void pw_deck_editor_play_pick     (PwDeckEditor *self, guint which, int position);
/* Moves the selected symbol by (@dx, @dy), in radii of the card, as one
 * edit. */
void pw_deck_editor_nudge_selected (PwDeckEditor *self, double dx, double dy);

/* deck-editor-keys.c: the canvas from the keyboard (choosing a symbol,
 * moving it, picking one in play) and what a screen reader hears of it. */
void pw_deck_editor_keys_init     (PwDeckEditor *self);
/* Tells a screen reader the symbol the keyboard is on. */
void pw_deck_editor_announce_symbol (PwDeckEditor *self);

/* deck-editor-symbols.c */
void pw_deck_editor_symbols_init  (PwDeckEditor *self);
void pw_deck_editor_symbols_sync  (PwDeckEditor *self);
/* The symbol selected in the list (an index into the deck's), or -1. */
int  pw_deck_editor_selected_symbol (PwDeckEditor *self);
void pw_deck_editor_symbols_class_init (GtkWidgetClass *widget_class);
/* Selects symbol @index in the list and scrolls it into view. */
void pw_deck_editor_show_symbol   (PwDeckEditor *self, guint index);

G_END_DECLS
