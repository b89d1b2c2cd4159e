/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* The edges of play: counters at their limits, setups nobody could play,
 * targets nobody could reach, and what the bank can no longer pay.  "§"
 * cites the digest of the rules, HU/DE/BG the seed rulebooks (000, 003, 004). */

/* --------------------------------------------------------------- turns */

static void
test_turn_counter_wide (void)
{
  g_autofree CatanState *s = ct_new_beginner (3);
  g_autoptr(JsonNode) state = NULL;

  g_test_summary ("The turn counter counts past 65,535 (issue 8: it wrapped to 0)");
  ct_skip_setup (s);
  s->turn = G_MAXUINT16;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpuint (tsl_engine_get_turn (ct_engine (), s), ==, 65536);
  state = ct_state_json (s);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (state), "turn"), ==, 65536);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/catan/limits/turn-counter", test_turn_counter_wide);
  return g_test_run ();
}
