// @ts-check
// The menu (M): a new game (rules preset, player count, partnerships, who leads the next game of
// a series) that continues the series or starts a new one, the running series' tally, the
// options and the table's language. The lists of what the game allows (partnerships' player
// counts, series choices, languages) come from Python's menu info (see menuInfo).
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").Options} Options */
/** @typedef {import("../menuTypes.js").MenuInfo} MenuInfo */
/** @typedef {import("../types.js").Intent} Intent */
/** @typedef {import("../uiTypes.js").UiState} UiState */

/**
 * What the menu needs from the game on the table.
 * @typedef {{keyHelp: string, playerCounts: number[], presets: string[]}} MenuGame
 */

/**
 * Bot speeds offered in the menu: [milliseconds, label].
 * @returns {[number, string][]}
 */
export function botSpeeds() {
  return [
    [0, t("instant")],
    [300, t("fast")],
    [800, t("normal")],
    [1500, t("slow")],
  ];
}

/** @returns {[string, string][]} */
function cardSizes() {
  return [
    ["small", t("small")],
    ["medium", t("medium")],
    ["large", t("large")],
  ];
}

/**
 * A rules preset's name in the current language.
 * @param {string} preset
 */
function presetName(preset) {
  if (preset === "podkidnoy") return t("podkidnoy");
  if (preset === "perevodnoy") return t("perevodnoy");
  if (preset === "classic") return t("classic");
  if (preset === "eltos") return t("eltos");
  return preset;
}

/**
 * The menu info Python sends: the `menu_info` trait, else the view's `menu` (either may be absent).
 * @param {unknown} trait
 * @param {{menu?: MenuInfo | null}} view
 * @returns {MenuInfo}
 */
export function menuInfo(trait, view) {
  const found = trait && typeof trait === "object" && Object.keys(trait).length ? trait : view.menu;
  return /** @type {MenuInfo} */ (found || {});
}

/**
 * The menu's player count: the pending choice, else the table's.
 * @param {CommonView} view
 * @param {UiState} ui
 */
function chosenPlayers(view, ui) {
  return Number(ui.players ?? view.players ?? 2);
}

/**
 * Whether partnerships can be chosen for the menu's player count.
 * @param {MenuInfo} info
 * @param {number} players
 */
export function partnershipsAllowed(info, players) {
  return (info.partnerships || []).includes(players);
}

/**
 * The `new_game` intent of the menu's choices: `series` continues the running series (New game)
 * or starts a new one (New series). Keys the game does not offer are left out.
 * @param {CommonView & {preset?: string}} view
 * @param {UiState} ui
 * @param {MenuGame} game
 * @param {MenuInfo} info
 * @param {boolean} series
 * @returns {Intent}
 */
export function newGameIntent(view, ui, game, info, series) {
  const players = chosenPlayers(view, ui);
  /** @type {{type: "new_game", players: number, preset?: string, partnerships?: boolean, series: boolean, series_first_attacker?: string}} */
  const intent = { type: "new_game", players, series };
  const preset = ui.preset ?? view.preset ?? game.presets[0];
  if (game.presets.length && preset) intent.preset = preset;
  if (partnershipsAllowed(info, players)) intent.partnerships = ui.partnerships ?? Boolean(info.partnerships_on);
  const first = ui.seriesFirst ?? info.series_first_attacker_value;
  if ((info.series_first_attacker || []).length && first) intent.series_first_attacker = first;
  return intent;
}

/**
 * @param {string} name
 * @param {string} label
 * @param {[string | number, string][]} items
 * @param {unknown} value
 * @param {string} action
 * @param {string | null} [title]
 */
function select(name, label, items, value, action, title = null) {
  return h(
    "label",
    { class: "durak-field", title },
    h("span", {}, label),
    h(
      "select",
      { dataset: { action, name, focus: `menu-${name}` } },
      items.map(([v, text]) => h("option", { value: String(v), selected: String(v) === String(value) || null }, text)),
    ),
  );
}

/**
 * @param {string} name
 * @param {string} label
 * @param {boolean | undefined} checked
 * @param {{action?: string, disabled?: boolean, title?: string | null}} [more]
 */
function checkbox(name, label, checked, { action = "option", disabled = false, title = null } = {}) {
  return h(
    "label",
    { class: ["durak-field", "durak-check", disabled && "durak-disabled"], title },
    h("input", { type: "checkbox", checked: checked || null, disabled: disabled || null, dataset: { action, name, focus: `menu-${name}` } }),
    h("span", {}, label),
  );
}

/**
 * The new game's choices: rules, players, partnerships, who leads the next game of a series.
 * @param {CommonView & {preset?: string}} view
 * @param {UiState} ui
 * @param {MenuGame} game
 * @param {MenuInfo} info
 */
function newGameRow(view, ui, game, info) {
  const presets = game.presets;
  const players = chosenPlayers(view, ui);
  const allowed = partnershipsAllowed(info, players);
  const firsts = info.series_first_attacker || [];
  const partnerTitle = allowed
    ? t("play in teams: the seats show who your partners are")
    : t("partnerships need one of these player counts: {counts}", { counts: (info.partnerships || []).join(", ") });
  return h(
    "div",
    { class: "durak-menu-row" },
    presets.length ? select("preset", t("Rules"), presets.map((p) => [p, presetName(p)]), ui.preset ?? view.preset ?? presets[0], "menu-local") : null,
    select("players", t("Players"), game.playerCounts.map((n) => [n, tn("{n} player", "{n} players", n)]), players, "menu-local"),
    (info.partnerships || []).length
      ? checkbox("partnerships", t("Partnerships"), allowed && (ui.partnerships ?? Boolean(info.partnerships_on)), { action: "menu-local", disabled: !allowed, title: partnerTitle })
      : null,
    firsts.length
      ? select("series_first_attacker", t("Next game"), firsts, ui.seriesFirst ?? info.series_first_attacker_value ?? firsts[0][0], "menu-local", t("who leads the next game of a series"))
      : null,
  );
}

/**
 * The language select (the table's language: `set_option` language).
 * @param {MenuInfo} info
 * @param {string} current
 */
function languageSelect(info, current) {
  const items = info.languages || [];
  if (!items.length) return null;
  return select("language", t("Language"), items, info.language ?? current, "language");
}

/**
 * The menu dialog, or null while it is closed.
 * @param {CommonView & {preset?: string}} view
 * @param {Options} options
 * @param {UiState} ui
 * @param {MenuGame} game
 * @param {MenuInfo} [info]
 */
export function renderMenu(view, options, ui, game, info = {}) {
  if (!ui.menuOpen) return null;
  const running = view.series?.text;
  return h(
    "div",
    { class: "durak-menu", role: "dialog", "aria-label": t("menu"), "aria-modal": "false" },
    h("h3", { class: "durak-menu-title" }, t("Menu")),
    newGameRow(view, ui, game, info),
    h(
      "div",
      { class: "durak-menu-row" },
      h(
        "button",
        { type: "button", class: "durak-btn durak-btn-primary", title: t("deal again; a running series goes on"), dataset: { action: "menu-new-game", focus: "menu-new" } },
        t("New game"),
      ),
      h(
        "button",
        { type: "button", class: "durak-btn", title: t("deal again and start counting a new series"), dataset: { action: "menu-new-series", focus: "menu-new-series" } },
        t("New series"),
      ),
    ),
    running ? h("p", { class: "durak-menu-series", role: "status" }, running) : null,
    h(
      "div",
      { class: "durak-menu-row" },
      checkbox("hints", t("Hints (highlight legal cards)"), options.hints),
      checkbox("open_hands", t("Open hands"), options.open_hands),
      checkbox("four_colour", t("Four-colour deck"), options.four_colour),
      checkbox("presentation", t("Presentation (projector)"), options.presentation),
    ),
    h(
      "div",
      { class: "durak-menu-row" },
      select("bot_delay_ms", t("Bot speed"), botSpeeds(), options.bot_delay_ms ?? 800, "option-select"),
      select("card_size", t("Card size"), cardSizes(), options.card_size ?? "medium", "option-select"),
      languageSelect(info, /** @type {{language?: string}} */ (options).language ?? "en"),
    ),
    h("p", { class: "durak-keys" }, game.keyHelp),
    h("button", { type: "button", class: "durak-btn", dataset: { action: "menu-close", focus: "menu-close" } }, t("Close")),
  );
}

/**
 * The table's running series as a small line on the table (nothing before a game of it ends).
 * @param {{series?: {text?: string} | null}} view
 */
export function renderSeriesLine(view) {
  const text = view.series?.text;
  return text ? h("p", { class: "durak-series-line", dataset: { key: "series-line" } }, text) : null;
}
