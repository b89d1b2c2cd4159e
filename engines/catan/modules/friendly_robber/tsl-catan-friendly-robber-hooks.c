/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-error.h"

/* The Friendly Robber (T&B V1, seed 002, "BARÁTSÁGOS RABLÓ";
 * docs/rules-catan-tb.md): the robber spares the hexes of some seats
 * (tsl-catan-robber.c), and goes to the desert when nothing else is left. */

gboolean
catan_friendly_robber_plays (const CatanState *s)
{
  return (s->options_on & CATAN_MODULE_FRIENDLY_ROBBER) != 0;
}

/* V1 puts the robber on the desert when no other hex is allowed ("akkor a
 * sivatagra rakjuk"): a rule that never lets it go there contradicts it. */
gboolean
catan_friendly_robber_check_options (const CatanState *s,
                                     GError          **error)
{
  if (s->opt_robber_desert)
    return TRUE;
  g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                       _("The Friendly Robber cannot be combined with a robber that may not go "
                         "to the desert: the Friendly Robber goes there when no other hex is allowed"));
  return FALSE;
}

/* The seats with "akinek a győzelmi pontjai nem haladják meg a 2-t", at most
 * 2 victory points.  The points counted are the ones on the table
 * (catan_vp_public()): the player who moves the robber cannot know hidden
 * Victory Point cards, and counting them would reveal them. */
guint
catan_friendly_robber_robber_spares (const CatanState *s)
{
  guint mask = 0;

  for (guint p = 0; p < s->n_players; p++)
    if (catan_vp_public (s, p) <= 2)
      mask |= 1u << p;
  return mask;
}

const char *
catan_friendly_robber_robber_barred (const CatanState *s)
{
  return _("The Friendly Robber may not be moved to a hex where a player with "
           "2 or fewer victory points has a settlement");
}

const TslOptionSpec catan_friendly_robber_option_spec = {
  "friendly_robber", TSL_OPTION_BOOL, N_("Friendly Robber"),
  N_("The robber may not be moved to a hex where a player with 2 or fewer victory points has a "
     "settlement (Traders & Barbarians)"),
  0, 0, 1, NULL, 0, NULL
};

const char *
catan_friendly_robber_victim_spared (const CatanState *s)
{
  return _("The Friendly Robber takes nothing from a player with 2 or fewer victory points");
}
