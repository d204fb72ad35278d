import { afterEach, describe, expect, it } from "vitest";
import { keyAction, staysInTable } from "../src/input/keyboard.js";
import { autoMove } from "../src/input/durakMoves.js";
import { moveCursor, selectAll } from "../src/input/selection.js";
import { fixture, key, mount } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const pressed = (root) => [...root.querySelectorAll('.durak-hand-card[aria-pressed="true"]')].map((b) => b.dataset.card);

describe("keyAction", () => {
  it("maps keys to actions", () => {
    const ev = (key, mods = {}) => ({ key, target: { tagName: "DIV" }, ...mods });
    expect(keyAction(ev("ArrowLeft"))).toBe("left");
    expect(keyAction(ev("ArrowRight", { shiftKey: true }))).toBe("extend-right");
    expect(keyAction(ev("ArrowUp"))).toBe("play");
    expect(keyAction(ev("ArrowDown"))).toBe("down");
    expect(keyAction(ev("a", { ctrlKey: true }))).toBe("select-all");
    expect(keyAction(ev("n", { ctrlKey: true }))).toBe("new-game");
    expect(keyAction(ev(" "))).toBe("pause");
    expect(keyAction(ev("M"))).toBe("menu");
    expect(keyAction(ev("a"))).toBeNull();
    expect(keyAction({ key: "ArrowUp", target: { tagName: "SELECT" } })).toBeNull();
    expect(keyAction({ key: "Escape", target: { tagName: "SELECT" } })).toBe("escape");
  });

  it("M closes the menu from a select or a checkbox, never from a text box", () => {
    expect(keyAction({ key: "m", target: { tagName: "SELECT" } })).toBe("menu");
    expect(keyAction({ key: "M", target: { tagName: "INPUT", type: "checkbox" } })).toBe("menu");
    expect(keyAction({ key: "m", target: { tagName: "INPUT", type: "number" } })).toBeNull();
    expect(keyAction({ key: "m", target: { tagName: "TEXTAREA" } })).toBeNull();
    expect(keyAction({ key: "m", ctrlKey: true, target: { tagName: "SELECT" } })).toBeNull();
  });

  it("keeps every key in the table but the page's own shortcuts", () => {
    for (const key of ["m", "a", "d", "x", "z", "Enter", "ArrowUp", "Escape", "Tab"]) {
      expect(staysInTable({ key })).toBe(true);
      expect(staysInTable({ key, shiftKey: true })).toBe(true);
    }
    expect(staysInTable({ key: "s", ctrlKey: true })).toBe(false);
    expect(staysInTable({ key: "s", metaKey: true })).toBe(false);
    expect(staysInTable({ key: "x", altKey: true })).toBe(false);
  });
});

describe("selection logic", () => {
  const view = fixture("attacking");
  it("moves and extends the cursor", () => {
    let sel = { cards: [], cursor: -1 };
    sel = moveCursor(sel, view, 1);
    expect(sel).toEqual({ cards: ["6C"], cursor: 0 });
    sel = moveCursor(sel, view, 1);
    sel = moveCursor(sel, view, 1, true);
    expect(sel).toEqual({ cards: ["7C", "7D"], cursor: 2 });
    expect(moveCursor({ cards: [], cursor: -1 }, view, -1).cards).toEqual(["8H"]);
    expect(moveCursor({ cards: ["8H"], cursor: 4 }, view, 1).cursor).toBe(4);
  });
  it("Ctrl+A selects the rank, then everything", () => {
    const sel = selectAll({ cards: ["7C"], cursor: 1 }, view);
    expect(sel.cards).toEqual(["7C", "7D"]);
    expect(selectAll(sel, view).cards).toEqual(["6C", "7C", "7D", "QS", "8H"]);
  });
  it("↑ prefers listed moves and otherwise builds the attempt", () => {
    expect(autoMove(view, ["7C", "7D"])).toEqual({ move: { kind: "attack", player: 0, cards: ["7C", "7D"], show: false }, attempt: false });
    expect(autoMove(view, ["QS"])).toEqual({ move: { kind: "attack", player: 0, cards: ["QS"], show: false }, attempt: true });
    const d = fixture("defending");
    expect(autoMove(d, ["7D"]).move).toEqual({ kind: "defend", player: 0, cards: ["7D"], target: "8D", show: false });
  });
});

describe("keyboard in the widget", () => {
  it("no key pressed on the table reaches the page (JupyterLab listens on the document)", () => {
    const { root } = mount("attacking");
    document.body.appendChild(root);
    /** @type {string[]} */
    const heard = [];
    const listener = (/** @type {KeyboardEvent} */ e) => heard.push(e.key);
    document.addEventListener("keydown", listener);
    const card = root.querySelector(".durak-hand-card");
    for (const k of ["a", "d", "x", "z", "Enter", "m", "Escape", "ArrowUp"]) key(root, k, { target: card || root });
    key(root, "s", { ctrlKey: true });
    document.removeEventListener("keydown", listener);
    expect(heard).toEqual(["s"]);
  });

  it("←/→ select, Shift extends, ↑ plays", () => {
    const { root, model } = mount("attacking");
    key(root, "ArrowRight");
    key(root, "ArrowRight");
    expect(pressed(root)).toEqual(["7C"]);
    key(root, "ArrowRight", { shiftKey: true });
    expect(pressed(root)).toEqual(["7C", "7D"]);
    key(root, "ArrowUp");
    expect(model.sent).toEqual([{ type: "move", move: { kind: "attack", player: 0, cards: ["7C", "7D"], show: false } }]);
    expect(pressed(root)).toEqual([]);
  });

  it("PageUp/PageDown/Home/End step through the history", () => {
    const { root, model } = mount("attacking");
    key(root, "PageUp");
    key(root, "PageDown");
    key(root, "Home");
    key(root, "End");
    expect(model.sent).toEqual([
      { type: "step", to: "back" },
      { type: "step", to: "forward" },
      { type: "step", to: "first" },
      { type: "step", to: "last" },
    ]);
  });

  it("Space starts and stops autoplay in a replay", () => {
    const { at3 } = fixture("python-replay");
    const { root, model } = mount("attacking", at3);
    key(root, " ");
    expect(model.sent).toEqual([{ type: "option", name: "autoplay", value: true }]);
  });

  it("↓ clears, a second ↓ takes", () => {
    const { root, model } = mount("defending");
    key(root, "ArrowRight");
    expect(pressed(root)).toEqual(["7D"]);
    key(root, "ArrowDown");
    expect(pressed(root)).toEqual([]);
    expect(model.sent).toEqual([]);
    key(root, "ArrowDown");
    expect(model.sent).toEqual([{ type: "move", move: { kind: "take", player: 0, cards: [], show: false } }]);
  });

  it("Space pauses, Ctrl+N deals, Ctrl+A selects, keys are not left to JupyterLab", () => {
    const { root, model } = mount("attacking");
    const ev = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    let reachedOutside = false;
    const outside = () => (reachedOutside = true);
    document.body.addEventListener("keydown", outside);
    root.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(true);
    expect(reachedOutside).toBe(false);
    key(root, "n", { ctrlKey: true });
    key(root, "ArrowRight");
    key(root, "ArrowRight");
    key(root, "a", { ctrlKey: true });
    expect(pressed(root)).toEqual(["7C", "7D"]);
    expect(model.sent).toEqual([{ type: "pause", paused: true }, { type: "new_game" }]);
    document.body.removeEventListener("keydown", outside);
  });

  it("keeps focus on the card under the cursor when arrows are pressed on a card", () => {
    const { root } = mount("attacking");
    const first = root.querySelector(".durak-hand-card");
    first.focus();
    key(root, "ArrowRight", { target: first });
    expect(document.activeElement.dataset.card).toBe("6C");
    key(root, "ArrowRight", { target: document.activeElement });
    expect(document.activeElement.dataset.card).toBe("7C");
  });
});

describe("the cursor follows its card", () => {
  it("resets when the card under it leaves the hand", async () => {
    const { root, model } = mount("attacking");
    key(root, "ArrowRight");
    key(root, "ArrowRight"); // cursor on 7C (index 1)
    const view = JSON.parse(JSON.stringify(model.get("view")));
    view.hand = view.hand.filter((e) => e.card !== "6C"); // 7C moves to index 0
    model.set("view", view);
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector(".durak-cursor").dataset.card).toBe("7C");
    view.hand = view.hand.filter((e) => e.card !== "7C");
    model.set("view", { ...view });
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector(".durak-cursor")).toBeNull();
    key(root, "ArrowRight");
    expect(pressed(root)).toEqual(["7D"]);
  });
});

describe("a change from Python cancels a half-done ↓↓", () => {
  it("does not take when the table changed between the two presses", async () => {
    const { root, model } = mount("defending");
    key(root, "ArrowDown");
    expect(root.querySelector(".durak-selection-info").textContent).toMatch("Press ↓ again");
    model.set("view", { ...model.get("view"), narration: "P1 throws in 8♣." });
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector(".durak-selection-info").textContent).not.toMatch("Press ↓ again");
    key(root, "ArrowDown");
    expect(model.sent).toEqual([]);
    key(root, "ArrowDown");
    expect(model.sent.map((m) => m.move.kind)).toEqual(["take"]);
  });
});
