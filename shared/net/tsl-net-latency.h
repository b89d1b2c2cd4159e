/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct _TslNetLatency TslNetLatency;

TslNetLatency *tsl_net_latency_new        (void);
void           tsl_net_latency_free       (TslNetLatency *self);
void           tsl_net_latency_add        (TslNetLatency *self,
                                           gint64         usec);
guint64        tsl_net_latency_get_count  (TslNetLatency *self);
gint64         tsl_net_latency_percentile (TslNetLatency *self,
                                           double         fraction);
JsonObject    *tsl_net_latency_to_json    (TslNetLatency *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TslNetLatency, tsl_net_latency_free)

G_END_DECLS
