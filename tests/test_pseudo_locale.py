"""No text outside a catalog: every view of every kind of table, in the pseudo-locale ``qps``
(`durak_widget.engine.pseudo`), shows only catalog texts (inside ``⟦…⟧``), card labels, numbers
and names. A text that reached the learner without a catalog (English on a Russian screen) fails
here with where it was seen. The real-browser test (tests/e2e/test_e2e_pseudo.py) reads what the
front end draws the same way."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import durak_widget
from durak_widget import DurakWidget, bouts
from durak_widget.engine.i18n import catalog_texts, translations
from durak_widget.engine.pseudo import PSEUDO, pseudo_text
from durak_widget.quiz import Quiz

sys.path.insert(0, str(Path(__file__).parent))
from pseudo import leaks, unmarked


class Seen:
    """The texts that leaked, by where they were seen (one example each)."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}

    def look(self, label: str, value, names=()) -> None:
        for leak in leaks(value, names):
            where, _, text = leak.partition(": ")
            key = f"{label} {_shape(where)}"
            self.found.setdefault(key, text[:240])

    def widget(self, label: str, w) -> None:
        names = list(w.game.names)
        self.look(label, w.view, names)
        self.look(f"{label} log", w.log_tail, names)
        self.look(f"{label} move_log", w.move_log, names)

    def report(self) -> list[str]:
        return [f"{key}: {text}" for key, text in sorted(self.found.items())]


def _shape(where: str) -> str:
    import re

    return re.sub(r"\[\d+\]", "[]", where)


@pytest.fixture
def qps():
    durak_widget.set_language(PSEUDO)
    yield
    durak_widget.set_language("en")


def test_the_pseudo_locale_marks_every_catalog_text_and_keeps_placeholders():
    assert pseudo_text("{name} attacks {card}") == "⟦{name} åţţåçķš {card}⟧"
    braces = "{{literal}} {n:plural:card|cards}"
    assert pseudo_text(braces) == "⟦{{łíţéŕåł}} {n:plural:card|cards}⟧"
    table = translations(PSEUDO, "durak_widget_table")
    assert table.ngettext("{count} card", "{count} cards", 1) == "{count} card"  # not in it
    labels = catalog_texts(PSEUDO, "durak_widget_js")
    assert labels and all(text.startswith("⟦") and text.endswith("⟧") for text in labels.values())
    assert unmarked("⟦Ƥłåý⟧ 7♠ P0 12") == []
    assert unmarked("P0 attacks 7♠") == ["attacks"]  # the check does see English


def _play(w, rng, seen, label, moves=1500):
    for step in range(moves):
        seen.widget(label, w)
        game = w.game
        if game.is_over:
            return
        seat = game.next_to_act()
        if w.mode != "sandbox" and seat != w.seat:
            w.run_bots()
            continue
        if step % 3 == 0 and w.view.get("hand"):
            for entry in w.view["hand"]:
                seen.look(f"{label} card_reason", w.card_reason(entry["card"]), game.names)
            for line in w.hint():
                seen.look(f"{label} hint", line, game.names)
            hand = w.view["hand"][0]["card"]
            if w.is_own_trumps:
                w.explain({"kind": "lay", "player": seat, "card": hand})
            else:
                w.explain({"kind": "attack", "player": seat, "cards": [hand]})
            seen.widget(f"{label} refused", w)
        w.play(rng.choice(game.legal_moves(seat)))
    raise AssertionError(f"{label}: the game did not end")


@pytest.mark.parametrize("players", [2, 3])
def test_a_whole_game_with_the_coach_speaks_only_catalog_texts(qps, players):
    seen = Seen()
    w = DurakWidget(players=players, seed=5, bot_delay_ms=0, quiet_ms=0, coach=True)
    _play(w, random.Random(players), seen, "play")
    seen.widget("over", w)
    assert w.view["result_text"]
    w.new_game()
    seen.widget("series", w)
    assert seen.report() == [], "\n".join(seen.report())


def test_sandbox_svoi_kozyri_and_perevodnoy_speak_only_catalog_texts(qps):
    seen = Seen()
    rng = random.Random(7)
    _play(DurakWidget(players=3, seed=3, mode="sandbox"), rng, seen, "sandbox")
    own = DurakWidget.own_trumps(players=3, seed=2, bot_delay_ms=0, quiet_ms=0)
    _play(own, rng, seen, "own_trumps")
    assert own.view["result_text"]
    perevodnoy = durak_widget.Rules.perevodnoy()
    _play(DurakWidget(rules=perevodnoy, players=3, seed=4, mode="sandbox"), rng, seen, "transfer")
    assert seen.report() == [], "\n".join(seen.report())


def test_every_bout_replays_in_catalog_texts_at_every_step(qps):
    seen = Seen()
    for name in bouts.names():
        w = DurakWidget.replay(name)
        for position in range(len(w.record.moves) + 1):
            w.goto(position)
            seen.widget(f"replay {name}", w)
        title, summary = bouts.catalogue()[bouts.names().index(name)][1:]
        seen.look("catalogue", [title, summary])
    w = DurakWidget.replay("cap_of_six", presentation=True)
    for position in range(len(w.record.moves) + 1):
        w.goto(position)
        seen.widget("presentation", w)
    assert seen.report() == [], "\n".join(seen.report())


def test_a_guess_the_move_lesson_speaks_only_catalog_texts(qps):
    seen = Seen()
    w = DurakWidget.replay("whole_game", guess=True, seat=1)
    rng = random.Random(3)
    for _ in range(200):
        seen.widget("guess", w)
        score = w.guess_score
        if score is None or score["done"]:
            break
        game = w.game
        w.play(rng.choice(game.legal_moves(game.next_to_act())))
    seen.widget("guess done", w)
    assert w.guess_score["done"]
    assert seen.report() == [], "\n".join(seen.report())


@pytest.mark.parametrize("level", ["beginner", "intermediate", "advanced"])
def test_quiz_tables_and_the_notebook_quiz_speak_only_catalog_texts(qps, level):
    seen = Seen()
    w = DurakWidget.quiz(questions=6, seed=2, level=level)
    for number in range(6):
        seen.widget("quiz", w)
        question = w.question
        names = question.game.names
        seen.look("question", [question.prompt, *map(str, question.choices or [])], names)
        wrong = number % 2 == 1 and question.choices
        answer = next(c for c in question.choices if c != question.answer) if wrong else None
        feedback = w.answer(question.answer if answer is None else answer)
        seen.look("feedback", [feedback.explanation], names)
        seen.widget("quiz answered", w)
        if number < 5:
            w.next_question()
    seen.look("quiz summary", w.quiz_score["summary"])
    for question in Quiz(topic="take", questions=4, seed=1):
        seen.look("notebook quiz", [question.prompt, question.check(question.answer).explanation])
    assert seen.report() == [], "\n".join(seen.report())


def test_an_analysed_game_speaks_only_catalog_texts(qps):
    seen = Seen()
    end = durak_widget.Game.from_position(  # a short game: the analysis is quick
        [["7S", "9H", "KD", "6C", "10C"], ["8S", "JC", "QH", "AD", "7C"]], talon=["6H", "8H"]
    )
    w = DurakWidget(game=end, mode="sandbox", language="en")
    rng = random.Random(9)
    while not w.game.is_over:
        game = w.game
        w.play(rng.choice(game.legal_moves(game.next_to_act())))
    analysis = w.analyse(budget=None, rounds=6)
    w.language = PSEUDO  # analysed in English, read in another language: worded again
    seen.look("summary", analysis.summary().in_language(PSEUDO))
    for position in range(len(w.game.history) + 1):
        w.goto(position)
        seen.widget("analysis", w)
    assert seen.report() == [], "\n".join(seen.report())


def test_the_glossary_speaks_the_learner_language(qps):
    """The headings, the meanings and the synonyms' notes come from the catalog; the Russian
    words, their transliteration and the English and Spanish table words are the glossary's
    data and stay as they are."""
    import re

    from durak_widget.glossary import glossary

    page = glossary()._repr_html_()
    cells = r'<t[hd] class="durak-glossary-(?:meaning|also)">([^<]*)</t[hd]>'
    worded = re.findall(cells + r'|<th class="[^"]*">([^<]+)</th>', page)
    texts = [a or b for a, b in worded]
    assert len(texts) > 30
    assert [text for text in texts if text and unmarked(text)] == []
