/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* How the Traders & Barbarians modules combine (seed 002, "KOMBINÁCIÓS
 * LEHETŐSÉGEK" after each variant; docs/rules-catan-tb.md, "Victory targets
 * and combinations"): the victory target they give and the option sets the
 * rules test plays, from the modules' lines; each module refuses the
 * combinations its rules cannot play itself (check_options). */

/* The `victory_points` option's value when it is not given: 10 in the base
 * game and in Two-player Catan (V4 keeps the base rules' target), or the
 * target a scenario gives; a module may raise it (the Harbourmaster: "A
 * győzelemhez szükséges győzelmi pontok mindenkori száma 1 ponttal
 * megemelkedik").  The targets are the modules' (target= in their line). */
gint
catan_victory_target (JsonObject *normalized)
{
  static const struct
  {
    const char *option;
    const char *scenario;   /* NULL: an on/off option */
    gint        points;
    gboolean    added;
  } targets[] = { CATAN_MODULE_TARGETS };
  const char *scenario = json_object_get_string_member_with_default (normalized, "scenario", "none");
  gint target = 10;

  /* A scenario's own target first, then what the others add to it */
  for (guint added = 0; added <= 1; added++)
    for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
      {
        gboolean plays = targets[i].scenario != NULL ? g_str_equal (scenario, targets[i].scenario)
                                                     : tsl_options_get_bool (normalized, targets[i].option);

        if (plays && targets[i].added == (gboolean) added)
          target = added ? target + targets[i].points : targets[i].points;
      }
  return target;
}

/* The options that reach every module, for the rules every engine meets
 * (tests/shared/test-engine-rules.c plays each with 2, 3 and 4 seats, so
 * Two-player Catan (V4) meets every other module).  The seed combines
 * every variant and every scenario with all the variants (the
 * combinations above and in docs/rules-catan-tb.md), so each module plays
 * alone and with all of them at once; each scenario plays once on a
 * shuffled board.  Made from the modules' lines (option=, scenario=) once,
 * and kept for the program's life. */
#define N_OPTION_SETS (1 + CATAN_MODULE_N_OPTIONS + 1 + 2 * CATAN_MODULE_N_SCENARIOS + 1)
TslEngineOptionSet catan_option_sets[N_OPTION_SETS];

void
catan_option_sets_init (void)
{
  static const char * const options[] = { CATAN_MODULE_OPTIONS NULL };
  static const char * const scenarios[] = { CATAN_MODULE_SCENARIOS NULL };
  static gsize once = 0;
  g_autoptr(GString) all = g_string_new (NULL);
  guint n = 0;

  if (!g_once_init_enter (&once))
    return;
  /* The base game's rule options, other than their defaults */
  catan_option_sets[n++].options = "{\"layout\": \"random\", \"bank_shortage\": \"single_player_takes_rest\", "
                                   "\"robber_on_desert\": false, \"harbor_3to1_identical\": false, "
                                   "\"longest_road_tie\": \"set_aside\", \"trade_after_build\": true, "
                                   "\"domestic_trade\": false, "
                                   "\"victory_points\": 5}";
  for (guint i = 0; options[i] != NULL; i++)
    {
      catan_option_sets[n++].options = g_strdup_printf ("{\"%s\": true}", options[i]);
      g_string_append_printf (all, ", \"%s\": true", options[i]);
    }
  catan_option_sets[n++].options = g_strdup_printf ("{\"layout\": \"random\"%s}", all->str);
  for (guint i = 0; scenarios[i] != NULL; i++)
    {
      catan_option_sets[n++].options = g_strdup_printf ("{\"layout\": \"random\", \"scenario\": \"%s\"}",
                                                        scenarios[i]);
      catan_option_sets[n++].options = g_strdup_printf ("{\"scenario\": \"%s\"%s}", scenarios[i], all->str);
    }
  g_assert (n == N_OPTION_SETS - 1);
  g_once_init_leave (&once, 1);
}
