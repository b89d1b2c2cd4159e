/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-rules-private.h"
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
  /* Traders & Barbarians: "13, vagy több győzelmi pontot"; with the
   * Harbourmaster 14 ("A Kikötőmester esetén 14 győzelmi pontig"). */
  if (g_strcmp0 (json_object_get_string_member_with_default (normalized, "scenario", "none"), "traders_barbarians") == 0)
    target = 13;
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

/* The options that reach every module, for the rules every engine meets
 * (tests/shared/test-engine-rules.c plays each with 2, 3 and 4 seats, so
 * Two-player Catan (V4) meets every other module).  The seed combines
 * every variant and every scenario with all the variants (the
 * combinations above and in docs/rules-catan-tb.md), so each module plays
 * alone and with all of them at once.  A new module adds its sets here. */
const TslEngineOptionSet catan_option_sets[] = {
  /* The base game's rule options, other than their defaults */
  { "{\"layout\": \"random\", \"bank_shortage\": \"single_player_takes_rest\", \"robber_on_desert\": false, "
    "\"harbor_3to1_identical\": false, \"longest_road_tie\": \"set_aside\", \"trade_after_build\": true, "
    "\"victory_points\": 5}", 0, 0 },
  /* V1 to V3 alone, and together */
  { "{\"friendly_robber\": true}", 0, 0 },
  { "{\"event_cards\": true}", 0, 0 },
  { "{\"harbormaster\": true}", 0, 0 },
  { "{\"layout\": \"random\", \"friendly_robber\": true, \"event_cards\": true, \"harbormaster\": true}", 0, 0 },
  /* S1 to S5 alone, and with the three variants */
  { "{\"layout\": \"random\", \"scenario\": \"fishermen\"}", 0, 0 },
  { "{\"scenario\": \"rivers\"}", 0, 0 },
  { "{\"layout\": \"random\", \"scenario\": \"caravans\"}", 0, 0 },
  { "{\"scenario\": \"barbarian_attack\"}", 0, 0 },
  { "{\"scenario\": \"traders_barbarians\"}", 0, 0 },
  { "{\"layout\": \"random\", \"scenario\": \"fishermen\", \"friendly_robber\": true, \"event_cards\": true, "
    "\"harbormaster\": true}", 0, 0 },
  { "{\"scenario\": \"rivers\", \"friendly_robber\": true, \"event_cards\": true, \"harbormaster\": true}", 0, 0 },
  { "{\"layout\": \"random\", \"scenario\": \"caravans\", \"friendly_robber\": true, \"event_cards\": true, "
    "\"harbormaster\": true}", 0, 0 },
  { "{\"scenario\": \"barbarian_attack\", \"friendly_robber\": true, \"event_cards\": true, \"harbormaster\": true}",
    0, 0 },
  { "{\"scenario\": \"traders_barbarians\", \"friendly_robber\": true, \"event_cards\": true, "
    "\"harbormaster\": true}", 0, 0 },
  { NULL, 0, 0 },
};

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
