"""Svoi Kozyri in a real JupyterLab: beat the top card by click, lay a card, see the bot
answer; an illegal beat is explained while nothing changes; pick up and see the count."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .lab import open_notebook, run_cell, set_theme, widget_root

pytestmark = pytest.mark.e2e

# P0 (own trumps hearts) faces 8♦; P1 (own trumps spades) answers 7♣ with 9♣ and lays a card.
SETUP = """\
from durak_widget import DurakWidget
from durak_widget.own_trumps import OwnTrumps
game = OwnTrumps.from_position(
    hands=[["7C", "QH", "9D", "KS", "6H", "10C"], ["9C", "AS", "10D", "JC", "8H", "7D"]],
    trumps=["H", "S"],
    pile=["6C", "JD", "7S", "6D", "8D"],
    turn=0,
)
w = DurakWidget(game=game, seed=1, bot_delay_ms=0, quiet_ms=0)
w
"""


def test_beat_lay_illegal_and_pick_up(page, lab, artifacts):
    lab.write_notebook("own_trumps.ipynb", [SETUP])
    open_notebook(page, lab, "own_trumps.ipynb")
    run_cell(page, 0)
    root = widget_root(page)
    expect(root).to_have_attribute("aria-label", "Svoi Kozyri card table")
    hand = root.locator(".durak-hand")
    fan = root.locator(".durak-ot-fan")
    size = root.locator(".durak-ot-pile-size")
    expect(fan).to_have_attribute("aria-label", "the pile, 5 cards, top card 8 of diamonds")
    expect(root.locator(".durak-seats .durak-own-trump")).to_contain_text("♠ spades")
    expect(root.locator(".durak-own-seat .durak-own-trump")).to_contain_text("♥ hearts")
    pick_up = root.locator(".durak-btn-pick-up")
    expect(pick_up).to_have_text("Pick up 3")
    expect(pick_up).to_have_attribute("title", re.compile(r"You pick up 3 cards: the top card"))
    why = root.locator(".durak-ot-pickup-why")  # the engine's sentence, whole
    expect(why).to_contain_text("You pick up 3 cards: the top card")
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)  # let the arrival animation finish before the picture
    root.screenshot(path=str(artifacts / "own-trumps-start.png"))

    # an illegal beat: explained, nothing moves
    seven = hand.get_by_role("button", name="7 of clubs", exact=True)
    expect(seven).to_have_attribute("aria-disabled", "true")
    pile_before = fan.inner_html()
    seven.click(force=True)  # aria-disabled only: a learner can still click it
    verdict = root.locator(".durak-verdict")
    expect(verdict).to_contain_text("7♣ cannot beat 8♦")
    expect(verdict).to_have_attribute("title", "rule: pile.wrong_suit")
    expect(root.locator('[aria-live="polite"]')).to_contain_text("Not allowed")
    assert fan.inner_html() == pile_before
    expect(hand.get_by_role("button")).to_have_count(6)
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)  # let the arrival animation finish before the picture
    root.screenshot(path=str(artifacts / "own-trumps-refused.png"))

    # beat 8♦ with 9♦ by click: the guide asks for one more card
    hand.get_by_role("button", name="9 of diamonds", exact=True).click()
    expect(size).to_have_text("pile: 6 cards")
    expect(root.locator(".durak-ot-prompt")).to_contain_text("Now lay one card")
    expect(verdict).to_have_count(0)
    expect(pick_up).to_have_attribute("aria-disabled", "true")
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)  # let the arrival animation finish before the picture
    root.screenshot(path=str(artifacts / "own-trumps-lay.png"))

    # lay 7♣: the bot beats it with 9♣ and lays a card; P0 faces it again
    hand.get_by_role("button", name="7 of clubs", exact=True).click()
    expect(size).to_have_text("pile: 9 cards")
    expect(root.locator(".durak-log")).to_contain_text("P1 beats with 9♣")
    expect(root.locator(".durak-ot-prompt")).to_contain_text("Click a card that beats")
    expect(root.locator(".durak-ot-below")).to_have_attribute("aria-label", "4 cards below")

    # pick up: the button says how many before; the hand grows by exactly that
    label = pick_up.inner_text()
    count = int(label.rsplit(" ", 1)[1])
    cards_before = hand.get_by_role("button").count()
    # the live region announces each move as it lands: the learner's at once, then the bot's
    # reply (a separate update since the click is answered before the bot thinks)
    root.locator('[aria-live="polite"]').evaluate(
        """(el) => {
          window.__announced = [el.textContent];
          new MutationObserver(() => window.__announced.push(el.textContent))
            .observe(el, { childList: true, characterData: true, subtree: true });
        }"""
    )
    pick_up.click()
    expect(hand.get_by_role("button")).to_have_count(cards_before + count)
    cards = "card" if count == 1 else "cards"
    said = f"You pick up {count} {cards}"
    page.wait_for_function("(s) => window.__announced.some((t) => t.includes(s))", arg=said)
    expect(root.locator(".durak-seats .durak-seat")).to_contain_text("P1")
    page.mouse.move(0, 0)
    page.wait_for_timeout(450)  # let the arrival animation finish before the picture
    root.screenshot(path=str(artifacts / "own-trumps-picked-up.png"))

    # the keyboard: select with → and play with ↑ (a beat or a lay, as the phase says)
    root.focus()
    position = root.locator(".durak-position")
    moves_before = position.inner_text()
    legal = hand.locator(".durak-hand-card.durak-legal").first
    index = hand.locator(".durak-hand-card").evaluate_all(
        "(cards) => cards.findIndex((c) => c.classList.contains('durak-legal'))"
    )
    for _ in range(index + 1):
        page.keyboard.press("ArrowRight")
    played = legal.get_attribute("data-card")
    page.keyboard.press("ArrowUp")
    expect(hand.locator(f'.durak-hand-card[data-card="{played}"]')).to_have_count(0)
    expect(position).not_to_have_text(moves_before)

    # the dark theme (then back to light: the theme setting lasts for the server's session)
    set_theme(page, "JupyterLab Dark")
    page.mouse.move(0, 0)
    root.screenshot(path=str(artifacts / "own-trumps-dark.png"))
    set_theme(page, "JupyterLab Light")
