/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-game.h"
#include "tsl-seat-row.h"
#include "tsl-setup-page.h"
#include "tsl-game-view.h"
#include "tsl-start-player.h"

/*
 * TslSetupPage: the new-game form.  Seats, the game's options (built from
 * the engine's TslOptionSpec table, so no game is named here) and the seed.
 * "setup.start" rolls for the start player, seats everyone clockwise from
 * them, creates the TslGame and emits "start-game".
 */
struct _TslSetupPage
{
  GtkWidget   parent_instance;

  GtkWidget  *title_label;
  GtkWidget  *players_spin;
  GtkAdjustment *players_adjustment;
  GtkWidget  *seats_box;
  GtkWidget  *options_heading;
  GtkWidget  *options_grid;
  GtkWidget  *form_scroll;
  GtkWidget  *players_note;
  GtkSizeGroup *color_widths;       /* the seat rows' drop-downs line up */
  GtkSizeGroup *controller_widths;
  GtkWidget  *preview_area;   /* the board these options start on, for games that draw it */
  GtkWidget  *seed_entry;
  GtkWidget  *error_label;

  TslEngine  *engine;
  GSettings  *settings;
  GPtrArray  *seat_rows;
  GPtrArray  *option_widgets;
  /* Per option: the "Automatic" check of an integer whose default follows
   * the other options (TslOptionSpec.derive_default), else NULL. */
  GPtrArray  *automatic_checks;
  gboolean    deriving;   /* the page itself is setting a derived value */
};

G_DEFINE_FINAL_TYPE (TslSetupPage, tsl_setup_page, GTK_TYPE_WIDGET)

enum {
  SIGNAL_START_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (TslSetupPage *self,
            const char   *message)
{
  gtk_label_set_label (GTK_LABEL (self->error_label), message);
  gtk_widget_set_visible (self->error_label, message != NULL);
}

static void
restore_seat (TslSetupPage *self,
              TslSeatRow   *row,
              guint         seat)
{
  g_autoptr(GVariant) seats = NULL;
  const char *name, *color, *controller;

  if (self->settings == NULL)
    return;
  seats = g_settings_get_value (self->settings, "last-seats");
  if (seat >= g_variant_n_children (seats))
    return;
  g_variant_get_child (seats, seat, "(&s&s&s)", &name, &color, &controller);
  if (*name != '\0')
    tsl_seat_row_set_name (row, name);
  tsl_seat_row_set_color (row, color);
  tsl_seat_row_set_controller (row, controller);
}

static gboolean
color_used_before (TslSetupPage *self,
                   guint         seat,
                   const char   *color)
{
  for (guint j = 0; j < seat; j++)
    if (g_strcmp0 (tsl_seat_row_get_color (self->seat_rows->pdata[j]), color) == 0)
      return TRUE;
  return FALSE;
}

/* Seats restored from the last game (perhaps of another game, with other
 * colours) can meet a new seat's default colour: give every later seat
 * that repeats a colour the first of the game's colours nobody has. */
static void
make_colors_distinct (TslSetupPage *self)
{
  const char * const *colors = tsl_engine_get_colors (self->engine);

  for (guint i = 1; i < self->seat_rows->len; i++)
    {
      TslSeatRow *row = self->seat_rows->pdata[i];

      if (!color_used_before (self, i, tsl_seat_row_get_color (row)))
        continue;
      for (guint c = 0; colors != NULL && colors[c] != NULL; c++)
        {
          gboolean taken = FALSE;

          for (guint j = 0; j < self->seat_rows->len && !taken; j++)
            taken = g_strcmp0 (tsl_seat_row_get_color (self->seat_rows->pdata[j]), colors[c]) == 0;
          if (!taken)
            {
              tsl_seat_row_set_color (row, colors[c]);
              break;
            }
        }
    }
}

static void
players_changed_cb (TslSetupPage *self)
{
  guint n = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->players_spin));

  gtk_widget_queue_draw (self->preview_area);
  if (self->engine == NULL)
    return;
  while (self->seat_rows->len > n)
    {
      GtkWidget *row = g_ptr_array_steal_index (self->seat_rows, self->seat_rows->len - 1);

      gtk_list_box_remove (GTK_LIST_BOX (self->seats_box), gtk_widget_get_parent (row));
    }
  while (self->seat_rows->len < n)
    {
      GtkWidget *row = tsl_seat_row_new (self->engine, self->seat_rows->len);

      tsl_seat_row_share_widths (TSL_SEAT_ROW (row), self->color_widths, self->controller_widths);

      restore_seat (self, TSL_SEAT_ROW (row), self->seat_rows->len);
      gtk_list_box_append (GTK_LIST_BOX (self->seats_box), row);
      g_ptr_array_add (self->seat_rows, row);
    }
  make_colors_distinct (self);
  {
    const char *note = tsl_engine_get_player_count_note (self->engine, n);

    gtk_label_set_label (GTK_LABEL (self->players_note), note != NULL ? note : "");
    gtk_widget_set_visible (self->players_note, note != NULL);
  }
}

static void
new_seed_cb (TslSetupPage *self)
{
  tsl_setup_page_set_seed (self, g_random_int_range (1, G_MAXINT32));
}

static GtkWidget *
option_widget_new (const TslOptionSpec *spec)
{
  GtkWidget *widget = NULL;

  switch (spec->type)
    {
    case TSL_OPTION_BOOL:
      widget = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (widget), spec->default_value != 0);
      gtk_widget_set_halign (widget, GTK_ALIGN_START);
      break;

    case TSL_OPTION_INT:
      widget = gtk_spin_button_new_with_range (spec->min, spec->max, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), spec->default_value);
      gtk_widget_set_halign (widget, GTK_ALIGN_START);
      break;

    case TSL_OPTION_CHOICE:
      {
        g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

        for (guint i = 0; i < spec->n_choices; i++)
          gtk_string_list_append (list, tsl_option_label (spec->choices[i].label));
        widget = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
        gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), spec->default_value);
      }
      break;

    default:
      g_assert_not_reached ();
    }
  if (spec->description != NULL)
    gtk_widget_set_tooltip_text (widget, tsl_option_label (spec->description));
  return widget;
}

static JsonObject *collect_options (TslSetupPage *self);

/* The board a new game with the page's options, seats and seed starts on
 * (a scenario chosen shows its board at once), drawn by the game's view. */
static void
draw_preview_cb (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  TslSetupPage *self = user_data;
  g_autoptr(JsonObject) options = NULL;
  guint64 seed = 1;

  if (self->engine == NULL)
    return;
  options = collect_options (self);
  /* A seed being typed: the last whole number shown is as good as any. */
  g_ascii_string_to_unsigned (gtk_editable_get_text (GTK_EDITABLE (self->seed_entry)), 10, 0, G_MAXUINT64,
                              &seed, NULL);
  tsl_game_view_draw_setup_preview (self->engine, cr, width, height, options,
                                    MAX (self->seat_rows->len, 1), seed);
}

/* Shows, in every option left on "Automatic", the value the game will use
 * with the other options as they are now. */
static void
update_derived (TslSetupPage *self)
{
  g_autoptr(JsonObject) options = NULL;
  const TslOptionSpec *specs;
  guint n_specs = 0;

  if (self->deriving)
    return;
  gtk_widget_queue_draw (self->preview_area);
  specs = tsl_engine_get_options (self->engine, &n_specs);
  options = collect_options (self);
  self->deriving = TRUE;
  for (guint i = 0; i < n_specs && i < self->automatic_checks->len; i++)
    {
      GtkWidget *check = self->automatic_checks->pdata[i];

      if (check != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->option_widgets->pdata[i]),
                                   tsl_options_derived_value (specs, n_specs, options, specs[i].key));
    }
  self->deriving = FALSE;
}

/* A value typed by the player overrides the automatic one. */
static void
derived_value_changed_cb (GtkSpinButton *spin,
                          TslSetupPage  *self)
{
  guint index;

  if (self->deriving || !g_ptr_array_find (self->option_widgets, spin, &index))
    return;
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->automatic_checks->pdata[index]), FALSE);
}

static GtkWidget *
automatic_check_new (TslSetupPage *self,
                     GtkWidget    *spin)
{
  /* Translators: a check box beside a number the game can work out from the
   * other options (Catan's victory target follows the modules chosen) */
  GtkWidget *check = gtk_check_button_new_with_label (_("Automatic"));

  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  gtk_widget_set_tooltip_text (check, _("Use the value the other options give; change the number "
                                        "to choose your own"));
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_derived), self);
  g_signal_connect (spin, "value-changed", G_CALLBACK (derived_value_changed_cb), self);
  return check;
}

static void
build_options (TslSetupPage *self)
{
  GtkWidget *child;
  const TslOptionSpec *specs;
  guint n_specs = 0;

  while ((child = gtk_widget_get_first_child (self->options_grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->options_grid), child);
  g_ptr_array_set_size (self->option_widgets, 0);
  g_ptr_array_set_size (self->automatic_checks, 0);

  specs = tsl_engine_get_options (self->engine, &n_specs);
  for (guint i = 0; i < n_specs; i++)
    {
      GtkWidget *label = gtk_label_new (tsl_option_label (specs[i].label));
      GtkWidget *widget = option_widget_new (&specs[i]);
      GtkWidget *check = NULL;
      GtkWidget *cell = widget;

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      /* The rule explained on the label a person reads too (tour D40). */
      if (specs[i].description != NULL)
        gtk_widget_set_tooltip_text (label, tsl_option_label (specs[i].description));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      if (specs[i].type == TSL_OPTION_INT && specs[i].derive_default != NULL)
        {
          check = automatic_check_new (self, widget);
          cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
          gtk_box_append (GTK_BOX (cell), widget);
          gtk_box_append (GTK_BOX (cell), check);
        }
      gtk_grid_attach (GTK_GRID (self->options_grid), label, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (self->options_grid), cell, 1, i, 1, 1);
      g_ptr_array_add (self->option_widgets, widget);
      g_ptr_array_add (self->automatic_checks, check);
    }
  /* Every change can move a derived value: follow them all. */
  for (guint i = 0; i < self->option_widgets->len; i++)
    {
      GtkWidget *widget = self->option_widgets->pdata[i];

      if (GTK_IS_SWITCH (widget))
        g_signal_connect_swapped (widget, "notify::active", G_CALLBACK (update_derived), self);
      else if (GTK_IS_DROP_DOWN (widget))
        g_signal_connect_swapped (widget, "notify::selected", G_CALLBACK (update_derived), self);
      else if (self->automatic_checks->pdata[i] == NULL)
        g_signal_connect_swapped (widget, "value-changed", G_CALLBACK (update_derived), self);
    }
  update_derived (self);
  gtk_widget_set_visible (self->options_heading, n_specs > 0);
}

static JsonObject *
collect_options (TslSetupPage *self)
{
  JsonObject *options = json_object_new ();
  const TslOptionSpec *specs;
  guint n_specs = 0;

  specs = tsl_engine_get_options (self->engine, &n_specs);
  for (guint i = 0; i < n_specs && i < self->option_widgets->len; i++)
    {
      GtkWidget *widget = self->option_widgets->pdata[i];

      switch (specs[i].type)
        {
        case TSL_OPTION_BOOL:
          json_object_set_boolean_member (options, specs[i].key,
                                          gtk_switch_get_active (GTK_SWITCH (widget)));
          break;
        case TSL_OPTION_INT:
          /* Left out on "Automatic": the game derives it. */
          if (i < self->automatic_checks->len && self->automatic_checks->pdata[i] != NULL &&
              gtk_check_button_get_active (GTK_CHECK_BUTTON (self->automatic_checks->pdata[i])))
            break;
          json_object_set_int_member (options, specs[i].key,
                                      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget)));
          break;
        case TSL_OPTION_CHOICE:
          {
            guint choice = gtk_drop_down_get_selected (GTK_DROP_DOWN (widget));

            if (choice < specs[i].n_choices)
              json_object_set_string_member (options, specs[i].key, specs[i].choices[choice].nick);
          }
          break;
        default:
          g_assert_not_reached ();
        }
    }
  return options;
}

static void
remember_seats (TslSetupPage *self)
{
  GVariantBuilder builder;

  if (self->settings == NULL)
    return;
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sss)"));
  for (guint i = 0; i < self->seat_rows->len; i++)
    {
      TslSeatRow *row = self->seat_rows->pdata[i];
      g_autofree char *controller = tsl_seat_row_dup_controller (row);

      g_variant_builder_add (&builder, "(sss)", tsl_seat_row_get_name (row),
                             tsl_seat_row_get_color (row), controller);
    }
  g_settings_set_value (self->settings, "last-seats", g_variant_builder_end (&builder));
  g_settings_set_string (self->settings, "last-game", tsl_engine_get_id (self->engine));
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TslSetupPage *self = TSL_SETUP_PAGE (widget);
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree const char **names = NULL;
  g_autofree char *start_message = NULL;
  TslStartRoll roll;
  guint64 seed = 0;
  guint n = self->seat_rows->len;

  if (self->engine == NULL)
    return;

  if (!g_ascii_string_to_unsigned (gtk_editable_get_text (GTK_EDITABLE (self->seed_entry)),
                                   10, 0, G_MAXUINT64, &seed, NULL))
    {
      show_error (self, _("The seed must be a whole number."));
      return;
    }
  names = g_new0 (const char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      TslSeatRow *row = self->seat_rows->pdata[i];
      g_autofree char *stripped = g_strstrip (g_strdup (tsl_seat_row_get_name (row)));

      names[i] = tsl_seat_row_get_name (row);
      if (*stripped == '\0')
        {
          show_error (self, _("Every player needs a name."));
          return;
        }
      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (tsl_seat_row_get_color (row),
                       tsl_seat_row_get_color (self->seat_rows->pdata[j])) == 0)
          {
            show_error (self, _("Two players have the same colour."));
            return;
          }
    }

  options = collect_options (self);
  game = tsl_game_new (self->engine, options, n, seed, NULL, &error);
  if (game == NULL)
    {
      show_error (self, error->message);
      return;
    }

  /* Seat 0 of the game is the start player; the others follow clockwise. */
  tsl_start_player_roll (seed, n, &roll);
  for (guint i = 0; i < n; i++)
    {
      TslSeatRow *row = self->seat_rows->pdata[(roll.start + i) % n];
      g_autofree char *controller = tsl_seat_row_dup_controller (row);

      tsl_game_set_seat (game, i, tsl_seat_row_get_name (row), tsl_seat_row_get_color (row),
                         controller);
    }
  start_message = tsl_start_player_describe (&roll, names);
  tsl_game_set_start_message (game, start_message);

  show_error (self, NULL);
  remember_seats (self);
  new_seed_cb (self);
  g_signal_emit (self, signals[SIGNAL_START_GAME], 0, game);
}

static void
tsl_setup_page_dispose (GObject *object)
{
  TslSetupPage *self = TSL_SETUP_PAGE (object);

  tsl_widget_dispose_children (GTK_WIDGET (self), TSL_TYPE_SETUP_PAGE);
  g_clear_pointer (&self->seat_rows, g_ptr_array_unref);
  g_clear_pointer (&self->option_widgets, g_ptr_array_unref);
  g_clear_pointer (&self->automatic_checks, g_ptr_array_unref);
  g_clear_object (&self->engine);
  g_clear_object (&self->settings);
  g_clear_object (&self->color_widths);
  g_clear_object (&self->controller_widths);
  G_OBJECT_CLASS (tsl_setup_page_parent_class)->dispose (object);
}

static void
tsl_setup_page_class_init (TslSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_setup_page_dispose;

  /**
   * TslSetupPage::start-game:
   * @game: the new game, seats set, seat 0 the start player
   */
  signals[SIGNAL_START_GAME] =
    g_signal_new ("start-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TSL_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, players_spin);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, players_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, options_heading);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, options_grid);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, form_scroll);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, players_note);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, seed_entry);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, preview_area);
  gtk_widget_class_bind_template_child (widget_class, TslSetupPage, error_label);
  gtk_widget_class_bind_template_callback (widget_class, players_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_seed_cb);
  gtk_widget_class_install_action (widget_class, "setup.start", NULL, start_action);
  /* Ctrl+Return starts from anywhere in the form, as in a dialog. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "setup.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "setup.start", NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_setup_page_init (TslSetupPage *self)
{
  self->seat_rows = g_ptr_array_new ();
  self->option_widgets = g_ptr_array_new ();
  self->automatic_checks = g_ptr_array_new ();
  self->color_widths = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->controller_widths = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->preview_area), draw_preview_cb, self, NULL);
  g_signal_connect_swapped (self->seed_entry, "changed", G_CALLBACK (gtk_widget_queue_draw), self->preview_area);
  new_seed_cb (self);
}

/**
 * tsl_setup_page_get_preview:
 *
 * Returns: (transfer none): the drawn preview of the board (hidden for
 *   games whose view draws none)
 */
GtkWidget *
tsl_setup_page_get_preview (TslSetupPage *self)
{
  g_return_val_if_fail (TSL_IS_SETUP_PAGE (self), NULL);
  return self->preview_area;
}

GtkWidget *
tsl_setup_page_new (void)
{
  return g_object_new (TSL_TYPE_SETUP_PAGE, NULL);
}

void
tsl_setup_page_set_settings (TslSetupPage *self,
                             GSettings    *settings)
{
  g_return_if_fail (TSL_IS_SETUP_PAGE (self));
  g_set_object (&self->settings, settings);
}

/**
 * tsl_setup_page_set_engine:
 *
 * Builds the form for @engine: as many seats as last time (within the
 * game's limits), the game's options at their defaults, a new seed.
 */
void
tsl_setup_page_set_engine (TslSetupPage *self,
                           TslEngine    *engine)
{
  guint n, min, max;

  g_return_if_fail (TSL_IS_SETUP_PAGE (self));
  g_return_if_fail (TSL_IS_ENGINE (engine));

  /* Seats are rebuilt: colours and computer players differ per game. */
  g_set_object (&self->engine, engine);
  while (self->seat_rows->len > 0)
    {
      GtkWidget *row = g_ptr_array_steal_index (self->seat_rows, self->seat_rows->len - 1);

      gtk_list_box_remove (GTK_LIST_BOX (self->seats_box), gtk_widget_get_parent (row));
    }

  min = tsl_engine_get_min_players (engine);
  max = tsl_engine_get_max_players (engine);
  n = max;
  if (self->settings != NULL)
    {
      g_autoptr(GVariant) seats = g_settings_get_value (self->settings, "last-seats");
      g_autofree char *last = g_settings_get_string (self->settings, "last-game");

      if (g_strcmp0 (last, tsl_engine_get_id (engine)) == 0 && g_variant_n_children (seats) > 0)
        n = g_variant_n_children (seats);
    }
  n = CLAMP (n, min, max);

  gtk_label_set_label (GTK_LABEL (self->title_label), tsl_engine_get_name (engine));
  gtk_adjustment_configure (self->players_adjustment, n, min, max, 1, 1, 0);
  players_changed_cb (self);
  build_options (self);
  gtk_widget_set_visible (self->preview_area, tsl_game_view_has_setup_preview (engine));
  show_error (self, NULL);
  /* Every game's form opens at its top (tour D37). */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->form_scroll)), 0);
}

void
tsl_setup_page_set_n_players (TslSetupPage *self,
                              guint         n_players)
{
  g_return_if_fail (TSL_IS_SETUP_PAGE (self));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->players_spin), n_players);
  players_changed_cb (self);
}

guint
tsl_setup_page_get_n_players (TslSetupPage *self)
{
  g_return_val_if_fail (TSL_IS_SETUP_PAGE (self), 0);
  return self->seat_rows->len;
}

GtkWidget *
tsl_setup_page_get_seat_row (TslSetupPage *self,
                             guint         seat)
{
  g_return_val_if_fail (TSL_IS_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (seat < self->seat_rows->len, NULL);
  return self->seat_rows->pdata[seat];
}

void
tsl_setup_page_set_seed (TslSetupPage *self,
                         guint64       seed)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  g_return_if_fail (TSL_IS_SETUP_PAGE (self));
  gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), text);
}

/**
 * tsl_setup_page_get_option_widget:
 *
 * Returns: (transfer none) (nullable): the control built for option @key
 */
GtkWidget *
tsl_setup_page_get_option_widget (TslSetupPage *self,
                                  const char   *key)
{
  const TslOptionSpec *specs;
  guint n_specs = 0;

  g_return_val_if_fail (TSL_IS_SETUP_PAGE (self), NULL);
  if (self->engine == NULL)
    return NULL;
  specs = tsl_engine_get_options (self->engine, &n_specs);
  for (guint i = 0; i < n_specs && i < self->option_widgets->len; i++)
    if (g_strcmp0 (specs[i].key, key) == 0)
      return self->option_widgets->pdata[i];
  return NULL;
}

/**
 * tsl_setup_page_get_option_automatic:
 *
 * Returns: (transfer none) (nullable): the "Automatic" check of option
 *   @key when its default follows the other options
 */
GtkWidget *
tsl_setup_page_get_option_automatic (TslSetupPage *self,
                                     const char   *key)
{
  GtkWidget *widget = tsl_setup_page_get_option_widget (self, key);
  guint index;

  if (widget == NULL || !g_ptr_array_find (self->option_widgets, widget, &index))
    return NULL;
  return self->automatic_checks->pdata[index];
}
