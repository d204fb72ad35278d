import { afterEach, describe, expect, it } from "vitest";
import { fixture, mount } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const GUESS = { active: true, seat: 1, seats: "every", asked: 2, right: 1, total: 4, score: "Score: 1 of 2 right.", feedback: null, frontier: 3, done: false };

function lesson(guess, extra = {}) {
  const { at3 } = fixture("python-replay");
  const view = { ...at3.view, guess: { ...GUESS, ...guess }, ...extra };
  return mount("attacking", { ...at3, view, layout_parts: fixture("python-layouts").guess });
}

describe("guess the move", () => {
  it("asks for the move of the seat, hides autoplay and stops stepping at the frontier", () => {
    const { root } = lesson({});
    expect(root.querySelector(".durak-guess-prompt").textContent).toBe("Find the move of P1: play what you think comes next.");
    expect(root.querySelector('[data-action="autoplay"]')).toBeNull();
    expect(root.querySelector(".durak-autoplay-speed")).toBeNull();
    expect(root.querySelector('[data-to="forward"]').disabled).toBe(true);
    expect(root.querySelector('[data-to="last"]').disabled).toBe(true);
    expect(root.querySelector('[data-to="back"]').disabled).toBe(false);
    expect(root.querySelector(".durak-guess-score").textContent).toBe("Score: 1 of 2 right.");
    expect(root.querySelector(".durak-comment-box")).toBeNull();
  });

  it("lets the learner step forward up to the frontier after stepping back", () => {
    const { root } = lesson({ active: false, frontier: 4 });
    expect(root.querySelector('[data-to="forward"]').disabled).toBe(false);
    expect(root.querySelector(".durak-guess-prompt").textContent).toMatch("Watch");
  });

  it("says 'your move' when the lesson asks one seat only", () => {
    const { root } = lesson({ seats: 1 });
    expect(root.querySelector(".durak-guess-prompt").textContent).toBe("Your move. Find the move of P1: play what you think comes next.");
  });

  const kinds = [["right", "Right!"], ["better", "Better than the game's move"], ["different", "A different move"], ["illegal", "Not legal"]];
  for (const [kind, heading] of kinds) {
    it(`answers a ${kind} guess with its text, and nothing more (at most two sentences)`, () => {
      const coach = kind === "different" ? { label: "weaker", reason: "it spends a trump" } : null;
      const feedback = { kind, move_number: 4, guess: "P1 beats 9♣ with J♣", played: "P1 takes", seat: 1, card: null, marks: "", comment: null, coach, text: `the ${kind} text` };
      const { root } = lesson({ feedback });
      const panel = root.querySelector(".durak-guess-feedback");
      expect(panel.classList.contains(`durak-guess-${kind}`)).toBe(true);
      expect(panel.querySelector(".durak-guess-kind").textContent).toBe(heading);
      expect(panel.querySelector(".durak-guess-text").textContent).toBe(`the ${kind} text`);
      // the figures are in the text: no coach line repeating them, and the score once, below
      expect(panel.querySelector(".durak-guess-coach")).toBeNull();
      expect(root.querySelectorAll(".durak-guess-score")).toHaveLength(1);
    });
  }

  it("says the verdict once: the heading Python words, the text under it without those words", () => {
    const text = "Better than the game's move: P1 beats 9♣ with K♣ lost 15% of 300 imagined games, the game's move (P1 beats 9♣ with 6♦) 25%.";
    const feedback = { kind: "better", move_number: 4, guess: "P1 beats 9♣ with K♣", played: "P1 beats 9♣ with 6♦", seat: 1, card: "6D", marks: "?!", comment: null, coach: null, heading: "Better than the game's move", text };
    const { root } = lesson({ feedback });
    const panel = root.querySelector(".durak-guess-feedback");
    expect(panel.querySelector(".durak-guess-kind").textContent).toBe("Better than the game's move");
    expect(panel.querySelector(".durak-guess-text").textContent).toBe(text.slice("Better than the game's move: ".length).replace(/^p/, "P"));
    expect(panel.textContent.match(/Better than the game's move/g)).toHaveLength(1);
  });

  it("counts the score when the view gives none, and ends the lesson", () => {
    const { root } = lesson({ score: null, asked: 0, right: 0, active: false, done: true });
    expect(root.querySelector(".durak-guess-score").textContent).toBe("Score: 0 of 0 right (4 to find).");
    expect(root.querySelector(".durak-guess-prompt").textContent).toBe("Lesson complete.");
  });

  it("guesses with the usual card clicks (the move intent)", () => {
    const { root, model } = lesson({}, { mode: "replay" });
    const legal = [...root.querySelectorAll(".durak-hand-card")].filter((b) => b.getAttribute("aria-disabled") !== "true");
    expect(legal.length).toBeGreaterThan(0);
    legal[0].dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
    expect(model.sent.map((m) => m.type)).toContain("move");
  });
});
