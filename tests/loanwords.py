"""Words that a test looking for English left in a translation lets pass in one language only:
English words that language's card players really use, and the language's own words spelt like
English ones.

Filipino says "trump" ("sariling trumps", "trump suit"), as the Tagalog page of the Svoi Kozyri
app (the project's Filipino source text) does, and
Tagalog's own "may" ("there is", "has": "may hawak si P0") is spelt as the English "may"; every
other English word is still caught (docs/translating.md, the Filipino words)."""

import re

LOANWORDS = {"fil": re.compile(r"\b(trumps?|may)\b", re.IGNORECASE)}


def without_loanwords(text: str, lang: str) -> str:
    """`text` with the loanwords of `lang` taken out (as it is for a language without any)."""
    allowed = LOANWORDS.get(lang)
    return allowed.sub("", text) if allowed else text
