"""The game registry: explicit registration, one `kind_of`, and a third game that the widget
plays without an edit to the widget's code."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from durak_widget import DurakWidget, Game, Move
from durak_widget.engine import Verdict
from durak_widget.games import (
    GameAdapter,
    get_game,
    kind_of,
    register_game,
    registered_games,
    unregister_game,
)
from durak_widget.games.durak import DurakAdapter
from durak_widget.games.fields import FieldError, check_object
from durak_widget.own_trumps import OwnTrumps
from durak_widget.widget import ManualScheduler

# ----------------------------------------------------------------- a toy third game: race to 10


class Add:
    """Add 1 or 2 to the running total."""

    def __init__(self, player: int, amount: int):
        self.kind, self.player, self.amount = "add", player, amount

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Add) and (self.player, self.amount) == (other.player, other.amount)

    def __hash__(self) -> int:
        return hash((self.player, self.amount))

    def __str__(self) -> str:
        return f"P{self.player} adds {self.amount}"

    def to_json(self) -> dict:
        return {"kind": "add", "player": self.player, "amount": self.amount}

    @classmethod
    def parse(cls, text: str) -> Add:
        seat, _, amount = text.split()
        return cls(int(seat[1:]), int(amount))


class RaceToTen:
    """Two players take turns adding 1 or 2; whoever reaches 10 wins."""

    def __init__(self, players: int = 2):
        self.players = players
        self.names = [f"P{p}" for p in range(players)]
        self.total = 0
        self.history: tuple = ()
        self.last_events: tuple = ()  # what the last move caused: nothing worth saying here

    @property
    def turn(self) -> int:
        return len(self.history) % self.players

    @property
    def is_over(self) -> bool:
        return self.total >= 10

    def legal_moves(self, player: int | None = None) -> list[Add]:
        seat = self.turn if player is None else player
        if self.is_over or seat != self.turn:
            return []
        return [Add(seat, n) for n in (1, 2) if self.total + n <= 10]

    def explain(self, move: Add) -> Verdict:
        if move in self.legal_moves(move.player):
            return Verdict(True, "add.legal", {}, message=f"Legal: {move}.")
        return Verdict(False, "add.turn", {}, message="Not your turn, or too much.")

    def play(self, move: Add) -> Verdict:
        verdict = self.explain(move)
        assert verdict.legal
        self.total += move.amount
        self.history = (*self.history, move)
        return verdict

    def undo(self) -> Add:
        last = self.history[-1]
        self.total -= last.amount
        self.history = self.history[:-1]
        return last

    def starting_position(self) -> RaceToTen:
        return RaceToTen(self.players)

    @classmethod
    def replay(cls, start: RaceToTen, moves) -> RaceToTen:
        game = start.starting_position()
        for move in moves:
            game.play(move)
        return game

    def view(self, seat: int | None) -> dict:
        return {"total": self.total, "seat": seat}


class LowBot:
    """Always adds the least."""

    last_reason = "adds little"

    def __init__(self, seed: int | None = None):
        self.seed = seed

    def choose(self, view: dict, moves: list) -> Any:
        return moves[0]


class RaceAdapter:
    """The toy game behind the adapter protocol: nothing in the widget knows about it."""

    name = "race_to_ten"
    title = "Race to ten"
    game_class: type = RaceToTen
    move_class: Any = Add
    min_players = 2
    max_players = 3
    presets: tuple[str, ...] = ()
    record_variant = "race_to_ten"
    move_example = "'P0 adds 2'"
    repr_tag = "game='race_to_ten', "
    partnership_players: tuple[int, ...] = ()
    series_options: tuple[str, ...] = ()
    messages: ClassVar[dict[str, str]] = {"add.legal": "Legal.", "add.turn": "Not now."}

    def new_game(self, players, seed=None, names=None, **options):
        return RaceToTen(players)

    def next_deal(self, current, players, seed=None, names=None, preset=None, **settings):
        return RaceToTen(players)

    def deal_settings(self, game):
        return {"partnerships": False, "series_first_attacker": None}

    def move_text(self, move, lang="en"):
        return str(move)

    def move_from_json(self, data):
        check_object(data, ("kind", "player", "amount"), ("add",))
        if data.get("amount") not in (1, 2):
            raise FieldError("amount", "expected 1 or 2")
        return Add(data["player"], data["amount"])

    def next_to_act(self, game):
        return None if game.is_over else game.turn

    def turn(self, game):
        seat = self.next_to_act(game)
        return (None, []) if seat is None else (seat, game.legal_moves(seat))

    def card_reason(self, game, seat, card, lang="en"):
        return f"{game.names[seat]} has no card {card} in this game"

    def build_view(self, game, **context):
        moves = (
            game.legal_moves(context["viewer"]) if context["acting"] == context["viewer"] else []
        )
        return {
            "game": self.name,
            "total": game.total,
            "legal": [m.to_json() for m in moves],
            "error": context["error"],
            "narration": context["narration"],
            "history": {"position": context["position"], "length": context["length"]},
            "acting": context["acting"],
            "over": game.is_over,
            "replay": None,
        }

    def picture_html(self, game, seat, open_hands):
        return f"<p>total {game.total}</p>"

    def result_text(self, game, you=None, lang="en"):
        return None if not game.is_over else f"{game.names[(len(game.history) - 1) % 2]} won."

    def turn_text(self, game, lang="en"):
        return f"{game.names[game.turn]} to add"

    def narrate(self, game, move, verdict, events, you, lang="en"):
        return f"{move}. Total {game.total}."

    def log_text(self, move, events, lang="en"):
        return str(move)

    def quiet_seats(self, game):
        return ()

    def quiet_done(self, game, seat):
        raise ValueError("no quiet moment")

    def repr_state(self, game):
        return f"total {game.total}"

    def default_bots(self):
        return {"simple": LowBot, "strong": LowBot, "random": LowBot}


@pytest.fixture
def race():
    adapter = register_game(RaceAdapter())
    try:
        yield adapter
    finally:
        unregister_game("race_to_ten")


def test_a_third_game_plays_in_the_widget_without_editing_it(race):
    assert isinstance(race, GameAdapter)
    assert get_game("race_to_ten") is race and race in registered_games()
    game = race.new_game(2)
    assert kind_of(game) is race
    clock = ManualScheduler()
    w = DurakWidget(game, scheduler=clock, bot_delay_ms=100)
    assert w.view["game"] == "race_to_ten" and w.view["acting"] == 0
    assert not w.is_own_trumps
    w._handle_custom_msg({"type": "move", "move": {"kind": "add", "player": 0, "amount": 2}}, [])
    assert w.game.total == 2 and w.view["narration"] == "You add 2. Total 2."
    w._handle_custom_msg({"type": "move", "move": {"kind": "add", "player": 0, "amount": 3}}, [])
    assert "move.amount" in w.view["error"]
    clock.advance(0.1)  # the toy's own bot answers
    assert w.game.total == 3 and w.view["acting"] == 0
    assert [e["text"] for e in w.log_tail] == ["You add 2", "P1 adds 1"]
    assert repr(w) == "DurakWidget(game='race_to_ten', mode='play', seat=0, players=2, total 3)"
    assert w._repr_mimebundle_()[0]["text/html"] == "<p>total 3</p>"
    w._handle_custom_msg({"type": "step", "to": "first"}, [])
    assert w.view["history"] == {"position": 0, "length": 2}
    w._handle_custom_msg({"type": "new_game", "players": 3}, [])
    assert w.game.players == 3 and w.game.total == 0
    w.close()


def test_a_name_or_game_class_registered_twice_is_refused():
    with pytest.raises(ValueError, match="a game named 'durak' is already registered"):
        register_game(DurakAdapter())

    class Again(DurakAdapter):
        name = "durak_again"

    with pytest.raises(ValueError, match="Game is already registered as 'durak'"):
        register_game(Again())
    assert [a.name for a in registered_games()][:2] == ["durak", "own_trumps"]


def test_kind_of_knows_the_built_in_games_and_refuses_anything_else():
    assert kind_of(Game.new(players=2, seed=1)).name == "durak"
    assert kind_of(OwnTrumps.new(players=2, seed=1)).name == "own_trumps"
    with pytest.raises(ValueError, match="is not a game of a registered kind: expected one of"):
        kind_of(object())
    with pytest.raises(ValueError, match="no game named 'chess'"):
        get_game("chess")


def test_the_widget_refuses_a_game_of_no_registered_kind():
    with pytest.raises(ValueError, match="game must be a game of a registered kind"):
        DurakWidget(game=RaceToTen())


def test_a_move_finds_its_game():
    from durak_widget.games import kind_of_move
    from durak_widget.own_trumps.moves import Move as OwnTrumpsMove

    assert kind_of_move(Move.take(1)).name == "durak"
    assert kind_of_move(OwnTrumpsMove.parse("P0 picks up")).name == "own_trumps"
    with pytest.raises(ValueError, match=r"'P0 takes'.*durak"):
        kind_of_move("P0 takes")
