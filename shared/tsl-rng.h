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

void     tsl_rng_init    (TslRng  *rng,
                          guint64  seed,
                          guint64  stream);
guint32  tsl_rng_next    (TslRng  *rng);
guint32  tsl_rng_below   (TslRng  *rng,
                          guint32  bound);
gint     tsl_rng_range   (TslRng  *rng,
                          gint     lo,
                          gint     hi);
void     tsl_rng_shuffle (TslRng  *rng,
                          gpointer base,
                          gsize    n_elements,
                          gsize    element_size);

G_END_DECLS
