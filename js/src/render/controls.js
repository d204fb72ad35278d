// @ts-check
// Buttons: Take, Done ("Bito"), Transfer, Exchange; the step controls over the history;
// and the toolbar (menu, hints, open hands, pause), as the view's layout shows them.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { shows } from "../layout.js";
import { stepLimit } from "./guess.js";

/** @typedef {import("../types.js").DurakView} DurakView */
/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").Options} Options */

/**
 * @param {string} label
 * @param {string} action
 * @param {boolean} enabled
 * @param {Record<string, unknown>} [extra]
 */
function actionButton(label, action, enabled, extra = {}) {
  return h(
    "button",
    {
      type: "button",
      class: ["durak-btn", `durak-btn-${action}`, enabled && "durak-btn-enabled"],
      "aria-disabled": enabled ? null : "true",
      dataset: { action, focus: `btn-${action}` },
      ...extra,
    },
    label,
  );
}

/**
 * Durak's action buttons: Take, Done, and Transfer / Show trump / Exchange when they apply.
 * @param {DurakView} view
 */
export function renderActions(view) {
  const buttons = view.buttons || {};
  const legal = view.legal || [];
  const transfers = buttons.transfer || [];
  const hasShow = legal.some((m) => m.kind === "transfer" && m.show);
  const hasExchange = legal.some((m) => m.kind === "exchange");
  return h(
    "div",
    { class: "durak-actions", role: "group", "aria-label": t("actions") },
    actionButton(t("Take"), "take", Boolean(buttons.take), { title: t("pick up every card on the table (↓ twice)") }),
    // after a take the attackers' word is "pass" (no more cards, pick them up), else "bito"
    actionButton(view.panel?.taking ? t("Done (Pass)") : t("Done (Bito)"), "done", Boolean(buttons.done), { title: t("no more cards from you this bout") }),
    transfers.length || legal.some((m) => m.kind === "transfer")
      ? actionButton(t("Transfer"), "transfer", transfers.length > 0, { title: t("pass the attack on with a card of the same rank") })
      : null,
    hasShow ? actionButton(t("Show trump"), "show", true, { title: t("transfer by showing a trump of the same rank") }) : null,
    hasExchange ? actionButton(t("Exchange"), "exchange", true, { title: t("swap your six of trumps for the face-up trump") }) : null,
  );
}

/**
 * The step controls over the history.
 * @param {CommonView} view
 */
export function renderSteps(view) {
  const hist = view.history || { position: 0, length: 0 };
  const atStart = hist.position <= 0;
  const atEnd = hist.position >= stepLimit(view); // a guess-the-move lesson stops at its frontier
  /** @type {(to: string, label: string, text: string, disabled: boolean) => HTMLElement} */
  const step = (to, label, text, disabled) =>
    h(
      "button",
      {
        type: "button",
        class: "durak-btn durak-step",
        "aria-label": label,
        title: label,
        disabled: disabled || null,
        dataset: { action: "step", to, focus: `step-${to}` },
      },
      text,
    );
  return h(
    "div",
    { class: "durak-steps", role: "group", "aria-label": t("step through the game") },
    step("first", t("first move"), "|◀", atStart),
    step("back", t("step back"), "◀", atStart),
    h("span", { class: "durak-position" }, t("move {position} of {length}", hist)),
    step("forward", t("step forward"), "▶", atEnd),
    step("last", t("last move"), "▶|", atEnd),
  );
}

/**
 * The toolbar: menu, hints, open hands, pause, and the task's word, as the layout shows them
 * (nothing when it shows none of them).
 * @param {CommonView} view
 * @param {Options} options
 * @param {{menuOpen: boolean}} ui
 * @param {import("../types.js").Layout | null} [layout]
 */
export function renderToolbar(view, options, ui, layout = null) {
  /** @param {string} part */
  const show = (part) => shows(layout, part);
  /** @type {(name: "hints" | "open_hands", label: string) => HTMLElement} */
  const toggle = (name, label) =>
    h(
      "button",
      {
        type: "button",
        class: ["durak-btn", "durak-toggle", options[name] && "durak-on"],
        "aria-pressed": Boolean(options[name]),
        dataset: { action: "toggle", name, focus: `toggle-${name}` },
      },
      label,
    );
  const items = [
    show("menu")
      ? h(
          "button",
          {
            type: "button",
            class: "durak-btn durak-menu-btn",
            "aria-haspopup": "dialog",
            "aria-expanded": ui.menuOpen,
            dataset: { action: "menu", focus: "menu" },
            title: t("menu (M)"),
          },
          `☰ ${t("Menu")}`,
        )
      : null,
    show("hints") ? toggle("hints", t("Hints")) : null,
    show("open_hands") ? toggle("open_hands", t("Open hands")) : null,
    show("pause")
      ? h(
          "button",
          {
            type: "button",
            class: ["durak-btn", "durak-toggle", options.paused && "durak-on"],
            "aria-pressed": Boolean(options.paused),
            dataset: { action: "pause", focus: "pause" },
            title: t("pause or resume the bots (Space)"),
          },
          options.paused ? t("Paused") : t("Pause"),
        )
      : null,
    show("mode") && modeName(view.mode) ? h("span", { class: "durak-mode" }, modeName(view.mode)) : null,
  ].filter(Boolean);
  return items.length ? h("div", { class: "durak-toolbar" }, items) : null;
}

/**
 * The task's word in the toolbar (sandbox, replay).
 * @param {string | undefined} mode
 */
function modeName(mode) {
  if (mode === "sandbox") return t("sandbox");
  if (mode === "replay") return t("replay");
  return "";
}
