/* pw-start-row.h — the rows of the start page. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The narrowest a row's text gets, in characters (pw-start-row.c says
 * why there is a least width at all). */
#define PW_START_ROW_MIN_CHARS 12

/* A row titled @title above @subtitle (NULL or "" for none), after the
 * icon named @icon_name (or none); activatable, as an AdwActionRow is.
 * Its title is its title as an AdwPreferencesRow and its accessible name,
 * its subtitle its accessible description. */
GtkWidget  *pw_start_row_new        (const char *title, const char *subtitle,
                                     const char *icon_name);
/* Adds @widget at the row's end, as adw_action_row_add_suffix() does. */
void        pw_start_row_add_suffix (GtkWidget *row, GtkWidget *widget);
/* The subtitle shown ("" for none). */
const char *pw_start_row_get_subtitle (GtkWidget *row);
/* The box of the row's title and subtitle (for the tests). */
GtkWidget  *pw_start_row_get_text   (GtkWidget *row);

G_END_DECLS
