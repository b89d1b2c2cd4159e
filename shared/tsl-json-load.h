/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The largest JSON text read: a real game file is well under 1 MB. */
#define TSL_JSON_MAX_SIZE (32 * 1024 * 1024)

/* The most values (numbers, strings, lists, objects...) one text holds:
 * what json-glib's tree costs grows with them (about 200 bytes each), and a
 * game of TSL_GAME_MAX_ACTIONS actions needs well under 1,000,000. */
#define TSL_JSON_MAX_VALUES 2000000

/* The deepest nesting of lists and objects read: game files need fewer
 * than 10 levels. */
#define TSL_JSON_MAX_DEPTH 64

gboolean   tsl_json_check            (const char  *data,
                                      gsize        length,
                                      GError     **error);
JsonNode  *tsl_json_load_from_data   (const char  *data,
                                      gssize       length,
                                      GError     **error);
JsonNode  *tsl_json_load_from_fd     (int          fd,
                                      GError     **error);
JsonNode  *tsl_json_load_from_path   (const char  *path,
                                      GError     **error);
char      *tsl_json_to_text          (JsonNode    *node,
                                      gboolean     pretty);

G_END_DECLS
