/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#include "tsl-engines.h"
#include "tsl-json-read.h"
#include "tsl-net-bot.h"
#include "tsl-net-protocol.h"

/*
 * How many tables one server holds: `tessella-cli serve` runs as a child
 * process, and this process opens T tables of four open seats, each played
 * by four headless greedy computer players over their own connections, to
 * the end.  It prints the moves per second, the latency from a client
 * sending a move to the same client receiving the update for it, and the
 * server's memory (/proc/PID/status) before and at its peak.  A benchmark,
 * not a test: nothing here fails for being slow.
 *
 *   bench-net-tables TESSELLA-CLI [TABLES]     (or BENCH_NET_TABLES=200;
 *   BENCH_NET_GAME=hunters for another game)
 */

#define PLAYERS 4

typedef struct
{
  TslNetClient *client;
  TslNetBot    *bot;
  guint         sent_seq;   /* G_MAXUINT when no move is on its way */
  gint64        sent_at;
  GArray       *latencies;  /* gint64 µs, shared by all players */
} Player;

typedef struct
{
  GPtrArray *ids;          /* the tables created */
  guint      wanted;
  guint      connected;
  guint      pid;
  gint64     rss_peak_kb;
} Bench;

static void
drop_debug_cb (const char    *domain,
               GLogLevelFlags level,
               const char    *message,
               gpointer       user_data)
{
}

/* A member of /proc/PID/status, in kB, or -1. */
static gint64
proc_status_kb (guint       pid,
                const char *member)
{
  g_autofree char *path = g_strdup_printf ("/proc/%u/status", pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], member) && lines[i][strlen (member)] == ':')
      return g_ascii_strtoll (lines[i] + strlen (member) + 1, NULL, 10);
  return -1;
}

/* The server's processor time (user + system), in seconds. */
static double
proc_cpu_s (guint pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%u/stat", pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (after = strrchr (text, ')')) == NULL)
    return -1;
  /* After "pid (comm)": state is field 3, utime 14, stime 15. */
  fields = g_strsplit (after + 2, " ", -1);
  if (g_strv_length (fields) < 13)
    return -1;
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL))
         / sysconf (_SC_CLK_TCK);
}

static gboolean
sample_cb (gpointer data)
{
  Bench *bench = data;

  bench->rss_peak_kb = MAX (bench->rss_peak_kb, proc_status_kb (bench->pid, "VmRSS"));
  return G_SOURCE_CONTINUE;
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Bench *bench = user_data;
  g_autoptr(GError) error = NULL;

  if (!tsl_net_client_connect_finish (TSL_NET_CLIENT (source), result, &error))
    g_error ("Could not connect: %s", error->message);
  bench->connected++;
}

static void
lobby_message_cb (TslNetClient *client,
                  JsonObject   *message,
                  Bench        *bench)
{
  const char *type = tsl_json_string_member (message, "type");

  if (g_str_equal (type, "table_created"))
    g_ptr_array_add (bench->ids, g_strdup (tsl_json_string_member (json_object_get_object_member (message, "table"), "id")));
  else if (g_str_equal (type, "error"))
    g_error ("The server refused a table: %s", tsl_json_string_member (message, "message"));
}

static void
moved_cb (TslNetBot *bot,
          guint      seq,
          Player    *player)
{
  player->sent_seq = seq;
  player->sent_at = g_get_monotonic_time ();
}

/* The update that answers the move this player sent: its "by" is the
 * player's seat and its "seq" one more. */
static void
player_message_cb (TslNetClient *client,
                   JsonObject   *message,
                   Player       *player)
{
  gint64 seq, by, latency;

  if (player->sent_seq == G_MAXUINT || !g_str_equal (tsl_json_string_member (message, "type"), "update")
      || !tsl_json_int_member (message, "seq", 0, G_MAXINT32, &seq)
      || !tsl_json_int_member (message, "by", 0, TSL_MAX_PLAYERS, &by)
      || seq != (gint64) player->sent_seq + 1 || by != tsl_net_client_get_seat (client))
    return;
  latency = g_get_monotonic_time () - player->sent_at;
  g_array_append_val (player->latencies, latency);
  player->sent_seq = G_MAXUINT;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static void
wait_for (guint *counter,
          guint  target)
{
  while (*counter < target)
    g_main_context_iteration (NULL, TRUE);
}

static TslNetClient *
connect_client (const char *uri,
                Bench      *bench)
{
  TslNetClient *client = tsl_net_client_new ();

  tsl_net_client_connect_async (client, uri, NULL, connected_cb, bench);
  return client;
}

/* The more descriptors the better: each connection takes one here and one
 * in the server, which inherits the limit. */
static void
raise_file_limit (void)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max)
    {
      limit.rlim_cur = limit.rlim_max;
      setrlimit (RLIMIT_NOFILE, &limit);
    }
}

static GSubprocess *
start_server (const char *cli,
              const char *save_dir,
              char      **uri)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(JsonNode) line_json = NULL;
  g_autofree char *line = NULL;
  GSubprocess *server;

  server = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, cli, "serve", "--port", "0",
                             "--save-dir", save_dir, NULL);
  if (server == NULL)
    g_error ("Could not start %s: %s", cli, error->message);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (server));
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  if (line == NULL || (line_json = json_from_string (line, &error)) == NULL
      || !JSON_NODE_HOLDS_OBJECT (line_json))
    g_error ("The server did not say where it listens: %s", error != NULL ? error->message : "");
  *uri = g_strdup (tsl_json_string_member (json_node_get_object (line_json), "uri"));
  return server;
}

static void
print_latency (GArray *latencies)
{
  g_array_sort (latencies, compare_gint64);
  if (latencies->len == 0)
    return;
  g_print ("latency, move sent to its update received: median %.1f ms, p99 %.1f ms, max %.1f ms "
           "(%u moves)\n",
           g_array_index (latencies, gint64, latencies->len / 2) / 1000.0,
           g_array_index (latencies, gint64, MIN (latencies->len - 1, latencies->len * 99 / 100)) / 1000.0,
           g_array_index (latencies, gint64, latencies->len - 1) / 1000.0, latencies->len);
}

int
main (int    argc,
      char **argv)
{
  const char *env_tables = g_getenv ("BENCH_NET_TABLES");
  const char *game = g_getenv ("BENCH_NET_GAME") != NULL ? g_getenv ("BENCH_NET_GAME") : "catan";
  guint n_tables = (guint) g_ascii_strtoull (argc > 2 ? argv[2] : env_tables != NULL ? env_tables : "20",
                                             NULL, 10);
  g_autoptr(GArray) latencies = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autoptr(GSubprocess) server = NULL;
  g_autoptr(TslNetClient) lobby = NULL;
  g_autofree char *save_dir = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GError) error = NULL;
  Bench bench = { 0 };
  gint64 rss_before, hwm_before, start, elapsed, hwm_peak;
  guint sample_id, done = 0, moves = 0, failed = 0;
  double cpu_before, cpu_game;

  if (argc < 2 || n_tables == 0 || n_tables > TSL_NET_MAX_TABLES)
    {
      g_printerr ("Usage: %s TESSELLA-CLI [TABLES]\n", argv[0]);
      return 2;
    }
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG, drop_debug_cb, NULL);
  tsl_engines_register_all ();
  raise_file_limit ();
  save_dir = g_dir_make_tmp ("tessella-bench-XXXXXX", &error);
  g_assert_no_error (error);
  server = start_server (argv[1], save_dir, &uri);
  bench.pid = (guint) g_ascii_strtoull (g_subprocess_get_identifier (server), NULL, 10);
  bench.ids = g_ptr_array_new_with_free_func (g_free);
  bench.wanted = n_tables;

  rss_before = proc_status_kb (bench.pid, "VmRSS");
  hwm_before = proc_status_kb (bench.pid, "VmHWM");
  cpu_before = proc_cpu_s (bench.pid);
  sample_id = g_timeout_add (100, sample_cb, &bench);

  lobby = connect_client (uri, &bench);
  wait_for (&bench.connected, 1);
  g_signal_connect (lobby, "message", G_CALLBACK (lobby_message_cb), &bench);
  for (guint t = 0; t < n_tables; t++)
    {
      g_autofree char *text = g_strdup_printf ("{\"type\": \"create_table\", \"game\": \"%s\", "
                                               "\"seats\": [\"open\", \"open\", \"open\", \"open\"]}",
                                               game);

      tsl_net_client_send_text (lobby, text);
    }
  wait_for (&bench.ids->len, n_tables);

  /* Every connection first, then the seats: the clock runs from the
   * first seat taken to the last game's end. */
  for (guint i = 0; i < n_tables * PLAYERS; i++)
    {
      Player *player = g_new0 (Player, 1);

      player->client = connect_client (uri, &bench);
      player->sent_seq = G_MAXUINT;
      player->latencies = latencies;
      g_signal_connect (player->client, "message", G_CALLBACK (player_message_cb), player);
      g_ptr_array_add (players, player);
    }
  wait_for (&bench.connected, 1 + n_tables * PLAYERS);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < players->len; i++)
    {
      Player *player = players->pdata[i];

      tsl_net_client_join (player->client, bench.ids->pdata[i / PLAYERS], i % PLAYERS, "Bench");
      player->bot = tsl_net_bot_new (player->client, "greedy");
      g_signal_connect (player->bot, "moved", G_CALLBACK (moved_cb), player);
    }
  while (done < players->len)
    {
      g_main_context_iteration (NULL, TRUE);
      done = 0;
      for (guint i = 0; i < players->len; i++)
        done += tsl_net_bot_is_done (((Player *) players->pdata[i])->bot);
    }
  elapsed = g_get_monotonic_time () - start;
  sample_cb (&bench);
  hwm_peak = proc_status_kb (bench.pid, "VmHWM");
  cpu_game = proc_cpu_s (bench.pid) - cpu_before;
  g_source_remove (sample_id);

  for (guint i = 0; i < players->len; i++)
    {
      Player *player = players->pdata[i];
      const GError *bot_error = tsl_net_bot_get_error (player->bot);

      moves += tsl_net_bot_count_moves (player->bot);
      if (bot_error != NULL)
        {
          if (failed++ == 0)
            g_printerr ("A player stopped: %s\n", bot_error->message);
        }
    }
  g_print ("game %s: %u tables, %u connections, %u players stopped early\n", game, n_tables,
           players->len + 1, failed);
  g_print ("moves: %u in %.1f s, %.0f moves per second; server processor time %.1f s\n", moves,
           elapsed / 1e6, moves / (elapsed / 1e6), cpu_game);
  print_latency (latencies);
  g_print ("server memory: VmRSS %" G_GINT64_FORMAT " kB before (VmHWM %" G_GINT64_FORMAT " kB), "
           "peak VmRSS %" G_GINT64_FORMAT " kB (VmHWM %" G_GINT64_FORMAT " kB)\n",
           rss_before, hwm_before, bench.rss_peak_kb, hwm_peak);
  g_print ("memory per table: %.0f kB at the peak\n", (hwm_peak - rss_before) / (double) n_tables);

  for (guint i = 0; i < players->len; i++)
    {
      Player *player = players->pdata[i];

      g_object_unref (player->bot);
      g_object_unref (player->client);
      g_free (player);
    }
  g_subprocess_send_signal (server, SIGTERM);
  g_subprocess_wait (server, NULL, NULL);
  /* The tables' saves are only the benchmark's. */
  {
    g_autoptr(GDir) dir = g_dir_open (save_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (save_dir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (save_dir);
  }
  g_ptr_array_unref (bench.ids);
  return failed == 0 ? 0 : 1;
}
