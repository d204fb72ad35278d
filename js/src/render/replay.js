// @ts-check
// Replay mode: the record's title and summary, the annotation of the move that led here (with
// its !/? marks), a what-if note with "back to the main line", a scrubber and autoplay (the
// viewpoint control is its own part: render/viewpoint.js).
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { renderAnalysisSummary, renderEstimates } from "./analysis.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").Options} Options */

/**
 * Autoplay speeds offered next to the scrubber: [milliseconds between moves, label].
 * @returns {[number, string][]}
 */
export function autoplaySpeeds() {
  return [
    [3000, t("slow")],
    [1500, t("normal")],
    [700, t("fast")],
  ];
}

/**
 * The replay panel (nothing outside replay mode).
 * @param {CommonView} view
 * @param {Options} options
 */
export function renderReplay(view, options) {
  const replay = view.replay;
  if (!replay) return null;
  const hist = view.history || { position: 0, length: 0 };
  const autoplay = Boolean(options.autoplay ?? replay.autoplay);
  return h(
    "section",
    { class: "durak-replay", "aria-label": t("replay of a recorded game") },
    replay.title ? h("h3", { class: "durak-replay-title" }, replay.title) : null,
    renderAnalysisSummary(view),
    replay.summary && hist.position === 0 ? h("p", { class: "durak-replay-summary" }, replay.summary) : null,
    !view.guess && (replay.annotated_move || replay.annotation) // a lesson shows it with the answer
      ? h(
          "div",
          { class: "durak-annotation" },
          replay.annotated_move
            ? h("p", { class: "durak-annotated-move" }, replay.annotated_move, replay.marks ? h("span", { class: "durak-marks", title: t("the annotator's mark") }, ` ${replay.marks}`) : null)
            : null,
          replay.annotation ? h("p", {}, replay.annotation) : null,
        )
      : null,
    view.guess ? null : renderEstimates(replay.estimates),
    replay.main_line
      ? null
      : h(
          "div",
          { class: "durak-branch" },
          h("p", {}, t("What if: your own line, leaving the record after move {n}.", { n: replay.branch_at ?? "?" })),
          h("button", { type: "button", class: "durak-btn", dataset: { action: "main-line", focus: "main-line" } }, t("Back to the main line")),
        ),
    h(
      "div",
      { class: "durak-scrub-row" },
      h(
        "label",
        { class: "durak-scrub" },
        h("span", {}, t("move")),
        h("input", {
          type: "range",
          min: "0",
          max: String(hist.length),
          value: String(hist.position),
          "aria-valuetext": t("move {position} of {length}", hist),
          dataset: { action: "scrub", focus: "scrub" },
        }),
      ),
      view.guess
        ? null
        : h(
            "button",
            {
              type: "button",
              class: ["durak-btn", "durak-toggle", autoplay && "durak-on"],
              "aria-pressed": autoplay,
              dataset: { action: "autoplay", focus: "autoplay" },
              title: t("play the recorded moves one by one"),
            },
            autoplay ? t("Stop") : t("Autoplay"),
          ),
      view.guess ? null : speedSelect(options.autoplay_ms ?? 1500),
    ),
  );
}

/** @param {number} current */
function speedSelect(current) {
  const speeds = autoplaySpeeds();
  const known = speeds.some(([ms]) => ms === current);
  const items = known ? speeds : [...speeds, [current, t("{ms} ms", { ms: current })]];
  return h(
    "label",
    { class: "durak-autoplay-speed" },
    h("span", {}, t("speed")),
    h(
      "select",
      { dataset: { action: "option-select", name: "autoplay_ms", focus: "autoplay-speed" } },
      ...items.map(([ms, label]) => h("option", { value: String(ms), selected: ms === current || null }, label)),
    ),
  );
}
