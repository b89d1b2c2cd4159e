/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-rules-private.h"

/* Catan Events (V2, option event_cards; docs/rules-catan-tb.md): the deck
 * and the declarations shared by tsl-catan-events*.c and the hooks in the
 * common rule files. */

G_BEGIN_DECLS

typedef struct
{
  guint8 number;  /* 2..12 */
  guint8 event;   /* TslCatanEvent */
} CatanEventCard;

extern const char * const catan_event_names[TSL_CATAN_N_EVENTS];
extern CatanEventCard     catan_event_deck[TSL_CATAN_N_EVENT_CARDS];
extern guint              catan_event_set_aside;

gboolean catan_event_new_year_due   (const CatanState *s);
gboolean catan_event_draw           (CatanState *s,
                                     gboolean    recorded,
                                     gint32     *card,
                                     gint32     *new_year,
                                     TslRng     *rng,
                                     GError    **error);
void     catan_event_begin          (CatanState *s,
                                     guint       card);
gint     catan_event_actor          (const CatanState *s);
guint    catan_event_poorer         (const CatanState *s,
                                     guint             p);
gboolean catan_event_damage_road    (CatanState *s,
                                     guint       p,
                                     TslMove    *m,
                                     GError    **error);
gboolean catan_event_repair_road    (CatanState *s,
                                     guint       p,
                                     TslMove    *m,
                                     GError    **error);
gboolean catan_event_take           (CatanState *s,
                                     guint       p,
                                     TslMove    *m,
                                     GError    **error);
gboolean catan_event_give           (CatanState *s,
                                     guint       p,
                                     TslMove    *m,
                                     GError    **error);
gboolean catan_event_draw_from      (CatanState *s,
                                     guint       p,
                                     TslMove    *m,
                                     TslRng     *rng,
                                     GError    **error);
void     catan_event_card_to_json   (JsonBuilder *b,
                                     guint        card,
                                     gboolean     new_year);
gboolean catan_event_card_from_json (const CatanState *s,
                                     JsonNode         *node,
                                     TslMove          *m,
                                     GError          **error);

G_END_DECLS
