import { describe, expect, it } from "vitest";
import { fixture, key, mount } from "./helpers.js";

// A student's seat in a classroom: the room sends each view with its layout (view.layout, the
// "seat" task as Python decides it, dumped in fixtures/python-layouts.json); the page syncs no
// layout trait of its own.
const layouts = () => fixture("python-layouts");
/** Mount options for a seat's page showing `view` (the fixture's own by default). */
const seatOf = (view = fixture("attacking")) => ({ view: { ...view, layout: layouts().seat } });
const SEAT = seatOf();
const sentOf = (model, type) => model.sent.filter((m) => m.type === type);

describe("a classroom seat", () => {
  it("shows no menu, open hands, pause, steps or new game, and plays its cards", () => {
    const over = { ...fixture("attacking"), over: true, result_text: "P1 is the durak." };
    const plain = mount("attacking", { view: over });
    expect(plain.root.querySelector(".durak-toolbar")).not.toBeNull();
    expect(plain.root.querySelector(".durak-steps")).not.toBeNull();
    expect(plain.root.querySelector('[data-action="new-game"]')).not.toBeNull();
    const { root } = mount("attacking", seatOf(over));
    for (const selector of [".durak-toolbar", ".durak-steps", '[data-action="menu"]', '[data-action="pause"]', '[data-name="open_hands"]', '[data-action="new-game"]', '[data-action="step"]']) {
      expect(root.querySelector(selector), selector).toBeNull();
    }
    expect(root.querySelector(".durak-result-text").textContent).toBe("P1 is the durak.");
    const seat = mount("attacking", SEAT);
    expect(seat.root.querySelectorAll(".durak-hand-card.durak-legal").length).toBeGreaterThan(0);
    expect(seat.root.querySelector('[data-action="hint"]')).not.toBeNull();
  });

  it("ignores the keys of the controls it leaves out", () => {
    const { root, model } = mount("attacking", SEAT);
    for (const k of ["ArrowLeft", "ArrowRight", "Home", "End", " ", "m", "b"]) key(root, k);
    key(root, "n", { ctrlKey: true });
    expect(model.sent.filter((m) => ["step", "pause", "new_game"].includes(m.type))).toEqual([]);
    expect(root.querySelector(".durak-menu")).toBeNull();
    const plain = mount("attacking");
    key(plain.root, "Home");
    expect(sentOf(plain.model, "step")).toEqual([{ type: "step", to: "first" }]);
  });

  it("says when a bot plays an empty seat or one whose student is away", () => {
    const view = fixture("attacking");
    view.seated = [
      { seat: 0, kind: "remote", name: "Anna", present: true, stand_in: false, text: null },
      { seat: 1, kind: "remote", name: "Ivo", present: false, stand_in: true, text: "A bot plays P1 while Ivo is away." },
    ];
    const { root } = mount("attacking", seatOf(view));
    expect([...root.querySelectorAll(".durak-seated li")].map((li) => li.textContent)).toEqual(["A bot plays P1 while Ivo is away."]);
    expect(mount("attacking").root.querySelector(".durak-seated")).toBeNull();
  });
});

describe("a classroom table's state and names", () => {
  it("says why a table is held, above it, with no live card", () => {
    const view = { ...fixture("attacking"), held: { rule: "table.paused", text: "Paused by the teacher." } };
    const { root } = mount("attacking", seatOf(view));
    const held = root.querySelector(".durak-held");
    expect(held.textContent).toBe("Paused by the teacher.");
    expect(held.getAttribute("role")).toBe("status");
    expect(held.classList.contains("durak-held-table-paused")).toBe(true);
    expect(mount("attacking", SEAT).root.querySelector(".durak-held")).toBeNull();
  });

  it("offers the reader's own seat back as a button when a stand-in plays it", () => {
    const view = fixture("attacking");
    view.seated = [
      { seat: 0, kind: "remote", name: "Anna", present: false, stand_in: true, you: true, text: "A bot is playing for you: tap to take your seat back." },
      { seat: 1, kind: "remote", name: "Ivo", present: true, stand_in: false, text: null },
    ];
    const { root } = mount("attacking", seatOf(view));
    const button = root.querySelector(".durak-seated button.durak-seated-you");
    expect(button.textContent).toBe("A bot is playing for you: tap to take your seat back.");
  });

  it("shows a hidden hand's cards face down with their count, never 'no cards'", () => {
    const view = fixture("attacking");
    view.hand = [];
    view.acting = null;
    view.seats = view.seats.map((s) => ({ ...s, cards: null }));
    const own = view.seats.find((s) => s.seat === view.viewer);
    own.count = 5;
    own.known = [];
    const { root } = mount("attacking", { view: { ...view, layout: layouts().watch } });
    const area = root.querySelector(".durak-hand-area");
    expect(area.textContent).not.toContain("no cards");
    expect(area.querySelectorAll(".durak-seat-cards .durak-mini").length).toBe(5);
    expect(area.querySelector(".durak-count").textContent).toBe("5 cards");
  });

  it("describes only the keys a seat handles", () => {
    const { root } = mount("attacking", SEAT);
    const help = root.querySelector(`#${root.getAttribute("aria-describedby")}`).textContent;
    expect(help).toContain("↑ play");
    for (const ignored of ["Space", "PageUp", "Home", "Ctrl+N", "M menu"]) expect(help, ignored).not.toContain(ignored);
    const plain = mount("attacking").root;
    expect(plain.querySelector(`#${plain.getAttribute("aria-describedby")}`).textContent).toContain("PageUp");
  });
});

describe("a class quiz on a student's page", () => {
  const SCORE = { right: 0, asked: 0, total: 2, done: false, summary: null };
  function quizView(quiz) {
    const view = fixture("attacking");
    view.hand = view.hand.map(({ card }) => ({ card, legal: false }));
    view.acting = null;
    view.legal = [];
    view.quiz = { kind: "legal", prompt: "Is this move legal?", choices: null, answer_by: "yes_no", number: 1, open: true, feedback: null, score: SCORE, last: false, teacher_paced: true, answered: null, ...quiz };
    return view;
  }

  it("shows the answer sent while it waits for the teacher's reveal, with no controls", () => {
    const { root } = mount("attacking", { view: { ...quizView({ answered: "No" }), layout: layouts().class_quiz } });
    expect(root.querySelector(".durak-quiz-waiting").textContent).toContain("Your answer: No");
    expect(root.querySelector('[data-action="quiz-answer"]')).toBeNull();
    expect(root.querySelector(".durak-toolbar")).toBeNull();
  });

  it("shows the feedback after the reveal without Next question (the teacher moves on)", () => {
    const feedback = { correct: false, explanation: "Not quite: the answer is no. Only ranks on the table may be thrown in.", given: true };
    const { root } = mount("attacking", { view: { ...quizView({ open: false, feedback }), layout: layouts().class_quiz } });
    expect(root.querySelector(".durak-quiz-verdict").textContent).toBe("Not quite.");
    expect(root.querySelector('[data-action="quiz-next"]')).toBeNull();
    const own = mount("attacking", { view: quizView({ open: false, feedback, teacher_paced: false }) });
    expect(own.root.querySelector('[data-action="quiz-next"]')).not.toBeNull();
  });
});
