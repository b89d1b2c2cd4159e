/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <sys/resource.h>

#include "bench-net.h"
#include "tsl-engines.h"
#include "tsl-json-read.h"
#include "tsl-net-bot.h"
#include "tsl-net-protocol.h"

/*
 * A worker of bench-net-tables: plays every seat of some tables, each
 * with a greedy computer player over its own connection, as the many
 * computers of real players would.  It runs at a lower priority than the
 * server, which then has the processor first, as it would on a machine
 * of its own.  On standard output, one JSON line each:
 *
 *   {"ready": CONNECTIONS}   every connection made; it then waits for a
 *                            line on standard input to take the seats
 *   {"moves": N, "stopped": N, "cpu_s": S, "latencies": [µs…]}
 *                            the games are over
 *
 *   bench-net-tables --worker URI THINK-MS TABLE-ID…
 *
 * BENCH_NET_VERIFY=0: the clients do not check each view against the JSON
 * of its state (tsl_net_client_set_read_back()).
 */

typedef struct
{
  TslNetClient *client;
  TslNetBot    *bot;
  guint         sent_seq;   /* G_MAXUINT when no move is on its way */
  gint64        sent_at;
  GString      *latencies;  /* the JSON array's members, shared by all players */
  guint        *done;
} Player;

/* A connection is made: @user_data, a guint, counts them. */
void
bench_connected_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  guint *connected = user_data;
  g_autoptr(GError) error = NULL;

  if (!tsl_net_client_connect_finish (TSL_NET_CLIENT (source), result, &error))
    g_error ("Could not connect: %s", error->message);
  (*connected)++;
}

static void
moved_cb (TslNetBot *bot,
          guint      seq,
          Player    *player)
{
  player->sent_seq = seq;
  player->sent_at = g_get_monotonic_time ();
}

static void
done_cb (TslNetBot *bot,
         Player    *player)
{
  (*player->done)++;
}

/* The update that answers the move this player sent: its "by" is the
 * player's seat and its "seq" one more. */
static void
message_cb (TslNetClient *client,
            JsonObject   *message,
            Player       *player)
{
  gint64 seq, by;

  if (player->sent_seq == G_MAXUINT || !g_str_equal (tsl_json_string_member (message, "type"), "update")
      || !tsl_json_int_member (message, "seq", 0, G_MAXINT32, &seq)
      || !tsl_json_int_member (message, "by", 0, TSL_MAX_PLAYERS, &by)
      || seq != (gint64) player->sent_seq + 1 || by != tsl_net_client_get_seat (client))
    return;
  g_string_append_printf (player->latencies, "%s%" G_GINT64_FORMAT,
                          player->latencies->len > 0 ? "," : "",
                          g_get_monotonic_time () - player->sent_at);
  player->sent_seq = G_MAXUINT;
}

static double
cpu_s (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

int
bench_worker_main (int    argc,
                   char **argv)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autoptr(GString) latencies = g_string_new (NULL);
  const char *uri;
  gboolean read_back = g_strcmp0 (g_getenv ("BENCH_NET_VERIFY"), "0") != 0;
  guint think_ms, n_tables, connected = 0, done = 0, moves = 0, stopped = 0;
  char go[8];

  if (argc < 5)
    {
      g_printerr ("Usage: %s --worker URI THINK-MS TABLE-ID…\n", argv[0]);
      return 2;
    }
  uri = argv[2];
  think_ms = (guint) g_ascii_strtoull (argv[3], NULL, 10);
  n_tables = (guint) argc - 4;
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG, bench_drop_debug_cb, NULL);
  tsl_engines_register_all ();
  bench_raise_file_limit ();
  /* Below the server's priority, whatever the benchmark's own. */
  setpriority (PRIO_PROCESS, 0, getpriority (PRIO_PROCESS, 0) + 10);

  for (guint i = 0; i < n_tables * BENCH_PLAYERS; i++)
    {
      Player *player = g_new0 (Player, 1);

      player->client = tsl_net_client_new ();
      tsl_net_client_set_read_back (player->client, read_back);
      player->sent_seq = G_MAXUINT;
      player->latencies = latencies;
      player->done = &done;
      tsl_net_client_connect_async (player->client, uri, NULL, bench_connected_cb, &connected);
      g_signal_connect (player->client, "message", G_CALLBACK (message_cb), player);
      g_ptr_array_add (players, player);
    }
  bench_wait_for (&connected, players->len);
  g_print ("{\"ready\": %u}\n", players->len);
  fflush (stdout);
  /* The parent starts every worker's games at once. */
  if (fgets (go, sizeof go, stdin) == NULL)
    return 1;

  for (guint i = 0; i < players->len; i++)
    {
      Player *player = players->pdata[i];

      tsl_net_client_join (player->client, argv[4 + i / BENCH_PLAYERS], i % BENCH_PLAYERS, "Bench");
      player->bot = tsl_net_bot_new (player->client, "greedy");
      tsl_net_bot_set_pace (player->bot, think_ms);
      g_signal_connect (player->bot, "moved", G_CALLBACK (moved_cb), player);
      g_signal_connect (player->bot, "done", G_CALLBACK (done_cb), player);
    }
  bench_wait_for (&done, players->len);

  for (guint i = 0; i < players->len; i++)
    {
      Player *player = players->pdata[i];
      const GError *error = tsl_net_bot_get_error (player->bot);

      moves += tsl_net_bot_count_moves (player->bot);
      if (error != NULL && stopped++ == 0)
        g_printerr ("A player stopped: %s\n", error->message);
    }
  g_print ("{\"moves\": %u, \"stopped\": %u, \"cpu_s\": %.2f, \"latencies\": [%s]}\n", moves,
           stopped, cpu_s (), latencies->str);
  fflush (stdout);
  for (guint i = 0; i < players->len; i++)
    {
      Player *player = players->pdata[i];

      g_object_unref (player->bot);
      g_object_unref (player->client);
      g_free (player);
    }
  return 0;
}
