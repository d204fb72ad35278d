// @ts-check
// The menu (M): new game with a rules preset (for games that have presets) and a player count,
// and the options.
import { h } from "../dom.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").Options} Options */

/**
 * What the menu needs from the game on the table.
 * @typedef {{keyHelp: string, playerCounts: number[], presets: string[]}} MenuGame
 */

/** @type {[number, string][]} */
export const BOT_SPEEDS = [
  [0, "instant"],
  [300, "fast"],
  [800, "normal"],
  [1500, "slow"],
];
const SIZES = ["small", "medium", "large"];

/**
 * @param {string} name
 * @param {string} label
 * @param {[string | number, string][]} items
 * @param {unknown} value
 * @param {string} action
 */
function select(name, label, items, value, action) {
  return h(
    "label",
    { class: "durak-field" },
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
 */
function checkbox(name, label, checked) {
  return h(
    "label",
    { class: "durak-field durak-check" },
    h("input", { type: "checkbox", checked: checked || null, dataset: { action: "option", name, focus: `menu-${name}` } }),
    h("span", {}, label),
  );
}

/**
 * The menu dialog, or null while it is closed.
 * @param {CommonView & {preset?: string}} view
 * @param {Options} options
 * @param {{menuOpen: boolean, preset: string | null, players: string | null}} ui
 * @param {MenuGame} game
 */
export function renderMenu(view, options, ui, game) {
  if (!ui.menuOpen) return null;
  const presets = game.presets;
  return h(
    "div",
    { class: "durak-menu", role: "dialog", "aria-label": "menu", "aria-modal": "false" },
    h("h3", { class: "durak-menu-title" }, "Menu"),
    h(
      "div",
      { class: "durak-menu-row" },
      presets.length ? select("preset", "Rules", presets.map((p) => [p, p]), ui.preset ?? view.preset ?? presets[0], "menu-local") : null,
      select("players", "Players", game.playerCounts.map((n) => [n, `${n} players`]), ui.players ?? view.players ?? 2, "menu-local"),
      h("button", { type: "button", class: "durak-btn durak-btn-primary", dataset: { action: "menu-new-game", focus: "menu-new" } }, "New game"),
    ),
    h(
      "div",
      { class: "durak-menu-row" },
      checkbox("hints", "Hints (highlight legal cards)", options.hints),
      checkbox("open_hands", "Open hands", options.open_hands),
      checkbox("four_colour", "Four-colour deck", options.four_colour),
      checkbox("presentation", "Presentation (projector)", options.presentation),
    ),
    h(
      "div",
      { class: "durak-menu-row" },
      select("bot_delay_ms", "Bot speed", BOT_SPEEDS, options.bot_delay_ms ?? 800, "option-select"),
      select("card_size", "Card size", SIZES.map((s) => [s, s]), options.card_size ?? "medium", "option-select"),
    ),
    h("p", { class: "durak-keys" }, game.keyHelp),
    h("button", { type: "button", class: "durak-btn", dataset: { action: "menu-close", focus: "menu-close" } }, "Close"),
  );
}
