// @ts-check
// The state of one view besides the synced traits: the selection, the menu's pending choices,
// a local hint, the half-done ↓↓, and what was on screen at the last render.
import { emptySelection, playCodes, reconcile } from "./input/selection.js";

/** @typedef {import("./uiTypes.js").UiState} UiState */
/** @typedef {import("./types.js").View} View */

/** @returns {UiState} */
export function createUi() {
  return {
    sel: emptySelection(),
    menuOpen: false,
    preset: null,
    players: null,
    hint: null,
    downArmed: false,
    lastView: null,
    prevHand: null,
    seenTable: null,
    seenHand: null,
    logKey: "",
    blank: false,
  };
}

/**
 * Bring the state up to a (possibly new) view before rendering it.
 * @param {UiState} ui
 * @param {View} view
 */
export function followView(ui, view) {
  if (view !== ui.lastView) {
    // Python changed the table: a local hint or a half-done ↓↓ (take) no longer applies
    ui.lastView = view;
    ui.hint = null;
    ui.downArmed = false;
  }
  ui.sel = reconcile(ui.sel, view, ui.prevHand);
  ui.prevHand = playCodes(view);
}
