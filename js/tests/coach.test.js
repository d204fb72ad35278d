// The coach's comment beside the move: its heading is the one Python words ("Good", "No better
// move", "Mistake"), and the move it is about is in the text and on hover, never glued to the
// heading ("Coach: Good on You beat 7♠ with 10♥").
import { describe, expect, it } from "vitest";
import { renderCoach } from "../src/render/coach.js";

describe("the coach's comment", () => {
  it("uses Python's heading and keeps the move out of it", () => {
    const el = renderCoach({
      coach: { label: "good", title: "No better move", move: "You beat 7♠ with 10♥", text: "No move does clearly better here." },
    });
    expect(el?.querySelector(".durak-coach-label")?.textContent).toBe("Coach: No better move");
    expect(el?.textContent).not.toContain(" on You");
    expect(el?.getAttribute("title")).toBe("You beat 7♠ with 10♥");
  });

  it("falls back to the label's own word", () => {
    const el = renderCoach({ coach: { label: "mistake", text: "Mistake. You spent the trump." } });
    expect(el?.querySelector(".durak-coach-label")?.textContent).toBe("Coach: Mistake");
  });
});
