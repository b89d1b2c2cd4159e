/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-catan-rules-private.h"

G_BEGIN_DECLS

/* A move type described by a table: its JSON members, each read into and
 * written from one field of the TslMove by one generic reader and writer
 * (tsl-catan-move-codec.c), so that a move's members are said once.  A
 * module's members on a core move (Fishermen's fish on a roll, …) come
 * after the table's, from the module's own code. */

typedef enum
{
  CATAN_ARG_VERTEX,        /* [q, r, corner] into arg[at]; required */
  CATAN_ARG_EDGE,          /* [[q, r], [q, r]] into arg[at]; required */
  CATAN_ARG_HEX,           /* [q, r] into arg[at]; required */
  CATAN_ARG_EDGE_OR_NULL,  /* an edge, or null or absent (-1) */
  CATAN_ARG_EDGES,         /* min to max edges into arg[at…], the rest -1 */
  CATAN_ARG_SEAT,          /* a seat of this game into arg[at]; required */
  CATAN_ARG_SEAT_OR_NULL,  /* a seat, or null or absent (-1) */
  CATAN_ARG_SEATS,         /* a list of seats, as bits of arg[at]; names[0 … max-1]
                            * as the bits after the seats' */
  CATAN_ARG_NAME,          /* one of names[0 … max-1] into arg[at] */
  CATAN_ARG_INT,           /* a whole number from min to max into arg[at] */
  CATAN_ARG_BOOL,          /* true or false into arg[at]; absent: false */
  CATAN_ARG_RESOURCES,     /* {"wool": 2, …} into count[at … at+4] */
  CATAN_ARG_SEAT_COUNTS,   /* {"1": 2, …} into count[seat], the mover's left out */
  CATAN_ARG_DRAWN,         /* a resource drawn from the seat in arg[from], or null */
  CATAN_ARG_COUNT,         /* a whole number from min to max into count[at]; absent: 0 */
  CATAN_ARG_NUMBERS,       /* up to len numbers from min to max into count[at…], the rest 0 */
  CATAN_ARG_DICE,          /* [a, b], each 1 to 6, into count[at], count[at+1] */
  CATAN_ARG_LAND,          /* a land hex into arg[at]; required */
  CATAN_ARG_LAND_OR_NULL,  /* a land hex, or null or absent (-1) */
  CATAN_ARG_PLACE,         /* a module's place, read by parse and written by add; required */
} CatanArgKind;

/* The member is what the engine drew (TSL_CATAN_MOVE_OUTCOME): optional,
 * read only when present, written only when the move records outcomes.
 * CATAN_ARG_DRAWN is always one. */
#define CATAN_ARG_OUTCOME 1u
/* -1 when absent, and written only when set (a draw that may find
 * nothing, a battle's hex). */
#define CATAN_ARG_UNSET   2u
/* With CATAN_ARG_NAME: -1 when absent or null, and written as null. */
#define CATAN_ARG_NULL    4u
/* With CATAN_ARG_OUTCOME: every seat sees it (the dice); an outcome
 * without it is the acting seat's, and CATAN_ARG_DRAWN also its victim's. */
#define CATAN_ARG_PUBLIC  8u

typedef struct
{
  const char         *member;        /* its JSON name */
  guint8              kind;          /* CatanArgKind */
  guint8              at;            /* the field: arg[at], or count[at] */
  guint8              flags;         /* CATAN_ARG_OUTCOME, _UNSET, _NULL, _PUBLIC */
  gint8               from;          /* CATAN_ARG_DRAWN: the arg holding the victim */
  guint8              len;           /* CATAN_ARG_NUMBERS: at most this many */
  gint32              min, max;      /* CATAN_ARG_INT, _COUNT, _NUMBERS, _EDGES; _NAME, _SEATS: max names */
  const char * const *names;         /* CATAN_ARG_NAME, CATAN_ARG_SEATS */
  /* CATAN_ARG_PLACE: a module's own place (a Traders & Barbarians node
   * or path), read into a number or -1 with @error set, and written */
  gint              (*parse) (const CatanState *s, JsonNode *node, GError **error);
  void              (*add)   (const CatanState *s, JsonBuilder *b, guint place);
  const char         *refusal;       /* N_(): after "Action “%s”: ", when the member is wrong
                                      * (a place's own message says what, when it has one) */
  const char         *refusal_item;  /* N_(): CATAN_ARG_SEATS, CATAN_ARG_SEAT_COUNTS: a wrong element */
} CatanMoveArg;

#define CATAN_MOVE_MAX_ARGS 4

typedef struct
{
  const char   *name;   /* the action's "type" (docs/game-files.md) */
  guint         n_args;
  CatanMoveArg  args[CATAN_MOVE_MAX_ARGS];
} CatanMoveSpec;

/* The base game's and the core's tables (tsl-catan-moves.c): NULL for a
 * type whose members are still read and written by hand. */
const CatanMoveSpec *catan_move_spec  (guint type);

/* Reads the table's members of @o into @m (whose type and player are
 * set), saying what is wrong as the hand-written readers did.  An
 * outcome is recorded whole: the first outcome member says whether the
 * move records one; the later ones are then required (but
 * CATAN_ARG_UNSET ones), or else ignored. */
gboolean catan_move_spec_read  (const CatanMoveSpec *spec,
                                const CatanState    *s,
                                JsonObject          *o,
                                TslMove             *m,
                                GError             **error);
/* Writes the table's members of @m, in the table's order. */
void     catan_move_spec_write (const CatanMoveSpec *spec,
                                const CatanState    *s,
                                const TslMove       *m,
                                JsonBuilder         *b);

/* The log sentence of a module's move that has none of its own: who made
 * it, its name and the members its table writes. */
void     catan_move_spec_describe (const CatanMoveSpec *spec,
                                   const CatanState    *s,
                                   const TslMove       *m,
                                   const char          *who,
                                   GString             *out);

G_END_DECLS
