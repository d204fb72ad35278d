"""How the coach words a move and which principle a worse move breaks."""

from __future__ import annotations

from typing import Any

from ..bots.phrases import option_text
from ..bots.reasons import Capitalized, Text
from .principles import PRINCIPLES

__all__ = ["first_up", "principle_reason", "principle_text", "said", "said_text"]


def said_text(move: Any, game: Any) -> Text:
    """A move as the coach says it, as a `Text` (English as `str`, any language with
    `Text.in_language`); see `said`."""
    if move.kind == "attack" and getattr(game, "table", None):
        return Text.gettext("throwing in {cards}", cards=" ".join(str(c) for c in move.cards))
    return option_text(move)


def said(move: Any, game: Any) -> str:
    """A move as the coach says it: ``"beating 7♠ with 9♦"``, ``"throwing in 9♠"``,
    ``"taking"``."""
    return str(said_text(move, game))


def first_up(text: Text | str) -> Text:
    """`text` with its first letter in capitals (the rest, card names included, unchanged), in
    every language."""
    return Capitalized(text)


def _name(key: str) -> Text:
    """The name of principle `key`, in every language."""
    return Text.fixed(PRINCIPLES[key].name)


def _trump_of(game: Any, seat: int) -> str | None:
    trumps = getattr(game, "trumps", None)
    if trumps is not None:
        return str(trumps[seat])
    trump = getattr(game, "trump", None)
    return str(trump) if trump is not None else None


def principle_reason(game: Any, move: Any, better: Any) -> tuple[str | None, str]:
    """``(principle key, sentence)``: why `better` beats `move` in the words of a principle,
    or ``(None, "")`` when no principle fits."""
    key, text = principle_text(game, move, better)
    return key, str(text)


def principle_text(game: Any, move: Any, better: Any) -> tuple[str | None, Text]:
    """`principle_reason` with the sentence as a `Text`, for every language."""
    trump = _trump_of(game, move.player)
    card = move.cards[0] if move.cards else None
    other = better.cards[0] if better.cards else None
    talon = getattr(game, "talon_size", 0)
    mine_trump = card is not None and card.suit == trump
    theirs_trump = other is not None and other.suit == trump
    taking = ("take", "pick_up")
    beating = ("defend", "beat", "transfer")
    target = getattr(move, "target", None) or _top(game)
    if move.kind in beating and better.kind in taking:
        return "take_on_purpose", Text.gettext(
            "Taking was better than {move}; {principle}: a few low cards cost less than the cards "
            "spent to beat them",
            move=said_text(move, game),
            principle=_name("take_on_purpose"),
        )
    if move.kind in taking and better.kind in beating:
        return "take_on_purpose", Text.gettext(
            "You took, but {better} was better; {principle} only when beating costs more than "
            "the cards are worth",
            better=said_text(better, game),
            principle=_name("take_on_purpose"),
        )
    if mine_trump and not theirs_trump and talon > 0:
        return "keep_trumps", _spent_trump(game, move, better, target)
    if (
        move.kind in beating
        and better.kind == move.kind
        and card is not None
        and other is not None
        and mine_trump == theirs_trump
        and card.rank > other.rank
        and getattr(better, "target", None) == getattr(move, "target", None)
    ):
        return "beat_cheaply", Text.gettext(
            "You beat {target} with {card} while the cheaper {other} also beats it; {principle}",
            target=target,
            card=card,
            other=other,
            principle=_name("beat_cheaply"),
        )
    if move.kind in ("attack", "lay") and card is not None:
        if better.kind == move.kind and other is not None and card.rank > other.rank:
            return "lead_low", Text.gettext(
                "You played {card} where {better} was better; {principle}",
                card=card,
                better=said_text(better, game),
                principle=_name("lead_low"),
            )
        if better.kind == "done":
            return "lead_low", Text.gettext(
                "You threw in {card} where saying done was better; {principle}: keep the high "
                "cards for later",
                card=card,
                principle=_name("lead_low"),
            )
    low = other is not None and other.rank <= 10 and not theirs_trump
    if move.kind == "done" and better.kind == "attack" and low:
        return "lead_low", Text.gettext(
            "{better} was better than saying done; {principle}: give the defender the cards you "
            "want rid of",
            better=first_up(said_text(better, game)),
            principle=_name("lead_low"),
        )
    return None, Text.fixed("")


def _spent_trump(game: Any, move: Any, better: Any, target: Any) -> Text:
    """``"You spent the trump 9♦ on 7♠ while 8♠ also beats it; keep trumps ..."``."""
    card = move.cards[0]
    other = better.cards[0] if better.cards else None
    beating = ("defend", "beat", "transfer")
    values = {"card": card, "target": target, "principle": _name("keep_trumps")}
    also = other is not None and better.kind in beating and target is not None
    if target is not None and move.kind in beating:
        if also:
            return Text.gettext(
                "You spent the trump {card} on {target} while {other} also beats it; {principle}",
                other=other,
                **values,
            )
        return Text.gettext(
            "You spent the trump {card} on {target} while {better} was better; {principle}",
            better=said_text(better, game),
            **values,
        )
    if also:
        return Text.gettext(
            "You spent the trump {card} while {other} also beats it; {principle}",
            other=other,
            **values,
        )
    return Text.gettext(
        "You spent the trump {card} while {better} was better; {principle}",
        better=said_text(better, game),
        **values,
    )


def _top(game: Any) -> Any:
    pile = getattr(game, "pile", None)
    return pile[-1] if pile else None
