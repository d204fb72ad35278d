import { afterEach, describe, expect, it } from "vitest";
import { fixture, mount, tick } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("replay mode (fixture dumped from DurakWidget.replay('beating'))", () => {
  it("shows the record's title, the annotation with its move, a scrubber and autoplay", () => {
    const { at3 } = fixture("python-replay");
    const { root, model } = mount("attacking", at3);
    const panel = root.querySelector(".durak-replay");
    expect(panel.querySelector(".durak-replay-title").textContent).toBe(at3.view.replay.title);
    expect(panel.querySelector(".durak-annotated-move").textContent).toMatch(at3.view.replay.annotated_move);
    expect(panel.textContent).toMatch(at3.view.replay.annotation);
    expect(panel.querySelector(".durak-branch")).toBeNull();
    const scrub = panel.querySelector('input[type="range"]');
    expect(scrub.max).toBe(String(at3.view.history.length));
    expect(scrub.value).toBe("3");
    scrub.value = "1";
    scrub.dispatchEvent(new Event("change", { bubbles: true }));
    panel.querySelector('[data-action="autoplay"]').click();
    expect(model.sent).toEqual([
      { type: "step", to: 1 },
      { type: "option", name: "autoplay", value: true },
    ]);
  });

  it("sets the autoplay speed", () => {
    const { at3 } = fixture("python-replay");
    const { root, model } = mount("attacking", at3);
    const speed = root.querySelector('.durak-autoplay-speed select');
    expect(speed.value).toBe("1500");
    speed.value = "700";
    speed.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent).toEqual([{ type: "option", name: "autoplay_ms", value: 700 }]);
  });

  it("lets the learner choose a seat, and offers the way back to the main line", () => {
    const { branch } = fixture("python-replay");
    const { root, model } = mount("attacking", branch);
    const note = root.querySelector(".durak-branch");
    expect(note.textContent).toMatch(`after move ${branch.view.replay.branch_at}`);
    note.querySelector("button").click();
    const pick = root.querySelector('.durak-viewpoint [aria-pressed="false"]');
    pick.click();
    expect(model.sent).toEqual([{ type: "main_line" }, { type: "seat", seat: Number(pick.dataset.seat) }]);
  });

  it("moves the scrubber when Python steps, even after the learner dragged it", async () => {
    const { at3 } = fixture("python-replay");
    const { root, model } = mount("attacking", at3);
    const scrub = root.querySelector('input[type="range"]');
    scrub.value = "5"; // the learner dragged it; Python answers with position 4
    model.set("view", { ...at3.view, history: { ...at3.view.history, position: 4 } });
    await tick();
    expect(root.querySelector('input[type="range"]')).toBe(scrub);
    expect(scrub.value).toBe("4");
  });

  it("keeps keyboard focus in the widget when the focused step button is disabled", async () => {
    const { at3 } = fixture("python-replay");
    const { root, model } = mount("attacking", at3);
    root.querySelector('[data-focus="step-back"]').focus();
    model.set("view", { ...at3.view, history: { ...at3.view.history, position: 0 } });
    await tick();
    expect(root.querySelector('[data-focus="step-back"]').disabled).toBe(true);
    expect(root.contains(document.activeElement)).toBe(true);
    expect(document.activeElement.disabled).not.toBe(true);
  });

  it("shows no seat choice and no replay panel in play mode", () => {
    const { root } = mount("attacking");
    expect(root.querySelector(".durak-seat-pick")).toBeNull();
    expect(root.querySelector(".durak-replay")).toBeNull();
  });
});
