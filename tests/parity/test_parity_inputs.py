"""One behaviour in every build: each public function, method and property of the engines,
called well and with each kind of bad argument, gives exactly the outcome stored in
``expected_outcomes.json`` (the same result, or the same exception class and message).

The main test run checks the pure source against the table and `scripts/check-wheel.sh` checks
the compiled wheel against it, so a difference in either build fails. A bad argument is a
`ValueError` (or one of its subclasses) naming it; the few exceptions to that are listed below
with their reasons.
"""

from __future__ import annotations

import json
import re

import parity_calls
import pytest

from durak_widget.engine import COMPILED

# Outcomes that are not a `ValueError`, each for a documented reason.
DOCUMENTED = [
    # the constructors of the games: a game is made by `new` or `from_position`
    (r"Game\(\)|OwnTrumps\(\)", r"TypeError: use \w+\.new"),
    # `record.save` and `dumps` take a Record or a list of them, as docs/record-format.md says
    (r"record\.(save|dumps)\(records=", r"TypeError: expected a (Record or a )?list of Records"),
    # a path that names no file, or a folder, is the file system's answer
    (r".*path=", r"(FileNotFoundError|IsADirectoryError): "),
]


@pytest.fixture(scope="module")
def expected() -> dict[str, str]:
    table: dict[str, str] = json.loads(parity_calls.EXPECTED.read_text(encoding="utf-8"))
    return table


@pytest.fixture(scope="module")
def actual() -> dict[str, str]:
    return parity_calls.outcomes()


def test_every_public_name_of_the_engines_has_a_call_in_the_table():
    missing = [name for name in parity_calls.public_surface() if name not in parity_calls.TEMPLATES]
    assert not missing, f"add a template to tests/parity/parity_calls.py for {missing}"


def test_the_stored_outcomes_cover_exactly_the_calls_of_the_table(expected):
    calls = list(dict.fromkeys(parity_calls.calls()))
    assert len(calls) > 2500
    assert sorted(expected) == sorted(calls), (
        "the table changed: run `python tests/parity/parity_calls.py --write` on the source "
        "and review the new outcomes"
    )


def test_this_build_gives_every_stored_outcome(expected, actual):
    build = "compiled" if COMPILED else "pure"
    differences = [
        f"{call}\n    expected: {expected[call]}\n    {build}: {actual[call]}"
        for call in expected
        if actual.get(call) != expected[call]
    ]
    assert not differences, f"{len(differences)} differences, first:\n" + "\n".join(
        differences[:20]
    )


def test_bad_arguments_are_value_errors(expected):
    others = [
        f"{call} -> {result}"
        for call, result in expected.items()
        if not result.startswith("ok ")
        and not _value_error(result)
        and not any(re.match(where, call) and re.match(what, result) for where, what in DOCUMENTED)
    ]
    assert not others, "\n".join(others[:20])


def _value_error(result: str) -> bool:
    name = result.split(":", 1)[0]
    return name in {
        "ValueError",
        "IllegalMove",
        "RecordError",
        "RecordSyntaxError",
        "RecordMoveError",
    }


@pytest.mark.parametrize(
    ("call", "message"),
    [
        ("Game.new(players='2')", "ValueError: players must be 2 to 6, got '2'"),
        ("DurakWidget(players='2')", "ValueError: players must be 2 to 6, got '2'"),
        ("Game.new(seed='2')", "ValueError: seed must be a whole number or None, got '2'"),
        ("Move.attack(0, 123)", "ValueError: cannot read a card from 123"),
        ("Move.attack(True, '7S')", "ValueError: bad player True"),
        ("Move.done(True)", "ValueError: bad player True"),
        ("Move.transfer(0, '7S', show='yes')", "ValueError: show must be True or False"),
        ("Move.parse(5)", "ValueError: cannot read a move from 5"),
        ("g.legal_moves('0')", "ValueError: bad player '0': expected a seat from 0 to 2"),
        ("g.view('x')", "ValueError: bad player 'x'"),
        ("g.may_throw_in('0')", "ValueError: bad player '0'"),
        ("g.legal_moves(1.0)", "ValueError: bad player 1.0"),
        ("refusal.message_in(None)", "ValueError: unknown language None"),
        ("OwnTrumps.new(players='2')", "ValueError: Svoi Kozyri is for 2 to 4 players, got '2'"),
        (
            "Game.from_position([['7S'], ['9S']], trump='D', attacker=True)",
            "ValueError: bad attacker seat True",
        ),
        ("GameResult('2', [0])", "ValueError: durak must be a seat number or None, got '2'"),
    ],
)
def test_the_bad_calls_a_learner_makes_are_refused_alike(call, message):
    with parity_calls.in_scratch_folder():
        got = parity_calls.outcome(call, parity_calls.namespace()(call))
    assert got.startswith(message), got
