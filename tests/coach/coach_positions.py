"""The positions the coach's tests were written for: the strategy page's examples before the
truth gate weighed them against strong play (issue 39). They stay good tests of the coach's
wording (a trump spent, a rank opened, a cheaper card, a take); what the page teaches lives in
`durak_widget.coach.PRINCIPLES` and is checked by the truth gate."""

from durak_widget.coach import Principle

KEEP = Principle(
    "keep_trumps",
    "keep trumps while the talon lasts",
    "",
    (("J♥", "Q♦", "9♠", "7♠", "7♣", "K♥"), ("10♦", "K♦", "K♣", "8♠", "8♥", "8♣")),
    "C",
    ("J♦", "10♣", "6♣", "10♥", "J♣", "Q♣"),
    0,
    ((), ()),
    ("P0 attacks 7♠",),
    "P1 beats 7♠ with 8♣",
    "P1 beats 7♠ with 8♠",
)
"""P1 beats 7♠: with the plain 8♠, or with the trumps 8♣ or K♣ (clubs are trumps)."""

LEAD = Principle(
    "lead_low",
    "lead low, keep high",
    "",
    (("6♦", "A♥", "9♦", "9♣", "K♠", "8♠"), ("7♣", "6♥", "7♦", "K♦", "9♥", "10♠")),
    "C",
    ("10♣", "J♥", "9♠", "A♣"),
    0,
    ((), ()),
    (),
    "P0 attacks A♥",
    "P0 attacks 6♦",
)
"""P0 leads: 6♦ or A♥ among others (clubs are trumps)."""

RANK = Principle(
    "rank_opening",
    "do not beat with a card whose rank the attackers can throw in",
    "",
    (("K♦", "Q♦", "10♠", "8♥", "10♣", "9♠"), ("A♥", "Q♥", "9♦", "7♥", "7♠", "A♠")),
    "C",
    ("7♦", "6♠", "7♣", "J♣"),
    0,
    (("Q♦", "K♦"), ()),
    ("P0 attacks 8♥",),
    "P1 beats 8♥ with Q♥",
    "P1 beats 8♥ with A♥",
)
"""P1 beats 8♥ with Q♥ (opening the queens: P0 was seen to pick up Q♦) or with A♥."""

CHEAP = Principle(
    "beat_cheaply",
    "beat with the cheapest card",
    "",
    (("7♣", "9♠", "A♣", "J♠", "J♣", "K♥"), ("8♥", "9♥", "8♣", "6♣", "Q♣", "8♦")),
    "S",
    ("6♥", "10♥", "6♠"),
    0,
    (("J♣", "J♠", "A♣"), ()),
    ("P0 attacks 7♣",),
    "P1 beats 7♣ with Q♣",
    "P1 beats 7♣ with 8♣",
)
"""P1 beats 7♣ with 8♣ or Q♣ (spades are trumps): the same value in every one of the 12
deals, worked out exactly; the page no longer teaches it."""
