/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

/* Hostile input for table-driven tests: every member and element of a
 * valid JSON document, at any depth, replaced in turn by a value of the
 * wrong type or out of every range (an object, a list, null, doubles,
 * integers beyond 32 and 64 bits, negative numbers, a wrong string). */

typedef enum
{
  HOSTILE_OBJECT,
  HOSTILE_LIST,
  HOSTILE_NULL,
  HOSTILE_FRACTION,      /* 2.5 */
  HOSTILE_HUGE_DOUBLE,   /* 1e30 */
  HOSTILE_NEGATIVE_DOUBLE, /* -1e23 */
  HOSTILE_WRAPS_32,      /* 2^32 + 1: 1 once narrowed to 32 or 8 bits */
  HOSTILE_MAX_64,        /* 2^63 - 1 */
  HOSTILE_MINUS_ONE,
  HOSTILE_NEGATIVE,      /* -1000 */
  HOSTILE_WRONG_STRING,
  HOSTILE_N_KINDS,
} HostileKind;

/* @variant: the document with one node replaced; @path: where, written as
 * "edges[0][1]" or "taken.1"; the first segment is the top-level member. */
typedef void (*HostileCheck) (JsonNode    *variant,
                              const char  *path,
                              HostileKind  kind,
                              gpointer     user_data);

const char *hostile_kind_text (HostileKind kind);
guint       hostile_for_each  (const char  *json,
                               HostileCheck check,
                               gpointer     user_data);
gboolean    hostile_path_in   (const char         *path,
                               const char * const *members);
void        hostile_check_options (TslEngine *engine,
                                   guint      n_players,
                                   guint64    seed);

G_END_DECLS
