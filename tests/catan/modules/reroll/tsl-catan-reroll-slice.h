/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

/* The re-roll's part of the state (CatanState.slice_reroll): whether the
 * player whose turn it is has rolled again. */
typedef struct
{
  guint8 used;
} CatanRerollSlice;
