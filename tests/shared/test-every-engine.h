/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void test_every_engine_add (const char    *prefix,
                            const char    *leaf,
                            GTestDataFunc  func);

G_END_DECLS
