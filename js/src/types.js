// @ts-check
// The shapes the front end reads and sends, written from docs/widget-protocol.md. This module
// holds types only (JSDoc typedefs checked by `tsc --noEmit`); it exports nothing at run time.

/**
 * A card code: rank (2-10, J, Q, K, A) then suit (S H D C), e.g. "7S", "10H", "QD".
 * @typedef {string} CardCode
 */

/**
 * The verdict of the latest attempt (null before any).
 * @typedef {{legal: boolean, rule: string, message: string, details?: Record<string, unknown>}} Verdict
 */

/** @typedef {{position: number, length: number}} History */

/**
 * Replay mode only (null in the other modes).
 * @typedef {object} Replay
 * @property {string} [title]
 * @property {string | null} [summary]
 * @property {string | null} [annotation]
 * @property {string} [marks]
 * @property {string | null} [annotated_move]
 * @property {boolean} main_line
 * @property {number | null} [branch_at]
 * @property {number} [main_length]
 * @property {boolean} [autoplay]
 */

/**
 * One seat, clockwise from seat 0. Svoi Kozyri seats add their own trump suit.
 * @typedef {object} Seat
 * @property {number} seat
 * @property {string} name
 * @property {number} count
 * @property {string} role  Durak: attacker | co-attacker | defender | idle | out; Svoi Kozyri: turn | idle | out
 * @property {string} role_label
 * @property {CardCode[] | null} cards  the full hand when the browser may see it, else null
 * @property {CardCode[]} known  cards publicly known to be in this hand
 * @property {boolean} is_viewer
 * @property {boolean} [said_done]  Durak only
 * @property {string} [trump]  Svoi Kozyri: the seat's own trump suit
 * @property {string} [trump_symbol]
 * @property {string} [trump_name]
 * @property {string} [trump_label]
 */

/**
 * What a hand card can do now: Durak attack | defend (with target) | transfer (with show) |
 * exchange; Svoi Kozyri beat | lay.
 * @typedef {{kind: string, target?: CardCode, show?: boolean}} Use
 */

/**
 * One card of the viewer's hand (sorted lowest first, trumps last).
 * @typedef {object} HandEntry
 * @property {CardCode} card
 * @property {string} text  "7♠"
 * @property {string} name  "7 of spades", "queen of hearts, your trump"
 * @property {boolean} trump
 * @property {boolean} legal  some legal move uses it now
 * @property {Use[]} uses
 * @property {string | null} reason  when not legal: the engine's explanation
 * @property {boolean | null} [beats]  Svoi Kozyri, respond phase: whether it beats the top card
 */

/**
 * Fields every view carries, whichever game it shows.
 * @typedef {object} CommonView
 * @property {string} [game]  "own_trumps" for Svoi Kozyri; "durak" or absent for Durak
 * @property {"play" | "sandbox" | "replay"} mode
 * @property {number} viewer  the seat whose hand is drawn at the bottom
 * @property {number | null} acting  the seat whose buttons are active now
 * @property {number} players
 * @property {string} trump
 * @property {string} trump_name
 * @property {string} trump_symbol
 * @property {number} bout
 * @property {Seat[]} seats
 * @property {HandEntry[]} hand
 * @property {Verdict | null} last_verdict
 * @property {string | null} error
 * @property {string} narration
 * @property {History} history
 * @property {boolean} over
 * @property {string | null} result_text
 * @property {Replay | null} replay
 */

/**
 * A Durak move as `view.legal` lists it and as the browser sends it (`target` only for a defence).
 * @typedef {{kind: string, player: number, cards: CardCode[], target?: CardCode | null, show?: boolean}} DurakMove
 */

/**
 * @typedef {object} DurakPanel
 * @property {number} [attack_count]
 * @property {number | null} [attack_limit]
 * @property {string} [limit_text]
 * @property {string[]} [ranks]  ranks open for throw-in
 * @property {string} status
 * @property {boolean} [taking]
 */

/**
 * The Durak view model.
 * @typedef {CommonView & {
 *   trump_card: CardCode | null,
 *   talon: number,
 *   discard: number,
 *   preset?: string,
 *   table: {attack: CardCode, defence: CardCode | null}[],
 *   panel: DurakPanel,
 *   buttons: {take?: boolean, done?: boolean, transfer?: CardCode[], exchange?: boolean},
 *   legal: DurakMove[],
 * }} DurakView
 */

/**
 * A Svoi Kozyri move: `card` for beat and lay, absent for a pick-up.
 * @typedef {{kind: string, player: number, card?: CardCode | null}} OwnTrumpsMove
 */

/**
 * The pick-up the acting seat faces, explained before it happens.
 * @typedef {{count: number, cards: CardCode[], rule: string, message: string, text: string}} PickUp
 */

/**
 * The Svoi Kozyri view model (`trump` is the viewer's own trump suit).
 * @typedef {CommonView & {
 *   game: "own_trumps",
 *   pile: CardCode[],
 *   pile_size: number,
 *   pile_shown: number,
 *   top: CardCode | null,
 *   top_name: string | null,
 *   turn: number | null,
 *   phase: "start" | "respond" | "lay",
 *   pick_up: PickUp | null,
 *   buttons: {pick_up?: boolean},
 *   panel: {status: string, phase?: string},
 *   legal: OwnTrumpsMove[],
 * }} OwnTrumpsView
 */

/** @typedef {DurakView | OwnTrumpsView} View */

/**
 * One entry of the synced `log_tail` (a plain string is accepted too).
 * @typedef {{n?: number, seat?: number, text: string, why?: string, rule?: string, legal?: boolean, i?: number}} LogEntry
 */

/**
 * @typedef {object} Options
 * @property {boolean} [hints]
 * @property {boolean} [open_hands]
 * @property {"small" | "medium" | "large"} [card_size]
 * @property {boolean} [four_colour]
 * @property {number} [bot_delay_ms]
 * @property {number} [quiet_ms]
 * @property {boolean} [paused]
 * @property {boolean} [autoplay]
 * @property {number} [autoplay_ms]
 */

/** @typedef {{view: View, log_tail: (LogEntry | string)[], options: Options}} Traits */

/**
 * A message to Python. Fields that have no value are left out, never sent as null.
 * @typedef {{type: "move" | "explain", move: DurakMove | OwnTrumpsMove}
 *   | {type: "step", to: string | number}
 *   | {type: "new_game", players?: number, preset?: string}
 *   | {type: "option", name: string, value: boolean | number | string}
 *   | {type: "pause", paused: boolean}
 *   | {type: "seat", seat: number}
 *   | {type: "main_line"}} Intent
 */

/**
 * The part of anywidget's model the front end uses.
 * @typedef {object} Model
 * @property {<K extends keyof Traits>(name: K) => Traits[K] | undefined} get
 * @property {(msg: Intent) => void} send
 * @property {(name: string, fn: () => void) => void} on
 * @property {(name: string, fn: () => void) => void} off
 */

export {};
