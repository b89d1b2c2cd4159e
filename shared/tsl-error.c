/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-error.h"

G_DEFINE_QUARK (tsl-error-quark, tsl_error)
