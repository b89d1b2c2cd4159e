/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-hunters-private.h"

/* One translated sentence per thing that happened, for the game log.  Names
 * come from the caller; seats are used when it has none. */

static const char *
name_of (const char * const *names,
         guint               seat,
         char                buffer[32])
{
  if (names != NULL)
    {
      for (guint i = 0; i <= seat; i++)
        if (names[i] == NULL)
          goto fallback;
      return names[seat];
    }
fallback:
  /* Translators: a player without a name, e.g. "Player 2" */
  g_snprintf (buffer, 32, _("Player %u"), seat + 1);
  return buffer;
}

static void
append_sentence (GString    *out,
                 const char *sentence)
{
  if (out->len > 0)
    g_string_append_c (out, ' ');
  g_string_append (out, sentence);
}

static void
describe_event (GString                 *out,
                const TslHuntersCatalog *cat,
                const TslHuntersEvent   *e,
                guint                    n_players,
                const char * const      *names)
{
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *s = NULL;
      char buffer[32];
      const char *name;

      if (!(e->seats & (1u << p)))
        continue;
      name = name_of (names, p, buffer);
      switch (e->kind)
        {
        case TSL_HUNTERS_EVENT_DISCARD:
          /* Translators: the first %s is a player, the second a tile id */
          s = g_strdup_printf (_("%s drew tile %s, which fits nowhere: it leaves the game."),
                               name, cat->tiles[e->tile].id);
          break;
        case TSL_HUNTERS_EVENT_FOREST:
          s = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%s scored %u point for a closed forest.",
                                            "%s scored %u points for a closed forest.",
                                            e->points),
                               name, e->points);
          break;
        case TSL_HUNTERS_EVENT_RIVER:
          s = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%s scored %u point for a closed river.",
                                            "%s scored %u points for a closed river.",
                                            e->points),
                               name, e->points);
          break;
        case TSL_HUNTERS_EVENT_RETURN:
          s = g_strdup_printf (_("%s takes back the gatherers and fishers still standing, "
                                 "without points."), name);
          break;
        case TSL_HUNTERS_EVENT_BONUS:
          s = g_strdup_printf (_("%s closed a forest with a gold nugget and draws a bonus tile."),
                               name);
          break;
        case TSL_HUNTERS_EVENT_HUTS:
          s = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%s scored %u point for huts on a river system.",
                                            "%s scored %u points for huts on a river system.",
                                            e->points),
                               name, e->points);
          break;
        case TSL_HUNTERS_EVENT_HUNTERS:
          s = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%s scored %u point for hunters on a meadow.",
                                            "%s scored %u points for hunters on a meadow.",
                                            e->points),
                               name, e->points);
          break;
        default:
          s = g_strdup_printf (_("%s wins."), name);
          break;
        }
      append_sentence (out, s);
    }
}

char *
_tsl_hunters_describe_move (const TslHuntersCatalog *cat,
                            const TslHuntersState   *before,
                            const TslHuntersState   *after,
                            const TslMove           *move,
                            const char * const      *names)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *first = NULL;
  char buffer[32];
  const char *name = name_of (names, (guint) MAX (move->player, 0), buffer);

  switch (move->type)
    {
    case TSL_HUNTERS_MOVE_DRAW:
      /* A discard is told by its event. */
      if (!(move->flags & TSL_HUNTERS_FLAG_DISCARDED) && move->arg[0] >= 0)
        first = g_strdup_printf ((move->flags & TSL_HUNTERS_FLAG_BONUS) ?
                                 _("%s drew bonus tile %s.") : _("%s drew tile %s."),
                                 name, cat->tiles[move->arg[0]].id);
      break;
    case TSL_HUNTERS_MOVE_PLACE:
      /* Translators: "Anna placed tile L31 at [2, -1], turned 90°." */
      first = g_strdup_printf (_("%s placed tile %s at [%d, %d], turned %d°."), name,
                               cat->tiles[before->drawn].id, move->arg[0], move->arg[1],
                               move->arg[2] * 90);
      break;
    case TSL_HUNTERS_MOVE_FIGURE:
      {
        static const char * const formats[] = {
          N_("%s placed a gatherer in the forest."),
          N_("%s placed a fisher on the river."),
          N_("%s placed a hunter on the meadow."),
          N_("%s placed a hut on the river system."),
        };
        guint f = (guint) CLAMP (move->arg[0], 0, TSL_HUNTERS_N_FIGURES - 1);

        first = g_strdup_printf (_(formats[f]), name);
      }
      break;
    default:
      first = g_strdup_printf (_("%s placed no figure."), name);
      break;
    }
  if (first != NULL)
    append_sentence (out, first);
  for (guint i = 0, told = FALSE; i < after->n_events; i++)
    {
      guint kind = after->events[i].kind;

      /* The end is told before the final scoring. */
      if (!told && (kind == TSL_HUNTERS_EVENT_RETURN || kind == TSL_HUNTERS_EVENT_HUTS ||
                    kind == TSL_HUNTERS_EVENT_HUNTERS || kind == TSL_HUNTERS_EVENT_GAME_OVER))
        {
          append_sentence (out, _("The game is over."));
          told = TRUE;
        }
      describe_event (out, cat, &after->events[i], after->n_players, names);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}
