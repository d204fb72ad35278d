"""SimpleBot's rules of thumb, its reasons, and its strength against RandomBot."""

from durak_widget import Game, Move, Rules
from durak_widget.bots import RandomBot, SimpleBot, play_game

# 13 cards under the face-up trump 9♦: "early in the game" for SimpleBot.
BIG_TALON = ["6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC", "10H", "QH", "8S", "9D"]


def _choose(game: Game, seat: int, seed: int = 0) -> tuple[Move, str]:
    bot = SimpleBot(seed)
    move = bot.choose(game.view(seat), game.legal_moves(seat))
    assert move in game.legal_moves(seat)
    return move, bot.last_reason


def test_leads_its_lowest_plain_card():
    game = Game.from_position([["9H", "7S", "6D"], ["9S", "8D"]], trump="D")
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "7S")
    assert reason == "I lead 7♠: my lowest card that is not a trump."


def test_prefers_to_lead_a_rank_it_holds_twice():
    game = Game.from_position([["7S", "8H", "8C", "AD"], ["9S", "8D"]], trump="D")
    move, reason = _choose(game, 0)
    assert move.kind == "attack" and move.cards[0].rank == 8
    assert str(move.cards[0]) in reason and "same rank" in reason


def test_leads_its_lowest_trump_when_it_holds_only_trumps():
    game = Game.from_position([["AD", "7D"], ["9S", "8H"]], trump="D")
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "7D")
    assert "lowest trump" in reason


def test_leads_a_whole_group_where_the_rules_allow_it():
    game = Game.from_position(
        [["8H", "8C", "10S"], ["9S", "8D", "6S"]],
        trump="D",
        rules=Rules.podkidnoy().replace(multi_card_lead=True),
    )
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "8H", "8C")
    assert "8♥" in reason and "8♣" in reason


def test_beats_with_the_cheapest_card_and_keeps_trumps():
    game = Game.from_position([["7S", "KH"], ["10S", "8S", "6D"]], trump="D")
    game.play(Move.attack(0, "7S"))
    move, reason = _choose(game, 1)
    assert move == Move.defend(1, "8S", "7S")
    assert reason == "I beat 7♠ with 8♠: the cheapest card that beats it; I keep my trumps."


def test_uses_its_lowest_trump_when_no_plain_card_beats():
    game = Game.from_position([["7S", "KH"], ["9H", "JD", "6D"]], trump="D")
    game.play(Move.attack(0, "7S"))
    move, reason = _choose(game, 1)
    assert move == Move.defend(1, "6D", "7S")
    assert "lowest trump" in reason and "6♦" in reason


def test_takes_rather_than_spend_a_high_trump_early():
    hands = [["7S", "KH", "6S", "JH", "9H", "10S"], ["AD", "QS", "8H"]]
    game = Game.from_position(hands, talon=BIG_TALON, attacker=0)
    game.play(Move.attack(0, "KH"))
    move, reason = _choose(game, 1)
    assert move == Move.take(1)
    assert "A♦" in reason and "13 in the talon" in reason


def test_spends_the_trump_once_the_talon_is_empty():
    game = Game.from_position([["KH", "7S"], ["AD", "QS", "8H"]], trump="D")
    game.play(Move.attack(0, "KH"))
    move, _ = _choose(game, 1)
    assert move == Move.defend(1, "AD", "KH")


def test_takes_when_it_cannot_beat():
    game = Game.from_position([["AS", "7H"], ["9H", "KC"]], trump="D")
    game.play(Move.attack(0, "AS"))
    move, reason = _choose(game, 1)
    assert move == Move.take(1)
    assert reason == "I take: nothing I hold beats A♠."


def test_transfers_with_a_cheap_plain_card():
    game = Game.from_position(
        [["7S", "KH", "QC"], ["7H", "8S", "AD"]], trump="D", rules=Rules.perevodnoy()
    )
    game.play(Move.attack(0, "7S"))
    move, reason = _choose(game, 1)
    assert move == Move.transfer(1, "7H")
    assert "7♥" in reason and "transfer" in reason


def test_throws_in_cheap_cards_and_keeps_trumps_early():
    hands = [["7S", "9H", "7D", "KS", "AH", "QS"], ["9S", "JS", "6H", "JH", "8D", "10D"]]
    game = Game.from_position(hands, talon=BIG_TALON)
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "9H")
    assert "9♥" in reason
    game.play(move)
    game.play(Move.take(1))
    move, reason = _choose(game, 0)
    assert move == Move.done(0)
    assert "7♦" in reason and "keep" in reason


def test_exchanges_the_six_of_trumps():
    game = Game.from_position(
        [["6D", "7S"], ["9S", "8H"]],
        talon=["QC", "JD"],
        rules=Rules.podkidnoy().replace(trump_six_exchange=True),
    )
    move, reason = _choose(game, 0)
    assert move == Move.exchange(0)
    assert "J♦" in reason


def test_beats_a_clear_majority_of_games_against_random():
    """Deterministic (fixed seeds); over 400 such games SimpleBot won about 97%."""
    wins = 0
    games = 200
    for seed in range(games):
        game = Game.new(2, Rules.podkidnoy(), seed=seed)
        simple = seed % 2  # rotate seats
        finished, _ = play_game(game, {simple: SimpleBot(seed), 1 - simple: RandomBot(seed)})
        assert finished
        wins += game.result.durak == 1 - simple
    assert wins / games > 0.85


# ------------------------------------------------------------------ reasons true of the position


def test_an_ace_thrown_in_with_the_talon_empty_is_not_called_cheap():
    game = Game.from_position([["AD", "AH", "7C"], ["KS", "QS", "8H"]], trump="C")
    game.play(Move.attack(0, "AD"))
    game.play(Move.take(1))
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "AH")
    assert "cheap" not in reason and "low card" not in reason
    assert "the talon empty" in reason and "A♥" in reason


def test_a_queen_thrown_in_late_names_the_small_talon():
    game = Game.from_position(
        [["QS", "QH", "7C"], ["8S", "9S", "10D"]], talon=["6S", "7H", "8D", "9C"]
    )
    game.play(Move.attack(0, "QS"))
    game.play(Move.take(1))
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "QH")
    assert "cheap" not in reason
    assert "only 4 cards left in the talon" in reason


def test_a_low_card_thrown_in_is_called_low():
    game = Game.from_position([["7S", "7H", "AC"], ["KS", "QD", "8H"]], trump="C")
    game.play(Move.attack(0, "7S"))
    game.play(Move.take(1))
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "7H")
    assert "a low card I can spare" in reason


def test_a_lead_holding_only_queens_is_not_called_a_low_card():
    game = Game.from_position([["QS", "QH"], ["9S", "8H"]], trump="D")
    move, reason = _choose(game, 0)
    assert move.kind == "attack" and move.cards[0].rank == 12
    assert "low card" not in reason
    assert "my lowest card that is not a trump" in reason and "same rank" in reason


def test_a_lead_of_the_only_plain_card_says_so():
    game = Game.from_position([["QS", "KD"], ["9S", "8H"]], trump="D")
    move, reason = _choose(game, 0)
    assert move == Move.attack(0, "QS")
    assert reason == "I lead Q♠: my only card that is not a trump."


def test_a_pair_led_over_a_lower_card_says_why():
    game = Game.from_position([["8S", "9H", "9C", "AD"], ["9S", "8D"]], trump="D")
    move, reason = _choose(game, 0)
    assert move.kind == "attack" and move.cards[0].rank == 9
    assert "low card" not in reason and "lowest" not in reason
    assert "worth more than leading my lower 8♠ alone" in reason


def test_a_trump_beaten_with_a_trump_says_only_a_trump_beats_it():
    game = Game.from_position([["8D", "AS"], ["10D", "7S", "9H"]], trump="D")
    game.play(Move.attack(0, "8D"))
    move, reason = _choose(game, 1)
    assert move == Move.defend(1, "10D", "8D")
    assert "no plain card" not in reason
    assert "only by a higher trump" in reason
