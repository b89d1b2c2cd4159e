/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"
#include "tsl-move.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_VOTE_DIALOG (tsl_catan_vote_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanVoteDialog, tsl_catan_vote_dialog, TSL, CATAN_VOTE_DIALOG, GtkWindow)

/* Sends the vote; returns whether the rules took it (the dialog then closes). */
typedef gboolean (*TslCatanVoteCallback) (TslMove  *move,
                                          gpointer  user_data);
/* Shows the proposed paths on the board while they are chosen. */
typedef void     (*TslCatanVoteMarkFunc) (const guint *edges,
                                          guint        n_edges,
                                          gpointer     user_data);

GtkWindow *tsl_catan_vote_dialog_new         (GtkWidget            *parent,
                                              gint                  seat,
                                              const char           *name,
                                              const TslCatanInfo   *info,
                                              const char * const   *seat_names,
                                              TslCatanVoteCallback  callback,
                                              TslCatanVoteMarkFunc  mark,
                                              gpointer              user_data);
gboolean   tsl_catan_vote_dialog_select_path (TslCatanVoteDialog   *self,
                                              guint                 slot,
                                              gint                  edge);
void       tsl_catan_vote_dialog_set_cards   (TslCatanVoteDialog   *self,
                                              guint                 wool,
                                              guint                 grain);
void       tsl_catan_vote_dialog_confirm     (TslCatanVoteDialog   *self);

G_END_DECLS
