// @ts-check
// The live rule panel (cap, ranks open for throw-in, whose move), the verdict of the latest
// attempt, a malformed-message error, and the result banner.
import { rankName } from "../cards.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { renderAnalyseButton } from "./analysis.js";

/** @typedef {import("../types.js").DurakView} DurakView */
/** @typedef {import("../types.js").CommonView} CommonView */

/**
 * Durak's live rule panel: status, the attack limit, ranks open for throw-in, trump and bout.
 * @param {DurakView} view
 */
export function renderPanel(view) {
  /** @type {import("../types.js").DurakPanel} */
  const panel = view.panel || { status: "" };
  const ranks = panel.ranks || [];
  return h(
    "section",
    { class: "durak-panel", "aria-label": t("the rules right now") },
    h("p", { class: "durak-status" }, panel.status || ""),
    panel.limit_text ? h("p", { class: "durak-limit" }, panel.limit_text) : null,
    // the ranks open on the table, for whoever may throw in: the status line says what the
    // viewer may do (it may hold none of them)
    ranks.length ? h("p", { class: "durak-ranks" }, t("ranks that may be thrown in: {ranks}", { ranks: ranks.map(rankName).join(", ") })) : null,
    panel.taking ? h("p", { class: "durak-taking" }, t("the defender is taking: cards may still be thrown in")) : null,
    h("p", { class: "durak-trump-line" }, t("trump: {name} {symbol}", { name: view.trump_name ?? "", symbol: view.trump_symbol ?? "" }), view.bout ? t(" · bout {n}", { n: view.bout }) : ""),
  );
}

/**
 * The refusal of the latest attempt (nothing when it was legal): the engine's reason and what
 * the player may do instead, in words; the rule id only in the tooltip.
 * @param {CommonView} view
 */
export function renderVerdict(view) {
  const verdict = view.last_verdict;
  if (!verdict || verdict.legal) return null;
  return h(
    "div",
    { class: "durak-verdict durak-verdict-illegal", title: verdict.rule ? t("rule: {rule}", verdict) : null, dataset: { rule: verdict.rule } },
    h("strong", {}, t("Not allowed: ")),
    verdict.message || t("the engine refused this move."),
  );
}

/**
 * A malformed-message error from Python.
 * @param {CommonView} view
 */
export function renderError(view) {
  if (!view.error) return null;
  return h("div", { class: "durak-error", role: "alert" }, h("span", { "aria-hidden": "true" }, "⚠ "), view.error);
}

/**
 * The result banner once the game is over, with "New game" where the task may deal one and
 * "Analyse this game" (or the analysis's progress) where the layout offers it.
 * @param {CommonView} view
 * @param {boolean} [newGame]
 * @param {boolean} [analyse]
 */
export function renderResult(view, newGame = true, analyse = false) {
  if (!view.over) return null;
  return h(
    "div",
    { class: "durak-result", role: "status" },
    h("span", { class: "durak-result-text" }, view.result_text || t("The game is over.")),
    newGame ? h("button", { type: "button", class: "durak-btn durak-btn-primary", dataset: { action: "new-game", focus: "result-new" } }, t("New game")) : null,
    renderAnalyseButton(view, analyse),
  );
}

/**
 * The sentence for the polite live region.
 * @param {Partial<CommonView>} view
 */
export function liveText(view) {
  if (view.error) return view.error;
  if (view.last_verdict && !view.last_verdict.legal) return `${t("Not allowed: ")}${view.last_verdict.message || ""}`;
  if (view.over && view.result_text) return view.result_text;
  return view.narration || "";
}
