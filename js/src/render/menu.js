// The menu (M): new game with a rules preset and a player count, and the options.
import { h } from "../dom.js";

export const PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"];
export const BOT_SPEEDS = [
  [0, "instant"],
  [300, "fast"],
  [800, "normal"],
  [1500, "slow"],
];
const SIZES = ["small", "medium", "large"];

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

function checkbox(name, label, checked) {
  return h(
    "label",
    { class: "durak-field durak-check" },
    h("input", { type: "checkbox", checked: checked || null, dataset: { action: "option", name, focus: `menu-${name}` } }),
    h("span", {}, label),
  );
}

export function renderMenu(view, options, ui, keyHelp) {
  if (!ui.menuOpen) return null;
  // Svoi Kozyri has no rules presets and is for 2 to 4 players
  const own = view.game === "own_trumps";
  const counts = own ? [2, 3, 4] : [2, 3, 4, 5, 6];
  return h(
    "div",
    { class: "durak-menu", role: "dialog", "aria-label": "menu", "aria-modal": "false" },
    h("h3", { class: "durak-menu-title" }, "Menu"),
    h(
      "div",
      { class: "durak-menu-row" },
      own ? null : select("preset", "Rules", PRESETS.map((p) => [p, p]), ui.preset ?? view.preset ?? "podkidnoy", "menu-local"),
      select("players", "Players", counts.map((n) => [n, `${n} players`]), ui.players ?? view.players ?? 2, "menu-local"),
      h("button", { type: "button", class: "durak-btn durak-btn-primary", dataset: { action: "menu-new-game", focus: "menu-new" } }, "New game"),
    ),
    h(
      "div",
      { class: "durak-menu-row" },
      checkbox("hints", "Hints (highlight legal cards)", options.hints),
      checkbox("open_hands", "Open hands", options.open_hands),
      checkbox("four_colour", "Four-colour deck", options.four_colour),
    ),
    h(
      "div",
      { class: "durak-menu-row" },
      select("bot_delay_ms", "Bot speed", BOT_SPEEDS, options.bot_delay_ms ?? 800, "option-select"),
      select("card_size", "Card size", SIZES.map((s) => [s, s]), options.card_size ?? "medium", "option-select"),
    ),
    h("p", { class: "durak-keys" }, keyHelp),
    h("button", { type: "button", class: "durak-btn", dataset: { action: "menu-close", focus: "menu-close" } }, "Close"),
  );
}
