// @ts-check
// Notes on moves: the annotation's marks and comment beside the card just played (on the table),
// and a small comment box in sandbox and replay that notes a comment and a mark on the move just
// played (the `annotate` intent).
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {import("../types.js").CommonView} CommonView */
/** @typedef {import("../types.js").Annotation} Annotation */

export const MARKS = ["!", "?", "!!", "??", "!?", "?!"];

/**
 * The card the note of the move just played belongs to, if any.
 * @param {CommonView} view
 */
export function annotatedCard(view) {
  return view.annotation?.card ?? view.replay?.annotated_card ?? null;
}

/**
 * The note beside `card` when it is the annotated card (else null).
 * @param {CommonView} view
 * @param {string} card
 */
export function renderNote(view, card) {
  if (!card || annotatedCard(view) !== card) return null;
  const note = view.annotation;
  const marks = note?.marks ?? view.replay?.marks ?? "";
  const comment = note ? note.comment : view.replay?.annotation ?? null;
  if (!marks && !comment) return null;
  return h(
    "span",
    { class: "durak-note", role: "note", title: comment || marks },
    marks ? h("span", { class: "durak-note-marks" }, marks) : null,
    comment ? h("span", { class: "durak-note-comment" }, comment) : null,
  );
}

/**
 * The comment box, after a move (the layout shows it in sandbox and replay).
 * @param {CommonView} view
 */
export function renderCommentBox(view) {
  const position = view.history?.position ?? 0;
  if (position < 1) return null;
  const note = view.annotation;
  // the record's own note is in the replay panel already: said here only when noted at the table
  const fromRecord = Boolean(view.replay) && note?.comment === view.replay?.annotation && note?.marks === (view.replay?.marks ?? note?.marks);
  return h(
    "section",
    { class: "durak-comment-box", "aria-label": t("note on move {n}", { n: position }) },
    note && !fromRecord && note.move_number === position && (note.marks || note.comment)
      ? h("p", { class: "durak-comment-now" }, t("Move {n}: ", { n: position }), note.marks ? h("b", {}, `${note.marks} `) : null, note.comment ?? "")
      : null,
    h(
      "div",
      { class: "durak-comment-row" },
      h(
        "select",
        { class: "durak-comment-mark", "aria-label": t("mark"), dataset: { focus: "comment-mark" } },
        h("option", { value: "" }, t("mark")),
        MARKS.map((m) => h("option", { value: m }, m)),
      ),
      h("textarea", { class: "durak-comment-text", rows: "2", maxlength: "2000", "aria-label": t("comment on move {n}", { n: position }), placeholder: t("comment on move {n}", { n: position }), dataset: { focus: "comment-text" } }),
      h("button", { type: "button", class: "durak-btn", dataset: { action: "annotate", move: position, focus: "comment-save" } }, t("Note")),
    ),
  );
}

/**
 * The `annotate` intent for the comment box holding `button`, and clears its text.
 * @param {HTMLElement} button
 * @returns {{type: "annotate", move: number, comment: string, mark?: string} | null}
 */
export function annotateIntent(button) {
  const box = button.closest(".durak-comment-box");
  const text = box?.querySelector("textarea");
  const select = box?.querySelector("select");
  const move = Number(button.dataset.move);
  if (!box || !Number.isInteger(move) || move < 1) return null;
  const comment = text ? text.value.replace(/[{}]/g, "").slice(0, 2000) : "";
  const mark = select ? select.value : "";
  if (text) text.value = "";
  if (select) select.value = "";
  return mark ? { type: "annotate", move, comment, mark } : { type: "annotate", move, comment };
}
