"""The classroom site: notebook 01 in JupyterLite (Pyodide), offline, played by clicking.

The notebook installs durak_widget from the site (its guard cell), then a Durak table takes an
attack, the bot's take and a Done, and a Svoi Kozyri table a pick-up: moves whose messages leave
fields absent, which must reach Python as absent (not as Pyodide's `jsnull`).
"""

from __future__ import annotations

import re

from e2e.lab import run_cell
from playwright.sync_api import expect

from .site import insert_cell_here, only_this_host, open_lite_notebook

# P1 holds no spade (trumps: the talon's last card) and no club above the ace: it must take.
DURAK = """\
from durak_widget import DurakWidget, Game
game = Game.from_position(
    [["AC", "7D", "9H", "QS", "KD", "AH"], ["8C", "10D", "6H", "9C", "KC", "JH"]],
    talon=["6C", "10C", "8H", "JD", "QC", "6S"],
    attacker=0,
)
DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0)
"""

OWN_TRUMPS = """\
from durak_widget.own_trumps import OwnTrumps
ot = OwnTrumps.from_position(
    hands=[["7C", "QH", "9D", "KS", "6H", "10C"], ["9C", "AS", "10D", "JC", "8H", "7D"]],
    trumps=["H", "S"],
    pile=["6C", "JD", "7S", "6D", "8D"],
    turn=0,
)
DurakWidget(game=ot, seed=1, bot_delay_ms=0, quiet_ms=0)
"""

# What Pyodide makes of a browser message with a JS null in it, checked by the intent parser.
JSNULL = """\
import js
from durak_widget.table.intents import parse_intent
raw = js.JSON.parse(
    '{"type": "move", "move": {"kind": "attack", "player": 0, "cards": ["AC"], "target": null}}'
).to_py()
print(type(raw["move"]["target"]).__name__, raw["move"]["target"] is None)
intent = parse_intent(raw, players=2, controlled=[0], history_length=0)
print("parsed:", type(intent).__name__, intent.move)
"""


def cell_widget(page, index):
    """The durak widget in the output of code cell `index`."""
    return page.locator(".jp-Notebook .jp-CodeCell").nth(index).locator(".durak-root")


def test_notebook_01_plays_offline_in_jupyterlite(page, context, lite_server, clock, artifacts):
    blocked = only_this_host(context, lite_server.base)
    open_lite_notebook(page, lite_server.base, "01_learn_the_rules.ipynb")
    kernel_ready = clock()
    run_cell(page, 0, timeout=240_000)  # the guard cell: %pip install durak_widget (piplite)
    run_cell(page, 1, timeout=120_000)  # the notebook's own imports

    index = insert_cell_here(page, DURAK)
    run_cell(page, index, timeout=120_000)
    root = cell_widget(page, index)
    hand = root.locator(".durak-hand")
    expect(hand.get_by_role("button")).to_have_count(6, timeout=60_000)
    first_table = clock()
    print(f"\nLite: kernel idle {kernel_ready:.0f} s, first playable table {first_table:.0f} s")
    root.screenshot(path=str(artifacts / "lite-table.png"))

    # an attack (no target): the bot cannot beat the ace of clubs and takes
    pairs = root.locator(".durak-pair")
    verdict = root.locator(".durak-verdict")
    hand.get_by_role("button", name="ace of clubs", exact=True).click()
    root.get_by_role("button", name="attack with the selected cards").click()
    expect(verdict).to_have_count(0)
    expect(root.locator(".durak-log")).to_contain_text("You attack A♣")  # the learner is "you"
    expect(root.locator(".durak-log")).to_contain_text("P1 takes")
    # Done (no card): the bout ends, P1 keeps the ace; P0 draws back to six and attacks again
    root.locator(".durak-btn-done").click()
    expect(verdict).to_have_count(0)
    expect(pairs).to_have_count(0)
    expect(root.locator(".durak-log")).to_contain_text("You say done")
    expect(hand.get_by_role("button")).to_have_count(6)

    # Svoi Kozyri: pick up (no card), the hand grows by what the button said
    index = insert_cell_here(page, OWN_TRUMPS)
    run_cell(page, index, timeout=120_000)
    root = cell_widget(page, index)
    hand = root.locator(".durak-hand")
    pick_up = root.locator(".durak-btn-pick-up")
    expect(pick_up).to_have_text(re.compile(r"Pick up \d+"), timeout=60_000)
    count = int(pick_up.inner_text().rsplit(" ", 1)[1])
    before = hand.get_by_role("button").count()
    pick_up.click()
    expect(root.locator(".durak-verdict")).to_have_count(0)
    expect(hand.get_by_role("button")).to_have_count(before + count)

    # the boundary itself: Pyodide turns a JS null into jsnull, the parser reads it as absent
    index = insert_cell_here(page, JSNULL)
    run_cell(page, index, timeout=60_000)
    output = page.locator(".jp-Notebook .jp-CodeCell").nth(index).locator(".jp-OutputArea")
    expect(output).to_contain_text("JsNull False")
    expect(output).to_contain_text("parsed: MoveIntent P0 attacks A♣")
    assert blocked == [], f"the site asked for other hosts: {blocked[:5]}"
