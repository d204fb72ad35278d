// Svoi Kozyri ("own trumps"): the learner's hand as buttons ("queen of hearts, your trump"),
// the guiding prompt (beat, then lay one card), the Pick up N button with the engine's
// explanation shown before it happens, and the rule panel.
import { cardFace } from "../cards.js";
import { h } from "../dom.js";
import { ownPrompt } from "../input/ownTrumps.js";
import { ownSeatHead } from "./pile.js";

export function renderOwnHand(view, ui) {
  const seat = (view.seats || []).find((s) => s.seat === view.viewer);
  const entries = view.hand || [];
  const reasons = [];
  const buttons = entries.map((entry, i) => {
    const selected = ui.selected.includes(entry.card);
    const reasonId = entry.legal ? null : `${ui.prefix}-why-${entry.card}`;
    if (reasonId) reasons.push(h("span", { id: reasonId }, entry.reason || "no legal use now"));
    const use = (entry.uses || [])[0]?.kind;
    return h(
      "button",
      {
        type: "button",
        class: [
          "durak-hand-card",
          entry.legal && "durak-legal",
          !entry.legal && "durak-illegal",
          entry.beats && "durak-ot-beats",
          selected && "durak-selected",
          i === ui.cursor && "durak-cursor",
          ui.newHand.has(entry.card) && "durak-new",
        ],
        "aria-label": entry.name,
        "aria-pressed": selected,
        "aria-disabled": entry.legal ? null : "true",
        "aria-describedby": reasonId,
        title: entry.legal ? (use === "beat" ? `beat ${view.top ? "the top card" : ""} with this card` : "lay this card on the pile") : entry.reason || null,
        dataset: { action: "ot-card", card: entry.card, focus: `card-${entry.card}` },
      },
      cardFace(entry.card, { trump: view.trump }),
    );
  });
  return h(
    "section",
    { class: "durak-hand-area", "aria-label": "your hand" },
    seat ? h("div", { class: ["durak-own-seat", `durak-seat-${seat.role || "idle"}`] }, ownSeatHead(seat, true)) : null,
    h(
      "div",
      { class: "durak-hand", role: "group", "aria-label": `your hand, ${entries.length} cards` },
      buttons.length ? buttons : h("p", { class: "durak-muted durak-no-cards" }, "no cards in this hand"),
    ),
    h("div", { class: "durak-sr-only" }, reasons),
  );
}

/** The guide under the hand: the prompt for this phase, or what the selected card would do. */
export function renderOwnGuide(view, info) {
  const prompt = ownPrompt(view);
  return h(
    "div",
    { class: "durak-ot-guide" },
    h("p", { class: ["durak-ot-prompt", `durak-ot-prompt-${prompt.kind}`] }, prompt.text),
    info ? h("p", { class: ["durak-selection-info", info.ok ? "durak-ok" : "durak-why-not"] }, info.text) : null,
  );
}

/** "Pick up N", with the engine's explanation of the count on the button's tooltip and in a
 * visible line that the button is described by. */
export function renderOwnActions(view, ui) {
  const info = view.pick_up;
  const enabled = Boolean(view.buttons?.pick_up) && Boolean(info);
  const whyId = `${ui.prefix}-pickup-why`;
  const label = info ? `Pick up ${info.count}` : "Pick up";
  return h(
    "div",
    { class: "durak-actions durak-ot-actions", role: "group", "aria-label": "actions" },
    h(
      "button",
      {
        type: "button",
        class: ["durak-btn", "durak-btn-pick-up", enabled && "durak-btn-enabled"],
        "aria-disabled": enabled ? null : "true",
        "aria-describedby": info ? whyId : null,
        title: info ? `${info.text} (↓)` : "nothing to pick up now",
        dataset: { action: "pick-up", focus: "btn-pick-up" },
      },
      label,
    ),
    info ? h("p", { id: whyId, class: "durak-ot-pickup-why", title: `rule: ${info.rule}` }, `If you pick up: ${info.text}`) : null,
  );
}

export function renderOwnPanel(view) {
  const panel = view.panel || {};
  return h(
    "section",
    { class: "durak-panel", "aria-label": "the rules right now" },
    h("p", { class: "durak-status" }, panel.status || ""),
    h(
      "p",
      { class: "durak-trump-line" },
      "your own trumps: ",
      h("span", { class: `durak-suit-mark durak-suit-${view.trump}`, "aria-hidden": "true" }, view.trump_symbol ?? ""),
      ` ${view.trump_name ?? ""}`,
      ` · pile: ${view.pile_size ?? 0} ${view.pile_size === 1 ? "card" : "cards"}`,
    ),
    h("p", { class: "durak-ot-rule" }, "Beat the top card with a higher card of its suit or one of your own trumps, then lay one card; or pick up 3 (5 if the top card is your own trump, all for its ace)."),
  );
}
