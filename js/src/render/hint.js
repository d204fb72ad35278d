// @ts-check
// "What can I do?" (button and key H): asks Python for the legal moves in words (`hint`) and
// shows `view.hint` (cleared by Python at the next change of the position).
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {import("../types.js").View} View */

/**
 * Whether the learner may ask now: a live table (not over, no open quiz question).
 * @param {View} view
 */
export function canAskHint(view) {
  return Boolean(view.seats) && !view.over && !view.quiz && view.mode !== "replay";
}

/**
 * The button and, once answered, the list of moves.
 * @param {View} view
 */
export function renderHint(view) {
  if (!canAskHint(view)) return null;
  const hint = Array.isArray(view.hint) ? view.hint : null;
  return h(
    "section",
    { class: "durak-hint", "aria-label": t("what you can do") },
    h(
      "button",
      { type: "button", class: "durak-btn durak-hint-btn", dataset: { action: "hint", focus: "hint" }, "aria-keyshortcuts": "H", title: t("List your legal moves in words (H)") },
      t("What can I do? (H)"),
    ),
    hint
      ? h("ul", { class: "durak-hint-list", "aria-live": "polite" }, hint.length ? hint.map((line) => h("li", {}, line)) : h("li", {}, t("Nothing now: wait for the others.")))
      : null,
  );
}
