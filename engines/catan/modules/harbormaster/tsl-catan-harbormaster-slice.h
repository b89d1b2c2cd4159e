/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

/* The Harbourmaster's part of the state (CatanState.slice_harbormaster;
 * tsl-catan-harbormaster.c). */
typedef struct
{
  guint8 holder;                    /* CATAN_NONE until someone has 3 harbour points */
} CatanHarbormasterSlice;
