// @ts-check
// Intents: what the view sends to Python, and the actions and keys every game shares (steps,
// toggles, pause and autoplay, the menu, a new game, choosing a seat, the main line). A game's
// own clicks and keys go to its module first (games/*.js).

import { annotateIntent } from "./render/annotate.js";
import { menuInfo } from "./render/menu.js";
import { newGameIntent } from "./render/newGame.js";
import { presentationStep, toggleFullscreen } from "./render/presentation.js";
import { keyShown, layoutOf } from "./layout.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Options} Options */
/** @typedef {import("./types.js").Model} Model */
/** @typedef {import("./uiTypes.js").UiState} UiState */
/** @typedef {import("./uiTypes.js").Controller<View>} Ctl */
/** @typedef {import("./uiTypes.js").GameModule<View>} Game */

/** @type {Record<string, string>} */
const STEP_KEYS = { "step-back": "back", "step-forward": "forward", "step-first": "first", "step-last": "last" };

/**
 * @param {Model} model
 * @param {UiState} ui
 * @param {{root: HTMLElement, board: HTMLElement, render: () => void}} dom
 */
export function createController(model, ui, { root, board, render }) {
  // Before the first deal Python syncs `{}`; every reader tolerates the missing fields.
  const view = () => /** @type {View} */ (model.get("view") || {});
  const options = () => model.get("options") || {};
  /** @type {Ctl} */
  const ctl = {
    view,
    options,
    ui,
    send: (msg) => model.send(msg),
    sendMove(choice) {
      if (!choice) return;
      model.send({ type: "move", move: choice.move });
      // played or refused, the cards are no longer selected: a refusal says what to do instead
      ui.sel = { cards: [], cursor: ui.sel.cursor };
      ui.hint = null;
      ui.downArmed = false;
      render();
    },
    setHint(text) {
      ui.hint = text ?? null;
      render();
    },
    setSelection(sel) {
      ui.sel = sel;
      ui.hint = null;
      ui.downArmed = false;
      render();
    },
    focusCursor() {
      const card = board.querySelector(".durak-hand-card.durak-cursor");
      if (card instanceof HTMLElement) card.focus({ preventScroll: true });
    },
  };

  /** @param {boolean} [open] */
  function toggleMenu(open = !ui.menuOpen) {
    ui.menuOpen = open;
    render();
    const first = board.querySelector(".durak-menu select, .durak-menu button");
    if (open && first instanceof HTMLElement) first.focus({ preventScroll: true });
    else if (!open) root.focus({ preventScroll: true });
  }

  function toggleBlank() {
    ui.blank = !ui.blank;
    render();
    root.focus({ preventScroll: true });
  }

  const autoplay = () => !(options().autoplay ?? view().replay?.autoplay);

  /**
   * A click on a `data-action` element that is not the game's own.
   * @param {string} action
   * @param {HTMLElement} el
   * @param {Game} game
   */
  function act(action, el, game) {
    const v = view();
    const name = el.dataset.name ?? "";
    switch (action) {
      case "step":
        return ctl.send({ type: "step", to: el.dataset.to ?? "last" });
      case "toggle":
        return ctl.send({ type: "option", name, value: !options()[/** @type {keyof Options} */ (name)] });
      case "pause":
        return ctl.send({ type: "pause", paused: !options().paused });
      case "menu":
        return toggleMenu();
      case "menu-close":
        return toggleMenu(false);
      case "menu-new-game":
      case "menu-new-series": {
        ui.menuOpen = false;
        ctl.send(newGameIntent(v, ui, game, menuInfo(model.get("menu_info"), v), action === "menu-new-game"));
        return toggleMenu(false);
      }
      case "new-game":
        return ctl.send({ type: "new_game" });
      case "seat":
        return ctl.send({ type: "seat", seat: Number(el.dataset.seat) });
      case "main-line":
        return ctl.send({ type: "main_line" });
      case "analyse":
        return ctl.send({ type: "analyse" });
      case "goto":
        return ctl.send({ type: "step", to: Number(el.dataset.to) });
      case "autoplay":
        return ctl.send({ type: "option", name: "autoplay", value: autoplay() });
      case "fullscreen":
        return toggleFullscreen(root);
      case "blank":
        return toggleBlank();
      case "annotate": {
        const intent = annotateIntent(el);
        return intent ? ctl.send(intent) : undefined;
      }
      default:
        return undefined;
    }
  }

  /**
   * A key action: replay autoplay first, nothing for a part the layout leaves out (layout.js),
   * then stepping, the game's keys and the rest.
   * @param {string} action
   * @param {Game} game
   * @param {boolean} onCard  a hand card has focus
   */
  function key(action, game, onCard) {
    if (action === "pause" && view().replay) return ctl.send({ type: "option", name: "autoplay", value: autoplay() });
    if (!keyShown(layoutOf(model.get("layout_parts"), view()), action)) return undefined;
    if (action in STEP_KEYS) return ctl.send({ type: "step", to: STEP_KEYS[action] });
    const to = options().presentation ? presentationStep(action, onCard) : null;
    if (to) return ctl.send({ type: "step", to });
    if (action === "blank" || (action === "escape" && ui.blank)) return toggleBlank();
    if (action === "escape" && root.ownerDocument.fullscreenElement === root) return toggleFullscreen(root);
    if (game.key(ctl, action, onCard)) return undefined;
    switch (action) {
      case "pause":
        return ctl.send({ type: "pause", paused: !options().paused });
      case "new-game":
        return ctl.send({ type: "new_game" });
      case "menu":
        return toggleMenu();
      case "escape":
        if (ui.menuOpen) return toggleMenu(false);
        return ctl.setSelection({ cards: [], cursor: ui.sel.cursor });
      default:
        return undefined;
    }
  }

  /**
   * A change of one of the menu's new-game choices (dealt only by New game / New series).
   * @param {string} name
   * @param {HTMLInputElement | HTMLSelectElement} el
   */
  function choose(name, el) {
    if (name === "preset" || name === "players") ui[name] = el.value;
    else if (name === "partnerships" && el instanceof HTMLInputElement) ui.partnerships = el.checked;
    else if (name === "series_first_attacker") ui.seriesFirst = el.value;
    else return;
    render(); // the player count decides whether partnerships can be chosen
  }

  /**
   * The table's language, chosen in the menu: Python checks it and re-sends every text.
   * @param {string} value
   */
  function setLanguage(value) {
    if (value) ctl.send({ type: "set_option", name: "language", value });
  }

  return { ctl, act, key, choose, setLanguage };
}
