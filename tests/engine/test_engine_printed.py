"""What a notebook prints of the engine's values reads as words: the trump suit ("♣ clubs",
never "C"), a result ("P1 is the durak.", never "GameResult(durak=...)"), and a position set
up after uncounted bouts says no bout number ("bout 1" beside a 14-card discard)."""

from __future__ import annotations

import copy
import pickle

import pytest

from durak_widget import Game
from durak_widget.engine import GameResult, Suit


def test_the_trump_prints_as_a_suit_in_words_and_stays_its_letter():
    game = Game.new(players=2, seed=3)
    suit = game.trump_suit
    assert isinstance(suit, Suit) and suit == game.trump and hash(suit) == hash(game.trump)
    assert str(suit) == f"{suit.symbol} {suit.name}"
    assert {str(Suit(letter)) for letter in "SHDC"} == {
        "♠ spades",
        "♥ hearts",
        "♦ diamonds",
        "♣ clubs",
    }
    assert print_of(suit) == str(suit)  # a notebook's display shows the words too
    assert repr(Suit("♣")) == "Suit('C')" and Suit("clubs") is Suit("C")
    assert pickle.loads(pickle.dumps(suit)) is suit and copy.deepcopy(suit) is suit
    assert f"Trumps: {suit}" != "Trumps: C"
    with pytest.raises(ValueError, match="cannot read a suit from 'x'"):
        Suit("x")
    with pytest.raises(AttributeError):
        suit.code = "H"  # type: ignore[misc]


def test_a_result_prints_in_words():
    game = Game.from_position([["7H"], ["9H"]], trump="S")
    game.play("P0 attacks 7H")
    game.play("P1 beats 7H with 9H")
    assert str(game.result) == "A draw: nobody is the durak. Out in turn: P0, P1."
    assert print_of(game.result) == str(game.result)
    assert str(GameResult(1, [0, 2])) == "P1 is the durak. Out in turn: P0, P2."
    assert (
        str(GameResult(1, [0, 2], [1, 3]))
        == "P1 and P3 lose: P1 is left holding cards. Out in turn: P0, P2."
    )
    assert "GameResult(" not in str(game.result)
    assert repr(game.result).startswith("GameResult(durak=None")  # repr stays a call


def test_a_position_set_up_with_a_discard_has_no_bout_number():
    fresh = Game.new(players=2, seed=1)
    assert fresh.bout_number == fresh.bout == 1
    set_up = Game.from_position(
        [["7S", "KH"], ["9S", "6D"]], trump="D", discard=["6S", "7D", "8S", "9D"]
    )
    assert set_up.bout == 1 and set_up.bout_number is None
    assert "bout" not in repr(set_up) and "discard 4" in repr(set_up)
    set_up.play("P0 attacks 7S")
    set_up.play("P1 beats 7S with 9S")
    set_up.play("P0 done")
    assert set_up.bout == 2 and set_up.bout_number is None
    # with no discard the position is numbered from its start, as before
    plain = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    assert plain.bout_number == 1 and "bout 1," in repr(plain)


def print_of(value: object) -> str:
    """What IPython shows for `value` as a cell's last expression."""
    from IPython.lib.pretty import pretty

    return pretty(value)
