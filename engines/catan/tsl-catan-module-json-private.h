/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-state-private.h"

G_BEGIN_DECLS

/* The JSON of the Traders & Barbarians modules, each in its own file,
 * called by tsl-catan-json.c for the members their modules add. */

/* tsl-catan-two-player-json.c (called by tsl-catan-json.c) */
void        catan_add_owner       (JsonBuilder      *b,
                                   const CatanState *s,
                                   guint             p);
void        catan_add_owner_or_null (JsonBuilder      *b,
                                     const CatanState *s,
                                     const char       *name,
                                     guint             p);
gboolean    catan_two_player_move_from_json (const CatanState *s,
                                             JsonObject       *o,
                                             const char       *a,
                                             TslMove          *m,
                                             GError          **error);
void        catan_two_player_move_to_json   (const CatanState *s,
                                             const TslMove    *m,
                                             JsonBuilder      *b);

/* tsl-catan-caravans-json.c (called by tsl-catan-json.c) */
gboolean    catan_caravans_move_from_json (const CatanState *s,
                                           JsonObject       *o,
                                           const char       *a,
                                           TslMove          *m,
                                           GError          **error);
void        catan_caravans_move_to_json   (const TslMove    *m,
                                           JsonBuilder      *b);

/* tsl-catan-rivers-json.c (called by tsl-catan-json.c) */
gboolean    catan_rivers_move_from_json (JsonObject *o,
                                         const char *a,
                                         TslMove    *m,
                                         GError    **error);
void        catan_rivers_move_to_json   (const TslMove *m,
                                         JsonBuilder   *b);

G_END_DECLS
