"""What an instrument measured on a principle's example, kept with the example so that the
strategy page, notebook 08 and the truth gate quote one set of figures, each saying which
opponent it is against.

`benchmarks/principles.py` measures them (`durak_widget.coach.instruments`); the truth gate
measures them again and fails when a stored figure is not what its instrument gives, within
its sampling error.

>>> found = Measured("strong", 200, (("P1 beats 7♠ with 8♠", 0.49, 0.078),))
>>> found.loss("P1 beats 7♠ with 8♠")
0.49
>>> found.text_in("en").split(": ")[1]
'beating 7♠ with 8♠ loses 49% (± 8%).'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..bots.phrases import option_text
from ..bots.reasons import Joined, Text
from ..engine import Move

__all__ = ["METHODS", "Cost", "Measured"]

METHODS: Final = ("search", "strong", "every_deal", "exact")
"""The instruments, by `durak_widget.coach.evidence.Evidence.method`."""


@dataclass(frozen=True)
class Measured:
    """One instrument's figures on an example: ``method`` (one of `METHODS`), how many
    ``deals`` (every deal for ``"every_deal"``, 1 for ``"exact"``), and ``losses``: for each
    move (as text, ``"P1 beats 7♠ with 8♠"``) how often it lost and the 95% half-width of that
    figure (0 when nothing was sampled). ``seed``, ``playouts`` and ``infer_steps`` say how it
    was measured (the strong bots' search iterations a decision, 0 where no strong bot played,
    and their inference chain, ``None`` for StrongBot's own)."""

    method: str
    deals: int
    losses: tuple[tuple[str, float, float], ...]
    seed: int = 1
    playouts: int = 0
    infer_steps: int | None = None

    def __post_init__(self) -> None:
        if self.method not in METHODS:
            raise ValueError(f"method must be one of {', '.join(METHODS)}, got {self.method!r:.40}")

    @property
    def sampled(self) -> bool:
        """Whether the figures come from a sample of deals (with a sampling error)."""
        return self.method in ("search", "strong")

    def loss(self, move: Any) -> float:
        """How often `move` (a `Move` or its text) lost; `KeyError` for a move not measured."""
        for text, rate, _ in self.losses:
            if text == str(move):
                return rate
        raise KeyError(f"{move} was not measured")

    def interval(self, move: Any) -> float:
        """The 95% half-width of `move`'s figure (0 when nothing was sampled)."""
        for text, _, half in self.losses:
            if text == str(move):
                return half
        raise KeyError(f"{move} was not measured")

    def text(self, game: Any = None) -> Text:
        """The figures in a sentence that names the opponent they are against; with `game`
        (the example's position) each move is said as played there (an attack with cards on
        the table is a throw-in, not a lead)."""
        on_table = bool(getattr(game, "table", ()))
        parts = [self._move_text(m, rate, half, on_table) for m, rate, half in self.losses]
        moves = Joined(parts, "; ")
        if self.method == "search":
            return Text.ngettext(
                "Against a rules-of-thumb opponent (SimpleBot at every seat, your own later "
                "moves too), over {n} deal: {moves}.",
                "Against a rules-of-thumb opponent (SimpleBot at every seat, your own later "
                "moves too), over {n} deals: {moves}.",
                self.deals,
                moves=moves,
            )
        if self.method == "strong":
            return Text.ngettext(
                "Against strong play (StrongBot at every seat, your own later moves too), over "
                "{n} deal: {moves}.",
                "Against strong play (StrongBot at every seat, your own later moves too), over "
                "{n} deals: {moves}.",
                self.deals,
                moves=moves,
            )
        if self.method == "every_deal":
            return Text.ngettext(
                "In the {n} deal that fits what you have seen, worked out with every card "
                "known (best play by both sides): {moves}.",
                "In each of the {n} deals that fit what you have seen, worked out with every "
                "card known (best play by both sides): {moves}.",
                self.deals,
                moves=moves,
            )
        return Text.gettext(
            "Every card is known, and the rest of the game is worked out exactly: {moves}.",
            moves=moves,
        )

    def text_in(self, lang: str, game: Any = None) -> str:
        """`text` in language `lang` (the moves said as played at `game`, when given)."""
        return self.text(game).in_language(lang)

    def _move_text(self, move: str, rate: float, half: float, on_table: bool = False) -> Text:
        said = option_text(Move.parse(move), on_table)
        if self.method == "exact":
            if rate == 0:
                return Text.gettext("{move} wins", move=said)
            if rate == 1:
                return Text.gettext("{move} loses", move=said)
            return Text.gettext("{move} draws", move=said)
        if self.method == "every_deal" and float(rate * self.deals).is_integer():
            lost = round(rate * self.deals)
            if lost == 0:
                return Text.gettext("{move} loses in none of them", move=said)
            if lost == self.deals:
                return Text.gettext("{move} loses in every one", move=said)
            return Text.ngettext(
                "{move} loses in {lost} of them",
                "{move} loses in {lost} of them",
                lost,
                move=said,
                lost=lost,
            )
        if half:
            return Text.gettext(
                "{move} loses {rate:.0%} (± {half:.0%})", move=said, rate=rate, half=half
            )
        return Text.gettext("{move} loses {rate:.0%}", move=said, rate=rate)


@dataclass(frozen=True)
class Cost:
    """What breaking a principle costs a player, measured as a habit over whole games
    (`benchmarks/principles.py`): against ``opponent`` (``"simple"``: SimpleBot against
    SimpleBot; ``"strong"``: StrongBot against StrongBot), over ``deals`` deals each played
    twice, the share of games more that the player who breaks it loses (``value``), with its
    95% half-width (``half``)."""

    opponent: str
    deals: int
    value: float
    half: float

    def __post_init__(self) -> None:
        if self.opponent not in ("simple", "strong"):
            raise ValueError(f"opponent must be 'simple' or 'strong', got {self.opponent!r:.40}")

    @property
    def measurable(self) -> bool:
        """Whether breaking the principle costs a share of games beyond the noise (the 95%
        interval above zero)."""
        return self.value - self.half > 0

    def text(self) -> Text:
        """The cost in a sentence that names the opponent."""
        if self.opponent == "simple":
            return Text.ngettext(
                "Against a rules-of-thumb opponent, breaking it loses {value:+.1%} of games "
                "(95% interval {low:+.1%} to {high:+.1%}, {n} deal played twice).",
                "Against a rules-of-thumb opponent, breaking it loses {value:+.1%} of games "
                "(95% interval {low:+.1%} to {high:+.1%}, {n} deals played twice).",
                self.deals,
                value=self.value,
                low=self.value - self.half,
                high=self.value + self.half,
            )
        return Text.ngettext(
            "Against strong play, breaking it loses {value:+.1%} of games (95% interval "
            "{low:+.1%} to {high:+.1%}, {n} deal played twice).",
            "Against strong play, breaking it loses {value:+.1%} of games (95% interval "
            "{low:+.1%} to {high:+.1%}, {n} deals played twice).",
            self.deals,
            value=self.value,
            low=self.value - self.half,
            high=self.value + self.half,
        )

    def text_in(self, lang: str) -> str:
        """`text` in language `lang`."""
        return self.text().in_language(lang)
