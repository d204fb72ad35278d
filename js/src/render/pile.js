// Svoi Kozyri ("own trumps"): the one pile everyone plays onto (its top cards fanned face up,
// its size, the cards a pick-up would take), and the seats with each player's own trump suit.
import { cardBack, cardFace, cardName, cardText } from "../cards.js";
import { h } from "../dom.js";
import { seatCards } from "./seats.js";

function countText(n) {
  return n === 1 ? "1 card" : `${n} cards`;
}

/** "♥ hearts": a seat's own trump by symbol and name (never by colour alone). */
export function trumpBadge(seat, mine = false) {
  return h(
    "span",
    {
      class: ["durak-own-trump", `durak-suit-${seat.trump}`],
      title: `${mine ? "your" : `${seat.name}'s`} own trumps: ${seat.trump_name}`,
    },
    h("span", { class: "durak-sr-only" }, "own trumps: "),
    h("span", { class: "durak-suit-mark", "aria-hidden": "true" }, seat.trump_symbol),
    ` ${seat.trump_name}`,
  );
}

export function ownSeatHead(seat, mine = false) {
  const role = seat.role || "idle";
  return h(
    "div",
    { class: "durak-seat-head" },
    h("span", { class: "durak-seat-name" }, seat.name ?? `P${seat.seat}`),
    trumpBadge(seat, mine),
    h("span", { class: ["durak-role", `durak-role-${role}`] }, seat.role_label || role),
    h("span", { class: "durak-count" }, countText(seat.count ?? 0)),
  );
}

function ownSeat(seat, view) {
  const role = seat.role || "idle";
  const label = `${seat.name}, own trumps ${seat.trump_name}, ${seat.role_label || role}, ${countText(seat.count ?? 0)}`;
  const pick =
    view.mode !== "play" && seat.seat !== view.viewer
      ? h(
          "button",
          { type: "button", class: "durak-btn durak-seat-pick", dataset: { action: "seat", seat: seat.seat, focus: `seat-pick-${seat.seat}` }, "aria-label": `play as ${seat.name}` },
          "play this seat",
        )
      : null;
  return h(
    "section",
    { class: ["durak-seat", `durak-seat-${role}`, seat.seat === view.turn && "durak-acting"], "aria-label": label, dataset: { seat: seat.seat, key: `seat-${seat.seat}` } },
    ownSeatHead(seat),
    seatCards(seat, seat.trump),
    pick,
  );
}

/** Every seat except the viewer's, clockwise starting after the viewer. */
export function renderOwnSeats(view) {
  const seats = view.seats || [];
  const n = seats.length;
  const start = seats.findIndex((s) => s.seat === view.viewer);
  const ordered = [];
  for (let i = 1; i < n; i++) ordered.push(seats[(start + i + n) % n]);
  return h("div", { class: "durak-seats" }, ordered.map((s) => ownSeat(s, view)));
}

/** The pile: the top `pile_shown` cards fanned (top card last, on the right), the number of
 * cards below them, the pile size, and the cards a pick-up would take marked. */
export function renderPile(view, ui) {
  const pile = view.pile || [];
  const size = view.pile_size ?? pile.length;
  const shownCount = view.pile_shown ?? 5;
  const shown = pile.slice(-shownCount);
  const below = size - shown.length;
  const taking = new Set(view.pick_up?.cards || []);
  const trump = view.trump;
  const cards = shown.map((code, i) => {
    const top = i === shown.length - 1;
    const take = taking.has(code);
    const name = `${cardName(code, null)}${top ? ", top card" : ""}${take ? ", taken by a pick-up" : ""}`;
    return h(
      "span",
      {
        class: ["durak-ot-pile-card", top && "durak-ot-top", take && "durak-ot-take", ui.newPile.has(code) && "durak-new"],
        role: "listitem",
        "aria-label": name,
        title: name,
        style: { "--durak-fan": String(i) },
        dataset: { card: code },
      },
      cardFace(code, { trump }),
    );
  });
  const label = size ? `the pile, ${countText(size)}, top card ${cardName(view.top, null)}` : "the pile is empty";
  const stack = size
    ? h(
        "div",
        { class: "durak-ot-fan", role: "list", "aria-label": label },
        below > 0 ? h("span", { class: "durak-ot-below", role: "listitem", "aria-label": `${countText(below)} below` }, cardBack(), h("span", { class: "durak-ot-below-count" }, `+${below}`)) : null,
        cards,
      )
    : h("div", { class: "durak-ot-fan durak-ot-empty", role: "img", "aria-label": label }, h("span", { class: "durak-card durak-empty-pile" }), h("span", { class: "durak-ot-empty-text" }, "empty: the next card starts a pile"));
  const info = h(
    "div",
    { class: "durak-ot-pile-info" },
    h("div", { class: "durak-ot-pile-size" }, `pile: ${countText(size)}`),
    view.top ? h("div", { class: "durak-ot-top-line" }, "top: ", h("strong", {}, cardText(view.top))) : null,
    view.pick_up ? h("div", { class: "durak-ot-take-line" }, `a pick-up takes ${view.pick_up.count} (marked)`) : null,
  );
  return h("section", { class: "durak-table durak-ot-table", "aria-label": "the pile" }, stack, info);
}
