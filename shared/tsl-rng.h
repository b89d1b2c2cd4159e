/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TslRng:
 *
 * A small seeded generator (PCG-XSH-RR 32, 16 bytes).  It is a plain value so
 * that it can live inside an engine's fixed-size state and be copied with it;
 * GRand is 2.5 KiB of Mersenne Twister and would make every state copy of a
 * searching computer player expensive.  Results are identical on every
 * platform, which replays and regression games rely on.
 */
typedef struct
{
  guint64 state;
  guint64 inc;
} TslRng;

#define TSL_RNG_MULTIPLIER G_GUINT64_CONSTANT (6364136223846793005)

void     tsl_rng_init    (TslRng  *rng,
                          guint64  seed,
                          guint64  stream);
void     tsl_rng_shuffle (TslRng  *rng,
                          gpointer base,
                          gsize    n_elements,
                          gsize    element_size);

/* The steps below are inline: they run several times per action of every
 * self-played game, where a call costs as much as the step itself. */

/**
 * tsl_rng_next:
 * @rng: the generator
 *
 * Returns: the next 32 uniformly distributed bits
 */
static inline guint32
tsl_rng_next (TslRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * TSL_RNG_MULTIPLIER + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/**
 * tsl_rng_below:
 * @rng: the generator
 * @bound: the exclusive upper bound, greater than 0
 *
 * Returns: a uniformly distributed integer in [0, @bound), without modulo bias
 */
static inline guint32
tsl_rng_below (TslRng  *rng,
               guint32  bound)
{
  /* Lemire's multiply-and-reject method: one multiplication in the common case. */
  guint64 m;
  guint32 low;

  g_return_val_if_fail (bound > 0, 0);

  m = (guint64) tsl_rng_next (rng) * bound;
  low = (guint32) m;
  if (G_UNLIKELY (low < bound))
    {
      guint32 threshold = (-bound) % bound;
      while (low < threshold)
        {
          m = (guint64) tsl_rng_next (rng) * bound;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

/**
 * tsl_rng_range:
 * @rng: the generator
 * @lo: the smallest result
 * @hi: the largest result, at least @lo
 *
 * Returns: a uniformly distributed integer in [@lo, @hi] (a die is `tsl_rng_range (rng, 1, 6)`)
 */
static inline gint
tsl_rng_range (TslRng *rng,
               gint    lo,
               gint    hi)
{
  g_return_val_if_fail (hi >= lo, lo);
  return lo + (gint) tsl_rng_below (rng, (guint32) (hi - lo) + 1);
}

G_END_DECLS
