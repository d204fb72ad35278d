"""The figures of a learner text, read the same way in every language: the tests that check a
translation keeps the English figures use `figures_in`."""

import re

CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
NUMBER = re.compile(r"(?<![\w])\d+%?(?![♠♥♦♣\ds])")
# (a rank in the plural, "7s", is a word in another language: "семёрок")
GROUP = {"en": ",", "ru": "\u00a0", "es": ".", "fil": ","}
"""How each language groups the thousands of a big number (3,291; 3 291; 12.345)."""


def figures_in(text: str, lang: str = "en") -> list[str]:
    """The numbers of `text` in language `lang`, sorted, cards left out and each big number
    read whole ("3,291" in English and "3 291" in Russian are both ``"3291"``)."""
    group = re.escape(GROUP[lang])
    plain = re.sub(rf"(?<=\d){group}(?=\d{{3}}(?!\d))", "", CARD.sub("", text))
    return sorted(NUMBER.findall(plain))
