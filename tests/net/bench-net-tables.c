/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#include "bench-net.h"
#include "tsl-engines.h"
#include "tsl-json-read.h"
#include "tsl-net-client.h"
#include "tsl-net-latency.h"
#include "tsl-net-protocol.h"

/*
 * How many tables one server holds: `tessella-cli serve` runs as a child
 * process, this process opens T tables of four open seats, and K worker
 * processes (this program again, bench-net-worker.c) play them, each seat
 * by a headless greedy computer player over its own connection, to the
 * end.  It prints the moves per second; the latency from a client sending
 * a move to the same client receiving the update for it; the server's
 * own latency, from the move received to its update queued for the
 * table's connections (`serve --stats`), which no client's slowness
 * inflates; the processor time of the server and of the clients; and the
 * server's memory (/proc/PID/status) before and at its peak.  A
 * benchmark, not a test: nothing here fails for being slow.
 *
 *   bench-net-tables TESSELLA-CLI [TABLES]    (or BENCH_NET_TABLES=200)
 *
 * BENCH_NET_GAME=hunters for another game than catan;
 * BENCH_NET_WORKERS=K worker processes (default: one per processor);
 * BENCH_NET_THINK_MS=2000 for players who wait that long before each
 * move, like people (default 0: as fast as they can);
 * BENCH_NET_VERIFY=0 for clients that do not check each view against
 * the JSON of its state.
 */

typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
} Worker;

typedef struct
{
  GPtrArray     *ids;          /* the tables created */
  guint          lobby_ready;
  guint          pid;
  gint64         rss_peak_kb;
  /* What the workers said. */
  guint          ready;
  guint          finished;
  guint          moves;
  guint          stopped;
  double         clients_cpu_s;
  TslNetLatency *latency;
} Bench;

void
bench_drop_debug_cb (const char    *domain,
                     GLogLevelFlags level,
                     const char    *message,
                     gpointer       user_data)
{
}

/* The more descriptors the better: each connection takes one in a worker
 * and one in the server, which inherit the limit. */
void
bench_raise_file_limit (void)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max)
    {
      limit.rlim_cur = limit.rlim_max;
      setrlimit (RLIMIT_NOFILE, &limit);
    }
}

void
bench_wait_for (guint *counter,
                guint  target)
{
  while (*counter < target)
    g_main_context_iteration (NULL, TRUE);
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

static GSubprocess *
start_server (const char *cli,
              const char *save_dir,
              const char *stats_path,
              char      **uri)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(JsonNode) line_json = NULL;
  g_autofree char *line = NULL;
  GSubprocess *server;

  server = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, cli, "serve", "--port", "0",
                             "--save-dir", save_dir, "--stats", stats_path, NULL);
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

static void read_worker_line (Worker *worker,
                              Bench  *bench);

static void
worker_line_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Bench *bench = user_data;
  Worker *worker = g_object_get_data (source, "bench-worker");
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, NULL, &error);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  JsonArray *latencies;

  if (line == NULL || (node = json_from_string (line, &error)) == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    g_error ("A worker stopped: %s", error != NULL ? error->message : "no result");
  object = json_node_get_object (node);
  if (json_object_has_member (object, "ready"))
    {
      bench->ready++;
      read_worker_line (worker, bench);
      return;
    }
  bench->moves += json_object_get_int_member (object, "moves");
  bench->stopped += json_object_get_int_member (object, "stopped");
  bench->clients_cpu_s += json_object_get_double_member (object, "cpu_s");
  latencies = json_object_get_array_member (object, "latencies");
  for (guint i = 0; i < json_array_get_length (latencies); i++)
    tsl_net_latency_add (bench->latency, json_array_get_int_element (latencies, i));
  bench->finished++;
}

static void
read_worker_line (Worker *worker,
                  Bench  *bench)
{
  g_data_input_stream_read_line_async (worker->out, G_PRIORITY_DEFAULT, NULL, worker_line_cb, bench);
}

/* Worker @w of @n plays the tables w, w + n, w + 2n… */
static Worker *
start_worker (const char *self_path,
              const char *uri,
              guint       think_ms,
              Bench      *bench,
              guint       w,
              guint       n)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *think = g_strdup_printf ("%u", think_ms);
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;
  Worker *worker = g_new0 (Worker, 1);

  g_strv_builder_add_many (builder, self_path, "--worker", uri, think, NULL);
  for (guint t = w; t < bench->ids->len; t += n)
    g_strv_builder_add (builder, bench->ids->pdata[t]);
  args = g_strv_builder_end (builder);
  worker->process = g_subprocess_newv ((const char * const *) args,
                                       G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                       &error);
  if (worker->process == NULL)
    g_error ("Could not start a worker: %s", error->message);
  worker->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (worker->process));
  /* A worker's result is one long line of every latency it measured. */
  g_buffered_input_stream_set_buffer_size (G_BUFFERED_INPUT_STREAM (worker->out), 1 << 16);
  g_object_set_data (G_OBJECT (worker->out), "bench-worker", worker);
  read_worker_line (worker, bench);
  return worker;
}

static void
worker_free (Worker *worker)
{
  g_subprocess_wait (worker->process, NULL, NULL);
  g_object_unref (worker->out);
  g_object_unref (worker->process);
  g_free (worker);
}

static void
print_latency (const char *what,
               JsonObject *figures)
{
  if (figures == NULL)
    {
      g_print ("%s: not measured\n", what);
      return;
    }
  g_print ("%s: median %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms (%" G_GINT64_FORMAT " moves)\n",
           what, json_object_get_double_member (figures, "median_ms"),
           json_object_get_double_member (figures, "p90_ms"),
           json_object_get_double_member (figures, "p99_ms"),
           json_object_get_double_member (figures, "max_ms"),
           json_object_get_int_member (figures, "count"));
}

/* What the server wrote with --stats when it stopped. */
static void
print_server_latency (const char *stats_path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *figures = NULL;

  if (json_parser_load_from_file (parser, stats_path, NULL)
      && JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    figures = tsl_json_object_member (json_node_get_object (json_parser_get_root (parser)),
                                      "move_to_update");
  print_latency ("server latency, move received to its update queued for the table", figures);
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      g_unlink (file);
    }
  g_rmdir (path);
}

static guint
env_uint (const char *name,
          guint       fallback)
{
  const char *text = g_getenv (name);

  return text != NULL && *text != '\0' ? (guint) g_ascii_strtoull (text, NULL, 10) : fallback;
}

int
main (int    argc,
      char **argv)
{
  const char *game = g_getenv ("BENCH_NET_GAME") != NULL ? g_getenv ("BENCH_NET_GAME") : "catan";
  guint n_tables = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : env_uint ("BENCH_NET_TABLES", 20);
  guint n_workers = env_uint ("BENCH_NET_WORKERS", g_get_num_processors ());
  guint think_ms = env_uint ("BENCH_NET_THINK_MS", 0);
  g_autoptr(GPtrArray) workers = g_ptr_array_new_with_free_func ((GDestroyNotify) worker_free);
  g_autoptr(GSubprocess) server = NULL;
  g_autoptr(TslNetClient) lobby = NULL;
  g_autoptr(TslNetLatency) latency = tsl_net_latency_new ();
  g_autoptr(JsonObject) client_figures = NULL;
  g_autofree char *save_dir = NULL;
  g_autofree char *stats_path = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GError) error = NULL;
  Bench bench = { 0 };
  gint64 rss_before, hwm_before, start, elapsed, hwm_peak;
  guint sample_id;
  double cpu_before, cpu_game;

  if (argc > 1 && g_str_equal (argv[1], "--worker"))
    return bench_worker_main (argc, argv);
  n_workers = CLAMP (n_workers, 1, MAX (n_tables, 1));
  if (argc < 2 || n_tables == 0 || n_tables > TSL_NET_MAX_TABLES)
    {
      g_printerr ("Usage: %s TESSELLA-CLI [TABLES]\n", argv[0]);
      return 2;
    }
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG, bench_drop_debug_cb, NULL);
  tsl_engines_register_all ();
  bench_raise_file_limit ();
  save_dir = g_dir_make_tmp ("tessella-bench-XXXXXX", &error);
  g_assert_no_error (error);
  stats_path = g_build_filename (save_dir, "server-stats.json", NULL);
  server = start_server (argv[1], save_dir, stats_path, &uri);
  bench.pid = (guint) g_ascii_strtoull (g_subprocess_get_identifier (server), NULL, 10);
  bench.ids = g_ptr_array_new_with_free_func (g_free);
  bench.latency = latency;

  rss_before = proc_status_kb (bench.pid, "VmRSS");
  hwm_before = proc_status_kb (bench.pid, "VmHWM");
  cpu_before = proc_cpu_s (bench.pid);
  sample_id = g_timeout_add (100, sample_cb, &bench);

  lobby = tsl_net_client_new ();
  tsl_net_client_connect_async (lobby, uri, NULL, bench_connected_cb, &bench.lobby_ready);
  bench_wait_for (&bench.lobby_ready, 1);
  g_signal_connect (lobby, "message", G_CALLBACK (lobby_message_cb), &bench);
  for (guint t = 0; t < n_tables; t++)
    {
      g_autofree char *text = g_strdup_printf ("{\"type\": \"create_table\", \"game\": \"%s\", "
                                               "\"seats\": [\"open\", \"open\", \"open\", \"open\"]}",
                                               game);

      tsl_net_client_send_text (lobby, text);
    }
  bench_wait_for (&bench.ids->len, n_tables);

  /* Every connection first, then the seats: the clock runs from the
   * first seat taken to the last game's end. */
  for (guint w = 0; w < n_workers; w++)
    g_ptr_array_add (workers, start_worker (argv[0], uri, think_ms, &bench, w, n_workers));
  bench_wait_for (&bench.ready, n_workers);
  start = g_get_monotonic_time ();
  for (guint w = 0; w < n_workers; w++)
    {
      GOutputStream *in = g_subprocess_get_stdin_pipe (((Worker *) workers->pdata[w])->process);

      if (!g_output_stream_write_all (in, "go\n", 3, NULL, NULL, &error))
        g_error ("A worker stopped: %s", error->message);
    }
  bench_wait_for (&bench.finished, n_workers);
  elapsed = g_get_monotonic_time () - start;
  sample_cb (&bench);
  hwm_peak = proc_status_kb (bench.pid, "VmHWM");
  cpu_game = proc_cpu_s (bench.pid) - cpu_before;
  g_source_remove (sample_id);

  g_print ("game %s: %u tables, %u connections, %u worker processes, %u ms thinking before "
           "each move, views%s checked, %u players stopped early\n",
           game, n_tables, n_tables * BENCH_PLAYERS + 1, n_workers, think_ms,
           g_strcmp0 (g_getenv ("BENCH_NET_VERIFY"), "0") == 0 ? " not" : "", bench.stopped);
  g_print ("moves: %u in %.1f s, %.0f moves per second; processor time: server %.1f s, "
           "clients %.1f s\n",
           bench.moves, elapsed / 1e6, bench.moves / (elapsed / 1e6), cpu_game, bench.clients_cpu_s);
  client_figures = tsl_net_latency_to_json (latency);
  print_latency ("client latency, move sent to its update received", client_figures);
  g_print ("server memory: VmRSS %" G_GINT64_FORMAT " kB before (VmHWM %" G_GINT64_FORMAT " kB), "
           "peak VmRSS %" G_GINT64_FORMAT " kB (VmHWM %" G_GINT64_FORMAT " kB)\n",
           rss_before, hwm_before, bench.rss_peak_kb, hwm_peak);
  g_print ("memory per table: %.0f kB at the peak\n", (hwm_peak - rss_before) / (double) n_tables);

  g_ptr_array_set_size (workers, 0);
  g_subprocess_send_signal (server, SIGTERM);
  g_subprocess_wait (server, NULL, NULL);
  print_server_latency (stats_path);
  /* The tables' saves are only the benchmark's. */
  remove_dir (save_dir);
  g_ptr_array_unref (bench.ids);
  return bench.stopped == 0 ? 0 : 1;
}
