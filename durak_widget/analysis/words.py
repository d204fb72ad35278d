"""The analysis in words: a comment on each marked move, the deal's luck and the decisive
moment, as `Text` values of the ``durak_widget_bots`` catalog (English, Russian, Spanish)."""

from __future__ import annotations

import gettext
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..bots.phrases import option_text
from ..bots.reasons import NOTHING, Capitalized, Joined, Text
from ..games.texts import result_text

if TYPE_CHECKING:
    from .judge import Judgement

__all__ = ["ResultText", "decisive_text", "luck_text", "move_comment", "outcome_text"]


class ResultText(Text):
    """The result of a finished game in the engine's words ("P0 is the durak: left holding
    cards."), in whatever language it is rendered in."""

    __slots__ = ("game",)

    def __init__(self, game: Any):
        super().__init__("{}", None)
        self.game = game

    def render(self, tr: gettext.NullTranslations) -> str:
        """The result in the language of `tr` (``""`` while the game goes on)."""
        return result_text(self.game, None, tr.info().get("language") or "en") or ""


def outcome_text(move_text: Text, value: float) -> Text:
    """``'taking loses'``: a move and its exact value."""
    if value == 1:
        return Text.gettext("{move} wins", move=move_text)
    if value == 0:
        return Text.gettext("{move} loses", move=move_text)
    return Text.gettext("{move} draws", move=move_text)


def option(move: Any, throw_in: bool) -> Text:
    """A move as an option: ``'beating 7♠ with 9♠'``, ``'throwing in 9♥'``."""
    return option_text(move, throw_in)


def move_comment(judged: Judgement, throw_in: bool = False) -> Text:
    """Why a move got its mark, from the estimates (nothing for an unmarked move);
    `throw_in`: an attack in this position is a throw-in."""
    if not judged.mark or judged.played is None or judged.best is None:
        return NOTHING
    assert judged.alternative is not None
    move, better = option(judged.move, throw_in), option(judged.best, throw_in)
    if judged.exact:
        parts = [
            outcome_text(move, judged.played.value),
            outcome_text(better, judged.alternative.value),
        ]
        return Text.gettext(
            "Every card is known now: {parts}, against best play.", parts=Joined(parts)
        )
    who = f"P{judged.seat}"
    if judged.mark == "!":
        return Text.ngettext(
            "The best move by a clear margin: {move} kept a {played:.0%} chance against "
            "{other:.0%} for {better}, over {n} deal imagined from what {who} could see, "
            "everyone then playing by the rules of thumb.",
            "The best move by a clear margin: {move} kept a {played:.0%} chance against "
            "{other:.0%} for {better}, over {n} deals imagined from what {who} could see, "
            "everyone then playing by the rules of thumb.",
            judged.played.deals,
            move=move,
            played=judged.played.value,
            other=judged.alternative.value,
            better=better,
            who=who,
        )
    return Capitalized(  # the sentence, not the move: another language may put it later
        Text.ngettext(
            "{better} was better: it kept a {best:.0%} chance against {played:.0%} for {move}, "
            "over {n} deal imagined from what {who} could see, everyone then playing by the "
            "rules of thumb.",
            "{better} was better: it kept a {best:.0%} chance against {played:.0%} for {move}, "
            "over {n} deals imagined from what {who} could see, everyone then playing by the "
            "rules of thumb.",
            judged.played.deals,
            better=better,
            best=judged.alternative.value,
            played=judged.played.value,
            move=move,
            who=who,
        )
    )


def decisive_text(judged: Judgement | None, harmless: Sequence[Judgement] = ()) -> Text:
    """The decisive moment in words, for the record's opening comment; without one, why none:
    the losing side made no clear mistake, and a `?` or `??` of the winning side's
    (`harmless`, the worst first) did not cost it the game."""
    if judged is None:
        if harmless:
            worst = harmless[0]
            return Text.gettext(
                "No single move decided the game: the losing side made no clear mistake, and "
                "{who}'s {mark} at move {number} did not cost {who} the game.",
                who=f"P{worst.seat}",
                mark=worst.mark,
                number=worst.number,
            )
        return Text.gettext(
            "No single move decided the game: the losing side made no clear mistake."
        )
    who = f"P{judged.seat}"
    return Text.gettext(
        "The decisive moment: move {number} ({who}: {move}).",
        number=judged.number,
        who=who,
        move=option_text(judged.move),
    )


def luck_text(seat: int, trumps: int, chance: float) -> Text:
    """One seat's deal: its trumps and the chance the deal gave it."""
    who = f"P{seat}"
    if trumps == 0:
        dealt = Text.gettext("{who} was dealt no trumps", who=who)
    else:
        dealt = Text.ngettext(
            "{who} was dealt {n} trump", "{who} was dealt {n} trumps", trumps, who=who
        )
    return Text.gettext(
        "{dealt}: a {chance:.0%} chance of not being the durak, judged from {who}'s own cards.",
        dealt=dealt,
        chance=chance,
        who=who,
    )
