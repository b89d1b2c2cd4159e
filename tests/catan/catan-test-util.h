/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-catan-traders-private.h"
#include "tsl-error.h"

G_BEGIN_DECLS

/* Helpers shared by the Catan tests: states from explicit setups, actions
 * written as JSON (as in a game file), and assertions that a refused action
 * leaves the state byte for byte unchanged. */

TslEngine  *ct_engine          (void);
CatanState *ct_new             (const char *options_json,
                                guint       n_players,
                                const char *setup_json);
CatanState *ct_new_beginner    (guint       n_players);
gboolean    ct_try             (CatanState *s,
                                const char *action_json,
                                TslMove    *applied,
                                GError    **error);
void        ct_ok              (CatanState *s,
                                const char *action_json);
void        ct_refused         (CatanState *s,
                                const char *action_json,
                                gint        code,
                                const char *message_part);
gint        ct_vertex          (const char *json);
gint        ct_edge            (const char *json);
gint        ct_hex             (const char *json);
void        ct_give            (CatanState *s,
                                guint       p,
                                guint       r,
                                guint       n);
void        ct_take_all        (CatanState *s,
                                guint       p);
void        ct_setup_round     (CatanState         *s,
                                const char * const *placements);  /* vertex, edge, vertex, edge... */
JsonNode   *ct_state_json      (const CatanState *s);
gboolean    ct_lists_harbor    (const CatanState *s,
                                guint             p,
                                const char       *kind);
guint       ct_legal_count     (const CatanState *s,
                                TslLegalFlags     flags,
                                gint              type);   /* -1: all */
char       *ct_json_string     (JsonNode *node);
void        ct_check_invariants (const CatanState *s);

G_END_DECLS

G_BEGIN_DECLS
/* Scaffolding for positions the founding phase cannot reach quickly:
 * pieces put straight on the board (taken from the owner's supply). */
void ct_skip_setup      (CatanState *s);
void ct_put_settlement  (CatanState *s,
                         guint       p,
                         guint       v);
void ct_put_road        (CatanState *s,
                         guint       p,
                         guint       e);
guint ct_ring_edge      (const char *hex,
                         guint       k);     /* side k of a land hex */
guint ct_ring_corner    (const char *hex,
                         guint       k);     /* corner k of a land hex */
guint ct_spoke          (const char *hex,
                         guint       k);     /* the path leaving corner k away from the hex */
G_END_DECLS

G_BEGIN_DECLS
char *ct_beginner_setup (const char *member,
                         const char *value_json);   /* the beginner setup with one member replaced */
G_END_DECLS
