"""Every visible text of the widget reaches a contrast of 4.5:1 against its background, in
JupyterLab's light and dark themes: measured from the computed styles of each text's element
(its colour, with any ancestor's opacity) against the backgrounds under it (composited up to
the page; a gradient counts by its worst colour). Tables in several states: a refusal, the
result banner, a replay's what-if box, four players in sandbox mode with an empty table."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, set_theme

pytestmark = pytest.mark.e2e

PLAY = """\
from durak_widget import DurakWidget, Game
game = Game.from_position(
    [["7C", "7D", "9H", "QS", "KD", "AH"], ["8C", "10D", "JS", "6H", "9C", "KC"]],
    talon=["6C", "10C", "8H", "JD", "QC", "6S"],
    attacker=0,
)
w = DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0)
w
"""

OVER = """\
end = Game.from_position([["AS"], ["6H", "7H"]], trump="S")
w2 = DurakWidget(end, seed=1, bot_delay_ms=0, quiet_ms=0)
w2
"""

REPLAY = """\
r = DurakWidget.replay("beating")
r
"""

SANDBOX = """\
s = DurakWidget(players=4, mode="sandbox", seed=5, bot_delay_ms=0, quiet_ms=0)
s.set_option("four_colour", True)
s
"""

# Returns [{text, ratio, fg, bg, cls}] for every visible text node under the roots.
MEASURE = r"""
(roots) => {
  const parse = (c) => {
    const m = /rgba?\(([^)]+)\)/.exec(c || "");
    if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, under) => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat([1]);
  };
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  // the candidate backgrounds under el: each layer's colour, a gradient's every colour
  const backgrounds = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      const img = s.backgroundImage;
      const grads = img && img.includes("gradient") ? (img.match(/rgba?\([^)]+\)/g) || []).map(parse) : [];
      const col = parse(s.backgroundColor);
      const options = grads.length ? grads : col && col[3] > 0 ? [col] : [];
      if (options.length) {
        layers.push(options);
        if (options.every((o) => o[3] >= 1)) break;
      }
    }
    let bases = [[255, 255, 255, 1]];
    for (const options of layers.reverse()) bases = options.flatMap((o) => bases.map((b) => over(o, b)));
    return bases;
  };
  const out = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim();
      const el = n.parentElement;
      if (!text || !el || el.closest(".durak-sr-only") || el.closest("option, select")) continue;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      if (r.width < 2 || r.height < 2 || s.visibility !== "visible") continue;
      let alpha = 1;
      for (let e = el; e && e !== document.body; e = e.parentElement) alpha *= Number(getComputedStyle(e).opacity);
      const fg0 = parse(s.color);
      if (!fg0) continue;
      let worst = null;
      for (const bg of backgrounds(el)) {
        const fg = over([fg0[0], fg0[1], fg0[2], fg0[3] * alpha], bg);
        const q = ratio(fg, bg);
        if (!worst || q < worst.ratio) worst = { text: text.slice(0, 40), ratio: Math.round(q * 100) / 100, fg: fg.slice(0, 3).map(Math.round).join(","), bg: bg.slice(0, 3).map(Math.round).join(","), cls: el.className };
      }
      if (worst) out.push(worst);
    }
  }
  return out;
}
"""  # noqa: E501


OWN = """\
o = DurakWidget.own_trumps(seed=4, bot_delay_ms=0, quiet_ms=0)
o
"""

QUIZ = """\
q = DurakWidget.quiz(questions=3, seed=3)
q
"""

COACH = """\
only = Game.from_position([["7S", "8D"], ["8S", "JH", "6D", "9C"]], trump="H", attacker=0)
c = DurakWidget(only, coach=True, bot_delay_ms=0, quiet_ms=0, bots="random")
c
"""


def measure(page):
    roots = page.locator(".jp-NotebookPanel:visible .durak-root")
    return roots.evaluate_all(MEASURE)


def test_every_text_reaches_contrast_in_light_and_dark(page, lab, artifacts):
    lab.write_notebook("contrast.ipynb", [PLAY, OVER, REPLAY, SANDBOX, OWN, QUIZ, COACH])
    open_notebook(page, lab, "contrast.ipynb")
    for i in range(7):
        run_cell(page, i)
    roots = page.locator(".jp-NotebookPanel:visible .durak-root")
    expect(roots).to_have_count(7)
    first, second, third = roots.nth(0), roots.nth(1), roots.nth(2)
    hand = first.locator(".durak-hand")
    # a refusal: after 7♣ is beaten, 9♥ cannot be thrown in (no 9 on the table)
    hand.get_by_role("button", name="7 of clubs", exact=True).click()
    first.get_by_role("button", name="attack with the selected cards").click()
    expect(first.locator(".durak-pair .durak-defence")).to_have_count(1)
    hand.get_by_role("button", name="9 of hearts", exact=True).click(force=True)
    first.locator(".durak-slot").click()
    expect(first.locator(".durak-verdict")).to_be_visible()
    # the result banner: the last card wins
    second.locator(".durak-hand").get_by_role("button", name="ace of spades, trump").click()
    second.get_by_role("button", name="attack with the selected cards").click()
    expect(second.locator(".durak-result")).to_contain_text("durak")
    expect(second.locator(".durak-role-durak")).to_have_count(1)
    # the what-if box: off the record at move 3
    third.locator(".durak-scrub input").fill("3")
    expect(third.locator(".durak-position")).to_have_text("move 3 of 5")
    third.locator(".durak-viewpoint").get_by_role("button", name="P1, to move").click()
    third.locator(".durak-hand").get_by_role("button", name="king of clubs").click()
    third.locator('.durak-pair .durak-attack[data-card="9C"]').click()
    expect(third.locator(".durak-branch")).to_be_visible()
    # the hint list, the menu, a quiz answer's feedback, a coach's comment
    first.get_by_role("button", name="What can I do? (H)").click()
    expect(first.locator(".durak-hint-list li").first).to_be_visible()
    roots.nth(3).get_by_role("button", name="☰ Menu").click()
    expect(roots.nth(3).get_by_role("dialog", name="menu")).to_be_visible()
    quiz = roots.nth(5)
    quiz.locator('[data-action="quiz-answer"]').first.click()
    expect(quiz.locator(".durak-quiz-feedback")).to_be_visible()
    coached = roots.nth(6)
    coached.locator(".durak-hand").get_by_role("button", name="7 of spades").click()
    coached.get_by_role("button", name="attack with the selected cards").click()
    expect(coached.locator(".durak-pair")).to_have_count(1)
    page.mouse.move(0, 0)

    worst = {}
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        set_theme(page, theme)
        page.wait_for_timeout(500)
        found = measure(page)
        assert len(found) > 50, found
        low = sorted(found, key=lambda f: f["ratio"])
        worst[theme] = low[0]
        tag = "light" if "Light" in theme else "dark"
        for i in range(7):
            roots.nth(i).scroll_into_view_if_needed()
            roots.nth(i).screenshot(path=str(artifacts / f"contrast-{tag}-{i}.png"))
        failing = {(f["cls"], f["fg"], f["bg"]): f for f in low if f["ratio"] < 4.5}
        assert not failing, f"{theme}: {list(failing.values())}"
    print("lowest contrast:", worst)
    set_theme(page, "JupyterLab Light")
