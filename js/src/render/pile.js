// @ts-check
// Svoi Kozyri ("own trumps"): the one pile everyone plays onto (its top cards fanned face up,
// its size, the cards a pick-up would take), and the badge naming a seat's own trump suit.
import { cardBack, cardFace, cardName, cardText } from "../cards.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { countText } from "./seats.js";

/** @typedef {import("../types.js").OwnTrumpsView} OwnTrumpsView */
/** @typedef {import("../types.js").Seat} Seat */
/** @typedef {import("../uiTypes.js").UiView} UiView */

/**
 * "♥ hearts": a seat's own trump by symbol and name (never by colour alone).
 * @param {Seat} seat
 * @param {boolean} [mine]
 */
export function trumpBadge(seat, mine = false) {
  return h(
    "span",
    {
      class: ["durak-own-trump", `durak-suit-${seat.trump}`],
      title: mine ? t("your own trumps: {suit}", { suit: seat.trump_name }) : t("{name}'s own trumps: {suit}", { name: seat.name, suit: seat.trump_name }),
    },
    h("span", { class: "durak-sr-only" }, t("own trumps: ")),
    h("span", { class: "durak-suit-mark", "aria-hidden": "true" }, seat.trump_symbol),
    ` ${seat.trump_name}`,
  );
}

/**
 * The pile: the top `pile_shown` cards fanned (top card last, on the right), the number of
 * cards below them, the pile size, and the cards a pick-up would take marked.
 * @param {OwnTrumpsView} view
 * @param {UiView} ui
 */
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
    let name = cardName(code, null);
    if (top) name = t("{card}, top card", { card: name });
    if (take) name = t("{card}, taken by a pick-up", { card: name });
    return h(
      "span",
      {
        class: ["durak-ot-pile-card", top && "durak-ot-top", take && "durak-ot-take", ui.newTable.has(code) && "durak-new"],
        role: "listitem",
        "aria-label": name,
        title: name,
        style: { "--durak-fan": String(i) },
        dataset: { card: code },
      },
      cardFace(code, { trump }),
    );
  });
  const label = size ? t("the pile, {count}, top card {card}", { count: countText(size), card: cardName(view.top, null) }) : t("the pile is empty");
  const stack = size
    ? h(
        "div",
        { class: "durak-ot-fan", role: "list", "aria-label": label },
        below > 0 ? h("span", { class: "durak-ot-below", role: "listitem", "aria-label": t("{count} below", { count: countText(below) }) }, cardBack(), h("span", { class: "durak-ot-below-count" }, `+${below}`)) : null,
        cards,
      )
    : h("div", { class: "durak-ot-fan durak-ot-empty", role: "img", "aria-label": label }, h("span", { class: "durak-card durak-empty-pile" }), h("span", { class: "durak-ot-empty-text" }, t("empty: the next card starts a pile")));
  const info = h(
    "div",
    { class: "durak-ot-pile-info" },
    h("div", { class: "durak-ot-pile-size" }, t("pile: {count}", { count: countText(size) })),
    view.top ? h("div", { class: "durak-ot-top-line" }, t("top: "), h("strong", {}, cardText(view.top))) : null,
    view.pick_up ? h("div", { class: "durak-ot-take-line" }, t("a pick-up takes {n} (marked)", { n: view.pick_up.count })) : null,
  );
  return h("section", { class: "durak-table durak-ot-table", "aria-label": t("the pile") }, stack, info);
}
