"""Playing cards: a small immutable value type plus the bit-set helpers the engine uses.

Every card of the 52-card pack exists exactly once as a `Card` object, so cards compare by
identity as well as by value. Internally the engine keeps sets of cards as integers whose bit
``index`` is set for each card (``index = suit * 13 + rank - 2``); that makes "which cards in
this hand beat that card" a single ``&``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, ClassVar, Final

SUITS: Final = ("S", "H", "D", "C")
"""Suit letters in the engine's fixed order: spades, hearts, diamonds, clubs."""

SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES: Final = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SINGULAR: Final = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
_SYMBOL_TO_LETTER: Final = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}
# Outline symbols are common in copied text; accept them too.
_SYMBOL_TO_LETTER.update({"♤": "S", "♡": "H", "♢": "D", "♧": "C"})

RANK_LABELS: Final = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
RANK_NAMES: Final = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
_LABEL_TO_RANK: Final = {label: rank for rank, label in RANK_LABELS.items()}
_LABEL_TO_RANK["T"] = 10
_LABEL_TO_RANK["1"] = 14  # never matched alone; "10" is parsed first

DECK_LOWEST_RANK: Final = {24: 9, 32: 7, 36: 6, 52: 2}
"""The lowest rank in each supported deck size (all decks run up to the ace)."""

_ACCEPTED: Final = (
    "a rank (2-10, J, Q, K, A; T for 10) followed by a suit (S, H, D, C or ♠ ♥ ♦ ♣), "
    "e.g. '7S', '10♥', 'TH', 'QD', 'A♣'"
)


class Card:
    """A playing card. Immutable and hashable; there is exactly one object per card.

    >>> Card.parse("10h")
    Card('10♥')
    >>> Card(12, "D").rank, Card.parse("Q♦").suit
    (12, 'D')
    """

    __slots__ = ("_text", "index", "rank", "suit")
    _all: ClassVar[dict[int, Card]] = {}

    rank: int
    suit: str
    index: int
    _text: str

    def __new__(cls, rank: object, suit: object) -> Card:
        letter = _SYMBOL_TO_LETTER.get(suit, suit.upper()) if isinstance(suit, str) else ""
        if letter not in SUITS:
            raise ValueError(f"unknown suit {suit!r:.60}: expected one of S, H, D, C or ♠ ♥ ♦ ♣")
        if not isinstance(rank, int) or isinstance(rank, bool) or not 2 <= rank <= 14:
            raise ValueError(f"unknown rank {rank!r:.60}: expected an int from 2 to 14 (ace high)")
        suit = letter
        index = SUITS.index(letter) * 13 + rank - 2
        card = cls._all.get(index)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "index", index)
            object.__setattr__(card, "_text", RANK_LABELS[rank] + SUIT_SYMBOLS[suit])
            cls._all[index] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, str]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @classmethod
    def parse(cls, text: object) -> Card:
        """Read a card from text such as ``"7S"``, ``"7s"``, ``"7♠"``, ``"10H"``, ``"TH"``,
        ``"QD"`` or ``"A♣"``. A `Card` is returned unchanged.

        Raises `ValueError` naming the text and the accepted forms.
        """
        if isinstance(text, Card):
            return text
        if isinstance(text, str):
            known = _BY_TEXT.get(text)  # the usual spellings, read without any work
            if known is not None:
                return known
        else:
            raise ValueError(f"cannot read a card from {text!r}: expected text such as {_ACCEPTED}")
        cleaned = text.strip()
        if len(cleaned) < 2:
            raise ValueError(f"cannot read a card from {text!r}: expected {_ACCEPTED}")
        label, suit = cleaned[:-1].upper(), cleaned[-1]
        suit = _SYMBOL_TO_LETTER.get(suit, suit.upper())
        rank = _LABEL_TO_RANK.get(label) if label != "1" else None
        if rank is None or suit not in SUITS:
            raise ValueError(f"cannot read a card from {text!r}: expected {_ACCEPTED}")
        return cls(rank, suit)

    @property
    def label(self) -> str:
        """The rank as printed on the card: ``"7"``, ``"10"``, ``"Q"``."""
        return RANK_LABELS[self.rank]

    @property
    def symbol(self) -> str:
        """The suit symbol: one of ♠ ♥ ♦ ♣."""
        return SUIT_SYMBOLS[self.suit]

    @property
    def code(self) -> str:
        """The ASCII form: ``"10H"``, ``"7S"``."""
        return self.label + self.suit

    def spoken(self, trump: object = None) -> str:
        """The card spelt out, rank first, for screen readers: ``"queen of diamonds, trump"``
        (`trump`: the trump suit, or ``None``)."""
        words = f"{RANK_NAMES.get(self.rank, str(self.rank))} of {SUIT_NAMES[self.suit]}"
        return words + ", trump" if trump is not None and self.suit == parse_suit(trump) else words

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Card) and other.index == self.index)

    def __ne__(self, other: object) -> bool:
        return not self == other


CARDS: Final[tuple[Card, ...]] = tuple(
    Card(index % 13 + 2, SUITS[index // 13]) for index in range(52)
)
"""All 52 cards, by bit index."""

_BY_TEXT: Final[dict[str, Card]] = {
    spelling: card
    for card in CARDS
    for label in ((card.label, "T") if card.rank == 10 else (card.label,))
    for suit in (card.suit, card.suit.lower(), card.symbol)
    for spelling in (label + suit, label.lower() + suit)
}
"""Each card by its usual spellings (``"10H"``, ``"th"``, ``"10♥"``, ...), as `Card.parse`
reads them: records and messages name cards this way over and over."""


def parse_suit(text: object) -> str:
    """Read a suit (``"S"``, ``"s"``, ``"♠"``, ``"spades"``) and return its letter."""
    if isinstance(text, str):
        cleaned = text.strip()
        if cleaned in _SYMBOL_TO_LETTER:
            return _SYMBOL_TO_LETTER[cleaned]
        if cleaned.upper() in SUITS:
            return cleaned.upper()
        for letter, name in SUIT_NAMES.items():
            if cleaned.lower() in (name, SUIT_SINGULAR[letter]):
                return letter
    raise ValueError(f"cannot read a suit from {text!r:.60}: expected S, H, D, C or ♠ ♥ ♦ ♣")


class Suit:
    """A suit as a value: its letter (`code`), `symbol` and English `name`; it prints as
    ``"♣ clubs"`` and equals its letter, so it stands wherever a suit letter does. Immutable
    and hashable; there is exactly one object per suit.

    >>> Suit("♣")
    Suit('C')
    >>> print(Suit("clubs"))
    ♣ clubs
    >>> Suit("C") == "C"
    True
    """

    __slots__ = ("code",)
    _all: ClassVar[dict[str, Suit]] = {}

    code: str

    def __new__(cls, suit: object) -> Suit:
        letter = parse_suit(suit.code if isinstance(suit, Suit) else suit)
        found = cls._all.get(letter)
        if found is None:
            found = object.__new__(cls)
            object.__setattr__(found, "code", letter)
            cls._all[letter] = found
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Suit is immutable")

    def __reduce__(self) -> tuple[type[Suit], tuple[str]]:
        return (Suit, (self.code,))

    def __copy__(self) -> Suit:
        return self

    def __deepcopy__(self, memo: object) -> Suit:
        return self

    @property
    def symbol(self) -> str:
        """The suit's symbol: one of ♠ ♥ ♦ ♣."""
        return SUIT_SYMBOLS[self.code]

    @property
    def name(self) -> str:
        """The suit's English name: ``"clubs"``."""
        return SUIT_NAMES[self.code]

    def __str__(self) -> str:
        """The symbol and the suit's name in the language `durak_widget.set_language` set:
        ``"♣ clubs"``, ``"♣ трефы"``."""
        from .i18n import current_language, local_table
        from .messages import DURAK

        name = SUIT_NAMES[self.code]
        language = current_language()
        if language != "en":
            name = local_table(DURAK, language).word(name)
        return f"{SUIT_SYMBOLS[self.code]} {name}"

    def __repr__(self) -> str:
        return f"Suit({self.code!r})"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython and Jupyter show the suit in words (`str`); `repr` stays a call."""
        printer.text(str(self))

    def __hash__(self) -> int:
        return hash(self.code)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Suit):
            return other.code == self.code
        return isinstance(other, str) and other == self.code

    def __ne__(self, other: object) -> bool:
        return not self == other


def rank_label(rank: object) -> str:
    """The printed label of a rank: 11 -> ``"J"``."""
    if not isinstance(rank, int) or isinstance(rank, bool) or not 2 <= rank <= 14:
        raise ValueError(f"unknown rank {rank!r:.60}: expected an int from 2 to 14 (ace high)")
    return RANK_LABELS[rank]


def deck(size: object = 36) -> list[Card]:
    """The cards of a deck of 24, 32, 36 or 52 cards, in suit then rank order."""
    return [CARDS[i] for i in iter_bits(deck_mask(size))]


def deck_mask(size: object) -> int:
    """The bit set of a deck of `size` cards (24: 9-A, 32: 7-A, 36: 6-A, 52: 2-A)."""
    if not isinstance(size, int) or isinstance(size, bool) or size not in DECK_LOWEST_RANK:
        raise ValueError(f"unsupported deck size {size!r:.60}: expected 24, 32, 36 or 52")
    return _DECK_MASKS[size]


def _deck_mask(low: int) -> int:
    mask = 0
    for suit in range(4):
        for rank in range(low, 15):
            mask |= 1 << (suit * 13 + rank - 2)
    return mask


_DECK_MASKS: Final = {size: _deck_mask(low) for size, low in DECK_LOWEST_RANK.items()}


def iter_bits(mask: int) -> Iterator[int]:
    """The set bit indices of `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def popcount(mask: int) -> int:
    """How many cards a bit set holds."""
    return mask.bit_count()


def mask_of(cards: Iterable[Card]) -> int:
    """The bit set of some cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards in a bit set, in index order."""
    return tuple(CARDS[i] for i in iter_bits(mask))


RANK_MASK: Final = {rank: sum(1 << (s * 13 + rank - 2) for s in range(4)) for rank in range(2, 15)}
"""For each rank, the bit set of its four cards."""

SAME_RANK: Final = tuple(RANK_MASK[index % 13 + 2] for index in range(52))
"""For each card index, the bit set of the four cards of its rank (a tuple: read on every move)."""

SUIT_MASK: Final = {suit: ((1 << 13) - 1) << (i * 13) for i, suit in enumerate(SUITS)}
"""For each suit letter, the bit set of its thirteen cards."""


def beaters_table(trump: str) -> tuple[int, ...]:
    """For each card index, the bit set of cards that beat it when `trump` is trumps."""
    trump_mask = SUIT_MASK[trump]
    table = []
    for index in range(52):
        card = CARDS[index]
        higher_same_suit = SUIT_MASK[card.suit] & ~((1 << (index + 1)) - 1)
        table.append(higher_same_suit if card.suit == trump else higher_same_suit | trump_mask)
    return tuple(table)


BEATERS: Final = {suit: beaters_table(suit) for suit in SUITS}
"""``BEATERS[trump][index]``: the cards that beat card `index` under that trump suit."""


def sort_key(card: Card, trump: str | None = None) -> tuple[int, int, int]:
    """A key that sorts a hand for a learner: plain cards lowest first, trumps last."""
    return (1 if card.suit == trump else 0, card.rank, SUITS.index(card.suit))


def sorted_cards(cards: int, trump: str | None = None) -> tuple[Card, ...]:
    """The cards of the bit set `cards` in `sort_key` order (plain cards lowest first, trumps
    last)."""
    return tuple(sorted(cards_of(cards), key=lambda c: sort_key(c, trump)))


__all__ = [
    "CARDS",
    "DECK_LOWEST_RANK",
    "RANK_LABELS",
    "RANK_NAMES",
    "SUITS",
    "SUIT_NAMES",
    "SUIT_SINGULAR",
    "SUIT_SYMBOLS",
    "Card",
    "Suit",
    "deck",
    "deck_mask",
    "parse_suit",
    "rank_label",
]
