/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-hooks-text-private.h"

/* The Harbourmaster card in the log (tsl-catan-describe.c, through its
 * hook): told when it changes hands, after the Largest Army. */

void
catan_harbormaster_describe_holders (GString            *out,
                                     const CatanState   *before,
                                     const CatanState   *after,
                                     const char * const *names)
{
  guint holder = after->slice_harbormaster.holder;
  guint points;
  char buf[32];

  if (holder == before->slice_harbormaster.holder || holder == CATAN_NONE)
    return;
  points = catan_harbor_points (after, holder);
  g_string_append_c (out, ' ');
  /* Translators: Traders & Barbarians; %s is a player's name, %u their
   * harbour points (1 per settlement, 2 per city at a harbour) */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s took the Harbourmaster card with %u harbour point.",
                                         "%s took the Harbourmaster card with %u harbour points.",
                                         points),
                          catan_player_name (names, (gint) holder, buf, sizeof buf), points);
}
