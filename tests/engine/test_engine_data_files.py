"""Fixed positions (perft-style counts and verdict ids) and golden playthroughs from tests/data."""

import json
from pathlib import Path

import pytest

from durak_widget import Game, Move, Rules

DATA = Path(__file__).resolve().parent.parent / "data"
POSITIONS = json.loads((DATA / "positions.json").read_text(encoding="utf-8"))["positions"]
GOLDEN = json.loads((DATA / "golden.json").read_text(encoding="utf-8"))["games"]


def rules_of(spec) -> Rules:
    if isinstance(spec, str):
        return getattr(Rules, spec)()
    return getattr(Rules, spec["preset"])().replace(**spec.get("changes", {}))


def build(entry) -> Game:
    game = Game.from_position(
        entry["hands"],
        trump=entry.get("trump"),
        talon=entry.get("talon", ()),
        attacker=entry.get("attacker", 0),
        discard=entry.get("discard", ()),
        rules=rules_of(entry["rules"]),
    )
    for move in entry.get("moves", []):
        game.play(move)
    return game


def test_there_are_enough_positions():
    assert len(POSITIONS) >= 12
    assert len({p["name"] for p in POSITIONS}) == len(POSITIONS)


@pytest.mark.parametrize("entry", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_position_legal_move_counts(entry):
    game = build(entry)
    counts = [len(game.legal_moves(seat)) for seat in range(game.players)]
    assert counts == entry["legal_counts"], [str(m) for m in game.legal_moves()]
    assert len(game.legal_moves()) == sum(entry["legal_counts"])


@pytest.mark.parametrize("entry", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_position_verdicts(entry):
    game = build(entry)
    got = {text: game.explain(text).rule for text in entry["verdicts"]}
    assert got == entry["verdicts"]
    legal = set(game.legal_moves())
    for text in entry["verdicts"]:
        move = Move.parse(text)
        if len(move.cards) < 2:  # order of a multi-card lead is checked elsewhere
            assert game.explain(move).legal == (move in legal), text


def _golden_game(entry) -> Game:
    return Game.new(players=entry["players"], rules=rules_of(entry["rules"]), seed=entry["seed"])


@pytest.mark.parametrize("entry", GOLDEN, ids=[g["name"] for g in GOLDEN])
def test_golden_playthrough(entry):
    game = _golden_game(entry)
    assert [" ".join(c.code for c in h) for h in game.hands] == entry["deal"]
    assert game.trump == entry["trump"]
    assert game.attacker == entry["first_attacker"]
    played = []
    while not game.is_over and len(played) < 5000:
        move = game.legal_moves()[0]
        game.play(move)
        played.append(str(move))
    assert played == entry["moves"]
    result = game.result
    assert {"durak": result.durak, "draw": result.draw, "order": list(result.order)} == entry[
        "result"
    ]
    # and the recorded moves, replayed as text, give the same game
    again = Game.replay(_golden_game(entry), entry["moves"])
    assert again.result == result and repr(again) == repr(game)
