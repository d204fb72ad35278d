"""The table words of Durak in Russian, English and Spanish (and Filipino): one list for the
docs' glossary and for notebooks.

A term's English meaning and the synonyms players also use are the source of the lessons
catalog's entries ``glossary:<word>`` and ``glossary-also:<word>``: a notebook shows the
glossary in the language `durak_widget.set_language` set (`Term.meaning`, `Glossary.in_language`),
with the Russian word, its transliteration and the English and Spanish table words beside it (and,
for a Filipino reader, the Filipino table words: a language whose table words are not a column
of their own shows them beside the others when the glossary is shown in it).

>>> table = glossary()
>>> table.find("беру").english
'"I take": the defender gives up and picks up'
>>> table.find("беру").meaning("es")
'«tomo»: el defensor renuncia a defenderse y toma las cartas'
>>> "бито" in table.to_markdown()
True
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .engine.i18n import language_or_current, translations

__all__ = ["DOMAIN", "Glossary", "Term", "glossary", "text_entries"]

DOMAIN = "durak_widget_lessons"
"""The catalog of the glossary's meanings (with the lessons' texts)."""


@dataclass(frozen=True)
class Term:
    """One table word: the Russian word, its transliteration, the English and Spanish words,
    where a learner meets it (message ids in backticks, or a plain phrase), synonyms players
    also use (``also``), which the table's own texts leave out: one word per concept, and the
    Filipino table words (``filipino``, what the Filipino table says; shown to a Filipino
    reader)."""

    russian: str
    transliteration: str
    english: str
    spanish: str
    where: str
    also: str = ""
    filipino: str = ""

    def meaning(self, language: str | None = None) -> str:
        """What the word means, in `language` (``None``: the one `durak_widget.set_language`
        set): the English meaning (`english`) or its translation."""
        context = "glossary:" + self.russian
        return translations(language_or_current(language), DOMAIN).pgettext(context, self.english)

    def also_in(self, language: str | None = None) -> str:
        """The synonyms players also use (`also`), their notes in `language`."""
        if not self.also:
            return ""
        context = "glossary-also:" + self.russian
        return translations(language_or_current(language), DOMAIN).pgettext(context, self.also)

    def words(self) -> frozenset[str]:
        """The words this term lists as its own, lower-case: each form of the Russian, the
        transliteration, the English, Spanish and Filipino headwords (before a colon or a
        bracket, quotes taken off) and the synonyms players also use (``also``, without their
        ``(es)``)."""
        found: set[str] = set()
        heads = [self.russian, self.transliteration, self.also]
        # the English headword comes before a colon or a semicolon, the Spanish before a colon
        heads.append(re.split(r"[:;]", re.sub(r"\([^)]*\)", " ", self.english))[0])
        heads.append(re.sub(r"\([^)]*\)", " ", self.spanish).split(":")[0])
        heads.append(re.sub(r"\([^)]*\)", " ", self.filipino).split(":")[0])
        for text in heads:
            head = re.sub(r"\([^)]*\)", " ", text)
            for piece in re.split(r"[,;]", head):
                piece = " ".join(piece.strip(' «»"“”').casefold().split())
                if piece:
                    found.add(piece)
                    found.add(re.sub(r"^(the|a|an|el|la|los|las|un|una|ang|isang|mga) ", "", piece))
        return frozenset(found)


TERMS: tuple[Term, ...] = (
    Term(
        "дурак",
        "durak",
        "the durak (the fool): the player left holding cards",
        "el durak",
        "the result of a game",
        filipino="durak",
    ),
    Term(
        "подкидной",
        "podkidnoy",
        'Podkidnoy, "throw-in" Durak',
        "el durak podkidnoy (de añadir)",
        "the rules in play",
        filipino="podkidnoy (Durak na may dagdagan)",
    ),
    Term(
        "переводной",
        "perevodnoy",
        'Perevodnoy, "transfer" Durak',
        "el durak perevodnoy (de pasar)",
        "the rules in play; `transfer.not_in_rules`",
        filipino="perevodnoy (Durak na may pasahan)",
    ),
    Term(
        "козырь, козыри",
        "kozyr', kozyri",
        "trump, trumps",
        "triunfo, triunfos (el palo de triunfo)",
        "every beat of a trump; the face-up trump",
        filipino="trump, mga trump (ang trump na suit)",
    ),
    Term(
        "свои козыри",
        "svoi kozyri",
        "own trumps (the game Svoi Kozyri)",
        "triunfos propios",
        "every Svoi Kozyri verdict",
        filipino="sariling trump",
    ),
    Term(
        "ходить, ход",
        "khodit', khod",
        "lead, the lead («ходит с 6♣»: leads the 6 of clubs); «ход» is also one bout: one "
        "attack, from the lead until the cards are beaten off or taken, and a decision ("
        "«единственный допустимый ход»)",
        "salir, la salida; una ronda",
        "`attack.lead`, `roles.next`",
        "заход (a bout)",
        filipino="magbukas (ng round); isang round",
    ),
    Term(
        "шаг",
        "shag",
        "a step: one numbered step of a record, a replay or an analysis («Шаг 3 из 7»)",
        "la jugada («jugada 3 de 7»)",
        "replays, lessons, the analysis",
        filipino="galaw («Galaw 3 sa 7»)",
    ),
    Term(
        "очередь",
        "ochered'",
        "a turn: whose turn it is («Ваша очередь»)",
        "el turno («te toca»)",
        "`turn.not_yours`, a guess-the-move lesson",
        filipino="tira («tira ni P0 ngayon»)",
    ),
    Term(
        "подкидывать",
        "podkidyvat'",
        "throw in (add an attack card); after «беру», «подкинуть вдогонку»",
        "añadir",
        "`attack.throw_in`, `advice.throw_in`",
        "echar cartas (es)",
        filipino="magdagdag (ng baraha)",
    ),
    Term(
        "бить, побить",
        "bit', pobit'",
        "beat",
        "cubrir (una carta)",
        "`beat.*`, `advice.beat`",
        "крыть, покрыть; ganar a, matar (es)",
        filipino="talunin (tinatalo ng 8♠ ang 7♠)",
    ),
    Term(
        "отбиваться, отбивающийся",
        "otbivat'sya",
        "defend, the defender",
        "defenderse, el defensor",
        "`defend.*`",
        filipino="magdepensa, ang nagdedepensa",
    ),
    Term(
        "атакующий",
        "atakuyushchiy",
        "the attacker",
        "el atacante",
        "`attack.*`",
        filipino="ang umaatake",
    ),
    Term(
        "подкидывающий",
        "podkidyvayushchiy",
        "a co-attacker: another attacker, who may throw in",
        "el coatacante",
        "the seats' roles",
        filipino="ang kasamang umaatake",
    ),
    Term(
        "беру",
        "beru",
        '"I take": the defender gives up and picks up',
        "«tomo»: tomar las cartas",
        "`take.*`, `advice.take`",
        filipino="kunin (ang mga baraha)",
    ),
    Term(
        "бито",
        "bito",
        '"beaten": the attackers add nothing more and every attack card is beaten, so the cards '
        "go to the discard pile; never said after «беру»",
        "«paso»; las cartas van a los descartes",
        "`done.legal:bito`, `advice.done`",
        filipino="tapos: napupunta sa tapunan ang mga baraha",
    ),
    Term(
        "пас",
        "pas",
        '"pass": the attackers add nothing more after the defender said «беру»',
        "«paso»",
        "`done.legal:taken`, `advice.pass`",
        filipino="tapos (pagkatapos ng kunin)",
    ),
    Term(
        "отбой",
        "otboy",
        "the discard pile, face down (also a beaten-off bout)",
        "los descartes",
        "`bout.beaten_off`, `done.legal:bito`",
        "сброс",
        filipino="ang tapunan",
    ),
    Term(
        "перевод, перевести",
        "perevod, perevesti",
        "transfer (pass the attack on)",
        "pasar el ataque",
        "`transfer.*`",
        filipino="ipasa ang atake",
    ),
    Term(
        "колода",
        "koloda",
        "the talon (the stock to draw from)",
        "la baceta",
        "`draw.order`, `exchange.*`",
        "mazo (es)",
        filipino="ang deck",
    ),
    Term(
        "добирать",
        "dobirat'",
        "draw up to six",
        "robar",
        "`draw.order`",
        filipino="bumunot (hanggang anim)",
    ),
    Term(
        "кон, партия",
        "kon, partiya",
        "a whole deal: one game, never one attack",
        "una partida",
        "the series tally",
        filipino="isang laro",
    ),
    Term("куча", "kucha", "the pile (Svoi Kozyri)", "el montón", "`pile.*`", filipino="ang tumpok"),
    Term(
        "команда",
        "komanda",
        "a team: with six players, two teams of three (never «пары»)",
        "un equipo (por equipos)",
        "`result.team`, the rules' partnerships",
        filipino="isang koponan",
    ),
    Term(
        "напарник",
        "naparnik",
        "a team-mate (team games)",
        "compañero de equipo",
        "`attack.partner`",
        filipino="kakampi",
    ),
    Term("ничья", "nich'ya", "a draw", "un empate", "`result.draw`", filipino="tabla"),
)
"""The table words, in the order a learner meets them."""

CARDS: tuple[tuple[str, str, str, str], ...] = (
    ("♠", "пики", "spades", "picas"),
    ("♥", "червы", "hearts", "corazones"),
    ("♦", "бубны", "diamonds", "diamantes"),
    ("♣", "трефы", "clubs", "tréboles"),
    ("6", "шестёрка", "a 6", "un 6"),
    ("7", "семёрка", "a 7", "un 7"),
    ("8", "восьмёрка", "an 8", "un 8"),
    ("9", "девятка", "a 9", "un 9"),
    ("10", "десятка", "a 10", "un 10"),
    ("J", "валет", "a jack", "una jota"),
    ("Q", "дама", "a queen", "una reina"),
    ("K", "король", "a king", "un rey"),
    ("A", "туз", "an ace", "un as"),
    ("2", "двойка", "a 2", "un 2"),
    ("3", "тройка", "a 3", "un 3"),
    ("4", "четвёрка", "a 4", "un 4"),
    ("5", "пятёрка", "a 5", "un 5"),
)
"""Suits and every rank, from the six to the ace of a 36-card deck, then the two to the five of
a 52-card deck: (symbol, Russian, English, Spanish), as the messages write them; card texts such
as ``Q♠`` are never translated."""

FILIPINO_CARDS: dict[str, str] = {
    "♠": "ispada",
    "♥": "puso",
    "♦": "diyamante",
    "♣": "trebol",
    **{rank: rank for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10")},
    "J": "sota",
    "Q": "reyna",
    "K": "hari",
    "A": "alas",
}
"""The Filipino word of each suit and rank of `CARDS` (by its symbol), as the Filipino messages
write them (number ranks are said as their digits at the table)."""

OWN_COLUMNS = ("fil",)
"""The languages whose own table words are a column when the glossary is shown in them: Filipino
(Russian, English and Spanish are columns in every language)."""


@dataclass(frozen=True)
class Glossary:
    """The glossary as a value that shows itself: an HTML table in a notebook,
    `to_markdown` for the docs."""

    terms: tuple[Term, ...] = TERMS
    cards: tuple[tuple[str, str, str, str], ...] = CARDS

    def find(self, word: str) -> Term:
        """The term `word` names (case-insensitive): first the term that lists it as a word of
        its own (a headword or a form in any language, or a synonym players also use: ``"беру"``,
        ``"побить"``, ``"cubrir"``, ``"matar"``), then the first whose texts contain it; a
        `KeyError` names a word that is in none.

        >>> glossary().find("побить").russian, glossary().find("ganar a").russian
        ('бить, побить', 'бить, побить')
        """
        if not isinstance(word, str) or not word.strip():
            raise KeyError(f"{word!r} is not in the glossary: expected a word")
        needle = " ".join(word.casefold().split())
        for term in self.terms:
            if needle in term.words():
                return term
        for term in self.terms:
            texts = (
                term.russian,
                term.transliteration,
                term.english,
                term.spanish,
                term.also,
                term.filipino,
            )
            if any(needle in text.casefold() for text in texts):
                return term
        raise KeyError(f"{word!r} is not in the glossary")

    def to_markdown(self) -> str:
        """Both tables in Markdown (what ``docs/glossary.md`` shows)."""
        header = (
            "| Russian | transliteration | English | Spanish | when a learner meets it | "
            "also said |"
        )
        lines = [
            header,
            "|---|---|---|---|---|---|",
            *(
                f"| {t.russian} | {t.transliteration} | {t.english} | {t.spanish} | {t.where} "
                f"| {t.also} |"
                for t in self.terms
            ),
            "",
            "Suits and ranks, as the messages write them (card texts such as `Q♠` are never "
            "translated):",
            "",
            "| | Russian | English | Spanish |",
            "|---|---|---|---|",
            *(f"| {s} | {ru} | {en} | {es} |" for s, ru, en, es in self.cards),
        ]
        return "\n".join(lines)

    def in_language(self, language: str | None = None) -> str:
        """Both tables as HTML for a reader of `language` (``None``: the one
        `durak_widget.set_language` set): the headings, the meanings and the synonyms' notes in
        that language; the Russian word, its transliteration, the table words of English and
        Spanish and the cards' words beside them, as they are; a Filipino reader also sees the
        Filipino table words (`OWN_COLUMNS`). In English the meaning is the English column
        itself. Each cell has its column's class (``durak-glossary-meaning``)."""
        lang = language_or_current(language)
        tr = translations(lang, DOMAIN)

        def table(head: Sequence[tuple[str, str]], rows: Iterator[Sequence[str]]) -> str:
            cells = "".join(
                f'<th class="durak-glossary-{c}">{html.escape(h)}</th>' for c, h in head
            )
            body = "".join(
                "<tr>"
                + "".join(
                    f'<td class="durak-glossary-{c}">{html.escape(v)}</td>'
                    for (c, _), v in zip(head, row)
                )
                + "</tr>"
                for row in rows
            )
            return (
                f'<table class="durak-glossary" lang="{lang}"><thead><tr>{cells}</tr></thead>'
                f"<tbody>{body}</tbody></table>"
            )

        columns = [
            ("russian", tr.pgettext("glossary", "Russian")),
            ("transliteration", tr.pgettext("glossary", "transliteration")),
        ]
        if lang != "en":
            columns.append(("meaning", tr.pgettext("glossary", "meaning")))
        columns += [
            ("english", tr.pgettext("glossary", "English")),
            ("spanish", tr.pgettext("glossary", "Spanish")),
        ]
        own = lang in OWN_COLUMNS
        if own:
            columns.append(("filipino", tr.pgettext("glossary", "Filipino")))
        columns.append(("also", tr.pgettext("glossary", "also said")))

        def row(term: Term) -> list[str]:
            cells = [term.russian, term.transliteration]
            if lang != "en":
                cells.append(term.meaning(lang))
            english = term.english if lang == "en" else _headword(term.english)
            cells += [english, term.spanish]
            if own:
                cells.append(term.filipino)
            return [*cells, term.also_in(lang)]

        cards = [
            ("card", ""),
            ("russian", tr.pgettext("glossary", "Russian")),
            ("english", tr.pgettext("glossary", "English")),
            ("spanish", tr.pgettext("glossary", "Spanish")),
        ]
        card_rows: list[Sequence[str]] = list(self.cards)
        if own:
            cards.append(("filipino", tr.pgettext("glossary", "Filipino")))
            card_rows = [(*row, FILIPINO_CARDS.get(row[0], "")) for row in self.cards]
        return table(columns, (row(t) for t in self.terms)) + table(cards, iter(card_rows))

    def _repr_html_(self) -> str:
        return self.in_language()


def _headword(english: str) -> str:
    """The English table word of a meaning: what comes before its colon ("beat", "the talon
    (the stock to draw from)" -> "the talon")."""
    head = re.split(r"[:;]", english)[0]
    return re.sub(r"\s*\([^)]*\)", "", head).strip() or english


def text_entries() -> Iterator[tuple[str, str, str]]:
    """Every glossary text a translator words, as ``(context, english, note)``: each term's
    meaning (``glossary:<word>``) and its synonyms' notes (``glossary-also:<word>``), for
    ``scripts/i18n.py``."""
    for term in TERMS:
        yield f"glossary:{term.russian}", term.english, f"the meaning of «{term.russian}»"
        if term.also:
            note = f"other words players use for «{term.russian}»: keep the words, translate notes"
            yield f"glossary-also:{term.russian}", term.also, note


def glossary() -> Glossary:
    """The table words in Russian, English and Spanish, and Filipino for a Filipino reader (shows
    as a table in a notebook)."""
    return Glossary()
