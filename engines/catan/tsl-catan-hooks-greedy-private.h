/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-hooks-private.h"

G_BEGIN_DECLS

/* The greedy player's hooks: what a module defines, and the calls. */

/* The greedy player's choices (tsl-catan-greedy-ai.c), for the modules
 * the game plays.  Each fills @m with a whole move of seat @p's and
 * returns TRUE, or returns FALSE leaving the choice to the others;
 * @target is the build @p saves for (NULL before the roll, in the robber's
 * phase and when asked first).
 * greedy_first: before anything else, in every phase (a module that
 * takes over phases of the core's and has phases of its own);
 * greedy_choose: first in the roll, robber and main phases, and in the
 * phases the core does not know (the module checks the phase);
 * greedy_build: in the main phase, after a city or settlement, before a
 * road; greedy_end_turn: when the choice is to end the turn (@m holds it),
 * a last move instead; greedy_site and greedy_road: what a free site (a
 * vertex @place) or a road (an edge @place) is worth more to @p, in the
 * player's units (multiples of a quarter, so that sums are exact in any
 * order). */
#define CATAN_DECLARE_GREEDY_CHOICE(name, NAME, hook) \
  gboolean catan_##name##_##hook (const CatanState *s, guint p, const guint8 *target, TslMove *m);
#define CATAN_DECLARE_GREEDY_FIRST(name, NAME) CATAN_DECLARE_GREEDY_CHOICE (name, NAME, greedy_first)
#define CATAN_DECLARE_GREEDY_CHOOSE(name, NAME) CATAN_DECLARE_GREEDY_CHOICE (name, NAME, greedy_choose)
#define CATAN_DECLARE_GREEDY_BUILD(name, NAME) CATAN_DECLARE_GREEDY_CHOICE (name, NAME, greedy_build)
#define CATAN_DECLARE_GREEDY_END_TURN(name, NAME) CATAN_DECLARE_GREEDY_CHOICE (name, NAME, greedy_end_turn)
CATAN_HOOK_GREEDY_FIRST (CATAN_DECLARE_GREEDY_FIRST)
CATAN_HOOK_GREEDY_CHOOSE (CATAN_DECLARE_GREEDY_CHOOSE)
CATAN_HOOK_GREEDY_BUILD (CATAN_DECLARE_GREEDY_BUILD)
CATAN_HOOK_GREEDY_END_TURN (CATAN_DECLARE_GREEDY_END_TURN)
#undef CATAN_DECLARE_GREEDY_FIRST
#undef CATAN_DECLARE_GREEDY_CHOOSE
#undef CATAN_DECLARE_GREEDY_BUILD
#undef CATAN_DECLARE_GREEDY_END_TURN
#undef CATAN_DECLARE_GREEDY_CHOICE
#define CATAN_DECLARE_GREEDY_VALUE(name, NAME, hook) double catan_##name##_##hook (const CatanState *s, guint p, guint place);
#define CATAN_DECLARE_GREEDY_SITE(name, NAME) CATAN_DECLARE_GREEDY_VALUE (name, NAME, greedy_site)
#define CATAN_DECLARE_GREEDY_ROAD(name, NAME) CATAN_DECLARE_GREEDY_VALUE (name, NAME, greedy_road)
CATAN_HOOK_GREEDY_SITE (CATAN_DECLARE_GREEDY_SITE)
CATAN_HOOK_GREEDY_ROAD (CATAN_DECLARE_GREEDY_ROAD)
#undef CATAN_DECLARE_GREEDY_SITE
#undef CATAN_DECLARE_GREEDY_ROAD
#undef CATAN_DECLARE_GREEDY_VALUE

/* The greedy player's (tsl-catan-greedy-ai.c).  Its choices: the first
 * module to choose a move makes it; catan_hooks_greedy_first (),
 * catan_hooks_greedy_choose (), catan_hooks_greedy_build () and
 * catan_hooks_greedy_end_turn (), all (s, p, target, m). */
#define CATAN_CALL_GREEDY_CHOICE(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_##hook (s, p, target, m)) \
    return TRUE;
#define CATAN_CALL_GREEDY_FIRST(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_first)
#define CATAN_CALL_GREEDY_CHOOSE(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_choose)
#define CATAN_CALL_GREEDY_BUILD(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_build)
#define CATAN_CALL_GREEDY_END_TURN(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_end_turn)
#define CATAN_DEFINE_GREEDY_CHOICE(hook, HOOK) \
  static inline gboolean \
  catan_hooks_##hook (const CatanState *s, \
                      guint             p, \
                      const guint8     *target, \
                      TslMove          *m) \
  { \
    if (!catan_has_modules (s)) \
      return FALSE; \
    CATAN_HOOK_##HOOK (CATAN_CALL_##HOOK) \
    return FALSE; \
  }
CATAN_DEFINE_GREEDY_CHOICE (greedy_first, GREEDY_FIRST)
CATAN_DEFINE_GREEDY_CHOICE (greedy_choose, GREEDY_CHOOSE)
CATAN_DEFINE_GREEDY_CHOICE (greedy_build, GREEDY_BUILD)
CATAN_DEFINE_GREEDY_CHOICE (greedy_end_turn, GREEDY_END_TURN)
#undef CATAN_DEFINE_GREEDY_CHOICE
#undef CATAN_CALL_GREEDY_FIRST
#undef CATAN_CALL_GREEDY_CHOOSE
#undef CATAN_CALL_GREEDY_BUILD
#undef CATAN_CALL_GREEDY_END_TURN
#undef CATAN_CALL_GREEDY_CHOICE

/* What the modules add to a site's (@place: a vertex) or a road's (an
 * edge) value, on the greedy player's hottest path: the base game pays one
 * test.  catan_hooks_greedy_site () and catan_hooks_greedy_road (). */
#define CATAN_CALL_GREEDY_VALUE(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME)) \
    value += catan_##name##_##hook (s, p, place);
#define CATAN_CALL_GREEDY_SITE(name, NAME) CATAN_CALL_GREEDY_VALUE (name, NAME, greedy_site)
#define CATAN_CALL_GREEDY_ROAD(name, NAME) CATAN_CALL_GREEDY_VALUE (name, NAME, greedy_road)
#define CATAN_DEFINE_GREEDY_VALUE(hook, HOOK) \
  static inline double \
  catan_hooks_##hook (const CatanState *s, \
                      guint             p, \
                      guint             place) \
  { \
    double value = 0; \
    \
    if (!catan_has_modules (s)) \
      return 0; \
    CATAN_HOOK_##HOOK (CATAN_CALL_##HOOK) \
    return value; \
  }
CATAN_DEFINE_GREEDY_VALUE (greedy_site, GREEDY_SITE)
CATAN_DEFINE_GREEDY_VALUE (greedy_road, GREEDY_ROAD)
#undef CATAN_DEFINE_GREEDY_VALUE
#undef CATAN_CALL_GREEDY_SITE
#undef CATAN_CALL_GREEDY_ROAD
#undef CATAN_CALL_GREEDY_VALUE

G_END_DECLS
