// @ts-check
// The one place that asks which game a view shows: `view.game` picks the game's module.
// Adding a game means one module here and its adapter in Python.
import { durak } from "./durak.js";
import { ownTrumps } from "./ownTrumps.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../uiTypes.js").GameModule<View>} AnyGame */

/** @type {Record<string, unknown>} */
const GAMES = {
  durak,
  own_trumps: ownTrumps,
};

/**
 * The module that draws `view` (Durak for a view without `game`, the protocol's default).
 * @param {Partial<View> | null | undefined} view
 * @returns {AnyGame}
 */
export function gameFor(view) {
  const game = GAMES[view?.game ?? "durak"] ?? durak;
  // each module is typed for its own view; the table pairs it with the views that name it
  return /** @type {AnyGame} */ (game);
}
