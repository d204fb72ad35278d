"""Explanations: rule ids, numbers as digits in the message and in details, and precedence."""

import re

import pytest
from engine_testkit import play_all

from durak_widget import Game, Move, Rules, Verdict
from durak_widget.engine.verdict import MESSAGES


def _three(rules=None, **kw):
    # trump clubs; P0 attacks P1; P2 may throw in
    return Game.from_position(
        [["7S", "KS", "QH", "7C"], ["9S", "9H", "AC", "10D", "7D"], ["7H", "KD", "JS"]],
        trump="C",
        rules=rules,
        **kw,
    )


def test_verdict_has_the_documented_shape():
    game = _three()
    verdict = game.explain("P0 attacks 7S")
    assert isinstance(verdict, Verdict)
    assert verdict.legal is True
    assert verdict.rule == "attack.lead"
    assert str(verdict) == verdict.message
    assert verdict.message.startswith("Legal")
    assert isinstance(verdict.details, dict)
    assert set(verdict.to_json()) == {"legal", "rule", "message", "details"}


def test_explain_accepts_text_and_moves_alike():
    game = _three()
    assert game.explain("P0 attacks 7♠") == game.explain(Move.attack(0, "7S"))


def test_explain_does_not_change_the_game():
    game = _three()
    before = repr(game), game.view(0)
    for text in ("P0 attacks 7S", "P1 takes", "P2 attacks 7H", "P0 exchanges"):
        game.explain(text)
    assert (repr(game), game.view(0)) == before


# ---------------------------------------------------------------- the examples of the issue


def test_example_same_suit_must_be_higher():
    game = Game.from_position([["JS", "KC"], ["9S", "QC"]], trump="H")
    game.play("P0 attacks JS")
    verdict = game.explain("P1 beats JS with 9S")
    assert verdict.rule == "beat.lower_same_suit"
    assert "9♠" in verdict.message and "J♠" in verdict.message
    assert verdict.details["card_rank"] == 9 and verdict.details["target_rank"] == 11
    assert "(a 9 is lower than a jack)" in verdict.message and "11" not in verdict.message


def test_example_rank_not_on_the_table_lists_the_ranks():
    game = Game.from_position(
        [["7S", "KD", "9C", "QH"], ["9S", "AH", "QC"]], trump="H", discard=["AS"]
    )
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    verdict = game.explain("P0 attacks KD")
    assert verdict.rule == "attack.rank_not_on_table"
    assert "K♦" in verdict.message
    assert "(7, 9)" in verdict.message
    assert verdict.details["ranks"] == ["7", "9"]


def test_example_defenders_hand_limit_names_both_numbers():
    game = Game.from_position([["7S", "7H", "7C", "7D", "9C"], ["9S", "QD", "KD", "AD"]], trump="D")
    play_all(game, "P0 attacks 7S", "P0 attacks 7H", "P0 attacks 7C", "P0 attacks 7D")
    game.play("P1 beats 7S with 9S")
    verdict = game.explain("P0 attacks 9C")
    assert verdict.rule == "attack.defender_hand"
    assert re.search(r"\b4\b.*\b4\b", verdict.message)
    assert (verdict.details["start_hand"], verdict.details["count"]) == (4, 4)


def test_example_transfer_next_hand_names_the_players_and_numbers():
    game = Game.from_position(
        [["QH", "AH"], ["7S", "7C", "AS"], ["7D", "7H", "KD"], ["AD", "KH"]],
        trump="C",
        rules=Rules.perevodnoy(),
        attacker=1,
    )
    play_all(game, "P1 attacks 7S", "P1 attacks 7C")
    verdict = game.explain("P2 transfers with 7D")
    assert verdict.rule == "transfer.next_hand_too_small"
    assert "P2 cannot transfer: P3 would have to face 3 cards but holds only 2" in verdict.message
    assert (verdict.details["after"], verdict.details["next_hand"]) == (3, 2)


def test_example_trump_beats_a_plain_card_names_the_suit():
    game = Game.from_position([["9S", "KC"], ["6H", "QC"]], trump="H")
    game.play("P0 attacks 9S")
    verdict = game.explain("P1 beats 9S with 6H")
    assert (verdict.legal, verdict.rule) == (True, "beat.trump_on_plain")
    assert verdict.message.startswith("Legal")
    assert "6♥" in verdict.message and "hearts" in verdict.message


def test_throw_in_verdict_counts_cards_against_the_limit():
    game = _three(discard=["AS"])
    game.play("P0 attacks 7S")
    verdict = game.explain("P2 attacks 7H")
    assert verdict.rule == "attack.throw_in"
    assert (verdict.details["count"], verdict.details["limit"]) == (2, 5)
    assert "2 of at most 5" in verdict.message


def test_legal_beat_verdicts_show_the_ranks():
    game = Game.from_position([["7H", "KC"], ["JH", "QC"]], trump="H")
    game.play("P0 attacks 7H")
    verdict = game.explain("P1 beats 7H with JH")
    assert verdict.rule == "beat.higher_trump"
    assert "(a jack is higher than a 7)" in verdict.message and "11" not in verdict.message


def test_take_verdict_counts_the_cards():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P2 attacks 7H")
    verdict = game.explain("P1 takes")
    assert "3 cards" in verdict.message and "1 unbeaten" in verdict.message


# ---------------------------------------------------------------- card ownership and targets


@pytest.mark.parametrize(
    ("moves", "move"),
    [
        ((), "P0 attacks 8H"),  # a lead with a card not held
        (("P0 attacks 7S",), "P0 attacks 7S"),  # the card is already on the table
        (("P0 attacks 7S",), "P0 attacks 7D"),  # the defender's card
        (("P0 attacks 7S",), "P2 attacks 7D"),
        (("P0 attacks 7S",), "P1 beats 7S with 10S"),
        (("P0 attacks 7S",), "P1 beats 7S with KS"),  # the attacker's card
    ],
)
def test_card_not_in_hand(moves, move):
    game = play_all(_three(), *moves)
    verdict = game.explain(move)
    assert (verdict.legal, verdict.rule) == (False, "card.not_in_hand")
    assert Move.parse(move).card.__str__() in verdict.message
    assert Move.parse(move) not in game.legal_moves()


def test_card_not_in_hand_for_a_transfer():
    game = _three(rules=Rules.perevodnoy())
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers with 7H")
    assert (verdict.legal, verdict.rule) == (False, "card.not_in_hand")


def test_card_not_in_hand_in_a_multi_card_lead():
    game = _three(rules=Rules.eltos())
    verdict = game.explain(Move.attack(0, "7S", "7H"))
    assert (verdict.legal, verdict.rule) == (False, "card.not_in_hand")
    assert "7♥" in verdict.message


def test_a_card_listed_twice():
    game = _three(rules=Rules.eltos())
    verdict = game.explain(Move.attack(0, "7S", "7S"))
    assert (verdict.legal, verdict.rule) == (False, "card.repeated")


def test_bad_targets():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P2 attacks 7H")
    verdict = game.explain("P1 beats KS with AC")
    assert (verdict.legal, verdict.rule) == (False, "defend.no_target")
    assert "7♥" in verdict.message  # lists what is still unbeaten
    verdict = game.explain("P1 beats 7S with AC")
    assert (verdict.legal, verdict.rule) == (False, "defend.already_beaten")
    assert "9♠" in verdict.message


def test_unknown_player():
    verdict = _three().explain("P5 attacks 7S")
    assert (verdict.legal, verdict.rule) == (False, "player.unknown")
    assert "5" in verdict.message and "2" in verdict.message


def test_defend_by_a_non_defender():
    game = _three()
    game.play("P0 attacks 7S")
    verdict = game.explain("P2 beats 7S with KS")
    assert (verdict.legal, verdict.rule) == (False, "defend.not_defender")
    assert "P1" in verdict.message


# ---------------------------------------------------------------- precedence


@pytest.mark.parametrize(
    ("rules", "moves", "move", "rule"),
    [
        # whose turn before card ownership
        (None, (), "P2 attacks 9D", "attack.not_your_lead"),
        (None, (), "P1 attacks 8D", "attack.by_defender"),
        (None, ("P0 attacks 7S",), "P2 beats 7S with 10S", "defend.not_defender"),
        (None, ("P0 attacks 7S",), "P0 beats 7S with 8S", "defend.not_defender"),
        (
            Rules.podkidnoy().replace(throw_in="attacker"),
            ("P0 attacks 7S",),
            "P2 attacks 7D",
            "attack.not_allowed",
        ),
        (
            Rules.podkidnoy().replace(join_after_first_beat=True),
            ("P0 attacks 7S",),
            "P2 attacks 7D",
            "attack.join_after_first_beat",
        ),
        (Rules.perevodnoy(), ("P0 attacks 7S",), "P2 transfers with 7D", "transfer.not_defender"),
        (None, ("P0 attacks 7S", "P1 takes"), "P1 beats 7S with 10S", "defend.after_take"),
        # card ownership before the specific rule
        (None, ("P0 attacks 7S",), "P1 beats 7S with 8S", "card.not_in_hand"),  # also too low
        (
            None,
            ("P0 attacks 7S",),
            "P2 attacks 8D",
            "card.not_in_hand",
        ),  # also a rank not on the table
        (Rules.perevodnoy(), ("P0 attacks 7S",), "P1 transfers with 8D", "card.not_in_hand"),
        (Rules.eltos(), (), "P0 attacks 7H 7D", "card.not_in_hand"),
    ],
)
def test_precedence(rules, moves, move, rule):
    game = play_all(_three(rules=rules), *moves)
    verdict = game.explain(move)
    assert (verdict.legal, verdict.rule) == (False, rule)


def test_game_over_comes_first():
    game = Game.from_position([["7S"], ["9S", "KD"]], trump="C")
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    for move in ("P5 attacks 7S", "P0 attacks 7S", "P1 attacks KD", "P1 exchanges"):
        assert game.explain(move).rule == "game.over"


def test_player_out_before_anything_else():
    game = Game.from_position([["7S"], ["9S", "9D", "KD"], ["7D", "QH"]], trump="C")
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P2 done")
    assert game.out == (0,)
    for move in ("P0 attacks 8H", "P0 takes", "P0 done", "P0 exchanges"):
        assert game.explain(move).rule == "player.out"


# ---------------------------------------------------------------- every message is complete


def test_every_rule_id_has_a_template_and_renders_without_placeholders():
    # Collect verdicts from a broad sweep over short games and check them all.
    seen = set()
    for seed in range(6):
        for preset in ("podkidnoy", "perevodnoy", "eltos", "classic"):
            game = Game.new(players=3, seed=seed, rules=getattr(Rules, preset)())
            for _ in range(30):
                if game.is_over:
                    break
                for p in range(3):
                    for card in game.hands[p]:
                        for move in (
                            Move.attack(p, card),
                            Move.transfer(p, card),
                            Move.transfer(p, card, show=True),
                        ):
                            v = game.explain(move)
                            assert v.rule in MESSAGES
                            assert "{" not in v.message
                            seen.add(v.rule)
                        for target, defence in game.table:
                            if defence is None:
                                v = game.explain(Move.defend(p, card, target))
                                assert v.rule in MESSAGES and "{" not in v.message
                                seen.add(v.rule)
                    for move in (Move.take(p), Move.done(p), Move.exchange(p)):
                        v = game.explain(move)
                        assert v.rule in MESSAGES and "{" not in v.message
                        seen.add(v.rule)
                game.play(game.legal_moves()[0])
    assert len(seen) > 25


def test_a_multi_card_lead_over_the_limit_names_how_many_cards_were_led():
    # The defender holds 2 cards; a lead of 3 sevens is refused. The verdict must show the
    # numbers behind it: 2 (the defender's hand) and 3 (the cards in the lead).
    game = Game.from_position(
        [["7S", "7H", "7D", "KS"], ["9S", "AC"]], trump="C", rules=Rules.eltos()
    )
    verdict = game.explain(Move.attack(0, "7S", "7H", "7D"))
    assert (verdict.legal, verdict.rule) == (False, "attack.lead_over_limit")
    assert verdict.details["start_hand"] == 2
    assert re.search(r"\b2\b", verdict.message)
    assert re.search(r"\b3\b", verdict.message), verdict.message


def test_explain_never_raises_for_any_well_formed_move():
    from durak_widget.engine.cards import deck

    # the trump-six exchange is a house rule (off in every preset): on, so its verdicts are met
    game = Game.new(players=3, seed=9, rules=Rules.perevodnoy().replace(trump_six_exchange=True))
    for _ in range(7):
        game.play(game.legal_moves()[0])
    assert game.table
    every = deck(52)
    attacks = [a for a, _ in game.table]
    legal = set(game.legal_moves())
    for p in range(game.players + 2):
        moves = [Move.take(p), Move.done(p), Move.exchange(p)]
        for card in every:
            moves += [Move.attack(p, card), Move.transfer(p, card), Move.transfer(p, card, True)]
            moves += [Move.defend(p, card, target) for target in [*attacks, every[0]]]
        for move in moves:
            verdict = game.explain(move)
            assert verdict.legal == (move in legal), str(move)
            assert verdict.rule in MESSAGES and "{" not in verdict.message
