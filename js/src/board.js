// @ts-check
// One layout for every game: toolbar, menu, error, result banner; the game's seats, table and
// hand with its line under the hand; beside them the replay panel, the game's rule panel, the
// refusal, the step controls and the move log.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { renderSteps, renderToolbar } from "./render/controls.js";
import { renderCoach, renderWaiting, waitLeft } from "./render/coach.js";
import { renderHint } from "./render/hint.js";
import { renderLog } from "./render/log.js";
import { renderMenu, renderSeriesLine } from "./render/menu.js";
import { renderError, renderResult, renderVerdict } from "./render/panel.js";
import { renderQuiz } from "./render/quiz.js";
import { renderReplay } from "./render/replay.js";
import { renderCommentBox } from "./render/annotate.js";
import { renderGuess } from "./render/guess.js";
import { renderBlank, renderNarration, renderPresentationBar } from "./render/presentation.js";
import { renderSeated } from "./render/seated.js";
import { classroomSeat } from "./task.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Options} Options */
/** @typedef {import("./uiTypes.js").UiState} UiState */
/** @typedef {import("./uiTypes.js").UiView} UiView */
/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./uiTypes.js").GameModule<View>} Game */
/** @typedef {import("./menuTypes.js").MenuInfo} MenuInfo */

/**
 * The board's next content (morphed into the live board by the caller).
 * @param {View} view
 * @param {{options: Options, log: (LogEntry | string)[] | undefined, ui: UiState, uiView: UiView, game: Game, menu?: MenuInfo}} parts
 */
export function renderBoard(view, { options, log, ui, uiView, game, menu }) {
  const next = h("div");
  if (!view.seats) {
    next.append(h("p", { class: "durak-muted" }, t("Dealing…")));
    return next;
  }
  const quizLine = view.quiz ? (view.quiz.open ? t("Answer the question above the table.") : t("The answer is explained above the table.")) : null;
  const info = quizLine ? { ok: true, text: quizLine } : ui.hint ? { ok: true, text: ui.hint } : game.describe(view, ui.sel.cards);
  const own = game.render(view, uiView, info);
  const seat = classroomSeat(options);
  next.append(
    seat ? "" : renderToolbar(view, options, ui),
    renderPresentationBar(view, options) || "",
    renderMenu(view, options, ui, game, menu) || "",
    renderError(view) || "",
    renderResult(view, !seat) || "",
    renderQuiz(view, ui.sel.cards) || "",
    h(
      "div",
      { class: "durak-layout" },
      h(
        "div",
        { class: "durak-main" },
        renderSeriesLine(view) || "",
        ...own.main,
        h("div", { class: "durak-under-hand" }, ...own.under),
        renderWaiting(view, waitLeft(ui, view)) || "",
        renderSeated(view) || "",
        renderCoach(view) || "",
        renderHint(view) || "",
      ),
      h("div", { class: "durak-side" }, renderGuess(view) || "", renderReplay(view, options) || "", own.panel, renderCommentBox(view) || "", renderVerdict(view) || "", seat ? "" : renderSteps(view), renderLog(log)),
    ),
    renderNarration(view, options) || "",
    renderBlank(ui.blank) || "",
  );
  return next;
}

const SIZES = new Set(["small", "medium", "large"]);

/**
 * The root's classes: card size, four colours, hints, game over.
 * @param {View} view
 * @param {Options} options
 */
export function rootClass(view, options) {
  const size = options.card_size && SIZES.has(options.card_size) ? options.card_size : "medium";
  return ["durak-root", `durak-size-${size}`, options.four_colour && "durak-four-colour", options.hints !== false && "durak-hints", view.over && "durak-over", options.presentation && "durak-presentation", view.mode === "replay" && "durak-mode-replay"]
    .filter(Boolean)
    .join(" ");
}
