/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

/* A game driven through the engine API with JSON actions, as files do. */
typedef struct
{
  TslEngine *engine;
  gpointer   state;
  guint64    seed;
  guint      n_actions;
} HuntersGame;

HuntersGame *hunters_game_new        (guint        n_players,
                                      const char  *options_json,
                                      const char  *setup_json);
void         hunters_game_free       (HuntersGame *game);
gboolean     hunters_game_act        (HuntersGame *game,
                                      const char  *action_json,
                                      GError     **error);
void         hunters_game_do         (HuntersGame *game,
                                      const char  *action_json);
JsonObject  *hunters_game_state      (HuntersGame *game);
gint         hunters_game_score      (HuntersGame *game,
                                      guint        seat);
void         hunters_game_turn       (HuntersGame *game,
                                      guint        seat,
                                      const char  *tile,
                                      gint         x,
                                      gint         y,
                                      gint         rotation,
                                      const char  *figure,
                                      const char  *region);
char        *hunters_json_to_string  (JsonNode    *node);
JsonNode    *hunters_json_parse      (const char  *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HuntersGame, hunters_game_free)

G_END_DECLS
