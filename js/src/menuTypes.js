// @ts-check
// The protocol's shapes for the new-game menu and a series of games (JSDoc typedefs checked by
// `tsc --noEmit`, written from docs/widget-protocol.md); the rest of the protocol is in types.js.

/**
 * A series of games: the tally and its one-line summary in the table's language.
 * @typedef {{games: number, draws: number, durak: {seat: number, name: string, count: number}[],
 *   teams?: {seats: number[], count: number}[], text: string}} Series
 */

/**
 * What the new-game menu may offer (the `menu_info` trait, else the view's `menu`); labels in
 * the table's language.
 * @typedef {object} MenuInfo
 * @property {number[]} [partnerships]  the player counts that allow partnerships
 * @property {[string, string][]} [series_first_attacker]  [value, label] of who leads a series' next game
 * @property {[string, string][]} [languages]  [code, name]
 * @property {string} [language]
 * @property {boolean} [partnerships_on]
 * @property {string} [series_first_attacker_value]
 */

export {};
