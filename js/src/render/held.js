// @ts-check
// A table held still for everyone (view.held: a classroom's table waiting for its students,
// paused by the teacher, waiting out a class quiz, or over with the lesson): one line above the
// table says why, the same on every page; no seat's buttons are live meanwhile (Python decides).
import { h } from "../dom.js";

/** @typedef {import("../types.js").View} View */

/**
 * The held line, or null when the table plays.
 * @param {View} view
 */
export function renderHeld(view) {
  const held = view.held;
  if (!held || !held.text) return null;
  const rule = String(held.rule || "").replace(/[^a-z_.]/g, "").replace(/\./g, "-");
  return h("p", { class: ["durak-held", rule && `durak-held-${rule}`], role: "status" }, held.text);
}
