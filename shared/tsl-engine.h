/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tsl-move.h"
#include "tsl-options.h"
#include "tsl-rng.h"
#include "tsl-types.h"

G_BEGIN_DECLS

#define TSL_TYPE_ENGINE (tsl_engine_get_type ())
G_DECLARE_INTERFACE (TslEngine, tsl_engine, TSL, ENGINE, GObject)

/**
 * TslLegalFlags:
 * @TSL_LEGAL_DEFAULT: every legal action the engine can enumerate
 * @TSL_LEGAL_NO_NEGOTIATION: leave out open-ended negotiation (Catan's
 *   domestic trade offers), as simple simulators do
 */
typedef enum
{
  TSL_LEGAL_DEFAULT = 0,
  TSL_LEGAL_NO_NEGOTIATION = 1 << 0,
} TslLegalFlags;

/**
 * TslEngineInterface:
 *
 * What every game implements.  An engine object is stateless and shared; a
 * game's state is a plain, fixed-size block of get_state_size() bytes with
 * no pointers to owned memory, so copying a state is a memcpy() and computer
 * players can search millions of them.  Pointers to immutable data (a board
 * topology, a tile catalogue) held for the engine's lifetime are allowed.
 *
 * Moves use the compact #TslMove; JSON appears only at the edges
 * (move_from_json(), move_to_json(), state_to_json(), setup_to_json()).
 *
 * Every random outcome is drawn from the @rng passed to apply_move(), and
 * only when the move does not already carry it; apply_move() writes the
 * outcome into the move so that the log records it.
 *
 * apply_move() validates first: on error the state is exactly as before.
 * All messages are translated.
 */
struct _TslEngineInterface
{
  GTypeInterface parent_iface;

  /* Identity */
  const char          *(*get_id)          (TslEngine *self);
  const char          *(*get_name)        (TslEngine *self);   /* translated */
  const char          *(*get_description) (TslEngine *self);   /* translated, one line */
  guint                (*get_min_players) (TslEngine *self);
  guint                (*get_max_players) (TslEngine *self);
  const TslOptionSpec *(*get_options)     (TslEngine *self,
                                           guint     *n_options);
  const char * const  *(*get_colors)      (TslEngine *self);   /* rulebook colours, NULL-terminated */
  const char * const  *(*get_ai_kinds)    (TslEngine *self);   /* NULL-terminated */
  TslAi               *(*create_ai)       (TslEngine  *self,
                                           const char *kind,
                                           GError    **error);

  /* State */
  gsize     (*get_state_size) (TslEngine *self);
  gboolean  (*init_state)     (TslEngine  *self,
                               gpointer    state,
                               JsonObject *options,   /* normalized */
                               guint       n_players,
                               guint64     seed,
                               JsonNode   *setup,     /* nullable: generate from seed */
                               GError    **error);
  JsonNode *(*setup_to_json)  (TslEngine     *self,
                               gconstpointer  state);
  JsonNode *(*state_to_json)  (TslEngine     *self,
                               gconstpointer  state);
  void      (*redact)         (TslEngine *self,
                               gpointer   state,
                               gint       seat,
                               TslRng    *rng);

  /* Play */
  gint      (*get_actor)      (TslEngine     *self,
                               gconstpointer  state);   /* -1 once the game is over */
  guint     (*get_turn)       (TslEngine     *self,
                               gconstpointer  state);
  gboolean  (*is_over)        (TslEngine     *self,
                               gconstpointer  state);
  guint32   (*get_winners)    (TslEngine     *self,
                               gconstpointer  state);   /* bit per seat */
  void      (*get_scores)     (TslEngine     *self,
                               gconstpointer  state,
                               gint          *scores);  /* one per seat */
  void      (*legal_moves)    (TslEngine     *self,
                               gconstpointer  state,
                               TslLegalFlags  flags,
                               TslMoveList   *out);     /* appended, for get_actor() */
  gboolean  (*apply_move)     (TslEngine *self,
                               gpointer   state,
                               TslMove   *move,          /* in: action; out: + outcomes */
                               TslRng    *rng,
                               GError   **error);
  gboolean  (*move_is_undoable) (TslEngine     *self,
                                 gconstpointer  state,  /* before the move */
                                 const TslMove *move);

  /* Edges */
  gboolean    (*move_from_json) (TslEngine     *self,
                                 gconstpointer  state,
                                 JsonObject    *action,
                                 TslMove       *move,
                                 GError       **error);
  JsonObject *(*move_to_json)   (TslEngine     *self,
                                 gconstpointer  state,  /* before the move */
                                 const TslMove *move);
  char       *(*describe_move)  (TslEngine          *self,
                                 gconstpointer       before,
                                 gconstpointer       after,
                                 const TslMove      *move,
                                 const char * const *player_names);  /* translated sentence(s) */
};

const char          *tsl_engine_get_id          (TslEngine  *self);
const char          *tsl_engine_get_name        (TslEngine  *self);
const char          *tsl_engine_get_description (TslEngine  *self);
guint                tsl_engine_get_min_players (TslEngine  *self);
guint                tsl_engine_get_max_players (TslEngine  *self);
const TslOptionSpec *tsl_engine_get_options     (TslEngine  *self,
                                                 guint      *n_options);
const char * const  *tsl_engine_get_colors      (TslEngine  *self);
const char * const  *tsl_engine_get_ai_kinds    (TslEngine  *self);
TslAi               *tsl_engine_create_ai       (TslEngine  *self,
                                                 const char *kind,
                                                 GError    **error);

gsize       tsl_engine_get_state_size (TslEngine     *self);
gpointer    tsl_engine_state_new      (TslEngine     *self);
gpointer    tsl_engine_state_dup      (TslEngine     *self,
                                       gconstpointer  state);
gboolean    tsl_engine_init_state     (TslEngine     *self,
                                       gpointer       state,
                                       JsonObject    *options,
                                       guint          n_players,
                                       guint64        seed,
                                       JsonNode      *setup,
                                       GError       **error);
JsonNode   *tsl_engine_setup_to_json  (TslEngine     *self,
                                       gconstpointer  state);
JsonNode   *tsl_engine_state_to_json  (TslEngine     *self,
                                       gconstpointer  state);
void        tsl_engine_redact         (TslEngine     *self,
                                       gpointer       state,
                                       gint           seat,
                                       TslRng        *rng);

gint        tsl_engine_get_actor      (TslEngine     *self,
                                       gconstpointer  state);
guint       tsl_engine_get_turn       (TslEngine     *self,
                                       gconstpointer  state);
gboolean    tsl_engine_is_over        (TslEngine     *self,
                                       gconstpointer  state);
guint32     tsl_engine_get_winners    (TslEngine     *self,
                                       gconstpointer  state);
void        tsl_engine_get_scores     (TslEngine     *self,
                                       gconstpointer  state,
                                       gint          *scores);
void        tsl_engine_legal_moves    (TslEngine     *self,
                                       gconstpointer  state,
                                       TslLegalFlags  flags,
                                       TslMoveList   *out);
gboolean    tsl_engine_apply_move     (TslEngine     *self,
                                       gpointer       state,
                                       TslMove       *move,
                                       TslRng        *rng,
                                       GError       **error);
gboolean    tsl_engine_move_is_undoable (TslEngine     *self,
                                         gconstpointer  state,
                                         const TslMove *move);

gboolean    tsl_engine_move_from_json (TslEngine     *self,
                                       gconstpointer  state,
                                       JsonObject    *action,
                                       TslMove       *move,
                                       GError       **error);
JsonObject *tsl_engine_move_to_json   (TslEngine     *self,
                                       gconstpointer  state,
                                       const TslMove *move);
char       *tsl_engine_describe_move  (TslEngine          *self,
                                       gconstpointer       before,
                                       gconstpointer       after,
                                       const TslMove      *move,
                                       const char * const *player_names);

G_END_DECLS
