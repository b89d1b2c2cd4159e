/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

/* What the two halves of bench-net-tables share: the parent process
 * (bench-net-tables.c) and its workers, which play the clients
 * (bench-net-worker.c). */

#define BENCH_PLAYERS 4

void bench_drop_debug_cb     (const char    *domain,
                              GLogLevelFlags level,
                              const char    *message,
                              gpointer       user_data);
void bench_raise_file_limit  (void);
void bench_connected_cb      (GObject       *source,
                              GAsyncResult  *result,
                              gpointer       user_data);
void bench_wait_for          (guint         *counter,
                              guint          target);
int  bench_worker_main       (int            argc,
                              char         **argv);
