// @ts-check
// The selection (a list of hand card codes) and the keyboard cursor, for either game: which
// cards are selected, where the cursor is, and how clicks and arrows change them. The cards
// played are the viewer's hand and, in a sandbox, the seat to act's open hand where it sits
// (`seat.hand`): the arrows walk the hand whose move it is.
import { rankOf } from "../cards.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").HandEntry} HandEntry */
/** @typedef {import("../uiTypes.js").Selection} Selection */
/** @typedef {import("../types.js").CardCode} CardCode */

/**
 * The viewer's hand as card codes, in the order Python sent it.
 * @param {Partial<CommonView> | null | undefined} view
 * @returns {CardCode[]}
 */
export function handCodes(view) {
  return (view?.hand || []).map((entry) => entry.card);
}

/**
 * Every card entry the viewer may play from: its own hand, then the open hands played where
 * they sit (a sandbox's seat to act).
 * @param {Partial<CommonView> | null | undefined} view
 * @returns {HandEntry[]}
 */
export function playEntries(view) {
  return [...(view?.hand || []), ...(view?.seats || []).flatMap((s) => s.hand || [])];
}

/**
 * The hand the arrows walk: the seat to act's open hand when it plays where it sits and the
 * viewer's own hand has no legal card, else the viewer's hand.
 * @param {Partial<CommonView> | null | undefined} view
 * @returns {CardCode[]}
 */
export function playCodes(view) {
  const other = (view?.seats || []).find((s) => s.seat === view?.acting && s.hand?.length);
  if (other?.hand && !(view?.hand || []).some((e) => e.legal)) return other.hand.map((e) => e.card);
  return handCodes(view);
}

/**
 * The seat whose move the browser sends: the acting seat, or the viewer when nobody may act.
 * @param {Partial<CommonView> | null | undefined} view
 * @returns {number}
 */
export function actor(view) {
  return view?.acting ?? view?.viewer ?? 0;
}

/**
 * The seat that holds these cards among the hands the viewer plays from (the first card
 * decides), else the acting seat.
 * @param {Partial<CommonView> | null | undefined} view
 * @param {CardCode[]} cards
 * @returns {number}
 */
export function ownerOf(view, cards) {
  const card = cards[0];
  if (card == null || (view?.hand || []).some((e) => e.card === card)) return card == null ? actor(view) : view?.viewer ?? actor(view);
  const seat = (view?.seats || []).find((s) => (s.hand || []).some((e) => e.card === card));
  return seat ? seat.seat : actor(view);
}

/** @returns {Selection} */
export function emptySelection() {
  return { cards: [], cursor: -1 };
}

/**
 * Keep the selection and cursor consistent with a new hand: the cursor follows its card
 * (`prevCodes` is the hand it was set in) and is reset when that card has left the hand.
 * @param {Selection} sel
 * @param {Partial<CommonView>} view
 * @param {CardCode[] | null} [prevCodes]
 * @returns {Selection}
 */
export function reconcile(sel, view, prevCodes = null) {
  const codes = playCodes(view);
  const playable = playEntries(view).map((e) => e.card);
  const cards = sel.cards.filter((c) => playable.includes(c));
  let cursor = sel.cursor;
  if (prevCodes && cursor >= 0) cursor = codes.indexOf(prevCodes[cursor]);
  if (cursor >= codes.length) cursor = codes.length - 1;
  return { cards, cursor };
}

/**
 * ←/→ (delta −1/+1); with `extend` (Shift) the card under the moved cursor is added.
 * @param {Selection} sel
 * @param {Partial<CommonView>} view
 * @param {number} delta
 * @param {boolean} [extend]
 * @returns {Selection}
 */
export function moveCursor(sel, view, delta, extend = false) {
  const codes = playCodes(view);
  if (!codes.length) return { cards: [], cursor: -1 };
  let cursor;
  if (sel.cursor < 0) cursor = delta > 0 ? 0 : codes.length - 1;
  else cursor = Math.min(codes.length - 1, Math.max(0, sel.cursor + delta));
  const card = codes[cursor];
  if (extend) {
    const cards = sel.cards.includes(card) ? sel.cards : [...sel.cards, card];
    if (sel.cursor >= 0 && !cards.includes(codes[sel.cursor])) cards.unshift(codes[sel.cursor]);
    return { cards, cursor };
  }
  return { cards: [card], cursor };
}

/**
 * One card selected alone, with the cursor on it.
 * @param {Partial<CommonView>} view
 * @param {CardCode} card
 * @returns {Selection}
 */
export function only(view, card) {
  return { cards: [card], cursor: playCodes(view).indexOf(card) };
}

/**
 * The card ↑ acts on: the first selected card, else the card under the cursor.
 * @param {Selection} sel
 * @param {Partial<CommonView>} view
 * @returns {CardCode[]}
 */
export function cardsToPlay(sel, view) {
  if (sel.cards.length) return sel.cards;
  const card = sel.cursor >= 0 ? playCodes(view)[sel.cursor] : undefined;
  return card ? [card] : [];
}

/**
 * Click on a hand card: select it alone (a second click clears); with `add` toggle it.
 * @param {Selection} sel
 * @param {Partial<CommonView>} view
 * @param {CardCode} card
 * @param {boolean} [add]
 * @returns {Selection}
 */
export function clickCard(sel, view, card, add = false) {
  const cursor = playCodes(view).indexOf(card);
  if (add) {
    const cards = sel.cards.includes(card) ? sel.cards.filter((c) => c !== card) : [...sel.cards, card];
    return { cards, cursor };
  }
  if (sel.cards.length === 1 && sel.cards[0] === card) return { cards: [], cursor };
  return { cards: [card], cursor };
}

/**
 * Ctrl+A: every card of the selected card's rank (to play them together); with nothing
 * selected, every card in the hand.
 * @param {Selection} sel
 * @param {Partial<CommonView>} view
 * @returns {Selection}
 */
export function selectAll(sel, view) {
  const codes = playCodes(view);
  const anchor = sel.cards[0] ?? (sel.cursor >= 0 ? codes[sel.cursor] : null);
  if (anchor) {
    const rank = rankOf(anchor);
    const same = codes.filter((c) => rankOf(c) === rank);
    if (!(same.length === sel.cards.length && same.every((c) => sel.cards.includes(c)))) {
      return { cards: same, cursor: codes.indexOf(anchor) };
    }
  }
  return { cards: codes, cursor: sel.cursor };
}
