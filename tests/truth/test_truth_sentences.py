"""The truth gate for what the coach says in real games: every fact a comment states about its
position (a card that also beats the attack card, a trump, a cheaper card, a rank a card opens
and who holds one, how many are unseen, a move that wins or loses at once) checked against the
engine, move by move through whole games."""

from truth_gate import coach_text_problems

from durak_widget import Game, Move
from durak_widget.bots import RandomBot, SimpleBot, play_game
from durak_widget.bots.reasons import Text
from durak_widget.coach import assess
from durak_widget.coach.assess import Assessment

GAMES = (0, 12, 22)
"""The deals of the games played through (two players, podkidnoy)."""


def test_every_fact_the_coach_states_in_real_games_is_true():
    problems, named = [], set()
    for seed in GAMES:
        game = Game.new(2, seed=seed)
        play_game(game, [RandomBot(seed), SimpleBot(seed)])  # a player who goes wrong
        position = game.starting_position()
        for number, move in enumerate(game.history, start=1):
            if len(position.legal_moves(move.player)) > 1:
                said = assess(position, move, deals=40, seed=number)
                if said.label in ("blunder", "mistake", "inaccuracy"):
                    named.add(said.principle)
                problems += [
                    f"game {seed}, move {number} {move}: {p}"
                    for p in coach_text_problems(position, move, said)
                ]
            position.play(move)
    assert problems == []
    assert len(named - {None}) >= 3, named  # the games hold reasons that state facts


def test_a_planted_false_fact_is_caught():
    game = Game.from_position([["7S", "KH", "9C"], ["8S", "6D", "QC", "9D"]], trump="D")
    game.play(Move.parse("P0 attacks 7S"))
    move = Move.parse("P1 beats 7S with 6D")
    true = assess(game, move, deals=40)
    assert coach_text_problems(game, move, true) == []
    principle = "keep trumps while the talon lasts"
    for other, found in (("QC", "does not beat"), ("8S", None)):
        text = Text.gettext(
            "You spent the trump {card} on {target} while {other} also beats it; {principle}",
            card=Move.parse("P1 beats 7S with 6D").cards[0],
            target=game.table[0][0],
            other=Move.parse(f"P1 beats 7S with {other}").cards[0],
            principle=principle,
        )
        said = Assessment.from_text("mistake", text)
        problems = coach_text_problems(game, move, said)
        assert (found is None and problems == []) or any(found in p for p in problems)
    wrong_trump = Assessment.from_text(
        "mistake",
        Text.gettext(
            "You spent the trump {card} on {target} while {other} also beats it; {principle}",
            card=game.hand(1)[0] if game.hand(1)[0].suit != "D" else game.hand(1)[1],
            target=game.table[0][0],
            other=Move.parse("P1 beats 7S with 8S").cards[0],
            principle=principle,
        ),
    )
    assert any("not a trump" in p for p in coach_text_problems(game, move, wrong_trump))
