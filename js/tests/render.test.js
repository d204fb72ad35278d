import { afterEach, describe, expect, it } from "vitest";
import { cardName, cardText } from "../src/cards.js";
import { card, fixture, mount, tick } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("cards", () => {
  it("names cards rank first, with trump", () => {
    expect(cardName("7S", "H")).toBe("7 of spades");
    expect(cardName("QD", "D")).toBe("queen of diamonds, trump");
    expect(cardName("10H")).toBe("10 of hearts");
    expect(cardText("AC")).toBe("A♣");
  });
});

describe("render", () => {
  it("builds a focusable root that keeps JupyterLab's shortcuts out", () => {
    const { root } = mount();
    expect(root.getAttribute("tabindex")).toBe("0");
    expect(root.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
    const classes = [...document.querySelectorAll("[class]")].flatMap((e) => [...e.classList]);
    expect(classes.every((c) => c.startsWith("durak-"))).toBe(true);
  });

  it("draws the hand as buttons with accessible names, legal ones marked", () => {
    const { root } = mount("attacking");
    const buttons = [...root.querySelectorAll(".durak-hand button")];
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "6 of clubs",
      "7 of clubs",
      "7 of diamonds",
      "queen of spades",
      "8 of hearts, trump",
    ]);
    expect(card(root, "7 of clubs").classList.contains("durak-legal")).toBe(true);
    const six = card(root, "6 of clubs");
    expect(six.getAttribute("aria-disabled")).toBe("true");
    expect(six.title).toMatch(/rank is not on the table/);
    const why = root.querySelector(`#${six.getAttribute("aria-describedby")}`);
    expect(why.textContent).toMatch(/cannot be thrown in/);
  });

  it("shows seats with role labels, counts and hidden cards", () => {
    const { root } = mount("attacking");
    const seats = [...root.querySelectorAll(".durak-seats .durak-seat")];
    expect(seats.map((s) => s.getAttribute("aria-label"))).toEqual([
      "P1, defender, 4 cards",
      "P2, co-attacker (may throw in), 6 cards",
    ]);
    expect(seats[0].classList.contains("durak-seat-defender")).toBe(true);
    expect(seats[0].querySelectorAll(".durak-back").length).toBe(4);
    expect(root.querySelector(".durak-own-seat").textContent).toMatch(/attacker/);
  });

  it("shows open hands when the view carries them", () => {
    const view = fixture("attacking");
    view.seats[1].cards = ["9C", "JC", "KH", "AS"];
    const { root } = mount("attacking", { view });
    const open = root.querySelector(".durak-seats .durak-open");
    expect([...open.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"))).toEqual([
      "9 of clubs",
      "jack of clubs",
      "king of hearts, trump",
      "ace of spades",
    ]);
  });

  it("lays defences across attacks in play order, with the talon, trump and discard", () => {
    const { root } = mount("attacking");
    const pair = root.querySelector(".durak-pair");
    expect(pair.querySelector(".durak-attack").getAttribute("aria-label")).toBe("7 of spades, beaten by 9 of spades");
    expect(pair.querySelector(".durak-defence [data-card]").dataset.card).toBe("9S");
    expect(root.querySelector(".durak-talon").getAttribute("aria-label")).toBe("talon: 6 cards, face-up trump 10 of hearts, trump");
    expect(root.querySelector(".durak-trump-card .durak-card").dataset.card).toBe("10H");
    expect(root.querySelector(".durak-trump-name").textContent).toBe("trump: ♥ hearts");
    expect(root.querySelector(".durak-discard").getAttribute("aria-label")).toBe("discard: 8 cards");
  });

  it("shows the live rule panel", () => {
    const { root } = mount("attacking");
    const panel = root.querySelector(".durak-panel").textContent;
    expect(panel).toMatch("attack cards 1 of 4 (the defender started this bout with 4)");
    expect(panel).toMatch("ranks that may be thrown in: 7, 9");
    expect(panel).toMatch("You attack P1.");
  });

  it("shows a refusal with its rule id and announces it politely", async () => {
    const { root, model } = mount("defending");
    const view = { ...model.get("view"), last_verdict: { legal: false, rule: "beat.lower_same_suit", message: "7♦ is lower than 8♦.", details: {} } };
    model.set("view", view);
    await tick();
    const box = root.querySelector(".durak-verdict");
    expect(box.textContent).toMatch("7♦ is lower than 8♦.");
    expect(box.title).toBe("rule: beat.lower_same_suit");
    const live = root.querySelector('[aria-live="polite"]');
    expect(live.textContent).toBe("Not allowed: 7♦ is lower than 8♦.");
  });

  it("shows a malformed-message error, the result banner, and options as classes", async () => {
    const { root, model } = mount("attacking");
    model.set("view", { ...model.get("view"), error: "unknown card 'ZZ'", over: true, result_text: "P1 is the durak." });
    model.set("options", { ...model.get("options"), card_size: "large", four_colour: true });
    await tick();
    expect(root.querySelector(".durak-error").textContent).toMatch("unknown card 'ZZ'");
    expect(root.querySelector(".durak-result").textContent).toMatch("P1 is the durak.");
    expect(root.classList.contains("durak-size-large")).toBe(true);
    expect(root.classList.contains("durak-four-colour")).toBe(true);
  });

  it("renders the move log", async () => {
    const { root, model } = mount("attacking");
    model.set("log_tail", [{ i: 0, text: "P0 attacks 7♠", why: "anyone may open a bout with any card", legal: true, rule: "attack.open" }, "P1 beats 7♠ with 9♠"]);
    await tick();
    const items = [...root.querySelectorAll(".durak-log li")];
    expect(items.map((li) => li.textContent)).toEqual(["1.P0 attacks 7♠ — anyone may open a bout with any card", "P1 beats 7♠ with 9♠"]);
  });

  it("batches several trait changes into one render and tolerates an empty view", async () => {
    const { root, model } = mount("attacking", { view: {} });
    expect(root.textContent).toMatch("Dealing");
    model.set("view", fixture("defending"));
    model.set("log_tail", []);
    await tick();
    expect(root.querySelectorAll(".durak-hand button").length).toBe(6);
  });

  it("cleans up: listeners removed and elements gone", () => {
    const { model, el, cleanup } = mount("attacking");
    expect(model.handlers["change:view"].length).toBe(1);
    cleanup();
    for (const name of ["change:view", "change:log_tail", "change:options"]) expect(model.handlers[name]).toEqual([]);
    expect(el.children.length).toBe(0);
  });

  it("gives each of several views its own elements and ids", () => {
    const a = mount("defending");
    const b = mount("defending", { view: a.model.get("view") });
    const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(a.root).not.toBe(b.root);
  });
});

describe("the view model Python really builds", () => {
  it("renders tests/fixtures/python-defending.json (dumped from DurakWidget)", async () => {
    const { view, log_tail, options } = fixture("python-defending");
    const { root, model } = mount("defending", { view, log_tail, options });
    expect(root.querySelectorAll(".durak-hand button").length).toBe(view.hand.length);
    expect(root.querySelector(".durak-log li").textContent).toMatch(log_tail[0].text);
    expect(root.querySelector(".durak-ranks").textContent).toMatch("ranks that may be thrown in");
    const legal = view.hand.find((e) => e.legal);
    card(root, legal.name).click();
    root.querySelector(`.durak-attack[data-card="${legal.uses[0].target}"]`).click();
    expect(model.sent).toEqual([{ type: "move", move: { kind: "defend", player: 0, cards: [legal.card], target: legal.uses[0].target, show: false } }]);
  });
});

describe("re-rendering keeps the elements that stay", () => {
  it("keeps the same hand buttons, focus and the menu's values across renders", async () => {
    const { root, model } = mount("attacking");
    const seven = card(root, "7 of clubs");
    seven.focus();
    seven.click();
    expect(card(root, "7 of clubs")).toBe(seven);
    expect(document.activeElement).toBe(seven);
    expect(seven.classList.contains("durak-selected")).toBe(true);
    const view = JSON.parse(JSON.stringify(model.get("view")));
    view.table.push({ attack: "7D", defence: null });
    view.hand = view.hand.filter((e) => e.card !== "7D");
    model.set("view", view);
    await tick();
    expect(card(root, "7 of clubs")).toBe(seven);
    expect(card(root, "7 of diamonds")).toBeNull();
    expect([...root.querySelectorAll(".durak-attack")].map((b) => b.dataset.card)).toEqual(["7S", "7D"]);
    expect(root.querySelector('.durak-attack[data-card="7D"]').classList.contains("durak-new")).toBe(true);
    root.querySelector('[data-action="menu"]').click();
    const size = root.querySelector('select[data-name="card_size"]');
    model.set("options", { ...model.get("options"), card_size: "large" });
    await tick();
    expect(root.querySelector('select[data-name="card_size"]')).toBe(size);
    expect(size.value).toBe("large");
  });
});
