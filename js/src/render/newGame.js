// @ts-check
// Dealing a new game from the menu: the rules in play (the choices deal the next game, never the
// one on the table), the next game's rules preset, player count, partnerships and who leads it
// in a series, and the `new_game` intent they make.
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { checkbox, select } from "./fields.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../menuTypes.js").MenuInfo} MenuInfo */
/** @typedef {import("../types.js").Intent} Intent */
/** @typedef {import("../uiTypes.js").UiState} UiState */
/** @typedef {import("./menu.js").MenuGame} MenuGame */

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
 * The rules in play, and that the choices below deal the next game (one truth: the menu never
 * shows other rules as if they were played now).
 * @param {CommonView & {preset?: string}} view
 * @param {MenuGame} game
 */
export function rulesInPlay(view, game) {
  if (!game.presets.length || !view.preset) return h("p", { class: "durak-menu-note" }, t("Changes here apply to the next game: New game deals it."));
  return h(
    "p",
    { class: "durak-menu-note" },
    t("Playing now: {rules}. Changes here apply to the next game: New game deals it.", { rules: presetName(view.preset) }),
  );
}

/**
 * The new game's choices: rules, players, partnerships, who leads the next game of a series.
 * @param {CommonView & {preset?: string}} view
 * @param {UiState} ui
 * @param {MenuGame} game
 * @param {MenuInfo} info
 */
export function newGameRow(view, ui, game, info) {
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
    presets.length ? select("preset", t("Rules of the next game"), presets.map((p) => [p, presetName(p)]), ui.preset ?? view.preset ?? presets[0], "menu-local") : null,
    select("players", t("Players"), game.playerCounts.map((n) => [n, tn("{n} player", "{n} players", n)]), players, "menu-local"),
    (info.partnerships || []).length
      ? checkbox("partnerships", t("Partnerships"), allowed && (ui.partnerships ?? Boolean(info.partnerships_on)), { action: "menu-local", disabled: !allowed, title: partnerTitle })
      : null,
    firsts.length
      ? select("series_first_attacker", t("Next game"), firsts, ui.seriesFirst ?? info.series_first_attacker_value ?? firsts[0][0], "menu-local", t("who leads the next game of a series"))
      : null,
  );
}
