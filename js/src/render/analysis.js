// @ts-check
// Game analysis: "Analyse this game" in the result banner, a progress bar while Python judges
// every move, the summary with a way to the decisive moment once it is done, and in a replay
// the search's estimate beside each legal move of the seat to act (in percent and in words,
// never by colour alone).
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/**
 * The analysis of a finished game (`view.analysis`): its progress, then its summary and the
 * number of the decisive move.
 * @typedef {{running: boolean, finished: boolean, failed: boolean, done: number, total: number, decisive: number | null, text: string}} Analysis
 */

/**
 * The search's estimates of the legal moves of a replay's seat to act
 * (`view.replay.estimates`; `pending`: "looking…" until they come).
 * @typedef {{seat: number, pending: boolean, text: string, moves: {move: object, text: string, value: number, percent: number, exact: boolean, words: string}[]}} Estimates
 */

/**
 * The "Analyse this game" button (a finished game, where the layout offers it), or the
 * progress bar while the analysis runs; nothing otherwise.
 * @param {CommonView} view
 * @param {boolean} offered  the layout shows the `analyse` part
 */
export function renderAnalyseButton(view, offered) {
  const analysis = view.analysis;
  if (analysis?.running) return renderProgress(analysis);
  if (!offered || !view.over || analysis?.finished) return null;
  const button = h("button", { type: "button", class: "durak-btn", dataset: { action: "analyse", focus: "result-analyse" } }, t("Analyse this game"));
  // a failed analysis says so beside the button, which tries again
  return analysis?.failed ? h("span", { class: "durak-analysis-progress" }, h("span", { role: "alert" }, analysis.text), button) : button;
}

/**
 * The analysis's progress: a `<progress>` with an accessible name, and the count in words.
 * @param {Analysis} analysis
 */
export function renderProgress(analysis) {
  return h(
    "div",
    { class: "durak-analysis-progress" },
    h("progress", { max: String(Math.max(analysis.total, 1)), value: String(analysis.done), "aria-label": t("analysis of the game"), "aria-valuetext": analysis.text }),
    h("span", { class: "durak-analysis-text" }, analysis.text),
  );
}

/**
 * The finished analysis in a replay: its summary and a button to the decisive moment.
 * @param {CommonView} view
 */
export function renderAnalysisSummary(view) {
  const analysis = view.analysis;
  if (!analysis) return null;
  if (analysis.running) return renderProgress(analysis);
  // At the record's start its opening note is this same summary: say it once.
  const said = view.replay?.annotation === analysis.text;
  return h(
    "div",
    { class: "durak-analysis", role: "status" },
    said ? null : h("p", { class: "durak-analysis-text" }, analysis.text),
    analysis.decisive
      ? h("button", { type: "button", class: "durak-btn", dataset: { action: "goto", to: String(analysis.decisive), focus: "analysis-decisive" } }, t("Go to the decisive moment (move {n})", { n: analysis.decisive }))
      : null,
  );
}

/**
 * The search's estimate of each legal move of the seat to act ("looking…" until it comes).
 * @param {Estimates | null | undefined} estimates
 */
export function renderEstimates(estimates) {
  if (!estimates) return null;
  if (estimates.pending || !estimates.moves.length) {
    return h("p", { class: "durak-estimates durak-muted", role: "status" }, estimates.text);
  }
  return h(
    "section",
    { class: "durak-estimates", "aria-label": t("the search's estimate of each move") },
    h("p", { class: "durak-estimates-text" }, estimates.text),
    h(
      "ul",
      {},
      ...estimates.moves.map((entry) =>
        h(
          "li",
          { class: "durak-estimate" },
          h("span", { class: "durak-estimate-move" }, entry.text),
          // The words carry the figure ("62% chance not to be the durak") or the sure result
          // ("wins with best play"): the percent is said once.
          h("span", { class: "durak-estimate-words" }, `: ${entry.words}`),
        ),
      ),
    ),
  );
}
