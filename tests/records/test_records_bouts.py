"""The library of annotated example bouts."""

import pytest

from durak_widget import Move, bouts

REQUIRED_TOPICS = {
    "beating",
    "throw_in_by_rank",
    "cap_of_six",
    "cap_by_defender_hand",
    "first_bout_five",
    "take_and_throw_in",
    "drawing_order",
    "going_out",
    "draw",
    "the_durak",
    "transfer",
    "transfer_back",
    "refused_transfer",
    "eltos_neighbours",
}


def test_the_library_covers_every_required_topic():
    names = bouts.names()
    assert len(names) >= 15
    assert set(names) >= REQUIRED_TOPICS


@pytest.mark.parametrize("name", bouts.names())
def test_every_bout_replays_legally_under_its_own_rules(name):
    rec = bouts.load(name)
    assert rec.title and rec.summary
    game = rec.game()
    assert len(game.history) == len(rec.moves) >= 1
    assert rec.intro
    assert sum(1 for m in rec.moves if m.comment) >= 2


def test_catalogue_lists_titles_and_summaries():
    rows = bouts.catalogue()
    assert rows[0][0] == "beating"
    assert all(title and summary for _, title, summary in rows)


def test_unknown_bout_names_are_refused_with_the_choices():
    with pytest.raises(ValueError, match=r"no bout called 'poker'.*beating"):
        bouts.load("poker")


# What each bout's comments claim, checked against the engine: (bout, moves played first,
# the move a learner might try, the rule the engine must cite).
CLAIMS = [
    ("beating", 3, "P1 beats 9♣ with K♣", "beat.higher_same_suit"),
    ("beating", 3, "P1 beats 9♣ with 6♦", "beat.trump_on_plain"),
    ("throw_in_by_rank", 4, "P0 attacks 9♦", "attack.rank_not_on_table"),
    ("cap_of_six", 11, "P0 attacks 10♠", "attack.cap_reached"),
    ("cap_by_defender_hand", 3, "P0 attacks 9♣", "attack.defender_hand"),
    ("first_bout_five", 9, "P0 attacks 7♣", "attack.first_bout_cap"),
    ("take_and_throw_in", 2, "P2 throws in 9♥", "attack.throw_in"),
    ("refused_transfer", 1, "P1 transfers with 9♥", "transfer.next_hand_too_small"),
    ("refused_transfer", 3, "P1 transfers with 9♥", "transfer.after_beat"),
    ("eltos_neighbours", 3, "P3 attacks 8♠", "attack.not_allowed"),
    ("transfer_back", 3, "P1 transfers with 7♣", "card.not_in_hand"),
    ("transfer_back", 4, "P1 transfers with 7♣", "card.not_in_hand"),
    ("trump_six_exchange", 1, "P0 exchanges", "exchange.no_six_in_hand"),
]


@pytest.mark.parametrize(("name", "played", "attempt", "rule"), CLAIMS)
def test_the_bouts_comments_agree_with_the_engine(name, played, attempt, rule):
    game = bouts.load(name).game(upto=played)
    assert game.explain(attempt).rule == rule


def test_the_classic_take_ends_the_bout_at_once():
    game = bouts.load("take_ends_bout_classic").game(upto=2)
    assert game.table == []
    assert game.attacker == 0 and len(game.hand(1)) == 7


def test_drawing_order_gives_the_face_up_trump_to_the_second_attacker():
    game = bouts.load("drawing_order").game(upto=6)
    assert "8♠" in map(str, game.hand(0))
    assert "10♣" in map(str, game.hand(2))
    assert len(game.hand(1)) == 4 and game.talon_size == 0
    assert "10C" in game.view(0)["hands"][2]["known"]


def test_transfer_back_chains_to_the_original_attacker():
    game = bouts.load("transfer_back").game(upto=3)
    assert (game.attacker, game.defender) == (0, 1)
    assert game.explain(Move.defend(1, "8S", "7S")).legal


OWN_TRUMPS_CLAIMS = [
    ("own_trumps_beating", 3, "P0 beats with J♦", "pile.beat_same_suit"),
    ("own_trumps_beating", 4, "P0 picks up", "pile.must_lay"),
    ("own_trumps_pick_up", 0, "P0 picks up", "pick_up.three"),
    ("own_trumps_pick_up", 1, "P1 picks up", "pick_up.five"),
    ("own_trumps_pick_up", 4, "P1 picks up", "pick_up.all"),
    ("own_trumps_others_trumps", 1, "P1 beats with 8♦", "pile.others_trump"),
    ("own_trumps_others_trumps", 3, "P2 beats with 10♠", "pile.own_trump_on_top"),
    ("own_trumps_others_trumps", 3, "P2 beats with J♣", "pile.own_trump_on_top"),
    ("own_trumps_others_trumps", 5, "P0 beats with K♣", "pile.last_card"),
]


@pytest.mark.parametrize(("name", "played", "attempt", "rule"), OWN_TRUMPS_CLAIMS)
def test_the_own_trumps_bouts_agree_with_the_engine(name, played, attempt, rule):
    game = bouts.load(name).game(upto=played)
    assert game.explain(attempt).rule == rule


def test_at_least_five_own_trumps_bouts():
    records = [bouts.load(n) for n in bouts.names()]
    assert sum(1 for r in records if r.tags.get("Game") == "own_trumps") >= 5
