"""Race to ten, a toy third game built the way docs/architecture.md ("Adding a game") says:
an engine game on `RecordedGame` (with its move class and message table), an adapter on
`AdapterBase` (its generic hooks: quiz positions, candidates, no quiet moment), and a drawing
for the table. Two or three players take turns adding 1 or 2 to a running total; whoever
brings it to 10 wins, and the next seat is the durak. Not a test module: tests register it
with `register()` and take it back with `unregister()`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from durak_widget.engine import GameResult, MessageTable, RecordedGame, Verdict
from durak_widget.engine.compiled import new_game
from durak_widget.engine.events import Event
from durak_widget.games import register_game, unregister_game
from durak_widget.games.base import AdapterBase
from durak_widget.games.texts import N_
from durak_widget.table.views import Drawing, register_drawing, unregister_drawing
from durak_widget.table.views.common import ViewContext, common_fields


class Add:
    """Add `amount` (1 or 2) to the total."""

    kind = "add"

    def __init__(self, player: int, amount: int):
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise ValueError(f"player must be a seat number, got {player!r}")
        if amount not in (1, 2):
            raise ValueError(f"amount must be 1 or 2, got {amount!r}")
        self.player, self.amount = player, amount

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Add) and (self.player, self.amount) == (other.player, other.amount)

    def __hash__(self) -> int:
        return hash((self.player, self.amount))

    def __repr__(self) -> str:
        return f"Add.parse({str(self)!r})"

    def __str__(self) -> str:
        return f"P{self.player} adds {self.amount}"

    def to_json(self) -> dict:
        return {"kind": "add", "player": self.player, "amount": self.amount}

    @classmethod
    def from_json(cls, data: dict) -> Add:
        return cls(data["player"], data["amount"])

    @classmethod
    def parse(cls, text: str) -> Add:
        seat, _, amount = text.split()
        return cls(int(seat[1:]), int(amount))


RACE = MessageTable(
    "race_to_ten",
    rules={
        "add.legal": "Legal: {who} adds {amount}, and the total becomes {total}.",
        "add.not_your_turn": "{who} may not add now: it is {turn}'s turn.",
        "add.past_ten": "{who} may not add {amount}: the total ({total}) may not pass 10.",
        "game.over": "The game is over: {result}",
        "player.unknown": "There is no P{player}: the seats go up to P{last_seat}.",
        "player.out": "{who} is out of the game.",
    },
    events={"race.won": "{who} reaches 10 and wins."},
    phrases={
        "result.loser": "{loser} is the durak: the next to play after the winner.",
        "result.you": "You are the durak: the next to play after the winner.",
        "result.draw": "A draw.",
        "advice.moves": "You may instead: {moves}.",
    },
)


class RaceToTen(RecordedGame):
    """The toy game (see the module docstring)."""

    name: ClassVar[str] = "race_to_ten"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    record_variant: ClassVar[str] = "race_to_ten"
    move_type: ClassVar[Any] = Add
    messages: ClassVar[MessageTable] = RACE

    total: int

    @classmethod
    def new(cls, players: int = 2, seed: int | None = None, names: Any = None) -> RaceToTen:
        if players not in (2, 3):
            raise ValueError(f"players must be 2 or 3, got {players!r}")
        game = new_game(cls)
        game._n = players
        game.names = tuple(names or (f"P{p}" for p in range(players)))
        game.seed = seed
        game._out = []
        game._result = None
        game.total = 0
        game._begin()
        return game

    def _turn_seat(self) -> int:
        return len(self._history) % self._n

    def next_to_act(self) -> int | None:
        return None if self._result is not None else self._turn_seat()

    def legal_moves(self, player: int | None = None) -> list[Add]:
        seat = self.next_to_act()
        if seat is None or (player is not None and player != seat):
            return []
        return [Add(seat, n) for n in (1, 2) if self.total + n <= 10]

    def _judge(self, move: Add) -> Verdict:
        who, seat = self.names[move.player], self._turn_seat()
        details = {"who": who, "amount": move.amount, "total": self.total + move.amount}
        if move.player != seat:
            details = {"who": who, "turn": self.names[seat]}
            return Verdict(False, "add.not_your_turn", details, messages=RACE)
        if self.total + move.amount > 10:
            details["total"] = self.total
            return Verdict(False, "add.past_ten", details, messages=RACE)
        return Verdict(True, "add.legal", details, messages=RACE)

    def _apply(self, move: Add) -> None:
        self.total += move.amount
        if self.total == 10:
            durak = (move.player + 1) % self._n
            self._result = GameResult(durak, [move.player])
            self._raw_events = move.player

    def _decode_events(self, raw: Any) -> tuple[Event, ...]:
        return (Event("race.won", {"who": self.names[raw]}, messages=RACE),)

    def _snapshot(self) -> tuple[Any, ...]:
        return (self.total, self._result)

    def _restore(self, snap: tuple[Any, ...]) -> None:
        self.total, self._result = snap

    def _copy_setup(self, other: Any) -> None:
        other._out = []

    def view(self, player: int | None) -> dict[str, Any]:
        return {"seat": player, "players": self._n, "total": self.total, "over": self.is_over}

    def hand(self, seat: int) -> tuple[Any, ...]:
        return ()

    @property
    def bout(self) -> int:
        return len(self._history) + 1


class LowBot:
    """Always adds the least."""

    last_reason = "I add as little as I can."

    def __init__(self, seed: int | None = None):
        self.seed = seed

    def choose(self, view: dict, moves: list) -> Any:
        return moves[0]


class RaceAdapter(AdapterBase):
    """Race to ten behind the adapter: its hooks are the generic defaults."""

    title = N_("Race to ten")
    game_class: type = RaceToTen
    deal_option = "names"
    presets: tuple[str, ...] = ()
    move_example = "'P0 adds 2'"
    repr_tag = "game='race_to_ten', "
    partnership_players: tuple[int, ...] = ()
    series_options: tuple[str, ...] = ()

    def new_game(self, players: int, seed: int | None = None, names: Any = None, **_: Any):
        return RaceToTen.new(players, seed=seed, names=names)

    def next_deal(self, current: Any, players: int, seed: int | None = None, **_: Any):
        return RaceToTen.new(players, seed=seed)

    def deal_settings(self, game: Any) -> dict[str, Any]:
        return {"partnerships": False, "series_first_attacker": None}

    def move_words(self, move: Any, lang: str, rule: str | None = None) -> str:
        return str(move)

    def move_from_json(self, data: Any) -> Add:
        return Add.from_json(data)

    def turn_text(self, game: Any, lang: str = "en") -> str:
        return f"{game.names[game.next_to_act() or 0]} to add"

    def narrate(self, game, move, verdict, events, you, lang="en") -> str:
        return f"{self.move_text(move, lang)}. Total {game.total}."

    def repr_state(self, game: Any) -> str:
        return f"total {game.total}"

    def default_bots(self) -> dict[str, type]:
        return {"simple": LowBot, "strong": LowBot, "random": LowBot}


def race_view(game: RaceToTen, ctx: ViewContext) -> dict[str, Any]:
    """The toy's view model: the total and the legal moves of the acting viewer."""
    moves = game.legal_moves(ctx.viewer) if ctx.acting == ctx.viewer and ctx.own_hand else []
    return {
        "game": "race_to_ten",
        "mode": ctx.mode,
        "viewer": ctx.viewer,
        "acting": ctx.acting,
        "players": game.players,
        "total": game.total,
        "hand": [],
        "seats": [{"seat": s, "name": game.names[s], "cards": None} for s in range(game.players)],
        "panel": {"status": f"Total {game.total}"},
        **common_fields(game, ctx, moves, game.result_text(ctx.you)),
    }


def register() -> RaceAdapter:
    """Register the toy game's adapter and drawing."""
    register_drawing("race_to_ten", Drawing(race_view, lambda *a: "no cards", lambda *a: ""))
    return register_game(RaceAdapter())  # type: ignore[return-value]


def unregister() -> None:
    """Take the toy game back out of the registry and the engines' list."""
    from durak_widget.engine import kinds
    from durak_widget.quiz.pool import pools

    unregister_game("race_to_ten")
    unregister_drawing("race_to_ten")
    if RaceToTen in kinds.game_classes():
        kinds.remove_game_class(RaceToTen)
    pools.cache_clear()
