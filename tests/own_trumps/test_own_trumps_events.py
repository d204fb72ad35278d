"""Svoi Kozyri: `last_events`, `result_text`, `Move.from_json`, the public accessors that bots
use, and its own message table (no import side effects)."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from durak_widget.engine import Event
from durak_widget.own_trumps import Move, OwnTrumps


def _position(hands, pile=("6D", "8D"), turn=0):
    return OwnTrumps.from_position(hands, trumps=["H", "S"], pile=list(pile), turn=turn)


def test_a_pick_up_raises_pile_picked_up():
    game = _position([["7C", "QH"], ["9C", "AS"]])
    game.play(Move.pick_up(0))
    (event,) = game.last_events
    assert event == Event("pile.picked_up", {"seat": 0, "count": 2})
    assert str(event) == "P0 picks up 2 cards from the pile."


def test_the_last_card_raises_player_out_and_game_over():
    game = _position([["QH"], ["9C"]])
    game.play(Move.beat(0, "QH"))
    out, over = game.last_events
    assert (out.rule, out.details) == ("player.out", {"seat": 0})
    assert str(out) == "P0 has no cards left: P0 is out."
    assert (over.rule, over.details) == ("game.over", {"loser": 1})
    assert str(over) == "Game over. P1 lost: left holding cards."
    assert game.result_text() == "P1 lost: left holding cards."
    assert game.result_text(you=1) == "You lost: you were left holding cards."


def test_moves_that_end_nothing_raise_no_events_and_undo_restores_them():
    game = _position([["7C", "QH", "10D", "KH"], ["9C", "AS", "JC"]])
    game.play(Move.beat(0, "10D"))
    assert game.last_events == ()
    game.play(Move.lay(0, "7C"))
    assert game.last_events == ()
    game.play(Move.pick_up(1))
    picked = game.last_events
    assert [e.rule for e in picked] == ["pile.picked_up"]
    game.play(Move.beat(0, "QH"))
    assert game.last_events == ()
    game.undo()
    assert game.last_events == picked
    game.undo()
    assert game.last_events == ()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_play_unchecked_records_the_same_events_as_play(players):
    chooser = random.Random(players)
    seen = set()
    for seed in range(12):
        checked = OwnTrumps.new(players=players, seed=seed)
        fast = checked.copy()
        for _ in range(1500):
            if checked.is_over:
                break
            moves = checked.legal_moves()
            beats = [m for m in moves if m.kind != "pick_up"]
            move = chooser.choice(beats) if beats else moves[0]
            checked.play(move)
            fast.play_unchecked(move)
            assert fast.last_events == checked.last_events
            for event in checked.last_events:
                assert json.loads(json.dumps(event.to_json())) == event.to_json()
                assert event.message and "{" not in event.message
                seen.add(event.rule)
    assert {"pile.picked_up", "player.out", "game.over"} <= seen


@pytest.mark.parametrize("move", [Move.beat(0, "9D"), Move.lay(3, "AS"), Move.pick_up(2)])
def test_move_from_json_round_trips(move):
    assert Move.from_json(move.to_json()) == move


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"kind": "fly", "player": 0, "card": None}, "'kind'"),
        ({"kind": "pick_up", "player": "0", "card": None}, "'player'"),
        ({"kind": "beat", "player": 0, "card": 9}, "'card'"),
        ({"kind": "beat", "player": 0, "card": "ZZ"}, "'card'"),
        ({"kind": "pick_up", "player": 0, "card": "9D"}, "'card'"),
        ({"kind": "lay", "player": 0, "card": "9D", "extra": 1}, "extra"),
        ([], "object"),
    ],
)
def test_move_from_json_names_the_bad_field(data, field):
    with pytest.raises(ValueError, match=field):
        Move.from_json(data)


def test_public_accessors_match_the_position():
    game = _position([["7C", "QH"], ["9C", "AS"]], pile=("6D", "8D"), turn=0)
    assert game.turn_seat == 0 and game.phase == "respond"
    assert game.pile_size == 2 and game.pile_indices == tuple(c.index for c in game.pile)
    assert game.pile_mask == sum(1 << c.index for c in game.pile)
    assert game.top is not None and game.top_index == game.top.index
    assert game.hand_mask(0) == sum(1 << c.index for c in game.hand(0))
    game.play(Move.pick_up(0))
    assert {c.code for c in game.known(0)} == {"6D", "8D"}
    assert game.known_mask(0) == sum(1 << c.index for c in game.known(0))
    assert game.known(1) == () and game.known_mask(1) == 0
    assert game.top_index == -1 and game.loser is None


def test_verdicts_carry_their_own_table():
    game = _position([["7C", "QH"], ["9C", "AS"]])
    verdict = game.explain(Move.lay(0, "7C"))
    assert verdict.rule == "pile.beat_first"
    assert verdict.message == (
        "P0 faces 8♦: beat it or pick up; a card is laid only after beating. "
        "Q♥ would beat 8♦, or you can pick up 2 cards."
    )
    assert verdict.messages is OwnTrumps.messages


_NO_SIDE_EFFECTS = """
import sys
from durak_widget.engine import record, verdict
from durak_widget.engine.messages import DURAK
from durak_widget.engine.verdict import Verdict
from durak_widget.own_trumps.messages import OWN_TRUMPS
# the package loads both engines; Svoi Kozyri's texts stay in its own table
assert "durak_widget.own_trumps" in sys.modules
details = {"who": "P0", "top": "8D"}
own_rules = [rule for rule in OWN_TRUMPS.rules if rule not in DURAK.rules]
assert own_rules and verdict.MESSAGES is DURAK.rules
for table in [verdict.MESSAGES, *(v for v in vars(record).values() if isinstance(v, dict))]:
    assert not any(rule in table for rule in own_rules)
assert Verdict(False, "pile.beat_first", details).message == "pile.beat_first"
own = Verdict(False, "pile.beat_first", details, messages=OWN_TRUMPS).message
assert own.startswith("P0 faces 8D: beat it"), own
print("ok")
"""


def test_importing_own_trumps_changes_no_engine_table():
    done = subprocess.run(
        [sys.executable, "-c", _NO_SIDE_EFFECTS], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


_RECORD_WITHOUT_IMPORT = """
import sys
from durak_widget import record
text = '''[Game "own_trumps"]
[Hand0 "7C QH"]
[Hand1 "9C AS"]
[Trumps "H S"]
[Pile "6D 8D"]
[Turn "P0"]

1. P0 picks up
*
'''
(rec,) = record.parse(text)
game = rec.game()
assert [e.rule for e in game.last_events] == ["pile.picked_up"]
print(game.explain("P1 lays 9C").message)
"""


def test_records_find_the_game_without_a_prior_import():
    done = subprocess.run(
        [sys.executable, "-c", _RECORD_WITHOUT_IMPORT], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Legal: P1 starts a new pile with 9♣; any card may start a pile."


def test_verdicts_and_events_survive_pickling():
    import pickle

    game = _position([["7C", "QH"], ["9C", "AS"]])
    verdict = pickle.loads(pickle.dumps(game.explain(Move.lay(0, "7C"))))
    assert verdict.message.startswith("P0 faces 8♦")
    game.play(Move.pick_up(0))
    assert pickle.loads(pickle.dumps(game.last_events)) == game.last_events
    copy = pickle.loads(pickle.dumps(game))
    assert copy.last_events == game.last_events and copy.history == game.history
