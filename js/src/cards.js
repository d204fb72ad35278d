// Cards drawn in CSS: names, symbols and the face/back elements. Card codes are "7S", "10H", "QD".
import { h } from "./dom.js";

export const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RANK_NAMES = { J: "jack", Q: "queen", K: "king", A: "ace" };
const RANK_VALUES = { J: 11, Q: 12, K: 13, A: 14 };

export function parseCard(code) {
  const text = String(code || "");
  return { rank: text.slice(0, -1), suit: text.slice(-1) };
}

export function rankOf(code) {
  return parseCard(code).rank;
}

export function rankValue(rank) {
  return RANK_VALUES[rank] ?? Number(rank);
}

export function rankName(rank) {
  return RANK_NAMES[rank] ?? rank;
}

/** "7 of spades", "queen of diamonds, trump": rank first, for buttons and screen readers. */
export function cardName(code, trump) {
  const { rank, suit } = parseCard(code);
  const name = `${rankName(rank)} of ${SUIT_NAMES[suit] ?? suit}`;
  return trump && suit === trump ? `${name}, trump` : name;
}

/** "7♠" */
export function cardText(code) {
  const { rank, suit } = parseCard(code);
  return `${rank}${SUIT_SYMBOLS[suit] ?? suit}`;
}

/** The visible face of a card: rank and suit symbol in two corners and a large pip. */
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

/** The back of a card (a hidden card). */
export function cardBack(extraClass = null) {
  return h("span", { class: ["durak-card", "durak-back", extraClass], "aria-hidden": "true" });
}
