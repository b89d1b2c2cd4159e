/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Typed readers for JSON that comes from outside (files, actions, setups).
 * Unlike json-glib's getters they never emit a critical on a node of the
 * wrong kind and never narrow a number silently: a value of the wrong type,
 * a double, or an integer outside the allowed range reads as "not there",
 * and the caller reports it with a message naming the member. */

JsonNode   *tsl_json_member          (JsonObject         *object,
                                      const char         *member);

void        tsl_json_watch           (JsonObject         *object);
const char *tsl_json_watch_unread    (JsonObject         *object);

const char *tsl_json_node_string     (JsonNode           *node);
gboolean    tsl_json_node_int        (JsonNode           *node,
                                      gint64              min,
                                      gint64              max,
                                      gint64             *out);
JsonArray  *tsl_json_node_array      (JsonNode           *node);
JsonObject *tsl_json_node_object     (JsonNode           *node);

const char *tsl_json_string_member   (JsonObject         *object,
                                      const char         *member);
gboolean    tsl_json_int_member      (JsonObject         *object,
                                      const char         *member,
                                      gint64              min,
                                      gint64              max,
                                      gint64             *out);
JsonArray  *tsl_json_array_member    (JsonObject         *object,
                                      const char         *member);
JsonObject *tsl_json_object_member   (JsonObject         *object,
                                      const char         *member);

gboolean    tsl_json_int_element     (JsonArray          *array,
                                      guint               index,
                                      gint64              min,
                                      gint64              max,
                                      gint64             *out);

const char *tsl_json_unknown_member  (JsonObject         *object,
                                      const char * const *known);

gboolean    tsl_json_parse_index_key (const char         *key,
                                      guint               n,
                                      guint              *out);

G_END_DECLS
