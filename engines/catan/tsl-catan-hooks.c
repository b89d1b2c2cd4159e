/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* The modules' own moves (CATAN_MODULE_MOVES, and their TslCatanAction
 * values, CATAN_MODULE_ACTIONS): their names, and the calls of the module
 * each belongs to.  The switches are generated from the lists.  A module's
 * own move of a module the game does not play is refused as unknown; a
 * TslCatanAction goes to its module, which says why it does not play it. */

const char *
catan_module_move_name (guint type)
{
  switch (type)
    {
#define CATAN_MOVE_NAME(name, NAME, move, MOVE) \
    case CATAN_MOVE_##MOVE: \
      return #move;
      CATAN_MODULE_MOVES (CATAN_MOVE_NAME)
#undef CATAN_MOVE_NAME
    default:
      return NULL;
    }
}

/* -1 for a name no module's move has */
gint
catan_module_move_type (const char *name)
{
  for (guint type = TSL_CATAN_N_ACTIONS; type < CATAN_N_MOVE_TYPES; type++)
    if (g_strcmp0 (catan_module_move_name (type), name) == 0)
      return (gint) type;
  return -1;
}

/* The bit of the module @type belongs to, 0 for none */
static guint
move_module (guint type)
{
  switch (type)
    {
#define CATAN_MOVE_MODULE(name, NAME, move, MOVE) \
    case CATAN_MOVE_##MOVE: \
      return CATAN_MODULE_##NAME;
      CATAN_MODULE_MOVES (CATAN_MOVE_MODULE)
#undef CATAN_MOVE_MODULE
#define CATAN_ACTION_MODULE(name, NAME, ACTION) \
    case TSL_CATAN_##ACTION: \
      return CATAN_MODULE_##NAME;
      CATAN_MODULE_ACTIONS (CATAN_ACTION_MODULE)
#undef CATAN_ACTION_MODULE
    default:
      return 0;
    }
}

/* -1 when no module has the move @type */
gint
catan_hooks_action_phase_ok (const CatanState *s,
                             guint             type)
{
  guint module = move_module (type);

#define CATAN_CALL_ACTION_PHASE_OK(name, NAME) \
  if (module == CATAN_MODULE_##NAME) \
    return catan_##name##_action_phase_ok (s, type);
  CATAN_HOOK_ACTION_PHASE_OK (CATAN_CALL_ACTION_PHASE_OK)
#undef CATAN_CALL_ACTION_PHASE_OK
  return -1;
}

/* FALSE when @type is a move of a module the game does not play, which
 * says why (refuse_unplayed) */
gboolean
catan_hooks_move_played (const CatanState *s,
                         guint             type,
                         GError          **error)
{
  guint module = move_module (type);

  if (module == 0 || (s->modules & module) != 0)
    return TRUE;
#define CATAN_CALL_REFUSE_UNPLAYED(name, NAME) \
  if (module == CATAN_MODULE_##NAME) \
    { \
      catan_##name##_refuse_unplayed (error); \
      return FALSE; \
    }
  CATAN_HOOK_REFUSE_UNPLAYED (CATAN_CALL_REFUSE_UNPLAYED)
#undef CATAN_CALL_REFUSE_UNPLAYED
  return TRUE;
}

gboolean
catan_hooks_apply (CatanState *s,
                   guint       p,
                   TslMove    *m,
                   TslRng     *rng,
                   GError    **error)
{
  guint module = move_module (m->type);

  if ((s->modules & module) == 0 && m->type >= TSL_CATAN_N_ACTIONS)
    return catan_fail (error, _("Unknown action"));
#define CATAN_CALL_APPLY(name, NAME) \
  if (module == CATAN_MODULE_##NAME) \
    return catan_##name##_apply (s, p, m, rng, error);
  CATAN_HOOK_APPLY (CATAN_CALL_APPLY)
#undef CATAN_CALL_APPLY
  return catan_fail (error, _("Unknown action"));
}

/* NULL when the module has no table of @type */
const CatanMoveSpec *
catan_hooks_move_spec (guint type)
{
#define CATAN_CALL_MOVE_SPEC(name, NAME) \
  if (move_module (type) == CATAN_MODULE_##NAME) \
    return catan_##name##_move_spec (type);
  CATAN_HOOK_MOVE_SPEC (CATAN_CALL_MOVE_SPEC)
#undef CATAN_CALL_MOVE_SPEC
  return NULL;
}

void
catan_hooks_move_to_json (const CatanState *s,
                          const TslMove    *m,
                          JsonBuilder      *b)
{
#define CATAN_CALL_MOVE_TO_JSON(name, NAME) \
  if (move_module (m->type) == CATAN_MODULE_##NAME) \
    catan_##name##_move_to_json (s, m, b);
  CATAN_HOOK_MOVE_TO_JSON (CATAN_CALL_MOVE_TO_JSON)
#undef CATAN_CALL_MOVE_TO_JSON
}

/* A move without members of its own needs no move_from_json hook. */
gboolean
catan_hooks_move_from_json (const CatanState *s,
                            JsonObject       *o,
                            TslMove          *m,
                            GError          **error)
{
#define CATAN_CALL_MOVE_FROM_JSON(name, NAME) \
  if (move_module (m->type) == CATAN_MODULE_##NAME) \
    return catan_##name##_move_from_json (s, o, m, error);
  CATAN_HOOK_MOVE_FROM_JSON (CATAN_CALL_MOVE_FROM_JSON)
#undef CATAN_CALL_MOVE_FROM_JSON
  return TRUE;
}

/* The core's actions: every module, played or not (its own refusals) */
gboolean
catan_hooks_action_spec (const CatanState     *s,
                         guint                 type,
                         const CatanMoveSpec **spec)
{
#define CATAN_CALL_ACTION_SPEC(name, NAME) \
  if (catan_##name##_action_spec (s, type, spec)) \
    return TRUE;
  CATAN_HOOK_ACTION_SPEC (CATAN_CALL_ACTION_SPEC)
#undef CATAN_CALL_ACTION_SPEC
  return FALSE;
}

void
catan_hooks_action_to_json (const CatanState *s,
                            const TslMove    *m,
                            JsonBuilder      *b)
{
#define CATAN_CALL_ACTION_TO_JSON(name, NAME) catan_##name##_action_to_json (s, m, b);
  CATAN_HOOK_ACTION_TO_JSON (CATAN_CALL_ACTION_TO_JSON)
#undef CATAN_CALL_ACTION_TO_JSON
}

gboolean
catan_hooks_action_from_json (const CatanState *s,
                              JsonObject       *o,
                              const char       *action,
                              TslMove          *m,
                              GError          **error)
{
#define CATAN_CALL_ACTION_FROM_JSON(name, NAME) \
  if (!catan_##name##_action_from_json (s, o, action, m, error)) \
    return FALSE;
  CATAN_HOOK_ACTION_FROM_JSON (CATAN_CALL_ACTION_FROM_JSON)
#undef CATAN_CALL_ACTION_FROM_JSON
  return TRUE;
}

void
catan_hooks_describe (GString          *out,
                      const CatanState *before,
                      const CatanState *after,
                      const TslMove    *m,
                      const char       *who)
{
  gsize len = out->len;

#define CATAN_CALL_DESCRIBE(name, NAME) \
  if (move_module (m->type) == CATAN_MODULE_##NAME) \
    catan_##name##_describe (out, before, after, m, who);
  CATAN_HOOK_DESCRIBE (CATAN_CALL_DESCRIBE)
#undef CATAN_CALL_DESCRIBE
  if (out->len == len && catan_hooks_move_spec (m->type) != NULL)
    catan_move_spec_describe (catan_hooks_move_spec (m->type), after, m, who, out);
}

/* The first module with a say, in the modules' order; -1 when none has */
gint
catan_hooks_outcome_seen (const CatanState *s,
                          const TslMove    *m,
                          const char       *member,
                          gint              seat)
{
  gint seen;

#define CATAN_CALL_OUTCOME_SEEN(name, NAME) \
  if ((seen = catan_##name##_outcome_seen (s, m, member, seat)) >= 0) \
    return seen;
  CATAN_HOOK_OUTCOME_SEEN (CATAN_CALL_OUTCOME_SEEN)
#undef CATAN_CALL_OUTCOME_SEEN
  (void) seen;
  return -1;
}

/* NULL when the module tells no hint for its move */
char *
catan_hooks_describe_hint (const CatanState   *s,
                           const TslMove      *m,
                           const char * const *names)
{
#define CATAN_CALL_DESCRIBE_HINT(name, NAME) \
  if (move_module (m->type) == CATAN_MODULE_##NAME) \
    return catan_##name##_describe_hint (s, m, names);
  CATAN_HOOK_DESCRIBE_HINT (CATAN_CALL_DESCRIBE_HINT)
#undef CATAN_CALL_DESCRIBE_HINT
  return NULL;
}

/* Every module, played or not: each sets its own "nowhere" values */
void
catan_hooks_info_read (const CatanState *s,
                       gint              seat,
                       TslCatanInfo     *info)
{
#define CATAN_CALL_INFO_READ(name, NAME) catan_##name##_info_read (s, seat, info);
  CATAN_HOOK_INFO_READ (CATAN_CALL_INFO_READ)
#undef CATAN_CALL_INFO_READ
}
