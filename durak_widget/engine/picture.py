"""A static HTML picture of a table, for notebooks without JavaScript (nbconvert, GitHub),
in the learner's language (the ``picture.*`` and ``role.*`` phrases of the Durak message
table)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from .cards import RANK_NAMES, SUIT_NAMES, Card
from .messages import DURAK, join_words

if TYPE_CHECKING:
    from .game import Game

_RED = {"H", "D"}


def _words(language: str | None) -> Any:
    """The Durak message table in `language` (``None``: the language set)."""
    from .i18n import language_or_current, local_table

    lang = language_or_current(language)
    return DURAK if lang == "en" else local_table(DURAK, lang)


def card_title(card: Card, trump: str | None, words: Any = DURAK) -> str:
    """`card` spelt out for a tooltip, rank first ("queen of diamonds, trump"), in the
    language of `words` (a message table)."""
    rank = RANK_NAMES.get(card.rank, str(card.rank))
    key = "picture.card_trump" if trump is not None and card.suit == trump else "picture.card"
    return str(words.phrase(key, rank=rank, suit=SUIT_NAMES[card.suit]))


def card_html(card: Card | None, trump: str, hidden: bool = False, words: Any = DURAK) -> str:
    """One card as an inline-styled span; the suit is shown by symbol, never by colour alone."""
    base = (
        "display:inline-block;min-width:2.2em;padding:0.15em 0.3em;margin:0.1em;"
        "border:1px solid #888;border-radius:0.3em;text-align:center;font-family:sans-serif;"
        "background:#fff;"
    )
    if hidden or card is None:
        label = escape(str(words.phrase("picture.hidden")))
        return f'<span style="{base}background:#567;color:#fff" title="{label}">🂠</span>'
    colour = "#c00" if card.suit in _RED else "#111"
    mark = "font-weight:bold;box-shadow:0 0 0 2px #d4a017;" if card.suit == trump else ""
    label = escape(card_title(card, trump, words))
    return f'<span style="{base}color:{colour};{mark}" title="{label}">{escape(str(card))}</span>'


def game_html(
    game: Game, seat: int | None = None, open_hands: bool = True, language: str | None = None
) -> str:
    """The table as HTML: seats with roles and cards, the table, the talon and trump, in
    `language` (by default the one `durak_widget.set_language` set).

    With ``open_hands=False`` only `seat`'s hand is shown face up."""
    words = _words(language)
    lang = getattr(words, "lang", "en")

    def say(key: str, **values: Any) -> str:
        return escape(str(words.phrase(key, **values)))

    trump = game.trump
    roles = [str(words.phrase(f"role.{role}")) for role in game.roles()]
    if game.teams is not None:
        team_of = {
            p: join_words([game.names[q] for q in team], str(words.phrase("and")))
            for team in game.teams
            for p in team
        }
        roles = [
            str(words.phrase("picture.team", role=role, team=team_of[p]))
            for p, role in enumerate(roles)
        ]
    rows = []
    for p in range(game.players):
        hand = game.hand(p)
        if open_hands or p == seat:
            cards = "".join(card_html(c, trump, words=words) for c in hand)
        else:
            cards = say("picture.hand", count=len(hand))
        rows.append(
            f"<tr><th style='text-align:left;padding-right:1em'>{escape(game.names[p])}</th>"
            f"<td style='padding-right:1em'>{escape(roles[p])}</td><td>{cards or '-'}</td></tr>"
        )
    table = "".join(
        "<span style='display:inline-block;margin-right:0.6em'>"
        + card_html(a, trump, words=words)
        + (card_html(d, trump, words=words) if d else "")
        + "</span>"
        for a, d in game.table
    )
    trump_card = game.trump_card
    mark = "\x00card\x00"  # the face-up card's HTML goes in after the words are escaped
    talon = (
        say("picture.talon", count=game.talon_size, card=mark).replace(
            mark, card_html(trump_card, trump, words=words)
        )
        if trump_card
        else say("picture.talon_empty")
    )
    names = game.names
    if game.is_over:
        status = say("picture.over", result=_result(game, lang))
    elif game.bout_number is None:
        status = say("picture.attack", attacker=names[game.attacker], defender=names[game.defender])
    else:
        status = say(
            "picture.bout",
            bout=game.bout_number,
            attacker=names[game.attacker],
            defender=names[game.defender],
        )
    suit = SUIT_NAMES[trump] if lang == "en" else words.word(SUIT_NAMES[trump])
    shown = (
        say("picture.table", cards=mark).replace(mark, table)
        if table
        else say("picture.table_empty")
    )
    return (
        "<div class='durak-static' style='font-family:sans-serif;line-height:1.6'>"
        f"<div><b>{say('picture.trump', suit=suit)}</b> · {talon} · "
        f"{say('picture.discard', count=game.discard_size)}</div>"
        f"<div>{status}</div>"
        f"<div>{shown}</div>"
        f"<table>{''.join(rows)}</table></div>"
    )


def _result(game: Game, lang: str) -> str:
    """The game's result in `lang`, in the game's own phrases."""
    from .base import result_words
    from .i18n import local_table

    result = game.result
    if result is None:
        return ""
    words = game.messages if lang == "en" else local_table(game.messages, lang)
    return result_words(result, words, game.names, None, game.players)
