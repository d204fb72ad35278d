"""View-model pieces every game shares: seat names, card entries, the view's common fields.

Each game's view starts from ``game.view(viewer)`` (the engine's account of what one seat may
see) and adds what the table needs; the parts that do not depend on the game live here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import Card
from ...games.texts import event_text, table_tr
from ...games.texts import or_list as or_list
from ...quiz.words import legal_text_in
from .texts import you_name


@dataclass(frozen=True)
class ViewContext:
    """Where the view is drawn from: `mode`, the `viewer` seat, the seat whose buttons are
    live (`acting`, or ``None``), whether every hand may be shown (`open_hands`), the learner's
    seat in play mode (`you`, for "you" in texts), the history `position`/`length`, what
    the widget says besides the game (`last_verdict`, `error`, `narration`, `note`: a prefix
    for the status line), the language of the table's texts (`lang`), and whether the viewer
    seat's own hand is shown (`own_hand`)."""

    mode: str
    viewer: int
    acting: int | None
    open_hands: bool
    you: int | None
    position: int
    length: int
    last_verdict: dict | None = None
    error: str | None = None
    narration: str | None = None
    note: str | None = None
    lang: str = "en"
    own_hand: bool = True
    """Whether the `viewer` seat's own hand is shown (a spectator's view is drawn from a seat
    but shows no hand)."""
    live: tuple[int, ...] = ()
    """Every seat whose cards may be played from this view, the acting seat first (a
    sandbox: the seat to act wherever it sits, and the viewer's own seat); empty: the acting
    seat alone, when it is the viewer's."""

    def live_seats(self, game: Any) -> list[int]:
        """The seats whose cards may be played from this view (see `live`), each with a legal
        move; another seat's only when its hand is shown."""
        if self.live:
            return [
                s
                for s in self.live
                if (s == self.viewer and self.own_hand) or (s != self.viewer and self.open_hands)
            ]
        return [self.viewer] if self.acting == self.viewer and self.own_hand else []


def seat_name(game: Any, seat: int, you: int | None, lang: str = "en") -> str:
    """A seat's name, with "(you)" for the learner's own seat in play mode."""
    name = game.names[seat]
    return you_name(name, lang) if seat == you else name


def legal_text(message: str, lang: str = "en") -> str:
    """The engine's sentence without its leading ``"Legal: "`` (Russian «Можно: », Spanish
    «Válido: »), for a tooltip or a line that stands on its own."""
    return legal_text_in(message, lang)


def card_entry(card: Card, name: str, trump: bool, uses: list[dict], reason: str | None) -> dict:
    """One card of the viewer's hand, compact: ``card`` (its code), ``name`` (spoken),
    ``legal``, and only when they say something: ``trump`` (``true``), ``uses`` (the card's
    uses now, when it has any) and ``reason`` (the engine's reason; the table leaves it out and
    sends it on demand, see ``why_card``)."""
    entry: dict[str, Any] = {"card": card.code, "name": name, "legal": bool(uses)}
    if trump:
        entry["trump"] = True
    if uses:
        entry["uses"] = uses
    if reason is not None:
        entry["reason"] = reason
    return entry


def final_role(game: Any, count: int, lang: str = "en") -> tuple[str, str] | None:
    """A seat's role and label once the game is over: ``("out", "out")`` for a seat with no
    cards, ``("durak", "the durak")`` for the one left holding cards; ``None`` while the game
    goes on (no seat keeps a "waiting" badge after the end)."""
    if not game.is_over:
        return None
    tr = table_tr(lang)
    if count == 0:
        return "out", tr.pgettext("role", "out")
    return "durak", tr.pgettext("role", "the durak")


def last_draw(events: Sequence[Any], lang: str = "en") -> dict | None:
    """``view.last_draw`` from the events of the move just shown: the ``draw.order`` event's
    ``{"order", "counts", "face_up_to", "text"}`` (seats in drawing order, cards each drew,
    the seat that drew the face-up trump or ``None``), or ``None`` when nobody drew."""
    for event in events:
        if getattr(event, "rule", None) == "draw.order":
            details = event.details
            return {
                "order": list(details.get("order", [])),
                "counts": list(details.get("counts", [])),
                "face_up_to": details.get("face_up_to"),
                "text": event_text(event, lang),
            }
    return None


def seat_entry(
    game: Any, info: dict, ctx: ViewContext, role: str, label: str, **extra: Any
) -> dict:
    """One seat of the table: name, card count, role and its label, the cards when the viewer
    may see them (its own seat, or every seat with open hands), known cards."""
    seat = info["seat"]
    visible = ctx.open_hands or (ctx.own_hand and seat == ctx.viewer)
    entry = {
        "seat": seat,
        "name": seat_name(game, seat, ctx.you, ctx.lang),
        "count": info["count"],
        "role": role,
        "role_label": label,
        **extra,
        "cards": [c.code for c in game.hand(seat)] if visible else None,
        "known": info["known"],
        "is_viewer": seat == ctx.viewer,
    }
    return entry


def status_with_note(status: str, ctx: ViewContext) -> str:
    """The status line with the widget's note (stepped back, paused) in front."""
    return f"{ctx.note} {status}" if ctx.note else status


def common_fields(game: Any, ctx: ViewContext, moves: Sequence[Any], result: str | None) -> dict:
    """The fields every game's view model ends with: legal moves, verdict, error, narration,
    history, whether the game is over, the result text, and the replay slot."""
    return {
        "legal": [m.to_json() for m in moves],
        "last_verdict": ctx.last_verdict,
        "error": ctx.error,
        "narration": ctx.narration,
        "history": {"position": ctx.position, "length": ctx.length},
        "over": game.is_over,
        "result_text": result,
        "replay": None,
    }
