// @ts-check
// What Python sends only when asked (custom messages), to keep every update small: why a hand
// card cannot be played (`why_card` -> `card_reason`, asked when an unplayable card is focused,
// hovered or clicked) and older pages of the move log (`log_page` -> `log_page`).

import { playEntries } from "./input/selection.js";

/** @typedef {import("./types.js").Model} Model */
/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").LogEntry} LogEntry */

/**
 * What was fetched so far: older log entries (oldest first), whether even older ones exist, and
 * the reasons of unplayable cards for the position they were asked in (`key`).
 * @typedef {{entries: LogEntry[], more: boolean, reasons: Map<string, string>, asked: Set<string>, key: string}} LogPages
 */

/** @returns {LogPages} */
export function emptyPages() {
  return { entries: [], more: true, reasons: new Map(), asked: new Set(), key: "" };
}

/** @param {View} view */
function positionKey(view) {
  const hand = playEntries(view).map((e) => `${e.card}${e.legal ? "+" : "-"}`).join(",");
  return `${view.mode}/${view.history?.position}/${view.history?.length}/${view.viewer}/${hand}`;
}

/**
 * Before a render: put the reasons known for this position into its hand entries, and return
 * the older entries still worth showing before `tail` (same game, older than the tail's first).
 * @param {LogPages} pages
 * @param {(LogEntry | string)[] | null | undefined} tail
 * @param {View} view
 */
export function olderEntries(pages, tail, view) {
  const key = positionKey(view);
  if (key !== pages.key) {
    pages.key = key;
    pages.reasons.clear();
    pages.asked.clear();
  }
  for (const e of playEntries(view)) if (!e.legal && pages.reasons.has(e.card)) e.reason = pages.reasons.get(e.card);
  const first = (Array.isArray(tail) ? tail : []).find((e) => typeof e === "object" && e.n != null);
  const firstN = typeof first === "object" && first.n != null ? first.n : Infinity;
  const length = view?.history?.length ?? Infinity;
  if (pages.entries.some((e) => (e.n ?? 0) > length)) pages.entries = [];
  return pages.entries.filter((e) => (e.n ?? 0) < firstN);
}

/**
 * Listen for the on-demand answers and ask for them; returns the function that stops it.
 * @param {Model} model
 * @param {HTMLElement} root
 * @param {LogPages} pages
 * @param {() => View} view
 * @param {() => void} render
 */
export function attachOnDemand(model, root, pages, view, render) {
  /** @param {any} msg */
  function onMessage(msg) {
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "card_reason" && typeof msg.card === "string") {
      // the reason belongs to this position: forgotten once the position or the hand changes
      if (pages.key === positionKey(view())) pages.reasons.set(msg.card, String(msg.text || msg.message || ""));
      render();
    } else if (msg.type === "log_page" && Array.isArray(msg.entries)) {
      const byN = new Map(pages.entries.map((e) => [e.n, e]));
      for (const e of msg.entries) if (e && typeof e === "object") byN.set(e.n, e);
      pages.entries = [...byN.values()].sort((a, b) => (a.n ?? 0) - (b.n ?? 0));
      pages.more = Boolean(msg.more);
      render();
    }
  }

  /** @param {Event} event */
  function askWhy(event) {
    const t = event.target instanceof Element ? event.target.closest(".durak-hand-card") : null;
    if (!(t instanceof HTMLElement) || t.getAttribute("aria-disabled") !== "true" || !t.dataset.card) return;
    const v = view();
    if (v.quiz?.open) return;
    const entry = playEntries(v).find((e) => e.card === t.dataset.card);
    if (!entry || entry.legal || entry.reason) return;
    if (pages.key !== positionKey(v) || pages.asked.has(entry.card)) return;
    pages.asked.add(entry.card);
    model.send({ type: "why_card", card: entry.card });
  }

  /** @param {MouseEvent} event */
  function onClick(event) {
    const t = event.target instanceof Element ? event.target.closest('[data-action="log-older"]') : null;
    if (!(t instanceof HTMLElement)) return;
    const before = Number(t.dataset.before);
    if (before > 1) model.send({ type: "log_page", before });
  }

  model.on("msg:custom", onMessage);
  root.addEventListener("focusin", askWhy);
  root.addEventListener("mouseover", askWhy);
  root.addEventListener("click", onClick);
  return () => {
    model.off("msg:custom", onMessage);
    root.removeEventListener("focusin", askWhy);
    root.removeEventListener("mouseover", askWhy);
    root.removeEventListener("click", onClick);
  };
}
