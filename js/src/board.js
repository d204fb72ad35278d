// @ts-check
// One board for every game and task: the toolbar, menu, error, result banner and quiz box; the
// game's seats, table and hand with the line and buttons under the hand (where a refusal is
// said, once); beside them the lesson, replay and viewpoint panels, the game's rule panel, the
// comment box, the step controls and the move log. Which of these a view draws is the view's
// layout (layout.js): Python decides it for the viewer's task, this file only follows it.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { shows } from "./layout.js";
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
import { renderViewpoint } from "./render/viewpoint.js";
import { renderSeated } from "./render/seated.js";
import { renderHeld } from "./render/held.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Options} Options */
/** @typedef {import("./types.js").Layout} Layout */
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
  const layout = uiView.layout;
  /** @param {string} part */
  const show = (part) => shows(layout, part);
  const next = h("div");
  if (!view.seats) {
    next.append(h("p", { class: "durak-muted" }, t("Dealing…")));
    return next;
  }
  // a refusal is said once, under the hand, in place of the selection's line (the refused card
  // is no longer selected: the refusal says what to do instead); the buttons keep their row
  // above that line, so a long refusal never moves them
  // (a card selected since: the line says what the new selection can do)
  const refusal = show("verdict") && !ui.hint && !ui.sel.cards.length ? renderVerdict(view) : null;
  const info = ui.hint ? { ok: true, text: ui.hint } : refusal ? null : game.describe(view, ui.sel.cards);
  const own = game.render(view, uiView, info);
  const line = refusal || (show("selection") ? own.selection : null);
  const under = [show("actions") ? own.actions : null, line].filter(Boolean);
  const side = [
    show("guess") ? renderGuess(view) : null,
    show("replay") ? renderReplay(view, options) : null,
    show("viewpoint") ? renderViewpoint(view) : null,
    show("panel") ? own.panel : null,
    show("comment") ? renderCommentBox(view) : null,
    show("steps") ? renderSteps(view) : null,
    show("log") ? renderLog(log) : null,
  ].filter(Boolean);
  next.append(
    renderToolbar(view, options, ui, layout) || "",
    show("presentation_bar") ? renderPresentationBar(view, options) || "" : "",
    show("menu") ? renderMenu(view, options, ui, game, menu, layout) || "" : "",
    renderHeld(view) || "",
    renderError(view) || "",
    renderResult(view, show("new_game"), show("analyse")) || "",
    show("quiz") ? renderQuiz(view, ui.sel.cards) || "" : "",
    h(
      "div",
      { class: ["durak-layout", !side.length && "durak-no-side"] },
      h(
        "div",
        { class: "durak-main" },
        show("series") ? renderSeriesLine(view) || "" : "",
        show("seats") ? own.seats : "",
        show("table") ? own.table : "",
        show("hand") ? own.hand : "",
        under.length ? h("div", { class: "durak-under-hand" }, under) : "",
        show("waiting") ? renderWaiting(view, waitLeft(ui, view)) || "" : "",
        show("seats") ? renderSeated(view) || "" : "",
        show("coach") ? renderCoach(view) || "" : "",
        show("hint") ? renderHint(view) || "" : "",
      ),
      side.length ? h("div", { class: "durak-side" }, side) : "",
    ),
    show("narration") ? renderNarration(view, options) || "" : "",
    renderBlank(ui.blank) || "",
  );
  return next;
}

const SIZES = new Set(["small", "medium", "large"]);

/**
 * The root's classes: card size, four colours, hints, game over, the task.
 * @param {View} view
 * @param {Options} options
 * @param {Layout | null} [layout]
 */
export function rootClass(view, options, layout = null) {
  const size = options.card_size && SIZES.has(options.card_size) ? options.card_size : "medium";
  const task = layout?.task ?? (view.mode === "replay" ? "replay" : null);
  return [
    "durak-root",
    `durak-size-${size}`,
    options.four_colour && "durak-four-colour",
    options.hints !== false && "durak-hints",
    view.over && "durak-over",
    options.presentation && "durak-presentation",
    task && `durak-task-${task}`,
    // a replay keeps its height while stepping (a lesson grows with its feedback instead)
    (task === "replay" || (task === "presentation" && view.mode === "replay")) && "durak-mode-replay",
  ]
    .filter(Boolean)
    .join(" ");
}
