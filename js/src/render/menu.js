// @ts-check
// The menu (M): a new game (render/newGame.js: the rules in play, and the rules, player count,
// partnerships and lead of the next game) that continues the series or starts a new one, the
// running series' tally, the options and the table's language, each as the view's layout shows
// it. The lists of what the game allows (partnerships' player counts, series choices,
// languages) come from Python's menu info (see menuInfo).
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { shows } from "../layout.js";
import { checkbox, select } from "./fields.js";
import { newGameRow, rulesInPlay } from "./newGame.js";

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
 * The menu dialog, or null while it is closed. Its parts follow the view's layout: dealing a
 * new game, the bots' speed, the projector switch and the open hands only where the task has
 * them.
 * @param {CommonView & {preset?: string}} view
 * @param {Options} options
 * @param {UiState} ui
 * @param {MenuGame} game
 * @param {MenuInfo} [info]
 * @param {import("../types.js").Layout | null} [layout]
 */
export function renderMenu(view, options, ui, game, info = {}, layout = null) {
  if (!ui.menuOpen) return null;
  /** @param {string} part */
  const show = (part) => shows(layout, part);
  const running = view.series?.text;
  return h(
    "div",
    { class: "durak-menu", role: "dialog", "aria-label": t("menu"), "aria-modal": "false" },
    h("h3", { class: "durak-menu-title" }, t("Menu")),
    show("new_game") ? rulesInPlay(view, game) : null,
    show("new_game") ? newGameRow(view, ui, game, info) : null,
    show("new_game")
      ? h(
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
        )
      : null,
    running && show("new_game") ? h("p", { class: "durak-menu-series", role: "status" }, running) : null,
    h(
      "div",
      { class: "durak-menu-row" },
      show("hints") ? checkbox("hints", t("Hints (highlight legal cards)"), options.hints) : null,
      show("open_hands") ? checkbox("open_hands", t("Open hands"), options.open_hands) : null,
      checkbox("four_colour", t("Four-colour deck"), options.four_colour),
      show("presentation_choice") ? checkbox("presentation", t("Presentation (projector)"), options.presentation) : null,
    ),
    h(
      "div",
      { class: "durak-menu-row" },
      show("bot_speed") ? select("bot_delay_ms", t("Bot speed"), botSpeeds(), options.bot_delay_ms ?? 800, "option-select") : null,
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
