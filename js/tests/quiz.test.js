import { describe, expect, it } from "vitest";
import { fixture, key, mount, tick } from "./helpers.js";

const SCORE = { right: 1, asked: 1, total: 3, done: false, summary: null };

function quizView(quiz) {
  const view = fixture("attacking");
  view.hand = view.hand.map(({ card }) => ({ card, legal: false }));
  view.acting = null;
  view.legal = [];
  view.quiz = { kind: "legal", prompt: "Is this move legal?", choices: null, answer_by: "yes_no", number: 2, open: true, feedback: null, score: SCORE, last: false, ...quiz };
  return view;
}

const sentOf = (model, type) => model.sent.filter((m) => m.type === type);

describe("the quiz", () => {
  it("asks a yes/no question and sends a boolean; no card is highlighted or refused", () => {
    const { root, model } = mount("attacking", { view: quizView({}) });
    expect(root.querySelector(".durak-quiz-prompt").textContent).toBe("Is this move legal?");
    expect(root.querySelector(".durak-quiz-head").textContent).toContain("Question 2 of 3");
    expect(root.querySelectorAll(".durak-hand-card.durak-legal, .durak-hand-card.durak-illegal")).toHaveLength(0);
    expect(root.querySelectorAll('.durak-hand-card[aria-disabled="true"]').length).toBe(root.querySelectorAll(".durak-hand-card").length);
    root.querySelector('[data-action="quiz-answer"][data-value="false"]').click();
    expect(sentOf(model, "answer")).toEqual([{ type: "answer", value: false }]);
    // a hand card click sends no move while a question is open
    root.querySelector(".durak-hand-card").click();
    expect(sentOf(model, "move")).toEqual([]);
  });

  it("offers the choices as buttons and sends the chosen text", () => {
    const { root, model } = mount("attacking", { view: quizView({ kind: "why", answer_by: "choice", choices: ["A reason", "Another"] }) });
    const buttons = [...root.querySelectorAll('[data-action="quiz-answer"]')];
    expect(buttons.map((b) => b.textContent)).toEqual(["A reason", "Another"]);
    buttons[1].click();
    expect(sentOf(model, "answer")).toEqual([{ type: "answer", value: "Another" }]);
  });

  it("takes a whole number", () => {
    const { root, model } = mount("attacking", { view: quizView({ kind: "how_many", answer_by: "number" }) });
    const input = root.querySelector(".durak-quiz-number");
    input.value = "3";
    root.querySelector('[data-action="quiz-submit-number"]').click();
    expect(sentOf(model, "answer")).toEqual([{ type: "answer", value: 3 }]);
  });

  it("picks hand cards for which_beats, then submits their codes", async () => {
    const { root, model } = mount("attacking", { view: quizView({ kind: "which_beats", answer_by: "cards", cards: ["6♣", "Q♠"], target: "K♦" }) });
    const cards = [...root.querySelectorAll(".durak-hand-card")];
    expect(cards[0].getAttribute("aria-disabled")).toBeNull();
    cards[0].click();
    await tick();
    const picked = root.querySelector(`.durak-hand-card[data-card="${cards[0].dataset.card}"]`);
    expect(picked.getAttribute("aria-pressed")).toBe("true");
    root.querySelector('[data-action="quiz-submit-cards"]').click();
    expect(sentOf(model, "answer")).toEqual([{ type: "answer", value: [cards[0].dataset.card] }]);
    expect(sentOf(model, "move")).toEqual([]);
  });

  it("shows the feedback and Next question, and the summary at the end", () => {
    const fb = { correct: false, explanation: "Not quite: 6♣ cannot beat K♦.", given: true };
    const { root, model } = mount("attacking", { view: quizView({ open: false, feedback: fb }) });
    expect(root.querySelector(".durak-quiz-feedback").textContent).toContain("Not quite.");
    expect(root.querySelector(".durak-quiz-explanation").textContent).toBe("6♣ cannot beat K♦.");
    root.querySelector('[data-action="quiz-next"]').click();
    expect(sentOf(model, "quiz_next")).toEqual([{ type: "quiz_next" }]);
    const review = "Worth another look: which card beats which (2 missed).";
    const done = { ...SCORE, asked: 3, done: true, summary: `Score: 1 of 3. ${review}`, review };
    model.set("view", quizView({ open: false, feedback: { ...fb, correct: true }, last: true, score: done }));
    return tick().then(() => {
      // the score once (in the heading), the review in words, and another round offered
      expect(root.querySelector(".durak-quiz-summary").textContent).toBe(review);
      expect(root.querySelector(".durak-quiz").textContent.match(/1 of 3/g)).toHaveLength(1);
      const again = root.querySelector('[data-action="quiz-next"]');
      expect(again.textContent).toBe("Another round");
      again.click();
      expect(sentOf(model, "quiz_next")).toHaveLength(2);
    });
  });
});

describe("hint, coach, waiting", () => {
  it("asks for the hint by button and by H, and lists it", async () => {
    const { root, model } = mount("attacking");
    root.querySelector('[data-action="hint"]').click();
    key(root, "h");
    expect(sentOf(model, "hint")).toHaveLength(2);
    model.set("view", { ...fixture("attacking"), hint: ["Throw in 7♦.", "Say done."] });
    await tick();
    expect([...root.querySelectorAll(".durak-hint-list li")].map((li) => li.textContent)).toEqual(["Throw in 7♦.", "Say done."]);
  });

  it("shows the coach's comment and a bot thinking or waiting with a countdown", async () => {
    const coach = { n: 3, move: "P0 attacks 9♦", label: "mistake", text: "Mistake. Keep trumps while the talon lasts.", better: "P0 attacks 7♠" };
    const { root, model } = mount("attacking", { view: { ...fixture("attacking"), coach, thinking: { seat: 1, text: "P1 is thinking…" } } });
    expect(root.querySelector(".durak-coach-label").textContent).toBe("Coach: Mistake");
    expect(root.querySelector(".durak-coach-text").textContent).toBe(coach.text);
    expect(root.querySelector(".durak-thinking").textContent).toBe("P1 is thinking…");
    model.set("view", { ...fixture("attacking"), waiting: { seats: [1], until_ms: 5000, seconds: 5, text: "Everything is beaten: waiting up to 5 s for P1 to throw in." } });
    await tick();
    expect(root.querySelector(".durak-waiting-text").textContent).toContain("waiting up to 5 s");
    expect(root.querySelector(".durak-countdown").textContent).toBe(" 5 s left");
  });
});

describe("drawing from the talon", () => {
  it("sends a card back from the talon once per move that made seats draw", async () => {
    const view = { ...fixture("attacking"), history: { position: 4, length: 4 } };
    const { root, model } = mount("attacking", { view: { ...view, last_draw: { order: [view.viewer, 1], counts: [2, 1], face_up_to: null, text: "You and P1 draw 2 and 1 cards." } } });
    const fly = root.querySelector(".durak-talon .durak-draw-fly");
    expect(fly.classList.contains("durak-draw-down")).toBe(true);
    model.set("view", { ...view, last_draw: null });
    await tick();
    expect(root.querySelector(".durak-draw-fly")).toBeNull();
  });
});
