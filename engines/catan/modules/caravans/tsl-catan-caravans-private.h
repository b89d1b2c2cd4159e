/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"

/* Caravans (seed 002, KARAVÁNUTAK; docs/rules-catan-tb.md, S3):
 * declarations shared by tsl-catan-caravans*.c and the hooks in the common
 * rule files. */

G_BEGIN_DECLS

/* tsl-catan-caravans-board.c */
gboolean catan_caravans_init     (CatanState *s,
                                  JsonNode   *setup,
                                  GError    **error);

/* tsl-catan-caravans.c */
gint     catan_camel_caravan     (const CatanState *s,
                                  guint             e);
guint    catan_camel_spots       (const CatanState *s,
                                  guint8           *edges);
gboolean catan_caravan_open      (const CatanState *s,
                                  guint             c);
guint    catan_caravan_root      (const CatanState *s,
                                  guint             c);
void     catan_place_camel       (CatanState *s,
                                  guint       e);
gboolean catan_camel_vote_due    (const CatanState *s);
void     catan_camel_vote_begin  (CatanState *s);
gboolean catan_camel_proposal_ok (const CatanState *s,
                                  gint              e0,
                                  gint              e1,
                                  GError          **error);
void     catan_camel_vote_moves  (const CatanState *s,
                                  guint             p,
                                  TslMoveList      *out);
gboolean catan_camel_vote        (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);

/* tsl-catan-caravans-json.c */
const CatanMoveSpec *catan_caravans_move_spec (guint type);

G_END_DECLS
