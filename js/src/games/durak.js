// @ts-check
// Durak: the seats, the table with its pairs and talon, the hand, the selection box and the
// Take / Done / Transfer buttons, the rule panel; clicks, double-clicks, drops and keys.
import { cardName } from "../cards.js";
import { t } from "../i18n.js";
import { actionMove, autoMove, describeSelection, moveToTarget, movesFor, payload, transferMove, unambiguousMove } from "../input/durakMoves.js";
import { cardsToPlay, clickCard, moveCursor, only, playEntries, selectAll } from "../input/selection.js";
import { renderActions } from "../render/controls.js";
import { renderHand, renderSelectionInfo } from "../render/hand.js";
import { renderPanel } from "../render/panel.js";
import { countText, renderSeats, seatHead, seatName, teamMark, teamText } from "../render/seats.js";
import { renderTable } from "../render/table.js";

/** @typedef {import("../types.js").DurakView} DurakView */
/** @typedef {import("../uiTypes.js").UiView} UiView */
/** @typedef {import("../types.js").CardCode} CardCode */
/** @typedef {import("../uiTypes.js").Controller<DurakView>} Ctl */
/** @typedef {import("../render/seats.js").SeatStyle} SeatStyle */
/** @typedef {import("../render/hand.js").HandStyle} HandStyle */


/**
 * The seats, the table and the hand.
 * @param {DurakView} view
 * @param {UiView} ui
 */
function render(view, ui) {
  /** @type {Set<CardCode>} */
  const targets = new Set();
  if (ui.selected.length === 1) {
    const entry = playEntries(view).find((e) => e.card === ui.selected[0]);
    for (const use of entry?.uses || []) if (use.kind === "defend" && use.target) targets.add(use.target);
  }
  // the slot invites a drop when a listed attack, throw-in or transfer plays the selection
  const slotReady = movesFor(view, ui.selected).some((m) => m.kind === "attack" || m.kind === "transfer");
  /** @type {SeatStyle} */
  const seats = {
    label: (s) => {
      const text = t("{name}, {role}, {count}", { name: seatName(s), role: s.role_label || s.role || "idle", count: countText(s.count ?? 0) });
      const team = teamText(s, view);
      return team ? t("{seat}, {team}", { seat: text, team }) : text;
    },
    head: (s) => seatHead(s, teamMark(s, view), view.panel?.taking ? t("pass") : t("done")),
    acting: view.acting,
    trump: () => view.trump,
    play: { action: "card", draggable: true, label: (e) => cardName(e.card, view.trump), ui },
  };
  /** @type {HandStyle} */
  const hand = {
    action: "card",
    draggable: true,
    label: (e) => cardName(e.card, view.trump),
    legalTitle: () => null,
    extraClass: () => null,
    head: seats.head,
  };
  return { seats: renderSeats(view, seats), table: renderTable(view, { ...ui, targets, slotReady }), hand: renderHand(view, ui, hand) };
}

/**
 * The selected cards played onto an attack card (`target`) or the table (null).
 * @param {Ctl} ctl
 * @param {CardCode | null} target
 */
function toTarget(ctl, target) {
  const cards = ctl.ui.sel.cards;
  if (!cards.length) {
    return ctl.setHint(target ? t("Select a card in your hand first, then click the attack card to beat.") : t("Select cards in your hand first, then click the table."));
  }
  ctl.sendMove(moveToTarget(ctl.view(), cards, target));
}

/** @type {import("../uiTypes.js").GameModule<DurakView>} */
export const durak = {
  name: "durak",
  get label() {
    return t("Durak card table");
  },
  get keyHelp() {
    return t(
      "Keys: ← → select a card, Shift+← → add cards, ↑ play, ↓ clear (twice: take), Ctrl+A select all of a rank, Space pause bots (replay: autoplay), PageUp/PageDown step back/forward, Home/End first/last move, Ctrl+N new game, M menu, Esc close.",
    );
  },
  get playKeyHelp() {
    return t("Keys: ← → select a card, Shift+← → add cards, ↑ play, ↓ clear (twice: take), Ctrl+A select all of a rank, Esc clear the selection.");
  },
  playerCounts: [2, 3, 4, 5, 6],
  presets: ["podkidnoy", "perevodnoy", "classic", "eltos"],
  tableCards: (view) => (view.table || []).flatMap((p) => [p.attack, p.defence]).filter((c) => c != null),
  describe: describeSelection,
  render: (view, ui, info) => ({ ...render(view, ui), selection: renderSelectionInfo(info), actions: renderActions(view), panel: renderPanel(view) }),

  click(ctl, action, el, event) {
    const { ui } = ctl;
    const card = el.dataset.card ?? null;
    switch (action) {
      case "card":
        if (card) ctl.setSelection(clickCard(ui.sel, ctl.view(), card, event.shiftKey || event.ctrlKey || event.metaKey));
        return true;
      case "target":
      case "table":
        toTarget(ctl, action === "target" ? card : null);
        return true;
      case "table-area":
        if (ui.sel.cards.length) toTarget(ctl, null);
        return true;
      case "take":
      case "done":
      case "exchange":
        ctl.sendMove(actionMove(ctl.view(), action));
        return true;
      case "transfer":
      case "show": {
        const choice = transferMove(ctl.view(), ui.sel.cards, action === "show");
        if (choice) ctl.sendMove(choice);
        else ctl.setHint(t("Select the card to transfer with first."));
        return true;
      }
      default:
        return false;
    }
  },

  key(ctl, action, onCard) {
    const { ui } = ctl;
    const view = ctl.view();
    switch (action) {
      case "left":
      case "right":
      case "extend-left":
      case "extend-right":
        ctl.setSelection(moveCursor(ui.sel, view, action.endsWith("left") ? -1 : 1, action.startsWith("extend")));
        if (onCard) ctl.focusCursor();
        return true;
      case "play": {
        const cards = cardsToPlay(ui.sel, view);
        if (!cards.length) ctl.setHint(t("Select a card first (← →), then press ↑ to play it."));
        else ctl.sendMove(autoMove(view, cards));
        return true;
      }
      case "down":
        if (ui.sel.cards.length || !ui.downArmed) {
          ui.sel = { cards: [], cursor: ui.sel.cursor };
          ui.downArmed = true;
          ctl.setHint(t("Selection cleared. Press ↓ again to take the cards."));
        } else {
          ctl.sendMove(actionMove(view, "take"));
        }
        return true;
      case "select-all":
        ctl.setSelection(selectAll(ui.sel, view));
        return true;
      default:
        return false;
    }
  },

  dblclick(ctl, card) {
    const view = ctl.view();
    ctl.ui.sel = only(view, card);
    const move = unambiguousMove(view, [card]);
    if (move) return ctl.sendMove({ move: payload(move), attempt: false });
    const info = describeSelection(view, [card]);
    ctl.setHint(info?.ok ? t("This card can do more than one thing: click its target.") : info?.text);
  },

  drop: toTarget,
};
