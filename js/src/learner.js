// @ts-check
// The learner's helpers around the table: quiz answers (buttons, a number, hand cards picked
// then submitted), "Next question", the "What can I do?" hint (button and key H), and the
// countdown of the quiet window (view.waiting), re-drawn every second while it runs.
import { t } from "./i18n.js";
import { canAskHint } from "./render/hint.js";

/** @typedef {import("./types.js").Model} Model */
/** @typedef {import("./types.js").View} View */
/** @typedef {import("./uiTypes.js").UiState} UiState */

/**
 * Listen on `root`; returns the function that stops listening.
 * @param {Model} model
 * @param {HTMLElement} root
 * @param {UiState} ui
 * @param {() => View} view
 * @param {() => void} render
 */
export function attachLearner(model, root, ui, view, render) {
  /** @param {import("./types.js").Intent} msg */
  const send = (msg) => model.send(msg);

  /** @param {unknown} value */
  function answer(value) {
    send({ type: "answer", value: /** @type {any} */ (value) });
    ui.sel = { cards: [], cursor: ui.sel.cursor };
  }

  /** @param {MouseEvent} event */
  function onClickCapture(event) {
    const target = event.target instanceof Element ? event.target.closest("[data-action]") : null;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    const quiz = view().quiz;
    const action = target.dataset.action ?? "";
    const isHandCard = target.classList.contains("durak-hand-card");
    if (quiz?.open && isHandCard) {
      // while a question is open the hand answers it (or does nothing): no move is sent
      event.stopPropagation();
      const card = target.dataset.card;
      if (quiz.answer_by !== "cards" || !card) return;
      const cards = ui.sel.cards.includes(card) ? ui.sel.cards.filter((c) => c !== card) : [...ui.sel.cards, card];
      ui.sel = { cards, cursor: ui.sel.cursor };
      render();
      return;
    }
    switch (action) {
      case "quiz-answer": {
        const raw = target.dataset.value ?? "";
        answer(quiz?.answer_by === "yes_no" ? raw === "true" : raw);
        break;
      }
      case "quiz-submit-number": {
        const input = root.querySelector(".durak-quiz-number");
        const value = input instanceof HTMLInputElement ? Number(input.value) : NaN;
        if (input instanceof HTMLInputElement && input.value !== "" && Number.isInteger(value) && value >= 0) answer(value);
        else if (input instanceof HTMLInputElement) input.setCustomValidity(t("Enter a whole number from 0.")), input.reportValidity();
        break;
      }
      case "quiz-submit-cards":
        answer([...ui.sel.cards]);
        break;
      case "quiz-next":
        send({ type: "quiz_next" });
        break;
      case "hint":
        send({ type: "hint" });
        break;
      default:
        return;
    }
    event.stopPropagation();
  }

  /** @param {KeyboardEvent} event */
  function onKeyDown(event) {
    const tag = event.target instanceof Element ? event.target.tagName : "";
    if (tag === "INPUT" && event.key === "Enter") {
      const submit = root.querySelector('[data-action="quiz-submit-number"]');
      if (submit instanceof HTMLElement) submit.click();
      return;
    }
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || event.ctrlKey || event.metaKey || event.altKey) return;
    if ((event.key === "h" || event.key === "H") && canAskHint(view())) {
      event.preventDefault();
      event.stopPropagation();
      send({ type: "hint" });
    }
  }

  // the countdown: a new quiet window starts counting when first seen; redrawn each second
  // (render/coach.js's waitLeft notes when a window starts; this only redraws it)
  function tick() {
    if (view().waiting) render();
  }
  const timer = setInterval(tick, 500);

  root.addEventListener("click", onClickCapture, true);
  root.addEventListener("keydown", onKeyDown, true);
  return () => {
    root.removeEventListener("click", onClickCapture, true);
    root.removeEventListener("keydown", onKeyDown, true);
    clearInterval(timer);
  };
}
