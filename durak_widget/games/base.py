"""The one shape every game takes above the engines: the `GameAdapter` protocol.

An adapter says what a game *is* for the layers above the engines (dealing, a new deal,
reading moves from JSON, whose turn it is, its words for moves, narration and the log, its
default bots, the quiet moment of a bout) so that the teaching parts, the table and the widget
never ask which game they are playing. How a game is *drawn* (its view model, a card's reason,
the static picture) lives with the table (`durak_widget.table.views`).
`durak_widget.games.registry` keeps the adapters by name and answers `kind_of(game)`.
`AdapterBase` holds what the adapters do alike (identity, messages, a new deal, turn order,
result and log texts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from .texts import move_and_events, named, result_text


@runtime_checkable
class GameAdapter(Protocol):
    """What the widget needs to know about one game.

    Attributes: ``name`` (the registry key, also ``view["game"]``), ``title`` (for people),
    ``game_class`` and ``move_class``, ``min_players``/``max_players``, ``presets`` (rules
    presets a new-game message may name; empty if the game has none), ``record_variant`` (the
    variant tag of its records), ``messages`` (its message table: rule or event id -> text),
    ``move_example`` (move text for error messages), ``repr_tag`` (what the widget's repr
    says about the game before the mode; empty for the first game), ``partnership_players``
    (the numbers of players that may play in partnerships; empty when the game has none),
    ``series_options`` (the values of who leads the next game of a series; empty when the
    game has no such rule). Texts take a `lang` (``"en"``, ``"ru"``, ``"es"``).
    """

    title: str
    game_class: type
    presets: tuple[str, ...]
    move_example: str
    repr_tag: str
    partnership_players: tuple[int, ...]
    series_options: tuple[str, ...]

    @property
    def name(self) -> str:
        """The registry key (also ``view["game"]``)."""

    @property
    def record_variant(self) -> str:
        """The value of the ``Game`` tag in the game's records."""

    @property
    def move_class(self) -> Any:
        """The game's move class."""

    @property
    def min_players(self) -> int:
        """The fewest seats."""

    @property
    def max_players(self) -> int:
        """The most seats."""

    @property
    def messages(self) -> Any:
        """The game's message table (`durak_widget.engine.messages.MessageTable`: rule, event
        and phrase ids -> learner text)."""

    def new_game(
        self,
        players: int,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        **options: Any,
    ) -> Any:
        """A new deal for `players` seats."""

    def next_deal(
        self,
        current: Any,
        players: int,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        preset: Any = None,
        previous: Any = None,
        partnerships: bool | None = None,
        series_first_attacker: str | None = None,
    ) -> Any:
        """A new deal "like `current`" (same rules or trumps unless the number of players,
        the `preset`, `partnerships` or `series_first_attacker` say otherwise; `previous` the
        result of the last game of a series); raises `ValueError` for a setting the game
        cannot use."""

    def deal_settings(self, game: Any) -> dict[str, Any]:
        """The menu's settings of `game`: ``{"partnerships": bool, "series_first_attacker":
        value or None}``."""

    def move_text(
        self,
        move: Any,
        lang: str = "en",
        names: Sequence[str] | None = None,
        rule: str | None = None,
    ) -> str:
        """The move in words (``str(move)`` in English), its seat called by `names` (the
        game's names for its seats) when given; `rule`, the rule id of the verdict that let
        the move be played, when known (Durak words a throw-in apart from a lead by it)."""

    def move_from_json(self, data: Any) -> Any:
        """A move from its JSON object; raises `durak_widget.games.fields.FieldError` (a
        `ValueError`) naming the bad field."""

    def next_to_act(self, game: Any) -> int | None:
        """The seat that acts next (``None`` once the game is over)."""

    def turn(self, game: Any) -> tuple[int | None, list[Any]]:
        """The seat that acts next with its legal moves (``(None, [])`` once the game is over):
        what a bot driver needs before every move, in one call."""

    def result_text(self, game: Any, you: int | None = None, lang: str = "en") -> str | None:
        """The result in words (``None`` while the game goes on)."""

    def turn_text(self, game: Any, lang: str = "en") -> str:
        """Who is to act, in a few words (``"Bout 1: P0 attacks P1"``)."""

    def narrate(
        self,
        game: Any,
        move: Any,
        verdict: Any,
        events: Sequence[Any],
        you: int | None,
        lang: str = "en",
    ) -> str:
        """What `move` did, for the live region, from the engine's `events`."""

    def log_text(
        self,
        move: Any,
        events: Sequence[Any],
        lang: str = "en",
        names: Sequence[str] | None = None,
        rule: str | None = None,
    ) -> str:
        """The move-log text of `move` (with what it caused: a bout's end, the drawing order,
        who attacks next), its seat called by `names` when given, worded by its verdict's
        `rule` when given."""

    def quiet_seats(self, game: Any) -> Sequence[int]:
        """The seats a bout's quiet moment waits for, in turn order: every attack card is
        beaten and these attackers may still add cards (empty when the game is not in such a
        moment, or has none). Decided from public facts only: the table shows it to every
        viewer."""

    def quiet_done(self, game: Any, seat: int) -> Any:
        """The move by which `seat` lets the quiet bout close (Durak: "done")."""

    def repr_state(self, game: Any) -> str:
        """The game's state for the widget's repr."""

    def default_bots(self) -> dict[str, type]:
        """The game's bots by level: ``{"simple", "strong", "random"}``."""


class AdapterBase:
    """What the adapters share where the logic is the same for every game: the message table
    is the game class's, the result is the engine's own wording, and a move-log line is the
    move with the engine's events, and a new game is the game class's deal with the one
    option the game takes (``deal_option``: the name of that keyword of ``game_class.new``).
    Subclasses set ``game_class``, ``deal_option`` and the rest of the `GameAdapter` protocol.
    The game's identity (name, record variant, move class, player range, messages)
    is read from the game class, where it is said once."""

    game_class: type
    deal_option: str

    @property
    def name(self) -> str:
        """The game class's name (`RecordedGame.name`): the registry key."""
        return str(self.game_class.name)  # type: ignore[attr-defined]

    @property
    def record_variant(self) -> str:
        """The game class's ``record_variant``."""
        return str(self.game_class.record_variant)  # type: ignore[attr-defined]

    @property
    def move_class(self) -> Any:
        """The game class's move class (``move_type``)."""
        return self.game_class.move_type  # type: ignore[attr-defined]

    @property
    def min_players(self) -> int:
        """The game class's fewest seats."""
        return int(self.game_class.min_players)  # type: ignore[attr-defined]

    @property
    def max_players(self) -> int:
        """The game class's most seats."""
        return int(self.game_class.max_players)  # type: ignore[attr-defined]

    @property
    def messages(self) -> Any:
        """The game class's `MessageTable` (verdict rules, events, phrases)."""
        return self.game_class.messages  # type: ignore[attr-defined]

    def new_game(
        self,
        players: int,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        **options: Any,
    ) -> Any:
        """``game_class.new(players, seed=seed, names=names)`` with the game's one deal option
        (``deal_option``, such as ``rules`` or ``trumps``) from `options`; ``None`` when it is
        not there, and other options are ignored."""
        option = {self.deal_option: options.get(self.deal_option)}
        return self.game_class.new(  # type: ignore[attr-defined]
            players=players, seed=seed, names=names, **option
        )

    def next_to_act(self, game: Any) -> int | None:
        """The seat that acts next: the game's own ``game.next_to_act()`` (``None`` once it is
        over)."""
        seat: int | None = game.next_to_act()
        return seat

    def turn(self, game: Any) -> tuple[int | None, list[Any]]:
        """The seat that acts next with its legal moves: the game's own ``game.turn()``."""
        found: tuple[int | None, list[Any]] = game.turn()
        return found

    def result_text(self, game: Any, you: int | None = None, lang: str = "en") -> str | None:
        """The engine's one wording of the result (``"P1 is the durak: left holding cards."``
        and its variants, with "you" for seat `you`) in `lang`; ``None`` while the game goes
        on."""
        return result_text(game, you, lang)

    # ----------------------------------------------------------------- quiz hooks

    beat_prompt: str = ""
    """How a "which cards beat it" question is put (``"defend"``: the defender against an
    attack card; ``"top_card"``: against the pile's top card); ``""``: the game has none."""

    quiz_kinds: tuple[str, ...] = ()
    """The quiz's game-specific kinds of question the game has (Durak: ``"how_many"``,
    ``"next_attacker"``, ``"after_take"``); every game has "legal" and "why"."""

    def quiz_positions(self) -> list[tuple[str, Any, Any]]:
        """The seeded games the quiz draws positions from, ``(label, game, bot)``: played
        to the end by `bot` (by default two deals for the fewest seats, played by the
        game's simple bot)."""
        bot = self.default_bots()["simple"]  # type: ignore[attr-defined]
        players = self.min_players
        return [
            (
                f"{self.name} game {seed} ({players} players)",
                self.new_game(players, seed=seed),
                bot(seed=seed),
            )
            for seed in (1, 2)
        ]

    def quiz_candidates(self, game: Any) -> list[Any]:
        """Moves worth asking "is it legal?" and "why not?" about in `game` (by default
        every seat's legal moves)."""
        return [m for seat in range(game.players) for m in game.legal_moves(seat)]

    def beat_tries(self, game: Any) -> list[tuple[int, Any, dict[Any, Any]]]:
        """For a "which cards beat it" question: ``(seat, target card, {card: the
        engine's verdict on beating it with that card})`` for each card to beat now (by
        default none)."""
        return []

    def quiet_seats(self, game: Any) -> Sequence[int]:
        """No quiet moment (a game where others may add cards overrides this)."""
        return ()

    def quiet_done(self, game: Any, seat: int) -> Any:
        """A game without a quiet moment has no such move."""
        raise ValueError(f"{self.name} has no quiet moment to close")

    def log_text(
        self,
        move: Any,
        events: Sequence[Any],
        lang: str = "en",
        names: Sequence[str] | None = None,
        rule: str | None = None,
    ) -> str:
        """The move, with what it caused in the engine's words (a bout's end, the drawing
        order, a pick-up's count, who went out, the result)."""
        return move_and_events(self.move_text(move, lang, names, rule), events, lang)

    def move_text(
        self,
        move: Any,
        lang: str = "en",
        names: Sequence[str] | None = None,
        rule: str | None = None,
    ) -> str:
        """The move in words, as players say it (the game's `move_words`: "P1 throws in 7♦",
        "P0 says done", not the record's notation "P1 attacks 7♦", "P0 done"); its seat called
        by `names` (the game's names for its seats) when given (`texts.named`). A game that
        words no moves is written in its notation in English."""
        try:
            text = self.move_words(move, lang, rule)
        except NotImplementedError:
            if lang != "en":
                raise
            text = str(move)
        return named(text, names)

    def move_words(self, move: Any, lang: str, rule: str | None = None) -> str:
        """The move in words in `lang` (English included): each game words its own moves;
        `rule` is the rule id of the verdict that let it be played, when known."""
        raise NotImplementedError
