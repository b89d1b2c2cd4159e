/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"

G_BEGIN_DECLS

/* Traders & Barbarians (seed 002, KERESKEDŐK ÉS BARBÁROK; docs/rules-catan-tb.md,
 * S5).  Layers: traders-board (after board) < traders (with rivers and
 * caravans) < traders-json (with the other modules' JSON) < traders-text
 * (after describe and hint); the greedy player's part is tsl-catan-greedy-traders.c. */

#define CATAN_TB_FIRST_CENTRE   CATAN_N_VERTICES          /* node 54 + d */
#define CATAN_TB_FIRST_PATH     CATAN_N_EDGES             /* path 72 + 4 d + k */
#define CATAN_TB_START_GOLD     5     /* HU "Minden játékos kap 5 aranyat." */
#define CATAN_TB_GRAIN_MP       2     /* HU "1 gabonakártya leadásával ... 2 ponttal" */
#define CATAN_TB_BARBARIAN_MP   2     /* HU "2 további mozgásponttal" */
#define CATAN_TB_TOLL           1     /* HU "1 aranyat fizetni" */

/* The built-in data (data/catan/traders-barbarians.json), loaded once. */
typedef struct
{
  TslCatanWagonCard wagon[TSL_CATAN_TB_WAGON_LEVELS];
  guint8 dest_hex[TSL_CATAN_TB_DESTINATIONS];            /* land hex of each destination */
  guint8 barbarian_start[TSL_CATAN_TB_BARBARIANS];       /* edges */
  guint8 goods[TSL_CATAN_TB_DESTINATIONS][TSL_CATAN_N_GOODS];
  guint8 dev_cards[CATAN_N_DEV];
  guint8 numbers[16];                                    /* tokens A..R without B and H */
  guint8 n_numbers;
} CatanTradersData;

const CatanTradersData *catan_traders_data (void);

extern const char * const catan_good_names[TSL_CATAN_N_GOODS + 1];   /* NULL-terminated */

/* The destination (0 castle, 1 quarry, 2 glassworks) that needs @good. */
static inline guint
catan_tb_needed_at (guint good)
{
  return good == TSL_CATAN_GOOD_SAND ? 2 : good == TSL_CATAN_GOOD_TOOLS ? 1 : 0;
}

/* Whether destination @d supplies @good (its commodity cards show it):
 * the castle tools and sand, the quarry marble and sand, the glassworks
 * glass and tools. */
static inline gboolean
catan_tb_supplies (guint d,
                   guint good)
{
  static const guint8 supplied[TSL_CATAN_TB_DESTINATIONS] = {
    1u << TSL_CATAN_GOOD_TOOLS | 1u << TSL_CATAN_GOOD_SAND,
    1u << TSL_CATAN_GOOD_MARBLE | 1u << TSL_CATAN_GOOD_SAND,
    1u << TSL_CATAN_GOOD_GLASS | 1u << TSL_CATAN_GOOD_TOOLS,
  };
  return (supplied[d] >> good) & 1;
}

static inline guint
catan_tb_dest_terrain (guint d)
{
  return TSL_CATAN_TRADE_CASTLE + d;
}

/* tsl-catan-traders-board.c */
gboolean catan_traders_init        (CatanState *s,
                                    JsonNode   *setup,
                                    TslRng     *rng,
                                    GError    **error);
guint    catan_tb_path_ends        (const CatanState *s,
                                    guint             path,
                                    guint            *a,
                                    guint            *b);   /* FALSE-like 0 if no such path */
gboolean catan_tb_path_valid       (const CatanState *s,
                                    guint             path);
guint    catan_tb_node_paths       (const CatanState *s,
                                    guint             node,
                                    guint8           *paths);  /* up to 4 */
gint     catan_tb_parse_node       (const CatanState *s,
                                    JsonNode         *node,
                                    GError          **error);
gint     catan_tb_parse_path       (const CatanState *s,
                                    JsonNode         *node,
                                    GError          **error);
void     catan_tb_add_node         (const CatanState *s,
                                    JsonBuilder      *b,
                                    guint             node);
void     catan_tb_add_path         (const CatanState *s,
                                    JsonBuilder      *b,
                                    guint             path);

/* tsl-catan-traders.c */
gboolean catan_traders_path_road   (const CatanState *s,
                                    const TslMove    *m);
gboolean catan_traders_build_path_road (CatanState *s,
                                        guint       p,
                                        TslMove    *m,
                                        GError    **error);
gboolean catan_traders_roll_ok     (const CatanState *s,
                                    guint             sum,
                                    GError          **error);
gint     catan_tb_path_owner       (const CatanState *s,
                                    guint             path);
guint    catan_tb_step_cost        (const CatanState *s,
                                    guint             p,
                                    guint             path,
                                    guint            *toll);
guint    catan_tb_mp_left          (const CatanState *s);
guint64  catan_tb_wagon_targets    (const CatanState *s,
                                    guint             p);
guint    catan_tb_chase_targets    (const CatanState *s,
                                    guint             p);
gboolean catan_tb_barbarian_spot   (const CatanState *s,
                                    guint             path);
gint     catan_tb_barbarian_at     (const CatanState *s,
                                    guint             path);
gboolean catan_traders_legal       (const CatanState *s,
                                    guint             p,
                                    TslMoveList      *out);   /* TRUE: the only moves */
void     catan_traders_token_moves (const CatanState *s,
                                    guint             p,
                                    TslMoveList      *out);
void     catan_traders_legal_main  (const CatanState *s,
                                    guint             p,
                                    TslMoveList      *out);

/* tsl-catan-traders-json.c */
const CatanMoveSpec *catan_traders_move_spec (guint type);


G_END_DECLS
