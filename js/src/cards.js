// @ts-check
// Cards drawn in CSS: names, symbols and the face/back elements. Card codes are "7S", "10H", "QD".
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** @type {Record<string, string>} */
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
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

/**
 * A rank's word in the current language ("queen", "дама"); number ranks stay digits.
 * @param {string} rank
 */
export function rankName(rank) {
  switch (rank) {
    case "J":
      return t("jack");
    case "Q":
      return t("queen");
    case "K":
      return t("king");
    case "A":
      return t("ace");
    default:
      return rank;
  }
}

/**
 * "7 of spades" in the current language: one whole phrase per suit, so that each language
 * words it its own way ("7 пик", "7 de picas"); the suit is always named, never a colour.
 * @param {string} rank
 * @param {string} suit
 */
function rankOfSuit(rank, suit) {
  switch (suit) {
    case "S":
      return t("{rank} of spades", { rank });
    case "H":
      return t("{rank} of hearts", { rank });
    case "D":
      return t("{rank} of diamonds", { rank });
    case "C":
      return t("{rank} of clubs", { rank });
    default:
      return `${rank}${suit}`;
  }
}

/**
 * "7 of spades", "queen of diamonds, trump": rank first, for buttons and screen readers.
 * @param {string | null | undefined} code
 * @param {string | null} [trump]
 */
export function cardName(code, trump) {
  const { rank, suit } = parseCard(code);
  const name = rankOfSuit(rankName(rank), suit);
  return trump && suit === trump ? t("{card}, trump", { card: name }) : name;
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
