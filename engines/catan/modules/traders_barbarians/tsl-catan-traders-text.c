/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-text-private.h"
#include "tsl-catan-traders-private.h"

/* The log's sentences and the hints for the Traders & Barbarians actions
 * and its 7 (tsl-catan-describe.c, which adds the gold received, and
 * tsl-catan-hint.c, through their hooks). */

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

/* The hint's sentence for delivering @good where it goes */
static const char *
hint_delivery_text (guint good)
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

/* There is no robber. */
const char *
catan_traders_barbarians_describe_seven (const CatanState *s)
{
  return _("There is no robber: the 7 lets the player move a barbarian.");
}

static gboolean
drew_from_owner (const CatanState *before,
                 const CatanState *after,
                 const TslMove    *m)
{
  gint owner = m->arg[1] >= 0 ? catan_tb_path_owner (after, (guint) m->arg[1]) : -1;

  return owner >= 0 && owner < (gint) before->n_players && owner != m->player
         && after->players[owner].n_res < before->players[owner].n_res;
}

gboolean
catan_traders_barbarians_describe_move (GString            *out,
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
      /* A seat that did not see the card drawn (a network client) knows
       * only that the road's owner lost one. */
      if (m->arg[2] >= 0 || drew_from_owner (before, after, m))
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

/* The wagon and the barbarians. */
char *
catan_traders_barbarians_hint_move (const CatanState   *s,
                                    const CatanState   *after,
                                    const TslMove      *m,
                                    const TslMove      *applied,
                                    const char * const *names)
{
  guint p = (guint) m->player;
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_MOVE_WAGON:
      {
        guint used = after->slice_traders_barbarians.tb_mp_used - s->slice_traders_barbarians.tb_mp_used;
        GString *out = g_string_new (NULL);

        /* Translators: Traders & Barbarians; the movement points the step costs */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "The computer would move the wagon one step for %u movement point.",
                                                  "The computer would move the wagon one step for %u movement points.",
                                                  used), used);
        if (after->slice_traders_barbarians.tb_delivered[p] > s->slice_traders_barbarians.tb_delivered[p])
          {
            g_string_append_c (out, ' ');
            g_string_append (out, hint_delivery_text (s->slice_traders_barbarians.tb_task[p]));
          }
        if (applied->arg[1] >= 0)
          {
            g_string_append_c (out, ' ');
            /* Which commodity card it is, is drawn at random. */
            g_string_append (out, _("Then a commodity card would be drawn."));
          }
        return g_string_free (out, FALSE);
      }
    case TSL_CATAN_WAGON_GRAIN:
      return g_strdup (_("The computer would pay 1 grain for 2 more movement points."));
    case TSL_CATAN_CHASE_BARBARIAN:
      return g_strdup (_("The computer would roll the die to chase the barbarian away."));
    case TSL_CATAN_MOVE_BARBARIAN:
      if (applied->arg[2] >= 0)
        /* Translators: Traders & Barbarians; the owner of the road robbed */
        return g_strdup_printf (_("The computer would move a barbarian onto a road of %s and draw a card from them."),
                                catan_player_name (names, catan_tb_path_owner (after, (guint) m->arg[1]),
                                                   buf, sizeof buf));
      return g_strdup (_("The computer would move a barbarian."));
    case TSL_CATAN_UPGRADE_WAGON:
      /* Translators: Traders & Barbarians; the wagon's new level (2 to 5) */
      return g_strdup_printf (_("The computer would upgrade the wagon to level %u."), after->slice_traders_barbarians.tb_level[p]);
    default:
      return NULL;
    }
}
