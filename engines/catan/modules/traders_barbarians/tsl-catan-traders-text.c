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

/* Each good goes to one destination (catan_tb_needed_at), so every
 * sentence that names a delivery is whole: a language declines "the castle"
 * differently after "to", "for" or "into" (l10n review 2, S1). */

static const char *
delivered_text (guint good)
{
  switch (good)
    {
    /* Translators: Traders & Barbarians, the log; a player's name */
    case TSL_CATAN_GOOD_GLASS: return _("%s delivered glass to the castle and scored 1 victory point.");
    /* Translators: Traders & Barbarians, the log; a player's name */
    case TSL_CATAN_GOOD_TOOLS: return _("%s delivered tools to the quarry and scored 1 victory point.");
    /* Translators: Traders & Barbarians, the log; a player's name */
    case TSL_CATAN_GOOD_SAND: return _("%s delivered sand to the glassworks and scored 1 victory point.");
    /* Translators: Traders & Barbarians, the log; a player's name */
    default: return _("%s delivered marble to the castle and scored 1 victory point.");
    }
}

static const char *
took_text (guint good)
{
  switch (good)
    {
    /* Translators: Traders & Barbarians, the log; a player's name.  The
     * commodity card drawn names the good and where it must go. */
    case TSL_CATAN_GOOD_GLASS: return _("%s took a commodity card: glass for the castle.");
    /* Translators: Traders & Barbarians, the log; a player's name */
    case TSL_CATAN_GOOD_TOOLS: return _("%s took a commodity card: tools for the quarry.");
    /* Translators: Traders & Barbarians, the log; a player's name */
    case TSL_CATAN_GOOD_SAND: return _("%s took a commodity card: sand for the glassworks.");
    /* Translators: Traders & Barbarians, the log; a player's name */
    default: return _("%s took a commodity card: marble for the castle.");
    }
}

/**
 * catan_tb_hint_delivery_text:
 * @good: the good the wagon carries
 *
 * Returns: the hint's sentence for delivering @good where it goes
 */
const char *
catan_tb_hint_delivery_text (guint good)
{
  switch (good)
    {
    /* Translators: Traders & Barbarians, a hint: what the computer's move would do */
    case TSL_CATAN_GOOD_GLASS: return _("The wagon would deliver glass to the castle, for 1 victory point.");
    /* Translators: Traders & Barbarians, a hint: what the computer's move would do */
    case TSL_CATAN_GOOD_TOOLS: return _("The wagon would deliver tools to the quarry, for 1 victory point.");
    /* Translators: Traders & Barbarians, a hint: what the computer's move would do */
    case TSL_CATAN_GOOD_SAND: return _("The wagon would deliver sand to the glassworks, for 1 victory point.");
    /* Translators: Traders & Barbarians, a hint: what the computer's move would do */
    default: return _("The wagon would deliver marble to the castle, for 1 victory point.");
    }
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
      g_string_append_printf (out, delivered_text (tb->tb_task[p]), who);
    }
  if (m->arg[1] >= 0)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, took_text ((guint) m->arg[1]), who);
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
