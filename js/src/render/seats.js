// The seats around the table: name, role (colour and text), card count or open hand.
import { cardBack, cardFace, cardName } from "../cards.js";
import { h } from "../dom.js";

const MAX_BACKS = 12;

function countText(n) {
  return n === 1 ? "1 card" : `${n} cards`;
}

/** The line naming a seat: name, role label, count, and "done" when it said Done. */
export function seatHead(seat) {
  const role = seat.role || "idle";
  return h(
    "div",
    { class: "durak-seat-head" },
    h("span", { class: "durak-seat-name" }, seat.name ?? `P${seat.seat}`),
    h("span", { class: ["durak-role", `durak-role-${role}`] }, seat.role_label || role),
    h("span", { class: "durak-count" }, countText(seat.count ?? 0)),
    seat.said_done ? h("span", { class: "durak-said-done" }, "done") : null,
  );
}

export function seatCards(seat, trump) {
  if (Array.isArray(seat.cards)) {
    return h(
      "div",
      { class: "durak-seat-cards durak-open", role: "list", "aria-label": `${seat.name ?? `P${seat.seat}`}'s cards` },
      seat.cards.map((c) => h("span", { role: "listitem", "aria-label": cardName(c, trump), class: "durak-mini" }, cardFace(c, { trump }))),
    );
  }
  const known = seat.known || [];
  const hidden = Math.max(0, (seat.count ?? 0) - known.length);
  const backs = [];
  for (let i = 0; i < Math.min(hidden, MAX_BACKS); i++) backs.push(h("span", { class: "durak-mini" }, cardBack()));
  return h(
    "div",
    { class: "durak-seat-cards" },
    known.map((c) =>
      h("span", { class: "durak-mini durak-known", title: "known: picked up from the table", "aria-label": `${cardName(c, trump)} (known)` }, cardFace(c, { trump })),
    ),
    backs,
    hidden > MAX_BACKS ? h("span", { class: "durak-more" }, `+${hidden - MAX_BACKS}`) : null,
  );
}

function pickButton(seat, view) {
  // sandbox and replay: the learner moves for every seat and may choose whose hand to hold
  if (view.mode === "play" || seat.seat === view.viewer) return null;
  const name = seat.name ?? `P${seat.seat}`;
  return h(
    "button",
    { type: "button", class: "durak-btn durak-seat-pick", dataset: { action: "seat", seat: seat.seat, focus: `seat-pick-${seat.seat}` }, "aria-label": `play as ${name}` },
    "play this seat",
  );
}

export function renderSeat(seat, view) {
  const role = seat.role || "idle";
  const label = `${seat.name ?? `P${seat.seat}`}, ${seat.role_label || role}, ${countText(seat.count ?? 0)}`;
  return h(
    "section",
    {
      class: ["durak-seat", `durak-seat-${role}`, seat.seat === view.acting && "durak-acting"],
      "aria-label": label,
      dataset: { seat: seat.seat, key: `seat-${seat.seat}` },
    },
    seatHead(seat),
    seatCards(seat, view.trump),
    pickButton(seat, view),
  );
}

/** Every seat except the viewer's, clockwise starting after the viewer. */
export function renderSeats(view) {
  const seats = view.seats || [];
  const n = seats.length;
  const start = seats.findIndex((s) => s.seat === view.viewer);
  const ordered = [];
  for (let i = 1; i < n; i++) ordered.push(seats[(start + i + n) % n]);
  return h("div", { class: "durak-seats" }, ordered.map((s) => renderSeat(s, view)));
}
