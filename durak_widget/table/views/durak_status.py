"""The status line of a Durak table: whose move it is and what the viewer may do, in the
table's language.

Every sentence is one catalog entry, in two forms where it speaks of the learner: the second
person ("You attack P1: ...") when the viewer is the learner's own seat in play mode, and the
seat's name otherwise. No sentence is assembled from loose words, so each language can order
its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Card, Game, Move
from ...games.texts import or_list, rank_objects, result_text, table_tr, word_and


def played_by(game: Game) -> dict[Card, int]:
    """Who put each attack card now on the table there (the bout's attacker, a co-attacker
    who threw it in, or a defender who transferred with it): the latest move that played it."""
    wanted = {attack for attack, _ in game.table}
    found: dict[Card, int] = {}
    for move in reversed(game.history):
        if move.kind in ("attack", "transfer"):
            for card in move.cards:
                if card in wanted and card not in found:
                    found[card] = move.player
        if len(found) == len(wanted):
            break
    return found


def _cap(name: str) -> str:
    return name[:1].upper() + name[1:]


def durak_status(
    game: Game,
    view: dict,
    viewer: int,
    acting: int | None,
    you: int | None,
    moves: Sequence[Move],
    lang: str = "en",
) -> str:
    """The status line without the exchange note (see `durak_view.status_text`)."""
    if game.is_over:
        return result_text(game, you, lang) or ""
    tr = table_tr(lang)
    names = game.names
    attacker, defender = game.attacker, game.defender
    # the ranks as words with their article, in the case the verb takes: "a 7 or a jack"
    ranks = rank_objects(view["table_ranks"], lang)
    mine = acting == viewer and bool(moves)
    me = viewer == you
    fill = {
        "attacker": _cap(names[attacker]),
        "defender": names[defender],
        "who": _cap(names[viewer]),
        "ranks": ranks,
    }
    table = game.table
    if not table:
        if mine and viewer == attacker:
            if game.rules.multi_card_lead:
                text = (
                    tr.gettext("You attack {defender}: lead any card, or several of one rank.")
                    if me
                    else tr.gettext(
                        "{attacker} attacks {defender}: lead any card, or several of one rank."
                    )
                )
            else:
                text = (
                    tr.gettext("You attack {defender}: lead any card.")
                    if me
                    else tr.gettext("{attacker} attacks {defender}: lead any card.")
                )
            return text.format(**fill)
        if attacker == you:
            return tr.gettext("You lead against {defender}.").format(**fill)
        if defender == you:
            return tr.gettext("{attacker} leads against you.").format(**fill)
        return tr.gettext("{attacker} leads against {defender}.").format(**fill)
    unbeaten = sum(1 for _, d in table if d is None)
    if unbeaten and not game.taking:
        if viewer == defender and mine:
            return _defend_status(game, moves, me, lang)
        if defender == you:
            text = tr.ngettext(
                "You are defending against {n} unbeaten card.",
                "You are defending against {n} unbeaten cards.",
                unbeaten,
            )
        else:
            text = tr.ngettext(
                "{defender} is defending against {n} unbeaten card.",
                "{defender} is defending against {n} unbeaten cards.",
                unbeaten,
            )
        text = text.format(n=unbeaten, defender=_cap(names[defender]))
        if mine:
            extra = (
                tr.gettext("You may throw in {ranks}.")
                if me
                else tr.gettext("{who} may throw in {ranks}.")
            )
            text += " " + extra.format(**fill)
        return text
    if game.taking:
        fill["defender"] = _cap(names[defender])
        if mine:
            text = (
                tr.gettext("You take. Throw in {ranks} to give them more, or say Done.")
                if defender == you
                else tr.gettext(
                    "{defender} takes. Throw in {ranks} to give them more, or say Done."
                )
            )
        else:
            text = (
                tr.gettext("You take; the attackers may still add cards.")
                if defender == you
                else tr.gettext("{defender} takes; the attackers may still add cards.")
            )
        return text.format(**fill)
    if viewer == defender:  # the defender has nothing to do but wait (or exchange)
        text = (
            tr.gettext(
                "You have beaten every card. Waiting for the attackers: they may still throw in "
                "{ranks}, or say done."
            )
            if me
            else tr.gettext(
                "{who} has beaten every card. Waiting for the attackers: they may still throw "
                "in {ranks}, or say done."
            )
        )
        return text.format(**fill)
    if mine:
        if any(m.kind == "attack" for m in moves):
            text = (
                tr.gettext("You attack {defender}. Throw in {ranks}, or say Done.")
                if me
                else tr.gettext("{who} attacks {defender}. Throw in {ranks}, or say Done.")
            )
            return text.format(**fill)
        if any(m.kind == "done" for m in moves):
            text = (
                tr.gettext(
                    "Everything is beaten and you have no card that may be added now: say Done."
                )
                if me
                else tr.gettext(
                    "Everything is beaten and {who} has no card that may be added now: say Done."
                )
            )
            return text.format(**fill)
        return tr.gettext("Everything is beaten.")
    text = tr.gettext("Everything is beaten; the attackers may throw in {ranks}, or say done.")
    return text.format(**fill)


def _defend_status(game: Game, moves: Sequence[Move], me: bool, lang: str) -> str:
    """The defender's line: who attacks with which unbeaten cards, and what to do."""
    tr = table_tr(lang)
    names = game.names
    transfer = any(m.kind == "transfer" for m in moves)
    owners = played_by(game)
    for card, seat in owners.items():
        if seat == game.defender:  # a card the defender transferred, passed back to them:
            owners[card] = game.attacker  # the attack is the attacker's now
    unbeaten_cards = [a for a, d in game.table if d is None]
    seats = {owners.get(card, game.attacker) for card in unbeaten_cards}
    if len(seats) == 1:  # name who actually played them, not the bout's attacker
        cards = or_list([str(a) for a in unbeaten_cards], word_and(lang))
        if me:
            text = (
                tr.gettext("{who} attacks you: beat {cards}, transfer or take.")
                if transfer
                else tr.gettext("{who} attacks you: beat {cards} or take.")
            )
        else:
            text = (
                tr.gettext("{who} attacks {defender}: beat {cards}, transfer or take.")
                if transfer
                else tr.gettext("{who} attacks {defender}: beat {cards} or take.")
            )
        who = _cap(names[seats.pop()])
        return text.format(who=who, defender=names[game.defender], cards=cards)
    pieces = [
        tr.gettext("{card} (from {name})").format(card=a, name=names[owners.get(a, game.attacker)])
        for a in unbeaten_cards
    ]
    cards = or_list(pieces, word_and(lang))
    text = (
        tr.gettext("Beat {cards}, transfer, or take.")
        if transfer
        else tr.gettext("Beat {cards}, or take.")
    )
    return text.format(cards=cards)
