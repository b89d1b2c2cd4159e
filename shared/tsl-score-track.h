/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tsl-types.h"

G_BEGIN_DECLS

/**
 * TslScoreTrack:
 * @score: each seat's total
 * @length: spaces on the track; a marker passing the end starts a new lap
 *   (H&G's 50-space track with its 50/100 point cards)
 */
typedef struct
{
  guint16 score[TSL_MAX_PLAYERS];
  guint8  length;
} TslScoreTrack;

void  tsl_score_track_init     (TslScoreTrack       *track,
                                guint                length);
void  tsl_score_track_add      (TslScoreTrack       *track,
                                guint                seat,
                                guint                points);
guint tsl_score_track_position (const TslScoreTrack *track,
                                guint                seat);
guint tsl_score_track_laps     (const TslScoreTrack *track,
                                guint                seat);

G_END_DECLS
