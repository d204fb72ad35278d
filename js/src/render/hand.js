// The learner's hand: real buttons, sorted as Python sent them (lowest first, trumps last),
// legal cards highlighted when hints are on, others aria-disabled with the engine's reason.
import { cardFace, cardName } from "../cards.js";
import { h } from "../dom.js";
import { seatHead } from "./seats.js";

export function renderHand(view, ui) {
  const seat = (view.seats || []).find((s) => s.seat === view.viewer);
  const entries = view.hand || [];
  const reasons = [];
  const buttons = entries.map((entry, i) => {
    const selected = ui.selected.includes(entry.card);
    const reasonId = entry.legal ? null : `${ui.prefix}-why-${entry.card}`;
    if (reasonId) reasons.push(h("span", { id: reasonId }, entry.reason || "no legal use now"));
    return h(
      "button",
      {
        type: "button",
        class: [
          "durak-hand-card",
          entry.legal && "durak-legal",
          !entry.legal && "durak-illegal",
          selected && "durak-selected",
          i === ui.cursor && "durak-cursor",
          ui.newHand.has(entry.card) && "durak-new",
        ],
        "aria-label": cardName(entry.card, view.trump),
        "aria-pressed": selected,
        "aria-disabled": entry.legal ? null : "true",
        "aria-describedby": reasonId,
        title: entry.legal ? null : entry.reason || null,
        draggable: "true",
        dataset: { action: "card", card: entry.card, focus: `card-${entry.card}` },
      },
      cardFace(entry.card, { trump: view.trump }),
    );
  });
  return h(
    "section",
    { class: "durak-hand-area", "aria-label": "your hand" },
    seat ? h("div", { class: ["durak-own-seat", `durak-seat-${seat.role || "idle"}`] }, seatHead(seat)) : null,
    h(
      "div",
      { class: "durak-hand", role: "group", "aria-label": `your hand, ${entries.length} cards` },
      buttons.length ? buttons : h("p", { class: "durak-muted durak-no-cards" }, "no cards in this hand"),
    ),
    h("div", { class: "durak-sr-only" }, reasons),
  );
}

/** The box under the hand saying what the selection can do, or why not. */
export function renderSelectionInfo(info) {
  if (!info) return h("p", { class: "durak-selection-info durak-muted" }, "Select a card to see what it can do.");
  return h("p", { class: ["durak-selection-info", info.ok ? "durak-ok" : "durak-why-not"] }, info.text);
}
