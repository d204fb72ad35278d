"""Shared helpers for the engine tests (not a test module)."""

from __future__ import annotations

from collections import Counter

from durak_widget import Card, Game, Move, Rules
from durak_widget.engine.cards import deck
from durak_widget.engine.verdict import MESSAGES

PRESETS = ("podkidnoy", "perevodnoy", "classic", "eltos")

RANDOM_GAME_STATS = {"games": 0, "capped": 0, "moves": 0}
"""Counts from the random-game property tests: games played, moves, and games that hit the
move cap (a capped game also fails its own test)."""


def cards(text: str) -> list[Card]:
    """``"7S 9S KH"`` -> a list of cards."""
    return [Card.parse(t) for t in text.split()]


def hand(game: Game, seat: int) -> set[str]:
    """A seat's hand as a set of ASCII codes, for easy comparison."""
    return {c.code for c in game.hands[seat]}


def codes(seq) -> list[str]:
    return [Card.parse(c).code for c in seq]


def play_all(game: Game, *moves: str) -> Game:
    for move in moves:
        game.play(move)
    return game


def snapshot(game: Game) -> tuple:
    """Everything observable about a game, for 'nothing changed' comparisons."""
    return (
        repr(game),
        game.hands,
        game.history,
        tuple(game.table),
        game.talon_size,
        game.trump_card,
        game.discard_size,
        game.attacker,
        game.defender,
        game.out,
        game.is_over,
        game.result,
        game.taking,
        game.done_players,
        tuple(repr(game.view(p)) for p in range(game.players)),
        tuple(game.legal_moves()),
    )


def card_locations(game: Game) -> Counter:
    """Every card in the game, counted over hands, table, talon and discard.

    The talon's cards are hidden from the public API except the face-up one; the test derives
    them from the starting deck instead (see `check_conservation`)."""
    found: Counter = Counter()
    for h in game.hands:
        found.update(h)
    for attack, defence in game.table:
        found[attack] += 1
        if defence is not None:
            found[defence] += 1
    found.update(game.discard)
    return found


def full_deck(rules: Rules) -> list[Card]:
    return deck(rules.deck_size)


def assert_specific(verdict, move: Move) -> None:
    """An illegal verdict names a real rule and renders a complete message."""
    assert verdict.rule in MESSAGES, (str(move), verdict.rule)
    assert verdict.rule, str(move)
    message = verdict.message
    assert message and "{" not in message and "}" not in message, (str(move), message)
