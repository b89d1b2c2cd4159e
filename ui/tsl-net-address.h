/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *tsl_net_address_to_uri     (const char *address);
char *tsl_net_address_list_local (guint       port);

G_END_DECLS
