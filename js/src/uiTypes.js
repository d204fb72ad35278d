// @ts-check
// The front end's own shapes (JSDoc typedefs checked by `tsc --noEmit`): the selection, the
// state of one view, the controller a game's input handlers use, and a game's module. The
// protocol's shapes (the view model, traits, intents) are in types.js.

/** @typedef {import("./types.js").CardCode} CardCode */
/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Options} Options */
/** @typedef {import("./types.js").Intent} Intent */
/** @typedef {import("./types.js").DurakMove} DurakMove */
/** @typedef {import("./types.js").OwnTrumpsMove} OwnTrumpsMove */

/** @typedef {{cards: CardCode[], cursor: number}} Selection */

/**
 * A move the browser is about to send: a listed one, or an `attempt` for Python to judge.
 * @typedef {{move: DurakMove | OwnTrumpsMove, attempt: boolean}} MoveChoice
 */

/** @typedef {{ok: boolean, text: string}} Info */

/**
 * What a render needs besides the view: ids, the selection, and what just arrived.
 * @typedef {object} UiView
 * @property {string} prefix  a per-view id prefix
 * @property {CardCode[]} selected
 * @property {number} cursor
 * @property {Set<CardCode>} newTable  cards that just arrived on the table (or the pile)
 * @property {Set<CardCode>} newHand  cards that just arrived in the hand
 * @property {boolean} menuOpen
 * @property {import("./types.js").Layout | null} layout  what the view's task shows
 */

/**
 * The state of one view besides the synced traits.
 * @typedef {object} UiState
 * @property {Selection} sel
 * @property {boolean} menuOpen
 * @property {string | null} preset  the menu's rules choice, not yet dealt
 * @property {string | null} players  the menu's player count, not yet dealt
 * @property {boolean | null} [partnerships]  the menu's partnerships choice, not yet dealt
 * @property {string | null} [seriesFirst]  the menu's choice of who leads a series' next game
 * @property {string | null} hint  a local hint shown instead of the selection's description
 * @property {boolean} downArmed  ↓ was pressed once: the next ↓ takes
 * @property {View | null} lastView  the view the hint and ↓↓ belong to
 * @property {CardCode[] | null} prevHand  the hand the cursor was set in
 * @property {Set<CardCode> | null} seenTable  table cards at the last render
 * @property {Set<CardCode> | null} seenHand  hand cards at the last render
 * @property {string} logKey  the newest log entry at the last render
 * @property {number} [waitSince]  when the shown quiet window (view.waiting) started, ms
 * @property {string} [waitKey]  which window that was
 * @property {boolean} [blank]  presentation: the screen is blanked (B)
 */

/**
 * What a game's input handlers may do.
 * @template {View} V
 * @typedef {object} Controller
 * @property {() => V} view
 * @property {() => Options} options
 * @property {UiState} ui
 * @property {(msg: Intent) => void} send
 * @property {(choice: MoveChoice | null) => void} sendMove  send a move (a listed one clears the selection)
 * @property {(text: string | null | undefined) => void} setHint
 * @property {(sel: Selection) => void} setSelection
 * @property {() => void} focusCursor  focus the hand card under the cursor
 */

/**
 * A game's own parts of the table, each drawn only where the view's layout shows it.
 * @typedef {{seats: Node, table: Node, hand: Node, selection: Node | null, actions: Node, panel: Node | null}} GameParts
 */

/**
 * One game's front end: how it draws the table, the hand and the panel, and what clicks and
 * keys mean. `games/index.js` picks the module from `view.game`.
 * @template {View} V
 * @typedef {object} GameModule
 * @property {string} name  the `view.game` it draws
 * @property {string} label  the table's accessible name
 * @property {string} keyHelp
 * @property {string} [playKeyHelp]  the keys of a table where one only plays one's hand (a classroom's seat: no steps, pause, new game or menu)
 * @property {number[]} playerCounts  the menu's choices
 * @property {string[]} presets  the menu's rules presets (none: no choice)
 * @property {(view: V) => CardCode[]} tableCards  the cards in the middle, for the arrival animation
 * @property {(view: V, cards: CardCode[]) => Info | null} describe  what the selection can do
 * @property {(view: V, ui: UiView, info: Info | null) => GameParts} render
 * @property {(ctl: Controller<V>, action: string, el: HTMLElement, event: MouseEvent) => boolean} click
 *   handles a click on a `data-action` element of this game; false when the action is not its own
 * @property {(ctl: Controller<V>, action: string, onCard: boolean) => boolean} key
 *   handles a key action; false leaves it to the common keys
 * @property {(ctl: Controller<V>, card: CardCode) => void} [dblclick]  a double-click on a hand card
 * @property {(ctl: Controller<V>, target: CardCode | null) => void} [drop]  cards dropped on a target
 */

export {};
