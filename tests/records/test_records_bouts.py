"""The library of annotated example bouts."""

import pytest

from durak_widget import Game, Move, bouts, record

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
    "four_players",
    "voluntary_take",
    "transfer_after_throw_in",
    "transfer_showing_trump",
    "transfer_past_player_out",
    "no_trump_lead",
    "partnerships",
    "whole_game",
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


def position_problems(rec):
    """What makes a Durak record's starting position impossible in real play: hands are
    refilled to full after every bout while the talon lasts, cards leave play only by being
    beaten off in pairs (attack card and defence), and a fresh deal is led by the rule of
    ``first_attacker``."""
    game = rec.start()
    rules = game.rules
    hands = [game.hand(seat) for seat in range(game.players)]
    talon, discard = game.talon_top_first(), game.discard
    problems = []
    short = [
        f"P{seat} holds {len(hand)}"
        for seat, hand in enumerate(hands)
        if len(hand) < rules.hand_size
    ]
    if talon and short:
        problems.append(f"the talon holds {len(talon)} cards but {', '.join(short)}")
    listed = sum(map(len, hands)) + len(talon) + len(discard)
    if listed != rules.deck_size:
        problems.append(f"{listed} cards are listed, not the whole {rules.deck_size}-card pack")
    if len(discard) % 2:
        problems.append(f"an odd discard of {len(discard)} cards")
    fresh = not discard and all(len(hand) == rules.hand_size for hand in hands)
    if fresh and rules.first_attacker == "lowest_trump" and game.attacker != first_attacker(game):
        problems.append(f"a fresh deal led by P{game.attacker}, not P{first_attacker(game)}")
    return problems


def first_attacker(game):
    """Who leads a fresh deal: the lowest trump, else the lowest card (the lowest seat first)."""
    hands = [game.hand(seat) for seat in range(game.players)]
    trumps = [(card.rank, seat) for seat, hand in enumerate(hands) for card in hand]
    trumps = [
        (card.rank, seat)
        for seat, hand in enumerate(hands)
        for card in hand
        if card.suit == game.trump
    ] or trumps
    return min(trumps)[1]


DURAK_BOUTS = [n for n in bouts.names() if bouts.load(n).tags.get("Game", "durak") == "durak"]


@pytest.mark.parametrize("name", DURAK_BOUTS)
def test_every_bout_starts_from_a_position_that_can_occur_in_play(name):
    assert position_problems(bouts.load(name)) == []


@pytest.mark.parametrize("name", DURAK_BOUTS)
def test_no_bout_says_it_is_played_under_another_preset(name):
    rec = bouts.load(name)
    preset = rec.tags["Rules"].split()[0]
    text = " ".join([rec.intro, *(m.comment for m in rec.moves)]).lower()
    for other in {"podkidnoy", "perevodnoy", "classic", "eltos"} - {preset}:
        assert f"in {other}" not in text, other


IMPOSSIBLE = [
    ('[Hand0 "7S 9C QC 10H"]\n[Hand1 "9S 6D KC AH"]\n[Talon "10S JS QS KS AS 7D"]', "P0 holds 4"),
    ('[Hand0 "7S 9C"]\n[Hand1 "9S"]\n[Trump "D"]', "an odd discard"),
    ('[Hand0 "7S 9C"]\n[Hand1 "9S 10S"]\n[Trump "D"]', "not the whole 36-card pack"),
]


@pytest.mark.parametrize(("deal", "problem"), IMPOSSIBLE)
def test_the_position_check_refuses_impossible_starts(deal, problem):
    cards = [c for line in deal.split("\n") for c in line.split('"')[1].split()]
    rest = [f"{r}{s}" for s in "SHDC" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    rest = [c for c in rest if c not in cards]
    discard = f'[Discard "{" ".join(rest)}"]' if "whole" not in problem else ""
    text = f"{deal}\n{discard}\n1. P0 attacks 7S\n*\n"
    problems = position_problems(record.parse(text)[0])
    assert any(problem in p for p in problems), problems


def test_a_fresh_deal_is_led_by_the_lowest_trump():
    rec = bouts.load("first_bout_five")
    assert position_problems(rec) == []
    text = rec.to_text().replace('[Attacker "P0"]', '[Attacker "P1"]')
    moved = record.parse(text.split("\n1.")[0] + "\n1. P1 attacks 8S\n*\n")[0]
    assert position_problems(moved) == ["a fresh deal led by P1, not P0"]


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
    ("cap_by_defender_hand", 16, "P0 attacks J♠", "attack.defender_hand"),
    ("first_bout_five", 9, "P0 attacks 7♣", "attack.first_bout_cap"),
    ("take_and_throw_in", 2, "P2 throws in 9♥", "attack.throw_in"),
    ("refused_transfer", 1, "P1 transfers with 9♥", "transfer.next_hand_too_small"),
    ("refused_transfer", 3, "P1 transfers with 9♥", "transfer.after_beat"),
    ("eltos_neighbours", 3, "P3 attacks 8♠", "attack.not_allowed"),
    ("transfer_back", 3, "P1 transfers with 7♣", "card.not_in_hand"),
    ("transfer_back", 4, "P1 transfers with 7♣", "card.not_in_hand"),
    ("trump_six_exchange", 1, "P0 exchanges", "exchange.no_six_in_hand"),
    ("four_players", 4, "P3 throws in Q♥", "attack.throw_in"),
    ("voluntary_take", 1, "P1 beats 6♣ with J♠", "beat.trump_on_plain"),
    ("transfer_after_throw_in", 2, "P1 transfers with 7♦", "transfer.legal"),
    ("transfer_showing_trump", 1, "P1 transfers showing 9♦", "transfer.show_needs_trump"),
    ("transfer_showing_trump", 1, "P1 transfers with 9♦", "transfer.legal"),
    ("transfer_showing_trump", 3, "P1 throws in 9♠", "attack.throw_in"),
    ("transfer_past_player_out", 2, "P2 transfers with 7♦", "transfer.legal"),
    ("partnerships", 2, "P3 throws in 8♦", "attack.partner"),
    ("partnerships", 2, "P3 done", "done.not_attacker"),
    ("whole_game", 43, "P0 beats J♥ with K♦", "beat.plain_on_trump"),
    ("whole_game", 47, "P0 beats A♠ with K♣", "beat.wrong_suit"),
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


def test_four_players_draw_in_turn_and_the_defender_last():
    game = bouts.load("four_players").game(upto=12)
    draw = next(e for e in game.last_events if e.rule == "draw.order")
    assert draw.details["order"] == [0, 2, 3] and draw.details["counts"] == [2, 1, 1]
    assert len(game.hand(1)) == 2 and game.talon_size == 0


def test_a_voluntary_take_leaves_the_defender_holding_more():
    game = bouts.load("voluntary_take").game(upto=3)
    assert [len(game.hand(seat)) for seat in (0, 1)] == [6, 7]
    assert (game.attacker, game.defender) == (0, 1)


def test_the_eltos_rule_would_refuse_the_transfer_after_a_throw_in():
    rec = bouts.load("transfer_after_throw_in")
    text = rec.to_text().replace(
        '[Rules "perevodnoy"]', '[Rules "perevodnoy transfer_ends_on_throw_in=True"]'
    )
    changed = record.parse(text.split("\n1.")[0] + "\n1. P0 attacks 7S\nP2 throws in 7H\n*\n")[0]
    assert changed.game().explain("P1 transfers with 7♦").rule == "transfer.after_throw_in"


def test_a_shown_trump_stays_in_the_hand():
    game = bouts.load("transfer_showing_trump").game(upto=2)
    assert "9♠" in map(str, game.hand(1)) and (game.attacker, game.defender) == (1, 2)


def test_a_transfer_passes_over_a_player_who_is_out():
    game = bouts.load("transfer_past_player_out").game(upto=3)
    assert (game.attacker, game.defender) == (2, 1) and len(game.table) == 3
    assert bouts.load("transfer_past_player_out").game().result.durak == 2


def test_partners_are_never_asked_to_say_done_and_lose_together():
    rec = bouts.load("partnerships")
    game = rec.game(upto=7)
    assert game.rules.partnerships and game.bout == 2
    assert (game.attacker, game.defender) == (1, 2)
    assert rec.game().result.losing_team == (1, 3)


@pytest.mark.parametrize("name", ["no_trump_lead", "whole_game"])
def test_the_fresh_deals_are_the_engines_own(name):
    rec = bouts.load(name)
    start = rec.start()
    dealt = Game.new(start.players, start.rules, seed=int(rec.tags["Seed"]))
    for seat in range(start.players):
        assert dealt.hand(seat) == start.hand(seat)
    assert dealt.talon_top_first() == start.talon_top_first()
    assert dealt.attacker == start.attacker


def test_nobody_holds_a_trump_so_the_lowest_card_leads():
    game = bouts.load("no_trump_lead").start()
    assert not any(card.suit == game.trump for seat in (0, 1) for card in game.hand(seat))
    assert game.attacker == 1 and min(card.rank for card in game.hand(1)) == 7
    assert min(card.rank for card in game.hand(0)) == 8


def test_the_whole_game_is_annotated_in_every_bout_and_ends_with_a_durak():
    rec = bouts.load("whole_game")
    game = rec.game()
    assert game.is_over and game.result.durak == 0
    replay, bout_of_move = rec.start(), []
    for recorded in rec.moves:
        bout_of_move.append(replay.bout)
        replay.play(recorded.move)
    commented = {b for b, recorded in zip(bout_of_move, rec.moves) if recorded.comment}
    assert commented == set(range(1, game.bout + 1)) and game.bout >= 10
    # "nothing SimpleBot holds beats" A♠: taking is the only legal move.
    assert [str(m) for m in rec.game(upto=47).legal_moves(0)] == ["P0 takes"]


OWN_TRUMPS_CLAIMS = [
    ("own_trumps_beating", 3, "P0 beats with J♦", "pile.beat_same_suit"),
    ("own_trumps_beating", 4, "P0 picks up", "pile.must_lay"),
    ("own_trumps_beating", 5, "P1 beats with 8♣", "pile.own_trump_on_top"),
    ("own_trumps_beating", 5, "P1 picks up", "pick_up.five"),
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


@pytest.mark.parametrize("name", [n for n in bouts.names() if n not in DURAK_BOUTS])
def test_every_own_trumps_bout_holds_the_whole_pack(name):
    # Svoi Kozyri deals the whole pack and no card ever leaves play: a real position has all
    # 36 cards in the hands and the pile.
    game = bouts.load(name).start()
    cards = [str(c) for seat in range(game.players) for c in game.hand(seat)]
    cards += [str(c) for c in game.pile]
    assert len(cards) == len(set(cards)) == 36


def test_at_least_five_own_trumps_bouts():
    records = [bouts.load(n) for n in bouts.names()]
    assert sum(1 for r in records if r.tags.get("Game") == "own_trumps") >= 5
