"""Explanations a beginner can act on: cards by name, what to do instead of a refused move, the
consequences of take and done, and wordings that used to mislead."""

import pickle
import random
import re

import pytest
from engine_testkit import play_all

from durak_widget import Game, IllegalMove, Move, Rules
from durak_widget.engine.cards import deck
from durak_widget.table.views.you import for_you

# ---------------------------------------------------------------- ranks by name


def test_a_refused_beat_names_the_ranks_and_what_beats_instead():
    # trump diamonds; P0 attacks K♠; P1 holds Q♠, A♠ and 9♦
    game = Game.from_position([["KS", "7C"], ["QS", "AS", "9D", "8C"]], trump="D")
    game.play("P0 attacks KS")
    verdict = game.explain("P1 beats KS with QS")
    assert verdict.rule == "beat.lower_same_suit"
    assert "(a queen is lower than a king)" in verdict.message
    assert "12" not in verdict.message and "13" not in verdict.message
    assert verdict.details["card_rank"] == 12  # the numbers stay for programs
    assert verdict.message.endswith("A♠ or 9♦ would beat K♠, or you can take.")
    assert set(verdict.alternatives) == {
        Move.defend(1, "AS", "KS"),
        Move.defend(1, "9D", "KS"),
        Move.take(1),
    }


def test_legal_beats_name_the_ranks_too():
    game = Game.from_position([["10H", "KC"], ["AH", "QC"]], trump="H")
    game.play("P0 attacks 10H")
    assert "(an ace is higher than a 10)" in game.explain("P1 beats 10H with AH").message


# ---------------------------------------------------------------- what to do instead


def _thrower():
    # trump clubs; P0 attacks 9♠, P1 beats it with 10♠: P0 may throw in 9♦ or 10♦, or say done
    game = Game.from_position([["9S", "9D", "10D", "KH"], ["10S", "7H", "8H", "AC"]], trump="C")
    return play_all(game, "P0 attacks 9S", "P1 beats 9S with 10S")


def test_a_refused_throw_in_names_the_cards_that_may_still_be_thrown_in():
    game = _thrower()
    verdict = game.explain("P0 attacks KH")
    assert verdict.rule == "attack.rank_not_on_table"
    assert verdict.message.endswith("You may still throw in 9♦ or 10♦, or say done.")
    assert set(verdict.alternatives) == set(game.legal_moves(0))


def test_illegal_move_errors_carry_the_alternatives():
    game = _thrower()
    with pytest.raises(IllegalMove) as caught:
        game.play("P0 attacks KH")
    assert str(caught.value).endswith("You may still throw in 9♦ or 10♦, or say done.")
    assert caught.value.verdict.alternatives == tuple(game.legal_moves(0))


def test_a_refusal_of_a_player_without_legal_moves_says_nothing_more():
    game = Game.from_position([["9S", "KH"], ["10S", "7H"]], trump="C")
    game.play("P0 attacks 9S")
    verdict = game.explain("P0 attacks KH")  # P0 must wait for P1: no legal move at all
    assert game.legal_moves(0) == []
    assert verdict.alternatives == ()
    assert verdict.message == (
        "P0 cannot throw in K♥: only ranks already on the table can be added (9)."
    )


def test_alternatives_describe_the_moment_of_the_verdict_even_when_read_later():
    game = _thrower()
    verdict = game.explain("P0 attacks KH")
    then = tuple(game.legal_moves(0))
    play_all(game, "P0 attacks 9D", "P1 takes")
    assert verdict.alternatives == then
    assert verdict.message.endswith("You may still throw in 9♦ or 10♦, or say done.")
    game.undo()
    game.undo()
    game.play("P0 done")
    late = game.explain("P0 attacks KH")  # another game position, same rule
    assert late.alternatives != then


def test_a_lead_refusal_offers_any_card_and_a_defender_nothing_can_save_may_take():
    game = Game.from_position([["7S", "KH"], ["8S", "9H"], ["10S", "JH"]], trump="C")
    assert game.explain("P2 attacks 10S").message == (
        "P2 cannot lead: P0 is the attacker and opens this bout."
    )  # P2 has no legal move before the lead: nothing more is said
    assert game.explain("P0 attacks 8S").message.endswith("You may lead any card from your hand.")
    game.play("P0 attacks KH")
    verdict = game.explain("P1 beats KH with 9H")
    assert verdict.message.endswith("Nothing in your hand beats K♥; you can take.")
    assert verdict.alternatives == (Move.take(1),)


def test_a_transfer_is_offered_to_a_defender_who_can_transfer():
    game = Game.from_position(
        [["7S", "KH"], ["7D", "8S", "QC"], ["9H", "10H"]], trump="C", rules=Rules.perevodnoy()
    )
    game.play("P0 attacks 7S")
    message = game.explain("P1 beats 7S with 7D").message
    assert message.endswith("8♠ or Q♣ would beat 7♠, you can transfer with 7♦, or you can take.")


def test_verdicts_survive_pickling_with_their_alternatives():
    game = _thrower()
    verdict = pickle.loads(pickle.dumps(game.explain("P0 attacks KH")))
    assert verdict.alternatives == tuple(game.legal_moves(0))
    assert verdict.message.endswith("or say done.")


# ---------------------------------------------------------------- consequences of take and done


def _three():
    # trump clubs; P0 attacks P1; P2 may throw in
    return Game.from_position(
        [["7S", "KS", "QH", "7C"], ["9S", "9H", "AC", "10D", "7D"], ["7H", "KD", "JS"]],
        trump="C",
    )


def test_take_says_how_many_cards_how_many_more_may_come_and_who_attacks_next():
    game = play_all(_three(), "P0 attacks 7S", "P1 beats 7S with 9S", "P2 attacks 7H")
    verdict = game.explain("P1 takes")
    assert verdict.message == (
        "Legal: P1 gives up the defence and will pick up the 3 cards on the table (1 unbeaten); "
        "the attackers may still add up to 3 more, then P2 attacks next."
    )
    assert (verdict.details["more"], verdict.details["next"]) == (3, "P2")


def test_take_when_nothing_more_can_be_added():
    game = Game.from_position([["7S", "KS"], ["9H", "AC"]], trump="C", rules=Rules.classic())
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 takes")
    assert verdict.message == (
        "Legal: P1 gives up the defence and picks up the 1 card on the table (1 unbeaten); "
        "nothing more can be added, and P0 attacks next."
    )


def test_done_says_where_the_cards_go_and_who_attacks_next():
    game = play_all(_three(), "P0 attacks 7S", "P1 beats 7S with 9S")
    first = game.explain("P0 done")
    assert first.message == (
        "Legal: P0 adds nothing more for now; P2 may still add cards. If nobody adds more, the "
        "2 cards go to the discard pile (bito) and P1 attacks next."
    )
    game.play("P0 done")
    last = game.explain("P2 done")
    assert last.message == (
        "Legal: P2 adds nothing more, and that ends the bout: P1 beat every card, so the 2 cards "
        "go to the discard pile (bito) and P1 attacks next."
    )
    assert "none" not in last.message and last.details["waiting"] == []


def test_done_after_a_take_says_the_defender_picks_up():
    game = play_all(_three(), "P0 attacks 7S", "P1 takes")
    assert game.explain("P0 done").message == (
        "Legal: P0 adds nothing more for now; P2 may still add cards before P1 picks up the "
        "cards. Then P2 attacks next."
    )
    game.play("P0 done")
    assert game.explain("P2 done").message == (
        "Legal: P2 adds nothing more, and that ends the bout: P1 picks up the 1 card on the "
        "table and P2 attacks next."
    )


def test_a_take_that_ends_the_game_says_so():
    game = Game.from_position([["7S"], ["9S", "KD"]], trump="C")
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 takes")
    assert verdict.message == (
        "Legal: P1 gives up the defence and picks up the 1 card on the table (1 unbeaten); "
        "nobody else holds cards, so the game ends."
    )


def test_done_details_are_those_of_the_moment_of_the_verdict():
    game = play_all(_three(), "P0 attacks 7S", "P1 beats 7S with 9S")
    verdict = game.play("P0 done")  # read only after the move was played
    assert verdict.details["waiting"] == ["P2"]
    assert verdict.message.startswith("Legal: P0 adds nothing more for now; P2 may still add")


# ---------------------------------------------------------------- misleading texts


def test_the_defender_is_not_offered_transfers_without_transfer_rules():
    game = Game.from_position([["7S"], ["8D", "9S"]], trump="C")
    game.play("P0 attacks 7S")
    podkidnoy = game.explain("P1 attacks 8D").message
    assert "transfer" not in podkidnoy and "beats or takes" in podkidnoy
    other = Game.from_position([["7S"], ["8D", "9S"]], trump="C", rules=Rules.perevodnoy())
    other.play("P0 attacks 7S")
    assert "beats, transfers or takes" in other.explain("P1 attacks 8D").message


def _join_after_take():
    game = _three()
    game = Game.from_position(
        [list(map(str, h)) for h in game.hands],
        trump="C",
        rules=Rules.podkidnoy().replace(join_after_first_beat=True),
    )
    return play_all(game, "P0 attacks 7S", "P1 takes")


def test_join_after_first_beat_after_a_take_does_not_say_yet():
    verdict = _join_after_take().explain("P2 attacks 7H")
    assert verdict.rule == "attack.join_after_first_beat"
    assert "yet" not in verdict.message
    assert "P1 has said take, so none will be" in verdict.message


def test_done_by_a_player_who_cannot_join_does_not_contradict_itself():
    verdict = _join_after_take().explain("P2 done")
    assert (verdict.legal, verdict.rule) == (False, "done.not_attacker")
    assert "every opponent of the defender may add cards" not in verdict.message
    assert "P1 has said take" in verdict.message
    before = Game.from_position(
        [["7S", "KS"], ["9S", "AC"], ["7H", "KD"]],
        trump="C",
        rules=Rules.podkidnoy().replace(join_after_first_beat=True),
    )
    before.play("P0 attacks 7S")
    assert "has not joined this bout" in before.explain("P2 done").message


EXCHANGE = Rules.podkidnoy().replace(trump_six_exchange=True)


def test_the_exchange_on_an_empty_talon_says_the_talon_is_empty():
    # trump diamonds (the face-up 10♦); P1 picks up the six of trumps, then the talon runs out
    game = Game.from_position(
        [["6D", "7S", "8S", "9S", "JS", "QS"], ["9H", "AC", "8H", "7H", "QH", "KH"]],
        talon=["10D"],
        rules=EXCHANGE,
    )
    play_all(game, "P0 attacks 6D", "P1 takes", "P0 done")
    assert game.talon_size == 0 and "6D" in {c.code for c in game.known(1)}
    verdict = game.explain("P1 exchanges")
    assert (verdict.legal, verdict.rule) == (False, "exchange.talon_too_small")
    assert "the talon is empty" in verdict.message and "picked" not in verdict.message


def test_a_talon_of_one_card_is_one_card():
    game = Game.from_position([["6H", "7S"], ["9S", "AD"]], talon=["9H"], rules=EXCHANGE)
    verdict = game.explain("P0 exchanges")
    assert "the talon holds 1 card and" in verdict.message


def test_a_transfer_after_a_throw_in_names_who_threw_in_what():
    rules = Rules.perevodnoy().replace(transfer_ends_on_throw_in=True)
    game = Game.from_position(
        [["7S", "KS"], ["7D", "9S", "AC"], ["7H", "KD"]], trump="C", rules=rules
    )
    play_all(game, "P0 attacks 7S", "P2 attacks 7H")
    verdict = game.explain("P1 transfers with 7D")
    assert verdict.rule == "transfer.after_throw_in"
    assert "P2 threw in 7♥" in verdict.message and "someone" not in verdict.message


def test_the_limit_after_a_transfer_does_not_say_the_defender_began_the_bout():
    game = Game.from_position(
        [["7S", "7C", "KS", "QS"], ["7D", "7H", "AD", "QD"], ["8S", "8D", "9D"]],
        trump="H",
        rules=Rules.perevodnoy(),
        discard=["AS"],
    )
    play_all(game, "P0 attacks 7S", "P1 transfers with 7D", "P0 attacks 7C")
    message = game.explain("P1 attacks 7H").message
    assert "began this bout" not in message
    assert "held 3 cards when the attack was passed on to them" in message


def test_a_limit_of_one_card_is_worded_in_the_singular():
    game = Game.from_position([["7S", "7H"], ["AC"]], trump="C")
    game.play("P0 attacks 7S")
    message = game.explain("P0 attacks 7H").message
    assert "began this bout with 1 card and 1 has been played." in message


def test_one_unbeaten_card_is_one_card():
    game = play_all(_three(), "P0 attacks 7S")
    message = game.explain("P0 done").message
    assert "1 attack card is unbeaten" in message and "card(s)" not in message


def test_an_attacker_who_tries_to_beat_is_told_only_their_own_options():
    game = Game.from_position([["7S", "9S", "7H", "QH"], ["8S", "JH", "QD"]], trump="H")
    game.play("P0 attacks 7S")
    verdict = game.explain("P0 beats 7S with 9S")
    assert verdict.rule == "defend.not_defender"
    assert verdict.advice == "You may still throw in 7♥."
    for lang in ("ru", "es"):
        assert "7♠" not in verdict.message_in(lang).split(".", 1)[1]


def test_each_drawer_draws_in_their_own_words():
    game = Game.from_position(
        [["7S", "KD"], ["9S", "KH"], ["8D", "8C"]],
        trump="H",
        talon=["6S", "6C", "7C", "10C", "JC", "QC", "AH"],
    )
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P0 done", "P2 done")
    draw = next(e for e in game.last_events if e.rule == "draw.order")
    assert draw.message == "P0 draws 5 cards and P2 draws 2 (P2 takes the face-up A♥)."
    assert for_you(draw.message, "P2") == (
        "P0 draws 5 cards and you draw 2 (you take the face-up A♥)."
    )


def test_after_a_take_in_two_the_lead_stays_and_says_why():
    game = Game.from_position([["7S", "8S"], ["9H", "KH"]], trump="C", talon=["6S", "6C"])
    play_all(game, "P0 attacks 7S", "P1 takes", "P0 done")
    roles = next(e for e in game.last_events if e.rule == "roles.next")
    assert roles.message == (
        "Bout 2: P0 attacks P1 (P1 took the cards and so loses the turn to attack)."
    )
    assert "next player" not in roles.message


def test_the_throw_in_counts_attack_cards_in_words():
    game = play_all(_three(), "P0 attacks 7S")
    message = game.explain("P2 attacks 7H").message
    assert re.search(r"; it is attack card 2 of at most \d in this bout\.$", message), message


def test_a_player_without_cards_has_nothing_to_add():
    game = Game.from_position(
        [["7S"], ["9S", "KH"], ["8D", "7C"]], trump="H", talon=["6S", "6C", "AH"]
    )
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    message = game.explain("P0 done").message
    assert "nothing to add" in message and "pass on" not in message


# ---------------------------------------------------------------- every message, many positions

_RANK_NUMBER = re.compile(r"(?<!Bout )\b1[1-4]\b")  # a bout's number is no rank


def _candidates(game):
    moves = []
    table = [a for a, d in game.table if d is None]
    for p in range(game.players):
        moves += [Move.take(p), Move.done(p), Move.exchange(p)]
        for card in game.hands[p]:
            moves += [Move.attack(p, card), Move.transfer(p, card), Move.transfer(p, card, True)]
            moves += [Move.defend(p, card, target) for target in table]
    return moves


def check_text(message: str, details: dict) -> None:
    """No face card as a number, no "card(s)" or "1 cards", no unfilled placeholder."""
    counts = {v for k, v in details.items() if isinstance(v, int) and "rank" not in k}
    counts |= {len(v) for v in details.values() if isinstance(v, list)}
    for number in _RANK_NUMBER.findall(message):
        assert int(number) in counts, message  # only counts of cards may reach 11
    # neither "1 cards" nor "P0 and P1 draw 1 and 1 cards": each drawer has their own verb
    assert "card(s)" not in message and not re.search(r"\b1 cards\b", message), message
    assert not re.search(r"\band \d+ cards\b", message), message
    assert "{" not in message and "}" not in message, message


def named(move: Move) -> tuple[str, ...]:
    """The words by which an advice sentence may name `move`."""
    words = {"attack": ("lead any card",), "exchange": ("exchange",)}.get(move.kind, ())
    if move.cards:
        return (*words, *(str(c) for c in move.cards))
    return (*words, move.kind)


def test_random_positions_of_every_preset_give_texts_a_learner_can_act_on():
    chooser = random.Random(7)
    presets = ("podkidnoy", "perevodnoy", "classic", "eltos")
    refusals_with_advice = 0
    for number in range(300):
        rules = getattr(Rules, presets[number % 4])()
        players = 2 + number % 4 if rules.deck_size >= 36 else 2 + number % 3
        game = Game.new(players=players, rules=rules, seed=number)
        steps = 0
        while not game.is_over and steps < 400:
            if steps % 41 == 5:
                for move in _candidates(game):
                    verdict = game.explain(move)
                    check_text(verdict.message, verdict.details)
                    if verdict.legal:
                        continue
                    legal = tuple(game.legal_moves(move.player))
                    assert verdict.alternatives == legal
                    if legal:
                        refusals_with_advice += 1
                        advice = verdict.advice
                        assert advice and verdict.message.endswith(advice), verdict.message
                        assert any(w in advice for m in legal for w in named(m)), verdict.message
                        if move.player != game.defender:  # only the defender beats
                            assert "beat" not in advice.lower(), verdict.message
                    else:
                        assert verdict.advice == ""
            move = chooser.choice(game.legal_moves())
            verdict = game.play(move)
            check_text(verdict.message, verdict.details)
            for event in game.last_events:
                check_text(event.message, event.details)
            steps += 1
    assert refusals_with_advice > 1000


def test_explain_of_every_card_never_leaves_a_placeholder():
    game = Game.new(players=3, seed=9, rules=Rules.perevodnoy())
    for _ in range(7):
        game.play(game.legal_moves()[0])
    for p in range(game.players):
        for card in deck(36):
            for move in (Move.attack(p, card), Move.transfer(p, card)):
                verdict = game.explain(move)
                check_text(verdict.message, verdict.details)
