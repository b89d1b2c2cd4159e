/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-score-track.h"

void
tsl_score_track_init (TslScoreTrack *track,
                      guint          length)
{
  g_return_if_fail (length > 0 && length <= G_MAXUINT8);
  memset (track, 0, sizeof *track);
  track->length = (guint8) length;
}

/* Scores only ever grow on a track: points are never taken away. */
void
tsl_score_track_add (TslScoreTrack *track,
                     guint          seat,
                     guint          points)
{
  g_return_if_fail (seat < TSL_MAX_PLAYERS);
  track->score[seat] = (guint16) MIN (G_MAXUINT16, track->score[seat] + points);
}

/**
 * tsl_score_track_position:
 *
 * Returns: the space the seat's marker stands on, 0 .. length - 1
 */
guint
tsl_score_track_position (const TslScoreTrack *track,
                          guint                seat)
{
  g_return_val_if_fail (seat < TSL_MAX_PLAYERS, 0);
  return track->score[seat] % track->length;
}

/**
 * tsl_score_track_laps:
 *
 * Returns: how many times the marker went round (the 50/100 point card shown)
 */
guint
tsl_score_track_laps (const TslScoreTrack *track,
                      guint                seat)
{
  g_return_val_if_fail (seat < TSL_MAX_PLAYERS, 0);
  return track->score[seat] / track->length;
}
