import { afterEach, describe, expect, it } from "vitest";
import { fixture, key, mount, OPTIONS, tick } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const COMMENTARY = { n: 5, seat: 1, move: "P1 beats 7♠ with 9♠", why: "9♠ beats 7♠: same suit, higher", reason: "the cheapest card that beats it", text: "Move 5: P1 beats 7♠ with 9♠. 9♠ beats 7♠: same suit, higher. P1's reason: the cheapest card that beats it." };

function presenting(extraView = {}, extraOptions = {}) {
  const view = { ...fixture("attacking"), commentary: COMMENTARY, ...extraView };
  const mounted = mount("attacking", { view, options: { ...OPTIONS, presentation: true, ...extraOptions } });
  // the root moved from the output element to the page's body
  return { ...mounted, root: document.querySelector(".durak-root") };
}

describe("presentation mode", () => {
  it("covers the window from the page's body, with the narration line under the table", () => {
    const { root, el } = presenting();
    expect(root.classList.contains("durak-presentation")).toBe(true);
    expect(root.parentElement).toBe(document.body);
    expect(el.contains(root)).toBe(false);
    const narration = root.querySelector(".durak-narration");
    expect(narration.textContent).toBe(COMMENTARY.text);
    // the narration comes after the table and hand, at the bottom of the board
    const layout = root.querySelector(".durak-layout");
    expect(layout.compareDocumentPosition(narration) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("goes back into the notebook's output when presentation is switched off", async () => {
    const { root, el, model } = presenting();
    model.set("options", { ...OPTIONS, presentation: false });
    await tick();
    expect(root.parentElement).toBe(el);
    expect(root.classList.contains("durak-presentation")).toBe(false);
    expect(root.querySelector(".durak-narration")).toBeNull();
  });

  it("steps with → and ←, blanks the screen with B, and leaves the blank with Escape", () => {
    const { root, model } = presenting();
    key(root, "ArrowRight");
    key(root, "ArrowLeft");
    key(root, "PageDown");
    expect(model.sent).toEqual([
      { type: "step", to: "forward" },
      { type: "step", to: "back" },
      { type: "step", to: "forward" },
    ]);
    key(root, "b");
    expect(root.querySelector(".durak-blank")).not.toBeNull();
    key(root, "B");
    expect(root.querySelector(".durak-blank")).toBeNull();
    key(root, "b");
    key(root, "Escape");
    expect(root.querySelector(".durak-blank")).toBeNull();
  });

  it("keeps → for the hand outside presentation mode", () => {
    const { root, model } = mount("attacking");
    key(root, "ArrowRight");
    expect(model.sent).toEqual([]);
    expect(root.querySelector(".durak-narration")).toBeNull();
    expect(root.querySelector(".durak-presentation-bar")).toBeNull();
  });

  it("sets the pace (the bots' delay in play, autoplay's interval in replay) and leaves", () => {
    const { root, model } = presenting();
    const pace = root.querySelector(".durak-pace select");
    expect(pace.dataset.name).toBe("bot_delay_ms");
    pace.value = "1500";
    pace.dispatchEvent(new Event("change", { bubbles: true }));
    root.querySelector('[data-focus="leave-presentation"]').click();
    expect(model.sent).toEqual([
      { type: "option", name: "bot_delay_ms", value: 1500 },
      { type: "option", name: "presentation", value: false },
    ]);
    document.body.innerHTML = "";
    const { at3 } = fixture("python-replay");
    mount("attacking", { ...at3, options: { ...at3.options, presentation: true }, layout_parts: fixture("python-layouts").presentation_replay });
    expect(document.querySelector(".durak-root").querySelector(".durak-pace select").dataset.name).toBe("autoplay_ms");
  });

  it("is offered in the menu", () => {
    const { root, model } = mount("attacking");
    key(root, "m");
    const box = root.querySelector('.durak-menu input[data-name="presentation"]');
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent).toEqual([{ type: "option", name: "presentation", value: true }]);
  });
});

describe("notes on moves", () => {
  const annotation = { move_number: 5, move: "P1 beats 7♠ with 9♠", seat: 1, card: "9S", marks: "!?", comment: "a cheap defence" };

  it("shows the annotation's marks and comment beside the card just played", () => {
    const { root } = mount("attacking", { view: { ...fixture("attacking"), mode: "sandbox", annotation } });
    const notes = root.querySelectorAll(".durak-note");
    expect(notes).toHaveLength(1);
    expect(notes[0].closest(".durak-pair").dataset.key).toBe("pair-7S");
    expect(notes[0].querySelector(".durak-note-marks").textContent).toBe("!?");
    expect(notes[0].textContent).toMatch("a cheap defence");
  });

  it("sends the comment box's note on the move just played", () => {
    const { root, model } = mount("attacking", { view: { ...fixture("attacking"), mode: "sandbox", annotation } });
    const box = root.querySelector(".durak-comment-box");
    expect(box.querySelector(".durak-comment-now").textContent).toMatch("!? a cheap defence");
    box.querySelector("select").value = "??";
    box.querySelector("textarea").value = "better: take";
    box.querySelector("button").click();
    box.querySelector("textarea").value = "no mark";
    box.querySelector("button").click();
    expect(model.sent).toEqual([
      { type: "annotate", move: 5, comment: "better: take", mark: "??" },
      { type: "annotate", move: 5, comment: "no mark" },
    ]);
    expect(box.querySelector("textarea").value).toBe("");
  });

  it("has no comment box in play mode or before the first move", () => {
    const layouts = fixture("python-layouts");
    expect(mount("attacking", { layout_parts: layouts.play }).root.querySelector(".durak-comment-box")).toBeNull();
    document.body.innerHTML = "";
    expect(mount("attacking", { layout_parts: layouts.sandbox }).root.querySelector(".durak-comment-box")).not.toBeNull();
    document.body.innerHTML = "";
    const start = { ...fixture("attacking"), mode: "sandbox", history: { position: 0, length: 5 } };
    expect(mount("attacking", { view: start }).root.querySelector(".durak-comment-box")).toBeNull();
  });

  it("offers the replay's viewpoint and keeps a fixed layout height class", () => {
    const { at3 } = fixture("python-replay");
    const { root, model } = mount("attacking", at3);
    expect(root.classList.contains("durak-mode-replay")).toBe(true);
    const buttons = [...root.querySelectorAll(".durak-viewpoint button")];
    expect(buttons.map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "true"]);
    buttons[0].click();
    expect(model.sent).toEqual([{ type: "seat", seat: 0 }]);
  });
});
