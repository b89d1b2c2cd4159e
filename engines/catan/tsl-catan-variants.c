/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-private.h"
#include "tsl-error.h"

/* How the Traders & Barbarians modules combine (seed 002, "KOMBINÁCIÓS
 * LEHETŐSÉGEK" after each variant; docs/rules-catan-tb.md, "Victory targets
 * and combinations").  The one place that knows the victory target the
 * modules give and the combinations the seed forbids. */

/* The `victory_points` option's value when it is not given: 10 in the base
 * game and in Two-player Catan (V4 keeps the base rules' target); the
 * Harbormaster raises every target by one ("A győzelemhez szükséges
 * győzelmi pontok mindenkori száma 1 ponttal megemelkedik"). */
gint
catan_victory_target (JsonObject *normalized)
{
  gint target = 10;

  /* Caravans: "A játéknak akkor van vége, ha ... elért 12 győzelmi pontot";
   * with the Harbourmaster 13 ("A Kikötőmester esetében ... 13"). */
  const char *scenario = json_object_get_string_member_with_default (normalized, "scenario", "none");

  if (g_strcmp0 (scenario, "caravans") == 0)
    target = 12;
  /* Barbarian Attack: "mihelyt egy játékos, aki éppen soron van, eléri a 12 pontot". */
  if (g_strcmp0 (scenario, "barbarian_attack") == 0)
    target = 12;
  if (tsl_options_get_bool (normalized, "harbormaster"))
    target += 1;
  return target;
}

gboolean
catan_founds_with_city (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_BARBARIAN_ATTACK ||
         s->scenario == CATAN_SCENARIO_TRADERS_BARBARIANS;
}

/* Refuses, naming why, a combination of options the rules cannot play.
 * Each module adds its own cases here. */
gboolean
catan_check_combination (const CatanState *s,
                         GError          **error)
{
  /* V1 puts the robber on the desert when no other hex is allowed ("akkor
   * a sivatagra rakjuk"): a rule that never lets it go there contradicts it. */
  if (s->opt_friendly_robber && !s->opt_robber_desert)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                           _("The Friendly Robber cannot be combined with a robber that may not go "
                             "to the desert: the Friendly Robber goes there when no other hex is allowed"));
      return FALSE;
    }
  return TRUE;
}
