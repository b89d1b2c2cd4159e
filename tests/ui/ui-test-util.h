/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-game.h"
#include "tsl-choice-prompt.h"
#include "tsl-window.h"

G_BEGIN_DECLS

void       ui_test_init            (int        *argc,
                                    char     ***argv);
void       ui_test_wait            (guint       ms);
TslWindow *ui_test_window_new      (void);
TslWindow *ui_test_start_catan     (guint64     seed);
TslWindow *ui_test_start_catan_seats (guint64   seed,
                                      guint     n_humans);
TslWindow *ui_test_start_catan_players (guint64 seed,
                                        guint   n_players,
                                        guint   n_humans);
TslWindow *ui_test_start_game      (const char *engine_id,
                                    guint64     seed,
                                    guint       n_players,
                                    guint       n_humans);
void       ui_test_play_setup      (TslWindow  *window);
TslGame   *ui_test_start_scenario  (TslWindow  *window,
                                    JsonObject *options,
                                    guint       n_players,
                                    guint64     seed,
                                    const char *opponent);
TslMove     ui_test_first_legal      (TslGame     *game);
guint      ui_test_count_pieces    (TslGame    *game,
                                    const char *kind);
char      *ui_test_game_text       (TslGame    *game);
gboolean   ui_test_find_legal      (TslGame    *game,
                                    guint       type,
                                    TslMove    *found);
GtkWidget *ui_test_find_widget     (GtkWidget  *root,
                                    GType       type,
                                    guint       nth);
GtkWidget *ui_test_question_window (TslWindow  *window);
TslChoicePrompt *ui_test_find_prompt (void);
gboolean   ui_test_answer_question (TslWindow  *window,
                                    gint        response);
TslMove    ui_test_ai_move         (TslGame    *game,
                                    const char *kind,
                                    guint64     seed);

G_END_DECLS
