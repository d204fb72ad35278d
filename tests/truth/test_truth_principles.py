"""The truth gate for the strategy principles and tactics: each example holds under every
instrument (the rules of thumb, strong play, every deal worked out: `truth_gate.weigh_all`),
the figures stored with it (`Principle.measured`, `Principle.costs`) are what each instrument
gives within its sampling error, the strategy page and notebook 08 teach them in the same
order and quote those figures saying which opponent they are against, and a planted false
principle that passes against the rules of thumb is rejected."""

import dataclasses
import importlib.util
import json
import math
import re
from pathlib import Path

import pytest
from truth_gate import (
    DEALS,
    SEED,
    SLOW_DEALS,
    SLOW_PLAYOUTS,
    SLOW_STRONG_DEALS,
    principle_problems,
)

from durak_widget import Card, Move
from durak_widget.coach import PRINCIPLES, Principle
from durak_widget.coach.evidence import weigh
from durak_widget.coach.instruments import (
    EVERY_DEAL_LIMIT,
    every_deal_count,
    weigh_every_deal,
    weigh_strong,
)
from durak_widget.engine.cards import SUIT_NAMES

ROOT = Path(__file__).resolve().parents[2]
STRATEGY = (ROOT / "docs" / "strategy.md").read_text(encoding="utf-8")
NOTEBOOK = json.loads((ROOT / "notebooks" / "08_strategy.ipynb").read_text(encoding="utf-8"))

CHECK_DEALS = 12
"""Strong-play deals the default tier plays again for each example's weak and taught move."""

# The examples the strategy page taught before the truth gate weighed them against strong play:
# each passes against the rules of thumb and fails against strong play.
OLD_BEAT_CHEAPLY = Principle(
    "beat_cheaply",
    "beat with the cheapest card",
    "",
    (("7♣", "9♠", "A♣", "J♠", "J♣", "K♥"), ("8♥", "9♥", "8♣", "6♣", "Q♣", "8♦")),
    "S",
    ("6♥", "10♥", "6♠"),
    0,
    (("J♣", "J♠", "A♣"), ()),
    ("P0 attacks 7♣",),
    "P1 beats 7♣ with Q♣",
    "P1 beats 7♣ with 8♣",
)
"""The page said 8♣ lost 15% and Q♣ 75%; worked out in each of the 12 deals both lose 9."""
TAKE_NEAR_THE_END = Principle(
    "take_on_purpose",
    "take on purpose",
    "",
    (("6♣", "Q♥", "K♥", "A♦", "6♠", "A♠"), ("6♥", "6♦", "10♣", "K♣", "A♣", "K♠")),
    "S",
    ("8♣", "7♠"),
    1,
    ((), ()),
    ("P1 attacks 6♦",),
    "P0 beats 6♦ with A♦",
    "P0 takes",
)
"""A take the rules of thumb love (it loses none of their games, A♦ four in five) that
strong play and every deal worked out call a loss: with two cards left in the talon."""


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_each_example_holds_under_every_instrument(key):
    # the default tier: every legal move under the rules of thumb and in every deal worked out,
    # live; strong play from the figures stored with the example (measured again below)
    assert principle_problems(PRINCIPLES[key]) == []


@pytest.mark.slow
@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_each_example_holds_with_a_bigger_budget(key):
    problems = principle_problems(
        PRINCIPLES[key],
        deals=SLOW_DEALS,
        seed=2,
        strong_deals=SLOW_STRONG_DEALS,
        playouts=SLOW_PLAYOUTS,
    )
    assert problems == []


def test_a_planted_false_principle_passes_the_rules_of_thumb_and_is_rejected():
    # what the old gate saw: the rules of thumb alone confirm its figures (the coach no longer
    # names the principle, which this change dropped)
    alone = principle_problems(OLD_BEAT_CHEAPLY, instruments=("search",))
    assert [p for p in alone if "the coach says" not in p] == []
    # worked out in every deal, the two beats do the same (the strategy page says so: both
    # lose 9 of the 12 deals)
    every = weigh_every_deal(OLD_BEAT_CHEAPLY.position(), seat=1)
    lost = {str(m): every.rate(m) * every.deals for m in every.moves}
    assert every.deals == 12 and lost["P1 beats 7♣ with 8♣"] == lost["P1 beats 7♣ with Q♣"] == 9
    assert "worked out in each of its 12 deals, both lose 9" in " ".join(STRATEGY.split())
    problems = principle_problems(OLD_BEAT_CHEAPLY, instruments=("search", "every_deal"))
    assert any(p.startswith("beat_cheaply: the weak") and "every_deal:" in p for p in problems)


def test_a_planted_take_is_rejected_by_strong_play_alone():
    planted = TAKE_NEAR_THE_END
    assert principle_problems(planted, instruments=("search",)) == []
    problems = principle_problems(planted, instruments=("search", "strong"), strong_deals=12)
    assert any("the taught P0 takes is not the best (strong:" in p for p in problems)
    assert any("the weak P0 beats 6♦ with A♦ is not clearly worse" in p for p in problems)


def test_a_planted_swap_and_a_misnamed_principle_are_caught():
    example = PRINCIPLES["keep_trumps"]
    swapped = dataclasses.replace(example, weak=example.strong, strong=example.weak)
    problems = principle_problems(swapped)
    assert any("is not the best" in p for p in problems)
    assert any("is not clearly worse" in p for p in problems)
    # the coach names another principle for this example's weak move
    misnamed = dataclasses.replace(PRINCIPLES["lead_low"], key="rank_opening")
    assert any(
        re.search(r"the coach says (inaccuracy|mistake|blunder) \(lead_low\)", p)
        for p in principle_problems(misnamed)
    )


# ----------------------------------------------------------------- the stored figures


def _variance(values) -> float:
    n = len(values)
    mean = sum(values) / n
    return sum((x - mean) ** 2 for x in values) / max(n - 1, 1)


def _agrees(stored: float, half: float, deals: int, fresh: tuple[float, ...]) -> bool:
    """Whether a stored figure (its 95% half-width `half` over `deals`) and a fresh sample
    agree within three standard errors of their difference (each at least one deal's worth)."""
    n = len(fresh)
    stored_var = max((half / 1.96) ** 2, 0.25 / deals**2)
    fresh_var = max(_variance(fresh), 0.25) / n if _variance(fresh) else 0.25 / n**2
    return abs(stored - sum(fresh) / n) <= 3 * math.sqrt(stored_var + fresh_var)


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_the_stored_figures_are_each_instruments(key):
    principle = PRINCIPLES[key]
    game = principle.position()
    seat = principle.seat
    legal = [str(m) for m in game.legal_moves(seat)]
    methods = {m.method: m for m in principle.measured}
    exact = weigh(game, seat=seat, deals=1).exact
    listable = 0 < every_deal_count(game, seat) <= EVERY_DEAL_LIMIT
    wanted = {"exact"} if exact else {"search", "strong"} | ({"every_deal"} if listable else set())
    assert set(methods) == wanted
    for measured in principle.measured:
        assert [move for move, _, _ in measured.losses] == legal, measured.method
        if measured.method in ("exact", "every_deal"):
            fresh = weigh(game, seat=seat) if exact else weigh_every_deal(game, seat=seat)
            assert fresh is not None and fresh.deals == measured.deals
            for move, rate, half in measured.losses:
                assert half == 0 and math.isclose(
                    fresh.rate(Move.parse(move)), rate, abs_tol=1e-4
                ), move
        elif measured.method == "search":
            fresh = weigh(game, seat=seat, deals=DEALS, seed=SEED)  # another seed than the page's
            for move, rate, half in measured.losses:
                sample = fresh.losses[Move.parse(move)]
                assert _agrees(rate, half, measured.deals, sample), (move, rate, fresh.rate(move))
        else:  # strong play: the first deals of the same measurement, the weak and taught move
            pair = [Move.parse(principle.weak), Move.parse(principle.strong)]
            fresh = weigh_strong(
                game,
                pair,
                seat=seat,
                deals=CHECK_DEALS,
                seed=measured.seed,
                playouts=measured.playouts,
                infer_steps=measured.infer_steps,
            )
            for move in pair:
                rate, half = measured.loss(move), measured.interval(move)
                sample = fresh.losses[move]
                assert _agrees(rate, half, measured.deals, sample), (move, rate, fresh.rate(move))


def test_a_planted_wrong_figure_is_caught():
    principle = PRINCIPLES["lead_low"]
    measured = next(m for m in principle.measured if m.method == "search")
    move, rate, half = measured.losses[0]
    fresh = weigh(principle.position(), seat=principle.seat, deals=DEALS, seed=SEED)
    sample = fresh.losses[Move.parse(move)]
    assert _agrees(rate, half, measured.deals, sample)
    # twelve points off at the page's precision is no longer within the noise (the old gate
    # allowed twelve points at 50%)
    assert not _agrees(min(rate + 0.12, 1.0) if rate < 0.5 else rate - 0.12, half, 2000, sample)


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
    # the principles first, then the tactics
    kinds = [p.tactic for p in PRINCIPLES.values()]
    assert kinds == sorted(kinds)
    tactics = STRATEGY.index("\n# Tactics for their positions\n")
    first_tactic = next(p for p in PRINCIPLES.values() if p.tactic)
    assert STRATEGY.index(f"\n## {_title(first_tactic)}\n") > tactics
    cells = ["".join(c["source"]) for c in NOTEBOOK["cells"] if c["cell_type"] == "markdown"]
    numbered = [m for cell in cells for m in re.findall(r"^## \d+\. (.+)$", cell, re.MULTILINE)]
    assert numbered == [_title(p) for p in PRINCIPLES.values()]
    lessons = ["".join(c["source"]) for c in NOTEBOOK["cells"] if c["cell_type"] == "code"]
    keys = [m for cell in lessons for m in re.findall(r'^lesson\("(\w+)"', cell, re.MULTILINE)]
    assert keys == list(PRINCIPLES)
    shown = [m for cell in lessons for m in re.findall(r'^figures\("(\w+)"\)', cell, re.MULTILINE)]
    assert shown == list(PRINCIPLES)


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
    words = {0: "the talon is empty", 2: "two cards", 3: "three cards", 4: "four cards"}
    assert words[talon] in comments
    if principle.talon:
        assert f"({principle.talon[-1]} face up)" in comments
    for seat, cards in re.findall(
        rf"saw (P\d) pick up {_CARDS.replace(' ?', ',? ?(?:and )?')}", comments
    ):
        named = {Card.parse(c) for c in re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", cards)}
        assert named == {Card.parse(c) for c in principle.known[int(seat[1])]}
    if principle.rules != "podkidnoy":
        assert f"rules={principle.rules!r}" in section or principle.rules.capitalize() in section


_HEADS = {
    "search": r"against the rules of thumb \(SimpleBot at every seat, ([\d,]+) deals\)",
    "strong": r"against strong play \(StrongBot at every seat, ([\d,]+) deals\)",
    "every_deal": r"every deal worked out \(([\d,]+) deals?\)",
    "exact": r"worked out exactly \((1) position\)",
}


def figure_cell(measured, move) -> str:
    """A stored figure as the page's table writes it."""
    rate, half = measured.loss(move), measured.interval(move)
    if measured.method == "every_deal":  # a draw counts half a loss
        return f"{rate * measured.deals:.3g} of {measured.deals}"
    if measured.method == "exact":
        return {0.0: "wins", 0.5: "draws", 1.0: "loses"}[rate]
    return f"{rate:.0%} ± {half:.0%}" if half else f"{rate:.0%}"


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_the_pages_figures_are_the_stored_ones_and_say_whom_they_are_against(key):
    principle = PRINCIPLES[key]
    lines = [line for line in _section(principle).splitlines() if line.startswith("| ")]
    head = [cell.strip() for cell in lines[0].strip("|").split("|")]
    assert head[0] == "move"
    methods = []
    for cell in head[1:]:
        found = [m for m, pattern in _HEADS.items() if re.fullmatch(pattern, cell)]
        assert len(found) == 1, cell
        methods.append(found[0])
        measured = next(m for m in principle.measured if m.method == found[0])
        deals = re.fullmatch(_HEADS[found[0]], cell).group(1)
        assert int(deals.replace(",", "")) == measured.deals
    assert sorted(methods) == sorted(m.method for m in principle.measured)
    rows = {}
    for line in lines[1:]:  # the separator row "|---|" is not among them
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        move = re.fullmatch(r"`(P\d [^`]+)`(?: \((?:taught|weak)\))?", cells[0]).group(1)
        rows[move] = cells[1:]
    measured = principle.measured[0]
    assert list(rows) == [move for move, _, _ in measured.losses]
    for move, cells in rows.items():
        for method, cell in zip(methods, cells):
            stored = next(m for m in principle.measured if m.method == method)
            assert cell == figure_cell(stored, move), (move, method, cell)
    assert f"`{principle.strong}` (taught)" in "".join(lines)
    assert f"`{principle.weak}` (weak)" in "".join(lines)


def test_the_value_table_quotes_each_principles_costs():
    table = re.findall(r"^\| ([a-z][^|]+?) \| ([^|]+) \| ([^|]+) \|$", STRATEGY, re.MULTILINE)
    by_name = {name: (simple.strip(), strong.strip()) for name, simple, strong in table}
    for principle in PRINCIPLES.values():
        if not principle.costs:
            continue
        simple, strong = by_name[principle.name]
        for cost, cell in zip(sorted(principle.costs, key=lambda c: c.opponent), (simple, strong)):
            low, high = cost.value - cost.half, cost.value + cost.half
            text = f"{cost.value:+.1%} ({low:+.1%} to {high:+.1%})".replace("-", "−")
            assert cell == text, (principle.key, cost.opponent, cell, text)
    # a principle is a habit worth a measurable share of games (against the rules of thumb,
    # where the measurement is precise enough); a tactic is not (or was not measured as a
    # habit). Against strong play each principle's cost is printed with its interval, and the
    # page says whether that interval excludes zero.
    for principle in PRINCIPLES.values():
        simple = [c for c in principle.costs if c.opponent == "simple"]
        if not principle.tactic:
            assert simple and simple[0].measurable, principle.key
            assert any(c.opponent == "strong" for c in principle.costs), principle.key
        elif simple:
            assert not simple[0].measurable, principle.key
    ranked = [p for p in PRINCIPLES.values() if not p.tactic]
    values = [next(c.value for c in p.costs if c.opponent == "simple") for p in ranked]
    halves = [next(c.half for c in p.costs if c.opponent == "simple") for p in ranked]
    for (a, ha), (b, hb) in zip(zip(values, halves), zip(values[1:], halves[1:])):
        assert a >= b - math.hypot(ha, hb), "the principles are taught in order of value"
    beyond = [p.name for p in ranked for c in p.costs if c.opponent == "strong" and c.measurable]
    within = [
        p.name for p in ranked for c in p.costs if c.opponent == "strong" and not c.measurable
    ]
    for name in beyond:
        assert f"{name}: beyond the noise against strong play" in " ".join(STRATEGY.split())
    for name in within:
        assert f"{name}: within the noise against strong play" in " ".join(STRATEGY.split())


@pytest.mark.slow
def test_the_rules_of_thumb_costs_are_measured_again():
    spec = importlib.util.spec_from_file_location(
        "bench_principles", ROOT / "benchmarks" / "principles.py"
    )
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    for principle in PRINCIPLES.values():
        cost = next((c for c in principle.costs if c.opponent == "simple"), None)
        if cost is None:
            continue
        fresh = bench.measure(principle.key, 600, bench.Rules.podkidnoy())
        error = math.hypot(cost.half / 1.96, fresh["se"])
        assert abs(fresh["value"] - cost.value) <= 3 * error, (principle.key, fresh, cost)


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_the_figures_say_each_move_as_it_is_played_at_the_example(key):
    # notebook 08 prints each instrument's figures worded at the example's position: an attack
    # with cards already on the table is a throw-in there, never "leading" (as the engine's
    # verdict on that move says)
    principle = PRINCIPLES[key]
    game = principle.position()
    for measured in principle.measured:
        said = measured.text_in("en", game)
        for move, _, _ in measured.losses:
            parsed = Move.parse(move)
            if parsed.kind != "attack":
                continue
            card = str(parsed.card)
            throw_in = game.explain(parsed).rule == "attack.throw_in"
            assert (f"throwing in {card}" in said) == throw_in, (move, said)
            assert (f"leading {card}" in said) == (not throw_in), (move, said)
