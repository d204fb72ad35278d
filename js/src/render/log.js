// @ts-check
// The move log: what happened and why it was allowed (or refused), newest last, each entry
// numbered by its real move number. Python syncs only the newest entries; "Earlier moves" asks
// for the page before the oldest one shown (`log_page`, see ondemand.js).
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {import("../types.js").LogEntry} LogEntry */

/**
 * The synced `log_tail` (with any older pages in front): objects (n, text, why, rule) or strings.
 * @param {(LogEntry | string)[] | null | undefined} log
 */
export function renderLog(log) {
  const entries = Array.isArray(log) ? log : [];
  const items = entries.map((entry, i) => {
    if (typeof entry === "string") return h("li", {}, entry);
    const text = entry.text ?? "";
    const why = entry.why ?? null;
    const n = entry.n ?? (entry.i != null ? entry.i + 1 : null);
    return h(
      "li",
      { class: [entry.legal === false && "durak-log-illegal"], title: entry.rule ? t("rule: {rule}", entry) : null, dataset: { i: entry.i ?? i, n: n ?? "" } },
      n != null ? h("span", { class: "durak-log-n" }, `${n}.`) : null,
      h("span", { class: "durak-log-move" }, text),
      why ? h("span", { class: "durak-log-why" }, ` — ${why}`) : null,
    );
  });
  const first = entries.find((e) => typeof e === "object");
  const firstN = typeof first === "object" ? first.n ?? 1 : 1;
  const older =
    firstN > 1
      ? h(
          "button",
          { type: "button", class: "durak-btn durak-log-older", dataset: { action: "log-older", before: firstN, focus: "log-older" } },
          firstN === 2 ? t("Earlier move (1)") : t("Earlier moves (1–{last})", { last: firstN - 1 }),
        )
      : null;
  return h(
    "section",
    { class: "durak-log", "aria-label": t("move log") },
    h("h4", {}, t("Move log")),
    older,
    items.length ? h("ol", {}, items) : h("p", { class: "durak-muted" }, t("No moves yet.")),
  );
}
