// Messages to Python leave absent fields out: Pyodide turns a JS null into a JsNull object, not
// None. tests/setup.js checks every message of every test; these tests check the checker and
// drive both games through every control, collecting what is sent.
import { afterEach, describe, expect, it } from "vitest";
import { absentFields, allSent } from "./fakeModel.js";
import { fixture, key, mount } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

/** Click every control and card, then press every key: what would a learner send? */
function pressEverything(root) {
  const controls = [...root.querySelectorAll("[data-action]")].filter((el) => el.tagName === "BUTTON");
  for (const el of controls) {
    el.click();
    el.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
  }
  for (const k of ["ArrowRight", "ArrowUp", "ArrowDown", "ArrowDown", "PageUp", "End", " ", "Escape"]) key(root, k);
}

describe("messages to Python", () => {
  it("the checker finds null and undefined fields at any depth", () => {
    expect(absentFields([{ type: "move", move: { kind: "attack", cards: ["7S"], target: null } }])).toEqual(["[0].move.target"]);
    expect(absentFields({ type: "move", move: { kind: "pick_up", card: undefined } })).toEqual(["move.card"]);
    expect(absentFields({ type: "new_game", players: 2 })).toEqual([]);
  });

  it("Durak: listed moves with target null (attacks, Take) are sent without a target", () => {
    for (const name of ["attacking", "defending"]) {
      const { root, model } = mount(name);
      pressEverything(root);
      expect(model.sent.length).toBeGreaterThan(5);
      expect(absentFields(model.sent)).toEqual([]);
      expect(model.sent.filter((m) => m.type === "move" && "target" in m.move).every((m) => typeof m.move.target === "string")).toBe(true);
    }
    const { root, model } = mount("attacking");
    key(root, "ArrowRight");
    key(root, "ArrowRight");
    key(root, "ArrowUp"); // 7C is listed with "target": null in view.legal
    expect(model.sent).toEqual([{ type: "move", move: { kind: "attack", player: 0, cards: ["7C"], show: false } }]);
  });

  it("Svoi Kozyri: a pick-up is sent without a card", () => {
    const { respond, lay } = fixture("python-own-trumps");
    for (const state of [respond, lay]) {
      const { root, model } = mount("attacking", state);
      pressEverything(root);
      expect(model.sent.some((m) => m.type === "move" && m.move.kind === "pick_up")).toBe(true);
      expect(absentFields(model.sent)).toEqual([]);
    }
  });

  it("every message of the other tests is checked too (tests/setup.js)", () => {
    const { root } = mount("defending");
    root.querySelector('[data-action="take"]').click();
    expect(allSent.length).toBeGreaterThan(0);
  });
});
