/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TSL_SUPPLY_MAX_KINDS 8

/**
 * TslSupply:
 * @count: how many of each kind
 *
 * Counted things of a few kinds: a bank of resource cards, a hand, a
 * player's unbuilt pieces or unplaced figures.  Taking never goes below zero.
 */
typedef struct
{
  guint8 count[TSL_SUPPLY_MAX_KINDS];
} TslSupply;

static inline guint
tsl_supply_total (const TslSupply *s,
                  guint            n_kinds)
{
  guint total = 0;

  for (guint k = 0; k < n_kinds; k++)
    total += s->count[k];
  return total;
}

static inline gboolean
tsl_supply_has (const TslSupply *s,
                guint            kind,
                guint            n)
{
  return s->count[kind] >= n;
}

static inline gboolean
tsl_supply_take (TslSupply *s,
                 guint      kind,
                 guint      n)
{
  if (s->count[kind] < n)
    return FALSE;
  s->count[kind] -= n;
  return TRUE;
}

static inline void
tsl_supply_give (TslSupply *s,
                 guint      kind,
                 guint      n)
{
  g_assert (s->count[kind] + n <= G_MAXUINT8);
  s->count[kind] += n;
}

/* Whether @s holds at least @need of every kind. */
static inline gboolean
tsl_supply_covers (const TslSupply *s,
                   const TslSupply *need,
                   guint            n_kinds)
{
  for (guint k = 0; k < n_kinds; k++)
    if (s->count[k] < need->count[k])
      return FALSE;
  return TRUE;
}

/* Moves @amounts from @from to @to; the caller checked tsl_supply_covers(). */
static inline void
tsl_supply_transfer (TslSupply       *from,
                     TslSupply       *to,
                     const TslSupply *amounts,
                     guint            n_kinds)
{
  for (guint k = 0; k < n_kinds; k++)
    {
      g_assert (from->count[k] >= amounts->count[k]);
      from->count[k] -= amounts->count[k];
      to->count[k] += amounts->count[k];
    }
}

G_END_DECLS
