import { afterEach, describe, expect, it } from "vitest";
import { describeOwnSelection, ownCardMove, ownPickUpMove, ownPrompt } from "../src/input/ownTrumps.js";
import { fixture, key, mount, tick } from "./helpers.js";

// Fixtures dumped from the real DurakWidget playing Svoi Kozyri (js/tests/fixtures/regenerate.py):
// P0 (own trumps hearts) faces 8♦ on a pile of 5; P1's own trumps are spades.
const states = () => fixture("python-own-trumps");
const hand = (root, name) => root.querySelector(`.durak-hand-card[aria-label="${name}"]`);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("Svoi Kozyri: rendering", () => {
  it("fans the top cards of the pile, with its size and the cards a pick-up takes", () => {
    const { respond } = states();
    const { root } = mount("attacking", respond);
    expect(root.getAttribute("aria-label")).toBe("Svoi Kozyri card table");
    const fan = root.querySelector(".durak-ot-fan");
    expect(fan.getAttribute("aria-label")).toBe("the pile, 5 cards, top card 8 of diamonds");
    const cards = [...fan.querySelectorAll(".durak-ot-pile-card")];
    expect(cards.map((c) => c.dataset.card)).toEqual(["6C", "JD", "7S", "6D", "8D"]);
    expect(cards.at(-1).classList.contains("durak-ot-top")).toBe(true);
    expect(cards.at(-1).getAttribute("aria-label")).toMatch(/^8 of diamonds, top card, taken by a pick-up$/);
    expect(cards.filter((c) => c.classList.contains("durak-ot-take")).map((c) => c.dataset.card)).toEqual(["7S", "6D", "8D"]);
    expect(root.querySelector(".durak-ot-pile-size").textContent).toBe("pile: 5 cards");
    const classes = [...document.querySelectorAll("[class]")].flatMap((e) => [...e.classList]);
    expect(classes.every((c) => c.startsWith("durak-"))).toBe(true);
  });

  it("shows only the top cards of a big pile and how many lie below", () => {
    const { answered } = states();
    const { root } = mount("attacking", answered);
    expect(root.querySelectorAll(".durak-ot-pile-card").length).toBe(5);
    expect(root.querySelector(".durak-ot-below").getAttribute("aria-label")).toBe("4 cards below");
    expect(root.querySelector(".durak-ot-pile-size").textContent).toBe("pile: 9 cards");
  });

  it("shows each seat's own trump by symbol and name", () => {
    const { respond } = states();
    const { root } = mount("attacking", respond);
    const other = root.querySelector(".durak-seats .durak-seat");
    expect(other.getAttribute("aria-label")).toBe("P1, own trumps spades, waiting, 5 cards");
    expect(other.querySelector(".durak-own-trump").textContent).toBe("own trumps: ♠ spades");
    expect(root.querySelector(".durak-own-seat .durak-own-trump").textContent).toBe("own trumps: ♥ hearts");
    expect(other.querySelectorAll(".durak-back").length).toBe(5);
  });

  it("draws the hand as buttons: own trumps named, beaters outlined, others with the engine's reason", () => {
    const { respond } = states();
    const { root } = mount("attacking", respond);
    const names = [...root.querySelectorAll(".durak-hand button")].map((b) => b.getAttribute("aria-label"));
    expect(names).toContain("queen of hearts, your trump");
    expect(names).toContain("9 of diamonds");
    expect(hand(root, "9 of diamonds").classList.contains("durak-ot-beats")).toBe(true);
    const seven = hand(root, "7 of clubs");
    expect(seven.getAttribute("aria-disabled")).toBe("true");
    expect(seven.title).toMatch(/7♣ cannot beat 8♦/);
    const king = hand(root, "king of spades");
    expect(king.title).toMatch(/spades are P1's trumps/);
  });

  it("explains the pick-up count before it happens, on the button and in a visible line", () => {
    const { respond } = states();
    const { root } = mount("attacking", respond);
    const button = root.querySelector(".durak-btn-pick-up");
    expect(button.textContent).toBe("Pick up 3");
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(button.title).toMatch(/picks up 3 card\(s\): the top card, 8♦, is not one of their own trumps/);
    const why = root.querySelector(`#${button.getAttribute("aria-describedby")}`);
    expect(why.textContent).toMatch(/^P0 picks up 3/); // the engine's own sentence, never nested in ours
    expect(root.querySelector(".durak-ot-prompt").textContent).toMatch(/Click a card that beats 8♦.*pick up 3/);
  });

  it("after a beat prompts to lay one card, and the pick-up is off", () => {
    const { lay } = states();
    const { root } = mount("attacking", lay);
    expect(root.querySelector(".durak-ot-prompt").textContent).toMatch(/^Now lay one card/);
    expect(root.querySelector(".durak-ot-prompt").classList.contains("durak-ot-prompt-lay")).toBe(true);
    const button = root.querySelector(".durak-btn-pick-up");
    expect(button.textContent).toBe("Pick up");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect([...root.querySelectorAll(".durak-hand-card")].every((b) => b.classList.contains("durak-legal"))).toBe(true);
  });

  it("shows a refusal with its rule, and says it in the live region", () => {
    const { illegal } = states();
    const { root } = mount("attacking", illegal);
    const verdict = root.querySelector(".durak-verdict");
    expect(verdict.textContent).toMatch(/7♣ cannot beat 8♦/);
    expect(verdict.title).toBe("rule: pile.wrong_suit");
    expect(root.querySelector('[aria-live="polite"]').textContent).toMatch(/^Not allowed: 7♣ cannot beat 8♦/);
  });
});

describe("Svoi Kozyri: intents", () => {
  it("a click on a beating card sends a beat; then a click sends a lay", async () => {
    const { respond, lay } = states();
    const { root, model } = mount("attacking", respond);
    hand(root, "9 of diamonds").click();
    expect(model.sent).toEqual([{ type: "move", move: { kind: "beat", player: 0, card: "9D" } }]);
    model.set("view", lay.view);
    await tick();
    hand(root, "7 of clubs").click();
    expect(model.sent.at(-1)).toEqual({ type: "move", move: { kind: "lay", player: 0, card: "7C" } });
  });

  it("an illegal card is still sent as a beat attempt, for Python to explain", () => {
    const { respond } = states();
    const { root, model } = mount("attacking", respond);
    hand(root, "7 of clubs").click();
    expect(model.sent).toEqual([{ type: "move", move: { kind: "beat", player: 0, card: "7C" } }]);
    // the card is sent, and no longer selected: Python's refusal says why (not this test's part)
    expect(hand(root, "7 of clubs").getAttribute("aria-pressed")).toBe("false");
  });

  it("Pick up sends a pick-up with no card", () => {
    const { respond } = states();
    const { root, model } = mount("attacking", respond);
    root.querySelector(".durak-btn-pick-up").click();
    expect(model.sent).toEqual([{ type: "move", move: { kind: "pick_up", player: 0 } }]);
  });

  it("keyboard: ←/→ select, ↑ plays as the phase says, ↓ picks up", () => {
    const { respond } = states();
    const { root, model } = mount("attacking", respond);
    const codes = respond.view.hand.map((e) => e.card);
    key(root, "ArrowRight");
    const first = codes[0];
    expect(root.querySelector(".durak-hand-card.durak-selected").dataset.card).toBe(first);
    const nine = codes.indexOf("9D");
    for (let i = 0; i < nine; i++) key(root, "ArrowRight");
    expect(root.querySelector(".durak-selection-info").textContent).toMatch(/↑ beats 8♦ with 9♦/);
    key(root, "ArrowUp");
    expect(model.sent).toEqual([{ type: "move", move: { kind: "beat", player: 0, card: "9D" } }]);
    key(root, "ArrowDown");
    expect(model.sent.at(-1)).toEqual({ type: "move", move: { kind: "pick_up", player: 0 } });
  });

  it("builds moves from view.legal, and attempts when nothing fits", () => {
    const { respond, lay } = states();
    expect(ownCardMove(respond.view, "QH")).toEqual({ move: { kind: "beat", player: 0, card: "QH" }, attempt: false });
    expect(ownCardMove(respond.view, "KS")).toEqual({ move: { kind: "beat", player: 0, card: "KS" }, attempt: true });
    expect(ownCardMove(lay.view, "KS")).toEqual({ move: { kind: "lay", player: 0, card: "KS" }, attempt: false });
    expect(ownPickUpMove(lay.view).attempt).toBe(true);
    expect(ownPrompt(lay.view).kind).toBe("lay");
    expect(describeOwnSelection(respond.view, "7C").ok).toBe(false);
  });

  it("cleans up its listeners", () => {
    const { respond } = states();
    const { model, cleanup } = mount("attacking", respond);
    cleanup();
    expect(Object.values(model.handlers).every((list) => list.length === 0)).toBe(true);
  });
});

describe("Svoi Kozyri: menu", () => {
  it("offers 2 to 4 players and no rules preset; New game sends no preset", async () => {
    const { respond } = states();
    const { root, model } = mount("attacking", respond);
    key(root, "m");
    await tick();
    expect(root.querySelector('select[data-name="preset"]')).toBeNull();
    const players = root.querySelector('select[data-name="players"]');
    expect([...players.options].map((o) => o.value)).toEqual(["2", "3", "4"]);
    root.querySelector('[data-action="menu-new-game"]').click();
    expect(model.sent.at(-1)).toEqual({ type: "new_game", players: 2, series: true });
  });
});
