"""Svoi Kozyri's explanations a beginner can act on: ranks by name, pick-ups of small piles,
and what to do instead of a refused move."""

import random
import re

from durak_widget.engine.cards import deck
from durak_widget.own_trumps import IllegalMove, Move, OwnTrumps


def position(hands, trumps=("H", "S"), pile=(), turn=0):
    return OwnTrumps.from_position(hands=hands, trumps=list(trumps), pile=list(pile), turn=turn)


def test_ranks_are_named_never_numbered():
    g = position([["QD", "7C"], ["AS"]], pile=["KD"])
    verdict = g.explain(Move.beat(0, "QD"))
    assert verdict.rule == "pile.lower_same_suit"
    assert "(a queen is lower than a king)" in verdict.message
    assert "12" not in verdict.message and "13" not in verdict.message
    assert verdict.details["card_rank"] == 12


def test_a_pile_smaller_than_the_pick_up_says_so_plainly():
    g = position([["7C", "8S"], ["AS"]], pile=["8H"])  # P0's own trump on top: 5 would go
    verdict = g.explain(Move.pick_up(0))
    assert verdict.rule == "pick_up.five" and verdict.details["count"] == 1
    assert verdict.message == (
        "Legal: P0 must pick up the whole pile, which has only 1 card: the top card, 8♥, is one "
        "of their own trumps (hearts), and such a pick-up takes up to 5 cards."
    )
    three = position([["7C", "8S"], ["AS"]], pile=["6D", "8D"])
    assert (
        "picks up the whole pile, which has only 2 cards" in three.explain(Move.pick_up(0)).message
    )


def test_a_pile_of_exactly_three_is_not_called_small():
    g = position([["7C", "8S"], ["AS"]], pile=["6D", "7D", "8D"])
    message = g.explain(Move.pick_up(0)).message
    assert "only" not in message and "so the top 3 cards of the pile are taken" in message


def test_a_full_pick_up_counts_the_cards_in_words():
    g = position([["7C", "8S"], ["AS"]], pile=["6D", "7D", "9D", "10D", "8D"])
    message = g.explain(Move.pick_up(0)).message
    assert message.startswith("Legal: P0 picks up 3 cards: the top card, 8♦")
    assert "card(s)" not in message


def test_facing_a_card_nothing_beats_says_so_and_offers_the_pick_up():
    g = position([["7C", "QD"], ["9C", "KS"]], pile=["6D", "AH"])  # the ace of P0's own trumps
    verdict = g.explain(Move.lay(0, "7C"))
    assert verdict.rule == "pile.beat_first"
    assert verdict.message == (
        "P0 faces A♥, and nothing in P0's hand beats it: P0 must pick up 2 cards."
    )
    assert "beat it" not in verdict.message
    assert verdict.alternatives == (Move.pick_up(0),)


def test_a_refused_beat_names_the_cards_that_beat_and_the_pick_up():
    g = position([["7C", "QH", "9D"], ["9C", "AS"]], pile=["6D", "8D"])
    verdict = g.explain(Move.beat(0, "7C"))
    assert verdict.message.endswith("Q♥ or 9♦ would beat 8♦, or you can pick up 2 cards.")
    assert set(verdict.alternatives) == {Move.beat(0, "QH"), Move.beat(0, "9D"), Move.pick_up(0)}
    g2 = position([["7C", "QD"], ["9C", "AS"]], pile=["6D", "KD"])
    assert g2.explain(Move.beat(0, "QD")).message.endswith(
        "Nothing in your hand beats K♦: you can only pick up 2 cards."
    )


def test_illegal_moves_and_other_players_turns():
    g = position([["7C", "QH"], ["9C", "AS"]])  # an empty pile: P0 lays any card
    try:
        g.play(Move.beat(0, "7C"))
    except IllegalMove as error:
        assert str(error).endswith("You may lay any card from your hand.")
    else:  # pragma: no cover - the move must be refused
        raise AssertionError("a beat on an empty pile was accepted")
    other = g.explain(Move.lay(1, "9C"))  # not P1's turn: no legal move, nothing more said
    assert other.alternatives == () and other.message == "P1 cannot move now: it is P0's turn."


_RANK_NUMBER = re.compile(r"\b1[1-4]\b")


def test_random_games_give_texts_a_learner_can_act_on():
    chooser = random.Random(3)
    refusals = 0
    for seed in range(150):
        players = 2 + seed % 3
        g = OwnTrumps.new(players=players, seed=seed)
        steps = 0
        while not g.is_over and steps < 300:
            if steps % 9 == 2:
                p = g.turn_seat
                candidates = [Move.pick_up(q) for q in range(players)]
                for card in g.hand(p):
                    candidates += [Move.lay(p, card), Move.beat(p, card)]
                for move in candidates:
                    verdict = g.explain(move)
                    message = verdict.message
                    counts = {v for k, v in verdict.details.items() if "rank" not in k}
                    counts.add(g.pick_up_count(g.turn_seat))  # the advice offers the pick-up
                    assert all(int(n) in counts for n in _RANK_NUMBER.findall(message)), message
                    assert "card(s)" not in message and "{" not in message
                    assert not re.search(r"\b1 cards\b", message), message
                    legal = tuple(g.legal_moves(move.player))
                    assert verdict.alternatives == legal
                    if not verdict.legal and legal and verdict.rule != "pile.beat_first":
                        refusals += 1
                        assert verdict.advice and message.endswith(verdict.advice)
                        words = [str(m.card) for m in legal if m.card] + ["pick up", "lay"]
                        assert any(w in verdict.advice for w in words), message
            g.play(chooser.choice(g.legal_moves()))
            for event in g.last_events:
                assert "card(s)" not in event.message
                assert not re.search(r"\b1 cards\b", event.message), event.message
            steps += 1
    assert refusals > 500


def test_every_card_of_the_pack_gets_a_complete_message():
    g = position([["7C", "QH", "9D"], ["9C", "AS"]], pile=["6D", "8D"])
    for card in deck(36):
        for move in (Move.beat(0, card), Move.lay(0, card), Move.beat(1, card)):
            message = g.explain(move).message
            assert "{" not in message and not _RANK_NUMBER.search(message), message
