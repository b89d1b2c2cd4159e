/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-engine.h"

G_BEGIN_DECLS

/* Called with a hint (before @move) or a log sentence (after it). */
typedef void (*SentenceCheck) (const TslMove *move,
                               const char    *text,
                               gpointer       user_data);

gboolean sentence_walk_language (void);
void     sentence_walk          (TslEngine          *engine,
                                 const char         *path,
                                 const char * const *names,
                                 TslLegalFlags       flags,
                                 SentenceCheck       check_hint,
                                 SentenceCheck       check_log,
                                 gpointer            user_data);

G_END_DECLS
