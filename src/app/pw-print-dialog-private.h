/* pw-print-dialog-private.h — what the parts of the Print/Export dialog
 * share: the instance struct, the rows of the template's combos, the
 * worker's job, and the functions one part calls in another.
 *
 * The dialog (PwPrintDialog, its template ui/print-dialog.ui) is split
 * by what each part does: pw-print-dialog.c (the type, its actions and
 * keys, the signals, the public API), pw-print-dialog-options.c (the
 * widgets read as page set-up and card options; units, preferences and
 * the back offset), pw-print-dialog-prepare.c (making the puzzles in the
 * worker and composing the pages), pw-print-dialog-preview.c (the
 * preview pane: the page, its number, the message and the progress) and
 * pw-print-dialog-output.c (printing through GtkPrintOperation, and
 * export to files), pw-print-dialog-variants.c (the class set's rows:
 * what varies, and the kind's choices about it) and
 * pw-print-dialog-poster.c (the poster offered for a puzzle too large
 * for the paper).  The internal functions are not static so that the
 * parts can call each other; nothing outside src/app includes this.
 */
#pragma once

#include <adwaita.h>

#include "pw-cards.h"
#include "pw-print-dialog.h"
#include "pw-print-source.h"
#include "pw-render.h"
#include "pw-sheet.h"
#include "pw-task-runner.h"

G_BEGIN_DECLS

/* The rows of the template's combos are read by the options, by the
 * composer (the poster size) and by the printer (the paper), hence here. */

/* The rows of the "Print" combo; kinds without cards have no Cards row. */
enum
{
  WHAT_SHEETS,
  WHAT_CARDS,
  WHAT_POSTER
};

/* The poster size combo's rows (see pw_poster_size_from_string); the last
 * is a custom size. */
static const char *const poster_ids[] = { "a0", "a1", "a2", "a3", "a4" };
#define POSTER_CUSTOM G_N_ELEMENTS (poster_ids)

/* The paper combo's rows; the last is a custom size. */
static const char *const paper_ids[] = { "a4", "letter", "a3", "a5" };
#define PAPER_CUSTOM G_N_ELEMENTS (paper_ids)

/* Work for the worker thread: make and solve the puzzles (the kind's
 * solver answers the keys and checks the puzzle, whatever prints).
 * Shared by the dialog and the runner, hence refcounted. */
typedef struct
{
  PwPrintSource *source; /* the dialog's; the dialog outlives the job */
  guint variants;
  PwParams *vary;        /* the kind's variant choices */
  PwSheetSet *set;       /* written by the worker, read after it is done */
} Job;

struct _PwPrintDialog
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkButton *close_button;
  AdwToastOverlay *toast_overlay;
  GtkDrawingArea *preview;
  GtkBox *message_box;
  GtkLabel *message_label;
  GtkButton *anyway_button;
  GtkButton *poster_button;
  GtkLabel *page_label;
  GtkRevealer *progress_revealer;
  GtkLabel *progress_label;
  GtkProgressBar *progress_bar;
  AdwComboRow *what_row;
  AdwComboRow *paper_row;
  AdwActionRow *width_row;
  AdwActionRow *height_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *height_spin;
  AdwComboRow *orientation_row;
  AdwActionRow *margin_row;
  GtkSpinButton *margin_spin;
  AdwPreferencesGroup *sheet_group;
  GtkSpinButton *per_page_spin;
  AdwComboRow *answers_row;
  AdwComboRow *numbers_row;  /* shown for kinds that may print pips */
  GtkSwitch *name_switch;
  AdwEntryRow *instructions_row;
  AdwPreferencesGroup *set_group;
  AdwExpanderRow *set_row;
  GtkSpinButton *variants_spin;
  GPtrArray *vary_rows;  /* AdwComboRow per choice of the kind's variants */
  AdwPreferencesGroup *cards_group;
  AdwActionRow *cards_per_page_row;
  GtkSpinButton *cards_per_page_spin;
  AdwComboRow *marks_row;
  AdwComboRow *bleed_row;
  GtkSwitch *duplex_switch;
  AdwExpanderRow *back_offset_row;
  AdwActionRow *back_right_row;
  AdwActionRow *back_down_row;
  GtkSpinButton *back_right_spin;
  GtkSpinButton *back_down_spin;
  AdwPreferencesGroup *poster_group;
  AdwComboRow *poster_size_row;
  AdwActionRow *poster_width_row;
  AdwActionRow *poster_height_row;
  GtkSpinButton *poster_width_spin;
  GtkSpinButton *poster_height_spin;
  AdwExpanderRow *tile_row;
  AdwActionRow *overlap_row;
  GtkSpinButton *overlap_spin;

  PwPrintSource *source;
  const PwKindRender *render;
  gboolean has_cards;    /* the "Print" combo has its Cards row */
  PwTaskRunner *runner;
  Job *job;              /* the job the runner is working on, or NULL */
  PwSheetSet *set;       /* the prepared puzzles, or NULL */
  guint set_variants;    /* what @set was made for */
  PwParams *set_vary;
  gboolean anyway;       /* print what the kind's solver cannot answer, without keys */
  double readable_width; /* the tiled poster that prints the puzzle readably, */
  double readable_height;/* offered when it is too large for the paper (points) */
  PwPages *pages;
  guint page;
  char *message;
  guint update_id;
  gboolean restart;      /* the options changed while the worker ran */
  gboolean stopping;     /* Stop was pressed; the worker has not returned yet */
  gboolean stopped;      /* the user stopped a class set; said until the next change */
  gboolean disposed;
  gboolean syncing;      /* widgets set from code: no update */
  double unit;           /* points per unit shown (mm or inch) */
  GSettings *settings;   /* the app's, or NULL (no app, no schema) */
  char *export_name;     /* the file name Export suggests, without extension */
  GFile *exported;       /* the last file exported, for the toast's Open */
};

/* Reading the options (pw-print-dialog-options.c).  The wanted_* ask
 * what the widgets say now; the read_* fill in what the composer takes. */
guint          pw_print_dialog_wanted_what      (PwPrintDialog *self);
gboolean       pw_print_dialog_wanted_tiles     (PwPrintDialog *self);
PwAnswers      pw_print_dialog_wanted_answers   (PwPrintDialog *self);
guint          pw_print_dialog_wanted_variants  (PwPrintDialog *self);
/* The kind's variant choices as the class set's rows say (a new PwParams). */
PwParams      *pw_print_dialog_wanted_vary      (PwPrintDialog *self);
/* FALSE, with @error, when the margins are out of range or leave too
 * little to print on (pw_page_setup_check). */
gboolean       pw_print_dialog_read_page_setup  (PwPrintDialog *self, PwPageSetup *page,
                                                 GError **error);
PwCardOptions *pw_print_dialog_read_card_options (PwPrintDialog *self, const PwPageSetup *page);
/* The options' widgets as the options are: the rows shown, the card size. */
void           pw_print_dialog_update_visibility (PwPrintDialog *self);
void           pw_print_dialog_update_card_size (PwPrintDialog *self);
/* Paper, units and back offset from the app's settings; once, when made. */
void           pw_print_dialog_apply_preferences (PwPrintDialog *self);
/* Signal handlers, connected in pw-print-dialog.c. */
void           pw_print_dialog_what_changed     (PwPrintDialog *self);
void           pw_print_dialog_back_offset_changed (PwPrintDialog *self);
void           pw_print_dialog_describe_marks   (PwPrintDialog *self);

/* The class set's rows (pw-print-dialog-variants.c): what varies, in
 * words, and a row for each choice the kind offers; once, when made. */
void           pw_print_dialog_init_variants    (PwPrintDialog *self);
/* The class set's subtitle, for the choices as they stand. */
void           pw_print_dialog_describe_variants (PwPrintDialog *self);

/* A puzzle too large for the paper (pw-print-dialog-poster.c): whether
 * it is one at readable type, so that a poster tiled on @page would help
 * (then the Poster button offers it), and the button's action. */
gboolean       pw_print_dialog_offer_poster     (PwPrintDialog *self, const PwPageSetup *page);
void           pw_print_dialog_poster_action    (GtkWidget *widget, const char *name,
                                                 GVariant *param);

/* Making the puzzles and the pages (pw-print-dialog-prepare.c). */
/* Brings the pages in line with the options: prepares the puzzles in the
 * worker when they are not the ones wanted, composes them when they are. */
void           pw_print_dialog_update           (PwPrintDialog *self);
/* Any option changed: an update, soon (one for the signals of a change). */
void           pw_print_dialog_options_changed  (PwPrintDialog *self);
/* Stop (the Cancel action and Escape while the worker runs). */
void           pw_print_dialog_stop_preparing   (PwPrintDialog *self);
/* Print Anyway: print what the kind's solver cannot answer, without keys. */
void           pw_print_dialog_anyway_action    (GtkWidget *widget, const char *name,
                                                 GVariant *param);

/* The preview pane (pw-print-dialog-preview.c). */
/* What the dialog says over the preview; NULL says nothing. */
void           pw_print_dialog_set_message      (PwPrintDialog *self, const char *message);
/* The page number, the actions that need pages, and a redraw. */
void           pw_print_dialog_update_page      (PwPrintDialog *self);
void           pw_print_dialog_runner_notify    (PwTaskRunner *runner, GParamSpec *pspec,
                                                 PwPrintDialog *self);
void           pw_print_dialog_draw_preview     (GtkDrawingArea *area, cairo_t *cr, int width,
                                                 int height, gpointer data);
void           pw_print_dialog_page_action      (GtkWidget *widget, const char *name,
                                                 GVariant *param);

/* Printing and export (pw-print-dialog-output.c). */
void           pw_print_dialog_print_action     (GtkWidget *widget, const char *name,
                                                 GVariant *param);
void           pw_print_dialog_export_action    (GtkWidget *widget, const char *name,
                                                 GVariant *param);
void           pw_print_dialog_open_export_action (GtkWidget *widget, const char *name,
                                                   GVariant *param);
/* The file name Export suggests for a document called @name. */
char          *pw_print_dialog_file_name_for    (const char *name);

G_END_DECLS
