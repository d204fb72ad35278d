// @ts-check
// Which parts a table shows: the layout Python decided for the viewer's task (play, seat,
// watch, sandbox, replay, guess, quiz, presentation; durak_widget/table/layouts.py). The widget
// syncs it as its own trait (`layout_parts`, sent only when it changes); a front end that gets
// whole views (a classroom's page) finds it in `view.layout`. Nothing here decides a task: the
// front end draws exactly the parts the layout lists.

/**
 * What a table shows for its viewer's task (durak_widget/table/layouts.py): `task` is one of
 * play, seat, watch, sandbox, replay, guess, quiz, presentation; `show` lists the parts drawn.
 * @typedef {{task: string, show: string[]}} Layout
 */

/**
 * The layout of this view: the trait, else the view's own, else null (show everything: a
 * Python side that sends none).
 * @param {unknown} trait
 * @param {{layout?: Layout | null}} view
 * @returns {Layout | null}
 */
export function layoutOf(trait, view) {
  const synced = /** @type {Layout | null | undefined} */ (trait);
  const found = synced && Array.isArray(synced.show) ? synced : view.layout;
  return found && Array.isArray(found.show) ? found : null;
}

/**
 * Whether the layout shows `part` (every part without a layout).
 * @param {Layout | null | undefined} layout
 * @param {string} part
 */
export function shows(layout, part) {
  return !layout || layout.show.includes(part);
}

/**
 * The part a shared key belongs to (controller.js): a key does nothing where the layout leaves
 * its part out (a classroom seat has no steps, pause, new game or menu, so neither do its keys).
 * @type {Record<string, string>}
 */
const KEY_PARTS = {
  "step-back": "steps",
  "step-forward": "steps",
  "step-first": "steps",
  "step-last": "steps",
  pause: "pause",
  "new-game": "new_game",
  menu: "menu",
  blank: "presentation_bar", // B blanks a projector's screen, nothing elsewhere
};

/**
 * The key help a table's root describes itself with: the game's whole list, or, where the
 * layout leaves out every part a shared key belongs to (a classroom's seat), only the keys
 * that play the hand (the game's `playKeyHelp`), so that no key is listed that does nothing.
 * @param {{keyHelp: string, playKeyHelp?: string}} game
 * @param {Layout | null | undefined} layout
 */
export function keyHelpFor(game, layout) {
  const shared = new Set(Object.values(KEY_PARTS));
  const any = [...shared].some((part) => shows(layout, part));
  return !any && game.playKeyHelp ? game.playKeyHelp : game.keyHelp;
}

/**
 * Whether a shared key action does something under this layout.
 * @param {Layout | null | undefined} layout
 * @param {string} action
 */
export function keyShown(layout, action) {
  const part = KEY_PARTS[action];
  return !part || shows(layout, part);
}
