"""The quiz: its public names, its questions checked against the engine, and its answers."""

import json
import random

import pytest

from durak_widget import Card, Game, Move
from durak_widget.quiz import KINDS, Feedback, Question, Quiz, question_counts, topics
from durak_widget.quiz.playout import after_take_questions, next_attacker_questions
from durak_widget.quiz.pool import pool


def by_kind(kind, count=40):
    found = [q for q in pool() if q.kind == kind]
    step = max(1, len(found) // count)
    return found[::step]


def test_contract_names_and_types():
    quiz = Quiz(topic=None, questions=10, seed=3)
    assert len(quiz) == 10
    q = next(iter(quiz))
    assert isinstance(q, Question)
    assert q.kind in KINDS
    assert isinstance(q.prompt, str) and q.prompt
    assert q.choices is None or (
        isinstance(q.choices, tuple) and all(isinstance(c, str) for c in q.choices)
    )
    assert hasattr(q.game, "explain")
    fb = q.check(q.answer)
    assert isinstance(fb, Feedback) and fb.correct is True and isinstance(fb.explanation, str)


def test_every_kind_is_drawn_and_mixed():
    kinds = {q.kind for q in Quiz(questions=12, seed=1)}
    assert kinds == set(KINDS)


def test_answer_types_per_kind():
    for kind in KINDS:
        q = by_kind(kind, 1)[0]
        if kind == "legal":
            assert isinstance(q.answer, bool) and q.choices is None and q.answer_by == "yes_no"
        elif kind == "how_many":
            assert type(q.answer) is int and q.choices is None and q.answer_by == "number"
        elif kind == "which_beats":
            assert isinstance(q.answer, frozenset) and q.answer_by == "cards"
            assert q.answer <= set(q.cards)
        else:
            assert q.answer in q.choices and q.answer_by == "choice"


def test_same_seed_same_quiz_other_seed_other_quiz():
    first = [(q.key, q.prompt, q.choices) for q in Quiz(questions=8, seed=11)]
    again = [(q.key, q.prompt, q.choices) for q in Quiz(questions=8, seed=11)]
    other = [(q.key, q.prompt, q.choices) for q in Quiz(questions=8, seed=12)]
    assert first == again
    assert first != other


def test_unknown_topic_lists_the_topics():
    with pytest.raises(ValueError, match="no quiz topic 'nonsense'") as error:
        Quiz(topic="nonsense")
    for topic in ("attack", "beat", "transfer", "take", "done"):
        assert topic in str(error.value)


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "10"])
def test_bad_question_count_is_refused(bad):
    with pytest.raises(ValueError, match="questions must be"):
        Quiz(questions=bad)


@pytest.mark.parametrize("topic", ["attack", "beat", "transfer", "take", "done", "roles"])
def test_topic_filters_by_rule_prefix(topic):
    quiz = Quiz(topic=topic, questions=6, seed=2)
    assert len(quiz) == 6
    for q in quiz:
        assert any(rule == topic or rule.startswith(topic + ".") for rule in q.rules)


def test_a_whole_rule_id_is_a_topic():
    quiz = Quiz(topic="beat.wrong_suit", questions=5, seed=1)
    assert all("beat.wrong_suit" in q.rules for q in quiz)
    assert "transfer" in topics() and "beat" in topics()


def test_legal_and_why_answers_are_the_engines_verdicts():
    for q in by_kind("legal"):
        verdict = q.game.explain(q.move)
        assert q.answer is verdict.legal and q.rule == verdict.rule
        # the engine's reason, without its closing advice (one clean sentence)
        assert verdict.reason.removeprefix("Legal: ") in q.check(not q.answer).explanation
    for q in by_kind("why"):
        verdict = q.game.explain(q.move)
        assert not verdict.legal and q.answer == verdict.reason
        assert len(q.choices) in (3, 4) and len(set(q.choices)) == len(q.choices)
        wrong = next(c for c in q.choices if c != q.answer)
        fb = q.check(wrong)
        assert not fb.correct and verdict.reason.rstrip(".") in fb.explanation


def test_how_many_is_the_limit_minus_the_table():
    for q in by_kind("how_many"):
        info = q.game.limit_info()
        assert q.answer == max(0, info.limit - len(q.game.table))
        assert info.text in q.why
    assert any(q.answer == 0 for q in pool() if q.kind == "how_many")


def test_which_beats_is_every_card_the_engine_accepts():
    for q in by_kind("which_beats"):
        game = q.game
        if isinstance(game, Game):
            target = Card.parse(q.target)
            assert (target, None) in game.table and q.target in q.prompt
            legal = {
                str(c)
                for c in game.hand(q.seat)
                if game.explain(Move.defend(q.seat, c, target)).legal
            }
        else:
            legal = {str(m.card) for m in game.legal_moves(q.seat) if m.kind == "beat"}
        assert q.answer == legal


def three_players():
    game = Game.from_position(
        [["7S", "8H", "9H"], ["8S", "JH", "QC"], ["6C", "10D", "KD"]],
        trump="D",
        talon=["6D", "7D", "AD"],
        attacker=0,
    )
    game.play(Move.attack(0, "7S"))
    return game


def test_next_attacker_after_a_defence_and_after_a_take():
    questions = list(next_attacker_questions(three_players(), "test", "three"))
    answers = {
        ("beats" if "beats every card" in q.prompt else "takes"): q.answer for q in questions
    }
    assert answers == {"beats": "P1", "takes": "P2"}
    for q in questions:
        assert q.choices == ("P0", "P1", "P2")
        assert "roles.next" in q.rules and "Bout 2:" in q.why


def test_after_take_worded_from_events():
    (q,) = list(after_take_questions(three_players(), "test", "three", random.Random(1)))
    assert q.answer.startswith("P1 takes the card.")
    assert "Bout 2: P2 attacks P0" in q.answer
    assert q.answer in q.choices and len(set(q.choices)) == len(q.choices) >= 3
    # the take-discards belief, said without contradicting the question (P1 takes)
    assert any(c.startswith("The card on the table goes to the discard.") for c in q.choices)
    assert not any("beat off" in c for c in q.choices)


@pytest.mark.parametrize(
    ("kind", "bad"),
    [
        ("legal", "yes"),
        ("legal", 1),
        ("why", "not a choice"),
        ("why", 0),
        ("how_many", -1),
        ("how_many", "3"),
        ("how_many", True),
        ("next_attacker", "P9"),
        ("after_take", None),
        ("which_beats", "9♥"),
        ("which_beats", {"ZZ"}),
        ("which_beats", [9]),
    ],
)
def test_malformed_answers_raise(kind, bad):
    q = by_kind(kind, 1)[0]
    with pytest.raises(ValueError):
        q.check(bad)


def test_wrong_answers_never_raise():
    for kind in KINDS:
        q = by_kind(kind, 1)[0]
        if kind == "legal":
            wrong = not q.answer
        elif kind == "how_many":
            wrong = q.answer + 1
        elif kind == "which_beats":
            wrong = set(q.cards) - q.answer if q.answer != set(q.cards) else set()
        else:
            wrong = next(c for c in q.choices if c != q.answer)
        fb = q.check(wrong)
        assert fb.correct is False and fb.explanation.startswith("Not quite")


def test_card_answers_accept_codes_and_symbols():
    q = next(q for q in by_kind("which_beats") if q.answer)
    codes = {Card.parse(c).code for c in q.answer}
    assert q.check(codes).correct
    assert q.check(list(q.answer)).correct


def test_public_view_gives_nothing_away():
    for q in Quiz(questions=12, seed=5):
        shown = json.dumps(q.public(), ensure_ascii=False)
        assert "answer" not in q.public()
        assert q.rule not in shown
        if q.why not in (q.choices or ()):  # a reason asked for is among the choices
            assert q.why not in shown
        if q.kind == "legal":
            assert "Legal" not in shown and q.game.explain(q.move).message not in shown
        if q.kind == "which_beats":
            assert "frozenset" not in shown


def test_each_question_owns_its_position():
    q = Quiz(questions=1, seed=7)[0]
    before = repr(q.game)
    seat = next(s for s in range(q.game.players) if q.game.legal_moves(s))
    q.game.play(q.game.legal_moves(seat)[0])
    assert repr(Quiz(questions=1, seed=7)[0].game) == before


def test_counts_per_topic():
    counts = question_counts()
    assert set(counts) == set(topics())
    assert all(c["all"] > 0 for c in counts.values())
    assert sum(c.get("how_many", 0) for c in counts.values()) == sum(
        q.kind == "how_many" and bool(q.rule_set) for q in pool()
    )


def test_summary_names_what_to_review():
    feedback = [
        Feedback(True, "", "beat.wrong_suit"),
        Feedback(False, "", "transfer.cap"),
        Feedback(False, "", "transfer.after_beat"),
        Feedback(False, "", "beat.lower_trump"),
    ]
    # what to review in words, never the rule ids' topic keys ("transfer (2), beat (1)")
    assert Quiz.summary(feedback) == (
        "Score: 1 of 4. Worth another look: transferring the attack (2 missed) and which card "
        "beats which (1 missed)."
    )
    assert Quiz.summary(feedback[:1]) == "Score: 1 of 1. Nothing to review: every answer was right."
    assert Quiz.summary([]) == "Score: 0 of 0."


def test_durak_by_default_own_trumps_on_request():
    assert all(isinstance(q.game, Game) for q in Quiz(questions=12, seed=4))
    quiz = Quiz(questions=6, seed=4, game="own_trumps")
    assert {q.kind for q in quiz} == {"legal", "why", "which_beats"}
    assert all(type(q.game).__name__ == "OwnTrumps" for q in quiz)
    assert "pile" in topics("own_trumps") and "pile" not in topics()
    with pytest.raises(ValueError, match="no quiz for game 'chess'"):
        Quiz(game="chess")


def test_docstring_examples():
    import doctest

    import durak_widget.quiz

    failures, tried = doctest.testmod(durak_widget.quiz)
    assert failures == 0 and tried > 0


def test_a_wrong_choice_is_answered_with_its_misconception_in_one_sentence():
    from durak_widget.quiz.misconceptions import MISCONCEPTIONS, explanation
    from durak_widget.quiz.pool import pool as built

    seen = set()
    for question in built():
        if question.kind not in ("why", "after_take"):
            continue
        assert len(question.misled_by) == len(question.choices)
        assert sorted(k for k in question.misled_by if k) == sorted(question.distractors)
        for choice, key in zip(question.choices, question.misled_by):
            feedback = question.check(choice)
            if choice == question.answer:
                assert key == "" and feedback.correct
                continue
            said = explanation(key)
            assert feedback.explanation.endswith(" " + said), (choice, feedback.explanation)
            seen.add(key)
    assert seen == {m.key for m in MISCONCEPTIONS} - {"out_of_turn"}
    for m in MISCONCEPTIONS:  # one sentence each, in every language
        for lang in ("en", "ru", "es"):
            text = explanation(m.key, lang)
            assert text.count(". ") == 0 and text.endswith("."), (m.key, lang, text)
    with pytest.raises(ValueError, match="no misconception 'nonsense'"):
        explanation("nonsense")
