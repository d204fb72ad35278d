"""StrongBot: imagined deals agree with the view, moves are legal, reasons say the idea in
words (or that the choice is too close to call) and keep the numbers as details."""

import random
import re

import pytest

from durak_widget import Game, Move, Rules
from durak_widget.bots import RandomBot, SimpleBot, StrongBot, next_to_act, play_game
from durak_widget.bots.deals import DealSampler
from durak_widget.bots.phrases import gerund

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
PUBLIC = ["hand", "table", "talon", "discarded", "trump", "trump_card", "attacker", "defender"]
PUBLIC += ["taking", "done", "attack_limit", "attack_count", "roles", "start_hand"]


@pytest.mark.parametrize("preset", PRESETS)
def test_imagined_deals_match_everything_the_seat_has_seen(preset):
    rng = random.Random(PRESETS.index(preset))
    rules = getattr(Rules, preset)()
    checked = 0
    for players in range(2, 1 + min(6, rules.deck_size // rules.hand_size)):
        for seed in range(3):
            game = Game.new(players, rules, seed=seed)
            bots = [SimpleBot(i) if i % 2 else RandomBot(i) for i in range(players)]
            while not game.is_over:
                seat = next_to_act(game)
                view, moves = game.view(seat), game.legal_moves(seat)
                if rng.random() < 0.3:
                    deal = DealSampler(view).sample(rng)
                    other = deal.view(seat)
                    assert {k: view[k] for k in PUBLIC} == {k: other[k] for k in PUBLIC}
                    assert [h["count"] for h in view["hands"]] == [
                        h["count"] for h in other["hands"]
                    ]
                    for p, h in enumerate(view["hands"]):  # known cards stay in their hand
                        assert set(h["known"]) <= {c.code for c in deal.hand(p)}
                    assert next_to_act(deal) == seat
                    # The deal knows which sixes were picked up: exactly the real moves.
                    assert deal.legal_moves(seat) == moves
                    checked += 1
                game.play(bots[seat].choose(view, moves))
    assert checked > 100


@pytest.mark.parametrize("preset", PRESETS)
def test_strong_bot_plays_legal_moves_with_reasons(preset):
    rules = getattr(Rules, preset)()
    for players in (2, 3):
        game = Game.new(players, rules, seed=21)
        bots = [StrongBot(seed=1, playouts=12, time_ms=None)] + [
            SimpleBot(i) for i in range(1, players)
        ]

        def check(game, move, bot):
            assert bot.last_reason
            for card in move.cards:
                assert str(card) in bot.last_reason

        finished, _ = play_game(game, bots, on_move=check)
        assert finished


def test_the_details_report_the_search():
    game = Game.from_position([["AS", "7H", "8C"], ["9H", "KC", "10C"]], trump="D")
    game.play(Move.attack(0, "7H"))
    moves = game.legal_moves(1)
    bot = StrongBot(seed=2, playouts=30, time_ms=None)
    move = bot.choose(game.view(1), moves)
    assert move in moves
    details = bot.last_details
    match = re.match(r"Searched (\d+) deals?$", details["searched"])
    assert match, details
    deals = int(match.group(1))
    assert deals == details["deals"] and deals >= 1 and deals * len(moves) <= 30
    assert set(bot.last_search) == set(moves)
    # Each searched move is reported with its loss rate, the chosen one first.
    parts = details["figures"].split("; ")
    assert parts == [f"{gerund(m)} loses {bot.last_search[m]:.0%}" for m in _by_rate(bot, move)]
    assert bot.last_search[move] == min(bot.last_search.values())
    assert details["runner_up"] in moves and details["runner_up"] != move
    said = "I take" if move.kind == "take" else f"I beat 7♥ with {move.cards[0]}"
    assert said in bot.last_reason and "%" not in bot.last_reason


def _full_deal(hands, moves=()):
    """A two-player podkidnoy game with every card dealt: `hands`, the rest in the talon, 10♣
    face up (clubs are trumps), P0 attacking, `moves` played."""
    deck = [f"{r}{s}" for s in "SHDC" for r in ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]]
    used = {c for hand in hands for c in hand}
    talon = [c for c in deck if c not in used and c != "10C"] + ["10C"]
    game = Game.from_position(hands, talon=talon, attacker=0, rules=Rules.podkidnoy())
    for move in moves:
        game.play(move)
    return game


HANDS = [["7S", "7H", "KD", "AC", "QS", "9D"], ["8S", "10H", "JD", "6C", "KS", "9H"]]


def test_two_leads_within_the_noise_are_too_close_to_call():
    # Leading 7♠ or 7♥ (P0 holds both) is the same idea: the search's difference is noise.
    game = _full_deal(HANDS)
    bot = StrongBot(seed=1, playouts=400, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    details = bot.last_details
    assert {move, details["runner_up"]} == {Move.attack(0, "7S"), Move.attack(0, "7H")}
    assert details["close"] and details["difference"] <= 2 * details["stderr"]
    assert bot.last_reason.startswith("Too close to call: leading 7")
    assert "%" not in bot.last_reason
    # In Russian the two leads are the choice, and the result is what was about the same.
    said = bot.reason_in("ru")
    assert re.match(
        r"Не разобрать, что лучше — сходить с 7[♠♥] или сходить с 7[♠♥]: в раскладах, которые я "
        r"себе представил, результат (примерно )?одинаковый",
        said,
    ), said


def test_a_clearly_better_move_names_its_idea():
    # P0 beats 7♠ with its last card, 9♠, the talon empty: it goes out and can never be the
    # durak, in any deal; taking keeps it in the game.
    game = Game.from_position(
        [["9S"], ["7C", "KH", "QD"], ["8C", "JD", "AH"]],
        trump="C",
        attacker=2,
        table=["7S"],
        discard=["6S"],
    )
    bot = StrongBot(seed=1, playouts=400, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    details = bot.last_details
    assert move == Move.defend(0, "9S", "7S")
    assert details["runner_up"] == Move.take(0)
    assert details["difference"] > 2 * details["stderr"] and not details["close"]
    assert bot.last_reason == (
        "I beat 7♠ with 9♠: it saves me picking up 1 card. It lost clearly less often than "
        "taking in the deals I imagined."
    )


def test_the_reason_follows_the_search_figures():
    # P1 beats 7♠ with a spade and keeps its only trump, 6♣. Whatever the runner-up, the
    # reason says "clearly" only when the paired difference is beyond two standard errors.
    game = _full_deal(HANDS, [Move.attack(0, "7S")])
    bot = StrongBot(seed=1, playouts=1000, time_ms=None)
    move = bot.choose(game.view(1), game.legal_moves(1))
    details = bot.last_details
    assert move in (Move.defend(1, "KS", "7S"), Move.defend(1, "8S", "7S"))
    assert bot.last_search[Move.defend(1, "6C", "7S")] > bot.last_search[move]
    clear = details["difference"] > 2 * details["stderr"]
    assert details["close"] is not clear
    assert ("clearly less often" in bot.last_reason) is clear
    assert bot.last_reason.startswith("Too close to call") is not clear


def _by_rate(bot, best):
    """The searched moves as the reason lists them: lowest loss rate first, the choice first
    among equals."""
    return sorted(bot.last_search, key=lambda m: (bot.last_search[m], m != best))[:3]


def test_strong_bot_is_reproducible_without_a_time_limit():
    game = Game.new(2, Rules.perevodnoy(), seed=8)
    seat = next_to_act(game)
    view, moves = game.view(seat), game.legal_moves(seat)
    a = StrongBot(seed=3, playouts=40, time_ms=None)
    b = StrongBot(seed=3, playouts=40, time_ms=None)
    assert a.choose(view, moves) == b.choose(view, moves)
    assert a.last_reason == b.last_reason


def test_strong_bot_plays_a_partial_deck_teaching_position():
    # A teaching position that leaves most cards out of the game still gets a move.
    game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    bot = StrongBot(seed=1, playouts=10, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move in game.legal_moves(0)
    assert bot.last_reason


def test_strong_bot_rejects_a_zero_budget():
    with pytest.raises(ValueError, match="playouts"):
        StrongBot(playouts=0)


EXCHANGE = Rules.podkidnoy().replace(trump_six_exchange=True)


def test_a_trump_six_picked_up_from_the_table_is_never_exchanged_in_a_deal():
    # Hearts are trumps (9♥ face up). P0 leads 6♥, P1 cannot beat it and picks it up: everyone
    # knows P1 holds the six now, so P1 may not exchange it, in the real game or in any deal.
    game = Game.from_position(
        [["6H", "7S", "KS"], ["9S", "AD", "QC", "8S"]],
        talon=["JS", "QS", "10D", "JD", "QD", "KD", "AS", "9H"],
        rules=EXCHANGE,
    )
    for move in ("P0 attacks 6♥", "P1 takes", "P0 done"):
        game.play(move)
    assert "6H" in game.view(0)["hands"][1]["known"] and game.talon_size > 1
    view = game.view(0)
    assert Move.exchange(1) not in game.legal_moves(1)
    sampler = DealSampler(view)
    for seed in range(20):
        deal = sampler.sample(random.Random(seed))
        assert "6H" in {c.code for c in deal.known(1)}
        assert Move.exchange(1) not in deal.legal_moves(1)


def test_a_deal_starts_in_the_middle_of_the_bout_with_the_table_and_known_cards():
    # P1 picked up 7♠ earlier (known); now P0 leads 7♥ and P1 beats it with 9♥: the deal is
    # set up at this very moment, not replayed from the bout's start.
    moves = [Move.attack(0, "7S"), Move.take(1), Move.done(0), Move.attack(0, "7H")]
    game = _full_deal(HANDS, moves)
    game.play(Move.defend(1, "9H", "7H"))
    view = game.view(0)
    assert view["hands"][1]["known"]
    deal = DealSampler(view).sample(random.Random(1))
    assert deal.table == game.table and deal.taking == game.taking
    assert [deal.known(p) for p in range(2)] == [game.known(p) for p in range(2)]
    assert deal.view(0)["history"] == []  # nothing replayed
    assert deal.legal_moves(0) == game.legal_moves(0)


def test_a_bout_with_a_transfer_is_replayed_from_its_start():
    rules = Rules.perevodnoy()
    for seed in range(40):
        game = Game.new(2, rules, seed=seed)
        lead = next(m for m in game.legal_moves(game.attacker) if m.kind == "attack")
        game.play(lead)
        transfers = [m for m in game.legal_moves(game.defender) if m.kind == "transfer"]
        if transfers and not transfers[0].show:
            break
    else:
        pytest.fail("no transfer found")
    game.play(transfers[0])
    seat = next_to_act(game)
    view = game.view(seat)
    deal = DealSampler(view).sample(random.Random(2))
    assert deal.table == game.table and deal.attacker == game.attacker
    assert deal.legal_moves(seat) == game.legal_moves(seat)
    assert len(deal.view(seat)["history"]) == 2  # the lead and the transfer, replayed
