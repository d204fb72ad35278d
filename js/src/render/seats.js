// @ts-check
// The seats around the table, for either game: name (cut by Python to a sensible length, the
// whole name in its tooltip), role (colour and text), card count or open hand, known cards, and
// "thinking…" on a bot's seat while it decides. A game adds its own badge (Svoi Kozyri: the
// seat's own trump suit) through `SeatStyle`. The seat a sandbox or a replay is drawn from is
// chosen with the viewpoint control (render/viewpoint.js).
import { cardBack, cardFace, cardName } from "../cards.js";
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { playCodes } from "../input/selection.js";

/** @typedef {import("../types.js").Seat} Seat */
/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").HandEntry} HandEntry */
/** @typedef {import("../uiTypes.js").UiView} UiView */

/**
 * How a seat's open hand is played where it sits (a sandbox's seat to act): the click's
 * action, whether cards drag, a card's accessible name, and the selection.
 * @typedef {{action: string, draggable: boolean, label: (entry: HandEntry) => string, ui: UiView}} SeatPlay
 */

/**
 * How a game draws its seats.
 * @typedef {object} SeatStyle
 * @property {(seat: Seat) => string} label  the seat's accessible name
 * @property {(seat: Seat) => HTMLElement} head  the line naming the seat
 * @property {number | null | undefined} acting  the seat marked as acting
 * @property {(seat: Seat) => string | null | undefined} trump  the suit its cards mark as trump
 * @property {SeatPlay} [play]  how a hand played where it sits is drawn
 */

const MAX_BACKS = 12;

/** @param {number} n */
export function countText(n) {
  return tn("{n} card", "{n} cards", n);
}

/** @param {Seat} seat */
export function seatName(seat) {
  return seat.name ?? `P${seat.seat}`;
}

/**
 * The line naming a seat: name, a game's badge, role label, count, and "done" when it said Done
 * (`doneWord`: the game's word for it in the position, "done" by default).
 * @param {Seat} seat
 * @param {HTMLElement | null} [badge]
 * @param {string} [doneWord]
 */
export function seatHead(seat, badge = null, doneWord = "") {
  const role = seat.role || "idle";
  return h(
    "div",
    { class: "durak-seat-head" },
    h("span", { class: "durak-seat-name", title: seat.full_name ?? seatName(seat) }, seatName(seat)),
    badge,
    h("span", { class: ["durak-role", `durak-role-${role}`] }, seat.role_label || role),
    h("span", { class: "durak-count" }, countText(seat.count ?? 0)),
    seat.said_done ? h("span", { class: "durak-said-done" }, doneWord || t("done")) : null,
  );
}

/**
 * With partnerships: the seat's team in words ("team 1", "your partner, team 1"), or null.
 * @param {Seat} seat
 * @param {CommonView} view
 */
export function teamText(seat, view) {
  if (seat.team == null) return null;
  const viewer = (view.seats || []).find((s) => s.seat === view.viewer);
  const n = seat.team + 1;
  return seat.seat !== view.viewer && viewer?.team === seat.team ? t("your partner, team {n}", { n }) : t("team {n}", { n });
}

/**
 * The badge naming a seat's team (a colour besides the words, never instead of them).
 * @param {Seat} seat
 * @param {CommonView} view
 */
export function teamMark(seat, view) {
  const text = teamText(seat, view);
  if (text == null) return null;
  return h("span", { class: ["durak-team", `durak-team-${(seat.team ?? 0) % 3}`] }, text);
}

/**
 * The seat's cards: the open hand, or the known cards and a back for each hidden one.
 * @param {Seat} seat
 * @param {string | null | undefined} trump
 */
export function seatCards(seat, trump) {
  if (Array.isArray(seat.cards)) {
    return h(
      "div",
      { class: "durak-seat-cards durak-open", role: "list", "aria-label": t("{name}'s cards", { name: seatName(seat) }) },
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
      h("span", { class: "durak-mini durak-known", title: t("known: picked up from the table"), "aria-label": t("{card} (known)", { card: cardName(c, trump) }) }, cardFace(c, { trump })),
    ),
    backs,
    hidden > MAX_BACKS ? h("span", { class: "durak-more" }, `+${hidden - MAX_BACKS}`) : null,
  );
}

/**
 * A seat's open hand that is played where it sits: real buttons, as the viewer's own hand
 * (the same selection, cursor and reasons), a little smaller.
 * @param {Seat} seat
 * @param {CommonView} view
 * @param {SeatPlay} play
 * @param {string | null | undefined} trump
 */
function playableCards(seat, view, play, trump) {
  const entries = seat.hand || [];
  const cursor = play.ui.cursor >= 0 ? playCodes(view)[play.ui.cursor] : undefined;
  return h(
    "div",
    { class: "durak-seat-play", role: "group", "aria-label": tn("{name}'s hand, {n} card, to play", "{name}'s hand, {n} cards, to play", entries.length, { name: seatName(seat) }) },
    entries.map((entry) => {
      const selected = play.ui.selected.includes(entry.card);
      return h(
        "button",
        {
          type: "button",
          class: [
            "durak-hand-card",
            "durak-seat-card",
            entry.legal ? "durak-legal" : "durak-illegal",
            selected && "durak-selected",
            entry.card === cursor && "durak-cursor",
          ],
          "aria-label": play.label(entry),
          "aria-pressed": selected,
          "aria-disabled": entry.legal ? null : "true",
          title: entry.legal ? null : entry.reason || null,
          draggable: play.draggable ? "true" : null,
          dataset: { action: play.action, card: entry.card, focus: `card-${entry.card}` },
        },
        cardFace(entry.card, { trump }),
      );
    }),
  );
}

/**
 * @param {Seat} seat
 * @param {CommonView} view
 * @param {SeatStyle} style
 */
function renderSeat(seat, view, style) {
  const role = seat.role || "idle";
  const thinking = view.thinking?.seat === seat.seat && !view.waiting;
  return h(
    "section",
    {
      class: ["durak-seat", `durak-seat-${role}`, seat.seat === style.acting && "durak-acting", thinking && "durak-seat-thinking"],
      "aria-label": style.label(seat),
      "aria-busy": thinking ? "true" : null,
      dataset: { seat: seat.seat, key: `seat-${seat.seat}` },
    },
    style.head(seat),
    thinking ? h("span", { class: "durak-thinking-badge", "aria-hidden": "true" }, t("thinking…")) : null,
    seat.hand?.length && style.play ? playableCards(seat, view, style.play, style.trump(seat)) : seatCards(seat, style.trump(seat)),
  );
}

/**
 * Every seat except the viewer's, clockwise starting after the viewer.
 * @param {CommonView} view
 * @param {SeatStyle} style
 */
export function renderSeats(view, style) {
  const seats = view.seats || [];
  const n = seats.length;
  const start = seats.findIndex((s) => s.seat === view.viewer);
  const ordered = [];
  for (let i = 1; i < n; i++) ordered.push(seats[(start + i + n) % n]);
  return h("div", { class: "durak-seats" }, ordered.map((s) => renderSeat(s, view, style)));
}
