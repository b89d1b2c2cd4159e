/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* The Harbourmaster's hooks (tsl-catan-hooks-private.h); its rules are in
 * tsl-catan-harbormaster.c. */

gboolean
catan_harbormaster_plays (const CatanState *s)
{
  return (s->options_on & CATAN_MODULE_HARBORMASTER) != 0;
}

/* The Harbourmaster card: 2 points. */
gint
catan_harbormaster_vp (const CatanState *s,
                       guint             p)
{
  return s->slice_harbormaster.holder == p ? 2 : 0;
}

/* Harbour points toward the card's 2 points. */
void
catan_harbormaster_evaluate (const CatanState *s,
                             guint             p,
                             double            future,
                             double           *f)
{
  (void) future;
  f[CATAN_EVAL_HARBORMASTER_HARBOR_POINTS] =
    s->slice_harbormaster.holder == p ? 0 : MIN (catan_harbor_points (s, p), 4u);
}

void
catan_harbormaster_player_to_json (const CatanState *s,
                                   guint             p,
                                   JsonBuilder      *b)
{
  json_builder_set_member_name (b, "harbor_points");
  json_builder_add_int_value (b, catan_harbor_points (s, p));
}

/* Nobody holds the card yet. */
void
catan_harbormaster_state_init (CatanState *s)
{
  s->slice_harbormaster.holder = CATAN_NONE;
}

const TslOptionSpec catan_harbormaster_option_spec = {
  "harbormaster", TSL_OPTION_BOOL, N_("Harbourmaster"),
  N_("Settlements and cities at harbours earn harbour points; the first with 3 takes the "
     "Harbourmaster card worth 2 victory points, and one more point is needed to win "
     "(Traders & Barbarians)"),
  0, 0, 1, NULL, 0, NULL
};

/* The card's holder, right after the scenario: where it has always been */
void
catan_harbormaster_state_to_json_after_scenario (const CatanState *s,
                                                 JsonBuilder      *b)
{
  catan_add_seat_or_null (b, "harbormaster_holder", s->slice_harbormaster.holder);
}
