// @ts-check
// Who holds the seats at a classroom's table (view.seated): the table says when a bot plays an
// empty seat or one whose student is away. The reader's own seat played by a stand-in (`you`)
// is a button: the page takes the seat back on any tap or key (classroom/static/seat.js).
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {import("../types.js").View} View */

/**
 * The stand-in lines, or null when every seat is played by whoever holds it.
 * @param {View} view
 */
export function renderSeated(view) {
  const lines = (view.seated || [])
    .filter((s) => s.stand_in && s.text)
    .map((s) => (s.you ? h("li", { class: "durak-seated-mine" }, h("button", { type: "button", class: "durak-btn durak-btn-primary durak-seated-you" }, s.text || "")) : h("li", {}, s.text || "")));
  if (!lines.length) return null;
  return h("ul", { class: "durak-seated", "aria-label": t("seats") }, ...lines);
}
