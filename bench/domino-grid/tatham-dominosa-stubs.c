/* tatham-dominosa-stubs.c — the drawing and user-interface entry points
 * that Simon Tatham's Dominosa game refers to and its generator never
 * calls, so that tatham-dominosa-driver.c links without his front end.
 * Declared without his header on purpose: only the names matter, and
 * none is ever called.  Not part of Puzzlewright's build. */
char MOVE_NO_EFFECT[1], MOVE_UI_UPDATE[1], MOVE_UNUSED[1];
void clip (void) {}
void unclip (void) {}
void draw_circle (void) {}
void draw_rect (void) {}
void draw_rect_corners (void) {}
void draw_text (void) {}
void draw_update (void) {}
void frontend_default_colour (void) {}
int getenv_bool (void) { return 0; }
void *move_cursor (void) { return 0; }
int print_mono_colour (void) { return 0; }
