// @ts-check
// Guess the move (view.guess): the prompt "Find the move of P1", the answer to the latest guess
// (right / better than the game's move / also good / a different legal move / not legal) with
// the figures behind it, and the score (once). The learner
// answers with the usual card clicks; the step controls stop at the frontier (controls.js).
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").Guess} Guess */

/** @param {string} kind */
function heading(kind) {
  if (kind === "right") return t("Right!");
  if (kind === "better") return t("Better than the game's move");
  if (kind === "also_good") return t("Also good");
  if (kind === "different") return t("A different move");
  if (kind === "illegal") return t("Not legal");
  return kind;
}

/**
 * The feedback's text without its opening verdict when the heading says it already
 * ("Better than the game's move: P1 beats ..." under that heading: "P1 beats ...").
 * @param {string} text
 * @param {string | null | undefined} head
 */
export function underHeading(text, head) {
  if (!head || !text.startsWith(`${head}: `)) return text;
  const rest = text.slice(head.length + 2);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Whose move to find, in words.
 * @param {CommonView} view
 * @param {Guess} guess
 */
export function guessPrompt(view, guess) {
  if (guess.done) return t("Lesson complete.");
  if (!guess.active) return t("Watch the game go on…");
  const seat = (view.seats || []).find((s) => s.seat === guess.seat);
  const name = seat ? seat.name ?? `P${seat.seat}` : `P${guess.seat ?? "?"}`;
  if (guess.seats === "every") return t("Find the move of {name}: play what you think comes next.", { name });
  return t("Your move. Find the move of {name}: play what you think comes next.", { name });
}

/**
 * The score line: the view's own, else counted.
 * @param {Guess} guess
 */
export function guessScore(guess) {
  return guess.score || t("Score: {right} of {asked} right ({total} to find).", guess);
}

/**
 * The lesson's panel (nothing outside a lesson).
 * @param {CommonView} view
 */
export function renderGuess(view) {
  const guess = view.guess;
  if (!guess) return null;
  const fb = guess.feedback;
  return h(
    "section",
    { class: ["durak-guess", guess.active && "durak-guess-active"], "aria-label": t("guess the move") },
    h("p", { class: "durak-guess-prompt", role: "status" }, guessPrompt(view, guess)),
    fb
      ? h(
          "div",
          { class: ["durak-guess-feedback", `durak-guess-${fb.kind}`], dataset: { kind: fb.kind } },
          h("p", { class: "durak-guess-kind" }, fb.heading || heading(fb.kind)),
          // the verdict and its figures in at most two sentences, the heading's words not said
          // again; the record's note is beside its card, and the score in its own line below
          h("p", { class: "durak-guess-text" }, underHeading(fb.text, fb.heading)),
        )
      : null,
    h("p", { class: "durak-guess-score" }, guessScore(guess)),
  );
}

/**
 * The furthest position the step controls may reach (the frontier during a lesson).
 * @param {CommonView} view
 */
export function stepLimit(view) {
  const length = view.history?.length ?? 0;
  return view.guess ? Math.min(length, view.guess.frontier) : length;
}
