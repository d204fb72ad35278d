// @ts-check
// Beside the move: the coach's comment on the learner's last move (view.coach), a bot thinking
// (view.thinking) and the quiet window before the bout closes (view.waiting, with a countdown).
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";

/** @typedef {import("../types.js").View} View */

/** @param {string} label */
function labelText(label) {
  if (label === "good") return t("Good");
  if (label === "inaccuracy") return t("Inaccuracy");
  if (label === "mistake") return t("Mistake");
  if (label === "blunder") return t("Blunder");
  return label;
}

/**
 * @param {View} view
 */
export function renderCoach(view) {
  const c = view.coach;
  if (!c || !c.text) return null;
  if (c.pending || !c.label) {
    // the move is on the table; the coach's comment is still being computed
    return h(
      "section",
      { class: ["durak-coach", "durak-coach-pending"], "aria-label": t("coach"), "aria-busy": "true" },
      h("span", { class: "durak-spinner", "aria-hidden": "true" }),
      h("p", { class: "durak-coach-text" }, c.text),
    );
  }
  // the heading Python words from the one verdict table (Good, Inaccuracy, Mistake, Blunder);
  // the text under it never repeats it; the move it is about is in the text, and on hover
  const label = c.title || labelText(c.label);
  return h(
    "section",
    { class: ["durak-coach", `durak-coach-${c.label}`], "aria-label": t("coach"), title: c.move || null },
    h("span", { class: "durak-coach-label" }, t("Coach: {label}", { label })),
    h("p", { class: "durak-coach-text" }, c.text),
  );
}

/**
 * Seconds left of a wait that started when the view arrived (`since`, ms) and lasts `until_ms`.
 * @param {number} untilMs
 * @param {number} since
 * @param {number} now
 */
export function secondsLeft(untilMs, since, now) {
  return Math.max(0, Math.ceil((untilMs - (now - since)) / 1000));
}

/**
 * Seconds left of the quiet window shown, counted from the render that first showed it (the same
 * window may arrive again in a new view object: compared by content and position).
 * @param {{waitSince?: number, waitKey?: string}} ui
 * @param {View} view
 */
export function waitLeft(ui, view) {
  const w = view.waiting;
  const key = w ? `${view.history?.position}:${JSON.stringify(w)}` : "";
  const now = Date.now();
  if (key !== ui.waitKey) {
    ui.waitKey = key;
    ui.waitSince = now;
  }
  return w ? secondsLeft(w.until_ms, ui.waitSince ?? now, now) : 0;
}

/**
 * @param {View} view
 * @param {number} left  seconds left of the quiet window
 */
export function renderWaiting(view, left) {
  if (view.waiting) {
    return h(
      "p",
      { class: "durak-waiting", role: "status" },
      h("span", { class: "durak-waiting-text" }, view.waiting.text),
      h("span", { class: "durak-countdown", "aria-hidden": "true" }, tn(" {n} s left", " {n} s left", left)),
    );
  }
  if (view.thinking) return h("p", { class: "durak-thinking", role: "status" }, view.thinking.text || t("P{seat} is thinking…", { seat: view.thinking.seat }));
  return null;
}
