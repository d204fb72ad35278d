// @ts-check
// Svoi Kozyri ("own trumps") intents: one click on a hand card plays it, as a beat when the
// learner faces a top card and as a lay when starting a pile or after beating (the guided
// beat-then-lay); the Pick up button and ↓ send a pick-up. The browser never decides legality:
// it sends the listed move when there is one, else the learner's attempt for Python to explain.
import { cardText } from "../cards.js";
import { t } from "../i18n.js";
import { actor, ownerOf, playEntries } from "./selection.js";

/** @typedef {import("../types.js").OwnTrumpsView} OwnTrumpsView */
/** @typedef {import("../uiTypes.js").MoveChoice} MoveChoice */
/** @typedef {import("../uiTypes.js").Info} Info */

/**
 * The move a click (or ↑) on `card` stands for.
 * @param {OwnTrumpsView} view
 * @param {string | null | undefined} card
 * @returns {MoveChoice | null}
 */
export function ownCardMove(view, card) {
  if (!card) return null;
  const listed = (view?.legal || []).find((m) => m.card === card && m.kind !== "pick_up");
  if (listed) return { move: { kind: listed.kind, player: listed.player, card }, attempt: false };
  const kind = view?.phase === "respond" ? "beat" : "lay";
  return { move: { kind, player: ownerOf(view, [card]), card }, attempt: true };
}

/**
 * The pick-up (the listed one, or an attempt Python will explain); it carries no card.
 * @param {OwnTrumpsView} view
 * @returns {MoveChoice}
 */
export function ownPickUpMove(view) {
  const listed = (view?.legal || []).find((m) => m.kind === "pick_up");
  const player = listed ? listed.player : actor(view);
  return { move: { kind: "pick_up", player }, attempt: !listed };
}

/**
 * Whether the learner may act now: a seat they play is acting and has listed moves (their
 * own, or in a sandbox the seat to act, played where it sits).
 * @param {OwnTrumpsView} view
 */
export function myTurn(view) {
  return view?.acting != null && (view.legal || []).length > 0;
}

/**
 * The guiding sentence under the hand: what to click now.
 * @param {OwnTrumpsView} view
 * @returns {{kind: string, text: string}}
 */
export function ownPrompt(view) {
  if (view?.over) return { kind: "over", text: view.result_text || t("The game is over.") };
  if (!myTurn(view)) {
    const seat = (view?.seats || []).find((s) => s.seat === view?.turn);
    return { kind: "wait", text: seat ? t("Waiting for {name}…", { name: seat.name }) : t("Waiting…") };
  }
  const top = view.top ? cardText(view.top) : null;
  const other = view.acting !== view.viewer ? (view.seats || []).find((s) => s.seat === view.acting) : null;
  if (other) {
    // a sandbox: the seat to act plays where it sits
    const name = other.name;
    if (view.phase === "lay") return { kind: "lay", text: t("Now {name} lays one card: click any card in {name}'s hand to put it on the pile.", { name }) };
    if (view.phase === "start") return { kind: "start", text: t("{name} starts a new pile: click any card in {name}'s hand.", { name }) };
    return { kind: "respond", text: t("{name} faces {top}: click a card in {name}'s hand that beats it, or pick up.", { name, top }) };
  }
  if (view.phase === "lay") return { kind: "lay", text: t("Now lay one card: click any card in your hand to put it on the pile.") };
  if (view.phase === "start") return { kind: "start", text: t("Start a new pile: click any card in your hand.") };
  const count = view.pick_up?.count;
  const text =
    count != null
      ? t("Click a card that beats {top} (outlined), or pick up {n}. Then you lay one more card.", { top, n: count })
      : t("Click a card that beats {top} (outlined), or pick up. Then you lay one more card.", { top });
  return { kind: "respond", text };
}

/**
 * What the selected card would do (↑), or the engine's reason why it cannot.
 * @param {OwnTrumpsView} view
 * @param {string | null | undefined} card
 * @returns {Info | null}
 */
export function describeOwnSelection(view, card) {
  if (!card) return null;
  const entry = playEntries(view).find((e) => e.card === card);
  if (!entry) return null;
  const text = entry.text || cardText(card);
  if (entry.legal) {
    const kind = (entry.uses || [])[0]?.kind ?? (view.phase === "respond" ? "beat" : "lay");
    if (kind === "beat") return { ok: true, text: t("↑ beats {top} with {card}; then you lay one more card.", { top: cardText(view.top ?? ""), card: text }) };
    return { ok: true, text: t("↑ lays {card} on the pile.", { card: text }) };
  }
  return { ok: false, text: entry.reason || t("{card} cannot be played now (asking the engine why…).", { card: text }) };
}
