// @ts-check
// The move log: what happened and why it was allowed (or refused), newest last.
import { h } from "../dom.js";

/** @typedef {import("../types.js").LogEntry} LogEntry */

/**
 * The synced `log_tail`: entries are objects (text, why, rule) or plain strings.
 * @param {(LogEntry | string)[] | null | undefined} log
 */
export function renderLog(log) {
  const entries = Array.isArray(log) ? log : [];
  const items = entries.map((entry, i) => {
    if (typeof entry === "string") return h("li", {}, entry);
    const text = entry.text ?? "";
    const why = entry.why ?? null;
    return h(
      "li",
      { class: [entry.legal === false && "durak-log-illegal"], title: entry.rule ? `rule: ${entry.rule}` : null, dataset: { i: entry.i ?? i } },
      h("span", { class: "durak-log-move" }, text),
      why ? h("span", { class: "durak-log-why" }, ` — ${why}`) : null,
    );
  });
  return h(
    "section",
    { class: "durak-log", "aria-label": "move log" },
    h("h4", {}, "Move log"),
    items.length ? h("ol", {}, items) : h("p", { class: "durak-muted" }, "No moves yet."),
  );
}
