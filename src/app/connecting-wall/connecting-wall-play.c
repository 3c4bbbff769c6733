/* connecting-wall-play.c — the play preview.
 *
 * While a group moves up or a wrong pick flashes, input is ignored: a
 * counter of running animations (the Lion Wall's semaphore) is raised
 * when one starts and lowered when it ends, and a click counts only when
 * it is zero.  A group's connection shows beside its row once the row is
 * in place.  When the time or the lives run out, the groups not found
 * are resolved one by one, as on the show; with animations off (the
 * desktop's reduced motion, GtkSettings:gtk-enable-animations) nothing
 * moves and they are all resolved at once.
 *
 * From the keyboard: the arrows move a cursor over the places of the
 * wall, Space or Enter picks the card there. */
#include "connecting-wall-play.h"

#include <glib/gi18n.h>

#include "connecting-wall-contrast.h"
#include "connecting-wall-render.h"
#include "pw-a11y.h"
#include "pw-rng.h"

#define MOVE_MS 450
#define WRONG_MS 600
#define RESOLVE_MS 900 /* between the groups resolved at the end */
#define MARGIN 12.0
#define MAX_CARDS (PW_CONNECTING_WALL_MAX_GROUPS * PW_CONNECTING_WALL_MAX_GROUP_SIZE)

typedef enum
{
  END_NONE,
  END_SOLVED,
  END_TIME,
  END_LIVES,
} Ending;

struct _PwConnectingWallPlay
{
  GtkWidget parent_instance;
  GtkWidget *status;
  GtkWidget *area;
  PwModel *model;
  guint n, k, g;
  guint place_of[MAX_CARDS];     /* card → place on the wall (row by row) */
  guint64 selected;              /* cards picked so far */
  guint64 wrong;                 /* cards of a wrong pick, while it flashes */
  guint found;                   /* rows done (found or resolved): the first rows */
  guint found_group[PW_CONNECTING_WALL_MAX_GROUPS];
  int moving_row;                /* the row moving into place, its connection not yet shown */
  int lives;                     /* -1: not counting (yet) */
  Ending ending;
  guint busy;                    /* animations running: input waits for 0 */
  guint cursor;                  /* the keyboard's place on the wall */
  gint64 started;                /* µs, monotonic */
  guint clock;
  guint resolve_source;
  /* The move of found cards: where each card was when it started. */
  double from_x[MAX_CARDS], from_y[MAX_CARDS];
  gint64 move_start;
  guint move_tick;
};

G_DEFINE_FINAL_TYPE (PwConnectingWallPlay, pw_connecting_wall_play, GTK_TYPE_WIDGET)

static const PwConnectingWallModel *
wall (PwConnectingWallPlay *self)
{
  return (const PwConnectingWallModel *) self->model;
}

static guint
group_of (PwConnectingWallPlay *self, guint card)
{
  guint g;
  pw_connecting_wall_card_at (wall (self), card, &g, NULL);
  return g;
}

static void
geometry (PwConnectingWallPlay *self, double *scale, double *cw, double *ch)
{
  pw_connecting_wall_render_card_size (wall (self), cw, ch);
  double w = gtk_widget_get_width (self->area), h = gtk_widget_get_height (self->area);
  double need_w = self->k * (*cw + PW_CONNECTING_WALL_GAP) + PW_CONNECTING_WALL_LABEL_COLUMN;
  double need_h = self->g * (*ch + PW_CONNECTING_WALL_GAP);
  *scale = CLAMP (MIN ((w - 2 * MARGIN) / need_w, (h - 2 * MARGIN) / need_h), 0.3, 2.5);
}

static void
place_xy (PwConnectingWallPlay *self, guint place, double cw, double ch, double *x, double *y)
{
  *x = (place % self->k) * (cw + PW_CONNECTING_WALL_GAP);
  *y = (place / self->k) * (ch + PW_CONNECTING_WALL_GAP);
}

static void
update_status (PwConnectingWallPlay *self)
{
  const PwConnectingWallModel *m = wall (self);
  GString *s = g_string_new (NULL);
  switch (self->ending)
    {
    case END_SOLVED:
      g_string_append (s, _("Solved!"));
      break;
    case END_TIME:
      g_string_append (s, _("Time’s up"));
      break;
    case END_LIVES:
      g_string_append (s, _("Out of lives"));
      break;
    case END_NONE:
      if (m->time_limit > 0)
        {
          gint64 left = m->time_limit - (g_get_monotonic_time () - self->started) / G_USEC_PER_SEC;
          left = MAX (left, 0);
          g_string_append_printf (s, _("Time %d:%02d"), (int) (left / 60), (int) (left % 60));
        }
      else
        g_string_append (s, _("No time limit"));
      break;
    }
  if (self->lives >= 0 && self->ending == END_NONE)
    {
      g_string_append (s, " · ");
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%d life", "%d lives",
                                              self->lives),
                              self->lives);
    }
  gtk_label_set_text (GTK_LABEL (self->status), s->str);
  g_string_free (s, TRUE);
}

int
pw_connecting_wall_play_card_at_place (PwConnectingWallPlay *self, guint place)
{
  for (guint c = 0; c < self->n; c++)
    if (self->place_of[c] == place)
      return (int) c;
  return -1;
}

/* The card at the keyboard's place, or -1. */
static int
card_at_cursor (PwConnectingWallPlay *self)
{
  return pw_connecting_wall_play_card_at_place (self, self->cursor);
}

/* Tells a screen reader the card under the keyboard's cursor, whether it
 * is picked or found, and how the game stands. */
static void
announce (PwConnectingWallPlay *self)
{
  int c = card_at_cursor (self);
  if (c < 0)
    return;
  const char *text = pw_connecting_wall_card_at (wall (self), (guint) c, NULL, NULL)->text;
  const char *state = self->place_of[c] / self->k < self->found ? _("found")
                      : self->selected & (G_GUINT64_CONSTANT (1) << c) ? _("picked")
                                                                        : NULL;
  g_autofree char *card = state ? g_strdup_printf ("%s, %s", text, state) : g_strdup (text);
  g_autofree char *said = g_strdup_printf ("%s. %s", card,
                                           gtk_label_get_text (GTK_LABEL (self->status)));
  pw_a11y_announce (self->area, said);
}

static void
draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwConnectingWallPlay *self = data;
  double scale, cw, ch;
  geometry (self, &scale, &cw, &ch);
  double t = 1;
  if (self->move_tick)
    t = CLAMP ((double) (g_get_monotonic_time () - self->move_start) / (MOVE_MS * 1000.0), 0, 1);
  double ease = t * t * (3 - 2 * t);
  cairo_translate (cr, MARGIN, MARGIN);
  cairo_scale (cr, scale, scale);
  for (guint c = 0; c < self->n; c++)
    {
      double x, y;
      place_xy (self, self->place_of[c], cw, ch, &x, &y);
      x = self->from_x[c] + (x - self->from_x[c]) * ease;
      y = self->from_y[c] + (y - self->from_y[c]) * ease;
      double rgb[3];
      const double *fill = NULL;
      guint row = self->place_of[c] / self->k;
      if (row < self->found)
        {
          pw_connecting_wall_render_group_rgb (row, &rgb[0], &rgb[1], &rgb[2]);
          fill = rgb;
        }
      else if (self->wrong & (G_GUINT64_CONSTANT (1) << c))
        {
          rgb[0] = 0.95, rgb[1] = 0.55, rgb[2] = 0.55;
          fill = rgb;
        }
      else if (self->selected & (G_GUINT64_CONSTANT (1) << c))
        {
          rgb[0] = 0.35, rgb[1] = 0.55, rgb[2] = 0.85;
          fill = rgb;
        }
      pw_connecting_wall_render_card (cr, wall (self), pw_connecting_wall_card_at (wall (self), c, NULL, NULL)->text,
                           x, y, cw, ch, fill);
      if (row < self->found)
        pw_connecting_wall_draw_group_mark (cr, row, x, y);
    }
  if (gtk_widget_has_focus (self->area))
    {
      double x, y;
      place_xy (self, self->cursor, cw, ch, &x, &y);
      pw_a11y_draw_focus_ring (cr, x - 1, y - 1, cw + 2, ch + 2);
    }
  /* Each connection beside its row, once the row is in place. */
  for (guint row = 0; row < self->found; row++)
    {
      const char *connection
        = ((PwConnectingWallGroup *) wall (self)->groups->pdata[self->found_group[row]])->connection;
      if ((int) row == self->moving_row || *connection == '\0')
        continue;
      pw_a11y_set_source_text (cr, GTK_WIDGET (area));
      pw_connecting_wall_render_connection (cr, wall (self), connection,
                                            self->k * (cw + PW_CONNECTING_WALL_GAP) + 4,
                                            row * (ch + PW_CONNECTING_WALL_GAP),
                                            PW_CONNECTING_WALL_LABEL_COLUMN - 8, ch, TRUE);
    }
}

static void
remember_positions (PwConnectingWallPlay *self)
{
  double scale, cw, ch;
  geometry (self, &scale, &cw, &ch);
  for (guint c = 0; c < self->n; c++)
    place_xy (self, self->place_of[c], cw, ch, &self->from_x[c], &self->from_y[c]);
}

static gboolean
move_step (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  PwConnectingWallPlay *self = data;
  gtk_widget_queue_draw (self->area);
  if (g_get_monotonic_time () - self->move_start < MOVE_MS * 1000)
    return G_SOURCE_CONTINUE;
  self->move_tick = 0;
  self->moving_row = -1;
  remember_positions (self);
  self->busy--;
  return G_SOURCE_REMOVE;
}

/* Moves group @g's cards to the next free row, animated (unless the
 * desktop asks for reduced motion) or at once. */
static void
lock_group (PwConnectingWallPlay *self, guint g, gboolean animate)
{
  /* A move still running ends where it was going. */
  if (self->move_tick)
    {
      gtk_widget_remove_tick_callback (self->area, self->move_tick);
      self->move_tick = 0;
      self->busy--;
    }
  remember_positions (self);
  guint row = self->found++;
  self->found_group[row] = g;
  guint slot = row * self->k;
  for (guint c = 0; c < self->n; c++)
    if (group_of (self, c) == g)
      {
        /* Swap with whatever card holds the slot. */
        for (guint o = 0; o < self->n; o++)
          if (self->place_of[o] == slot)
            {
              self->place_of[o] = self->place_of[c];
              break;
            }
        self->place_of[c] = slot++;
      }
  self->selected = 0;
  gtk_widget_queue_draw (self->area);
  if (!animate || !pw_a11y_animations_enabled (self->area))
    {
      self->moving_row = -1;
      remember_positions (self);
      return;
    }
  self->moving_row = (int) row;
  self->busy++;
  self->move_start = g_get_monotonic_time ();
  self->move_tick = gtk_widget_add_tick_callback (self->area, move_step, self, NULL);
}

static gboolean
group_done (PwConnectingWallPlay *self, guint g)
{
  for (guint r = 0; r < self->found; r++)
    if (self->found_group[r] == g)
      return TRUE;
  return FALSE;
}

/* The next group not found moves into place; FALSE when none is left. */
static gboolean
resolve_next (PwConnectingWallPlay *self)
{
  for (guint g = 0; g < self->g; g++)
    if (!group_done (self, g))
      {
        lock_group (self, g, TRUE);
        return TRUE;
      }
  return FALSE;
}

static gboolean
resolve_step (gpointer data)
{
  PwConnectingWallPlay *self = data;
  if (resolve_next (self) && self->found < self->g)
    return G_SOURCE_CONTINUE;
  self->resolve_source = 0;
  return G_SOURCE_REMOVE;
}

/* No more picks; the groups not found are shown one by one (all at once
 * with reduced motion). */
static void
finish (PwConnectingWallPlay *self, Ending ending)
{
  if (self->ending != END_NONE)
    return;
  self->ending = ending;
  g_clear_handle_id (&self->clock, g_source_remove);
  self->selected = 0;
  if (self->found < self->g)
    {
      if (pw_a11y_animations_enabled (self->area))
        {
          resolve_next (self);
          if (self->found < self->g)
            self->resolve_source = g_timeout_add (RESOLVE_MS, resolve_step, self);
        }
      else
        while (resolve_next (self))
          ;
    }
  update_status (self);
}

static gboolean
wrong_done (gpointer data)
{
  PwConnectingWallPlay *self = data;
  self->wrong = 0;
  self->busy--;
  gtk_widget_queue_draw (self->area);
  if (self->lives == 0)
    finish (self, END_LIVES);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* A right group: it locks; from the second, lives count (as on the show,
 * with a wall of four groups or more); the last group is what is left. */
static void
found_group (PwConnectingWallPlay *self, guint g)
{
  lock_group (self, g, TRUE);
  guint lives = wall (self)->lives;
  if (self->found == 2 && self->lives < 0 && self->g > 3 && lives > 0)
    self->lives = (int) lives;
  if (self->found == self->g - 1)
    {
      for (guint c = 0; c < self->n; c++)
        if (self->place_of[c] / self->k >= self->found)
          {
            self->found_group[self->found++] = group_of (self, c);
            break;
          }
      finish (self, END_SOLVED);
    }
}

gboolean
pw_connecting_wall_play_pick (PwConnectingWallPlay *self, guint index)
{
  if (self->busy > 0 || self->ending != END_NONE || index >= self->n
      || self->place_of[index] / self->k < self->found)
    return FALSE;
  self->selected ^= G_GUINT64_CONSTANT (1) << index;
  gtk_widget_queue_draw (self->area);
  if ((guint) __builtin_popcountll (self->selected) < self->k)
    return TRUE;
  guint first = (guint) __builtin_ctzll (self->selected), g = group_of (self, first);
  gboolean right = TRUE;
  for (guint c = 0; c < self->n; c++)
    if (self->selected & (G_GUINT64_CONSTANT (1) << c))
      right &= group_of (self, c) == g;
  if (right)
    found_group (self, g);
  else
    {
      self->wrong = self->selected;
      self->selected = 0;
      if (self->lives > 0)
        self->lives--;
      self->busy++;
      g_timeout_add (WRONG_MS, wrong_done, g_object_ref (self));
    }
  update_status (self);
  announce (self);
  return TRUE;
}

static gboolean
key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
             PwConnectingWallPlay *self)
{
  int row = (int) (self->cursor / self->k), col = (int) (self->cursor % self->k);
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: col = MAX (col - 1, 0); break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: col = MIN (col + 1, (int) self->k - 1); break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: row = MAX (row - 1, 0); break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: row = MIN (row + 1, (int) self->g - 1); break;
    case GDK_KEY_space: case GDK_KEY_KP_Space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      {
        int c = card_at_cursor (self);
        if (c >= 0)
          pw_connecting_wall_play_pick (self, (guint) c);
        return GDK_EVENT_STOP;
      }
    default:
      return GDK_EVENT_PROPAGATE;
    }
  self->cursor = (guint) row * self->k + (guint) col;
  gtk_widget_queue_draw (self->area);
  announce (self);
  return GDK_EVENT_STOP;
}

static void
focus_changed (GtkEventControllerFocus *focus, PwConnectingWallPlay *self)
{
  gtk_widget_queue_draw (self->area);
  if (gtk_event_controller_focus_contains_focus (focus))
    announce (self);
}

guint
pw_connecting_wall_play_get_cursor (PwConnectingWallPlay *self)
{
  return self->cursor;
}

static void
pressed (GtkGestureClick *gesture, int n_press, double x, double y, PwConnectingWallPlay *self)
{
  double scale, cw, ch;
  geometry (self, &scale, &cw, &ch);
  double ux = (x - MARGIN) / scale, uy = (y - MARGIN) / scale;
  if (ux < 0 || uy < 0)
    return;
  guint col = (guint) (ux / (cw + PW_CONNECTING_WALL_GAP)), row = (guint) (uy / (ch + PW_CONNECTING_WALL_GAP));
  if (col >= self->k || row >= self->g)
    return;
  gtk_widget_grab_focus (self->area);
  self->cursor = row * self->k + col;
  for (guint c = 0; c < self->n; c++)
    if (self->place_of[c] == row * self->k + col)
      pw_connecting_wall_play_pick (self, c);
}

static gboolean
tick_clock (gpointer data)
{
  PwConnectingWallPlay *self = data;
  update_status (self);
  if (g_get_monotonic_time () - self->started >= wall (self)->time_limit * G_USEC_PER_SEC)
    {
      self->clock = 0;
      finish (self, END_TIME);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

guint
pw_connecting_wall_play_get_found (PwConnectingWallPlay *self)
{
  return self->found;
}

int
pw_connecting_wall_play_get_lives (PwConnectingWallPlay *self)
{
  return self->lives;
}

gboolean
pw_connecting_wall_play_is_busy (PwConnectingWallPlay *self)
{
  return self->busy > 0;
}

gboolean
pw_connecting_wall_play_is_over (PwConnectingWallPlay *self)
{
  return self->ending != END_NONE;
}

gboolean
pw_connecting_wall_play_get_label_rect (PwConnectingWallPlay *self, guint row,
                                        graphene_rect_t *rect)
{
  if (row >= self->g)
    return FALSE;
  double scale, cw, ch;
  geometry (self, &scale, &cw, &ch);
  graphene_rect_init (rect, MARGIN + (self->k * (cw + PW_CONNECTING_WALL_GAP) + 4) * scale,
                      MARGIN + row * (ch + PW_CONNECTING_WALL_GAP) * scale,
                      (PW_CONNECTING_WALL_LABEL_COLUMN - 8) * scale, ch * scale);
  return TRUE;
}

static void
pw_connecting_wall_play_dispose (GObject *object)
{
  PwConnectingWallPlay *self = PW_CONNECTING_WALL_PLAY (object);
  g_clear_handle_id (&self->clock, g_source_remove);
  g_clear_handle_id (&self->resolve_source, g_source_remove);
  if (self->move_tick)
    gtk_widget_remove_tick_callback (self->area, self->move_tick);
  self->move_tick = 0;
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_pointer (&self->model, pw_model_free);
  G_OBJECT_CLASS (pw_connecting_wall_play_parent_class)->dispose (object);
}

static void
pw_connecting_wall_play_class_init (PwConnectingWallPlayClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = pw_connecting_wall_play_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BOX_LAYOUT);
}

static void
pw_connecting_wall_play_init (PwConnectingWallPlay *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (
                                    GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->status = gtk_label_new (NULL);
  gtk_widget_set_name (self->status, "wall-play-status");
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  gtk_widget_add_css_class (self->status, "heading");
  gtk_widget_set_parent (self->status, GTK_WIDGET (self));
  self->area = gtk_drawing_area_new ();
  gtk_widget_set_name (self->area, "wall-play");
  gtk_widget_set_vexpand (self->area, TRUE);
  gtk_widget_set_hexpand (self->area, TRUE);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->area), 320);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->area), 260);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_parent (self->area, GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw, self, NULL);
  pw_a11y_follow_settings (GTK_DRAWING_AREA (self->area));
  GtkGesture *click = gtk_gesture_click_new ();
  g_signal_connect (click, "pressed", G_CALLBACK (pressed), self);
  gtk_widget_add_controller (self->area, GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_focusable (self->area, TRUE);
  pw_a11y_set_label (self->area, _("Wall in play"));
  GtkEventController *key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (self->area, key);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (self->area, focus);
  self->lives = -1;
  self->moving_row = -1;
}

GtkWidget *
pw_connecting_wall_play_new (const PwConnectingWallModel *model, guint64 seed)
{
  PwConnectingWallPlay *self = g_object_new (PW_TYPE_CONNECTING_WALL_PLAY, NULL);
  self->model = pw_model_copy (&model->parent);
  self->n = MIN (pw_connecting_wall_n_cards (model), MAX_CARDS);
  self->k = MAX (model->group_size, 1);
  self->g = MIN ((self->n + self->k - 1) / self->k, PW_CONNECTING_WALL_MAX_GROUPS);
  guint order[MAX_CARDS];
  for (guint i = 0; i < self->n; i++)
    order[i] = i;
  PwRng rng;
  pw_rng_init (&rng, seed);
  pw_rng_shuffle (&rng, order, self->n, sizeof (guint));
  for (guint i = 0; i < self->n; i++)
    self->place_of[order[i]] = i;
  remember_positions (self);
  self->started = g_get_monotonic_time ();
  if (model->time_limit > 0)
    self->clock = g_timeout_add (250, tick_clock, self);
  update_status (self);
  return GTK_WIDGET (self);
}
