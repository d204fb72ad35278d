"""The learner's own seat as "you" in every text the table shows.

The engines' texts name every seat (``"P0 cannot throw in 9♥: ..."``); a table in play mode
speaks to its learner: ``"You cannot throw in 9♥: ..."``. `for_you` rewrites a finished text:
the learner's name becomes "you" ("You" where a sentence starts), "P0's" becomes "your", and
the verb right after it agrees ("is" -> "are", "has" -> "have", "takes" -> "take"), also after
an adverb ("P0 now defends" -> "you now defend") and where a second verb shares the subject
("P0 took the cards and so loses the turn" -> "you took the cards and so lose the turn"). The
verbs are those that follow a seat in the games' message tables, so a new message needs no
edit here as long as it puts the seat before a verb in the present tense.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from ...engine.i18n import tables
from ...engine.messages import MessageTable

_IRREGULAR = {"is": "are", "has": "have", "does": "do", "was": "were"}
_COMMON = (
    "adds attacks beats defends draws gives goes holds keeps lays leads loses needs passes picks "
    "plays says sees shows swaps takes throws transfers wins"
)
_STARTS = re.compile(r"(^|[.!?—]\s+)$")


def _verbs() -> frozenset[str]:
    """Third-person verbs that follow a seat in every game's message table (and a few common
    ones)."""
    return _verbs_in(tables())


@cache
def _verbs_in(games: tuple[MessageTable, ...]) -> frozenset[str]:
    found = set(_COMMON.split()) | set(_IRREGULAR)
    for table in games:
        for texts in (table.rules, table.events, table.phrases):
            for text in texts.values():
                for match in re.finditer(rf"\{{[a-z_]+\}}(?: {_ADVERBS})? ([a-z]+s)\b", text):
                    found.add(match.group(1))
    return frozenset(found)


def _base(verb: str) -> str:
    """The form after "you": ``takes`` -> ``take``, ``passes`` -> ``pass``, ``is`` ->
    ``are``."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "ches", "shes", "xes")):
        return verb[:-2]
    return verb[:-1]


def for_you(text: str | None, name: str) -> str | None:
    """`text` spoken to the seat called `name` (see the module docstring); ``None`` and a
    text without the name come back unchanged. The same text is rewritten once: a table says
    its log and narration to each of its viewers after every move (a classroom's pages)."""
    if not text or name not in text:
        return text
    return _for_you(text, name, _verbs())


@lru_cache(maxsize=8192)
def _for_you(text: str, name: str, verbs: frozenset[str]) -> str:
    pattern = re.compile(
        rf"(?<![\w']){re.escape(name)}(?P<own>'s)?(?![\w])(?P<adverb> {_ADVERBS})?"
        rf"(?P<verb> [a-z]+\b)?"
    )

    def swap(match: re.Match[str]) -> str:
        before = text[: match.start()]
        start = bool(_STARTS.search(before))
        if match.group("own"):
            word = "Your" if start else "your"
            return word + (match.group("verb") or "")
        word = "You" if start else "you"
        adverb = match.group("adverb") or ""
        verb = (match.group("verb") or "").strip()
        if verb == "done":  # the notation "P0 done" reads "You say done"
            return f"{word}{adverb} say done"
        if verb in verbs:
            return f"{word}{adverb} {_base(verb)}"
        return word + adverb + (match.group("verb") or "")

    return _pronouns(_second_verbs(pattern.sub(swap, text), verbs))


_ADVERBS = "(?:now|still|also|only|already|then|never)"

# a clause (between punctuation) whose subject is "you", and a verb it shares with a later
# "and"/"or": "you took the cards and so loses" -> "... and so lose"
_CLAUSE = re.compile(r"(?:^|(?<=\()|(?<=[.;:!?—] ))(?:[Yy]ou )[^.;:!?()—]*")
_SHARED = re.compile(rf"\b(and|or)((?: so| then)?(?: {_ADVERBS})?) ([a-z]+)\b")


def _second_verbs(text: str, verbs: frozenset[str]) -> str:
    """In a clause whose subject is "you", a second verb after "and" / "or" agrees too."""

    def clause(match: re.Match[str]) -> str:
        def verb(found: re.Match[str]) -> str:
            word = found.group(3)
            if word not in verbs:
                return found.group(0)
            return f"{found.group(1)}{found.group(2)} {_base(word)}"

        return _SHARED.sub(verb, match.group(0))

    return _CLAUSE.sub(clause, text)


# a sentence whose subject is the learner, after an optional label such as "Legal: "
_SENTENCE = re.compile(r"(?:^|(?<=[.!?] ))(?:[A-Z][a-z]*: )?[Yy]ou [^.!?]*")
_THEY = {"they": "you", "their": "your", "them": "you", "themselves": "yourself"}


def _pronouns(text: str) -> str:
    """In a sentence whose subject is now "You", the engine's "they" / "their" / "them" spoke
    of that same seat: "You pick up 3 cards: 8♦ is not one of their own trumps" -> "...your
    own trumps"."""

    def sentence(match: re.Match[str]) -> str:
        return re.sub(
            r"\b(they|their|them|themselves)\b", lambda m: _THEY[m.group(1)], match.group(0)
        )

    return _SENTENCE.sub(sentence, text)
