"""Click-to-screen latency of the table in a real JupyterLab + Chromium, measured inside the page.

    .venv/bin/python benchmarks/widget_latency.py [--moves 30]

The script starts JupyterLab on 127.0.0.1 (a temporary root and Jupyter dirs) and drives
Debian's Chromium through Playwright. For each table it plays `--moves` learner moves by
clicking, as a learner does (a legal card, then its target; or Done / Take), and times from the
click, with ``performance.now()`` and a MutationObserver inside the page:

- **move shown**: until the learner's own move is on the table (the history position changes,
  or a refusal is announced), whatever else is on;
- **bot's reply**: until the bot's answer is on the table (the position changes again);
- **coach's comment**: until "the coach is looking at your move…" gives way to the comment
  (or to nothing, when the coach has nothing clear to say).

Tables: the plain one (SimpleBot, no coach) and the heavy one (StrongBot and the coach), both
with ``bot_delay_ms=0, quiet_ms=0`` so that a bot answers as soon as it has decided. The floor
of this stack, a trivial anywidget counter's round trip, is measured in the same run (before and
after the tables). The load
of the machine (``os.getloadavg``) is printed before and after: on a shared machine, compare
within one run. Needs Debian chromium (scripts/ensure-chromium.sh).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from e2e.lab import LAUNCH_ARGS, LabServer, open_notebook, run_cell
from playwright.sync_api import sync_playwright

COUNTER = '''\
import anywidget, traitlets

class Counter(anywidget.AnyWidget):
    _esm = """
    export default { render({ model, el }) {
      const b = document.createElement("button");
      b.className = "bench-counter";
      const update = () => { b.textContent = `count ${model.get("count")}`; };
      b.addEventListener("click", () => model.send({ type: "inc" }));
      model.on("change:count", update);
      update();
      el.append(b);
      return () => model.off("change:count", update);
    } };
    """
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, content, _b: setattr(self, "count", self.count + 1))

Counter()
'''

TABLES = {
    "SimpleBot, no coach": """\
from durak_widget import DurakWidget
DurakWidget(seed=7, bot_delay_ms=0, quiet_ms=0)
""",
    "StrongBot and the coach": """\
from durak_widget import DurakWidget
DurakWidget(seed=7, bots="strong", coach=True, bot_delay_ms=0, quiet_ms=0)
""",
}

# One timed click on the counter.
COUNTER_CLICK_JS = """() => new Promise((resolve) => {
  const b = document.querySelector(".bench-counter");
  const before = b.textContent;
  const obs = new MutationObserver(() => {
    if (b.textContent !== before) { obs.disconnect(); resolve(performance.now() - t0); }
  });
  obs.observe(b, { subtree: true, childList: true, characterData: true });
  const t0 = performance.now();
  b.click();
})"""

# One learner move on table `index`, chosen from what the table offers (a highlighted legal
# card onto its target, or Done / Take), timed from the click: {kind, move, bot, coach} in ms
# (bot and coach null when they did not come), null when there was nothing to do yet, or
# {kind: "new game"} (untimed) when the game was over.
MOVE_JS = """async (index) => {
  const panel = ".jp-NotebookPanel:not(.lm-mod-hidden) ";
  const root = document.querySelectorAll(panel + ".durak-root")[index];
  const q = (s) => root.querySelector(s);
  const busy = () => q(".durak-coach-pending") || q(".durak-seat-thinking");
  const settle = () => new Promise((resolve) => {
    let timer = setTimeout(done, 150);
    const obs = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, 150); });
    function done() {
      if (busy()) { timer = setTimeout(done, 50); return; }
      obs.disconnect(); resolve();
    }
    obs.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const timed = (click) => new Promise((resolve) => {
    const pos = () => q(".durak-position")?.textContent;
    const live = () => q(".durak-live")?.textContent || "";
    const p0 = pos(), l0 = live();
    const out = { move: null, bot: null, coach: null };
    let moved = null, coachSeen = false;
    const finish = () => { obs.disconnect(); clearTimeout(timeout); resolve(out); };
    const timeout = setTimeout(finish, 15000);
    const obs = new MutationObserver(() => {
      const now = performance.now() - t0;
      const refused = live() !== l0 && live().startsWith("Not allowed");
      if (out.move === null && (pos() !== p0 || refused)) { out.move = now; moved = pos(); }
      if (out.move !== null && out.bot === null && pos() !== moved && pos() !== p0) out.bot = now;
      if (q(".durak-coach-pending")) coachSeen = true;
      else if (coachSeen && out.coach === null) out.coach = now;
      const coachDone = !coachSeen || out.coach !== null;
      if (out.move !== null && out.bot !== null && coachDone) finish();
    });
    obs.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    const t0 = performance.now();
    click();
  });
  await settle();
  const again = q(".durak-result [data-action=new-game]");
  if (again) { again.click(); await settle(); return { kind: "new game" }; }
  const card = q(".durak-hand-card.durak-legal");
  if (card) {
    card.click();                       // select (local, not timed)
    const target = q(".durak-attack.durak-target");
    const slot = q(".durak-slot.durak-slot-ready");
    const to = target || slot;
    if (to) return { kind: target ? "defend" : "attack", ...(await timed(() => to.click())) };
    card.click();                       // deselect: nothing to drop it on
  }
  for (const action of ["done", "take"]) {
    const b = q(`.durak-btn-enabled[data-action=${action}]`);
    if (b) return { kind: action, ...(await timed(() => b.click())) };
  }
  return null;
}"""


def pct(values, p):
    values = sorted(values)
    k = (len(values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def summary(name, values):
    if not values:
        return f"{name:<42} n=  0"
    return (
        f"{name:<42} n={len(values):3d}  median {statistics.median(values):7.1f} ms  "
        f"p95 {pct(values, 0.95):7.1f} ms  max {max(values):7.1f}"
    )


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def play(page, index, moves):
    """`moves` timed learner moves on table `index`: the lists of timings and the kinds."""
    shown, bots, coaches, kinds, idle = [], [], [], {}, 0
    while len(shown) < moves and idle < 300:
        result = page.evaluate(MOVE_JS, index)
        if result is None or result.get("kind") == "new game":
            idle += result is None
            page.wait_for_timeout(30)
            continue
        if result["move"] is None:
            idle += 1
            continue
        shown.append(result["move"])
        if result["bot"] is not None:
            bots.append(result["bot"])
        if result["coach"] is not None:
            coaches.append(result["coach"])
        kinds[result["kind"]] = kinds.get(result["kind"], 0) + 1
    return shown, bots, coaches, kinds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=30, help="timed learner moves per table")
    args = parser.parse_args()
    print(f"before: {load()}")
    t_start = time.monotonic()
    lab = LabServer()
    print(f"JupyterLab up in {time.monotonic() - t_start:.1f} s on {lab.base}")
    results = {}
    try:
        lab.write_notebook("bench.ipynb", [COUNTER, *TABLES.values()])
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**LAUNCH_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            open_notebook(page, lab, "bench.ipynb")
            for i in range(1 + len(TABLES)):
                run_cell(page, i)
            page.wait_for_selector(".bench-counter")
            page.wait_for_function(
                "(n) => document.querySelectorAll('.durak-root .durak-hand').length >= n",
                arg=len(TABLES),
            )
            for _ in range(5):  # warm up
                page.evaluate(COUNTER_CLICK_JS)
            results["counter"] = [page.evaluate(COUNTER_CLICK_JS) for _ in range(args.moves)]
            for index, name in enumerate(TABLES):
                table = page.locator(".jp-NotebookPanel:visible .durak-root").nth(index)
                table.scroll_into_view_if_needed()
                results[name] = play(page, index, args.moves)
            page.locator(".bench-counter").scroll_into_view_if_needed()
            results["counter"] += [page.evaluate(COUNTER_CLICK_JS) for _ in range(args.moves)]
            browser.close()
    finally:
        lab.stop()
    print(f"after:  {load()}  (a machine shared with other work: compare within this run)")
    print()
    floor = results["counter"]
    print(summary("counter round trip (the floor, before/after)", floor))
    for name in TABLES:
        shown, bots, coaches, kinds = results[name]
        print(f"\n{name}: {sum(kinds.values())} moves {kinds}")
        print(summary("  click -> the learner's move shown", shown))
        print(summary("  click -> the bot's reply shown", bots))
        if coaches:
            print(summary("  click -> the coach's comment shown", coaches))
        if shown:
            ratio = statistics.median(shown) / statistics.median(floor)
            print(f"  move shown, median over the floor's: {ratio:.2f}x (target: p95 < 100 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
