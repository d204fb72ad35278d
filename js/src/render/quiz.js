// @ts-check
// A quiz table's question (view.quiz): the prompt, the answer controls its `answer_by` asks for
// (yes/no, one button per choice, a number, or the hand's cards picked then submitted), then the
// engine's feedback, the score, "Next question" and at the end the summary. Nothing here knows
// the answer: Python checks it (`answer`) and only then sends the feedback.
import { cardText } from "../cards.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";

/**
 * A quiz table's open (or answered) question; while the questions are being prepared only
 * `preparing`, `prompt` (what the table is doing), `open` (false) and `number` (0).
 * @typedef {{kind?: string, prompt: string, choices?: string[] | null, answer_by?: "yes_no" | "choice" | "number" | "cards",
 *   cards?: string[] | null, target?: string | null, seat?: number, number: number, open: boolean,
 *   rules?: string | null, level?: string,
 *   feedback?: {correct: boolean, explanation: string, given?: unknown} | null, preparing?: boolean,
 *   score?: {right: number, asked: number, total: number, done: boolean, summary: string | null, review?: string | null}, last?: boolean,
 *   teacher_paced?: boolean, answered?: string | null}} Quiz  (a class quiz: the teacher moves on; `answered` waits)
 */

/** @typedef {import("../types.js").CardCode} CardCode */

/**
 * @param {string} label
 * @param {string} action
 * @param {Record<string, string | number>} [data]
 * @param {string} [extra]
 */
function button(label, action, data = {}, extra = "") {
  return h("button", { type: "button", class: ["durak-btn", "durak-quiz-btn", extra], dataset: { action, focus: `quiz-${action}-${label}`, ...data } }, label);
}

/**
 * The controls for an open question.
 * @param {Quiz} quiz
 * @param {CardCode[]} picked  the hand cards picked so far (answer_by "cards")
 */
function answerControls(quiz, picked) {
  switch (quiz.answer_by) {
    case "yes_no":
      return h("div", { class: "durak-quiz-answers", role: "group", "aria-label": t("your answer") }, button(t("Yes"), "quiz-answer", { value: "true" }), button(t("No"), "quiz-answer", { value: "false" }));
    case "choice":
      return h(
        "div",
        { class: "durak-quiz-answers durak-quiz-choices", role: "group", "aria-label": t("choose one") },
        (quiz.choices || []).map((c, i) => button(c, "quiz-answer", { value: c, index: i })),
      );
    case "number":
      return h(
        "div",
        { class: "durak-quiz-answers" },
        h("label", {}, t("Your answer: "), h("input", { type: "number", min: "0", step: "1", class: "durak-quiz-number", "aria-label": t("your answer, a whole number"), dataset: { focus: "quiz-number" } })),
        button(t("Answer"), "quiz-submit-number"),
      );
    case "cards": {
      const names = picked.length ? picked.map(cardText).join(" ") : t("none");
      return h(
        "div",
        { class: "durak-quiz-answers" },
        h("p", { class: "durak-quiz-help" }, t("Click the cards in your hand to pick them (click again to drop one). Picked: {names}.", { names })),
        button(picked.length ? t("Submit") : t("Submit: none of them"), "quiz-submit-cards"),
      );
    }
    default:
      return null;
  }
}

/**
 * The explanation without the verdict word it opens with ("Right.", "Верно.", "No exactamente:"),
 * in English or the table's language: the verdict is shown once, above it.
 * @param {string} text
 */
export function withoutVerdict(text) {
  const words = [t("Right."), t("Not quite."), "Right.", "Correct.", "Not quite.", "Wrong."];
  for (const word of words) {
    const stem = word.replace(/[.:!]$/, "");
    if (stem && text.toLowerCase().startsWith(stem.toLowerCase())) {
      return text.slice(stem.length).replace(/^[.:!]?\s*/, "");
    }
  }
  return text;
}

/**
 * @param {Quiz} quiz
 */
function feedbackBox(quiz) {
  const fb = quiz.feedback;
  if (!fb) return null;
  const score = quiz.score;
  return h(
    "div",
    { class: ["durak-quiz-feedback", fb.correct ? "durak-quiz-right" : "durak-quiz-wrong"], role: "status" },
    h("p", { class: "durak-quiz-verdict" }, fb.correct ? t("Right.") : t("Not quite.")),
    // the verdict is said once, above: not again at the start of the explanation
    h("p", { class: "durak-quiz-explanation" }, withoutVerdict(fb.explanation)),
    // the end: what to review in words (the score is in the heading), and another round
    score?.done && (score.review || score.summary) ? h("p", { class: "durak-quiz-summary" }, score.review || score.summary) : null,
    quiz.teacher_paced ? null : quiz.last ? (score?.done ? button(t("Another round"), "quiz-next", {}, "durak-quiz-next") : null) : button(t("Next question"), "quiz-next", {}, "durak-quiz-next"),
  );
}

/**
 * A class quiz's answer sent and waiting for the teacher's reveal.
 * @param {string} given
 */
function waitingBox(given) {
  return h(
    "div",
    { class: "durak-quiz-waiting", role: "status" },
    h("p", {}, t("Your answer: {answer}", { answer: given })),
    h("p", { class: "durak-quiz-help" }, t("The teacher reveals the answer to the whole class.")),
  );
}

/**
 * The quiz box, or null on other tables.
 * @param {{quiz?: Quiz | null}} view
 * @param {CardCode[]} picked
 */
export function renderQuiz(view, picked) {
  const quiz = view.quiz;
  if (!quiz) return null;
  if (quiz.preparing) {
    return h(
      "section",
      { class: "durak-quiz durak-quiz-preparing", "aria-busy": "true", role: "status" },
      h("span", { class: "durak-spinner", "aria-hidden": "true" }),
      h("p", { class: "durak-quiz-prompt" }, quiz.prompt),
    );
  }
  const s = quiz.score;
  return h(
    "section",
    { class: "durak-quiz", "aria-label": t("quiz question {n}", { n: quiz.number }) },
    h(
      "div",
      { class: "durak-quiz-head" },
      h("span", { class: "durak-quiz-number-label" }, s?.total ? t("Question {n} of {total}", { n: quiz.number, total: s.total }) : t("Question {n}", { n: quiz.number })),
      // the one rule set every question of this quiz is asked in
      quiz.rules ? h("span", { class: "durak-quiz-rules" }, t("Rules: {rules}", { rules: quiz.rules })) : null,
      s ? h("span", { class: "durak-quiz-score" }, t("Score: {right} of {asked}", s)) : null,
    ),
    h("p", { class: "durak-quiz-prompt" }, quiz.prompt),
    quiz.open ? (quiz.answered != null ? waitingBox(quiz.answered) : answerControls(quiz, picked)) : feedbackBox(quiz),
  );
}
