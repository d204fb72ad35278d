"""The table's texts speak to the seat's real options: the defender with everything beaten,
who threw in each card, the wait for throw-ins and a bot thinking, the drawing order, the
badges after the end, and the learner's own seat as "you" everywhere."""

import random
import re

from widget_testkit import Scripted

from durak_widget import DurakWidget, Game, Rules
from durak_widget.table.views.you import for_you
from durak_widget.widget import ManualScheduler


def advance(clock):
    clock.advance(clock.next_due() - clock.now)


def exchange_table():
    game = Game.from_position(
        [["7S", "9C", "KC"], ["8S", "6H", "JD"]],
        trump="H",
        talon=["AD", "QC", "KH"],
        attacker=0,
        rules=Rules(trump_six_exchange=True),
    )
    clock = ManualScheduler()
    bot = Scripted(["P0 attacks 7S", "P0 done"])
    return DurakWidget(game, seat=1, scheduler=clock, bots={0: bot}), clock


def test_the_defender_with_everything_beaten_is_told_to_wait_and_what_exchange_does():
    w, clock = exchange_table()
    assert w.view["thinking"] == {"seat": 0, "text": "P0 is thinking…"}
    assert w.view["waiting"] is None
    advance(clock)  # P0 leads 7♠
    w.play("P1 beats 7S with 8S")
    view = w.view
    status = view["panel"]["status"]
    assert not view["buttons"]["done"] and view["buttons"]["exchange"]
    assert "say Done" not in status and "cannot add" not in status
    assert status.startswith("You have beaten every card. Waiting for the attackers")
    assert "The Exchange button swaps your 6♥ for the face-up trump K♥" in status
    # the bot waits the quiet window before saying done, and the table says so
    assert view["waiting"] == {
        "seats": [0],
        "until_ms": 5000,
        "seconds": 5.0,
        "text": "Everything is beaten: waiting up to 5 s for P0 to throw in.",
    }
    assert view["thinking"] is None


def test_the_status_names_who_threw_in_each_unbeaten_card():
    game = Game.from_position(
        [["7S", "AD"], ["8S", "6D", "JD"], ["7C", "QH"]], trump="H", talon=["KH"], attacker=0
    )
    bots = {0: Scripted(["P0 attacks 7S"]), 2: Scripted(["P2 attacks 7C"])}
    w = DurakWidget(game, seat=1, bots=bots, bot_delay_ms=0, quiet_ms=0)
    w.play("P1 beats 7S with 8S")
    history = [str(m) for m in w.game.history]
    assert history[-1] == "P2 attacks 7♣"  # P2, not the bout's attacker P0, threw it in
    assert w.view["panel"]["status"] == "P2 attacks you: beat 7♣ or take."


def test_the_drawing_order_is_in_the_view_and_the_log():
    w = DurakWidget(seed=1, bot_delay_ms=0, quiet_ms=0)
    rng = random.Random(2)
    draws = []
    while not w.game.is_over and len(draws) < 3:
        w.play(rng.choice(w.game.legal_moves(0)))
        if w.view["last_draw"] is not None:
            draws.append(w.view["last_draw"])
            assert w.view["last_draw"]["text"] in w.log_tail[-1]["text"]  # the same move
    first = draws[0]
    assert set(first) == {"order", "counts", "face_up_to", "text"}
    assert len(first["order"]) == len(first["counts"]) and all(n > 0 for n in first["counts"])
    assert re.search(r"(You|P1)( and (you|P1))? draws? \d", first["text"])


def test_no_seat_keeps_a_waiting_badge_after_the_end():
    for w in (
        DurakWidget(seed=5, bot_delay_ms=0, quiet_ms=0),
        DurakWidget.own_trumps(seed=5, bot_delay_ms=0, quiet_ms=0),
    ):
        rng = random.Random(5)
        while not w.game.is_over:
            w.play(rng.choice(w.game.legal_moves(w.seat)))
        roles = {s["role"] for s in w.view["seats"]}
        assert roles <= {"out", "durak"}, roles
        labels = {s["role_label"] for s in w.view["seats"]}
        assert "waiting" not in labels and labels <= {"out", "the durak"}


def test_the_learners_seat_is_you_in_every_text_of_both_games():
    for w in (
        DurakWidget(seed=7, bot_delay_ms=0, quiet_ms=0, players=3),
        DurakWidget.own_trumps(seed=7, bot_delay_ms=0, quiet_ms=0, players=3),
    ):
        rng = random.Random(7)
        texts = []
        while not w.game.is_over and len(w.game.history) < 80:
            seat = w.seat
            hand = w.game.hand(seat)
            w.play(rng.choice(w.game.legal_moves(seat)))
            if hand and not w.game.is_over and w.game.hand(seat):
                w.explain(
                    f"P0 {'attacks' if not w.is_own_trumps else 'lays'} "
                    f"{w.game.hand(seat)[-1].code}"
                )
            view = w.view
            texts += [view["narration"], view["panel"]["status"], view["result_text"]]
            texts += [(view["last_verdict"] or {}).get("message")]
            texts += [e.get("text") for e in w.log_tail] + [e.get("why") for e in w.log_tail]
        texts = [t for t in texts if t]
        assert texts and not [t for t in texts if re.search(r"\bP0\b", t)]
        assert any(re.search(r"\b(You|you)\b", t) for t in texts)


def test_for_you_makes_the_verb_agree():
    assert for_you("P0 cannot throw in 9♥: only ranks on the table.", "P0") == (
        "You cannot throw in 9♥: only ranks on the table."
    )
    assert for_you("P0 does not hold 6♦. P1 attacks P0.", "P0") == (
        "You do not hold 6♦. P1 attacks you."
    )
    assert for_you("P1 draws 2 cards and P0 draws 2. P0 takes the card.", "P0") == (
        "P1 draws 2 cards and you draw 2. You take the card."
    )
    assert for_you("it is P0's turn; P10 is out", "P0") == "it is your turn; P10 is out"
    assert for_you(None, "P0") is None and for_you("P1 leads", "P0") == "P1 leads"


def test_you_after_a_colon_stays_lower_case():
    from durak_widget.table.views.you import for_you

    assert for_you("Legal: P0 leads 7♠.", "P0") == "Legal: you lead 7♠."
    assert for_you("The talon is empty: P0 is out. P0 has won.", "P0") == (
        "The talon is empty: you are out. You have won."
    )


def test_their_in_a_sentence_about_the_learner_becomes_your():
    from durak_widget.table.views.you import for_you

    assert for_you(
        "Legal: P0 picks up 3 cards: the top card, 8♦, is not one of their own trumps.", "P0"
    ) == ("Legal: you pick up 3 cards: the top card, 8♦, is not one of your own trumps.")
    assert for_you("P0 is out of the game: they have no cards left.", "P0") == (
        "You are out of the game: you have no cards left."
    )
    # another seat's sentence keeps its pronouns
    assert for_you("P1 is out: they have no cards. P0 leads.", "P0") == (
        "P1 is out: they have no cards. You lead."
    )


def test_the_learners_done_reads_you_say_done():
    from durak_widget.table.views.you import for_you

    assert for_you("P0 done", "P0") == "You say done"
    assert for_you("P1 done", "P0") == "P1 done"


def test_a_done_that_ends_the_bout_explains_it_once_in_the_log():
    from durak_widget import DurakWidget, Game

    game = Game.from_position(
        [["7S", "KD", "8H"], ["9S", "KH", "6C"]], trump="C", talon=["6S", "JC", "7C", "AC"]
    )
    w = DurakWidget(game=game, bot_delay_ms=0, quiet_ms=0)
    w.play("P0 attacks 7S")
    w.play("P0 done")
    entry = next(e for e in w.move_log if e["text"].startswith("P0 says done"))  # (Python API text)
    assert "beat off the attack" in entry["text"] and entry["why"] is None
