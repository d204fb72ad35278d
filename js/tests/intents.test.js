import { afterEach, describe, expect, it } from "vitest";
import { card, key, mount, tick } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

// a move without a target carries no `target` key (absent fields are never sent as null)
const move = (kind, player, cards = [], target = null, show = false) => ({ type: "move", move: { kind, player, cards, ...(target ? { target } : {}), show } });

describe("click-then-click", () => {
  it("defends: card, then the attack card", () => {
    const { root, model } = mount("defending");
    card(root, "9 of diamonds").click();
    expect(card(root, "9 of diamonds").getAttribute("aria-pressed")).toBe("true");
    expect(root.querySelector(".durak-selection-info").textContent).toBe("9♦ can beat 8♦.");
    expect(root.querySelector('.durak-attack[data-card="8D"]').classList.contains("durak-target")).toBe(true);
    root.querySelector('.durak-attack[data-card="8D"]').click();
    expect(model.sent).toEqual([move("defend", 0, ["9D"], "8D")]);
  });

  it("sends an illegal defence to Python for judgement; the refusal clears the selection and says what to do", async () => {
    const { root, model } = mount("defending");
    card(root, "7 of diamonds").click();
    expect(root.querySelector(".durak-selection-info").textContent).toMatch("must be higher");
    root.querySelector('.durak-attack[data-card="8D"]').click();
    expect(model.sent).toEqual([move("defend", 0, ["7D"], "8D")]);
    // played or refused, the card is no longer selected
    expect(card(root, "7 of diamonds").getAttribute("aria-pressed")).toBe("false");
    const message = "7♦ cannot beat 8♦: a card of the same suit must be higher (a 7 is lower than an 8). You can beat 8♦ with 9♦, or take.";
    const before = root.querySelector(".durak-actions");
    model.set("view", { ...model.get("view"), last_verdict: { legal: false, rule: "beat.lower_same_suit", message } });
    await tick();
    const verdict = root.querySelector(".durak-verdict");
    // the refusal in words with what to do next; its rule id only in the tooltip
    expect(verdict.textContent).toBe(`Not allowed: ${message}`);
    expect(verdict.getAttribute("title")).toBe("rule: beat.lower_same_suit");
    expect(root.querySelector(".durak-selection-info")).toBeNull(); // not "Select a card ..." beside it
    // the buttons keep their place: first under the hand, the refusal below them
    const under = root.querySelector(".durak-under-hand");
    expect(under.firstElementChild.classList.contains("durak-actions")).toBe(true);
    expect(root.querySelector(".durak-actions")).toBe(before);
  });

  it("attacks: card, then the table slot", () => {
    const { root, model } = mount("attacking");
    card(root, "7 of clubs").click();
    root.querySelector(".durak-slot").click();
    expect(model.sent).toEqual([move("attack", 0, ["7C"])]);
    expect(card(root, "7 of clubs").getAttribute("aria-pressed")).toBe("false");
  });

  it("plays two cards of a rank together (shift-click)", () => {
    const { root, model } = mount("attacking");
    card(root, "7 of clubs").click();
    card(root, "7 of diamonds").dispatchEvent(new MouseEvent("click", { bubbles: true, shiftKey: true }));
    expect(root.querySelector(".durak-selection-info").textContent).toMatch("can be played together");
    root.querySelector(".durak-slot").click();
    expect(model.sent).toEqual([move("attack", 0, ["7C", "7D"])]);
  });

  it("asks for a card first when the target is clicked with nothing selected", () => {
    const { root, model } = mount("defending");
    root.querySelector('.durak-attack[data-card="8D"]').click();
    expect(model.sent).toEqual([]);
    expect(root.querySelector(".durak-selection-info").textContent).toMatch("Select a card");
  });
});

describe("double-click and drag", () => {
  it("double-click plays an unambiguous card", () => {
    const { root, model } = mount("defending");
    card(root, "queen of diamonds").dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
    expect(model.sent).toEqual([move("defend", 0, ["QD"], "8D")]);
  });

  it("double-click does not guess between several uses", () => {
    const view = JSON.parse(JSON.stringify(mount("defending").model.get("view")));
    document.body.innerHTML = "";
    view.table.push({ attack: "8C", defence: null });
    view.legal.push({ kind: "defend", player: 0, cards: ["KS"], target: "8C", show: false });
    view.hand[5].uses.push({ kind: "defend", target: "8C" });
    const { root, model } = mount("defending", { view });
    card(root, "king of spades, trump").dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
    expect(model.sent).toEqual([]);
    expect(root.querySelector(".durak-selection-info").textContent).toMatch("click its target");
  });

  it("drops a dragged card on an attack card", () => {
    const { root, model } = mount("defending");
    const ks = card(root, "king of spades, trump");
    ks.dispatchEvent(new Event("dragstart", { bubbles: true }));
    const target = root.querySelector('.durak-attack[data-card="8D"]');
    const over = new Event("dragover", { bubbles: true, cancelable: true });
    target.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    target.dispatchEvent(new Event("drop", { bubbles: true, cancelable: true }));
    expect(model.sent).toEqual([move("defend", 0, ["KS"], "8D")]);
  });
});

describe("buttons", () => {
  it("Take, Done, steps, toggles, pause and new game send intents", async () => {
    const { root, model } = mount("defending");
    root.querySelector('[data-action="take"]').click();
    root.querySelector('[data-action="done"]').click(); // not enabled: still an attempt, Python explains
    root.querySelector('[data-action="step"][data-to="back"]').click();
    root.querySelector('[data-action="toggle"][data-name="open_hands"]').click();
    root.querySelector('[data-action="pause"]').click();
    model.set("view", { ...model.get("view"), over: true, result_text: "A draw." });
    await tick();
    root.querySelector(".durak-result [data-action='new-game']").click();
    expect(model.sent).toEqual([
      move("take", 0),
      move("done", 0),
      { type: "step", to: "back" },
      { type: "option", name: "open_hands", value: true },
      { type: "pause", paused: true },
      { type: "new_game" },
    ]);
    expect(root.querySelector('[data-action="done"]').getAttribute("aria-disabled")).toBe("true");
  });

  it("step buttons are disabled at the ends of the history", () => {
    const { root } = mount("defending");
    expect(root.querySelector('[data-to="forward"]').disabled).toBe(true);
    expect(root.querySelector('[data-to="back"]').disabled).toBe(false);
    expect(root.querySelector(".durak-position").textContent).toBe("move 1 of 1");
  });

  it("Transfer uses the selected card", () => {
    const view = JSON.parse(JSON.stringify(mount("defending").model.get("view")));
    document.body.innerHTML = "";
    view.buttons.transfer = ["8S"];
    view.legal.push({ kind: "transfer", player: 0, cards: ["8S"], target: null, show: false });
    view.hand.push({ card: "8S", text: "8♠", name: "8 of spades, trump", trump: true, legal: true, uses: [{ kind: "transfer", show: false }], reason: null });
    const { root, model } = mount("defending", { view });
    root.querySelector('[data-action="transfer"]').click();
    expect(model.sent).toEqual([move("transfer", 0, ["8S"], null, false)]);
  });
});

describe("menu", () => {
  it("opens with M, changes options, deals a new game with preset and players", () => {
    const { root, model } = mount("attacking");
    key(root, "m");
    const menu = root.querySelector(".durak-menu");
    expect(menu).not.toBeNull();
    const preset = menu.querySelector('select[data-name="preset"]');
    preset.value = "perevodnoy";
    preset.dispatchEvent(new Event("change", { bubbles: true }));
    const hints = menu.querySelector('input[data-name="hints"]');
    hints.checked = false;
    hints.dispatchEvent(new Event("change", { bubbles: true }));
    const speed = menu.querySelector('select[data-name="bot_delay_ms"]');
    speed.value = "1500";
    speed.dispatchEvent(new Event("change", { bubbles: true }));
    menu.querySelector('[data-action="menu-new-game"]').click();
    expect(model.sent).toEqual([
      { type: "option", name: "hints", value: false },
      { type: "option", name: "bot_delay_ms", value: 1500 },
      { type: "new_game", players: 3, preset: "perevodnoy", series: true },
    ]);
    expect(root.querySelector(".durak-menu")).toBeNull();
  });
});
