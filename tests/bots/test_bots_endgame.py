"""The exact two-player endgame solver, checked against a plain minimax without shortcuts."""

import random

import pytest

from durak_widget import Card, Game, Move, Rules
from durak_widget.bots import SimpleBot, StrongBot, play_game, turn
from durak_widget.bots.endgame import SearchBudgetExceeded, solve
from durak_widget.bots.strong import _best_reply, _share
from durak_widget.search.codec import encode, from_game, to_move
from durak_widget.search.reply import BestReply

DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def _minimax(game: Game, seat: int) -> float:
    if game.is_over:
        durak = game.result.durak
        return 0.5 if durak is None else 0.0 if durak == seat else 1.0
    acting, moves = turn(game)
    values = []
    for move in moves:
        child = game.copy()
        child.play_unchecked(move)
        values.append(_minimax(child, seat))
    return max(values) if acting == seat else min(values)


def _endgames(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        rules = rng.choice([Rules.podkidnoy(), Rules.perevodnoy(), Rules.classic(), Rules.eltos()])
        pack = [c for c in DECK if c.rank > 14 - rules.deck_size // 4]  # eltos: 7 to ace
        cards = rng.sample(pack, rng.randint(3, 6))
        cut = rng.randint(1, len(cards) - 1)
        yield Game.from_position(
            [cards[:cut], cards[cut:]],
            trump=rng.choice("SHDC"),
            attacker=rng.randrange(2),
            discard=[next(c for c in pack if c not in cards)],  # past the first bout
            rules=rules,
        )


def test_the_solver_agrees_with_plain_minimax():
    for game in _endgames(60, seed=1):
        seat, moves = turn(game)
        values = solve(game, seat)
        assert set(values) == set(moves)
        for move, value in values.items():
            child = game.copy()
            child.play_unchecked(move)
            assert value == _minimax(child, seat), (game, move)


def test_the_solver_gives_up_beyond_its_budget():
    game = Game.from_position([DECK[:8], DECK[9:17]], trump="D", discard=[DECK[8]])
    seat, _ = turn(game)
    with pytest.raises(SearchBudgetExceeded, match="more than 5 positions"):
        solve(game, seat, max_nodes=5)


def test_strong_bot_solves_known_endgames():
    # Talon empty, two players, and every other card discarded: nothing is hidden.
    hands = [["AS", "7H", "8D"], ["6S", "KH", "9C"]]
    used = {Card.parse(c) for hand in hands for c in hand}
    game = Game.from_position(hands, trump="D", discard=[c for c in DECK if c not in used])
    bot = StrongBot(seed=1, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move in game.legal_moves(0)
    assert bot.last_reason.startswith("Every card is known now, so I solved the endgame exactly")
    assert str(move.cards[0]) in bot.last_reason
    assert isinstance(move, Move)


def test_an_endgame_lost_whatever_i_play_says_so_in_words():
    # P1's only card, A♣, is a trump that beats either of P0's spades and takes P1 out.
    hands = [["6S", "7S"], ["AC"]]
    used = {Card.parse(c) for hand in hands for c in hand}
    game = Game.from_position(
        hands, trump="C", attacker=0, discard=[c for c in DECK if c not in used]
    )
    bot = StrongBot(seed=1, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move.kind == "attack"
    assert bot.last_details["solved"] == dict.fromkeys(game.legal_moves(0), "loses")
    assert bot.last_reason == (
        "Every card is known now, so I solved the endgame exactly: every move loses against "
        f"best play. I lead {move.cards[0]}."
    )


SWINDLE = [["AH", "QS"], ["8S", "6D", "6S", "7D", "9D", "10C"]]
"""P0 to lead, clubs trumps, the talon empty. Against best play every lead loses: after A♥ is
beaten with the trump 10♣, P1 leads a diamond and P0 has to take it. The rules of thumb lead
their lowest card, 6♠, instead; P0 beats it with Q♠, its last card, and is out."""


def _endgame(hands: list[list[str]], trump: str) -> Game:
    """P0 to lead `hands`, the talon empty, every other card discarded: nothing is hidden."""
    used = {Card.parse(c) for hand in hands for c in hand}
    return Game.from_position(
        hands, trump=trump, attacker=0, discard=[c for c in DECK if c not in used]
    )


def _swindle_game() -> Game:
    return _endgame(SWINDLE, "C")


def _durak_after(lead: str, seed: int) -> int | None:
    """The durak when P0 leads `lead` and StrongBot plays on for P0 against SimpleBot."""
    game = _swindle_game()
    game.play(Move.attack(0, lead))
    bots = {0: StrongBot(seed=seed, time_ms=None, playouts=300), 1: SimpleBot(seed)}
    finished, _ = play_game(game, bots, 100)
    assert finished
    return game.result.durak


def test_in_an_endgame_lost_whatever_i_play_i_pick_the_move_the_rules_of_thumb_get_wrong():
    game = _swindle_game()
    moves = game.legal_moves(0)
    assert set(solve(game, 0).values()) == {0.0}  # every lead loses against best play
    assert SimpleBot(1).choose(game.view(0), moves) == Move.attack(0, "QS")
    bot = StrongBot(seed=1, time_ms=None)
    move = bot.choose(game.view(0), moves)
    assert move == Move.attack(0, "AH")
    # Worked out to the end against the rules of thumb: A♥ always wins, Q♠ never does.
    assert bot.last_details["replies"] == {
        Move.attack(0, "AH"): (1.0, 0.0),
        Move.attack(0, "QS"): (0.0, 0.0),
    }
    assert bot.last_tree is None  # no sampling was needed
    assert bot.last_reason == (
        "Every card is known now, so I solved the endgame exactly: every move loses against "
        "best play. I lead A♥. If the other player plays by my rules of thumb, leading A♥ wins: "
        "I worked it out to the end."
    )
    assert bot.reason_in("ru").endswith(
        "Хожу с A♥. Если соперник играет по моим простым правилам, сходить с A♥ — выигрыш: я "
        "просчитал всё до конца."
    )
    assert bot.reason_in("es").endswith(
        "Salgo con A♥. Si el otro jugador sigue mis reglas prácticas, salir con A♥ gana: lo "
        "calculé todo hasta el final."
    )
    # The claim is real: against SimpleBot itself, A♥ wins and Q♠ loses.
    for seed in range(4):
        assert _durak_after("AH", seed) == 1
        assert _durak_after("QS", seed) == 0


@pytest.mark.parametrize("reply_nodes", [0, 1])
def test_past_the_exact_reply_s_budget_the_swindle_is_searched(reply_nodes):
    game = _swindle_game()
    moves = game.legal_moves(0)
    bot = StrongBot(seed=1, time_ms=None)
    bot.reply_nodes = reply_nodes  # 0: never worked out; 1: past the budget at once
    move = bot.choose(game.view(0), moves)
    assert move == Move.attack(0, "AH")
    assert "replies" not in bot.last_details
    samples = bot.last_tree.samples[encode(move)]
    won = samples.count(1.0)
    assert bot.last_details["chances"] == {
        m: bot.last_tree.samples[encode(m)].count(1.0) / len(bot.last_tree.samples[encode(m)])
        for m in moves
    }
    assert all(
        rate < won / len(samples) for m, rate in bot.last_details["chances"].items() if m != move
    )
    assert bot.last_reason == (
        "Every card is known now, so I solved the endgame exactly: every move loses against "
        "best play. I lead A♥. If the other player plays by my rules of thumb, leading A♥ gives "
        f"the best chance: it won {won} of {len(samples)} games I played out."
    )
    assert bot.reason_in("ru").endswith(
        f"лучше всего сходить с A♥: выигрыш в {won} из {len(samples)} сыгранных партий."
    )
    assert "la mejor opción es salir con A♥" in bot.reason_in("es")


def test_without_the_swindle_a_lost_endgame_follows_the_rule_of_thumb():
    game = _swindle_game()
    bot = StrongBot(seed=1, time_ms=None)
    bot.swindle = False
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move == Move.attack(0, "QS")
    assert "chances" not in bot.last_details
    assert bot.last_reason == (
        "Every card is known now, so I solved the endgame exactly: every move loses against "
        "best play. I lead Q♠."
    )


DRAWN = [["8D", "6C", "7H", "9H", "6H", "QD"], ["6D", "QC"]]
"""P0 to lead hearts, clubs trumps: leading 6♥ or 7♥ draws against best play, anything else
loses."""


def _drawn_game() -> Game:
    return _endgame(DRAWN, "C")


def test_in_a_drawn_endgame_i_keep_the_draw_and_play_for_the_win():
    game = _drawn_game()
    moves = game.legal_moves(0)
    values = solve(game, 0)
    drawing = {m for m, v in values.items() if v == 0.5}
    assert drawing == {Move.attack(0, "6H"), Move.attack(0, "7H")} and max(values.values()) == 0.5
    bot = StrongBot(seed=1, time_ms=None)
    move = bot.choose(game.view(0), moves)
    assert move in drawing
    assert set(bot.last_details["replies"]) == drawing  # only the drawing moves are compared
    assert bot.last_details["replies"][move] == (1.0, 0.0)
    assert bot.last_reason.endswith(
        f"So: I lead {move.cards[0]}. If the other player plays by my rules of thumb, leading "
        f"{move.cards[0]} wins: I worked it out to the end."
    )
    # Against SimpleBot itself the draw becomes a win.
    for seed in range(3):
        game = _drawn_game()
        game.play(move)
        finished, _ = play_game(
            game, {0: StrongBot(seed=seed, time_ms=None), 1: SimpleBot(seed)}, 100
        )
        assert finished and game.result.durak == 1


def test_in_a_drawn_endgame_the_searched_swindle_keeps_the_draw():
    game = _drawn_game()
    moves = game.legal_moves(0)
    drawing = {m for m, v in solve(game, 0).items() if v == 0.5}
    bot = StrongBot(seed=1, time_ms=None, playouts=1000)
    bot.reply_nodes = 0
    move = bot.choose(game.view(0), moves)
    assert move in drawing
    chances = bot.last_details["chances"]
    assert set(chances) == drawing  # only the drawing moves are played out
    samples = bot.last_tree.samples[encode(move)]
    assert all(chances[m] < chances[move] for m in drawing - {move})
    assert bot.last_reason.endswith(
        f"So: I lead {move.cards[0]}. If the other player plays by my rules of thumb, leading "
        f"{move.cards[0]} gives the best chance of the moves that draw: it won "
        f"{samples.count(1.0)} of {len(samples)} games I played out."
    )


TIES = [["8S", "8H", "8C", "8D", "10D", "JD"], ["QH", "AS", "AH", "QD", "KD", "AD"]]
"""P0 to lead, diamonds trumps, the talon empty (from a benchmark game): every lead loses
against best play. Against the rules of thumb, which choose at random among equally good leads,
leading 10♦ or J♦ draws one time in three."""


def _ties_game() -> Game:
    return _endgame(TIES, "D")


def test_a_swindle_that_depends_on_the_other_player_s_ties_gives_the_share():
    game = _ties_game()
    moves = game.legal_moves(0)
    assert set(solve(game, 0).values()) == {0.0}
    bot = StrongBot(seed=1, time_ms=None)
    move = bot.choose(game.view(0), moves)
    assert move in (Move.attack(0, "10D"), Move.attack(0, "JD"))
    wins, draws = bot.last_details["replies"][move]
    assert wins == 0 and draws == pytest.approx(1 / 3)
    assert bot.last_reason.endswith(
        f"If the other player plays by my rules of thumb, leading {move.cards[0]} gives the best "
        "chance: I worked it out to the end, and it draws 33% of the time."
    )
    assert bot.reason_in("ru").endswith("я просчитал всё до конца, ничья в 33% случаев.")
    assert bot.reason_in("es").endswith("y empata el 33% de las veces.")
    # Against SimpleBot itself: never a win, and a draw for some of its seeds only.
    outcomes = set()
    for seed in range(12):
        game = _ties_game()
        game.play(move)
        bots = {0: StrongBot(seed=seed, time_ms=None), 1: SimpleBot(seed)}
        finished, _ = play_game(game, bots, 100)
        assert finished
        outcomes.add(game.result.durak)
    assert outcomes == {None, 0}


@pytest.mark.parametrize(
    ("wins", "draws", "english", "russian", "spanish"),
    [
        (
            0.5,
            0.0,
            "it wins 50% of the time.",
            "выигрыш в 50% случаев.",
            "y gana el 50% de las veces.",
        ),
        (
            0.25,
            0.5,
            "it wins 25% and draws 50% of the time.",
            "выигрыш в 25% случаев и ничья в 50%.",
            "y gana el 25% de las veces y empata el 50%.",
        ),
        (
            0.0,
            1.0,
            "leading 7♠ draws: I worked it out to the end.",
            "сходить с 7♠ — ничья",
            "salir con 7♠ empata: lo calculé todo hasta el final.",
        ),
    ],
)
def test_the_swindle_s_sentence_says_how_often_the_move_wins_and_draws(
    wins, draws, english, russian, spanish
):
    line = _best_reply(Move.attack(0, "7S"), wins, draws, False)
    assert str(line).startswith("If the other player plays by my rules of thumb, leading 7♠ ")
    assert str(line).endswith(english)
    assert russian in line.in_language("ru")
    assert line.in_language("es").endswith(spanish)


LAST_HIDDEN = ([["7H", "8H", "JD", "KS", "QS", "QC"], ["10S", "7S", "AS", "AH", "AD", "JS"]], "9S")
"""P0 to lead, spades trumps, the 9♠ face up under one hidden talon card (from a SimpleBot game):
P0 has not seen P1's six cards and the hidden card, so seven deals are possible."""


def _last_hidden(talon_card: str, other: list[str]) -> Game:
    """The game where `talon_card` lies on the face-up trump and P1 holds `other`."""
    hand = LAST_HIDDEN[0][0]
    used = {Card.parse(c) for c in [*hand, *other, talon_card, LAST_HIDDEN[1]]}
    return Game.from_position(
        [hand, other],
        talon=[talon_card, LAST_HIDDEN[1]],
        discard=[c for c in DECK if c not in used],
    )


def test_with_one_talon_card_hidden_i_work_out_every_deal():
    unseen = ["8C", *LAST_HIDDEN[0][1]]
    game = _last_hidden("8C", LAST_HIDDEN[0][1])
    moves = game.legal_moves(0)
    bot = StrongBot(seed=1, time_ms=None)
    bot.listed_deals = 40
    move = bot.choose(game.view(0), moves)
    assert bot.last_details["deals"] == 7
    # The figures are those of the seven games P0 cannot tell apart, each worked out
    # against the rules of thumb.
    twins = [_last_hidden(card, [c for c in unseen if c != card]) for card in unseen]
    codes = [encode(m) for m in moves]
    expected = {m: [0.0, 0.0] for m in moves}
    for twin in twins:
        for code, (wins, draws) in BestReply(0).values(from_game(twin), codes).items():
            expected[to_move(code)][0] += wins / 7
            expected[to_move(code)][1] += draws / 7
    replies = bot.last_details["replies"]
    assert set(replies) == set(moves)
    for m in moves:
        assert replies[m] == pytest.approx(tuple(expected[m]))
    score = {m: wins + draws / 2 for m, (wins, draws) in expected.items()}
    assert move == Move.attack(0, "7H") and score[move] == max(score.values())
    assert bot.last_reason == (
        "Only the other hand and the talon's card under the face-up trump are hidden now: 7 "
        "possible deals. I worked each of them out to the end, the other player playing by my "
        "rules of thumb: leading 7♥ wins 71% and draws 29% of the time; leading 8♥ wins 71% and "
        "draws 14% of the time; leading Q♣ wins 57% and draws 43% of the time. So: I lead 7♥."
    )
    assert bot.reason_in("ru").startswith(
        "Скрыты только карты соперника и карта колоды под открытым козырем: 7 возможных "
        "раскладов. Я просчитал каждый до конца, считая, что соперник играет по моим простым "
        "правилам: сходить с 7♥ — выигрыш в 71% случаев, ничья в 29%;"
    )
    assert bot.reason_in("es").startswith(
        "Solo están ocultas la mano del otro jugador y la carta de la baceta bajo el triunfo "
        "descubierto: 7 repartos posibles. Calculé cada uno hasta el final, si el otro jugador "
        "sigue mis reglas prácticas: salir con 7♥ gana el 71% y empata el 29% de las veces;"
    )


@pytest.mark.parametrize("listed_deals", [None, 0, 1, 6])
def test_past_its_limit_of_deals_the_last_hidden_card_is_searched(listed_deals):
    # By default (1) only an endgame too big to solve is worked out this way.
    game = _last_hidden("8C", LAST_HIDDEN[0][1])
    bot = StrongBot(seed=1, playouts=60, time_ms=None)
    if listed_deals is not None:
        bot.listed_deals = listed_deals
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move in game.legal_moves(0)
    assert "replies" not in bot.last_details and bot.last_details["deals"] > 1
    assert "Only the other hand" not in bot.last_reason


@pytest.mark.parametrize(
    ("wins", "draws", "english", "russian", "spanish"),
    [
        (1.0, 0.0, "taking always wins", "взять — всегда выигрыш", "tomar las cartas siempre gana"),
        (
            0.0,
            0.0,
            "taking always loses",
            "взять — всегда проигрыш",
            "tomar las cartas siempre pierde",
        ),
        (
            0.0,
            1.0,
            "taking always draws",
            "взять — всегда ничья",
            "tomar las cartas siempre empata",
        ),
        (
            0.0,
            0.5,
            "taking draws 50% of the time",
            "взять — ничья в 50% случаев",
            "tomar las cartas empata el 50% de las veces",
        ),
        (
            0.25,
            0.0,
            "taking wins 25% of the time",
            "взять — выигрыш в 25% случаев",
            "tomar las cartas gana el 25% de las veces",
        ),
        (
            0.5,
            0.25,
            "taking wins 50% and draws 25% of the time",
            "взять — выигрыш в 50% случаев, ничья в 25%",
            "tomar las cartas gana el 50% y empata el 25% de las veces",
        ),
    ],
)
def test_each_move_s_share_of_the_deals_in_words(wins, draws, english, russian, spanish):
    part = _share(Move.take(0), wins, draws, False)
    assert part.in_language("en") == english
    assert part.in_language("ru") == russian
    assert part.in_language("es") == spanish


def test_an_endgame_too_big_for_the_solver_is_worked_out_against_the_rules_of_thumb():
    game = _ties_game()
    moves = game.legal_moves(0)
    bot = StrongBot(seed=1, time_ms=None, endgame_nodes=1)
    move = bot.choose(game.view(0), moves)
    codes = {encode(m): m for m in moves}
    expected = {codes[c]: v for c, v in BestReply(0).values(from_game(game), list(codes)).items()}
    assert bot.last_details == {"deals": 1, "replies": expected}
    score = {m: wins + draws / 2 for m, (wins, draws) in expected.items()}
    assert score[move] == max(score.values()) == pytest.approx(1 / 6)
    assert move == Move.attack(0, "10D")
    assert bot.last_reason == (
        "Every card is known now, but the endgame is too big to solve against best play in my "
        "time. I worked it out to the end, the other player playing by my rules of thumb: "
        "leading 10♦ draws 33% of the time; leading J♦ draws 33% of the time; leading 8♠ always "
        "loses. So: I lead 10♦."
    )
    assert bot.reason_in("ru").startswith("Все карты теперь известны, но концовка слишком велика")
    assert bot.reason_in("es").startswith("Ya se conocen todas las cartas, pero el final es")
    # Without the reply, or with no deal to list, the tree search decides.
    for reply_nodes, listed_deals in ((0, 40), (100_000, 0)):
        bot = StrongBot(seed=1, playouts=60, time_ms=None, endgame_nodes=1)
        bot.reply_nodes, bot.listed_deals = reply_nodes, listed_deals
        assert bot.choose(game.view(0), moves) in moves
        assert "replies" not in bot.last_details and "Every card is known" not in bot.last_reason
    bot.listed_deals = 1
    bot.choose(game.view(0), moves)
    assert bot.last_details["deals"] == 1 and "replies" in bot.last_details
