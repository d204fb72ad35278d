"""The truth gate for what the notebooks and docs say the table (or the coach) shows: each claim
is quoted from its page, and a check shows the product does it. A quote that no longer appears
fails too, so a page cannot drift away from its check."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from durak_widget import DurakWidget, Game, Move
from durak_widget.bots import SimpleBot, StrongBot
from durak_widget.coach import PRINCIPLES, assess, hint

ROOT = Path(__file__).resolve().parents[2]


def _page(path: str) -> str:
    """The page's prose with its whitespace folded (a notebook: every cell's source)."""
    file = ROOT / path
    text = file.read_text(encoding="utf-8")
    if file.suffix == ".ipynb":
        cells = json.loads(text)["cells"]
        text = "\n".join("".join(cell["source"]) for cell in cells)
    return " ".join(text.split())


@dataclass(frozen=True)
class Claim:
    """A sentence of `page` (quoted) and the check that it is true."""

    page: str
    quote: str
    check: Callable[[], bool]


def _bot_game(**options) -> tuple[DurakWidget, StrongBot]:
    bot = StrongBot(seed=8, playouts=40, time_ms=None)
    w = DurakWidget(bots={1: bot}, seed=2027, bot_delay_ms=0, quiet_ms=0, **options)
    for _ in range(6):
        moves = w.game.legal_moves(0)
        if w.game.is_over or not moves:
            break
        w.play(moves[0])
    return w, bot


def no_bot_reason_at_a_play_table() -> bool:
    w, _ = _bot_game()
    shown = json.dumps([w.view, w.log_tail], ensure_ascii=False)
    reasons = [e["bot_reason"] for e in w.move_log if e.get("bot_reason")]
    return bool(reasons) and not any(reason in shown for reason in reasons)


def bot_last_reason_after_its_move() -> bool:
    _, bot = _bot_game()
    return bool(bot.last_reason)


def presentation_with_open_hands_narrates_the_bots_reason() -> bool:
    w = DurakWidget(seed=42, presentation=True, open_hands=True, bot_delay_ms=0, quiet_ms=0)
    w.play(w.game.legal_moves(0)[0])
    entry = w.move_log[-1]
    commentary = w.view["commentary"] or {}
    return (
        entry["seat"] == 1
        and bool(commentary.get("reason"))
        and (entry["bot_reason"] in commentary["text"])
    )


def quiz_table_names_the_rules_and_asks_beginner_questions() -> bool:
    w = DurakWidget.quiz(questions=6, seed=1, rules="podkidnoy", level="beginner")
    kinds = set()
    for number in range(6):
        view = w.view
        if view["quiz"]["rules"] != "Podkidnoy":
            return False
        kinds.add(w.question.kind)
        w.answer(w.question.answer)
        if number < 5:
            w.next_question()
    return kinds <= {"legal", "which_beats"}


def sandbox_shows_every_hand() -> bool:
    game = Game.from_position([["7S", "KH", "9C"], ["9S", "6S", "6D", "QC"]], trump="D")
    view = DurakWidget(game=game, mode="sandbox").view
    return all(seat["cards"] for seat in view["seats"])


def hint_is_what_the_table_lists() -> bool:
    principle = PRINCIPLES["keep_trumps"]
    w = DurakWidget(game=principle.position(), seat=1, bot_delay_ms=0, quiet_ms=0)
    return w.hint() == hint(principle.position(), 1)


def a_simple_bot_plays_the_other_seat() -> bool:
    w = DurakWidget(game=PRINCIPLES["keep_trumps"].position(), seat=1, bot_delay_ms=0, quiet_ms=0)
    return isinstance(w.session.bots[0], SimpleBot)


def _coach_says(key: str, quote: str, lang: str = "en") -> Callable[[], bool]:
    def check() -> bool:
        principle = PRINCIPLES[key]
        said = assess(principle.position(), Move.parse(principle.weak), deals=300)
        return said.reason_in(lang).startswith(quote)

    return check


# what the coach's reason says when it could not solve an endgame in time, in each language
COULD_NOT = {"en": "could not work", "ru": "не успел просчитать", "es": "no pudo calcular"}


def an_unsolved_endgame_is_said_plainly_and_quietly(lang: str = "en") -> bool:
    # a big two-player endgame with no time to solve it
    game = Game.from_position(
        [
            ["6S", "8S", "10S", "QS", "6H", "8H", "10H", "QH", "7D"],
            ["7S", "9S", "JS", "KS", "7H", "9H", "JH", "KH", "8D"],
        ],
        trump="D",
    )
    said = assess(game, game.legal_moves(0)[0], time_ms=1)
    return (
        said.label == "unclear"
        and said.comment_in(lang) == ""
        and COULD_NOT[lang] in said.reason_in(lang)
    )


KEEP = "You spent the trump 10♦ on 7♣ while 9♣ also beats it; keep trumps while the talon lasts."
RANK = (
    "9♦ opens the 9s, and P1 holds 9♥, which can be thrown in; 10♦ beats 6♦ too and opens no "
    "rank they can add to: do not beat with a card whose rank the attackers can throw in."
)
# the same, as the Russian and the Spanish strategy pages quote the coach (the pages follow the
# English one's examples once translated again: issue 39 changed them)
KEEP_RU = (
    "Вы потратили козырь 10♦ на 7♣, хотя её бьёт и 9♣; берегите козыри, пока не кончилась колода."
)
RANK_RU = (
    "9♦ открывает подкидку девяток, а у P1 есть 9♥ — её можно подкинуть; 10♦ тоже бьёт 6♦ и не "
    "открывает ничего, что можно подкинуть: не бейте картой, достоинство которой атакующие могут "
    "подкинуть."
)
KEEP_ES = (
    "Gastaste el triunfo 10♦ en 7♣, aunque 9♣ también la cubre; guarda los triunfos mientras "
    "quede baceta."
)
RANK_ES = (
    "9♦ abre las nueves para añadir, y P1 tiene 9♥, que puede añadir; 10♦ también cubre 6♦ y no "
    "abre ningún valor que puedan añadir: no cubras con una carta cuyo valor puedan añadir los "
    "atacantes."
)

CLAIMS = (
    Claim(
        "notebooks/08_strategy.ipynb",
        "a bot's own reasons are not shown at a table where you play, since they may name the "
        "cards in its hand",
        no_bot_reason_at_a_play_table,
    ),
    Claim(
        "notebooks/08_strategy.ipynb",
        "read `bot.last_reason` after its move",
        bot_last_reason_after_its_move,
    ),
    Claim(
        "notebooks/08_strategy.ipynb",
        "or watch a presentation table with every hand open (notebook 04)",
        presentation_with_open_hands_narrates_the_bots_reason,
    ),
    Claim(
        "notebooks/04_classroom_demo.ipynb",
        "a presentation table with every hand open shows it in its narration",
        presentation_with_open_hands_narrates_the_bots_reason,
    ),
    Claim(
        "notebooks/08_strategy.ipynb",
        "lists a seat's legal moves grouped the way the table's **What can I do?** control "
        "shows them",
        hint_is_what_the_table_lists,
    ),
    Claim(
        "notebooks/01_learn_the_rules.ipynb",
        "in podkidnoy (the table names the rules above each question): is a move legal, and "
        "which of your cards beat an attack card",
        quiz_table_names_the_rules_and_asks_beginner_questions,
    ),
    Claim(
        "notebooks/08_strategy.ipynb",
        "Play it on the table (a simple bot plays P0)",
        a_simple_bot_plays_the_other_seat,
    ),
    Claim(
        "notebooks/01_learn_the_rules.ipynb",
        "the widget below shows the same position with all hands open",
        sandbox_shows_every_hand,
    ),
    Claim("docs/strategy.md", f'The coach says: "{KEEP[:-1]}', _coach_says("keep_trumps", KEEP)),
    Claim("docs/strategy.md", f'The coach says: "{RANK[:-1]}', _coach_says("rank_opening", RANK)),
    Claim(
        "docs/strategy.md",
        "If the endgame is too big to solve in time the coach says so plainly and stays quiet on "
        "the table.",
        an_unsolved_endgame_is_said_plainly_and_quietly,
    ),
    # the Russian and Spanish pages quote the coach in their language (the period stays outside
    # the closing quotation mark there)
    Claim(
        "docs/strategy.ru.md",
        f"Тренер скажет: «{KEEP_RU[:-1]}»",
        _coach_says("keep_trumps", KEEP_RU, "ru"),
    ),
    Claim(
        "docs/strategy.ru.md",
        f"Тренер скажет: «{RANK_RU[:-1]}»",
        _coach_says("rank_opening", RANK_RU, "ru"),
    ),
    Claim(
        "docs/strategy.ru.md",
        "Если эндшпиль слишком велик, чтобы решить его вовремя, тренер прямо так и говорит и на "
        "столе молчит.",
        lambda: an_unsolved_endgame_is_said_plainly_and_quietly("ru"),
    ),
    Claim(
        "docs/strategy.es.md",
        f"El entrenador dice: «{KEEP_ES[:-1]}»",
        _coach_says("keep_trumps", KEEP_ES, "es"),
    ),
    Claim(
        "docs/strategy.es.md",
        f"El entrenador dice: «{RANK_ES[:-1]}»",
        _coach_says("rank_opening", RANK_ES, "es"),
    ),
    Claim(
        "docs/strategy.es.md",
        "Si el final es demasiado grande para resolverlo a tiempo, el entrenador lo dice con "
        "claridad y no muestra nada en la mesa.",
        lambda: an_unsolved_endgame_is_said_plainly_and_quietly("es"),
    ),
)


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: f"{c.page}: {c.quote[:40]}")
def test_what_a_page_says_the_table_shows_it_shows(claim):
    assert " ".join(claim.quote.split()) in _page(claim.page), "the page no longer says this"
    assert claim.check(), f"{claim.page} says {claim.quote!r}, and the product does not"


def test_a_planted_false_claim_is_caught():
    # what notebook 08 used to promise: the bots' reasons in the table's log
    def bot_reasons_in_the_log() -> bool:
        w, _ = _bot_game()
        reasons = [e["bot_reason"] for e in w.move_log if e.get("bot_reason")]
        return any(r in json.dumps(w.log_tail, ensure_ascii=False) for r in reasons)

    assert not bot_reasons_in_the_log()
    assert "whose reasons appear in the table's log" not in _page("notebooks/08_strategy.ipynb")
    # and a coach quote that is not what the coach says, in English or in Russian
    wrong = _coach_says("keep_trumps", "You spent the trump A♦ on 7♣")
    assert not wrong()
    assert not _coach_says("keep_trumps", KEEP, "ru")()  # the English quote is not the Russian


def test_no_page_says_the_discard_is_face_up():
    for page in ("docs/strategy.md", "notebooks/08_strategy.ipynb", "README.md"):
        assert not re.search(r"face up to the discard|discard[^.]*face up", _page(page)), page
    # the translations say it lies face down
    assert "Отбой лежит рубашкой вверх" in _page("docs/strategy.ru.md")
    assert "Los descartes están boca abajo" in _page("docs/strategy.es.md")
