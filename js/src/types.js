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
 * @property {number} [viewpoint]  the steady seat the replay is drawn from
 * @property {CardCode | null} [annotated_card]
 * @property {number | null} [annotated_seat]
 * @property {import("./render/analysis.js").Estimates | null} [estimates]  the search's estimate of each legal move of the viewpoint, when it is the seat to act
 */

/**
 * The note on the move that led to the current position (all modes).
 * @typedef {{move_number: number, move: string, seat: number, card: CardCode | null, marks: string, comment: string | null}} Annotation
 */

/**
 * Presentation mode: the narration of the move that led here.
 * @typedef {{n: number, seat: number | null, move: string | null, why: string | null, reason: string | null, text: string}} Commentary
 */

/**
 * The answer to the latest guess of a guess-the-move lesson.
 * @typedef {{kind: "right" | "better" | "also_good" | "different" | "illegal", move_number: number, guess: string, played: string | null, seat: number,
 *   card: CardCode | null, marks: string, comment: string | null, coach: {label: string, reason: string} | null, heading?: string, text: string}} GuessFeedback
 */

/**
 * A guess-the-move lesson (null outside one).
 * @typedef {{active: boolean, seat: number | null, seats: "every" | number, asked: number, right: number, total: number,
 *   score: string | null, feedback: GuessFeedback | null, frontier: number, done: boolean}} Guess
 */

/**
 * One seat, clockwise from seat 0. Svoi Kozyri seats add their own trump suit.
 * @typedef {object} Seat
 * @property {number} seat
 * @property {string} name  cut to a sensible length (see `full_name`)
 * @property {string} [full_name]  the whole name, when `name` was cut
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
 * @property {number} [team]  with partnerships: the seat's team (seats of one team are partners)
 * @property {HandEntry[]} [hand]  a sandbox: the seat to act's open hand, played where it sits (as `view.hand`)
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
 * @property {string} [text]  "7♠" (no longer sent: derived from the code)
 * @property {string} [name]  "7 of spades" (Durak; Svoi Kozyri builds it from the code)
 * @property {boolean} [trump]  only when it is a trump
 * @property {boolean} legal  some legal move uses it now
 * @property {Use[]} [uses]  only when it has some
 * @property {string | null} [reason]  filled in locally from a `card_reason` message (ondemand.js)
 * @property {boolean | null} [beats]  Svoi Kozyri, respond phase: whether it beats the top card
 */

/** @typedef {import("./layout.js").Layout} Layout */
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
 * @property {import("./render/analysis.js").Analysis | null} [analysis]  the analysis of the finished game, once asked for
 * @property {Annotation | null} [annotation]
 * @property {Commentary | null} [commentary]
 * @property {Guess | null} [guess]
 * @property {Quiz | null} [quiz]
 * @property {{n?: number, move?: string, label: string | null, title?: string | null, text: string, better?: string | null, pending?: boolean} | null} [coach]  `pending`: still being computed
 * @property {Layout | null} [layout]  the view's layout where a front end gets whole views
 * @property {number | null} [to_act]  sandbox and replay: the seat whose turn it is
 * @property {string[] | null} [hint]
 * @property {{seats?: number[], until_ms: number, seconds?: number, text: string} | null} [waiting]
 * @property {{seat: number, text: string} | null} [thinking]
 * @property {{seat: number, kind: string, name: string | null, present: boolean, stand_in: boolean, text: string | null, you?: boolean}[] | null} [seated]  who holds each seat, at a table with remote humans (`you`: the reader's own seat, played by a stand-in)
 * @property {{rule: string, text: string} | null} [held]  the table is held still for everyone (a classroom's table waits, is paused, ...): why
 * @property {number} [version]  the table's version: increases with every change
 * @property {{order: number[], counts: number[], face_up_to?: number | null, text?: string} | null} [last_draw]
 * @property {import("./menuTypes.js").Series | null} [series]  the running series, once one of its games is finished
 * @property {import("./menuTypes.js").MenuInfo | null} [menu]  the menu's lists, when Python sends them in the view
 */

/** @typedef {import("./render/quiz.js").Quiz} Quiz */

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
 *   panel: DurakPanel | null,
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
 *   panel: {status: string, phase?: string} | null,
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
 * @property {boolean} [presentation]
 * @property {string} [language]
 */

/**
 * @typedef {{view: View, log_tail: (LogEntry | string)[], options: Options, labels: Record<string, string>,
 *   language: string, menu_info: import("./menuTypes.js").MenuInfo, layout_parts: Layout}} Traits
 */

/**
 * A message to Python. Fields that have no value are left out, never sent as null.
 * @typedef {{type: "move" | "explain", move: DurakMove | OwnTrumpsMove}
 *   | {type: "step", to: string | number}
 *   | {type: "new_game", players?: number, preset?: string, partnerships?: boolean, series?: boolean, series_first_attacker?: string}
 *   | {type: "option" | "set_option", name: string, value: boolean | number | string}
 *   | {type: "pause", paused: boolean}
 *   | {type: "seat", seat: number}
 *   | {type: "main_line"}
 *   | {type: "annotate", move: number, comment: string, mark?: string}
 *   | {type: "why_card", card: CardCode}
 *   | {type: "log_page", before: number}
 *   | {type: "hint"} | {type: "quiz_next"} | {type: "analyse"}
 *   | {type: "answer", value: boolean | number | string | string[]}} Intent
 */

/**
 * The part of anywidget's model the front end uses.
 * @typedef {object} Model
 * @property {<K extends keyof Traits>(name: K) => Traits[K] | undefined} get
 * @property {(msg: Intent) => void} send
 * @property {(name: string, fn: (msg?: any) => void) => void} on
 * @property {(name: string, fn: (msg?: any) => void) => void} off
 */

export {};
