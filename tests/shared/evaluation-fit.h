/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-ai.h"
#include "tsl-engine.h"

G_BEGIN_DECLS

/* Fitting an engine's evaluation weights (kept as data: an .ini file with
 * an [evaluation] group, and a module's with a group of its name) to the outcomes of seeded games: positions, each
 * seat's features in it, and who won.  The model is the evaluation the
 * engines use: a softmax of each seat's weighed features. */

typedef struct _EvaluationFit EvaluationFit;

EvaluationFit *evaluation_fit_new         (guint                n_features,
                                           const char * const  *names);
void           evaluation_fit_free        (EvaluationFit       *fit);
guint          evaluation_fit_get_count   (EvaluationFit       *fit);
void           evaluation_fit_add         (EvaluationFit       *fit,
                                           guint                n_players,
                                           const double        *features);
void           evaluation_fit_settle      (EvaluationFit       *fit,
                                           guint                first,
                                           gint                 winner,
                                           gboolean             held_out);
void           evaluation_fit_spreads     (EvaluationFit       *fit,
                                           double              *spread);
void           evaluation_fit_run         (EvaluationFit       *fit,
                                           const double        *start,
                                           double              *weights);
double         evaluation_fit_held_out_loss (EvaluationFit     *fit,
                                             const double      *weights,
                                             double            *hits);
void           evaluation_fit_print       (EvaluationFit       *fit,
                                           const char          *what,
                                           const double        *start,
                                           const double        *weights);
void           evaluation_fit_rewrite_ini (EvaluationFit       *fit,
                                           const char          *path,
                                           const double        *weights);
void           evaluation_fit_read_ini    (EvaluationFit       *fit,
                                           const char          *path,
                                           double              *weights,
                                           gboolean            *named);

/* A seat's features in @state, seat after seat; FALSE: no sample here. */
typedef gboolean (*EvaluationFitFeatures) (gconstpointer state,
                                           double       *features);

void           evaluation_fit_play        (TslEngine           *engine,
                                           JsonObject          *options,
                                           guint                n_players,
                                           guint64              seed,
                                           TslAi               *greedy,
                                           EvaluationFitFeatures features,
                                           EvaluationFit       *fit);
int            evaluation_fit_main        (int                  argc,
                                           char               **argv,
                                           TslEngine           *engine,
                                           guint                n_features,
                                           const char * const  *names,
                                           const double        *start,
                                           EvaluationFitFeatures features);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EvaluationFit, evaluation_fit_free)

G_END_DECLS
