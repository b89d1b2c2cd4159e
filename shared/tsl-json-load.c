/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tsl-error.h"
#include "tsl-json-load.h"

/* Reading JSON from outside the program (game files, standard input).
 *
 * json-glib 1.6 trusts its input too much: it recurses once per nesting
 * level (100,000 levels overflow the stack), wraps integers beyond 64 bits,
 * turns "\ud800" into invalid UTF-8, cuts strings at "\u0000", ignores a
 * second document after the first and accepts comments, single quotes and
 * hexadecimal numbers.  So every text is first checked by one linear scan
 * against strict JSON (RFC 8259) and these limits, and only then parsed. */

typedef enum
{
  EXPECT_VALUE,
  EXPECT_MEMBER,     /* a member name, after "{" or "," in an object */
  AFTER_VALUE,
} ScanState;

typedef struct
{
  const guchar *start;
  const guchar *end;
  const guchar *p;
} Scanner;

/* Fails with "Line L, column C: REASON" at @at; the column counts
 * characters, not bytes. */
static gboolean
fail_at (Scanner      *s,
         const guchar *at,
         GError      **error,
         const char   *reason)
{
  const guchar *line_start = s->start;
  guint line = 1;
  guint column = 1;

  /* Counted again from the start: errors are rare, the scan stays lean. */
  for (const guchar *q = s->start; q < at; q++)
    if (*q == '\n')
      {
        line++;
        line_start = q + 1;
      }
  for (const guchar *q = line_start; q < at; q++)
    if ((*q & 0xC0) != 0x80)
      column++;

  g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
               /* Translators: the position of an error in a JSON file, then
                * one of the reasons that follow, like "the text is not
                * valid UTF-8" */
               _("Line %u, column %u: %s"), line, column, reason);
  return FALSE;
}

static void
skip_whitespace (Scanner *s)
{
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r'))
    s->p++;
}

static int
hex_value (guchar c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Reads the four hex digits of a "\uXXXX" escape whose backslash is at @at. */
static gboolean
read_unicode_escape (Scanner      *s,
                     const guchar *at,
                     guint        *value)
{
  *value = 0;
  if (s->end - at < 6 || at[0] != '\\' || at[1] != 'u')
    return FALSE;
  for (int i = 2; i < 6; i++)
    {
      int digit = hex_value (at[i]);

      if (digit < 0)
        return FALSE;
      *value = *value * 16 + (guint) digit;
    }
  return TRUE;
}

/* A string, from its opening quote; the text is already valid UTF-8. */
static gboolean
scan_string (Scanner *s,
             GError **error)
{
  const guchar *open = s->p;

  s->p++;
  while (s->p < s->end)
    {
      guchar c = *s->p;
      guint value, low;

      if (c == '"')
        {
          s->p++;
          return TRUE;
        }
      if (c < 0x20)
        return fail_at (s, s->p, error,
                        _("a control character in a string must be written as an escape"));
      if (c != '\\')
        {
          s->p++;
          continue;
        }
      if (s->p + 1 >= s->end)
        break;
      if (strchr ("\"\\/bfnrt", s->p[1]) != NULL && s->p[1] != '\0')
        {
          s->p += 2;
          continue;
        }
      if (!read_unicode_escape (s, s->p, &value))
        return fail_at (s, s->p, error, _("a string contains an invalid escape sequence"));
      if (value == 0)
        return fail_at (s, s->p, error,
                        _("a string contains the escape “\\u0000”: text may not contain NUL characters"));
      if (value >= 0xDC00 && value <= 0xDFFF)
        return fail_at (s, s->p, error,
                        _("a string contains an unpaired UTF-16 surrogate escape"));
      if (value >= 0xD800 && value <= 0xDBFF)
        {
          if (!read_unicode_escape (s, s->p + 6, &low) || low < 0xDC00 || low > 0xDFFF)
            return fail_at (s, s->p, error,
                            _("a string contains an unpaired UTF-16 surrogate escape"));
          s->p += 6;
        }
      s->p += 6;
    }
  return fail_at (s, open, error, _("a string is not closed"));
}

/* The text of a member name already checked by scan_string(), from its
 * opening quote to its closing one, with its escapes decoded: json-glib
 * takes "\u0061" and "a" for the same name. */
static char *
decode_name (Scanner      *s,
             const guchar *open,
             const guchar *close)
{
  GString *text;

  if (memchr (open + 1, '\\', (gsize) (close - open - 1)) == NULL)
    return g_strndup ((const char *) open + 1, (gsize) (close - open - 1));
  text = g_string_sized_new ((gsize) (close - open));
  for (const guchar *p = open + 1; p < close; )
    {
      guint value, low;

      if (*p != '\\')
        {
          g_string_append_c (text, (char) *p++);
          continue;
        }
      if (p[1] != 'u')
        {
          static const char escaped[] = "\"\\/bfnrt", plain[] = "\"\\/\b\f\n\r\t";

          g_string_append_c (text, plain[strchr (escaped, p[1]) - escaped]);
          p += 2;
          continue;
        }
      read_unicode_escape (s, p, &value);
      p += 6;
      if (value >= 0xD800 && value <= 0xDBFF)
        {
          read_unicode_escape (s, p, &low);
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00);
          p += 6;
        }
      g_string_append_unichar (text, value);
    }
  return g_string_free (text, FALSE);
}

/* The member names of the objects open in the scan, so that a repeated
 * name is refused: json-glib would keep the last one and drop the others
 * without a word.  Small objects are searched in a line, larger ones get a
 * set, so that the scan stays linear. */
#define NAMES_SEARCHED_IN_LINE 16

typedef struct
{
  GPtrArray  *names;                        /* of the open objects, outermost first */
  guint       first[TSL_JSON_MAX_DEPTH];    /* where the names of each open object start */
  GHashTable *sets[TSL_JSON_MAX_DEPTH];     /* for an object with many members */
} MemberNames;

static void
member_names_open (MemberNames *m,
                   guint        level)
{
  m->first[level] = m->names->len;
  m->sets[level] = NULL;
}

static void
member_names_close (MemberNames *m,
                    guint        level)
{
  g_clear_pointer (&m->sets[level], g_hash_table_unref);
  g_ptr_array_set_size (m->names, m->first[level]);
}

/* Adds the name between @open and @close to the object at @level, or fails
 * if the object has it already. */
static gboolean
member_names_add (MemberNames  *m,
                  guint         level,
                  Scanner      *s,
                  const guchar *open,
                  const guchar *close,
                  GError      **error)
{
  char *name = decode_name (s, open, close);
  guint count = m->names->len - m->first[level];
  gboolean repeated = FALSE;

  if (m->sets[level] == NULL && count >= NAMES_SEARCHED_IN_LINE)
    {
      m->sets[level] = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = m->first[level]; i < m->names->len; i++)
        g_hash_table_add (m->sets[level], g_ptr_array_index (m->names, i));
    }
  if (m->sets[level] != NULL)
    repeated = !g_hash_table_add (m->sets[level], name);
  else
    for (guint i = m->first[level]; i < m->names->len && !repeated; i++)
      repeated = strcmp (g_ptr_array_index (m->names, i), name) == 0;
  if (repeated)
    {
      /* g_utf8_substring() reads past a shorter string's end. */
      g_autofree char *start = g_utf8_strlen (name, -1) > 40 ? g_utf8_substring (name, 0, 40) : NULL;
      g_autofree char *shown = start != NULL ? g_strconcat (start, "…", NULL) : g_strdup (name);
      g_autofree char *reason =
        /* Translators: %s is a member name of a JSON object, like "seed" */
        g_strdup_printf (_("the member “%s” appears twice in one object"), shown);

      g_free (name);
      return fail_at (s, open, error, reason);
    }
  g_ptr_array_add (m->names, name);
  return TRUE;
}

static gboolean
is_digit (Scanner *s)
{
  return s->p < s->end && *s->p >= '0' && *s->p <= '9';
}

/* A number; whole numbers must fit in a signed 64-bit integer and the
 * others must be finite, as json-glib would wrap or overflow them. */
static gboolean
scan_number (Scanner *s,
             GError **error)
{
  const guchar *number = s->p;
  const guchar *digits;
  gboolean negative = FALSE;
  gboolean whole = TRUE;
  gsize n_digits;

  if (*s->p == '-')
    {
      negative = TRUE;
      s->p++;
    }
  digits = s->p;
  if (!is_digit (s))
    return fail_at (s, number, error, _("a number is malformed"));
  if (*s->p == '0')
    s->p++;
  else
    while (is_digit (s))
      s->p++;
  n_digits = (gsize) (s->p - digits);
  if (s->p < s->end && *s->p == '.')
    {
      whole = FALSE;
      s->p++;
      if (!is_digit (s))
        return fail_at (s, number, error, _("a number is malformed"));
      while (is_digit (s))
        s->p++;
    }
  if (s->p < s->end && (*s->p == 'e' || *s->p == 'E'))
    {
      whole = FALSE;
      s->p++;
      if (s->p < s->end && (*s->p == '+' || *s->p == '-'))
        s->p++;
      if (!is_digit (s))
        return fail_at (s, number, error, _("a number is malformed"));
      while (is_digit (s))
        s->p++;
    }
  if (s->p < s->end && is_digit (s))
    return fail_at (s, number, error, _("a number is malformed"));

  if (whole)
    {
      /* Leading zeros are refused above, so the digit count decides and,
       * at 19 digits, the text order. */
      const char *limit = negative ? "9223372036854775808" : "9223372036854775807";

      if (n_digits > 19 || (n_digits == 19 && memcmp (digits, limit, 19) > 0))
        return fail_at (s, number, error, _("a whole number does not fit in 64 bits"));
    }
  else
    {
      g_autofree char *text = g_strndup ((const char *) number, (gsize) (s->p - number));

      if (!isfinite (g_ascii_strtod (text, NULL)))
        return fail_at (s, number, error, _("a number is too large"));
    }
  return TRUE;
}

static gboolean
scan_word (Scanner *s,
           GError **error)
{
  static const char *words[] = { "true", "false", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);

      if ((gsize) (s->end - s->p) >= n && memcmp (s->p, words[i], n) == 0)
        {
          s->p += n;
          return TRUE;
        }
    }
  return fail_at (s, s->p, error, _("a value was expected here"));
}

/* Checks the JSON grammar iteratively, with the open lists and objects on
 * a small stack, so that depth costs no C stack. */
static gboolean
scan_document (Scanner     *s,
               MemberNames *names,
               GError     **error)
{
  char open[TSL_JSON_MAX_DEPTH];
  guint depth = 0;
  ScanState state = EXPECT_VALUE;
  const guchar *name;
  guint values = 0;

  skip_whitespace (s);
  if (s->p == s->end)
    return fail_at (s, s->p, error, _("the file holds no JSON value"));

  for (;;)
    {
      skip_whitespace (s);
      switch (state)
        {
        case EXPECT_VALUE:
          if (s->p == s->end)
            return fail_at (s, s->p, error, _("the text ends where a value was expected"));
          if (++values > TSL_JSON_MAX_VALUES)
            {
              g_autofree char *reason =
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "the text holds more than %u value, the most this program reads",
                                              "the text holds more than %u values, the most this program reads",
                                              TSL_JSON_MAX_VALUES),
                                 (guint) TSL_JSON_MAX_VALUES);
              return fail_at (s, s->p, error, reason);
            }
          if (*s->p == '{' || *s->p == '[')
            {
              if (depth == TSL_JSON_MAX_DEPTH)
                {
                  g_autofree char *reason =
                    g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "lists and objects are nested deeper than %u level",
                                                  "lists and objects are nested deeper than %u levels",
                                                  TSL_JSON_MAX_DEPTH),
                                     (guint) TSL_JSON_MAX_DEPTH);
                  return fail_at (s, s->p, error, reason);
                }
              open[depth++] = (char) *s->p;
              if (*s->p == '{')
                member_names_open (names, depth - 1);
              s->p++;
              skip_whitespace (s);
              if (s->p < s->end && *s->p == (open[depth - 1] == '{' ? '}' : ']'))
                {
                  s->p++;
                  depth--;
                  state = AFTER_VALUE;
                }
              else
                state = open[depth - 1] == '{' ? EXPECT_MEMBER : EXPECT_VALUE;
              continue;
            }
          if (*s->p == '"')
            {
              if (!scan_string (s, error))
                return FALSE;
            }
          else if (*s->p == '-' || (*s->p >= '0' && *s->p <= '9'))
            {
              if (!scan_number (s, error))
                return FALSE;
            }
          else if (!scan_word (s, error))
            return FALSE;
          state = AFTER_VALUE;
          break;

        case EXPECT_MEMBER:
          if (s->p == s->end || *s->p != '"')
            return fail_at (s, s->p, error, _("a member name in double quotes was expected here"));
          name = s->p;
          if (!scan_string (s, error) ||
              !member_names_add (names, depth - 1, s, name, s->p - 1, error))
            return FALSE;
          skip_whitespace (s);
          if (s->p == s->end || *s->p != ':')
            return fail_at (s, s->p, error, _("a colon was expected after the member name"));
          s->p++;
          state = EXPECT_VALUE;
          break;

        case AFTER_VALUE:
          if (depth == 0)
            {
              if (s->p != s->end)
                return fail_at (s, s->p, error,
                                _("there is more text after the end of the JSON value"));
              return TRUE;
            }
          if (s->p < s->end && *s->p == ',')
            {
              s->p++;
              state = open[depth - 1] == '{' ? EXPECT_MEMBER : EXPECT_VALUE;
            }
          else if (s->p < s->end && *s->p == (open[depth - 1] == '{' ? '}' : ']'))
            {
              s->p++;
              if (open[--depth] == '{')
                member_names_close (names, depth);
            }
          else if (open[depth - 1] == '{')
            return fail_at (s, s->p, error, _("a comma or a closing brace was expected here"));
          else
            return fail_at (s, s->p, error, _("a comma or a closing bracket was expected here"));
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

static gboolean
check_size (gsize    length,
            GError **error)
{
  g_autofree char *limit = NULL;

  if (length <= TSL_JSON_MAX_SIZE)
    return TRUE;
  limit = g_format_size_full (TSL_JSON_MAX_SIZE, G_FORMAT_SIZE_IEC_UNITS);
  g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
               /* Translators: %s is a size, "32.0 MiB" */
               _("The file is larger than %s, the most this program reads"), limit);
  return FALSE;
}

/* Skips a UTF-8 byte order mark, which RFC 8259 lets readers ignore. */
static gsize
bom_length (const char *data,
            gsize       length)
{
  return length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

/**
 * tsl_json_check:
 * @data: a JSON text
 * @length: its length in bytes
 * @error: return location for a #TSL_ERROR_PARSE
 *
 * Checks that @data is one strict JSON value (RFC 8259, an optional UTF-8
 * byte order mark, whitespace around it) that json-glib reads faithfully:
 * at most #TSL_JSON_MAX_SIZE bytes, valid UTF-8 without NUL, lists and
 * objects nested at most #TSL_JSON_MAX_DEPTH deep, no "\u0000" or unpaired
 * surrogate escapes, whole numbers within signed 64 bits and other
 * numbers finite.  Linear in @length.
 *
 * Returns: %TRUE if @data may be given to json-glib
 */
gboolean
tsl_json_check (const char *data,
                gsize       length,
                GError    **error)
{
  Scanner s;
  MemberNames names = { NULL, };
  const char *invalid = NULL;
  gsize skip;
  gboolean ok;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_size (length, error))
    return FALSE;
  skip = bom_length (data, length);
  s.start = (const guchar *) data + skip;
  s.end = (const guchar *) data + length;
  s.p = s.start;

  if (!g_utf8_validate_len ((const char *) s.start, length - skip, &invalid))
    return fail_at (&s, (const guchar *) invalid, error,
                    *invalid == '\0' ? _("the text contains a NUL byte")
                                     : _("the text is not valid UTF-8"));
  names.names = g_ptr_array_new_with_free_func (g_free);
  ok = scan_document (&s, &names, error);
  /* The scan may stop inside objects: drop their sets too. */
  for (guint level = 0; level < TSL_JSON_MAX_DEPTH; level++)
    if (names.sets[level] != NULL)
      g_hash_table_unref (names.sets[level]);
  g_ptr_array_unref (names.names);
  return ok;
}

/**
 * tsl_json_load_from_data:
 * @data: a JSON text
 * @length: its length in bytes, or -1 if it is nul-terminated
 * @error: return location for a #TSL_ERROR_PARSE
 *
 * Checks @data with tsl_json_check(), then parses it.
 *
 * Returns: (transfer full): the JSON value, or %NULL
 */
JsonNode *
tsl_json_load_from_data (const char *data,
                         gssize      length,
                         GError    **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize size;
  gsize skip;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  size = length < 0 ? strlen (data) : (gsize) length;
  if (!tsl_json_check (data, size, error))
    return NULL;

  skip = bom_length (data, size);
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data + skip, (gssize) (size - skip), &local_error))
    {
      /* Only if json-glib and the check disagree on what is JSON. */
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   _("The game file is not valid JSON: %s"), local_error->message);
      return NULL;
    }
  return json_node_ref (json_parser_get_root (parser));
}

/* Reads at most one byte more than the limit, so that larger input is
 * refused without being read in full. */
static char *
read_limited (int         fd,
              const char *display_name,
              gsize      *length,
              GError    **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  struct stat info;
  guint8 buffer[65536];

  if (fstat (fd, &info) == 0 && S_ISREG (info.st_mode) && info.st_size > TSL_JSON_MAX_SIZE)
    {
      check_size ((gsize) info.st_size, error);
      return NULL;
    }

  for (;;)
    {
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _("Could not read “%s”: %s"), display_name, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      g_byte_array_append (bytes, buffer, (guint) n);
      if (!check_size (bytes->len, error))
        return NULL;
    }
  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
}

/**
 * tsl_json_load_from_fd:
 * @fd: a file descriptor open for reading, like standard input
 * @error: return location for a #G_FILE_ERROR or a #TSL_ERROR_PARSE
 *
 * Reads @fd to its end, refusing more than #TSL_JSON_MAX_SIZE bytes, and
 * parses it with tsl_json_load_from_data().  @fd stays open.
 *
 * Returns: (transfer full): the JSON value, or %NULL
 */
JsonNode *
tsl_json_load_from_fd (int      fd,
                       GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (fd >= 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Translators: where a game file is read from with "-" */
  data = read_limited (fd, _("standard input"), &length, error);
  if (data == NULL)
    return NULL;
  return tsl_json_load_from_data (data, (gssize) length, error);
}

/**
 * tsl_json_load_from_path:
 * @path: a file name
 * @error: return location for a #G_FILE_ERROR or a #TSL_ERROR_PARSE
 *
 * Reads a file, refusing files larger than #TSL_JSON_MAX_SIZE before
 * reading them, and parses it with tsl_json_load_from_data().
 *
 * Returns: (transfer full): the JSON value, or %NULL
 */
JsonNode *
tsl_json_load_from_path (const char *path,
                         GError    **error)
{
  g_autofree char *display = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);
  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not open “%s”: %s"), display, g_strerror (saved_errno));
      return NULL;
    }
  data = read_limited (fd, display, &length, error);
  g_close (fd, NULL);
  if (data == NULL)
    return NULL;
  return tsl_json_load_from_data (data, (gssize) length, error);
}

/**
 * tsl_json_to_text:
 * @node: a JSON value
 * @pretty: whether to indent it (by two spaces) over several lines
 *
 * Writes @node as JSON text that tsl_json_load_from_data() reads back.
 * json-glib 1.6 escapes every control character but U+001F, which it
 * writes raw, against RFC 8259; that one is escaped here.
 *
 * Returns: (transfer full): the text, without a final newline
 */
char *
tsl_json_to_text (JsonNode *node,
                  gboolean  pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  GString *escaped;

  g_return_val_if_fail (node != NULL, NULL);

  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  if (strchr (text, '\x1f') == NULL)
    return g_steal_pointer (&text);

  /* Bytes below 0x80 are never part of a UTF-8 sequence, and the
   * generator writes control characters only inside strings. */
  escaped = g_string_sized_new (strlen (text) + 16);
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '\x1f')
        g_string_append (escaped, "\\u001f");
      else
        g_string_append_c (escaped, *c);
    }
  return g_string_free (escaped, FALSE);
}
