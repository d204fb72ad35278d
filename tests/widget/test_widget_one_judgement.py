"""At the table the coach's heading on a move and the analysis's mark on it agree (issue 39):
the coach and the analysis share one search and one verdict, and the analysis judges each
move the coach commented on with the deals the coach's search used (its time budget decided
how many), so the two never contradict each other on a move the learner was told about."""

from __future__ import annotations

from durak_widget import DurakWidget, Game
from durak_widget.bots import SimpleBot
from durak_widget.coach.verdicts import agrees


def test_every_coach_comment_of_a_game_is_the_analysiss_mark(monkeypatch):
    # A short time budget for both, so that their deal counts differ from move to move (as
    # they do at a real table): the analysis must take the coach's count where it commented.
    monkeypatch.setattr("durak_widget.table.extras.COACH_MS", 60.0)
    w = DurakWidget(Game.new(2, seed=11), coach=True, bot_delay_ms=0, quiet_ms=0)
    w.session.analysis.budget = 25.0
    me = SimpleBot(5)
    said = {}
    while not w.game.is_over:
        w.play(me.choose(w.game.view(0), w.game.legal_moves(0)))
        comment = w.coach_comment
        if comment is not None and not comment.get("pending"):
            said[comment["n"]] = comment["label"]
    assert len(said) >= 10
    # the comments that searched (not an only move, not a solved endgame) kept their deals
    assert len(w.session.analysis.searched) >= 5
    w.session.analysis.start(now=True)
    analysis = w.session.analysis.result
    assert analysis is not None
    marks = {j.number: j.mark for j in analysis.moves}
    for number, label in said.items():
        assert agrees(label, marks[number]), (number, label, marks[number])
