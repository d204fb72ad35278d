// @ts-check
// The learner's hand, for either game: real buttons, sorted as Python sent them (lowest first,
// trumps last), legal cards highlighted when hints are on, others aria-disabled with the
// engine's reason; the viewer's own seat line above. A game says how its cards are named, what
// their tooltip says and which action a click stands for (`HandStyle`).
import { cardFace } from "../cards.js";
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { seatCards, seatName } from "./seats.js";
import { playCodes } from "../input/selection.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").HandEntry} HandEntry */
/** @typedef {import("../types.js").Seat} Seat */
/** @typedef {import("../uiTypes.js").UiView} UiView */
/** @typedef {import("../uiTypes.js").Info} Info */

/**
 * How a game draws its hand cards.
 * @typedef {object} HandStyle
 * @property {string} action  the data-action a click on a card sends to the game
 * @property {boolean} draggable  whether cards can be dragged onto the table
 * @property {(entry: HandEntry) => string} label  the card's accessible name
 * @property {(entry: HandEntry) => string | null} legalTitle  the tooltip of a legal card
 * @property {(entry: HandEntry) => string | false | null | undefined} extraClass
 * @property {(seat: Seat) => HTMLElement} head  the viewer's seat line
 */

/**
 * @param {CommonView} view
 * @param {UiView} ui
 * @param {HandStyle} style
 */
export function renderHand(view, ui, style) {
  const seat = (view.seats || []).find((s) => s.seat === view.viewer);
  const entries = view.hand || [];
  // a quiz question is open: no card is highlighted or refused; "cards" answers pick them
  const quiz = view.quiz?.open ? view.quiz : null;
  const picking = quiz?.answer_by === "cards";
  /** @type {HTMLElement[]} */
  const reasons = [];
  // the cursor walks the hand whose move it is (a sandbox's seat to act may sit elsewhere)
  const cursor = ui.cursor >= 0 ? playCodes(view)[ui.cursor] : undefined;
  const buttons = entries.map((entry) => {
    const selected = ui.selected.includes(entry.card);
    const reasonId = entry.legal || quiz ? null : `${ui.prefix}-why-${entry.card}`;
    if (reasonId) reasons.push(h("span", { id: reasonId }, entry.reason || t("cannot be played now")));
    return h(
      "button",
      {
        type: "button",
        class: [
          "durak-hand-card",
          !quiz && entry.legal && "durak-legal",
          !quiz && !entry.legal && "durak-illegal",
          picking && "durak-quiz-pick",
          style.extraClass(entry),
          selected && "durak-selected",
          entry.card === cursor && "durak-cursor",
          ui.newHand.has(entry.card) && "durak-new",
        ],
        "aria-label": style.label(entry),
        "aria-pressed": selected,
        "aria-disabled": entry.legal || picking ? null : "true",
        "aria-describedby": reasonId,
        title: picking ? t("pick this card for your answer") : quiz ? null : entry.legal ? style.legalTitle(entry) : entry.reason || null,
        draggable: style.draggable ? "true" : null,
        dataset: { action: style.action, card: entry.card, focus: `card-${entry.card}` },
      },
      cardFace(entry.card, { trump: view.trump }),
    );
  });
  // a hand the viewer may not see (a spectator's, the teacher's): its cards face down, counted
  const hidden = !buttons.length && seat && !Array.isArray(seat.cards) && (seat.count ?? 0) > 0 ? seat : null;
  return h(
    "section",
    { class: "durak-hand-area", "aria-label": hidden ? t("{name}'s cards", { name: seatName(hidden) }) : t("your hand") },
    seat ? h("div", { class: ["durak-own-seat", `durak-seat-${seat.role || "idle"}`] }, style.head(seat)) : null,
    hidden
      ? seatCards(hidden, view.trump)
      : h(
          "div",
          { class: "durak-hand", role: "group", "aria-label": tn("your hand, {n} card", "your hand, {n} cards", entries.length) },
          buttons.length ? buttons : h("p", { class: "durak-muted durak-no-cards" }, t("no cards in this hand")),
        ),
    h("div", { class: "durak-sr-only" }, reasons),
  );
}

/**
 * The box under the hand saying what the selection can do, or why not.
 * @param {Info | null} info
 */
export function renderSelectionInfo(info) {
  if (!info) return h("p", { class: "durak-selection-info durak-muted" }, t("Select a card to see what it can do."));
  return h("p", { class: ["durak-selection-info", info.ok ? "durak-ok" : "durak-why-not"] }, info.text);
}
