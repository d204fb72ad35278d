"""How the table looks beyond a two-player game: four players in sandbox mode with the four-colour
deck and large cards, and a finished game with its result banner and "New game"."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root

pytestmark = pytest.mark.e2e

SANDBOX = """\
from durak_widget import DurakWidget
w = DurakWidget(players=4, mode="sandbox", seed=5, bot_delay_ms=0, quiet_ms=0)
w.set_option("four_colour", True)
w.set_option("card_size", "large")
w
"""

OVER = """\
from durak_widget import DurakWidget, Game
end = Game.from_position([["AS"], ["6H", "7H"]], trump="S")
w2 = DurakWidget(end, seed=1, bot_delay_ms=0, quiet_ms=0)
w2
"""


REPLAY = """\
from durak_widget import DurakWidget
r = DurakWidget.replay("beating")
r
"""


def test_sandbox_four_players_and_result_banner(page, lab, artifacts):
    lab.write_notebook(
        "looks.ipynb", [SANDBOX, OVER, REPLAY, "r  # a second view of the same widget"]
    )
    open_notebook(page, lab, "looks.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    expect(root).to_have_class(
        "durak-root durak-size-large durak-four-colour durak-hints durak-task-sandbox"
    )
    expect(root.locator(".durak-seats .durak-seat")).to_have_count(3)
    # sandbox: hands open; the seat to act (P2, not the viewpoint) plays from where it sits
    expect(root.locator(".durak-seats .durak-open")).to_have_count(2)
    expect(root.locator(".durak-seats .durak-seat-play")).to_have_count(1)
    for role in ("attacker", "defender", "co-attacker"):
        expect(root.locator(f".durak-role-{role}").first).to_be_visible()
    # drag and drop: the attacker (P2, chosen in the viewpoint control, which marks the seat to
    # act: the sandbox stays on the seat chosen) drags a card from the bottom onto the table
    root.locator(".durak-viewpoint").get_by_role("button", name="P2, to move").click()
    expect(root.locator(".durak-own-seat")).to_contain_text("P2")
    card = root.locator(".durak-hand .durak-hand-card.durak-legal").first
    code = card.get_attribute("data-card")
    card.drag_to(root.locator(".durak-slot"))
    expect(root.locator(".durak-pair .durak-attack")).to_have_attribute("data-card", code)
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "widget-sandbox-4p.png"))

    run_cell(page, 1)
    second = page.locator(".jp-NotebookPanel:visible .durak-root").nth(1)
    expect(second).to_be_visible()
    second.locator(".durak-hand").get_by_role("button", name="ace of spades, trump").click()
    second.get_by_role("button", name="attack with the selected cards").click()
    banner = second.locator(".durak-result")
    expect(banner).to_contain_text("P1 is the durak")
    second.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    second.screenshot(path=str(artifacts / "widget-over.png"))
    banner.get_by_role("button", name="New game").click()
    expect(banner).to_have_count(0)
    expect(second.locator(".durak-hand button")).to_have_count(6)

    # replay: the annotation follows the steps; the scrubber jumps
    run_cell(page, 2)
    third = page.locator(".jp-NotebookPanel:visible .durak-root").nth(2)
    replay = third.locator(".durak-replay")
    expect(replay.locator(".durak-replay-title")).to_contain_text("Beating")
    third.get_by_role("button", name="step forward").click()
    expect(replay.locator(".durak-annotated-move")).to_contain_text("P0 attacks")
    expect(third.locator(".durak-position")).to_have_text("move 1 of 5")
    third.locator(".durak-scrub input").fill("3")
    expect(third.locator(".durak-position")).to_have_text("move 3 of 5")
    third.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    third.screenshot(path=str(artifacts / "widget-replay.png"))

    # what if: at move 3 the record beats 9♣ with 6♦; the learner beats it with K♣ instead,
    # from P1's side, chosen in the viewpoint control where P1 is marked as the seat to act
    third.locator(".durak-viewpoint").get_by_role("button", name="P1, to move").click()
    third.locator(".durak-hand").get_by_role("button", name="king of clubs").click()
    third.locator('.durak-pair .durak-attack[data-card="9C"]').click()
    branch = third.locator(".durak-branch")
    expect(branch).to_contain_text("leaving the record after move 3")
    expect(third.locator('.durak-pair .durak-defence .durak-card[data-card="KC"]')).to_have_count(1)
    expect(replay.locator(".durak-annotation")).to_have_count(0)
    branch.get_by_role("button", name="Back to the main line").click()
    expect(branch).to_have_count(0)
    expect(third.locator(".durak-position")).to_have_text("move 3 of 5")
    third.get_by_role("button", name="step forward").click()
    expect(replay.locator(".durak-annotated-move")).to_contain_text("P1 beats 9♣ with 6♦")
    third.get_by_role("button", name="step back").click()

    # the keyboard steps too: Home / End / PageUp / PageDown
    position = third.locator(".durak-position")
    third.get_by_role("button", name="step back").focus()
    page.keyboard.press("Home")
    expect(position).to_have_text("move 0 of 5")
    page.keyboard.press("PageDown")
    expect(position).to_have_text("move 1 of 5")
    page.keyboard.press("End")
    expect(position).to_have_text("move 5 of 5")
    page.keyboard.press("PageUp")
    page.keyboard.press("PageUp")
    expect(position).to_have_text("move 3 of 5")

    # a second view of the same widget stays in step with the first
    run_cell(page, 3)
    fourth = page.locator(".jp-NotebookPanel:visible .durak-root").nth(3)
    expect(fourth.locator(".durak-position")).to_have_text("move 3 of 5")
    fourth.get_by_role("button", name="step back").click()
    expect(third.locator(".durak-position")).to_have_text("move 2 of 5")
    expect(fourth.locator(".durak-position")).to_have_text("move 2 of 5")
