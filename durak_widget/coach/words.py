"""How the coach words a move and which principle a worse move breaks."""

from __future__ import annotations

from typing import Any

from ..bots.phrases import gerund
from .principles import PRINCIPLES

__all__ = ["first_up", "principle_reason", "said"]


def said(move: Any, game: Any) -> str:
    """A move as the coach says it: ``"beating 7♠ with 9♦"``, ``"throwing in 9♠"``,
    ``"taking"``."""
    if move.kind == "attack" and getattr(game, "table", None):
        return f"throwing in {' '.join(str(c) for c in move.cards)}"
    return gerund(move)


def first_up(text: str) -> str:
    """`text` with its first letter in capitals (the rest, card names included, unchanged)."""
    return text[:1].upper() + text[1:]


def _trump_of(game: Any, seat: int) -> str | None:
    trumps = getattr(game, "trumps", None)
    if trumps is not None:
        return str(trumps[seat])
    trump = getattr(game, "trump", None)
    return str(trump) if trump is not None else None


def principle_reason(game: Any, move: Any, better: Any) -> tuple[str | None, str]:
    """``(principle key, sentence)``: why `better` beats `move` in the words of a principle,
    or ``(None, "")`` when no principle fits."""
    trump = _trump_of(game, move.player)
    card = move.cards[0] if move.cards else None
    other = better.cards[0] if better.cards else None
    talon = getattr(game, "talon_size", 0)
    mine_trump = card is not None and card.suit == trump
    theirs_trump = other is not None and other.suit == trump
    taking = ("take", "pick_up")
    beating = ("defend", "beat", "transfer")
    name = {key: p.name for key, p in PRINCIPLES.items()}
    target = getattr(move, "target", None) or _top(game)
    if move.kind in beating and better.kind in taking:
        return "take_on_purpose", (
            f"Taking was better than {said(move, game)}; {name['take_on_purpose']}: a few low "
            "cards cost less than the cards spent to beat them"
        )
    if move.kind in taking and better.kind in beating:
        return "take_on_purpose", (
            f"You took, but {said(better, game)} was better; {name['take_on_purpose']} only "
            "when beating costs more than the cards are worth"
        )
    if mine_trump and not theirs_trump and talon > 0:
        where = f" on {target}" if target is not None and move.kind in beating else ""
        also = (
            f" while {other} also beats it"
            if other is not None and better.kind in beating and target is not None
            else f" while {said(better, game)} was better"
        )
        return "keep_trumps", f"You spent the trump {card}{where}{also}; {name['keep_trumps']}"
    if (
        move.kind in beating
        and better.kind == move.kind
        and card is not None
        and other is not None
        and mine_trump == theirs_trump
        and card.rank > other.rank
        and getattr(better, "target", None) == getattr(move, "target", None)
    ):
        return "beat_cheaply", (
            f"You beat {target} with {card} while the cheaper {other} also beats it; "
            f"{name['beat_cheaply']}"
        )
    if move.kind in ("attack", "lay") and card is not None:
        if better.kind == move.kind and other is not None and card.rank > other.rank:
            return "lead_low", (
                f"You played {card} where {said(better, game)} was better; {name['lead_low']}"
            )
        if better.kind == "done":
            return "lead_low", (
                f"You threw in {card} where saying done was better; {name['lead_low']}: keep "
                "the high cards for later"
            )
    low = other is not None and other.rank <= 10 and not theirs_trump
    if move.kind == "done" and better.kind == "attack" and low:
        return "lead_low", (
            f"{first_up(said(better, game))} was better than saying done; "
            f"{name['lead_low']}: give the defender the cards you want rid of"
        )
    return None, ""


def _top(game: Any) -> Any:
    pile = getattr(game, "pile", None)
    return pile[-1] if pile else None
