/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TSL_ERROR (tsl_error_quark ())

/**
 * TslError:
 * @TSL_ERROR_FAILED: a failure with no more specific code
 * @TSL_ERROR_PARSE: a game file, setup or action is malformed (bad JSON, wrong shape)
 * @TSL_ERROR_INVALID_MOVE: a well-formed action that the rules do not allow now
 * @TSL_ERROR_INVALID_OPTION: an unknown option key or a value out of range
 * @TSL_ERROR_UNKNOWN_GAME: no engine is registered under the given id
 * @TSL_ERROR_INVALID_SETUP: an explicit setup is inconsistent
 *
 * Runtime errors of the framework and the engines. Messages are translated.
 */
typedef enum
{
  TSL_ERROR_FAILED,
  TSL_ERROR_PARSE,
  TSL_ERROR_INVALID_MOVE,
  TSL_ERROR_INVALID_OPTION,
  TSL_ERROR_UNKNOWN_GAME,
  TSL_ERROR_INVALID_SETUP,
} TslError;

GQuark tsl_error_quark (void);

G_END_DECLS
