"""A "why" question's choices are the same kind of sentence: the right one is not the only one
that ends with advice about what the player could do instead."""

from durak_widget.quiz import Quiz


def test_no_why_choice_carries_the_engines_closing_advice():
    questions = [q for q in Quiz(questions=60, seed=3) if q.kind == "why"]
    assert questions
    for q in questions:
        verdict = q.game.explain(q.move)
        assert q.answer == verdict.reason
        if verdict.advice:
            assert all(verdict.advice not in choice for choice in q.choices)
