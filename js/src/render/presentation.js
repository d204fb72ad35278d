// @ts-check
// Presentation mode (options.presentation): the table fills the browser window for a projector.
// The bar above the table (full screen, blank, pace, leave), the narration line under it
// (view.commentary.text), the blank screen (B), and moving the root to the page's body so that
// no notebook container clips it.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { botSpeeds } from "./menu.js";
import { autoplaySpeeds } from "./replay.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").Options} Options */

/** The presentation keys, in the current language. */
export function presentationKeys() {
  return t("Presentation: PageDown or → next move, PageUp or ← back, Space pause, B blank screen, Escape leaves full screen.");
}

/**
 * The pace select: the bots' delay in play and sandbox, autoplay's interval in replay.
 * @param {CommonView} view
 * @param {Options} options
 */
function paceSelect(view, options) {
  const replay = view.mode === "replay";
  const name = replay ? "autoplay_ms" : "bot_delay_ms";
  const current = replay ? options.autoplay_ms ?? 1500 : options.bot_delay_ms ?? 800;
  /** @type {[number, string][]} */
  const base = replay ? autoplaySpeeds() : botSpeeds();
  const items = base.some(([ms]) => ms === current) ? base : [...base, [current, t("{ms} ms", { ms: current })]];
  return h(
    "label",
    { class: "durak-pace" },
    h("span", {}, t("pace")),
    h(
      "select",
      { dataset: { action: "option-select", name, focus: "pace" }, "aria-label": replay ? t("autoplay pace") : t("bot pace") },
      items.map(([ms, label]) => h("option", { value: String(ms), selected: ms === current || null }, label)),
    ),
  );
}

/**
 * The presentation bar (nothing outside presentation mode).
 * @param {CommonView} view
 * @param {Options} options
 */
export function renderPresentationBar(view, options) {
  if (!options.presentation) return null;
  return h(
    "div",
    { class: "durak-presentation-bar", role: "group", "aria-label": t("presentation"), title: presentationKeys() },
    h("button", { type: "button", class: "durak-btn", dataset: { action: "fullscreen", focus: "fullscreen" }, title: t("fill the screen (Escape leaves)") }, t("Full screen")),
    h("button", { type: "button", class: "durak-btn", dataset: { action: "blank", focus: "blank" }, title: t("blank the screen (B)") }, t("Blank (B)")),
    paceSelect(view, options),
    h(
      "button",
      { type: "button", class: "durak-btn", dataset: { action: "toggle", name: "presentation", focus: "leave-presentation" }, title: t("back to the notebook layout") },
      t("Leave presentation"),
    ),
  );
}

/**
 * The narration line under the table: the move, the engine's explanation, a bot's reason.
 * @param {CommonView} view
 * @param {Options} options
 */
export function renderNarration(view, options) {
  if (!options.presentation) return null;
  const text = view.commentary?.text || view.narration || "";
  return h("p", { class: "durak-narration", "aria-hidden": "true" }, text);
}

/**
 * The blank screen (B toggles it; a click or Escape brings the table back).
 * @param {boolean | undefined} blank
 */
export function renderBlank(blank) {
  if (!blank) return null;
  return h("div", { class: "durak-blank", dataset: { action: "blank", focus: "blank-screen" }, title: t("click or press B to show the table") });
}

/**
 * Where the root lives: on the page's body while presenting (so it can cover the window),
 * else in the output element anywidget gave.
 * @param {HTMLElement} root
 * @param {HTMLElement} home
 * @param {boolean} presenting
 */
export function placeRoot(root, home, presenting) {
  const body = root.ownerDocument.body;
  const target = presenting && body ? body : home;
  if (root.parentElement === target) return;
  const focused = root.contains(root.ownerDocument.activeElement);
  target.appendChild(root);
  if (focused || presenting) root.focus({ preventScroll: true });
}

/**
 * Fill the screen with the root (the Fullscreen API), or leave full screen.
 * @param {HTMLElement} root
 */
export function toggleFullscreen(root) {
  const doc = root.ownerDocument;
  if (doc.fullscreenElement) return void doc.exitFullscreen?.().catch(() => undefined);
  return void root.requestFullscreen?.().catch(() => undefined);
}

/**
 * A presentation key: →/← step through the moves (unless a hand card has focus).
 * @param {string} action
 * @param {boolean} onCard
 * @returns {string | null} the step target, or null when the key is not a presentation step
 */
export function presentationStep(action, onCard) {
  if (onCard) return null;
  if (action === "right") return "forward";
  if (action === "left") return "back";
  return null;
}
