"""A lesson a teacher runs without surprises, in real browsers: the teacher's JupyterLab shows the
room's live display and table 1; Anna (a laptop) joins and reads that her table waits for a
classmate; Ivo (a phone) joins and both pages and the teacher's table name every seat; Olga
joins a second table and the live display shows all three without running a cell again. They
play; the teacher's Pause holds both pages; Ivo goes idle and a stand-in bot plays for him,
said on both pages, until one tap on his page takes the seat back; on a shared computer "Not
you? Leave this seat" lets the next student join with their own name; and when the room stops
every page says the lesson is over, with nothing on it usable.

Screenshots (test-artifacts/): the waiting table, the live display after three joins, the
laptop and the phone mid-game with names, the paused table, the stand-in's offer on the
phone, and the lesson-over page."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root
from .test_e2e_classroom import act, join

pytestmark = pytest.mark.e2e

ROOM = """\
from durak_widget.classroom import Classroom
room = Classroom(players=3, humans=2, tables=2, seed=5, bot_delay_ms=300, quiet_ms=1500,
                 away_after=600).start()
room
"""
TABLE = "teacher = room.table(0)\nteacher"
IDLE = "room.away_after = 2"
PATIENT = "room.away_after = 600"
PROJECTOR = "projector = room.table(0, presentation=True)\nprojector"
STOP = "room.stop()"

LAPTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def seat_names(root) -> list[str]:
    """The names a table shows: its own seat's first, then the others."""
    own = root.locator(".durak-own-seat .durak-seat-name").all_inner_texts()
    return own + root.locator(".durak-seats .durak-seat-name").all_inner_texts()


def moves_played(root) -> int:
    """How many moves the page's log shows (numbered entries)."""
    return root.locator(".durak-log li").count()


def test_a_lesson_without_surprises(page, lab, browser, artifacts):
    lab.write_notebook("lesson.ipynb", [ROOM, TABLE, IDLE, PATIENT, PROJECTOR, STOP])
    open_notebook(page, lab, "lesson.ipynb")
    run_cell(page, 0)
    display = page.locator(".durak-classroom-display").first
    expect(display).to_be_visible(timeout=20_000)
    link = display.locator(".durak-classroom a").first
    expect(link).to_have_text(re.compile(r"^http://127\.0\.0\.1:\d+/$"))
    url = link.inner_text()
    run_cell(page, 1)
    teacher = widget_root(page)
    expect(teacher.locator(".durak-held")).to_have_text("Waiting for 2 classmates: 0 of 2 seated.")

    # Anna is first: her table waits for a classmate, and nothing on it can be played
    laptop, anna = join(browser, url, "Anna", **LAPTOP)
    expect(anna.locator(".durak-held")).to_have_text("Waiting for a classmate: 1 of 2 seated.")
    expect(teacher.locator(".durak-held")).to_have_text("Waiting for a classmate: 1 of 2 seated.")
    expect(anna.locator(".durak-hand-card.durak-legal")).to_have_count(0)
    expect(anna.locator(".durak-btn-enabled")).to_have_count(0)
    expect(laptop.locator(".seat-who")).to_have_text("Table 1, seat 1: Anna")
    # the seat no student holds yet is free, and nobody plays it while the table waits
    assert sorted(seat_names(anna)) == ["Anna (you)", "Bot (simple)", "Seat 2 (free)"]
    expect(anna.locator(".durak-seated")).to_have_count(0)
    laptop.screenshot(path=str(artifacts / "classroom-waiting.png"))

    # Ivo comes: the table deals in, and every page names every seat
    phone, ivo = join(browser, url, "Ivo", **PHONE)
    expect(anna.locator(".durak-held")).to_have_count(0, timeout=10_000)
    expect(ivo.locator(".durak-held")).to_have_count(0)
    expect(anna.locator(".durak-own-seat .durak-seat-name")).to_have_text("Anna (you)")
    expect(ivo.locator(".durak-own-seat .durak-seat-name")).to_have_text("Ivo (you)")
    assert sorted(seat_names(anna)) == ["Anna (you)", "Bot (simple)", "Ivo"]
    assert sorted(seat_names(ivo)) == ["Anna", "Bot (simple)", "Ivo (you)"]
    expect(teacher.locator(".durak-held")).to_have_count(0)
    assert sorted(seat_names(teacher)) == ["Anna", "Bot (simple)", "Ivo"]
    # the teacher's table shows Anna's hidden hand by its count, never as "no cards"
    expect(teacher.locator(".durak-no-cards")).to_have_count(0)
    expect(teacher.locator(".durak-hand-area .durak-count")).to_have_text(re.compile(r"\d+ cards"))
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390

    # Olga joins the second table; the live display shows all three without a cell run again
    shared, olga = join(browser, url, "Olga", **LAPTOP)
    expect(olga.locator(".durak-held")).to_have_text("Waiting for a classmate: 1 of 2 seated.")
    board = display.locator(".durak-classroom-board")
    for name in ("Anna", "Ivo", "Olga"):
        expect(board).to_contain_text(name, timeout=10_000)
    expect(board.locator('tr[data-state="here"]')).to_have_count(3)
    display.scroll_into_view_if_needed()
    display.screenshot(path=str(artifacts / "classroom-room-display.png"))
    # the teacher picks Ivo's seat: its own link and QR code, for a student who changed device
    display.locator(".durak-classroom-picker select").select_option(label="Table 1, seat 2: Ivo")
    expect(display.locator(".durak-classroom-link a")).to_have_text(
        re.compile(r"/play#code=[\w-]{22}$")
    )
    expect(display.locator(".durak-classroom-link svg")).to_be_visible()

    # they play a few moves: the logs say who moved, by name
    deadline = time.monotonic() + 120
    while moves_played(anna) < 4:
        assert time.monotonic() < deadline, "four moves were not played in 120 s"
        act(anna) | act(ivo)
        page.wait_for_timeout(200)
    log = anna.locator(".durak-log").inner_text()
    assert "P0" not in log and "P1" not in log and "P2" not in log
    assert re.search(r"You |Ivo |Bot \(simple\) ", log), log
    laptop.screenshot(path=str(artifacts / "classroom-names-laptop.png"))
    phone.screenshot(path=str(artifacts / "classroom-names-phone.png"), full_page=True)

    # the teacher's Pause holds everyone: both pages say so and nothing can be played
    teacher.locator('[data-action="pause"]').click()
    for root in (anna, ivo, teacher):
        expect(root.locator(".durak-held")).to_have_text("Paused by the teacher.")
    for root in (anna, ivo):
        expect(root.locator(".durak-hand-card.durak-legal")).to_have_count(0)
        expect(root.locator(".durak-btn-enabled")).to_have_count(0)
    played = moves_played(anna)
    page.wait_for_timeout(1500)  # the bot waits too
    assert moves_played(anna) == played
    laptop.screenshot(path=str(artifacts / "classroom-paused.png"))
    teacher.locator('[data-action="pause"]').click()
    expect(anna.locator(".durak-held")).to_have_count(0)

    # Ivo goes idle on his turn: a stand-in bot plays for him, said on both pages
    run_cell(page, 2)
    offer = ivo.locator(".durak-seated-you")
    deadline = time.monotonic() + 120
    while not offer.count():
        assert time.monotonic() < deadline, "Ivo was not taken as idle in 120 s"
        act(anna)
        page.wait_for_timeout(300)
    run_cell(page, 3)
    expect(offer).to_have_text("A bot is playing for you: tap to take your seat back.")
    expect(anna.locator(".durak-seated")).to_contain_text(
        "A bot plays for Ivo while they are away."
    )
    expect(anna.locator(".durak-log")).to_contain_text("Bot for Ivo: Ivo ", timeout=15_000)
    expect(ivo.locator(".durak-log")).to_contain_text("Bot for you: you ")
    phone.screenshot(path=str(artifacts / "classroom-stand-in-phone.png"), full_page=True)
    offer.click()  # one tap takes the seat back
    expect(offer).to_have_count(0, timeout=10_000)
    expect(anna.locator(".durak-seated")).to_have_count(0)

    # a shared computer: the next student is not Olga, and leaves her seat to her
    shared.get_by_role("button", name="Not you? Leave this seat").click()
    expect(shared.locator("#seat-name")).to_have_value("")
    shared.fill("#seat-name", "Pavel")
    shared.get_by_role("button", name="Join").click()
    expect(shared.locator(".seat-who")).to_have_text("Table 2, seat 2: Pavel", timeout=20_000)
    expect(board).to_contain_text("Pavel", timeout=10_000)
    expect(board).to_contain_text("Olga")

    # the projector names every seat too
    run_cell(page, 4)
    projector = page.locator(".durak-root.durak-presentation").last  # on top of the others
    expect(projector).to_be_visible(timeout=20_000)
    expect(projector.locator(".durak-own-seat .durak-seat-name")).to_have_text("Anna")
    assert sorted(seat_names(projector)) == ["Anna", "Bot (simple)", "Ivo"]
    page.screenshot(path=str(artifacts / "classroom-projector.png"))
    projector.locator('[data-focus="leave-presentation"]').click()
    expect(page.locator(".durak-root.durak-presentation")).to_have_count(0)

    # the room stops: every page says the lesson is over, and nothing on it can be used
    run_cell(page, 5)
    for tab in (laptop, phone, shared):
        notice = tab.locator(".seat-notice")
        expect(notice).to_have_text("The lesson is over.", timeout=15_000)
        expect(tab.locator(".seat-table")).to_have_attribute("inert", "")
        expect(tab.locator(".durak-btn-enabled")).to_have_count(0)
    expect(anna.locator(".durak-held")).to_have_text("The lesson is over.")
    expect(teacher.locator(".durak-held")).to_have_text("The lesson is over.")
    page.wait_for_timeout(1000)  # no "reconnecting" replaces it
    expect(phone.locator(".seat-status")).to_have_text("")
    expect(phone.locator(".seat-leave")).to_be_hidden()  # no control left to use
    expect(phone.locator(".seat-bar .seat-language")).to_be_hidden()
    phone.screenshot(path=str(artifacts / "classroom-lesson-over.png"), full_page=True)
    for tab in (laptop, phone, shared):
        tab.context.close()
