// @ts-check
// One view of the widget: builds its elements, re-renders from the model's `view`, `log_tail`
// and `options`, and cleans up. The game on the table (games/index.js) draws its own part and
// handles its own clicks and keys; the rest is shared (board.js, controller.js, events.js).
import { renderBoard, rootClass } from "./board.js";
import { createController } from "./controller.js";
import { h, uniquePrefix } from "./dom.js";
import { arrivals, keepLogInView, noteFocus, restoreFocus, settleArrivals } from "./effects.js";
import { listen } from "./events.js";
import { gameFor } from "./games/index.js";
import { catalogOf, currentLanguage, t, useCatalog } from "./i18n.js";
import { handCodes } from "./input/selection.js";
import { keyHelpFor, layoutOf } from "./layout.js";
import { attachLearner } from "./learner.js";
import { morphChildren } from "./morph.js";
import { attachOnDemand, emptyPages, olderEntries } from "./ondemand.js";
import { liveText } from "./render/panel.js";
import { menuInfo } from "./render/menu.js";
import { placeRoot } from "./render/presentation.js";
import { createUi, followView } from "./state.js";

/** @typedef {import("./types.js").Model} Model */

const TRAITS = ["change:view", "change:log_tail", "change:options", "change:labels", "change:language", "change:menu_info", "change:layout_parts"];
// every way into this view's code first takes its model's labels (see i18n.js)
const ENTRIES = ["click", "dblclick", "change", "keydown", "dragstart", "dragover", "drop", "focusin", "mouseover"];

/**
 * Draw the widget into `el`; returns the cleanup function anywidget calls.
 * @param {Model} model
 * @param {HTMLElement} el
 */
export function createApp(model, el) {
  const prefix = uniquePrefix();
  const ui = createUi();
  const labels = () => useCatalog(catalogOf(model));
  labels();
  const root = h("div", {
    class: "durak-root",
    tabindex: "0",
    role: "application",
    "aria-roledescription": t("card table"),
    "aria-label": gameFor(null).label,
    "aria-describedby": `${prefix}-help`,
    "data-lm-suppress-shortcuts": "true",
  });
  const board = h("div", { class: "durak-board" });
  const live = h("div", { class: "durak-sr-only durak-live", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  const help = h("p", { id: `${prefix}-help`, class: "durak-sr-only" }, gameFor(null).keyHelp);
  root.append(board, live, help);
  el.appendChild(root);

  const controls = createController(model, ui, { root, board, render });
  const { view, options } = controls.ctl;
  const game = () => gameFor(view());

  let scheduled = false;
  let disposed = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (!disposed) render();
    });
  }

  function render() {
    labels();
    const v = view();
    const opts = options();
    const current = game();
    followView(ui, v);
    const { newTable, newHand } = arrivals(ui, v.seats ? current.tableCards(v) : [], handCodes(v));
    setText(root, "aria-label", current.label);
    setText(root, "aria-roledescription", t("card table"));
    setText(root, "lang", currentLanguage());
    const focus = noteFocus(root, board);
    const layout = layoutOf(model.get("layout_parts"), v);
    const keys = keyHelpFor(current, layout);
    if (help.textContent !== keys) help.textContent = keys;
    root.className = rootClass(v, opts, layout);
    placeRoot(root, el, Boolean(opts.presentation));
    const uiView = { prefix, selected: ui.sel.cards, cursor: ui.sel.cursor, newTable, newHand, menuOpen: ui.menuOpen, layout };
    const tail = model.get("log_tail");
    const log = [...olderEntries(pages, tail, v), ...(Array.isArray(tail) ? tail : [])];
    const menu = menuInfo(model.get("menu_info"), v);
    morphChildren(board, renderBoard(v, { options: opts, log, ui, uiView, game: current, menu }));
    keepLogInView(board, log, ui);
    settleArrivals(board);
    restoreFocus(root, board, focus);
    const text = liveText(v);
    if (live.textContent !== text) live.textContent = text;
  }

  const pages = emptyPages();
  for (const type of ENTRIES) root.addEventListener(type, labels, true);
  const stopListening = listen(root, controls, game);
  const stopOnDemand = attachOnDemand(model, root, pages, view, render);
  const stopLearner = attachLearner(model, root, ui, view, render);
  for (const name of TRAITS) model.on(name, schedule);
  render();

  return function cleanup() {
    disposed = true;
    for (const type of ENTRIES) root.removeEventListener(type, labels, true);
    for (const name of TRAITS) model.off(name, schedule);
    stopListening();
    stopOnDemand();
    stopLearner();
    root.remove();
  };
}

/**
 * Set an attribute only when it changes (a screen reader may re-announce a rewritten one).
 * @param {HTMLElement} el
 * @param {string} name
 * @param {string} value
 */
function setText(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
