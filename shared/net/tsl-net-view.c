/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-game.h"
#include "tsl-json-read.h"
#include "tsl-net-protocol.h"
#include "tsl-net-view.h"

/*
 * A seat's view travels as the engine's own fixed-size state block (base64),
 * so that a Tessella client holds a state its engine, its computer players
 * and its views can use as they are.  The block is only meaningful to the
 * same build of the same engine: the fingerprint names the layout, and the
 * client also checks that the block reads back as the JSON the server sent
 * beside it (docs/protocol.md, "Views").
 */

/* Outside the game's own streams (one per action, and the view streams of
 * tsl_game_dup_view()), so that the views sent say nothing of the seed. */
#define NET_VIEW_STREAM_BASE (G_GUINT64_CONSTANT (3) << 61)

/**
 * tsl_net_view_fingerprint:
 *
 * Names the layout of @engine's state block in this build: the version,
 * the pointer size and byte order, the block's size and the bytes of a
 * fresh default game (which move when a member moves).
 *
 * Returns: (transfer full): a SHA-256 in hex
 */
char *
tsl_net_view_fingerprint (TslEngine *engine)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(TslGame) game = NULL;
  g_autofree char *header = NULL;
  gsize size = tsl_engine_get_state_size (engine);

  header = g_strdup_printf ("%s %s %u %u %" G_GSIZE_FORMAT, PACKAGE_VERSION,
                            tsl_engine_get_id (engine), (guint) sizeof (gpointer),
                            (guint) G_BYTE_ORDER, size);
  g_checksum_update (checksum, (const guchar *) header, -1);
  game = tsl_game_new (engine, NULL, tsl_engine_get_min_players (engine), 1, NULL, NULL);
  if (game != NULL)
    g_checksum_update (checksum, tsl_game_get_state (game), (gssize) size);
  return g_strdup (g_checksum_get_string (checksum));
}

/**
 * tsl_net_view_redact:
 * @state: the real state
 * @view_key: the table's secret view key (not the game's seed)
 * @n_actions: the actions played
 *
 * What @seat may see of @state, or with @seat -1 what everyone may see
 * (the public view spectators get: every seat's hidden cards dealt
 * again).  The hidden cards are dealt again from a
 * stream of the table's view key, never of the game's seed, so views say
 * nothing about future outcomes; by the engine's rule 7 the view depends
 * only on what the seat knows and on that stream.
 *
 * Returns: (transfer full): a state block to g_free()
 */
gpointer
tsl_net_view_redact (TslEngine     *engine,
                     gconstpointer  state,
                     gint           seat,
                     guint64        view_key,
                     guint          n_actions)
{
  gpointer view = tsl_engine_state_dup (engine, state);
  TslRng rng;

  /* The public view (@seat -1) has a stream of its own, past every seat's. */
  tsl_rng_init (&rng, view_key, NET_VIEW_STREAM_BASE + (guint64) n_actions * 64
                                + (seat >= 0 ? (guint) seat : TSL_MAX_PLAYERS));
  tsl_engine_redact (engine, view, seat, &rng);
  return view;
}

JsonObject *
tsl_net_view_to_json (TslEngine     *engine,
                      gconstpointer  view,
                      const char    *fingerprint)
{
  JsonObject *object = json_object_new ();
  gsize size = tsl_engine_get_state_size (engine);
  g_autofree char *data = g_base64_encode (view, size);

  json_object_set_string_member (object, "engine", tsl_engine_get_id (engine));
  json_object_set_int_member (object, "size", (gint64) size);
  json_object_set_string_member (object, "fingerprint", fingerprint);
  json_object_set_string_member (object, "data", data);
  return object;
}

static gpointer
refuse (GError    **error,
        const char *message)
{
  g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_VIEW, message);
  return NULL;
}

/**
 * tsl_net_view_load:
 * @view: the "view" member of an update
 * @state_json: the "state" member beside it
 * @fingerprint: this build's tsl_net_view_fingerprint() of @engine
 * @read_back: whether to check the block against @state_json
 *
 * Loads a view a server sent, after checking that it is @engine's, of this
 * layout, and (with @read_back) reads back as @state_json.  The block is
 * trusted as far as the server is: a client connects only to servers its
 * user chose.
 *
 * Returns: (transfer full): the state block, or %NULL
 */
gpointer
tsl_net_view_load (TslEngine   *engine,
                   JsonObject  *view,
                   JsonNode    *state_json,
                   const char  *fingerprint,
                   gboolean     read_back,
                   GError     **error)
{
  gsize size = tsl_engine_get_state_size (engine);
  const char *data = tsl_json_string_member (view, "data");
  g_autofree guchar *block = NULL;
  g_autoptr(JsonNode) check = NULL;
  gsize length = 0;
  gint64 declared;

  if (g_strcmp0 (tsl_json_string_member (view, "engine"), tsl_engine_get_id (engine)) != 0)
    return refuse (error, _("The server sent the view of another game"));
  if (!tsl_json_int_member (view, "size", 0, G_MAXINT32, &declared) || (gsize) declared != size
      || g_strcmp0 (tsl_json_string_member (view, "fingerprint"), fingerprint) != 0)
    return refuse (error, _("The server runs another version of Tessella: its game states do not fit this program"));
  if (data == NULL || strlen (data) != 4 * ((size + 2) / 3))
    return refuse (error, _("The server sent a view of the wrong size"));
  block = g_base64_decode (data, &length);
  if (length != size)
    return refuse (error, _("The server sent a view of the wrong size"));
  if (!read_back)
    return g_steal_pointer (&block);
  check = tsl_engine_state_to_json (engine, block);
  if (state_json == NULL || !json_node_equal (check, state_json))
    return refuse (error, _("The server’s view does not read as the state it sent beside it"));
  return g_steal_pointer (&block);
}
