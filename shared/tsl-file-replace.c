/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tsl-file-replace.h"

/* Replacing a file as editors do: the new text goes to a temporary file
 * beside the real target (symbolic links followed), which is synced,
 * checked by the caller and only then renamed over the target, with the
 * target's permissions.  Always renamed, a target with other hard links
 * too: writing it in place could leave it cut short (a full disk, a
 * kill), and the previous good save must survive until the new one is
 * safely on disk.  The other names keep the previous save.
 *
 * The writer holds a lock on its temporary file while it lives, so that
 * the next save removes one a killed save left as soon as nobody holds it
 * (after a few seconds' grace for a save that has just created its own);
 * where the file system has no locks, after TSL_FILE_STALE_SECONDS. */

/* As many links as the kernel follows (MAXSYMLINKS on Linux). */
#define MAX_LINKS 40

static gboolean
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *format,
                 const char *file)
{
  g_autofree char *display = g_filename_display_name (file);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               format, display, g_strerror (saved_errno));
  return FALSE;
}

/* The file a chain of symbolic links leads to (@path itself when it is
 * not a link); it need not exist yet. */
static char *
resolve_links (const char *path,
               GError    **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i <= MAX_LINKS; i++)
    {
      GStatBuf info;
      g_autofree char *target = NULL;

      if (g_lstat (current, &info) != 0 || !S_ISLNK (info.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, error);
      if (target == NULL)
        return NULL;
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);
          g_autofree char *joined = g_build_filename (dir, target, NULL);

          g_free (target);
          target = g_steal_pointer (&joined);
        }
      g_free (current);
      current = g_steal_pointer (&target);
    }
  set_errno_error (error, ELOOP,
                   /* Translators: the first %s is a file name, the second why */
                   _("Could not save “%s”: %s"), path);
  return NULL;
}

/* Whether @suffix looks like the random part of g_mkstemp(): six letters
 * and digits of at least two kinds, so that "backup" or "BACKUP" after
 * the name is taken for a user's file and kept. */
static gboolean
is_random_suffix (const char *suffix)
{
  gboolean lower = FALSE, upper = FALSE, digit = FALSE;

  if (strlen (suffix) != 6)
    return FALSE;
  for (const char *c = suffix; *c != '\0'; c++)
    {
      if (g_ascii_islower (*c))
        lower = TRUE;
      else if (g_ascii_isupper (*c))
        upper = TRUE;
      else if (g_ascii_isdigit (*c))
        digit = TRUE;
      else
        return FALSE;
    }
  return lower + upper + digit >= 2;
}

/* Seconds between creating a temporary file and locking it, at most */
#define LOCK_GRACE_SECONDS 10

/* Whether a save in progress holds @path: it locks its temporary file.
 * Without locks, only age says it: TSL_FILE_STALE_SECONDS. */
static gboolean
is_held (const char *path,
         gint64      age)
{
  int fd;
  gboolean held;

  if (age < LOCK_GRACE_SECONDS)
    return TRUE;
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0);
  if (fd < 0)
    return TRUE;
  if (flock (fd, LOCK_EX | LOCK_NB) == 0)
    held = FALSE;
  else
    held = errno == EWOULDBLOCK || age < TSL_FILE_STALE_SECONDS;
  g_close (fd, NULL);
  return held;
}

/* Removes the NAME.XXXXXX files that a save interrupted by a crash left
 * beside @target: ours (same owner, one link, a regular file) and held by
 * no save in progress (is_held()).  Failures are ignored: cleaning is a
 * courtesy. */
static void
remove_stale_temporaries (const char *target)
{
  g_autofree char *dir_name = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  gsize base_length = strlen (base);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (strncmp (name, base, base_length) != 0 || name[base_length] != '.'
          || !is_random_suffix (name + base_length + 1))
        continue;
      path = g_build_filename (dir_name, name, NULL);
      if (g_lstat (path, &info) != 0 || !S_ISREG (info.st_mode) || info.st_nlink != 1
          || info.st_uid != geteuid () || is_held (path, now - (gint64) info.st_mtime))
        continue;
      g_unlink (path);
    }
}

static gboolean
write_all (int         fd,
           const char *contents,
           gsize       length)
{
  while (length > 0)
    {
      gssize n = write (fd, contents, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      contents += n;
      length -= (gsize) n;
    }
  return fsync (fd) == 0;
}

/* Gives the temporary file the target's permissions and, where allowed,
 * its owner and group. */
static void
copy_attributes (int             fd,
                 const GStatBuf *target)
{
  GStatBuf info;

  if (fchmod (fd, target->st_mode & 0777) != 0)
    return;
  if (fstat (fd, &info) == 0 && (info.st_uid != target->st_uid || info.st_gid != target->st_gid)
      && fchown (fd, target->st_uid, target->st_gid) != 0)
    {
      /* Only the group may be ours to give: keep our owner. */
      if (fchown (fd, (uid_t) -1, target->st_gid) != 0)
        return;
    }
}

/**
 * tsl_file_replace:
 * @path: the file to write; a symbolic link is followed and kept
 * @contents: the new contents
 * @length: their length in bytes
 * @verify: (nullable) (scope call): checks the written temporary file
 * @user_data: data for @verify
 * @error: return location for a #G_FILE_ERROR, or @verify's error
 *
 * Replaces the contents of @path without ever leaving it half written:
 *
 * - symbolic links are followed, and the file they lead to is replaced;
 * - @contents go to a temporary file TARGET.XXXXXX beside that target,
 *   synced to disk, with the target's permissions (and owner and group,
 *   where allowed); a new file gets 0644 less the umask;
 * - @verify is called on it: if it fails, the temporary file is removed
 *   and the target is left untouched;
 * - the temporary file is then renamed over the target, whatever its
 *   number of hard links: the target's other names keep the previous
 *   contents;
 * - temporary files TARGET.XXXXXX that a killed save left are removed:
 *   those no save in progress holds locked, or where the file system has
 *   no locks, those older than #TSL_FILE_STALE_SECONDS.
 *
 * Targets that are not regular files (devices, pipes, folders) are refused.
 *
 * Returns: %TRUE if @path now holds @contents
 */
gboolean
tsl_file_replace (const char        *path,
                  const char        *contents,
                  gsize              length,
                  TslFileVerifyFunc  verify,
                  gpointer           user_data,
                  GError           **error)
{
  g_autofree char *target = NULL;
  g_autofree char *temp = NULL;
  GStatBuf info;
  gboolean exists, replaced;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  exists = g_stat (target, &info) == 0;
  if (!exists && errno != ENOENT)
    return set_errno_error (error, errno, _("Could not save “%s”: %s"), target);
  if (exists && !S_ISREG (info.st_mode))
    {
      g_autofree char *display = g_filename_display_name (target);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("Could not save “%s”: it is not a regular file"), display);
      return FALSE;
    }

  remove_stale_temporaries (target);

  temp = g_strconcat (target, ".XXXXXX", NULL);
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0644);
  if (fd < 0)
    return set_errno_error (error, errno, _("Could not create a temporary file beside “%s”: %s"),
                            target);
  /* Held while this save lives (is_held()); a file system without locks
   * leaves it to the age. */
  (void) flock (fd, LOCK_EX | LOCK_NB);
  if (exists)
    copy_attributes (fd, &info);
  if (!write_all (fd, contents, length))
    replaced = set_errno_error (error, errno, _("Could not write “%s”: %s"), temp);
  else if (verify != NULL && !verify (temp, user_data, error))
    replaced = FALSE;
  else if (g_rename (temp, target) != 0)
    replaced = set_errno_error (error, errno, _("Could not save “%s”: %s"), target);
  else
    replaced = TRUE;
  if (!replaced)
    g_unlink (temp);
  /* Closed last, so that the lock holds while the save lives; written and
   * synced (write_all), closing can lose nothing now. */
  g_close (fd, NULL);
  return replaced;
}
