"""Cards: parsing, printing, identity, and the supported decks."""

import pytest

from durak_widget import Card
from durak_widget.engine.cards import deck


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("7S", 7, "S"),
        ("7s", 7, "S"),
        ("7♠", 7, "S"),
        ("10H", 10, "H"),
        ("10h", 10, "H"),
        ("10♥", 10, "H"),
        ("TH", 10, "H"),
        ("th", 10, "H"),
        ("QD", 12, "D"),
        ("qd", 12, "D"),
        ("Q♦", 12, "D"),
        ("A♣", 14, "C"),
        ("AC", 14, "C"),
        ("2C", 2, "C"),
        ("JS", 11, "S"),
        ("K♥", 13, "H"),
        ("6♦", 6, "D"),
    ],
)
def test_parse_accepts_every_documented_form(text, rank, suit):
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert card == Card(rank, suit)


@pytest.mark.parametrize(
    "text", ["", "7", "S", "1S", "11S", "7X", "ZZ", "10", "7SS", "0H", "B♠", "♠7", "1♥"]
)
def test_bad_text_raises_value_error_naming_the_text(text):
    with pytest.raises(ValueError) as info:
        Card.parse(text)
    # (`text in message` would hold for the empty text whatever the message said)
    assert f"cannot read a card from {text!r}" in str(info.value)
    # ... and says what is accepted
    assert "10♥" in str(info.value) and "S, H, D, C" in str(info.value)


def test_parse_of_a_card_returns_it_unchanged():
    card = Card.parse("9D")
    assert Card.parse(card) is card


@pytest.mark.parametrize(
    ("text", "shown", "code"),
    [
        ("10H", "10♥", "10H"),
        ("TH", "10♥", "10H"),
        ("7s", "7♠", "7S"),
        ("QD", "Q♦", "QD"),
        ("A♣", "A♣", "AC"),
        ("jc", "J♣", "JC"),
        ("2S", "2♠", "2S"),
    ],
)
def test_str_is_the_symbol_form_and_code_the_ascii_form(text, shown, code):
    card = Card.parse(text)
    assert str(card) == shown
    assert card.code == code
    assert Card.parse(str(card)) == card
    assert Card.parse(card.code) == card


def test_bit_index_is_suit_times_13_plus_rank_minus_2():
    assert Card.parse("2S").index == 0
    assert Card.parse("AS").index == 12
    assert Card.parse("2H").index == 13
    assert Card.parse("6D").index == 2 * 13 + 4
    assert Card.parse("AC").index == 51


def test_cards_are_equal_by_value_and_hashable():
    a, b = Card.parse("10H"), Card.parse("T♥")
    assert a == b
    assert hash(a) == hash(b)
    assert len({a, b, Card.parse("10h")}) == 1
    assert {a: 1}[Card(10, "H")] == 1
    assert Card.parse("10H") != Card.parse("10D")
    assert Card.parse("10H") != Card.parse("JH")
    assert Card.parse("7S") != "7S"


def test_cards_are_immutable():
    card = Card.parse("7S")
    with pytest.raises(AttributeError):
        card.rank = 8
    assert card.rank == 7


def test_rank_is_an_int_and_suit_a_letter():
    card = Card.parse("K♣")
    assert card.rank == 13 and isinstance(card.rank, int)
    assert card.suit == "C"


@pytest.mark.parametrize(
    ("size", "low"),
    [(24, 9), (32, 7), (36, 6), (52, 2)],
)
def test_decks_of_each_size(size, low):
    cards = deck(size)
    assert len(cards) == size
    assert len(set(cards)) == size
    assert {c.rank for c in cards} == set(range(low, 15))
    for suit in "SHDC":
        assert sum(1 for c in cards if c.suit == suit) == size // 4


def test_default_deck_is_36():
    assert len(deck()) == 36


def test_unsupported_deck_size_is_refused():
    with pytest.raises(ValueError, match="40"):
        deck(40)
