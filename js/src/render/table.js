// @ts-check
// The table: attack cards with their defences laid across them, in play order; a slot to play
// onto; the talon with the face-up trump turned 90° under it; the trump suit; the discard.
import { cardBack, cardFace, cardName, cardText } from "../cards.js";
import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { renderNote } from "./annotate.js";

/** @typedef {import("../types.js").DurakView} DurakView */
/** @typedef {import("../uiTypes.js").UiView} UiView */
/** @typedef {{attack: string, defence: string | null}} Pair */
/** @typedef {UiView & {targets: Set<string>, slotReady: boolean}} TableUi */

/**
 * @param {Pair} pair
 * @param {string} trump
 */
function pairLabel(pair, trump) {
  const attack = cardName(pair.attack, trump);
  return pair.defence ? t("{attack}, beaten by {defence}", { attack, defence: cardName(pair.defence, trump) }) : t("{attack}, not beaten", { attack });
}

/**
 * The attack cards with their defences, and the slot to play onto.
 * @param {DurakView} view
 * @param {TableUi} ui
 */
export function renderPairs(view, ui) {
  const trump = view.trump;
  const pairs = (view.table || []).map((pair, i) => {
    // an annotated card's note sits beside it, in full (the pair widens for it)
    const note = renderNote(view, pair.defence ?? "") ?? renderNote(view, pair.attack);
    return h(
      "div",
      { class: ["durak-pair", pair.defence && "durak-beaten", note && "durak-noted"], role: "listitem", dataset: { index: i, key: `pair-${pair.attack}` } },
      h(
        "button",
        {
          type: "button",
          class: ["durak-attack", ui.newTable.has(pair.attack) && "durak-new", ui.targets.has(pair.attack) && "durak-target"],
          "aria-label": pairLabel(pair, trump),
          title: ui.selected.length ? t("beat {card} with the selected card", { card: cardText(pair.attack) }) : null,
          dataset: { action: "target", card: pair.attack, focus: `target-${pair.attack}` },
        },
        cardFace(pair.attack, { trump }),
      ),
      pair.defence
        ? h("span", { class: ["durak-defence", ui.newTable.has(pair.defence) && "durak-new"] }, cardFace(pair.defence, { trump }))
        : null,
      note,
    );
  });
  const slot = h(
    "button",
    {
      type: "button",
      class: ["durak-slot", ui.slotReady && "durak-slot-ready"],
      "aria-label": view.table?.length ? t("throw in the selected cards") : t("attack with the selected cards"),
      dataset: { action: "table", focus: "slot" },
    },
    h("span", { "aria-hidden": "true" }, ui.slotReady ? t("play here") : "+"),
  );
  return h("div", { class: "durak-pairs", role: "list", "aria-label": t("cards on the table") }, pairs, slot);
}

/**
 * The talon with the face-up trump, the trump suit, and the discard.
 * @param {DurakView} view
 */
export function renderStock(view) {
  const trump = view.trump;
  const talon = view.talon ?? 0;
  const trumpLine = h(
    "div",
    { class: "durak-trump-name" },
    t("trump: "),
    // the mark and the name stay together: a narrow cell breaks the line before them
    h("span", { class: "durak-nowrap" }, h("span", { class: `durak-suit-${trump} durak-suit-mark` }, view.trump_symbol ?? ""), ` ${view.trump_name ?? ""}`),
  );
  const stack = h(
    "div",
    { class: "durak-talon", "aria-label": talonLabel(view), role: "img" },
    view.trump_card ? h("span", { class: "durak-trump-card" }, cardFace(view.trump_card, { trump })) : null,
    talon > (view.trump_card ? 1 : 0) ? cardBack("durak-talon-back") : null,
    !talon && !view.trump_card ? h("span", { class: "durak-card durak-empty-pile" }) : null,
    h("span", { class: "durak-talon-count" }, String(talon)),
    drawFlight(view),
  );
  const discard = h(
    "div",
    { class: "durak-discard", role: "img", "aria-label": tn("discard: {n} card", "discard: {n} cards", view.discard ?? 0) },
    (view.discard ?? 0) > 0 ? cardBack("durak-discard-back") : h("span", { class: "durak-card durak-empty-pile" }),
    h("span", { class: "durak-talon-count" }, String(view.discard ?? 0)),
  );
  return h(
    "div",
    { class: "durak-stock" },
    h("div", { class: "durak-pile" }, stack, h("div", { class: "durak-pile-label" }, t("talon {n}", { n: talon }))),
    trumpLine,
    h("div", { class: "durak-pile" }, discard, h("div", { class: "durak-pile-label" }, t("discard {n}", { n: view.discard ?? 0 }))),
  );
}

/**
 * The felt: pairs, slot, talon and discard.
 * @param {DurakView} view
 * @param {TableUi} ui
 */
export function renderTable(view, ui) {
  return h(
    "section",
    { class: "durak-table", "aria-label": t("the table"), dataset: { action: "table-area" } },
    renderPairs(view, ui),
    renderStock(view),
  );
}

/**
 * Drawing from the talon, shown once per move: card backs leaving the talon towards the hand
 * (the viewer draws) or the seats (a new key per move restarts the animation).
 * @param {DurakView} view
 */
function drawFlight(view) {
  const draw = view.last_draw;
  if (!draw || !draw.order?.length) return null;
  const down = draw.order.includes(view.viewer);
  return h(
    "span",
    { class: ["durak-draw-fly", down ? "durak-draw-down" : "durak-draw-up"], "aria-hidden": "true", dataset: { key: `draw-${view.history?.position ?? 0}` } },
    cardBack(),
  );
}

/**
 * The talon's accessible name: its size and the face-up trump.
 * @param {DurakView} view
 */
function talonLabel(view) {
  const talon = tn("talon: {n} card", "talon: {n} cards", view.talon ?? 0);
  return view.trump_card ? t("{talon}, face-up trump {card}", { talon, card: cardName(view.trump_card, view.trump) }) : talon;
}
