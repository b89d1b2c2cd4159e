/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-rng.h"

#define PCG_MULTIPLIER G_GUINT64_CONSTANT (6364136223846793005)

/**
 * tsl_rng_init:
 * @rng: the generator
 * @seed: the seed
 * @stream: selects one of 2^63 independent sequences for the same seed
 *
 * Seeds @rng.  Games derive one stream per action index, so the outcome of an
 * action does not depend on how the game reached it (replay, undo, load).
 */
void
tsl_rng_init (TslRng  *rng,
              guint64  seed,
              guint64  stream)
{
  rng->state = 0;
  rng->inc = (stream << 1) | 1;
  tsl_rng_next (rng);
  rng->state += seed;
  tsl_rng_next (rng);
}

/**
 * tsl_rng_next:
 * @rng: the generator
 *
 * Returns: the next 32 uniformly distributed bits
 */
guint32
tsl_rng_next (TslRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * PCG_MULTIPLIER + rng->inc;
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
guint32
tsl_rng_below (TslRng  *rng,
               guint32  bound)
{
  /* Lemire's multiply-and-reject method: one multiplication in the common case. */
  guint64 m;
  guint32 low;

  g_return_val_if_fail (bound > 0, 0);

  m = (guint64) tsl_rng_next (rng) * bound;
  low = (guint32) m;
  if (low < bound)
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
gint
tsl_rng_range (TslRng *rng,
               gint    lo,
               gint    hi)
{
  g_return_val_if_fail (hi >= lo, lo);
  return lo + (gint) tsl_rng_below (rng, (guint32) (hi - lo) + 1);
}

/**
 * tsl_rng_shuffle:
 * @rng: the generator
 * @base: the first element of an array
 * @n_elements: how many elements
 * @element_size: the size of one element, at most 64 bytes
 *
 * Shuffles the array in place (Fisher–Yates).
 */
void
tsl_rng_shuffle (TslRng  *rng,
                 gpointer base,
                 gsize    n_elements,
                 gsize    element_size)
{
  guint8 *bytes = base;
  guint8 tmp[64];

  g_return_if_fail (element_size <= sizeof tmp);

  for (gsize i = n_elements; i > 1; i--)
    {
      gsize j = tsl_rng_below (rng, (guint32) i);
      if (j != i - 1)
        {
          memcpy (tmp, bytes + j * element_size, element_size);
          memcpy (bytes + j * element_size, bytes + (i - 1) * element_size, element_size);
          memcpy (bytes + (i - 1) * element_size, tmp, element_size);
        }
    }
}
