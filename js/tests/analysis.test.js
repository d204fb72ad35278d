import { afterEach, describe, expect, it } from "vitest";
import { fixture, mount } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

/** Mount one of the states dumped from Python (tests/fixtures/regenerate.py). */
function mountState(name) {
  const state = fixture("python-analysis")[name];
  return { state, ...mount("attacking", state) };
}

describe("game analysis (fixture dumped from a finished DurakWidget game)", () => {
  it("offers 'Analyse this game' in the result banner of a finished game, and sends the intent", () => {
    const { root, model, state } = mountState("over");
    expect(state.layout_parts.show).toContain("analyse");
    const banner = root.querySelector(".durak-result");
    const button = banner.querySelector('[data-action="analyse"]');
    expect(button.textContent).toBe("Analyse this game");
    button.click();
    expect(model.sent).toEqual([{ type: "analyse" }]);
  });

  it("draws no button where the layout does not offer it", () => {
    const state = fixture("python-analysis").over;
    const layout = { ...state.layout_parts, show: state.layout_parts.show.filter((p) => p !== "analyse") };
    const { root } = mount("attacking", { ...state, layout_parts: layout });
    expect(root.querySelector(".durak-result")).not.toBeNull();
    expect(root.querySelector('[data-action="analyse"]')).toBeNull();
  });

  it("shows a named progress bar with the count in words while the analysis runs", () => {
    const { root, state } = mountState("running");
    const analysis = state.view.analysis;
    const bar = root.querySelector(".durak-result progress");
    expect(bar.getAttribute("aria-label")).toBe("analysis of the game");
    expect(bar.getAttribute("max")).toBe(String(analysis.total));
    expect(bar.getAttribute("value")).toBe(String(analysis.done));
    expect(root.querySelector(".durak-analysis-progress").textContent).toContain(analysis.text);
    expect(root.querySelector('[data-action="analyse"]')).toBeNull();
  });

  it("shows the analysis's summary in the replay, and the estimate of each legal move in percent and words", () => {
    const { root, state } = mountState("analysed");
    const replay = root.querySelector(".durak-replay");
    expect(replay.querySelector(".durak-analysis-text").textContent).toBe(state.view.analysis.text);
    const estimates = state.view.replay.estimates;
    const items = [...replay.querySelectorAll(".durak-estimate")];
    expect(items.length).toBe(estimates.moves.length);
    expect(items.length).toBeGreaterThan(1);
    items.forEach((item, i) => {
      const entry = estimates.moves[i];
      expect(item.textContent).toContain(entry.text);
      expect(item.textContent).toContain(entry.words);
      // The percent is said once: in the words, when the estimate is a chance.
      const said = item.textContent.split(`${entry.percent}%`).length - 1;
      expect(said).toBe(entry.exact ? 0 : 1);
    });
    expect(estimates.moves.some((entry) => !entry.exact)).toBe(true);
    expect(replay.querySelector(".durak-estimates").getAttribute("aria-label")).toBe("the search's estimate of each move");
  });

  it("says the summary once where the record's opening note is the same text", () => {
    const state = fixture("python-analysis").analysed;
    const text = state.view.analysis.text;
    const view = { ...state.view, replay: { ...state.view.replay, annotation: text } };
    const { root } = mount("attacking", { ...state, view });
    // the replay's panel says it as the record's note; the analysis adds only its button
    expect(root.querySelector(".durak-analysis")).not.toBeNull();
    expect(root.querySelector(".durak-analysis-text")).toBeNull();
    expect(root.querySelector(".durak-replay").textContent).toContain(text);
  });

  it("goes to the decisive moment when the analysis names one", () => {
    const state = fixture("python-analysis").analysed;
    const view = { ...state.view, analysis: { ...state.view.analysis, decisive: 5 } };
    const { root, model } = mount("attacking", { ...state, view });
    const button = root.querySelector('[data-action="goto"]');
    expect(button.textContent).toBe("Go to the decisive moment (move 5)");
    button.click();
    expect(model.sent).toEqual([{ type: "step", to: 5 }]);
  });

  it("says the search is looking until the estimates come", () => {
    const { root, state } = mountState("looking");
    const looking = root.querySelector(".durak-estimates");
    expect(looking.textContent).toBe(state.view.replay.estimates.text);
    expect(looking.getAttribute("role")).toBe("status");
    expect(root.querySelector(".durak-estimate")).toBeNull();
  });
});

describe("a failed analysis", () => {
  it("says so in the banner and offers the button again", () => {
    const state = fixture("python-analysis").over;
    const analysis = { running: false, finished: false, failed: true, done: 3, total: 91, decisive: null, text: "The analysis could not be finished." };
    const { root, model } = mount("attacking", { ...state, view: { ...state.view, analysis } });
    const banner = root.querySelector(".durak-result");
    expect(banner.querySelector('[role="alert"]').textContent).toBe(analysis.text);
    banner.querySelector('[data-action="analyse"]').click();
    expect(model.sent).toEqual([{ type: "analyse" }]);
  });
});
