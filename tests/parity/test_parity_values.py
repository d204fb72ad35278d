"""One behaviour in every build, for values: every engine value survives pickle, deepcopy and
copy (finished games and their results, limits, verdicts, events, moves, cards, rules, records
and the errors the engines raise), and a game class defined in plain Python keeps its class
through everything that makes a new game. The suite runs against the pure source and, from
`scripts/check-wheel.sh`, against the compiled wheel."""

from __future__ import annotations

import copy
import pickle
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

from durak_widget.engine import (
    Card,
    Event,
    Game,
    GameResult,
    IllegalMove,
    Move,
    RecordedGame,
    Rules,
    Verdict,
)
from durak_widget.own_trumps import Move as OwnTrumpsMove
from durak_widget.own_trumps import OwnTrumps
from durak_widget.record import RecordError, RecordMoveError, RecordSyntaxError


def played(game: Any, seed: int, moves: int = 100_000) -> Any:
    chooser = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(chooser.choice(game.legal_moves()))
    return game


def finished_durak() -> Game:
    game = played(Game.new(players=3, rules=Rules.perevodnoy(), seed=4), 4)
    assert game.is_over
    return game


def finished_own_trumps() -> OwnTrumps:
    game = played(OwnTrumps.new(players=2, seed=6), 6)
    assert game.is_over
    return game


def refusal() -> IllegalMove:
    game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    with pytest.raises(IllegalMove) as caught:
        game.play("P1 attacks 9S")
    return caught.value


def same_game(a: Any, b: Any) -> bool:
    return (
        type(a) is type(b)
        and a.view(None) == b.view(None)
        and a.history == b.history
        and a.result == b.result
        and a.last_events == b.last_events
        and a.legal_moves() == b.legal_moves()
        and a.names == b.names
        and a.seed == b.seed
    )


def same_verdict(a: Verdict, b: Verdict) -> bool:
    return (a.legal, a.rule, a.details, a.message, a.alternatives, a.advice) == (
        b.legal,
        b.rule,
        b.details,
        b.message,
        b.alternatives,
        b.advice,
    )


def same_error(a: BaseException, b: BaseException) -> bool:
    fields = ("line", "column", "tag", "number", "move")
    return (
        type(a) is type(b)
        and str(a) == str(b)
        and all(getattr(a, f, None) == getattr(b, f, None) for f in fields)
        and (not hasattr(a, "verdict") or same_verdict(a.verdict, b.verdict))
    )


def values() -> dict[str, tuple[Any, Any]]:
    """Each engine value, with the comparison a copy of it must pass."""
    durak, own = finished_durak(), finished_own_trumps()
    refused = refusal()
    started = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    syntax = RecordSyntaxError(3, 4, "a message")
    syntax.tag = "Title"
    tagged = RecordError("a message")
    tagged.tag = "Hand0"
    equal = pytest.approx  # values that compare by ==
    return {
        "a finished Durak game": (durak, same_game),
        "a finished Svoi Kozyri game": (own, same_game),
        "a game under way": (started, same_game),
        "a GameResult": (durak.result, equal),
        "an OwnTrumpsResult": (own.result, equal),
        "a partnership result": (GameResult(1, [0, 2], losing_team=[1, 3]), equal),
        "an AttackLimit": (started.limit_info(), equal),
        "a legal Verdict": (started.explain("P0 attacks 7S"), same_verdict),
        "a refusal": (refused.verdict, same_verdict),
        "an Event": (durak.last_events[-1], equal),
        "an Event made by hand": (Event("player.out", {"seat": 1}, "P1 is out."), equal),
        "an IllegalMove": (refused, same_error),
        "a RecordSyntaxError": (syntax, same_error),
        "a RecordError with its tag": (tagged, same_error),
        "a RecordMoveError": (RecordMoveError(9, 2, refused.move, refused.verdict, 4), same_error),
        "a Card": (Card.parse("10H"), equal),
        "a Move": (Move.defend(1, "9S", "7S"), equal),
        "a Svoi Kozyri Move": (OwnTrumpsMove.beat(1, "9D"), equal),
        "Rules": (Rules.eltos(), equal),
        "a Record": (durak.to_record(Title="Lesson [draft]"), equal),
    }


VALUES = list(values())
COPIES = {
    "pickle": lambda value: pickle.loads(pickle.dumps(value)),
    "deepcopy": copy.deepcopy,
    "copy": copy.copy,
}


@pytest.fixture(scope="module")
def table() -> dict[str, tuple[Any, Any]]:
    return values()


@pytest.mark.parametrize("how", COPIES)
@pytest.mark.parametrize("name", VALUES)
def test_every_engine_value_survives_pickle_deepcopy_and_copy(table, name, how):
    value, same = table[name]
    again = COPIES[how](value)
    assert type(again) is type(value)
    if same is pytest.approx:
        assert again == value
    else:
        assert same(again, value)


def test_a_copied_game_plays_on_like_the_original(table):
    game, _ = table["a game under way"]
    before = game.view(None)
    for again in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game), copy.copy(game)):
        for move in ("P0 attacks 7S", "P1 beats 7S with 9S", "P0 done"):
            again.play(move)
        assert again.bout == 2
        assert game.view(None) == before  # the original did not move


def _refuse(text: str) -> str:
    Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D").play(text)
    return "played"


def test_an_illegal_move_crosses_a_process_pool_whole():
    with ProcessPoolExecutor(max_workers=1) as pool, pytest.raises(IllegalMove) as caught:
        pool.submit(_refuse, "P1 attacks 9S").result(timeout=120)
    assert caught.value.verdict.rule == "attack.by_defender"
    assert str(caught.value) == caught.value.verdict.message


class LessonGame(Game):
    """A game class of a lesson, defined in plain Python."""

    def lesson(self) -> str:
        return f"lesson at bout {self.bout}"


class LessonOwnTrumps(OwnTrumps):
    """A Svoi Kozyri class of a lesson, defined in plain Python."""

    def lesson(self) -> str:
        return f"lesson at pile {self.bout}"


MAKERS = {
    "new": lambda cls: cls.new(players=2, seed=3),
    "from_position": lambda cls: (
        cls.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
        if issubclass(cls, Game)
        else cls.from_position([["7C", "QH"], ["9C", "AS"]], trumps=["H", "S"])
    ),
    "copy": lambda cls: cls.new(players=2, seed=3).copy(),
    "pickle": lambda cls: pickle.loads(pickle.dumps(cls.new(players=2, seed=3))),
    "deepcopy": lambda cls: copy.deepcopy(cls.new(players=2, seed=3)),
    "starting_position": lambda cls: played(cls.new(players=2, seed=3), 3, 5).starting_position(),
    "replay": lambda cls: cls.replay(
        cls.new(players=2, seed=3), played(cls.new(players=2, seed=3), 3, 5).history
    ),
    "record": lambda cls: played(cls.new(players=2, seed=3), 3, 5).to_record().game(),
}


@pytest.mark.parametrize("how", MAKERS)
@pytest.mark.parametrize("cls", [LessonGame, LessonOwnTrumps], ids=["Game", "OwnTrumps"])
def test_a_subclass_keeps_its_class(cls, how):
    game = MAKERS[how](cls)
    if how == "record":  # a record names its game; replaying it gives that game's class
        assert type(game) is cls.__mro__[1]
        return
    assert type(game) is cls
    assert game.lesson().startswith("lesson at")
    game.play(game.legal_moves()[0])  # and it plays like its base class
    assert type(game.copy()) is cls


@pytest.mark.parametrize("cls", [Game, LessonGame, OwnTrumps, LessonOwnTrumps])
def test_a_game_takes_attributes_of_its_own_and_pickles_them(cls):
    game = cls.new(players=2, seed=3)
    game.note = "kept"  # as any Python object, compiled or not
    for again in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game)):
        assert type(again) is cls and again.view(None) == game.view(None)
        assert again.note == "kept"


def test_asking_whether_a_game_is_of_one_class_never_changes_the_other_answers():
    # In a compiled build every class of an `abc.ABC` chain shared one isinstance cache, so
    # a "no" for one class was remembered as a "no" for all of them.
    durak, own = Game.new(players=2, seed=1), OwnTrumps.new(players=2, seed=1)
    assert not isinstance(durak, OwnTrumps) and not isinstance(own, Game)
    assert isinstance(durak, RecordedGame) and isinstance(own, RecordedGame)
    assert not issubclass(LessonOwnTrumps, Game) and not issubclass(LessonGame, OwnTrumps)
    assert issubclass(LessonOwnTrumps, RecordedGame) and issubclass(LessonGame, RecordedGame)
    assert isinstance(LessonOwnTrumps.new(players=2, seed=1), RecordedGame)
    assert not isinstance(durak, LessonGame) and isinstance(LessonGame.new(), Game)
