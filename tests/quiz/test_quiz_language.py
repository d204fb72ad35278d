"""The quiz in Russian, Spanish and Filipino: the same questions as in English for the same seed,
only the words differ; answers are given in the language the question was asked in."""

import re

import pytest
from loanwords import without_loanwords

from durak_widget.quiz import KINDS, Feedback, Quiz, topic_name
from durak_widget.quiz.pool import pools

# Common English words of the quiz's and the engine's sentences (card texts and seat names
# such as "10♠" and "P1" hold none of them).
ENGLISH = re.compile(
    r"\b(the|is|are|and|you|your|of|to|with|beats?|takes?|attacks?|cannot|cards?|legal|"
    r"moves?|engine|which|what|who|bout|right|not|quite|answer|suppose|defends?|trumps?|may|"
    r"more|done|none|draws?|pile|picks?|lays?|transfers?|only|must|would|could|has|have|"
    r"review|score|yes)\b",
    re.IGNORECASE,
)
RIGHT = {"ru": "Верно.", "es": "Correcto.", "fil": "Tama."}
WRONG = {
    "ru": "Не совсем. Правильный ответ — ",
    "es": "No exactamente. La respuesta es ",
    "fil": "Hindi pa tama. Ang sagot ay ",
}
LANGS = ["ru", "es", "fil"]


def wrong_answer(question):
    """A well-formed wrong answer to `question`, in its own language."""
    answer = question.answer
    if isinstance(answer, bool):
        return not answer
    if isinstance(answer, int):
        return answer + 1
    if isinstance(answer, frozenset):
        return set(question.cards) - answer if answer != set(question.cards) else set()
    return next(c for c in question.choices if c != answer)


def english_in(text, lang):
    # "Legal" is never expected: checked on its own
    found = ENGLISH.search(without_loanwords(text.replace("Legal", ""), lang))
    return found.group(0) if found else None


def no_english(texts, lang):
    return {
        text: english_in(text, lang) for text in texts if english_in(text, lang) or "Legal" in text
    }


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "seed"), [("durak", 1), ("durak", 8), ("own_trumps", 2)])
def test_same_questions_same_answers_other_words(lang, game, seed):
    english = Quiz(questions=12, seed=seed, game=game)
    local = Quiz(questions=12, seed=seed, game=game, language=lang)
    assert local.language == lang and english.language == "en"
    expected = {"legal", "why", "which_beats"} if game == "own_trumps" else set(KINDS)
    assert {q.kind for q in local} == expected
    for en, q in zip(english, local, strict=True):
        assert (q.key, q.kind, q.rule, q.move, q.cards, q.target) == (
            en.key,
            en.kind,
            en.rule,
            en.move,
            en.cards,
            en.target,
        )
        assert repr(q.game) == repr(en.game) and q.language == lang
        assert q.prompt != en.prompt and q.why != en.why
        if q.choices is None:
            assert q.answer == en.answer and en.choices is None
        else:
            assert len(q.choices) == len(en.choices) == len(set(q.choices))
            assert q.choices.index(q.answer) == en.choices.index(en.answer)
            if q.kind == "next_attacker":  # seat names are the same in every language
                assert q.choices == en.choices
            else:
                assert not set(q.choices) & set(en.choices)


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_left_and_feedback_for_right_and_wrong(lang):
    seen = set()
    for seed in (1, 2, 3):
        for q in Quiz(questions=12, seed=seed, language=lang):
            seen.add(q.kind)
            right = q.check(q.answer)
            wrong = q.check(wrong_answer(q))
            assert isinstance(right, Feedback) and right.correct and not wrong.correct
            assert right.explanation == f"{RIGHT[lang]} {q.why}"
            # the why once: after the answer, or as the answer itself when it is one
            # (a quoted choice loses its own full stop: the sentence around it ends it)
            assert wrong.explanation.startswith(WRONG[lang])
            assert q.why.rstrip(".") in wrong.explanation
            texts = [q.prompt, *(q.choices or ()), right.explanation, wrong.explanation]
            assert no_english(texts, lang) == {}
    assert seen == set(KINDS)


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_is_answered_in_the_language_it_was_asked_in(lang):
    english = Quiz(questions=12, seed=4)
    local = english.in_language(lang)
    checked = 0
    for en, q in zip(english, local, strict=True):
        assert q.game is en.game  # the same position object: a table keeps showing it
        if q.choices is None or q.kind == "next_attacker":
            continue
        assert q.check(q.answer).correct
        with pytest.raises(ValueError, match="not one of the choices"):
            q.check(en.answer)
        checked += 1
    assert checked


def test_in_language_round_trips_and_refuses_an_unknown_language():
    for q in Quiz(questions=12, seed=6):
        assert q.in_language("ru").in_language("en") == q
        assert q.in_language("en") is q
        with pytest.raises(ValueError, match=r"unknown language 'xx'.*en, es, fil, ru"):
            q.in_language("xx")
    with pytest.raises(ValueError, match=r"unknown language 'klingon'.*en, es, fil, ru"):
        Quiz(questions=3, seed=1, language="klingon")
    with pytest.raises(ValueError, match="unknown language 'de'"):
        Quiz(questions=3, seed=1).in_language("de")


def test_summary_names_the_topics_in_the_language():
    feedback = [
        Feedback(True, "", "beat.wrong_suit"),
        Feedback(False, "", "transfer.cap"),
        Feedback(False, "", "transfer.after_beat"),
        Feedback(False, "", "beat.lower_trump"),
    ]
    assert Quiz.summary(feedback, "ru") == (
        "Счёт: 1 из 4. Стоит повторить: перевод хода (2 ошибки) и какая карта бьёт какую "
        "(1 ошибка)."
    )
    assert Quiz.summary(feedback[:1], "es") == (
        "Puntuación: 1 de 1. Nada que repasar: todas las respuestas eran correctas."
    )
    assert Quiz.summary(feedback).startswith("Score: 1 of 4. Worth another look: ")
    assert topic_name("transfer", "en") == "transfer"
    assert topic_name("no_such_topic", "ru") == "no_such_topic"


@pytest.mark.parametrize("lang", LANGS)
def test_every_choice_question_of_the_pool_stays_unambiguous(lang):
    """Two different English choices never become one text in another language, and no
    English is left (a sample of every game's pool)."""
    for questions in pools().values():
        for q in [q for q in questions if q.choices is not None][::5]:
            local = q.in_language(lang)
            assert len(set(local.choices)) == len(local.choices), local.choices
            assert local.choices.index(local.answer) == q.choices.index(q.answer)
            assert no_english([local.prompt, *local.choices], lang) == {}


def test_the_words_modules_examples():
    import doctest

    import durak_widget.quiz.words

    failures, tried = doctest.testmod(durak_widget.quiz.words)
    assert failures == 0 and tried > 0
