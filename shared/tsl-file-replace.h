/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Temporaries NAME.XXXXXX older than this are left over from a crash. */
#define TSL_FILE_STALE_SECONDS (60 * 60)

/**
 * TslFileVerifyFunc:
 * @temp_path: the temporary file, completely written and synced
 * @user_data: the data given to tsl_file_replace()
 * @error: return location for why @temp_path is not good
 *
 * Decides whether the written temporary file may replace the target.
 *
 * Returns: %TRUE to replace the target with it
 */
typedef gboolean (*TslFileVerifyFunc) (const char *temp_path,
                                       gpointer    user_data,
                                       GError    **error);

gboolean tsl_file_replace (const char        *path,
                           const char        *contents,
                           gsize              length,
                           TslFileVerifyFunc  verify,
                           gpointer           user_data,
                           GError           **error);

G_END_DECLS
