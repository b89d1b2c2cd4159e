/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  TSL_OPTION_BOOL,
  TSL_OPTION_INT,
  TSL_OPTION_CHOICE,
} TslOptionType;

/**
 * TslOptionChoice:
 * @nick: the value as written in game files and on the command line
 * @label: the untranslated label, marked with N_(); show it through tsl_option_label()
 */
typedef struct
{
  const char *nick;
  const char *label;
} TslOptionChoice;

/**
 * TslOptionSpec:
 * @key: the key in a game file's `options` object
 * @type: boolean, integer or one of @choices
 * @label: untranslated, marked with N_(); show it through tsl_option_label()
 * @description: untranslated, marked with N_()
 * @default_value: 0/1 for a boolean, the number for an integer, an index into @choices
 * @min: smallest integer value
 * @max: largest integer value
 * @choices: the values of a choice option
 * @n_choices: how many
 * @derive_default: (nullable): for an integer option whose default follows
 *   the other options: computes it; %NULL for a fixed @default_value
 *
 * One rule option or variant of a game, described so that the launcher can
 * build its form, the CLI can parse `--option KEY=VALUE` and game files can
 * be validated, all from the same table.
 */
/**
 * TslOptionDeriveFunc:
 * @normalized: the other options, checked and with their defaults
 *
 * Computes the value an option takes when it is not given, for an option
 * whose default follows the others (a victory target that depends on the
 * modules chosen).
 *
 * Returns: the value, within the option's range
 */
typedef gint (*TslOptionDeriveFunc) (JsonObject *normalized);

typedef struct
{
  const char            *key;
  TslOptionType          type;
  const char            *label;
  const char            *description;
  gint                   default_value;
  gint                   min;
  gint                   max;
  const TslOptionChoice *choices;
  guint                  n_choices;
  TslOptionDeriveFunc    derive_default;
} TslOptionSpec;

const char *tsl_option_label          (const char          *untranslated);

JsonObject *tsl_options_normalize     (const TslOptionSpec *specs,
                                       guint                n_specs,
                                       JsonObject          *options,
                                       GError             **error);
gboolean    tsl_options_are_normalized (const TslOptionSpec *specs,
                                        guint                n_specs,
                                        JsonObject          *options);
gboolean    tsl_options_set_from_text (const TslOptionSpec *specs,
                                       guint                n_specs,
                                       JsonObject          *options,
                                       const char          *key_value,
                                       GError             **error);
JsonNode   *tsl_options_describe      (const TslOptionSpec *specs,
                                       guint                n_specs);
gint        tsl_options_derived_value (const TslOptionSpec *specs,
                                       guint                n_specs,
                                       JsonObject          *options,
                                       const char          *key);

gboolean    tsl_options_get_bool      (JsonObject          *normalized,
                                       const char          *key);
gint        tsl_options_get_int       (JsonObject          *normalized,
                                       const char          *key);
gint        tsl_options_get_choice    (const TslOptionSpec *specs,
                                       guint                n_specs,
                                       JsonObject          *normalized,
                                       const char          *key);

G_END_DECLS
