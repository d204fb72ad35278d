"""A learner defends in a real JupyterLab: an illegal defence is explained and nothing moves;
then the learner takes."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, widget_root

pytestmark = pytest.mark.e2e

SETUP = """\
from durak_widget import DurakWidget, Game
game = Game.from_position(
    [["7D", "9D", "JH", "QD", "7S", "KS"], ["8D", "8C", "AC", "6H", "10C", "9C"]],
    talon=["6C", "7C", "8H", "JD", "QS", "6S"],
    attacker=1,
)
w = DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0)  # seed: the bots too
w
"""


def test_illegal_defence_is_explained_then_take(page, lab, artifacts):
    lab.write_notebook("defend.ipynb", [SETUP])
    open_notebook(page, lab, "defend.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    hand = root.locator(".durak-hand")
    pairs = root.locator(".durak-pair")
    # the bot attacks at once (none of its cards is a trump, so 7♦ can beat none of them)
    expect(pairs).to_have_count(1)
    attack = pairs.first.locator(".durak-attack")
    expect(attack).to_have_attribute("aria-label", re.compile(r", not beaten$"))
    attack_card = attack.get_attribute("data-card")
    attack_text = attack_card[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[attack_card[-1]]
    expect(root.locator(".durak-seat-head").filter(has_text="P0")).to_contain_text("defender")

    # an illegal card: aria-disabled, with the engine's reason on selection
    seven = hand.get_by_role("button", name="7 of diamonds", exact=True)
    expect(seven).to_have_attribute("aria-disabled", "true")
    seven.click(force=True)  # aria-disabled only: a learner can still click it
    expect(root.locator(".durak-selection-info")).to_contain_text(f"cannot beat {attack_text}")
    cards_on_table = ".durak-table .durak-card[data-card]"
    table_before = root.locator(cards_on_table).evaluate_all(
        "(els) => els.map((e) => e.dataset.card)"
    )

    # try it anyway: the engine refuses, explains (rule id on hover), and nothing moves
    attack.click()
    verdict = root.locator(".durak-verdict")
    expect(verdict).to_contain_text("cannot beat")
    expect(verdict).to_have_attribute("title", re.compile(r"^rule: \w"))
    expect(root.locator('[aria-live="polite"]')).to_contain_text("Not allowed")
    assert root.locator(cards_on_table).evaluate_all("(els) => els.map((e) => e.dataset.card)") == (
        table_before
    )
    # the tried card is no longer selected: the refusal says what to do instead
    expect(seven).to_have_attribute("aria-pressed", "false")
    expect(hand.get_by_role("button")).to_have_count(6)
    expect(pairs.first.locator(".durak-defence")).to_have_count(0)
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "widget-refused.png"))

    # take: the attack card comes into the hand
    root.get_by_role("button", name="Take").click()
    expect(hand.locator(f'.durak-hand-card[data-card="{attack_card}"]')).to_have_count(1)
    expect(verdict).to_have_count(0)
    expect(root.locator(".durak-log")).to_contain_text("You take")

    # the bot attacks again; a double-click plays a card whose only use is to beat it
    expect(pairs).to_have_count(1)
    expect(pairs.first.locator(".durak-defence")).to_have_count(0)
    legal = hand.locator(".durak-hand-card.durak-legal").first
    played = legal.get_attribute("data-card")
    legal.dblclick()
    expect(pairs.first.locator(".durak-defence .durak-card")).to_have_attribute("data-card", played)
    expect(hand.locator(f'.durak-hand-card[data-card="{played}"]')).to_have_count(0)
