/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-json-read.h"
#include "tsl-options.h"

/**
 * tsl_option_label:
 * @untranslated: a label or description from a #TslOptionSpec
 *
 * Returns: (transfer none): the label in the user's language
 */
const char *
tsl_option_label (const char *untranslated)
{
  return untranslated != NULL ? g_dgettext (GETTEXT_PACKAGE, untranslated) : NULL;
}

static const TslOptionSpec *
find_spec (const TslOptionSpec *specs,
           guint                n_specs,
           const char          *key)
{
  for (guint i = 0; i < n_specs; i++)
    if (g_strcmp0 (specs[i].key, key) == 0)
      return &specs[i];
  return NULL;
}

static gint
find_choice (const TslOptionSpec *spec,
             const char          *nick)
{
  for (guint i = 0; i < spec->n_choices; i++)
    if (g_strcmp0 (spec->choices[i].nick, nick) == 0)
      return (gint) i;
  return -1;
}

static char *
choice_list (const TslOptionSpec *spec)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) nicks = NULL;

  for (guint i = 0; i < spec->n_choices; i++)
    g_strv_builder_add (builder, spec->choices[i].nick);
  nicks = g_strv_builder_end (builder);
  return g_strjoinv (", ", nicks);
}

/* Checks one value against its spec and stores it, normalized, in @out
 * (unless @out is %NULL: then it only checks). */
static gboolean
check_value (const TslOptionSpec *spec,
             JsonNode            *value,
             JsonObject          *out,
             GError             **error)
{
  GType type = JSON_NODE_HOLDS_VALUE (value) ? json_node_get_value_type (value) : G_TYPE_INVALID;

  switch (spec->type)
    {
    case TSL_OPTION_BOOL:
      if (type != G_TYPE_BOOLEAN)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                       _("Option “%s” must be true or false"), spec->key);
          return FALSE;
        }
      if (out != NULL)
        json_object_set_boolean_member (out, spec->key, json_node_get_boolean (value));
      return TRUE;

    case TSL_OPTION_INT:
      {
        gint64 v;

        if (type != G_TYPE_INT64)
          {
            g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                         _("Option “%s” must be a whole number"), spec->key);
            return FALSE;
          }
        v = json_node_get_int (value);
        if (v < spec->min || v > spec->max)
          {
            g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                         _("Option “%s” must be between %d and %d"), spec->key, spec->min,
                         spec->max);
            return FALSE;
          }
        if (out != NULL)
          json_object_set_int_member (out, spec->key, v);
        return TRUE;
      }

    case TSL_OPTION_CHOICE:
      if (type != G_TYPE_STRING || find_choice (spec, json_node_get_string (value)) < 0)
        {
          g_autofree char *allowed = choice_list (spec);
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                       _("Option “%s” must be one of: %s"), spec->key, allowed);
          return FALSE;
        }
      if (out != NULL)
        json_object_set_string_member (out, spec->key, json_node_get_string (value));
      return TRUE;

    default:
      g_assert_not_reached ();
    }
}

static void
set_default (const TslOptionSpec *spec,
             JsonObject          *out)
{
  switch (spec->type)
    {
    case TSL_OPTION_BOOL:
      json_object_set_boolean_member (out, spec->key, spec->default_value != 0);
      break;
    case TSL_OPTION_INT:
      json_object_set_int_member (out, spec->key, spec->default_value);
      break;
    case TSL_OPTION_CHOICE:
      json_object_set_string_member (out, spec->key, spec->choices[spec->default_value].nick);
      break;
    default:
      g_assert_not_reached ();
    }
}

/**
 * tsl_options_normalize:
 * @specs: the game's option table
 * @n_specs: its length
 * @options: (nullable): options as found in a game file
 * @error: return location for a #TSL_ERROR_INVALID_OPTION
 *
 * Validates @options and fills in every default, so engines read a complete,
 * checked object.  Unknown keys and values of the wrong type or range are
 * errors.  Defaults that follow the other options (@derive_default) are
 * computed last, from the complete object.
 *
 * Returns: (transfer full): a new object with one member per spec, or %NULL
 */
JsonObject *
tsl_options_normalize (const TslOptionSpec *specs,
                       guint                n_specs,
                       JsonObject          *options,
                       GError             **error)
{
  g_autoptr(JsonObject) out = json_object_new ();

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (options != NULL)
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *value;

      json_object_iter_init (&iter, options);
      while (json_object_iter_next (&iter, &key, &value))
        {
          const TslOptionSpec *spec = find_spec (specs, n_specs, key);

          if (spec == NULL)
            {
              g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                           _("Unknown option “%s”"), key);
              return NULL;
            }
          if (!check_value (spec, value, out, error))
            return NULL;
        }
    }

  for (guint i = 0; i < n_specs; i++)
    if (!json_object_has_member (out, specs[i].key) && specs[i].derive_default == NULL)
      set_default (&specs[i], out);
  for (guint i = 0; i < n_specs; i++)
    if (!json_object_has_member (out, specs[i].key))
      {
        gint value = specs[i].derive_default (out);

        /* A table bug, not bad input: the function must stay in range. */
        g_warn_if_fail (specs[i].type == TSL_OPTION_INT && value >= specs[i].min &&
                        value <= specs[i].max);
        json_object_set_int_member (out, specs[i].key, CLAMP (value, specs[i].min, specs[i].max));
      }

  return g_steal_pointer (&out);
}

/**
 * tsl_options_are_normalized:
 * @specs: the game's option table
 * @n_specs: its length
 * @options: (nullable): options
 *
 * Whether @options is already what tsl_options_normalize() makes of it: one
 * valid member per spec and nothing else.  Checking allocates nothing, so
 * an engine that starts many games with the same normalized options (self-
 * play) reads them as they are instead of normalizing them for each game.
 *
 * Returns: %TRUE if @options can be read as a normalized object
 */
gboolean
tsl_options_are_normalized (const TslOptionSpec *specs,
                            guint                n_specs,
                            JsonObject          *options)
{
  if (options == NULL || json_object_get_size (options) != n_specs)
    return FALSE;
  for (guint i = 0; i < n_specs; i++)
    {
      JsonNode *value = json_object_get_member (options, specs[i].key);

      if (value == NULL || !check_value (&specs[i], value, NULL, NULL))
        return FALSE;
    }
  return TRUE;
}

/**
 * tsl_options_set_from_text:
 * @specs: the game's option table
 * @n_specs: its length
 * @options: the object to store the value in
 * @key_value: text of the form `KEY=VALUE`, as given on a command line
 * @error: return location for a #TSL_ERROR_INVALID_OPTION
 *
 * Parses one option given as text and stores it, typed, in @options.
 *
 * Returns: %TRUE on success; on failure @options is unchanged
 */
gboolean
tsl_options_set_from_text (const TslOptionSpec *specs,
                           guint                n_specs,
                           JsonObject          *options,
                           const char          *key_value,
                           GError             **error)
{
  g_autofree char *key = NULL;
  const char *eq = strchr (key_value, '=');
  const char *text;
  const TslOptionSpec *spec;
  g_autoptr(JsonNode) value = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (eq == NULL || eq == key_value)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   _("Options are given as KEY=VALUE, not “%s”"), key_value);
      return FALSE;
    }
  key = g_strndup (key_value, eq - key_value);
  text = eq + 1;
  spec = find_spec (specs, n_specs, key);
  if (spec == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION, _("Unknown option “%s”"), key);
      return FALSE;
    }

  switch (spec->type)
    {
    case TSL_OPTION_BOOL:
      value = json_node_new (JSON_NODE_VALUE);
      if (g_strcmp0 (text, "true") == 0 || g_strcmp0 (text, "1") == 0 || g_strcmp0 (text, "yes") == 0)
        json_node_set_boolean (value, TRUE);
      else if (g_strcmp0 (text, "false") == 0 || g_strcmp0 (text, "0") == 0 || g_strcmp0 (text, "no") == 0)
        json_node_set_boolean (value, FALSE);
      else
        json_node_set_string (value, text); /* rejected by check_value() below */
      break;

    case TSL_OPTION_INT:
      {
        char *end = NULL;
        gint64 v = g_ascii_strtoll (text, &end, 10);

        value = json_node_new (JSON_NODE_VALUE);
        if (*text == '\0' || end == NULL || *end != '\0')
          json_node_set_string (value, text);
        else
          json_node_set_int (value, v);
        break;
      }

    case TSL_OPTION_CHOICE:
    default:
      value = json_node_new (JSON_NODE_VALUE);
      json_node_set_string (value, text);
      break;
    }

  {
    g_autoptr(JsonObject) scratch = json_object_new ();

    if (!check_value (spec, value, scratch, error))
      return FALSE;
    json_object_set_member (options, key, json_node_copy (json_object_get_member (scratch, key)));
  }
  return TRUE;
}

/**
 * tsl_options_describe:
 * @specs: the game's option table
 * @n_specs: its length
 *
 * Describes the options for `tessella-cli games` and other front ends:
 * key, type, translated label and description, default, range or choices.
 *
 * Returns: (transfer full): a JSON array
 */
JsonNode *
tsl_options_describe (const TslOptionSpec *specs,
                      guint                n_specs)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  static const char *type_names[] = { "bool", "int", "choice" };

  json_builder_begin_array (b);
  for (guint i = 0; i < n_specs; i++)
    {
      const TslOptionSpec *s = &specs[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "key");
      json_builder_add_string_value (b, s->key);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, type_names[s->type]);
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, tsl_option_label (s->label));
      if (s->description != NULL)
        {
          json_builder_set_member_name (b, "description");
          json_builder_add_string_value (b, tsl_option_label (s->description));
        }
      json_builder_set_member_name (b, "default");
      switch (s->type)
        {
        case TSL_OPTION_BOOL:
          json_builder_add_boolean_value (b, s->default_value != 0);
          break;
        case TSL_OPTION_INT:
          if (s->derive_default != NULL)
            {
              g_autoptr(JsonObject) defaults = tsl_options_normalize (specs, n_specs, NULL, NULL);

              /* The value with every other option at its default; "automatic"
               * says it follows the others when they change. */
              json_builder_add_int_value (b, tsl_options_get_int (defaults, s->key));
              json_builder_set_member_name (b, "automatic");
              json_builder_add_boolean_value (b, TRUE);
            }
          else
            json_builder_add_int_value (b, s->default_value);
          json_builder_set_member_name (b, "min");
          json_builder_add_int_value (b, s->min);
          json_builder_set_member_name (b, "max");
          json_builder_add_int_value (b, s->max);
          break;
        case TSL_OPTION_CHOICE:
        default:
          json_builder_add_string_value (b, s->choices[s->default_value].nick);
          json_builder_set_member_name (b, "choices");
          json_builder_begin_array (b);
          for (guint c = 0; c < s->n_choices; c++)
            {
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "value");
              json_builder_add_string_value (b, s->choices[c].nick);
              json_builder_set_member_name (b, "label");
              json_builder_add_string_value (b, tsl_option_label (s->choices[c].label));
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          break;
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

/**
 * tsl_options_derived_value:
 * @specs: the game's option table
 * @n_specs: its length
 * @options: (nullable): options as chosen so far, @key itself ignored
 * @key: an option with a derived default
 *
 * What @key becomes when it is left out of @options: its fixed default, or
 * the value its @derive_default computes from the others.  Lets a form show
 * the value the game will use while the player changes the other options.
 *
 * Returns: the value, or the fixed default when @options are invalid
 */
gint
tsl_options_derived_value (const TslOptionSpec *specs,
                           guint                n_specs,
                           JsonObject          *options,
                           const char          *key)
{
  const TslOptionSpec *spec = find_spec (specs, n_specs, key);
  g_autoptr(JsonObject) rest = json_object_new ();
  g_autoptr(JsonObject) normalized = NULL;

  g_return_val_if_fail (spec != NULL, 0);

  if (options != NULL)
    {
      JsonObjectIter iter;
      const char *member;
      JsonNode *value;

      json_object_iter_init (&iter, options);
      while (json_object_iter_next (&iter, &member, &value))
        if (g_strcmp0 (member, key) != 0)
          json_object_set_member (rest, member, json_node_copy (value));
    }
  normalized = tsl_options_normalize (specs, n_specs, rest, NULL);
  if (normalized == NULL)
    return spec->default_value;
  return tsl_options_get_int (normalized, key);
}

gboolean
tsl_options_get_bool (JsonObject *normalized,
                      const char *key)
{
  JsonNode *node = tsl_json_member (normalized, key);

  /* Typed reads: no critical even if handed an options object that was
   * never normalized. */
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

gint
tsl_options_get_int (JsonObject *normalized,
                     const char *key)
{
  gint64 value = 0;

  if (!tsl_json_int_member (normalized, key, G_MININT, G_MAXINT, &value))
    return 0;
  return (gint) value;
}

/**
 * tsl_options_get_choice:
 *
 * Returns: the index of the chosen value in the spec's choices, or -1
 */
gint
tsl_options_get_choice (const TslOptionSpec *specs,
                        guint                n_specs,
                        JsonObject          *normalized,
                        const char          *key)
{
  const TslOptionSpec *spec = find_spec (specs, n_specs, key);
  const char *nick = tsl_json_string_member (normalized, key);

  if (spec == NULL || nick == NULL)
    return -1;
  return find_choice (spec, nick);
}
