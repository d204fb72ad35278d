// @ts-check
// The DOM listeners of one view, delegated on its root (so cleanup is a handful of removals):
// clicks and double-clicks on `data-action` elements, form changes, keys, drag and drop.
import { keyAction, staysInTable } from "./input/keyboard.js";
import { only } from "./input/selection.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./uiTypes.js").GameModule<View>} Game */
/** @typedef {ReturnType<typeof import("./controller.js").createController>} Controls */

/**
 * Listen on `root`; returns the function that stops listening.
 * @param {HTMLElement} root
 * @param {Controls} controls
 * @param {() => Game} game  the module of the game now on the table
 */
export function listen(root, { ctl, act, key, choose, setLanguage }, game) {
  const { ui } = ctl;

  /** @param {Event} event */
  function actionTarget(event, selector = "[data-action]") {
    const t = event.target instanceof Element ? event.target.closest(selector) : null;
    return t instanceof HTMLElement && root.contains(t) ? t : null;
  }

  /** @param {MouseEvent} event */
  function onClick(event) {
    const t = actionTarget(event);
    if (!t || t.tagName === "SELECT" || t.tagName === "INPUT") return;
    const action = t.dataset.action ?? "";
    if (action === "table-area" && event.target !== t && event.target instanceof Element && event.target.closest("button")) return;
    if (!game().click(ctl, action, t, event)) act(action, t, game());
  }

  /** @param {MouseEvent} event */
  function onDblClick(event) {
    const t = actionTarget(event);
    const dblclick = game().dblclick;
    if (t?.dataset.action === "card" && t.dataset.card && dblclick) dblclick(ctl, t.dataset.card);
  }

  /** @param {Event} event */
  function onChange(event) {
    const t = event.target;
    if (!(t instanceof HTMLInputElement || t instanceof HTMLSelectElement)) return;
    const { action, name = "" } = t.dataset;
    if (action === "menu-local") choose(name, t);
    else if (action === "language") setLanguage(t.value);
    else if (action === "option") ctl.send({ type: "option", name, value: t instanceof HTMLInputElement && t.checked });
    else if (action === "scrub") ctl.send({ type: "step", to: Number(t.value) });
    else if (action === "option-select") {
      const numeric = name === "bot_delay_ms" || name === "autoplay_ms";
      ctl.send({ type: "option", name, value: numeric ? Number(t.value) : t.value });
    }
  }

  /** @param {KeyboardEvent} event */
  function onKeyDown(event) {
    // JupyterLab listens on the document: a key that left the table could change the cell
    // the table lives in (M: Markdown, D D: deleted), so none leaves it (see keyboard.js)
    if (staysInTable(event)) event.stopPropagation();
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const active = root.ownerDocument.activeElement;
    key(action, game(), Boolean(active?.classList.contains("durak-hand-card")));
  }

  /** @param {DragEvent} event */
  function onDragStart(event) {
    const t = actionTarget(event);
    const card = t?.dataset.action === "card" ? t.dataset.card : undefined;
    if (!card) return;
    if (!ui.sel.cards.includes(card)) ui.sel = only(ctl.view(), card);
    event.dataTransfer?.setData("text/plain", ui.sel.cards.join(" "));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
  }

  const DROP = '[data-action="target"], [data-action="table"], [data-action="table-area"]';

  /** @param {DragEvent} event */
  function onDragOver(event) {
    if (!actionTarget(event, DROP) || !ui.sel.cards.length) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
  }

  /** @param {DragEvent} event */
  function onDrop(event) {
    const t = actionTarget(event, DROP);
    const drop = game().drop;
    if (!t || !ui.sel.cards.length || !drop) return;
    event.preventDefault();
    drop(ctl, t.dataset.action === "target" ? t.dataset.card ?? null : null);
  }

  /** @type {(() => void)[]} */
  const stops = [];
  /**
   * @template {keyof HTMLElementEventMap} K
   * @param {K} type
   * @param {(event: HTMLElementEventMap[K]) => void} fn
   */
  function on(type, fn) {
    root.addEventListener(type, fn);
    stops.push(() => root.removeEventListener(type, fn));
  }
  on("click", onClick);
  on("dblclick", onDblClick);
  on("change", onChange);
  on("keydown", onKeyDown);
  on("dragstart", onDragStart);
  on("dragover", onDragOver);
  on("drop", onDrop);
  return () => {
    for (const stop of stops) stop();
  };
}
