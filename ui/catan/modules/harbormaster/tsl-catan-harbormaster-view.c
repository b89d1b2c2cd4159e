/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-view-private.h"

/* The Harbourmaster at the table: each player's harbour points, the
 * card's badge, and a notice when it changes hands. */

static gboolean
active (const TslCatanInfo *info)
{
  return info->harbormaster.played;
}

static gboolean
holds_harbormaster (const TslCatanInfo *info,
                    guint               seat)
{
  return info->harbormaster.played && (gint) seat == info->harbormaster.holder;
}

static const TslCatanRowBadge badges[] = {
  /* Translators: Traders & Barbarians: the special card of the player with
   * the most harbour points (seed 002: Kikötőmester). */
  { "card", NC_("card", "Harbourmaster"), NULL, holds_harbormaster },
};

static char *
harbor_text (const TslCatanInfo *info,
             guint               seat)
{
  guint points = info->players[seat].harbormaster.harbor_points;

  if (!info->harbormaster.played)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u harbour point", "%u harbour points", points), points);
}

static const TslCatanRowLine lines[] = {
  { N_("Harbour points: 1 for a settlement and 2 for a city at a harbour; the first with 3 takes the "
       "Harbourmaster card"), harbor_text },
};

static gboolean
notice_wanted (TslCatanView       *self,
               const TslCatanInfo *before,
               const TslMove      *move)
{
  return before->harbormaster.holder != self->info.harbormaster.holder;
}

const TslCatanViewModule tsl_catan_view_module_harbormaster = {
  .name = "harbormaster",
  .active = active,
  .badges = badges,
  .n_badges = G_N_ELEMENTS (badges),
  .lines = lines,
  .n_lines = G_N_ELEMENTS (lines),
  .notice_wanted = notice_wanted,
};
