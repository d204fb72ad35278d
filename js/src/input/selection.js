// Selection logic: which hand cards are selected, and which move (from `view.legal`) a selection
// and a target stand for. The browser never decides legality: it picks among the moves Python
// listed, and when none fits it builds the learner's attempt so that Python can judge and explain.
import { cardText, rankOf } from "../cards.js";

export function handCodes(view) {
  return (view?.hand || []).map((entry) => entry.card);
}

/** The seat whose move the browser sends: the acting seat, or the viewer when nobody may act. */
export function actor(view) {
  return view?.acting ?? view?.viewer ?? 0;
}

function sameCards(a, b) {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((c) => set.has(c));
}

export function makeMove(kind, player, cards = [], target = null, show = false) {
  return { kind, player, cards: [...cards], target: target ?? null, show: Boolean(show) };
}

/** Normalise a move from `view.legal` into the payload shape Python expects. */
export function payload(move) {
  return makeMove(move.kind, move.player, move.cards || [], move.target ?? null, move.show ?? false);
}

/** The legal moves that play exactly these cards. */
export function movesFor(view, cards) {
  if (!cards.length) return [];
  return (view?.legal || []).filter((m) => sameCards(m.cards || [], cards));
}

export function movesOfKind(view, kind) {
  return (view?.legal || []).filter((m) => m.kind === kind);
}

function uncoveredInOrder(view) {
  return (view?.table || []).filter((p) => !p.defence).map((p) => p.attack);
}

/** Double-click: the one move these cards stand for, or null when there is none or several. */
export function unambiguousMove(view, cards) {
  const moves = movesFor(view, cards);
  return moves.length === 1 ? moves[0] : null;
}

const KIND_ORDER = { attack: 0, defend: 1, transfer: 2, exchange: 3 };

/** The ↑ key: play the selection "automatically". Among the listed moves prefer an attack or
 * throw-in, then a defence against the first unbeaten attack card in play order, then a transfer
 * (without showing before with showing). When no listed move fits, the natural attempt is
 * returned (marked `attempt: true`) for Python to judge. */
export function autoMove(view, cards) {
  if (!cards.length) return null;
  const moves = movesFor(view, cards);
  if (moves.length) {
    const order = uncoveredInOrder(view);
    const sorted = [...moves].sort(
      (a, b) =>
        (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9) ||
        order.indexOf(a.target) - order.indexOf(b.target) ||
        Number(Boolean(a.show)) - Number(Boolean(b.show)),
    );
    return { move: payload(sorted[0]), attempt: false };
  }
  return { move: attemptFor(view, cards), attempt: true };
}

function viewerRole(view) {
  const seat = (view?.seats || []).find((s) => s.seat === actor(view));
  return seat?.role;
}

/** What the learner most plausibly tried with these cards, for Python to judge. */
export function attemptFor(view, cards) {
  const player = actor(view);
  const open = uncoveredInOrder(view);
  if (viewerRole(view) === "defender" && open.length && cards.length === 1) {
    return makeMove("defend", player, cards, open[0]);
  }
  return makeMove("attack", player, cards);
}

/** Click-then-click: the selected cards dropped on an attack card (`target`) or on the table
 * (`target` null). A listed move if one fits, else the attempt. */
export function moveToTarget(view, cards, target) {
  if (!cards.length) return null;
  const player = actor(view);
  const moves = movesFor(view, cards);
  if (target) {
    const hit = moves.find((m) => m.kind === "defend" && m.target === target);
    if (hit) return { move: payload(hit), attempt: false };
    return { move: makeMove("defend", player, cards.slice(0, 1), target), attempt: true };
  }
  const attack = moves.find((m) => m.kind === "attack");
  if (attack) return { move: payload(attack), attempt: false };
  const transfer = moves.find((m) => m.kind === "transfer" && !m.show) || moves.find((m) => m.kind === "transfer");
  if (transfer) return { move: payload(transfer), attempt: false };
  if (viewerRole(view) === "defender" && cards.length === 1 && (view?.table || []).length) {
    return { move: makeMove("transfer", player, cards), attempt: true };
  }
  return { move: makeMove("attack", player, cards), attempt: true };
}

/** The move for one of the action buttons (take, done, exchange), or the attempt. */
export function actionMove(view, kind) {
  const listed = movesOfKind(view, kind)[0];
  return listed ? { move: payload(listed), attempt: false } : { move: makeMove(kind, actor(view)), attempt: true };
}

/** The Transfer button (show=false) or the Show-trump button (show=true). */
export function transferMove(view, cards, show = false) {
  const moves = movesOfKind(view, "transfer").filter((m) => Boolean(m.show) === show);
  if (cards.length === 1) {
    const hit = moves.find((m) => m.cards[0] === cards[0]);
    if (hit) return { move: payload(hit), attempt: false };
    return { move: makeMove("transfer", actor(view), cards, null, show), attempt: true };
  }
  if (moves.length === 1) return { move: payload(moves[0]), attempt: false };
  return null; // several cards could transfer: the learner must pick one
}

// ---- the selection itself (a list of card codes) and the keyboard cursor ----

export function emptySelection() {
  return { cards: [], cursor: -1 };
}

/** Keep the selection and cursor consistent with a new hand: the cursor follows its card
 * (`prevCodes` is the hand it was set in) and is reset when that card has left the hand. */
export function reconcile(sel, view, prevCodes = null) {
  const codes = handCodes(view);
  const cards = sel.cards.filter((c) => codes.includes(c));
  let cursor = sel.cursor;
  if (prevCodes && cursor >= 0) cursor = codes.indexOf(prevCodes[cursor]);
  if (cursor >= codes.length) cursor = codes.length - 1;
  return { cards, cursor };
}

/** ←/→ (delta −1/+1); with `extend` (Shift) the card under the moved cursor is added. */
export function moveCursor(sel, view, delta, extend = false) {
  const codes = handCodes(view);
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

/** Click on a hand card: select it alone (a second click clears); with `add` toggle it. */
export function clickCard(sel, view, card, add = false) {
  const cursor = handCodes(view).indexOf(card);
  if (add) {
    const cards = sel.cards.includes(card) ? sel.cards.filter((c) => c !== card) : [...sel.cards, card];
    return { cards, cursor };
  }
  if (sel.cards.length === 1 && sel.cards[0] === card) return { cards: [], cursor };
  return { cards: [card], cursor };
}

/** Ctrl+A: every card of the selected card's rank (to play them together); with nothing
 * selected, every card in the hand. */
export function selectAll(sel, view) {
  const codes = handCodes(view);
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

// ---- describing what a selection can do ----

function useText(use, view) {
  switch (use.kind) {
    case "attack":
      return (view?.table || []).length ? "throw it in" : "attack with it";
    case "defend":
      return `beat ${cardText(use.target)}`;
    case "transfer":
      return use.show ? "show it (a trump) to transfer the attack" : "lay it to transfer the attack";
    case "exchange":
      return "exchange it for the face-up trump";
    default:
      return use.kind;
  }
}

/** Sentences for the selection box: what the selected cards can do now, or why not. */
export function describeSelection(view, cards) {
  if (!cards.length) return null;
  const entries = (view?.hand || []).filter((e) => cards.includes(e.card));
  if (cards.length === 1 && entries[0]) {
    const e = entries[0];
    const uses = (e.uses || []).map((u) => useText(u, view));
    if (uses.length) {
      const defends = (e.uses || []).filter((u) => u.kind === "defend");
      const tip = defends.length > 1 ? " Click the attack card to beat." : "";
      return { ok: true, text: `${e.text || cardText(e.card)} can ${joinOr(uses)}.${tip}` };
    }
    return { ok: false, text: e.reason || `${e.text || cardText(e.card)} has no legal use now.` };
  }
  const together = movesFor(view, cards);
  const names = cards.map(cardText).join(" ");
  if (together.length) return { ok: true, text: `${names} can be played together.` };
  return { ok: false, text: `No listed move plays ${names} together; playing them asks the engine why not.` };
}

function joinOr(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
