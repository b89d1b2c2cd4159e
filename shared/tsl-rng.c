/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-rng.h"

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
