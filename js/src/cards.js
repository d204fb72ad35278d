// @ts-check
// Cards drawn in CSS: names, symbols and the face/back elements. Card codes are "7S", "10H", "QD".
import { h } from "./dom.js";

/** @type {Record<string, string>} */
export const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
/** @type {Record<string, string>} */
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
/** @type {Record<string, string>} */
const RANK_NAMES = { J: "jack", Q: "queen", K: "king", A: "ace" };
/** @type {Record<string, number>} */
const RANK_VALUES = { J: 11, Q: 12, K: 13, A: 14 };

/**
 * @param {string | null | undefined} code
 * @returns {{rank: string, suit: string}}
 */
export function parseCard(code) {
  const text = String(code || "");
  return { rank: text.slice(0, -1), suit: text.slice(-1) };
}

/** @param {string} code */
export function rankOf(code) {
  return parseCard(code).rank;
}

/** @param {string} rank */
export function rankValue(rank) {
  return RANK_VALUES[rank] ?? Number(rank);
}

/** @param {string} rank */
export function rankName(rank) {
  return RANK_NAMES[rank] ?? rank;
}

/**
 * "7 of spades", "queen of diamonds, trump": rank first, for buttons and screen readers.
 * @param {string | null | undefined} code
 * @param {string | null} [trump]
 */
export function cardName(code, trump) {
  const { rank, suit } = parseCard(code);
  const name = `${rankName(rank)} of ${SUIT_NAMES[suit] ?? suit}`;
  return trump && suit === trump ? `${name}, trump` : name;
}

/**
 * "7♠"
 * @param {string | null | undefined} code
 */
export function cardText(code) {
  const { rank, suit } = parseCard(code);
  return `${rank}${SUIT_SYMBOLS[suit] ?? suit}`;
}

/**
 * The visible face of a card: rank and suit symbol in two corners and a large pip.
 * @param {string} code
 * @param {{trump?: string | null, extraClass?: string | null}} [options]
 */
export function cardFace(code, { trump = null, extraClass = null } = {}) {
  const { rank, suit } = parseCard(code);
  const symbol = SUIT_SYMBOLS[suit] ?? suit;
  return h(
    "span",
    {
      class: ["durak-card", `durak-suit-${suit}`, suit === trump && "durak-trump", extraClass],
      "aria-hidden": "true",
      dataset: { card: code },
    },
    h("span", { class: "durak-corner durak-corner-top" }, h("span", { class: "durak-rank" }, rank), h("span", { class: "durak-pip" }, symbol)),
    h("span", { class: "durak-centre" }, symbol),
    h("span", { class: "durak-corner durak-corner-bottom" }, h("span", { class: "durak-rank" }, rank), h("span", { class: "durak-pip" }, symbol)),
  );
}

/**
 * The back of a card (a hidden card).
 * @param {string | null} [extraClass]
 */
export function cardBack(extraClass = null) {
  return h("span", { class: ["durak-card", "durak-back", extraClass], "aria-hidden": "true" });
}
