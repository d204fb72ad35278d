"""The words of the quiz and the lessons in the learner's language.

Every learner text of the quiz, the replays, the guess-the-move lessons and the lessons comes
from the gettext domain `DOMAIN` (``durak_widget/locale/<lang>/LC_MESSAGES/
durak_widget_lessons.po``); the engine's own sentences (verdicts, events, their reasons) come
from the engines' catalogs through `durak_widget.engine.i18n`. Card texts and player names stay
as they are in every language.

>>> move_text(Move.take(1), "es")
'P1 toma'
>>> topic_name("transfer", "ru")
'перевод'
"""

from __future__ import annotations

import functools
import gettext
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from ..engine.i18n import (
    LocalTable,
    check_language,
    languages,
    local_table,
    localized_details,
    tables,
    translations,
)
from ..engine.messages import DURAK, MessageTable
from ..engine.moves import Move
from ..engine.pseudo import OPEN
from ..games import kind_of_move

__all__ = [
    "DOMAIN",
    "beats_sentence",
    "engine_says",
    "language_of",
    "legal_text_in",
    "limit_text",
    "localize",
    "move_text",
    "other_languages",
    "quiz_move_words",
    "reason_in",
    "rule_set_name",
    "summary",
    "table_in",
    "topic_name",
    "tr",
    "verdict_text_in",
]

DOMAIN = "durak_widget_lessons"
"""The gettext domain of the quiz's and the lessons' own texts."""


def tr(lang: str) -> gettext.NullTranslations:
    """The lessons' translations in `lang` (the English source for ``"en"``); `ValueError`
    for an unknown language."""
    return _ENGLISH if lang == "en" else translations(lang, DOMAIN)


_ENGLISH = gettext.NullTranslations()  # the source text: asked for on every question built


def language_of(owner: Any) -> str:
    """The language a table reads in: its ``language`` (``"en"`` while it has none)."""
    lang = getattr(owner, "language", None)
    return lang if isinstance(lang, str) and lang else "en"


# ----------------------------------------------------------------- the engine's words


def table_in(messages: MessageTable, lang: str) -> MessageTable:
    """A game's message table in `lang` (the English table itself for ``"en"``)."""
    return messages if check_language(lang) == "en" else local_table(messages, lang)


def localize(table: MessageTable, values: Mapping[str, Any]) -> dict[str, Any]:
    """Detail values as `table`'s language words them (the English ones stay as they are)."""
    if isinstance(table, LocalTable):
        return localized_details(table, values)
    return dict(values)


def verdict_text_in(messages: MessageTable, rule: str, values: Mapping[str, Any], lang: str) -> str:
    """The refusal or acceptance of rule `rule` with `values`, worded as `messages` words it
    in `lang`: what `Verdict.reason` gives for a verdict with those details."""
    table = table_in(messages, lang)
    return table.verdict_text(rule, localize(table, values))


def reason_in(verdict: Any, lang: str) -> str:
    """`verdict`'s reason (its message without the closing advice) in `lang`."""
    if check_language(lang) == "en":
        return str(verdict.reason)
    return verdict_text_in(verdict.messages, verdict.rule, verdict.details, lang)


def limit_text(info: Any, lang: str) -> str:
    """An `AttackLimit`'s phrase (``"at most 6 in a bout"``) in `lang`."""
    if check_language(lang) == "en":
        return str(info.text)
    return table_in(DURAK, lang).phrase(
        "limit." + info.reason, limit=info.limit, cap=info.cap, start_hand=info.start_hand
    )


def engine_says(text: str, lang: str) -> str:
    """``"The engine says: <text>"`` in `lang`."""
    return tr(lang).gettext("The engine says: {text}").format(text=text)


@functools.lru_cache(maxsize=8)
def _legal_prefixes(lang: str) -> tuple[str, ...]:
    """How the engine's acceptances start in `lang` (``"Legal: "``, ``"Можно: "``)."""
    found: Counter[str] = Counter()
    for english in tables():
        table = table_in(english, lang)
        for rule, template in english.rules.items():
            if template.startswith("Legal: "):
                head, colon, _ = table.rules[rule].partition(": ")
                if colon and "{" not in head:
                    found[head + ": "] += 1
    return tuple(prefix for prefix, _ in found.most_common()) or ("Legal: ",)


def legal_text_in(message: str, lang: str) -> str:
    """The engine's sentence in `lang` without its leading ``"Legal: "`` (or that word in
    `lang`), for a sentence that says the move is legal itself."""
    for prefix in _legal_prefixes(check_language(lang)):
        if message.startswith(prefix):
            # the pseudo-locale's prefix opens the sentence's marker: the rest keeps it
            return (OPEN if prefix.startswith(OPEN) else "") + message[len(prefix) :]
    return message


# ----------------------------------------------------------------- moves


def _cards(move: Any) -> str:
    return " ".join(str(card) for card in move.cards)


def move_text(move: Any, lang: str) -> str:
    """A move as the record and the log write it (``"P1 beats 7♥ with 9♥"``: `str(move)` in
    English), in `lang`: its game's own words (`durak_widget.games.GameAdapter.move_text`)."""
    return kind_of_move(move).move_text(move, check_language(lang))


def quiz_move_words(
    move: Any, lang: str, names: list[str] | None = None, on_table: bool = False
) -> str:
    """The move a quiz question asks about, in a sentence's words (``"P0 leads 7♠"``,
    ``"P0 throws in 7♠"`` with cards `on_table`, ``"P0 says done"``), in `lang`, the player
    named as the seats are (`names`; ``P0``... by default)."""
    t = tr(lang)
    default = f"P{move.player}"
    who = names[move.player] if names else default
    if isinstance(move, Move) and move.kind == "attack" and on_table:
        return t.gettext("{who} throws in {cards}").format(who=who, cards=_cards(move))
    if isinstance(move, Move) and move.kind == "attack":
        return t.gettext("{who} leads {cards}").format(who=who, cards=_cards(move))
    if isinstance(move, Move) and move.kind == "done":
        return t.gettext("{who} says done").format(who=who)
    if isinstance(move, Move) and move.kind == "exchange":
        return t.gettext("{who} exchanges the six of trumps").format(who=who)
    text = move_text(move, lang)
    return who + text[len(default) :] if text.startswith(default) else text


def _beat_reasons(t: gettext.NullTranslations) -> dict[str, str]:
    """Why a card beats, by the engine's rule id, as a short phrase."""
    same = t.gettext("higher in the same suit")
    return {
        "beat.higher_same_suit": same,
        "beat.trump_on_plain": t.gettext("a trump"),
        "beat.higher_trump": t.gettext("a higher trump"),
        "pile.beat_same_suit": same,
        "pile.beat_own_trump": t.gettext("one of your own trumps"),
    }


def beats_sentence(beating: list[tuple[Any, str]], rest: int, target: str, lang: str) -> str:
    """The one sentence that explains a "which cards beat" answer in `lang`: each card that
    beats `target` with why (``beating``: card and the engine's rule), and whether the other
    `rest` cards do not."""
    t = tr(lang)
    if not beating:
        return t.gettext("Nothing in your hand beats {target}.").format(target=target)
    reasons = _beat_reasons(t)
    parts = []
    for card, rule in beating:
        why = reasons.get(rule)
        parts.append(f"{card} ({why})" if why else str(card))
    word_and = t.gettext("and")
    joined = parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} {word_and} {parts[-1]}"
    if rest:
        text = t.ngettext(
            "{cards} beats {target}; your other cards do not.",
            "{cards} beat {target}; your other cards do not.",
            len(parts),
        )
    else:
        text = t.ngettext("{cards} beats {target}.", "{cards} beat {target}.", len(parts))
    return text.format(cards=joined, target=target)


# ----------------------------------------------------------------- topics and the score


def _topic_names(t: gettext.NullTranslations) -> dict[str, str]:
    return {
        "attack": t.pgettext("quiz topic", "attack"),
        "beat": t.pgettext("quiz topic", "beat"),
        "bout": t.pgettext("quiz topic", "bout"),
        "defend": t.pgettext("quiz topic", "defend"),
        "done": t.pgettext("quiz topic", "done"),
        "draw": t.pgettext("quiz topic", "draw"),
        "exchange": t.pgettext("quiz topic", "exchange"),
        "player": t.pgettext("quiz topic", "player"),
        "roles": t.pgettext("quiz topic", "roles"),
        "take": t.pgettext("quiz topic", "take"),
        "transfer": t.pgettext("quiz topic", "transfer"),
        "pick_up": t.pgettext("quiz topic", "pick_up"),
        "pile": t.pgettext("quiz topic", "pile"),
        "turn": t.pgettext("quiz topic", "turn"),
    }


def _rule_set_names(t: gettext.NullTranslations) -> dict[str, str]:
    return {
        "podkidnoy": t.pgettext("rules", "Podkidnoy"),
        "perevodnoy": t.pgettext("rules", "Perevodnoy"),
        "classic": t.pgettext("rules", "Classic rules (Wikipedia)"),
        "eltos": t.pgettext("rules", "Eltos rules"),
        "own_trumps": t.pgettext("rules", "Svoi Kozyri"),
    }


def rule_set_name(rule_set: str, lang: str) -> str:
    """The name of a quiz's rule set (a Durak preset such as ``"podkidnoy"``, or
    ``"own_trumps"``) as the learner reads it in `lang`."""
    return _rule_set_names(tr(lang)).get(rule_set, rule_set)


def topic_name(topic: str, lang: str) -> str:
    """A quiz topic (a rule-id prefix such as ``"beat"``) as the learner reads it in `lang`
    (the id itself in English, and for a topic without a name)."""
    return _topic_names(tr(lang)).get(topic, topic)


def _review_phrases(t: gettext.NullTranslations) -> dict[str, str]:
    """What to look at again for each topic, as words a learner reads in a sentence."""
    return {
        "attack": t.pgettext("review", "leading and throwing in"),
        "beat": t.pgettext("review", "which card beats which"),
        "bout": t.pgettext("review", "how a bout ends"),
        "defend": t.pgettext("review", "defending"),
        "done": t.pgettext("review", "saying done"),
        "draw": t.pgettext("review", "drawing from the talon"),
        "exchange": t.pgettext("review", "the trump-six exchange"),
        "player": t.pgettext("review", "who may play now"),
        "roles": t.pgettext("review", "who attacks next"),
        "take": t.pgettext("review", "taking the cards"),
        "transfer": t.pgettext("review", "transferring the attack"),
        "pick_up": t.pgettext("review", "picking up the pile"),
        "pile": t.pgettext("review", "beating the top card"),
        "turn": t.pgettext("review", "whose turn it is"),
    }


def review_text(results: Iterable[tuple[bool, str]], lang: str = "en") -> str:
    """What to look at again, in words, from ``(correct, rule)`` of each answer, in `lang`:
    ``"Worth another look: which card beats which (2 missed) and who attacks next (1
    missed)."``, or that nothing needs it; ``""`` before any answer."""
    results = list(results)
    if not results:
        return ""
    t = tr(lang)
    missed = Counter(rule.split(".")[0] for correct, rule in results if not correct)
    if not missed:
        return t.gettext("Nothing to review: every answer was right.")
    phrases = _review_phrases(t)
    parts = [
        t.ngettext("{topic} ({n} missed)", "{topic} ({n} missed)", count).format(
            topic=phrases.get(topic, topic_name(topic, lang)), n=count
        )
        for topic, count in missed.most_common()
    ]
    word_and = t.gettext("and")
    joined = parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} {word_and} {parts[-1]}"
    return t.gettext("Worth another look: {topics}.").format(topics=joined)


def summary(results: Iterable[tuple[bool, str]], lang: str = "en") -> str:
    """The score and what to review, from ``(correct, rule)`` of each answer, in `lang`:
    ``"Score: 7 of 10. Worth another look: which card beats which (2 missed) and taking the
    cards (1 missed)."``."""
    results = list(results)
    t = tr(lang)
    right = sum(correct for correct, _ in results)
    text = t.gettext("Score: {right} of {total}.").format(right=right, total=len(results))
    review = review_text(results, lang)
    return f"{text} {review}" if review else text


def other_languages(lang: str) -> tuple[str, ...]:
    """Every known language but `lang`."""
    return tuple(other for other in languages() if other != lang)
