"""Bots read no hidden state: shuffling the cards a seat cannot see never changes its choice.

Each case builds a random position at the start of a bout, plays a few moves of the bout, and
then builds a second game in which every card the acting seat cannot see is dealt again at
random, keeping every hand's size: the other hands (less the cards shown in this bout: played,
or the six of trumps exchanged) and the talon under the face-up trump. The same moves are
replayed there. The acting seat's view and legal moves are then the same in both games, and so
must be each bot's choice.
"""

import random

import pytest

from durak_widget import Card, Game, Rules
from durak_widget.bots import RandomBot, SimpleBot, StrongBot, next_to_act

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def _random_position(rng: random.Random, players: int) -> dict:
    pack = DECK[:]
    rng.shuffle(pack)
    sizes = [rng.randint(1, 8) for _ in range(players)]
    hands = []
    for size in sizes:
        hands.append(pack[:size])
        pack = pack[size:]
    talon_size = rng.randint(0, min(len(pack), 14))
    talon, rest = pack[:talon_size], pack[talon_size:]
    discard = rest[: rng.randint(0, len(rest))]
    return {
        "hands": hands,
        "talon": talon,
        "discard": discard,
        "trump": rng.choice("SHDC") if not talon else None,
        "attacker": rng.randrange(players),
    }


def _build(position: dict, rules: Rules) -> Game:
    return Game.from_position(
        position["hands"],
        trump=position["trump"],
        talon=position["talon"],
        attacker=position["attacker"],
        discard=position["discard"],
        rules=rules,
    )


def _reshuffle(position: dict, seat: int, shown: dict, rng: random.Random) -> dict:
    """The same position with every card `seat` cannot see dealt again."""
    hands = [list(h) for h in position["hands"]]
    talon = list(position["talon"])
    pool = talon[:-1]
    kept = {}
    for p, hand in enumerate(hands):
        if p == seat:
            continue
        kept[p] = [c for c in hand if c in shown.get(p, ())]
        pool += [c for c in hand if c not in shown.get(p, ())]
    rng.shuffle(pool)
    for p in kept:
        need = len(hands[p]) - len(kept[p])
        hands[p] = kept[p] + pool[:need]
        pool = pool[need:]
    new_talon = [*pool, talon[-1]] if talon else []
    return {**position, "hands": hands, "talon": new_talon}


def _cases(preset: str, count: int, seed: int):
    rules = getattr(Rules, preset)()
    rng = random.Random(seed)
    made = 0
    while made < count:
        position = _random_position(rng, rng.randint(2, 6))
        first = _build(position, rules)
        driver = RandomBot(rng.randrange(10**6))
        played = []
        for _ in range(rng.randint(0, 12)):
            seat = next_to_act(first)
            move = driver.choose(first.view(seat), first.legal_moves(seat))
            probe = first.copy()
            probe.play(move)
            if probe.bout != first.bout or probe.is_over:
                break  # stay inside the first bout: from_position starts a bout
            first = probe
            played.append(move)
        seat = next_to_act(first)
        shown: dict[int, set] = {}
        for move in played:
            shown.setdefault(move.player, set()).update(move.cards)
            if move.kind == "exchange":  # showing the six of trumps
                shown[move.player].add(Card(6, first.trump))
        other_position = _reshuffle(position, seat, shown, rng)
        second = _build(other_position, rules)
        for move in played:
            second.play(move)
        made += 1
        yield first, second, seat


@pytest.mark.parametrize("preset", PRESETS)
def test_choices_ignore_hidden_cards(preset):
    differing = mid_bout = 0
    for case, (first, second, seat) in enumerate(
        _cases(preset, count=150, seed=PRESETS.index(preset))
    ):
        view = first.view(seat)
        assert view == second.view(seat)
        moves = first.legal_moves(seat)
        assert moves == second.legal_moves(seat)
        differing += first.hands != second.hands
        mid_bout += bool(first.table)
        makers = [SimpleBot, RandomBot]
        if case % 10 == 0:  # a few searches: StrongBot too sees only the view
            makers.append(lambda seed: StrongBot(seed=seed, playouts=6, time_ms=None))
        for make in makers:
            a, b = make(seed=5), make(seed=5)
            assert a.choose(view, moves) == b.choose(second.view(seat), second.legal_moves(seat))
            assert a.last_reason == b.last_reason
    assert differing > 100, "the reshuffle should usually move hidden cards"
    assert mid_bout > 50, "many cases should be in the middle of a bout"
