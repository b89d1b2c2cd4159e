/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-geometry.h"
#include "tsl-catan-view-private.h"

/* Lists of choices in a question, the keyboard's way to everything the
 * board offers to the mouse: legal moves to send, or spots on the board to
 * "click"; and the names the lists give hexes and paths. */

/**
 * _tsl_catan_view_hex_label:
 *
 * Returns: a hex as the lists of choices name it: "Forest 5", "Castle"
 */
char *
_tsl_catan_view_hex_label (const TslCatanInfo *info,
                           guint               hex)
{
  if (hex >= TSL_CATAN_N_LAND_HEXES)
    return g_strdup (_("Sea"));
  return tsl_catan_hex_label (info->terrain[hex], info->number[hex]);
}

static gboolean
is_sea (const TslCatanInfo *info,
        guint               hex)
{
  return hex >= TSL_CATAN_N_LAND_HEXES || info->terrain[hex] == TSL_CATAN_SEA;
}

/**
 * _tsl_catan_view_path_label:
 *
 * Returns: a path as the lists of choices name it, by its two hexes; a
 *   module's path past the board's edges as the module names it
 */
char *
_tsl_catan_view_path_label (const TslCatanInfo *info,
                            guint               edge)
{
  const TslHexTopology *topo = tsl_catan_hex_topology ();
  const guint16 *hexes;
  guint land;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  if (edge >= TSL_CATAN_N_EDGES)
    {
      TSL_CATAN_VIEW_FOREACH_MODULE (i, module, info)
        if (module->extra_path_label != NULL && edge - TSL_CATAN_N_EDGES < module->n_extra_paths)
          return module->extra_path_label (info, edge - TSL_CATAN_N_EDGES);
      return g_strdup ("");
    }
  hexes = topo->edge_hexes[edge];
  land = is_sea (info, hexes[0]) ? hexes[1] : hexes[0];
  a = _tsl_catan_view_hex_label (info, land);
  if (is_sea (info, hexes[0]) || is_sea (info, hexes[1]))
    {
      /* A coastal path: several border one hex, so say which side. */
      static const char *sides[TSL_HEX_N_DIRECTIONS] = {
        /* Translators: a path on the coast named by the side of its land
         * hex it lies on, e.g. "The east side of Hills 4" */
        N_("The east side of %s"),
        /* Translators: a path on the coast, e.g. "The north-east side of Hills 4" */
        N_("The north-east side of %s"),
        /* Translators: a path on the coast, e.g. "The north-west side of Hills 4" */
        N_("The north-west side of %s"),
        /* Translators: a path on the coast, e.g. "The west side of Hills 4" */
        N_("The west side of %s"),
        /* Translators: a path on the coast, e.g. "The south-west side of Hills 4" */
        N_("The south-west side of %s"),
        /* Translators: a path on the coast, e.g. "The south-east side of Hills 4" */
        N_("The south-east side of %s"),
      };

      for (guint k = 0; k < TSL_HEX_N_DIRECTIONS; k++)
        if (topo->hex_edges[land][k] == edge)
          return g_strdup_printf (_(sides[k]), a);
    }
  b = _tsl_catan_view_hex_label (info, hexes[1]);
  /* Translators: a path named by its two hexes, e.g.
   * "The path between Forest 5 and Hills 8" */
  return g_strdup_printf (_("The path between %s and %s"), a, b);
}

/**
 * tsl_catan_view_describe_path:
 * @path: a path of the board, or a module's past its edges
 *
 * Returns: (transfer full): the name the lists of choices give @path
 */
char *
tsl_catan_view_describe_path (TslCatanView *self,
                              guint         path)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), NULL);
  return _tsl_catan_view_path_label (&self->info, path);
}

typedef struct
{
  TslCatanView *view;
  GArray       *moves;
} MoveChoice;

static void
move_chosen_cb (int      choice,
                gpointer user_data)
{
  MoveChoice *data = user_data;

  if (choice >= 0 && (guint) choice < data->moves->len && data->view->game != NULL)
    _tsl_catan_view_apply_copy (data->view, &g_array_index (data->moves, TslMove, choice));
  g_array_unref (data->moves);
  g_object_unref (data->view);
  g_free (data);
}

/**
 * _tsl_catan_view_ask_moves:
 * @moves: (element-type TslMove): what each choice sends
 * @labels: one label per move
 * @cancellable: whether the question may be closed without a choice
 *
 * Asks the human which of @moves to make.
 */
void
_tsl_catan_view_ask_moves (TslCatanView *self,
                           const char   *primary,
                           const char   *secondary,
                           GArray       *moves,
                           GStrvBuilder *labels,
                           gboolean      cancellable)
{
  g_auto(GStrv) strv = g_strv_builder_end (labels);
  MoveChoice *data = g_new0 (MoveChoice, 1);

  data->view = g_object_ref (self);
  data->moves = g_array_ref (moves);
  _tsl_catan_view_ask (self, primary, secondary,
                       (const char * const *) strv, cancellable,
                       move_chosen_cb, data);
}

typedef struct
{
  TslCatanView        *view;
  GArray              *spots;   /* guint: edges or hexes */
  gboolean             hexes;
  TslCatanViewSpotNext next;
} SpotChoice;

static void
spot_chosen_cb (int      choice,
                gpointer user_data)
{
  SpotChoice *data = user_data;
  TslCatanView *self = data->view;

  if (choice >= 0 && (guint) choice < data->spots->len && self->game != NULL)
    {
      guint spot = g_array_index (data->spots, guint, choice);

      if (data->hexes)
        tsl_catan_view_click_hex (self, spot);
      else
        tsl_catan_view_click_edge (self, spot);
      if (data->next != NULL)
        data->next (self);
    }
  g_array_unref (data->spots);
  g_object_unref (self);
  g_free (data);
}

/**
 * _tsl_catan_view_ask_spots:
 * @spots: (element-type guint): land hexes when @hexes, paths otherwise
 * @next: (nullable): called after a spot was chosen, for a list that
 *   follows (the paths a picked piece may go to)
 *
 * Asks the human for one of @spots, named by their hexes, and clicks it:
 * the choice goes through the same steps as the mouse's.  Does nothing
 * when @spots is empty.
 */
void
_tsl_catan_view_ask_spots (TslCatanView        *self,
                           const char          *primary,
                           GArray              *spots,
                           gboolean             hexes,
                           TslCatanViewSpotNext next)
{
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;
  SpotChoice *data;

  if (spots->len == 0)
    return;
  for (guint i = 0; i < spots->len; i++)
    {
      guint spot = g_array_index (spots, guint, i);
      g_autofree char *label = hexes ? _tsl_catan_view_hex_label (&self->info, spot)
                                     : _tsl_catan_view_path_label (&self->info, spot);

      g_strv_builder_add (labels, label);
    }
  strv = g_strv_builder_end (labels);
  data = g_new0 (SpotChoice, 1);
  data->view = g_object_ref (self);
  data->spots = g_array_ref (spots);
  data->hexes = hexes;
  data->next = next;
  _tsl_catan_view_ask (self, primary, NULL,
                       (const char * const *) strv, TRUE,
                       spot_chosen_cb, data);
}
