/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-traders-private.h"

/* The log's sentences for the Traders & Barbarians actions (called by
 * tsl-catan-describe.c, which adds the gold received). */

/**
 * tsl_catan_good_label:
 * @good: a good of the Traders & Barbarians commodity cards
 *
 * Returns: its translated name ("glass")
 */
const char *
tsl_catan_good_label (TslCatanGood good)
{
  static const char * const labels[TSL_CATAN_N_GOODS] = {
    /* Translators: Traders & Barbarians goods on the commodity cards */
    N_("glass"), N_("tools"), N_("sand"), N_("marble"),
  };
  return _(labels[MIN ((guint) good, TSL_CATAN_N_GOODS - 1)]);
}

/**
 * tsl_catan_destination_label:
 * @destination: 0 the castle, 1 the quarry, 2 the glassworks
 *
 * Returns: its translated name as the goal of a delivery ("the castle")
 */
const char *
tsl_catan_destination_label (guint destination)
{
  static const char * const labels[TSL_CATAN_TB_DESTINATIONS] = {
    /* Translators: Traders & Barbarians destination hexes, as the goal of a delivery */
    N_("the castle"), N_("the quarry"), N_("the glassworks"),
  };
  return _(labels[MIN (destination, TSL_CATAN_TB_DESTINATIONS - 1)]);
}

static void
describe_wagon (GString            *out,
                const CatanState   *before,
                const CatanState   *after,
                const TslMove      *m,
                const char         *who)
{
  const CatanTradersSlice *tb = &before->slice_traders_barbarians;
  guint p = (guint) m->player;
  guint used = after->slice_traders_barbarians.tb_mp_used - tb->tb_mp_used;

  /* Translators: Traders & Barbarians; a player's name and the movement points the step cost */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s moved the wagon one step for %u movement point.",
                                         "%s moved the wagon one step for %u movement points.", used),
                          who, used);
  if (after->slice_traders_barbarians.tb_delivered[p] > tb->tb_delivered[p])
    {
      g_string_append_c (out, ' ');
      /* Translators: Traders & Barbarians; a player's name, a good ("glass") and a place ("the castle") */
      g_string_append_printf (out, _("%s delivered %s to %s and scored 1 victory point."), who,
                              tsl_catan_good_label (tb->tb_task[p]),
                              tsl_catan_destination_label (catan_tb_needed_at (tb->tb_task[p])));
    }
  if (m->arg[1] >= 0)
    {
      g_string_append_c (out, ' ');
      /* Translators: Traders & Barbarians; a player's name, a good ("sand") and a place ("the glassworks") */
      g_string_append_printf (out, _("%s took a commodity card: %s for %s."), who,
                              tsl_catan_good_label ((guint) m->arg[1]), tsl_catan_destination_label (catan_tb_needed_at ((guint) m->arg[1])));
    }
}

gboolean
catan_traders_describe (GString            *out,
                        const CatanState   *before,
                        const CatanState   *after,
                        const TslMove      *m,
                        const char         *who,
                        const char * const *names)
{
  const CatanTradersSlice *tb = &after->slice_traders_barbarians;
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_MOVE_WAGON:
      describe_wagon (out, before, after, m, who);
      return TRUE;
    case TSL_CATAN_WAGON_GRAIN:
      /* Translators: Traders & Barbarians */
      g_string_append_printf (out, _("%s paid 1 grain for 2 more movement points."), who);
      return TRUE;
    case TSL_CATAN_CHASE_BARBARIAN:
      if (tb->tb_barbarian_move != CATAN_NONE)
        /* Translators: Traders & Barbarians; a player's name and the number rolled */
        g_string_append_printf (out, _("%s rolled %d and chased the barbarian away."), who, m->arg[1]);
      else
        /* Translators: Traders & Barbarians; a player's name and the number rolled */
        g_string_append_printf (out, _("%s rolled %d; the barbarian stayed."), who, m->arg[1]);
      return TRUE;
    case TSL_CATAN_MOVE_BARBARIAN:
      if (m->arg[2] >= 0)
        {
          gint owner = catan_tb_path_owner (after, (guint) m->arg[1]);

          /* Translators: Traders & Barbarians; the player, then the owner of the road robbed */
          g_string_append_printf (out, _("%s moved a barbarian onto a road of %s and drew a card from them."),
                                  who, catan_player_name (names, owner, buf, sizeof buf));
        }
      else
        g_string_append_printf (out, _("%s moved a barbarian."), who);
      return TRUE;
    case TSL_CATAN_UPGRADE_WAGON:
      /* Translators: Traders & Barbarians; a player's name and the wagon's new level (2 to 5) */
      g_string_append_printf (out, _("%s upgraded the wagon to level %u."), who, tb->tb_level[m->player]);
      return TRUE;
    default:
      return FALSE;
    }
}
