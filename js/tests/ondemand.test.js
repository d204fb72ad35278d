import { describe, expect, it } from "vitest";
import { fixture, mount, tick } from "./helpers.js";

// the compact view Python sends now: no text or reason in hand entries
function compact() {
  const view = fixture("attacking");
  view.history = { position: 12, length: 12 };
  view.hand = view.hand.map(({ card, legal, uses }) => ({ card, legal, ...(uses.length ? { uses } : {}) }));
  return view;
}

const entry = (n, text) => ({ n, seat: 0, text, rule: "attack.open" });

describe("what Python sends on demand", () => {
  it("numbers log entries by their real move number and asks for the page before them", async () => {
    const { root, model } = mount("attacking", { view: compact() });
    model.set("log_tail", [entry(11, "P0 attacks 7♠"), { ...entry(12, "P1 beats 7♠ with 9♠"), why: "9♠ beats 7♠" }]);
    await tick();
    const numbers = [...root.querySelectorAll(".durak-log-n")].map((el) => el.textContent);
    expect(numbers).toEqual(["11.", "12."]);
    const older = root.querySelector('[data-action="log-older"]');
    expect(older.textContent).toBe("Earlier moves (1–10)");
    older.click();
    expect(model.sent.at(-1)).toEqual({ type: "log_page", before: 11 });
    const page = Array.from({ length: 10 }, (_, i) => entry(i + 1, `move ${i + 1}`));
    for (const fn of model.handlers["msg:custom"]) fn({ type: "log_page", before: 11, entries: page, more: false });
    await tick();
    const all = [...root.querySelectorAll(".durak-log-n")].map((el) => el.textContent);
    expect(all).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}.`));
    expect(root.querySelector('[data-action="log-older"]')).toBeNull();
  });

  it("asks why an unplayable card cannot be played, once, and shows the answer", async () => {
    const { root, model } = mount("attacking", { view: compact() });
    const bad = root.querySelector('.durak-hand-card[aria-disabled="true"]');
    expect(bad).not.toBeNull();
    const card = bad.dataset.card;
    bad.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    bad.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(model.sent.filter((m) => m.type === "why_card")).toEqual([{ type: "why_card", card }]);
    for (const fn of model.handlers["msg:custom"]) fn({ type: "card_reason", card, text: "no rank on the table matches", message: "x" });
    await tick();
    const again = root.querySelector(`.durak-hand-card[data-card="${card}"]`);
    expect(again.getAttribute("title")).toBe("no rank on the table matches");
  });
});
