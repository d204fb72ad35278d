"""The truth gate for the strategy principles: each example confirmed by the search (the taught
move the best, the weak one clearly worse, the coach naming the principle), the strategy page
and notebook 08 saying the same, in the same order, with figures the search reproduces."""

import dataclasses
import importlib.util
import itertools
import json
import math
import re
from pathlib import Path

import pytest
from truth_gate import DEALS, SLOW_DEALS, principle_problems

from durak_widget import Card, Move
from durak_widget.coach import PRINCIPLES
from durak_widget.coach.evidence import weigh
from durak_widget.engine.cards import SUIT_NAMES

ROOT = Path(__file__).resolve().parents[2]
STRATEGY = (ROOT / "docs" / "strategy.md").read_text(encoding="utf-8")
NOTEBOOK = json.loads((ROOT / "notebooks" / "08_strategy.ipynb").read_text(encoding="utf-8"))


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_each_principle_is_confirmed_by_the_search(key):
    assert principle_problems(PRINCIPLES[key], deals=DEALS) == []


@pytest.mark.slow
@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_each_principle_is_confirmed_with_a_bigger_budget(key):
    assert principle_problems(PRINCIPLES[key], deals=SLOW_DEALS, seed=2) == []


def test_a_planted_false_example_is_caught():
    example = PRINCIPLES["keep_trumps"]
    swapped = dataclasses.replace(example, weak=example.strong, strong=example.weak)
    problems = principle_problems(swapped)
    assert any("is not the best" in p for p in problems)
    assert any("is not clearly worse" in p for p in problems)
    # the coach names another principle for this example's weak move
    misnamed = dataclasses.replace(PRINCIPLES["beat_cheaply"], key="rank_opening")
    assert any(
        re.search(r"the coach says (inaccuracy|mistake|blunder) \(beat_cheaply\)", p)
        for p in principle_problems(misnamed)
    )


# ----------------------------------------------------------------- the strategy page


def _title(principle) -> str:
    return principle.name[0].upper() + principle.name[1:]


def _section(principle) -> str:
    start = STRATEGY.index(f"\n## {_title(principle)}\n")
    end = STRATEGY.find("\n## ", start + 1)
    return STRATEGY[start : end if end >= 0 else len(STRATEGY)]


def test_the_page_and_notebook_teach_the_principles_in_the_same_order():
    headings = re.findall(r"^## (.+)$", STRATEGY, re.MULTILINE)
    taught = [h for h in headings if h in {_title(p) for p in PRINCIPLES.values()}]
    assert taught == [_title(p) for p in PRINCIPLES.values()]
    cells = ["".join(c["source"]) for c in NOTEBOOK["cells"] if c["cell_type"] == "markdown"]
    numbered = [m for cell in cells for m in re.findall(r"^## \d+\. (.+)$", cell, re.MULTILINE)]
    assert numbered == [_title(p) for p in PRINCIPLES.values()]
    lessons = ["".join(c["source"]) for c in NOTEBOOK["cells"] if c["cell_type"] == "code"]
    keys = [m for cell in lessons for m in re.findall(r'^lesson\("(\w+)"', cell, re.MULTILINE)]
    assert keys == list(PRINCIPLES)
    # the value table lists them in the same order
    table = re.findall(r"^\| ([a-z][^|]+?) \| [+−-]\d", STRATEGY, re.MULTILINE)
    assert table == [p.name for p in PRINCIPLES.values()]


_CARDS = r"((?:(?:10|[2-9JQKA])[♠♥♦♣] ?)+)"


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_the_page_describes_each_example_as_the_engine_sets_it_up(key):
    principle = PRINCIPLES[key]
    section = _section(principle)
    assert principle.weak in section and principle.strong in section
    game = principle.position()
    comments = "\n".join(line for line in section.splitlines() if line.startswith("# "))
    for seat, cards in re.findall(rf"(P\d): {_CARDS}", comments):
        shown = {Card.parse(c) for c in cards.split()}
        hand = set(principle.hands[int(seat[1])])
        assert shown == {Card.parse(c) for c in hand}, (seat, cards)
    suit = SUIT_NAMES[game.trump]
    assert f"{suit} are trumps" in comments
    talon = len(principle.talon)
    words = {0: "the talon is empty", 3: "three cards", 4: "four cards", 6: "six cards"}
    words |= {8: "eight cards"}
    assert words[talon] in comments
    if principle.talon:
        assert f"({principle.talon[-1]} face up)" in comments
    for seat, cards in re.findall(
        rf"saw (P\d) pick up {_CARDS.replace(' ?', ',? ?(?:and )?')}", comments
    ):
        named = {Card.parse(c) for c in re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", cards)}
        assert named == {Card.parse(c) for c in principle.known[int(seat[1])]}


_FIGURE = re.compile(r"`(P\d [^`]+)` (?:loses )?(\d+)%")


@pytest.mark.parametrize("key", [k for k in PRINCIPLES if k != "empty_talon"])
def test_the_pages_figures_are_the_searchs(key):
    principle = PRINCIPLES[key]
    figures = _FIGURE.findall(" ".join(_section(principle).split()))
    assert len(figures) >= 2
    evidence = weigh(principle.position(), seat=principle.seat, deals=DEALS, seed=5)
    for move, percent in figures:
        rate = evidence.rate(Move.parse(move))
        error = math.sqrt(max(rate * (1 - rate), 0.01) / evidence.deals)
        assert abs(rate - int(percent) / 100) <= max(0.05, 3 * error), (move, percent, rate)


@pytest.mark.slow
def test_the_principles_are_taught_in_order_of_value():
    spec = importlib.util.spec_from_file_location(
        "bench_principles", ROOT / "benchmarks" / "principles.py"
    )
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rows = [bench.measure(key, 1200, bench.Rules.podkidnoy()) for key in bench.HABITS]
    values = {row["key"]: row for row in rows}
    ordered = [k for k in PRINCIPLES if k in values]
    for first, later in itertools.pairwise(ordered):
        a, b = values[first], values[later]
        assert a["value"] >= b["value"] - 3 * math.hypot(a["se"], b["se"]), (first, later)
    assert values["keep_trumps"]["value"] > 3 * values["keep_trumps"]["se"]
    assert values["lead_low"]["value"] > 3 * values["lead_low"]["se"]
