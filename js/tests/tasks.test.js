// One layout per task (the layouts are Python's, dumped in fixtures/python-layouts.json): each
// task draws only its own controls; a refusal is said once; the panel never contradicts itself;
// the menu shows the rules in play; the coach at work and a bot thinking are visible.
import { afterEach, describe, expect, it } from "vitest";
import { fixture, key, mount } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const layouts = () => fixture("python-layouts");

/** The selectors found in `root` among `selectors`. */
function present(root, selectors) {
  return selectors.filter((s) => root.querySelector(s));
}

const SANDBOX_EDITING = [".durak-steps", ".durak-log", ".durak-comment-box", ".durak-viewpoint", '[data-action="seat"]', ".durak-mode"];
const PLAYING = [".durak-actions", ".durak-selection-info", '[data-action="pause"]', '[data-name="open_hands"]'];

describe("one layout per task", () => {
  it("a quiz shows the question, the position and the score, nothing of sandbox editing", () => {
    const view = { ...fixture("attacking"), mode: "sandbox", quiz: { kind: "legal", prompt: "Is it legal?", choices: null, answer_by: "yes_no", number: 2, open: true, feedback: null, score: { right: 1, asked: 1, total: 3, done: false, summary: null }, last: false } };
    const { root } = mount("attacking", { view, layout_parts: layouts().quiz });
    expect(root.querySelector(".durak-quiz-prompt").textContent).toBe("Is it legal?");
    expect(root.querySelector(".durak-quiz-score").textContent).toBe("Score: 1 of 1");
    expect(root.querySelectorAll(".durak-quiz-answers button")).toHaveLength(2);
    expect(root.querySelector(".durak-hand")).not.toBeNull();
    expect(present(root, [...SANDBOX_EDITING, ...PLAYING, ".durak-hint"])).toEqual([]);
    key(root, "m");
    expect(root.querySelector('[data-action="menu-new-game"]')).toBeNull();
    // beside the position only the rule panel (its answer-giving parts blank, from Python)
    expect([...root.querySelectorAll(".durak-side > *")].map((el) => el.className)).toEqual(["durak-panel"]);
  });

  it("a quiz being prepared says so and draws no table", () => {
    const view = { ...fixture("attacking"), mode: "sandbox", panel: null, quiz: { preparing: true, prompt: "Preparing the quiz: …", open: false, number: 0 } };
    const { root } = mount("attacking", { view, layout_parts: layouts().quiz_preparing });
    const box = root.querySelector(".durak-quiz-preparing");
    expect(box.getAttribute("aria-busy")).toBe("true");
    expect(box.textContent).toBe("Preparing the quiz: …");
    expect(present(root, [".durak-table", ".durak-hand", ".durak-seats", ".durak-quiz-answers"])).toEqual([]);
  });

  it("play has no sandbox editing; a sandbox has its viewpoint and comment box and no pause", () => {
    const play = mount("attacking", { layout_parts: layouts().play }).root;
    expect(present(play, SANDBOX_EDITING).filter((s) => s !== ".durak-steps" && s !== ".durak-log")).toEqual([]);
    expect(play.querySelector('[data-action="pause"]')).not.toBeNull();
    document.body.innerHTML = "";
    const view = { ...fixture("attacking"), mode: "sandbox", to_act: 1 };
    const sandbox = mount("attacking", { view, layout_parts: layouts().sandbox }).root;
    expect(present(sandbox, [".durak-viewpoint", ".durak-comment-box", ".durak-mode"])).toHaveLength(3);
    expect(sandbox.querySelector('[data-action="pause"]')).toBeNull();
    // the seat to act is marked in the viewpoint control
    const marked = sandbox.querySelector(".durak-viewpoint .durak-to-act");
    expect(marked.dataset.seat).toBe("1");
    expect(marked.getAttribute("aria-label")).toBe("P1, to move");
  });

  it("a classroom seat has no steps, open hands, new game, pause or menu", () => {
    const view = { ...fixture("attacking"), over: true, result_text: "P1 is the durak." };
    const { root } = mount("attacking", { view, layout_parts: layouts().seat });
    expect(root.querySelector(".durak-toolbar")).toBeNull();
    expect(present(root, [".durak-steps", '[data-action="new-game"]', '[data-action="pause"]', ".durak-menu-btn"])).toEqual([]);
    expect(root.querySelector(".durak-result").textContent).toBe("P1 is the durak.");
    expect(present(root, [".durak-hand", ".durak-actions", ".durak-log"])).toHaveLength(3);
  });

  it("a guess lesson has no autoplay, comment box, viewpoint, pause or hint button", () => {
    const { at3 } = fixture("python-replay");
    const guess = { active: true, seat: 1, seats: "every", asked: 0, right: 0, total: 4, score: null, feedback: null, frontier: 3, done: false };
    const { root } = mount("attacking", { ...at3, view: { ...at3.view, guess }, layout_parts: layouts().guess });
    expect(present(root, ['[data-action="autoplay"]', ".durak-comment-box", ".durak-viewpoint", '[data-action="pause"]', ".durak-hint", ".durak-replay"])).toEqual([]);
    expect(present(root, [".durak-guess", ".durak-steps", ".durak-log"])).toHaveLength(3);
  });
});

describe("one truth per screen", () => {
  it("says a refusal once, under the hand", () => {
    const message = "8♦ cannot be beaten by 7♦: a card is beaten by a higher card of its suit or a trump.";
    const view = { ...fixture("defending"), last_verdict: { legal: false, rule: "beat.lower_same_suit", message } };
    const { root } = mount("defending", { view, layout_parts: layouts().play });
    const visible = [...root.querySelectorAll("*")].filter((el) => !el.closest(".durak-sr-only") && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.includes(message)));
    expect(visible).toHaveLength(1);
    expect(visible[0].closest(".durak-under-hand")).not.toBeNull();
    expect(root.querySelector(".durak-side .durak-verdict")).toBeNull();
  });

  it("names the ranks open for throw-in without saying the viewer holds one", () => {
    const view = fixture("attacking");
    view.panel = { ...view.panel, status: "Everything is beaten and you have no card that may be added now: say Done." };
    const { root } = mount("attacking", { view, layout_parts: layouts().play });
    const panel = root.querySelector(".durak-panel").textContent;
    expect(panel).toMatch("ranks that may be thrown in: 7, 9");
    expect(panel).not.toMatch("you can throw in");
  });

  it("the menu shows the rules in play and that its rules deal the next game", () => {
    const view = { ...fixture("attacking"), preset: "podkidnoy" };
    const { root } = mount("attacking", { view, layout_parts: layouts().play });
    key(root, "m");
    const menu = root.querySelector(".durak-menu");
    expect(menu.querySelector(".durak-menu-note").textContent).toBe("Playing now: podkidnoy. Changes here apply to the next game: New game deals it.");
    const rules = menu.querySelector('select[data-name="preset"]');
    rules.value = "perevodnoy";
    rules.dispatchEvent(new Event("change", { bubbles: true }));
    expect(menu.querySelector(".durak-menu-note").textContent).toMatch("Playing now: podkidnoy.");
    expect(rules.closest("label").textContent).toMatch("Rules of the next game");
  });
});

describe("the click answered at once", () => {
  it("shows that the coach is looking at the move until its comment comes", () => {
    const coach = { pending: true, n: 3, move: "You attack 7♣", label: null, text: "The coach is looking at your move…" };
    const { root } = mount("attacking", { view: { ...fixture("attacking"), coach }, layout_parts: layouts().play });
    const box = root.querySelector(".durak-coach");
    expect(box.classList.contains("durak-coach-pending")).toBe(true);
    expect(box.getAttribute("aria-busy")).toBe("true");
    expect(box.textContent).toBe("The coach is looking at your move…");
  });

  it("marks the seat of a bot that is thinking", () => {
    const view = { ...fixture("attacking"), thinking: { seat: 1, text: "P1 is thinking…" } };
    const { root } = mount("attacking", { view, layout_parts: layouts().play });
    const seat = root.querySelector('.durak-seat[data-seat="1"]');
    expect(seat.classList.contains("durak-seat-thinking")).toBe(true);
    expect(seat.getAttribute("aria-busy")).toBe("true");
    expect(seat.querySelector(".durak-thinking-badge").textContent).toBe("thinking…");
    expect(root.querySelector('.durak-seat[data-seat="2"] .durak-thinking-badge')).toBeNull();
  });

  it("keeps a long seat name whole in its tooltip", () => {
    const view = fixture("attacking");
    view.seats[1] = { ...view.seats[1], name: "Anna Karenina Arkadyevn…", full_name: "Anna Karenina Arkadyevna Oblonskaya" };
    const { root } = mount("attacking", { view });
    const name = root.querySelector('.durak-seat[data-seat="1"] .durak-seat-name');
    expect(name.textContent).toBe("Anna Karenina Arkadyevn…");
    expect(name.title).toBe("Anna Karenina Arkadyevna Oblonskaya");
  });
});
