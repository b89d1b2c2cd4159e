/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-net-latency.h"

/*
 * TslNetLatency: a histogram of durations in microseconds, of constant
 * size however long a server runs (a game of Catan is hundreds of moves,
 * a busy server plays millions).  Durations under 64 µs are counted
 * exactly; above, each power of two is cut into 32 buckets, so that a
 * percentile is off by at most 1/32 (about 3 %).
 */

#define EXACT 64
#define SUB 32
/* 64 exact values, then powers of two from 2⁶ to 2⁶² µs. */
#define N_BUCKETS (EXACT + (63 - 6) * SUB)

struct _TslNetLatency
{
  guint64 buckets[N_BUCKETS];
  guint64 count;
  gint64  sum;
  gint64  max;
};

TslNetLatency *
tsl_net_latency_new (void)
{
  return g_new0 (TslNetLatency, 1);
}

void
tsl_net_latency_free (TslNetLatency *self)
{
  g_free (self);
}

static guint
bucket_of (gint64 usec)
{
  guint shift;

  if (usec < EXACT)
    return (guint) usec;
  /* The top 6 bits of @usec, 32 to 63: its place within its power of two. */
  shift = g_bit_storage ((gulong) usec) - 6;
  return EXACT + (shift - 1) * SUB + (guint) ((usec >> shift) - SUB);
}

/* The largest duration bucket @i holds. */
static gint64
bucket_top (guint i)
{
  guint shift;

  if (i < EXACT)
    return i;
  shift = (i - EXACT) / SUB + 1;
  /* Unsigned: the last bucket's top is 2⁶³ - 1. */
  return (gint64) ((((guint64) (i - EXACT) % SUB + SUB + 1) << shift) - 1);
}

void
tsl_net_latency_add (TslNetLatency *self,
                     gint64         usec)
{
  g_return_if_fail (self != NULL);
  usec = MAX (usec, 0);
  self->buckets[bucket_of (usec)]++;
  self->count++;
  self->sum += usec;
  self->max = MAX (self->max, usec);
}

guint64
tsl_net_latency_get_count (TslNetLatency *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->count;
}

/**
 * tsl_net_latency_percentile:
 * @fraction: from 0 to 1: 0.5 for the median, 0.99 for the 99th percentile
 *
 * Returns: the duration that @fraction of those added do not exceed, in
 *   µs, rounded up to its bucket's top (never above the longest); 0 when
 *   none was added
 */
gint64
tsl_net_latency_percentile (TslNetLatency *self,
                            double         fraction)
{
  guint64 rank, seen = 0;

  g_return_val_if_fail (self != NULL, 0);
  if (self->count == 0)
    return 0;
  /* The rank of the duration sought, from 1: ⌈fraction × count⌉. */
  rank = (guint64) (fraction * self->count);
  if (rank < fraction * self->count || rank == 0)
    rank++;
  for (guint i = 0; i < N_BUCKETS; i++)
    {
      seen += self->buckets[i];
      if (seen >= rank)
        return MIN (bucket_top (i), self->max);
    }
  return self->max;
}

static double
to_ms (gint64 usec)
{
  return usec / 1000.0;
}

/**
 * tsl_net_latency_to_json:
 *
 * Returns: (transfer full): {"count", "mean_ms", "median_ms", "p90_ms",
 *   "p99_ms", "max_ms"}
 */
JsonObject *
tsl_net_latency_to_json (TslNetLatency *self)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (self != NULL, NULL);
  json_object_set_int_member (object, "count", (gint64) self->count);
  json_object_set_double_member (object, "mean_ms", self->count > 0 ? to_ms (self->sum) / self->count : 0);
  json_object_set_double_member (object, "median_ms", to_ms (tsl_net_latency_percentile (self, 0.5)));
  json_object_set_double_member (object, "p90_ms", to_ms (tsl_net_latency_percentile (self, 0.9)));
  json_object_set_double_member (object, "p99_ms", to_ms (tsl_net_latency_percentile (self, 0.99)));
  json_object_set_double_member (object, "max_ms", to_ms (self->max));
  return object;
}
