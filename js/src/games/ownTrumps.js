// @ts-check
// Svoi Kozyri ("own trumps"): the seats with their own trump badges, the pile, the hand, the
// guide and Pick up button, the rule panel; one click on a card plays it, ↓ picks up.
import { cardName } from "../cards.js";
import { t } from "../i18n.js";
import { describeOwnSelection, ownCardMove, ownPickUpMove } from "../input/ownTrumps.js";
import { cardsToPlay, moveCursor, only } from "../input/selection.js";
import { renderHand } from "../render/hand.js";
import { renderOwnActions, renderOwnGuide, renderOwnPanel } from "../render/ownTrumps.js";
import { renderPile, trumpBadge } from "../render/pile.js";
import { countText, renderSeats, seatHead } from "../render/seats.js";

/** @typedef {import("../types.js").OwnTrumpsView} OwnTrumpsView */
/** @typedef {import("../uiTypes.js").UiView} UiView */
/** @typedef {import("../render/seats.js").SeatStyle} SeatStyle */
/** @typedef {import("../render/hand.js").HandStyle} HandStyle */
/** @typedef {import("../uiTypes.js").Controller<OwnTrumpsView>} Ctl */


/**
 * @param {OwnTrumpsView} view
 * @param {UiView} ui
 */
function render(view, ui) {
  /** @type {SeatStyle} */
  const seats = {
    label: (s) => t("{name}, own trumps {suit}, {role}, {count}", { name: s.name, suit: s.trump_name, role: s.role_label || s.role || "idle", count: countText(s.count ?? 0) }),
    head: (s) => seatHead(s, trumpBadge(s)),
    acting: view.turn,
    trump: (s) => s.trump,
    play: { action: "ot-card", draggable: false, label: (e) => cardName(e.card), ui },
  };
  /** @type {HandStyle} */
  const hand = {
    action: "ot-card",
    draggable: false,
    label: (e) => e.name || (e.trump ? t("{card}, your trump", { card: cardName(e.card) }) : cardName(e.card)),
    legalTitle: (e) => (((e.uses || [])[0]?.kind ?? (view.phase === "respond" ? "beat" : "lay")) === "beat" ? t("beat the top card with this card") : t("lay this card on the pile")),
    extraClass: (e) => e.beats && "durak-ot-beats",
    head: (s) => seatHead(s, trumpBadge(s, true)),
  };
  return { seats: renderSeats(view, seats), table: renderPile(view, ui), hand: renderHand(view, ui, hand) };
}

/**
 * Play `card`: the listed beat or lay, else the attempt for Python to explain.
 * @param {Ctl} ctl
 * @param {string} card
 */
function play(ctl, card) {
  const view = ctl.view();
  ctl.ui.sel = only(view, card);
  ctl.sendMove(ownCardMove(view, card));
}

/** @type {import("../uiTypes.js").GameModule<OwnTrumpsView>} */
export const ownTrumps = {
  name: "own_trumps",
  get label() {
    return t("Svoi Kozyri card table");
  },
  get keyHelp() {
    return t("Keys: ← → select a card, ↑ play it (beat the top card, or lay), ↓ pick up, Space pause bots, Ctrl+N new game, M menu, Esc close.");
  },
  get playKeyHelp() {
    return t("Keys: ← → select a card, ↑ play it (beat the top card, or lay), ↓ pick up, Esc clear the selection.");
  },
  playerCounts: [2, 3, 4],
  presets: [],
  tableCards: (view) => view.pile || [],
  describe: (view, cards) => describeOwnSelection(view, cards[0]),
  render: (view, ui, info) => ({ ...render(view, ui), selection: renderOwnGuide(view, info), actions: renderOwnActions(view, ui), panel: renderOwnPanel(view) }),

  click(ctl, action, el) {
    if (action === "ot-card" && el.dataset.card) play(ctl, el.dataset.card);
    else if (action === "pick-up") ctl.sendMove(ownPickUpMove(ctl.view()));
    else return false;
    return true;
  },

  // ←/→ select one card, ↑ plays it (beat or lay, as the phase says), ↓ picks up.
  key(ctl, action, onCard) {
    const view = ctl.view();
    switch (action) {
      case "left":
      case "right":
      case "extend-left":
      case "extend-right":
        ctl.setSelection(moveCursor(ctl.ui.sel, view, action.endsWith("left") ? -1 : 1, false));
        if (onCard) ctl.focusCursor();
        return true;
      case "play": {
        const card = cardsToPlay(ctl.ui.sel, view)[0];
        if (card) play(ctl, card);
        else ctl.setHint(t("Select a card first (← →), then press ↑ to play it."));
        return true;
      }
      case "down":
        ctl.sendMove(ownPickUpMove(view));
        return true;
      case "select-all":
        return true;
      default:
        return false;
    }
  },
};
