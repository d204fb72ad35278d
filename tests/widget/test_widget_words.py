"""What the learner reads says what is true of the table: the result banner names the
learner's own outcome ("You won", "You are out: not the durak", "You are the durak"), a
position set up after uncounted bouts shows no bout number, and a refusal is said without
its rule id (the id stays in the view for a tooltip)."""

from __future__ import annotations

from durak_widget import DurakWidget, Game


def finished(hands, players_moves, **kwargs):
    game = Game.from_position(hands, trump="S")
    w = DurakWidget(game=game, bot_delay_ms=0, quiet_ms=0, **kwargs)
    for move in players_moves:
        w.play(move)
    w.run_bots()
    assert w.game.is_over
    return w


def test_the_banner_says_you_won_in_a_two_player_game():
    w = finished([["7H"], ["9H", "6D"]], ["P0 attacks 7H"])
    assert w.game.result.durak == 1
    assert w.view["result_text"] == "You won: P1 is the durak, left holding cards."
    assert w.view["panel"]["status"].startswith("You won")
    w.language = "ru"
    assert w.view["result_text"].startswith("Вы выиграли")


def test_the_banner_says_you_are_out_when_the_game_went_on_without_you():
    w = finished([["7H"], ["9H", "6D"], ["8C", "10C", "JD"]], ["P0 attacks 7H"])
    durak = w.game.result.durak
    assert durak != 0 and w.game.result.order[0] == 0
    assert w.view["result_text"] == (
        f"You are out: not the durak. P{durak} is the durak, left holding cards."
    )


def test_the_banner_says_you_are_the_durak():
    w = finished([["7H", "6D"], ["9H"]], ["P0 attacks 7H"])
    assert w.game.result.durak == 0
    assert w.view["result_text"] == "You are the durak: you were left holding cards."


def test_a_sandbox_or_a_spectator_reads_the_result_by_name():
    game = Game.from_position([["7H"], ["9H", "6D"]], trump="S")
    w = DurakWidget(game=game, mode="sandbox")
    w.play("P0 attacks 7H")
    w.play("P1 beats 7H with 9H")
    assert w.view["result_text"] == "P1 is the durak: left holding cards."


def test_a_position_set_up_after_uncounted_bouts_shows_no_bout_number():
    fresh = DurakWidget(seed=3)
    assert fresh.view["bout"] == 1
    game = Game.from_position(
        [["7S", "KH"], ["9S", "6D"]], trump="D", discard=["6S", "7D", "8S", "9D"]
    )
    w = DurakWidget(game=game, mode="sandbox")
    assert w.view["bout"] is None and w.view["discard"] == 4
    assert "bout" not in repr(w) and "bout" not in repr(w.game)
    assert "bout 1" in repr(fresh)


def test_a_refusal_says_why_and_what_to_do_instead_without_its_rule_id():
    game = Game.from_position([["7S", "KH", "9C"], ["9S", "6S", "6D", "QC"]], trump="D")
    game.play("P0 attacks 7S")
    w = DurakWidget(game=game, mode="sandbox")
    beat = {"kind": "defend", "player": 1, "cards": ["6S"], "target": "7S"}
    w._handle_custom_msg({"type": "move", "move": beat}, [])
    refusal = w.view["last_verdict"]
    assert refusal["rule"] == "beat.lower_same_suit"  # for the tooltip, not the sentence
    assert refusal["message"] == (
        "6♠ cannot beat 7♠: a card of the same suit must be higher (a 6 is lower than a 7). "
        "9♠ or 6♦ would beat 7♠, or you can take."
    )
    assert "beat.lower_same_suit" not in refusal["message"]
