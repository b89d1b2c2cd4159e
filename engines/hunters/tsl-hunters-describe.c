/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-hunters-private.h"

/* One translated sentence per thing that happened, for the game log.  Names
 * come from the caller; seats are used when it has none.  Tiles are told by
 * what a player sees on them, never by their ids, positions or turns: those
 * belong in game files. */

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

/* What shows on a tile: bit 0 a forest, bit 1 a river, bit 2 a lake. */
static guint
tile_features (const TslHuntersTile *tile)
{
  guint features = 0;

  for (guint r = 0; r < tile->n_regions; r++)
    switch (tile->regions[r].type)
      {
      case TSL_HUNTERS_REGION_FOREST:
        features |= 1;
        break;
      case TSL_HUNTERS_REGION_RIVER:
        features |= 2;
        break;
      case TSL_HUNTERS_REGION_LAKE:
        features |= 4;
        break;
      default:
        break;
      }
  return features;
}

static gboolean
tile_has (const TslHuntersTile *tile,
          gboolean              fire)
{
  for (guint r = 0; r < tile->n_regions; r++)
    if (fire ? tile->regions[r].fire : tile->regions[r].dolmen)
      return TRUE;
  return FALSE;
}

/* "Anna placed a tile with a forest and a river.", by the tile's features. */
static char *
describe_placement (const TslHuntersTile *tile,
                    const char           *name)
{
  /* Translators: in all these sentences %s is a player's name. */
  static const char * const land[] = {
    N_("%s placed a meadow tile."),
    N_("%s placed a tile with a forest."),
    N_("%s placed a tile with a river."),
    N_("%s placed a tile with a forest and a river."),
    N_("%s placed a tile with a lake."),
    N_("%s placed a tile with a forest and a lake."),
    N_("%s placed a tile with a river and a lake."),
    N_("%s placed a tile with a forest, a river and a lake."),
  };
  static const char * const bonus[] = {
    N_("%s placed a bonus tile with a meadow."),
    N_("%s placed a bonus tile with a forest."),
    N_("%s placed a bonus tile with a river."),
    N_("%s placed a bonus tile with a forest and a river."),
    N_("%s placed a bonus tile with a lake."),
    N_("%s placed a bonus tile with a forest and a lake."),
    N_("%s placed a bonus tile with a river and a lake."),
    N_("%s placed a bonus tile with a forest, a river and a lake."),
  };

  if (tile->set != TSL_HUNTERS_SET_BONUS)
    return g_strdup_printf (_(land[tile_features (tile)]), name);
  if (tile_has (tile, TRUE))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s placed the bonus tile with the fire, which drives the tigers "
                              "from its meadow."), name);
  if (tile_has (tile, FALSE))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s placed the bonus tile with the dolmen."), name);
  return g_strdup_printf (_(bonus[tile_features (tile)]), name);
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
          s = g_strdup_printf (cat->tiles[e->tile].set == TSL_HUNTERS_SET_BONUS
                               /* Translators: %s is a player's name */
                               ? _("%s drew a bonus tile that fitted nowhere: it left the game.")
                               /* Translators: %s is a player's name */
                               : _("%s drew a tile that fitted nowhere: it left the game."),
                               name);
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
          s = g_strdup_printf (_("%s took back the gatherers and fishers still standing, "
                                 "without points."), name);
          break;
        case TSL_HUNTERS_EVENT_BONUS:
          s = g_strdup_printf (_("%s closed a forest with a gold nugget and drew a bonus tile."),
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
          s = g_strdup_printf (_("%s won."), name);
          break;
        }
      append_sentence (out, s);
    }
}

static gboolean
drew_discard (const TslHuntersState *after)
{
  for (guint i = 0; i < after->n_events; i++)
    if (after->events[i].kind == TSL_HUNTERS_EVENT_DISCARD)
      return TRUE;
  return FALSE;
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
      /* A discard is told by its event.  What was drawn is told when it
       * is placed.  Both read from the states, not the move's flags, which
       * a move told over the network does not carry. */
      if (!drew_discard (after) && move->arg[0] >= 0)
        first = g_strdup_printf (before->bonus_turn
                                 /* Translators: %s is a player's name */
                                 ? _("%s drew a bonus tile.")
                                 /* Translators: %s is a player's name */
                                 : _("%s drew a tile."), name);
      break;
    case TSL_HUNTERS_MOVE_PLACE:
      first = describe_placement (&cat->tiles[before->drawn], name);
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

/* "The computer would place the tile with a forest.": the tile in hand is
 * public, so its features may be told; where it goes the board shows. */
static char *
hint_placement (const TslHuntersTile *tile)
{
  static const char * const land[] = {
    N_("The computer would place the meadow tile."),
    N_("The computer would place the tile with a forest."),
    N_("The computer would place the tile with a river."),
    N_("The computer would place the tile with a forest and a river."),
    N_("The computer would place the tile with a lake."),
    N_("The computer would place the tile with a forest and a lake."),
    N_("The computer would place the tile with a river and a lake."),
    N_("The computer would place the tile with a forest, a river and a lake."),
  };

  if (tile->set == TSL_HUNTERS_SET_BONUS)
    return g_strdup (_("The computer would place the bonus tile."));
  return g_strdup (_(land[tile_features (tile)]));
}

/* The figure and the feature it goes on, in words. */
static char *
hint_figure (const TslHuntersCatalog *cat,
             const TslHuntersState   *state,
             const TslMove           *move)
{
  const TslHuntersTile *tile = &cat->tiles[state->tiles[state->last_tile].kind];
  guint region = (guint) CLAMP (move->arg[1], 0, tile->n_regions - 1);

  switch (move->arg[0])
    {
    case TSL_HUNTERS_FIGURE_GATHERER:
      return g_strdup (_("The computer would place a gatherer in the forest of the new tile."));
    case TSL_HUNTERS_FIGURE_FISHER:
      if (tile->regions[region].type == TSL_HUNTERS_REGION_LAKE)
        return g_strdup (_("The computer would place a fisher on the lake of the new tile."));
      return g_strdup (_("The computer would place a fisher on the river of the new tile."));
    case TSL_HUNTERS_FIGURE_HUNTER:
      return g_strdup (_("The computer would place a hunter on the meadow of the new tile."));
    default:
      return g_strdup (_("The computer would place a hut on the river system of the new tile."));
    }
}

/**
 * _tsl_hunters_describe_hint:
 * @state: the view of the seat that acts
 * @move: a legal move of that seat, without outcomes
 *
 * Returns: (transfer full): the hint for @move, in the conditional; the
 *   tile a draw would bring is never told
 */
char *
_tsl_hunters_describe_hint (const TslHuntersCatalog *cat,
                            const TslHuntersState   *state,
                            const TslMove           *move)
{
  switch (move->type)
    {
    case TSL_HUNTERS_MOVE_DRAW:
      /* Which stack is known (a nugget earned the bonus tile), not the tile. */
      if (state->bonus_turn)
        return g_strdup (_("The computer would draw a bonus tile."));
      return g_strdup (_("The computer would draw a tile."));
    case TSL_HUNTERS_MOVE_PLACE:
      return hint_placement (&cat->tiles[state->drawn]);
    case TSL_HUNTERS_MOVE_FIGURE:
      return hint_figure (cat, state, move);
    default:
      return g_strdup (_("The computer would place no figure."));
    }
}
