/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A stand-in for the Avahi daemon on a test bus: the methods and signals
 * of org.freedesktop.Avahi that TslNetDiscovery uses, with what it was
 * asked recorded for the tests to check. */
typedef struct
{
  GDBusConnection *connection;
  GDBusNodeInfo   *node;
  GArray          *registrations;
  char            *client;          /* the last caller's unique name */
  guint            n_objects;

  /* What the code asked for. */
  GVariant        *added;           /* AddService's parameters */
  guint            n_added;
  guint            n_commits;
  guint            n_resets;
  guint            n_group_frees;
  guint            n_browser_frees;
  guint            n_resolves;
  gint             first_aprotocol; /* of the first ResolveService; -2 before */
  char            *browser_path;

  /* How it answers. */
  gboolean         collide_once;    /* AddService: CollisionError the first time */
  GHashTable      *services;        /* name → FakeService */
} FakeAvahi;

FakeAvahi *fake_avahi_new          (const char *address);
void       fake_avahi_free         (FakeAvahi  *fake);
void       fake_avahi_add_service  (FakeAvahi  *fake,
                                    const char *name,
                                    GVariant   *reply,
                                    gboolean    ipv6_only);
GVariant  *fake_avahi_reply        (const char *name,
                                    const char *address,
                                    guint16     port,
                                    const char * const *txt);
void       fake_avahi_item         (FakeAvahi  *fake,
                                    const char *member,
                                    const char *path,
                                    gint        interface,
                                    const char *name);
void       fake_avahi_emit         (FakeAvahi  *fake,
                                    const char *path,
                                    const char *interface,
                                    const char *member,
                                    GVariant   *parameters);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FakeAvahi, fake_avahi_free)

G_END_DECLS
