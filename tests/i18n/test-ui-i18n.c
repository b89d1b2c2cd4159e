/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tsl-catan-view.h"
#include "tsl-engine.h"
#include "tsl-game-card.h"
#include "tsl-launcher.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"
#include "tsl-session.h"
#include "tsl-window.h"
#include "ui-test-util.h"

/*
 * The GTK application in Hungarian, German or Bulgarian.
 *
 * Usage: test-ui-i18n [--tap] LANG LOCALEDIR SCREENSHOT_DIR
 *
 * Uses the catalogues meson built (LOCALEDIR = build/po), walks the
 * widget tree of the launcher, the setup page and a Catan board after the
 * founding phase, and fails on any visible text that is an English msgid
 * with a different translation (so text that escaped gettext or a
 * catalogue that did not load).  It also looks for a few known
 * translations, the rulebooks' game titles among them, and saves
 * screenshots (launcher-LANG.png, setup-LANG.png, board-LANG.png,
 * trade-LANG.png, victory-LANG.png, hunters-LANG.png) into
 * SCREENSHOT_DIR for people to look at.
 */

typedef struct
{
  const char *lang;
  const char *catan;        /* seed 000 / 003 / 004 */
  const char *hunters;      /* seed 001 / German edition / chosen */
  const char *choose_game;  /* the launcher's heading */
  const char *board_option; /* Catan's "Board" option label */
  const char *bank;         /* the bank's supply above the board: "Bank: 19 lumber, …" */
  const char *bank_item;    /* an item of it, listed like the log's cards */
  const char *dev_cards;    /* a player row: "0 development cards" */
  const char *placed;       /* the engine's log: "%s placed a settlement." */
  const char *drew;         /* Hunters' log: "%s drew a tile." (not the bonus tile's) */
  const char *wins;         /* the victory screen: "%s wins!" */
  const char *trades;       /* the trade dialog's heading: "%s trades" */
  const char *offer_get;    /* a trade prompt: "You get: 2 brick" (count forms, lower case) */
  const char *offer_give;   /* and "You give: 1 grain" */
  const char *supply;       /* H&G supply at the start: "%s: 5 tribe members and 2 huts in supply" */
} Expected;

static const Expected expected_table[] = {
  { "hu", "Catan telepesei", "Carcassonne – Vadászok és gyűjtögetők", "Válasszon játékot",
    "Játéktábla", "Készlet: ", " fa, ", "0 bónuszkártya", "települést rakott le.",
    " kártyát húzott.", " nyert!", " cserél", "Ön kap: 2 építőkő", "Ön ad: 1 gabona",
    ": készletében 5 törzstag és 2 kunyhó" },
  { "de", "Die Siedler von Catan", "Carcassonne – Die Jäger und Sammler", "Spiel auswählen",
    "Spielplan", "Vorrat: ", " Holz, ", "0 Entwicklungskarten", "hat eine Siedlung gesetzt.",
    " hat eine Karte gezogen.", " gewinnt!", " handelt", "Sie erhalten: 2 Lehm",
    "Sie geben: 1 Getreide", ": 5 Stammesmitglieder und 2 Hütten im Vorrat" },
  { "bg", "Катан", "Каркасон: Ловци и събирачи", "Изберете игра",
    "Игрално поле", "Банка: ", " дърва, ", "0 карти „Развитие“", "постави селище.",
    " изтегли плочка.", " печели!", " търгува", "Получавате: 2 тухли", "Давате: 1 жито",
    ": 5 члена на племето и 2 колиби в запаса" },
};

static const Expected *expected;
static const char *screenshot_dir;

/* The texts of @widget and its descendants; only what is on screen unless
 * @hidden_too (the game log lives on a page that may not be shown). */
static void
collect (GtkWidget *widget,
         GPtrArray *texts,
         gboolean   hidden_too)
{
  const char *text = NULL;
  gboolean shown = hidden_too || gtk_widget_get_mapped (widget);

  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_label (GTK_LABEL (widget));
  else if (GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  else if (GTK_IS_WINDOW (widget))
    text = gtk_window_get_title (GTK_WINDOW (widget));
  if (text != NULL && *text != '\0' && shown)
    g_ptr_array_add (texts, g_strdup (text));
  if (gtk_widget_get_tooltip_text (widget) != NULL && shown)
    g_ptr_array_add (texts, g_strdup (gtk_widget_get_tooltip_text (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, texts, hidden_too);
}

static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  collect (widget, texts, FALSE);
}

static gboolean
texts_contain (GPtrArray  *texts,
               const char *needle)
{
  for (guint i = 0; i < texts->len; i++)
    if (strstr (texts->pdata[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

static void
assert_contains (GPtrArray  *texts,
                 const char *needle)
{
  if (!texts_contain (texts, needle))
    {
      g_autofree char *all = NULL;

      g_ptr_array_add (texts, NULL);
      all = g_strjoinv (" | ", (char **) texts->pdata);
      g_test_message ("“%s” not among: %s", needle, all);
      g_ptr_array_remove_index (texts, texts->len - 1);
    }
  g_assert_true (texts_contain (texts, needle));
}

/* Visible English: a text that is itself a msgid the catalogue translates. */
static void
assert_no_english (GPtrArray *texts)
{
  g_autoptr(GString) english = g_string_new (NULL);

  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = texts->pdata[i];

      if (strcmp (g_dgettext (GETTEXT_PACKAGE, text), text) != 0)
        g_string_append_printf (english, "“%s” ", text);
    }
  if (english->len > 0)
    g_test_message ("untranslated: %s", english->str);
  g_assert_cmpuint (english->len, ==, 0);
}

static void
shoot (GtkWidget  *widget,
       const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s-%s.png", name, expected->lang);
  g_autofree char *path = g_build_filename (screenshot_dir, file, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (screenshot_dir, 0755), ==, 0);
  /* Slow machines (and the sanitizers) may need a while to map and draw. */
  for (guint attempt = 0; attempt < 50; attempt++)
    {
      g_clear_error (&error);
      ui_test_wait (200);
      if (tsl_screenshot_save_widget (widget, path, &error))
        break;
    }
  g_assert_no_error (error);
  g_test_message ("screenshot: %s", path);
}

static void
test_launcher (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  g_test_summary ("The launcher shows the games under the titles of the rulebooks, "
                  "and no text in English");
  ui_test_wait (200);
  collect_texts (GTK_WIDGET (window), texts);
  assert_contains (texts, expected->choose_game);
  assert_contains (texts, expected->catan);
  {
    g_autoptr(GError) error = NULL;

    if (tsl_registry_lookup ("hunters", &error) != NULL)
      assert_contains (texts, expected->hunters);
  }
  assert_no_english (texts);
  shoot (GTK_WIDGET (window), "launcher");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_setup (void)
{
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) engines = tsl_registry_list ();

  g_test_summary ("The setup page of Catan: option labels from the engine are translated");
  for (guint i = 0; i < engines->len; i++)
    if (g_strcmp0 (tsl_engine_get_id (engines->pdata[i]), "catan") == 0)
      g_signal_emit_by_name (launcher, "game-selected", engines->pdata[i]);
  g_assert_cmpstr (tsl_window_get_page (window), ==, "setup");
  ui_test_wait (200);
  collect_texts (GTK_WIDGET (window), texts);
  assert_contains (texts, expected->board_option);
  assert_no_english (texts);
  shoot (GTK_WIDGET (window), "setup");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_board (void)
{
  TslWindow *window = ui_test_start_catan (20261122);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);

  g_test_summary ("A Catan board after the founding phase: buttons, status and the "
                  "engine's log are translated");
  ui_test_play_setup (window);
  if (tsl_catan_view_is_private (view))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
  ui_test_wait (300);
  collect_texts (GTK_WIDGET (window), texts);
  assert_contains (texts, expected->bank);
  assert_contains (texts, expected->bank_item);
  assert_contains (texts, expected->dev_cards);
  collect (GTK_WIDGET (window), log, TRUE);
  assert_contains (log, expected->placed);
  assert_no_english (texts);
  shoot (GTK_WIDGET (window), "board");

  /* Roll (seed 20261122: not a 7), then open the trade dialog. */
  {
    g_autoptr(GPtrArray) trade_texts = g_ptr_array_new_with_free_func (g_free);
    GtkWindow *trade;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
    /* Trading opens once the (possibly animated) roll has been applied. */
    trade = NULL;
    for (guint attempt = 0; attempt < 100 && trade == NULL; attempt++)
      {
        ui_test_wait (100);
        trade = tsl_catan_view_open_trade (view);
      }
    g_assert_nonnull (trade);
    ui_test_wait (300);
    collect_texts (GTK_WIDGET (trade), trade_texts);
    assert_contains (trade_texts, expected->trades);
    assert_no_english (trade_texts);
    shoot (GTK_WIDGET (trade), "trade");
    gtk_window_destroy (trade);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_victory (void)
{
  g_autoptr(GError) error = NULL;
  TslEngine *engine = tsl_registry_lookup ("catan", &error);
  g_autoptr(TslGame) game = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  TslWindow *window;

  g_test_summary ("The victory screen of a finished Catan game is translated");
  g_assert_no_error (error);
  game = tsl_game_new (engine, NULL, 4, 7, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    tsl_game_set_seat (game, i, NULL, NULL, i == 0 ? "human" : "ai:greedy");
  g_assert_true (tsl_autoplay (game, 20000, -1, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tsl_game_is_over (game));

  window = ui_test_window_new ();
  tsl_window_set_autosave (window, FALSE);
  tsl_window_start_game (window, game);
  ui_test_wait (300);
  collect_texts (GTK_WIDGET (window), texts);
  assert_contains (texts, expected->wins);
  assert_no_english (texts);
  shoot (GTK_WIDGET (window), "victory");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_hunters (void)
{
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  gboolean found = FALSE;
  TslSession *session;
  TslGame *game;

  g_test_summary ("Hunters and Gatherers in the generic view: status and the engine's "
                  "log are translated after the first human turn");
  for (guint i = 0; i < engines->len; i++)
    if (g_strcmp0 (tsl_engine_get_id (engines->pdata[i]), "hunters") == 0)
      {
        g_signal_emit_by_name (launcher, "game-selected", engines->pdata[i]);
        found = TRUE;
      }
  if (!found)
    {
      g_test_skip ("Hunters and Gatherers is not built in");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_true (gtk_widget_activate_action (tsl_window_get_setup_page (window), "setup.start", NULL));
  g_assert_cmpstr (tsl_window_get_page (window), ==, "game");
  session = tsl_window_get_session (window);
  tsl_session_set_pace (session, 0);
  game = tsl_session_get_game (session);

  /* Before the human's first figure, their row shows the whole supply, each
   * count with its own plural form (Bulgarian: the count form "5 члена"). */
  {
    g_autoptr(GPtrArray) start_texts = g_ptr_array_new_with_free_func (g_free);

    ui_test_wait (300);
    collect_texts (GTK_WIDGET (window), start_texts);
    assert_contains (start_texts, expected->supply);
  }

  /* The human's first turn: draw, place the tile, place a figure or skip. */
  for (guint step = 0; step < 3; step++)
    {
      gint64 deadline = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;
      g_autoptr(JsonArray) legal = NULL;
      g_autoptr(GError) error = NULL;

      while (!tsl_game_is_over (game) && !tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_main_context_iteration (NULL, TRUE);
        }
      legal = tsl_game_legal_actions_json (game);
      g_assert_cmpuint (json_array_get_length (legal), >, 0);
      g_assert_true (tsl_session_apply_json (session, json_array_get_object_element (legal, 0), &error));
      g_assert_no_error (error);
    }
  ui_test_wait (300);
  collect_texts (GTK_WIDGET (window), texts);
  assert_contains (texts, expected->hunters);
  assert_no_english (texts);
  collect (GTK_WIDGET (window), log, TRUE);
  assert_contains (log, expected->drew);
  shoot (GTK_WIDGET (window), "hunters");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether @text is in the widget tree of any toplevel window. */
static gboolean
toplevels_contain (const char *text)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* transfer none */
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      collect (window, texts, FALSE);
    }
  if (!texts_contain (texts, text))
    {
      g_autofree char *all = NULL;

      g_ptr_array_add (texts, NULL);
      all = g_strjoinv (" | ", (char **) texts->pdata);
      g_test_message ("“%s” not among: %s", text, all);
      return FALSE;
    }
  return TRUE;
}

static void
test_trade_prompt (void)
{
  g_autoptr(GError) error = NULL;
  TslEngine *engine = tsl_registry_lookup ("catan", &error);
  g_autoptr(TslGame) game = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *offer;
  gboolean offered = FALSE;
  TslWindow *window;

  g_test_summary ("A trade offered to a human lists the cards as the log does: with the "
                  "language's count forms (Bulgarian “2 тухли”, not “2 Тухла”)");
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (parser,
                                             "{\"player\": 0, \"type\": \"offer_trade\", "
                                             "\"give\": {\"brick\": 2}, \"get\": {\"grain\": 1}, "
                                             "\"to\": [1]}", -1, &error));
  offer = json_node_get_object (json_parser_get_root (parser));

  /* Play on (rolling and ending turns) until seat 0 can offer 2 brick after a roll;
   * seed 2 gets there within a few turns. */
  game = tsl_game_new (engine, NULL, 4, 2, NULL, &error);
  g_assert_no_error (error);
  for (guint step = 0; step < 2000 && !offered && !tsl_game_is_over (game); step++)
    {
      g_autoptr(JsonArray) legal = tsl_game_legal_actions_json (game);
      JsonObject *chosen = json_array_get_object_element (legal, 0);

      for (guint i = 0; i < json_array_get_length (legal); i++)
        {
          JsonObject *action = json_array_get_object_element (legal, i);
          const char *type = json_object_get_string_member (action, "type");

          if (g_strcmp0 (type, "roll") == 0 || g_strcmp0 (type, "end_turn") == 0)
            chosen = action;
        }
      if (tsl_game_get_actor (game) == 0
          && g_strcmp0 (json_object_get_string_member (chosen, "type"), "end_turn") == 0)
        offered = tsl_game_apply_json (game, offer, NULL);
      if (!offered)
        {
          g_assert_true (tsl_game_apply_json (game, chosen, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_true (offered);
  g_assert_cmpint (tsl_game_get_actor (game), ==, 1);

  /* Seat 1 is a person: the view asks them. */
  for (guint i = 0; i < 4; i++)
    tsl_game_set_seat (game, i, NULL, NULL, i < 2 ? "human" : "ai:greedy");
  window = ui_test_window_new ();
  tsl_window_set_autosave (window, FALSE);
  tsl_window_start_game (window, game);
  ui_test_wait (300);
  {
    TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));

    if (tsl_catan_view_is_private (view))
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
  }
  ui_test_wait (300);
  g_assert_true (toplevels_contain (expected->offer_get));
  g_assert_true (toplevels_contain (expected->offer_give));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* The language must be chosen before GTK and the engines translate anything. */
  for (int i = 1; i + 2 < argc && expected == NULL; i++)
    for (guint k = 0; k < G_N_ELEMENTS (expected_table); k++)
      if (strcmp (expected_table[k].lang, argv[i]) == 0)
        {
          expected = &expected_table[k];
          g_setenv ("LANGUAGE", argv[i], TRUE);
          setlocale (LC_ALL, "");
          bindtextdomain (GETTEXT_PACKAGE, argv[i + 1]);
          bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
          textdomain (GETTEXT_PACKAGE);
          screenshot_dir = argv[i + 2];
        }
  if (expected == NULL)
    {
      g_printerr ("Usage: %s [--tap] hu|de|bg LOCALEDIR SCREENSHOT_DIR\n", argv[0]);
      return 2;
    }

  ui_test_init (&argc, &argv);
  g_test_add_func ("/i18n/ui/launcher", test_launcher);
  g_test_add_func ("/i18n/ui/setup", test_setup);
  g_test_add_func ("/i18n/ui/board", test_board);
  g_test_add_func ("/i18n/ui/trade-prompt", test_trade_prompt);
  g_test_add_func ("/i18n/ui/victory", test_victory);
  g_test_add_func ("/i18n/ui/hunters", test_hunters);
  return g_test_run ();
}
