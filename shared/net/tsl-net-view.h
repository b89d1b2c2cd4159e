/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

char       *tsl_net_view_fingerprint (TslEngine     *engine);
gpointer    tsl_net_view_redact      (TslEngine     *engine,
                                      gconstpointer  state,
                                      gint           seat,
                                      guint64        view_key,
                                      guint          n_actions);
JsonObject *tsl_net_view_to_json     (TslEngine     *engine,
                                      gconstpointer  view,
                                      const char    *fingerprint);
gpointer    tsl_net_view_load        (TslEngine     *engine,
                                      JsonObject    *view,
                                      JsonNode      *state_json,
                                      const char    *fingerprint,
                                      gboolean       read_back,
                                      GError       **error);

G_END_DECLS
