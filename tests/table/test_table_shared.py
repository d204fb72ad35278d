"""A table that people share (a classroom's): held still for everyone with one state said the
same to every viewer, seats called by names a language may word its own way, moves a stand-in
bot played for an absent person marked as the bot's, and a bot's failure told to each viewer
with only what that viewer can do."""

from __future__ import annotations

import json

import pytest

from durak_widget.engine import Game
from durak_widget.table import Holder, ManualScheduler, Table, Viewer
from durak_widget.table.hold import Hold

NAMES = ["Anna", "Bot 2 (simple)", "Bot (simple)"]
RUSSIAN = ["Anna", "Бот 2 (простой)", "Бот (простой)"]


def shared(**kwargs) -> Table:
    table = Table(
        Game.new(players=3, seed=7),
        holders={0: Holder.remote("Anna"), 1: Holder.remote(None)},
        seed=7,
        **{"bot_delay_ms": 0, "quiet_ms": 0, **kwargs},
    )
    table.set_names(NAMES, {"ru": RUSSIAN})
    return table


def test_the_seats_are_called_by_their_names_in_every_text_and_language():
    table = shared()
    table.set_present(0, False)
    table.run_bots(6)
    mine = table.view(Viewer.at(0))
    assert [s["name"] for s in mine["seats"]] == ["Anna (you)", "Bot 2 (simple)", "Bot (simple)"]
    theirs = table.view(Viewer.spectator())
    assert [s["name"] for s in theirs["seats"]] == NAMES
    assert not any("P0" in e["text"] or "P1" in e["text"] for e in table.log_tail(Viewer.at(0)))
    # a reader in Russian reads the bots' names in Russian, everywhere, the students' as they are
    russian = json.dumps(
        [table.view(Viewer.at(0, "ru")), table.log_tail(Viewer.at(0, "ru"))], ensure_ascii=False
    )
    assert "Бот (простой)" in russian and "Bot (simple)" not in russian and "Anna" in russian
    # the game and its record keep the names; a new deal too
    assert table.game.names == tuple(NAMES)
    assert '[Name0 "Anna"]' in table.to_record().to_text()
    table.new_game()
    assert table.game.names == tuple(NAMES)
    with pytest.raises(ValueError, match="names must be 3 non-empty strings"):
        table.set_names(["Anna", ""])


def test_a_move_a_stand_in_played_for_someone_absent_is_marked_as_the_bots():
    table = shared()
    table.set_present(0, False)
    table.run_bots(12)
    by_anna = [e for e in table.history.entries if e["seat"] == 0]
    assert by_anna and all(e["stand_in"] == "Anna" for e in by_anna)
    for viewer in (Viewer.at(0), Viewer.at(1), Viewer.spectator()):
        tail = table.log_tail(viewer)
        said = "Bot for you: you " if viewer == Viewer.at(0) else "Bot for Anna: Anna "
        for entry in tail:
            assert "stand_in" not in entry  # said in the text, never sent apart
            if entry["seat"] == 0:
                assert entry["text"].startswith(said), entry["text"]
                assert not entry["text"].startswith("You "), "Anna's log says she made it"
    page = table.log_page(100, Viewer.at(1))["entries"]
    assert any(e["text"].startswith("Bot for Anna:") for e in page)
    russian = table.log_page(100, Viewer.at(0, "ru"))["entries"]
    assert any(e["text"].startswith("Бот вместо игрока Anna:") for e in russian)
    # the narration of a stand-in's move says so too: to Anna, and to anyone else
    fresh = shared(scheduler=ManualScheduler(), bot_delay_ms=100)  # the bots move when told
    fresh.set_present(0, False)
    for _ in range(40):
        fresh.run_bots(1)
        if fresh.game.history and fresh.game.history[-1].player == 0:
            break
    assert fresh.game.history[-1].player == 0
    assert fresh.view(Viewer.at(0))["narration"].startswith("Bot for you: you ")
    assert fresh.view(Viewer.at(1))["narration"].startswith("Bot for Anna: Anna ")
    assert fresh.view(Viewer.at(1, "ru"))["narration"].startswith("Бот вместо игрока Anna: ")
    fresh.set_option("presentation", True)  # the projector's line says it as well
    said = fresh.view(Viewer.open_hands())["commentary"]["text"]
    assert said.startswith(f"Move {len(fresh.game.history)}: Bot for Anna: Anna "), said
    # Anna's page offers the seat back
    seated = table.view(Viewer.at(0))["seated"][0]
    assert seated["you"] and seated["text"] == (
        "A bot is playing for you: tap to take your seat back."
    )
    assert table.view(Viewer.at(1))["seated"][0]["text"] == (
        "A bot plays for Anna while they are away."
    )
    # back at the table, her own moves are hers again
    table.set_present(0, True)
    assert "you" not in table.view(Viewer.at(0))["seated"][0]


def test_a_held_table_refuses_every_move_shows_no_live_button_and_its_bots_wait():
    clock = ManualScheduler()
    table = shared(scheduler=clock)
    table.set_present(1, True)
    table.start()
    hold = Hold("table.paused", lambda you, lang: {"en": "Paused.", "ru": "Пауза."}[lang])
    table.set_hold(hold)
    before = table.to_record().to_text()
    for viewer in (Viewer.at(0), Viewer.spectator(), Viewer.at(0, "ru")):
        view = table.view(viewer)
        assert view["held"] == {"rule": "table.paused", "text": hold.text(viewer.language or "en")}
        assert view["acting"] is None and not any(e["legal"] for e in view["hand"])
    seat = table.game.next_to_act()
    move = table.game.legal_moves(seat)[0].to_json()
    if seat == 0:
        outcome = table.handle_message(Viewer.at(0), {"type": "move", "move": move})
        assert outcome.to_json()["rule"] == "table.paused"
        assert outcome.to_json()["message"] == "Paused."
        assert table.view(Viewer.at(0))["error"] is None, "said once, by the held line"
    clock.advance(60)  # the bots wait
    assert table.to_record().to_text() == before
    with pytest.raises(ValueError, match=r"table\.paused"):
        table.attempt(table.game.legal_moves(seat)[0], apply=True, viewer=Viewer.at(seat))
    # the same hold again is no change; None lets it play on
    version = table.version
    table.set_hold(Hold("table.paused", "Paused."))
    assert table.version == version
    table.set_hold(None)
    assert "held" not in table.view(Viewer.at(0))
    clock.advance(60)
    assert table.to_record().to_text() != before or table.game.next_to_act() == 0


def test_a_bots_failure_names_only_what_each_viewer_can_do():
    class Broken:
        def choose(self, view, moves):
            raise RuntimeError("boom")

    table = Table(
        Game.new(players=2, seed=3),
        holders={0: Holder.remote("Anna")},
        bots={1: Broken()},
        bot_delay_ms=0,
        quiet_ms=0,
    )
    table.set_names(["Anna", "Bot (simple)"])
    table.start()
    while table.game.next_to_act() == 0 and table.last_error is None:
        table.handle(Viewer.at(0), _first(table))
    assert table.last_error is not None
    seat = table.view(Viewer.at(0))["error"]
    assert seat == (
        "The bot at Bot (simple) failed. The bots stopped: your teacher can start them again."
    )
    watching = table.view(Viewer.spectator())["error"]
    assert watching == "The bot at Bot (simple) failed. The bots stopped."
    for said in (seat, watching):
        assert "run_bots" not in said and "step" not in said and "Pause" not in said
    learner = table.error
    assert learner is not None and "w.run_bots()" in learner  # the notebook's own learner
    assert table.view(Viewer.at(0, "ru"))["error"].startswith("Бот на месте Bot (simple)")


def _first(table):
    from durak_widget.table import MoveIntent

    return MoveIntent(table.game.legal_moves(0)[0])


def test_a_decision_of_a_bot_that_no_longer_holds_the_seat_is_not_played():
    from durak_widget.table import Thought, Ticket

    class Later:
        """A thinker that answers when the test says so (a worker still thinking)."""

        def __init__(self):
            self.asked = []

        def think(self, task, done):
            self.asked.append((task, done))
            return Ticket()

    class Named:
        def __init__(self, pick):
            self.pick = pick

        def choose(self, view, moves):
            return moves[self.pick(len(moves))]

    later = Later()
    table = Table(
        Game.new(players=2, seed=5),
        holders={0: Holder.remote("Anna", False)},  # away: its stand-in is to decide
        bot_delay_ms=0,
        quiet_ms=0,
        thinker=later,
    )
    table.start()
    while table.game.next_to_act() != 0:  # let the other bot answer until Anna's turn
        task, done = later.asked.pop()
        done(Thought(task()))
    assert later.asked, "Anna's stand-in was asked"
    task, done = later.asked.pop()
    thought = Thought(task())  # its decision is on its way...
    table.set_holder(1, Holder.for_bot(Named(lambda n: n - 1)))  # ...when another seat changes
    length = len(table.game.history)
    done(thought)
    assert len(table.game.history) == length, "a decision asked before the change was played"
    table.set_present(0, True)  # Anna is back: nothing the stand-in thought is played for her
    assert later.asked == [] or len(table.game.history) == length
