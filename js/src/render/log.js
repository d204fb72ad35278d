// The move log: what happened and why it was allowed (or refused), newest last.
import { h } from "../dom.js";

export function renderLog(log) {
  const entries = Array.isArray(log) ? log : [];
  const items = entries.map((entry, i) => {
    if (typeof entry === "string") return h("li", {}, entry);
    const text = entry.text ?? entry.move ?? "";
    const why = entry.why ?? entry.explanation ?? entry.message ?? null;
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
