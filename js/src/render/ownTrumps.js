// @ts-check
// Svoi Kozyri ("own trumps") beside the hand: the guiding prompt (beat, then lay one card), the
// Pick up N button with the engine's explanation shown before it happens, and the rule panel.
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { ownPrompt } from "../input/ownTrumps.js";

/** @typedef {import("../types.js").OwnTrumpsView} OwnTrumpsView */
/** @typedef {import("../uiTypes.js").UiView} UiView */
/** @typedef {import("../uiTypes.js").Info} Info */

/**
 * The guide under the hand: the prompt for this phase, or what the selected card would do.
 * @param {OwnTrumpsView} view
 * @param {Info | null} info
 */
export function renderOwnGuide(view, info) {
  const prompt = ownPrompt(view);
  return h(
    "div",
    { class: "durak-ot-guide" },
    h("p", { class: ["durak-ot-prompt", `durak-ot-prompt-${prompt.kind}`] }, prompt.text),
    info ? h("p", { class: ["durak-selection-info", info.ok ? "durak-ok" : "durak-why-not"] }, info.text) : null,
  );
}

/**
 * "Pick up N", with the engine's explanation of the count on the button's tooltip and in a
 * visible line that the button is described by.
 * @param {OwnTrumpsView} view
 * @param {UiView} ui
 */
export function renderOwnActions(view, ui) {
  const info = view.pick_up;
  const enabled = Boolean(view.buttons?.pick_up) && Boolean(info);
  const whyId = `${ui.prefix}-pickup-why`;
  const label = info ? t("Pick up {n}", { n: info.count }) : t("Pick up");
  return h(
    "div",
    { class: "durak-actions durak-ot-actions", role: "group", "aria-label": t("actions") },
    h(
      "button",
      {
        type: "button",
        class: ["durak-btn", "durak-btn-pick-up", enabled && "durak-btn-enabled"],
        "aria-disabled": enabled ? null : "true",
        "aria-describedby": info ? whyId : null,
        title: info ? `${info.text} (↓)` : t("nothing to pick up now"),
        dataset: { action: "pick-up", focus: "btn-pick-up" },
      },
      label,
    ),
    // the engine's own sentence on the pick-up, whole ("You pick up 3 cards: ..."): never
    // nested in a sentence of ours, whose pieces would not fit in every language
    info ? h("p", { id: whyId, class: "durak-ot-pickup-why", title: t("rule: {rule}", info) }, info.text) : null,
  );
}

/**
 * The rule panel: the status line, the viewer's own trumps and the pile size, the rule.
 * @param {OwnTrumpsView} view
 */
export function renderOwnPanel(view) {
  const panel = view.panel || { status: "" };
  return h(
    "section",
    { class: "durak-panel", "aria-label": t("the rules right now") },
    h("p", { class: "durak-status" }, panel.status || ""),
    h(
      "p",
      { class: "durak-trump-line" },
      t("your own trumps: "),
      h("span", { class: `durak-suit-mark durak-suit-${view.trump}`, "aria-hidden": "true" }, view.trump_symbol ?? ""),
      ` ${view.trump_name ?? ""}`,
      tn(" · pile: {n} card", " · pile: {n} cards", view.pile_size ?? 0),
    ),
    h("p", { class: "durak-ot-rule" }, t("Beat the top card with a higher card of its suit or one of your own trumps, then lay one card; or pick up 3 (5 if the top card is your own trump, all for its ace).")),
  );
}
