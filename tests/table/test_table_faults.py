"""Faults contained: a failing bot is logged through the package's logger, which has no handler
of its own (nothing printed under a cell) and never names a hidden card; anything a bot or the
coach raises but an interrupt is contained like an error, and the table says how to go on.
Refusals are worded as refusals; "could not carry out" is kept for unexpected errors. Long
seat names are cut in every text, the whole name kept for the tooltip."""

from __future__ import annotations

import asyncio
import json
import logging
import subprocess
import sys
import textwrap

import pytest

from durak_widget import DurakWidget, Game, Move
from durak_widget.engine import Card
from durak_widget.table import REFUSED, AutoThinker
from durak_widget.table.views.names import NAME_LENGTH


def three_players() -> Game:
    """P1 (a bot) attacks P2 (a bot); P0 is the learner; P1 holds 7♠ 9♥, P2 8♠ 10♥ A♦."""
    return Game.from_position(
        [["7C", "KD"], ["7S", "9H"], ["8S", "10H", "AD"]], trump="H", attacker=1
    )


class Leaky:
    """Raises with its whole hand in the message."""

    last_reason = ""

    def choose(self, view, moves):
        raise RuntimeError(f"cannot decide between {' and '.join(view['hand'])}")


class Illegal:
    """Chooses a card it does not hold (P2's A♦)."""

    last_reason = ""

    def choose(self, view, moves):
        return Move.attack(view["seat"], "AD")


class Exits:
    """Raises something that is not an `Exception`."""

    last_reason = ""

    def __init__(self, error):
        self.error = error

    def choose(self, view, moves):
        raise self.error


HIDDEN = {"Leaky": ("7S", "9H"), "Illegal": ("AD",)}


def texts_of(codes):
    return [c for code in codes for c in (code, str(Card.parse(code)))]


def test_a_failing_bot_prints_nothing_under_the_cell():
    # a fresh interpreter with logging left as a notebook leaves it (no handler configured)
    script = textwrap.dedent(
        """
        from durak_widget import DurakWidget, Game
        class Leaky:
            last_reason = ""
            def choose(self, view, moves):
                raise RuntimeError("cannot decide between " + " and ".join(view["hand"]))
        game = Game.from_position([["7C", "KD"], ["7S", "9H"], ["8S", "10H", "AD"]],
                                  trump="H", attacker=1)
        w = DurakWidget(game, seat=0, bots=Leaky())
        assert "The bots stopped" in w.view["error"]
        print("ok")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
    assert done.stderr == "", "nothing is printed unless the user configures logging"


@pytest.mark.parametrize("bot", [Leaky(), Illegal()], ids=lambda b: type(b).__name__)
def test_the_log_of_a_failing_bot_names_no_hidden_card(bot, caplog):
    with caplog.at_level(logging.DEBUG, logger="durak_widget"):
        w = DurakWidget(three_players(), seat=0, bots=bot)
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "the bot at P1" in logged
    for text in texts_of(HIDDEN[type(bot).__name__]):
        assert text not in logged
    assert any(text in w.last_error for text in texts_of(HIDDEN[type(bot).__name__]))


@pytest.mark.parametrize(
    "error", [SystemExit("bye"), GeneratorExit(), type("Odd", (BaseException,), {})()]
)
@pytest.mark.parametrize("where", ["at once", "worker thread", "slices"])
def test_anything_a_bot_raises_but_an_interrupt_is_contained(error, where):
    def check(w):
        assert w.view["error"].startswith("The bot at P1 failed. The bots stopped.")
        assert "start a new game" in w.view["error"] and "run_bots" in w.view["error"]
        assert type(error).__name__ in w.last_error
        assert w.game.history == ()

    if where == "at once":
        check(DurakWidget(three_players(), seat=0, bots=Exits(error)))
        return

    async def main():
        w = DurakWidget(three_players(), seat=0, bots=Exits(error), bot_delay_ms=0)
        w.session.thinker = AutoThinker(threads=where == "worker thread")
        w.session.start()
        for _ in range(500):
            if w.view["error"]:
                break
            await asyncio.sleep(0.01)
        return w

    check(asyncio.run(main()))


def test_a_coach_that_raises_anything_but_an_interrupt_is_left_out(monkeypatch):
    def broken(*args, **kwargs):
        raise SystemExit("the coach gave up")

    monkeypatch.setattr("durak_widget.table.extras.assess_steps", broken)
    game = Game.from_position([["7S", "9S", "AH"], ["8S", "JH", "6D"]], trump="H", attacker=0)
    w = DurakWidget(game, seat=0, coach=True, bot_delay_ms=0, quiet_ms=0)
    w.play("P0 attacks 7S")
    assert len(w.game.history) == 2  # the learner's move and the bot's answer
    assert w.view["coach"] is None and w.view["error"] is None


def test_refusals_are_worded_as_refusals_and_errors_as_errors(monkeypatch):
    w = DurakWidget(players=2, seed=3, bot_delay_ms=0, quiet_ms=0)
    card = next(c for c in ("AS", "AH", "AD", "AC") if c not in w.view["seats"][0]["cards"])
    outcome = w.session.handle_message(w.viewer, {"type": "why_card", "card": card})
    assert not outcome.ok and outcome.rule == REFUSED
    assert outcome.message.startswith("Refused 'why_card': ")
    assert "could not carry out" not in w.view["error"]
    assert w.view["error"] == outcome.message

    def bug(*args, **kwargs):
        raise TypeError("a defect")

    monkeypatch.setattr(type(w.session), "hint", bug)
    outcome = w.session.handle_message(w.viewer, {"type": "hint"})
    assert outcome.rule is None
    assert outcome.message == "The widget could not carry out 'hint': a defect."


def test_a_long_seat_name_is_cut_everywhere_and_kept_whole_for_the_tooltip():
    long = "Anna " + "x" * 20_000
    w = DurakWidget(players=2, seed=3, names=[long, "Bot"], bot_delay_ms=0, quiet_ms=0)
    for _ in range(6):
        moves = w.game.legal_moves(0)
        if not moves or w.game.is_over:
            break
        w.play(moves[-1])
    w.session.handle_message(w.viewer, {"type": "why_card", "card": "ZZ"})
    shown = json.dumps([w.view, w.log_tail])
    seat = w.view["seats"][0]
    assert seat["full_name"] == long + " (you)" or seat["full_name"] == long
    assert len(seat["name"]) <= NAME_LENGTH + len(" (you)")
    rest = shown.replace(json.dumps(seat["full_name"])[1:-1], "", 1)
    assert "x" * NAME_LENGTH not in rest, "the long name appears only in full_name"
    assert len(rest) < 20_000
    # the bot's seat sees the same cut in its own words
    for entry in w.log_tail:
        assert len(entry["text"]) < 400
