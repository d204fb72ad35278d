// @ts-check
// Durak: which move (from `view.legal`) a selection and a target stand for. The browser never
// decides legality: it picks among the moves Python listed, and when none fits it builds the
// learner's attempt so that Python can judge and explain.
import { cardText } from "../cards.js";
import { t } from "../i18n.js";
import { actor, ownerOf, playEntries } from "./selection.js";

/** @typedef {import("../types.js").DurakView} DurakView */
/** @typedef {import("../types.js").DurakMove} DurakMove */
/** @typedef {import("../uiTypes.js").MoveChoice} MoveChoice */
/** @typedef {import("../types.js").CardCode} CardCode */
/** @typedef {import("../types.js").Use} Use */
/** @typedef {import("../uiTypes.js").Info} Info */

/**
 * @param {CardCode[]} a
 * @param {CardCode[]} b
 */
function sameCards(a, b) {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((c) => set.has(c));
}

/**
 * The payload Python expects; a move without a target carries no `target` key.
 * @param {string} kind
 * @param {number} player
 * @param {CardCode[]} [cards]
 * @param {CardCode | null} [target]
 * @param {boolean} [show]
 * @returns {DurakMove}
 */
export function makeMove(kind, player, cards = [], target = null, show = false) {
  /** @type {DurakMove} */
  const move = { kind, player, cards: [...cards] };
  if (target) move.target = target;
  move.show = Boolean(show);
  return move;
}

/**
 * Normalise a move from `view.legal` into the payload shape Python expects.
 * @param {DurakMove} move
 */
export function payload(move) {
  return makeMove(move.kind, move.player, move.cards || [], move.target, move.show);
}

/**
 * The legal moves that play exactly these cards.
 * @param {DurakView} view
 * @param {CardCode[]} cards
 */
export function movesFor(view, cards) {
  if (!cards.length) return [];
  return (view?.legal || []).filter((m) => sameCards(m.cards || [], cards));
}

/**
 * @param {DurakView} view
 * @param {string} kind
 */
function movesOfKind(view, kind) {
  return (view?.legal || []).filter((m) => m.kind === kind);
}

/** @param {DurakView} view */
function uncoveredInOrder(view) {
  return (view?.table || []).filter((p) => !p.defence).map((p) => p.attack);
}

/**
 * Double-click: the one move these cards stand for, or null when there is none or several.
 * @param {DurakView} view
 * @param {CardCode[]} cards
 */
export function unambiguousMove(view, cards) {
  const moves = movesFor(view, cards);
  return moves.length === 1 ? moves[0] : null;
}

/** @type {Record<string, number>} */
const KIND_ORDER = { attack: 0, defend: 1, transfer: 2, exchange: 3 };

/**
 * The ↑ key: play the selection "automatically". Among the listed moves prefer an attack or
 * throw-in, then a defence against the first unbeaten attack card in play order, then a
 * transfer (without showing before with showing). When no listed move fits, the natural
 * attempt is returned (marked `attempt: true`) for Python to judge.
 * @param {DurakView} view
 * @param {CardCode[]} cards
 * @returns {MoveChoice | null}
 */
export function autoMove(view, cards) {
  if (!cards.length) return null;
  const moves = movesFor(view, cards);
  if (moves.length) {
    const order = uncoveredInOrder(view);
    const at = (/** @type {DurakMove} */ m) => order.indexOf(m.target ?? "");
    const sorted = [...moves].sort(
      (a, b) => (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9) || at(a) - at(b) || Number(Boolean(a.show)) - Number(Boolean(b.show)),
    );
    return { move: payload(sorted[0]), attempt: false };
  }
  return { move: attemptFor(view, cards), attempt: true };
}

/**
 * @param {DurakView} view
 * @param {number} seat
 */
function roleOf(view, seat) {
  return (view?.seats || []).find((s) => s.seat === seat)?.role;
}

/**
 * What the learner most plausibly tried with these cards, for Python to judge (the move of
 * the seat that holds them).
 * @param {DurakView} view
 * @param {CardCode[]} cards
 */
export function attemptFor(view, cards) {
  const player = ownerOf(view, cards);
  const open = uncoveredInOrder(view);
  if (roleOf(view, player) === "defender" && open.length && cards.length === 1) return makeMove("defend", player, cards, open[0]);
  return makeMove("attack", player, cards);
}

/**
 * Click-then-click: the selected cards dropped on an attack card (`target`) or on the table
 * (`target` null). A listed move if one fits, else the attempt.
 * @param {DurakView} view
 * @param {CardCode[]} cards
 * @param {CardCode | null} target
 * @returns {MoveChoice | null}
 */
export function moveToTarget(view, cards, target) {
  if (!cards.length) return null;
  const player = ownerOf(view, cards);
  const moves = movesFor(view, cards);
  if (target) {
    const hit = moves.find((m) => m.kind === "defend" && m.target === target);
    if (hit) return { move: payload(hit), attempt: false };
    return { move: makeMove("defend", player, cards.slice(0, 1), target), attempt: true };
  }
  const listed = moves.find((m) => m.kind === "attack") || moves.find((m) => m.kind === "transfer" && !m.show) || moves.find((m) => m.kind === "transfer");
  if (listed) return { move: payload(listed), attempt: false };
  if (roleOf(view, player) === "defender" && cards.length === 1 && (view?.table || []).length) {
    return { move: makeMove("transfer", player, cards), attempt: true };
  }
  return { move: makeMove("attack", player, cards), attempt: true };
}

/**
 * The move for one of the action buttons (take, done, exchange), or the attempt.
 * @param {DurakView} view
 * @param {string} kind
 * @returns {MoveChoice}
 */
export function actionMove(view, kind) {
  const listed = movesOfKind(view, kind)[0];
  return listed ? { move: payload(listed), attempt: false } : { move: makeMove(kind, actor(view)), attempt: true };
}

/**
 * The Transfer button (show=false) or the Show-trump button (show=true); null when several
 * cards could transfer and none is selected.
 * @param {DurakView} view
 * @param {CardCode[]} cards
 * @param {boolean} [show]
 * @returns {MoveChoice | null}
 */
export function transferMove(view, cards, show = false) {
  const moves = movesOfKind(view, "transfer").filter((m) => Boolean(m.show) === show);
  if (cards.length === 1) {
    const hit = moves.find((m) => m.cards[0] === cards[0]);
    if (hit) return { move: payload(hit), attempt: false };
    return { move: makeMove("transfer", ownerOf(view, cards), cards, null, show), attempt: true };
  }
  if (moves.length === 1) return { move: payload(moves[0]), attempt: false };
  return null;
}

/**
 * @param {Use} use
 * @param {DurakView} view
 */
function useText(use, view) {
  switch (use.kind) {
    case "attack":
      return (view?.table || []).length ? t("throw it in") : t("attack with it");
    case "defend":
      return t("beat {card}", { card: cardText(use.target ?? "") });
    case "transfer":
      return use.show ? t("show it (a trump) to transfer the attack") : t("lay it to transfer the attack");
    case "exchange":
      return t("exchange it for the face-up trump");
    default:
      return use.kind;
  }
}

/**
 * Sentences for the selection box: what the selected cards can do now, or why not.
 * @param {DurakView} view
 * @param {CardCode[]} cards
 * @returns {Info | null}
 */
export function describeSelection(view, cards) {
  if (!cards.length) return null;
  const entries = playEntries(view).filter((e) => cards.includes(e.card));
  if (cards.length === 1 && entries[0]) {
    const e = entries[0];
    const uses = (e.uses || []).map((u) => useText(u, view));
    if (uses.length) {
      const defends = (e.uses || []).filter((u) => u.kind === "defend");
      const card = e.text || cardText(e.card);
      const can = t("{card} can {uses}.", { card, uses: joinOr(uses) });
      return { ok: true, text: defends.length > 1 ? `${can} ${t("Click the attack card to beat.")}` : can };
    }
    return { ok: false, text: e.reason || t("{card} cannot be played now (asking the engine why…).", { card: e.text || cardText(e.card) }) };
  }
  const names = cards.map(cardText).join(" ");
  if (movesFor(view, cards).length) return { ok: true, text: t("{cards} can be played together.", { cards: names }) };
  return { ok: false, text: t("No listed move plays {cards} together; playing them asks the engine why not.", { cards: names }) };
}

/** @param {string[]} items */
function joinOr(items) {
  if (items.length <= 1) return items.join("");
  return t("{first} or {last}", { first: items.slice(0, -1).join(", "), last: items.at(-1) });
}
