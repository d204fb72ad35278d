// @ts-check
// The viewpoint control (sandbox and replay): the seat the table is drawn from, chosen with the
// `seat` intent; it stays there whoever moves. The seat whose turn it is is marked (in a sandbox
// its open hand is played where it sits, whatever the viewpoint).
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { seatName } from "./seats.js";

/** @typedef {import("../types.js").CommonView} CommonView */

/**
 * The row of seat buttons (nothing without seats).
 * @param {CommonView} view
 */
export function renderViewpoint(view) {
  const seats = view.seats || [];
  if (!seats.length) return null;
  return h(
    "div",
    { class: "durak-viewpoint", role: "group", "aria-label": t("view the game from") },
    h("span", {}, t("view from")),
    seats.map((s) => {
      const toAct = view.to_act === s.seat && !view.over;
      const name = seatName(s);
      return h(
        "button",
        {
          type: "button",
          class: ["durak-btn", "durak-toggle", s.seat === view.viewer && "durak-on", toAct && "durak-to-act"],
          "aria-pressed": s.seat === view.viewer,
          "aria-label": toAct ? t("{name}, to move", { name }) : name,
          title: s.full_name ?? (toAct ? t("{name}, to move", { name }) : null),
          dataset: { action: "seat", seat: s.seat, focus: `viewpoint-${s.seat}` },
        },
        name,
        toAct ? h("span", { class: "durak-to-act-mark", "aria-hidden": "true" }, " ▸") : null,
      );
    }),
  );
}
