"""Bots read no hidden state: dealing again the cards a seat cannot see never changes its choice.

For each game, every case is a pair of games that look the same to the acting seat (the same
view and legal moves) but hold different cards where that seat cannot look:

- Durak: a random position at the start of a bout, a few moves of the bout played, and a second
  game in which every card the seat cannot see is dealt again, keeping every hand's size (the
  other hands, less the cards shown in this bout, played or the six of trumps exchanged, and
  the talon under the face-up trump). The same moves are replayed there.
- Svoi Kozyri: a random deal with all 36 cards in play; the seat before ours picks up (those
  cards become publicly known in its hand), and the other hands are dealt again around them.
  The same position is checked again in the "lay" phase after our seat beats.

Each game's bots (the simple one, `RandomBot`, and the Monte-Carlo search on a few of the
cases) must then choose the same move with the same reason in both games.
"""

import random
from collections.abc import Callable, Iterator

import pytest

from durak_widget import Card, Game, Rules
from durak_widget.bots import (
    OwnTrumpsSimpleBot,
    OwnTrumpsStrongBot,
    RandomBot,
    SimpleBot,
    StrongBot,
    next_to_act,
)
from durak_widget.own_trumps import Move, OwnTrumps

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]

Case = tuple[object, object, int]


# ------------------------------------------------------------------ Durak


def _durak_position(rng: random.Random, players: int, deck_size: int) -> dict:
    pack = [c for c in DECK if c.rank > 14 - deck_size // 4]  # eltos: 7 to ace
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


def _durak_build(position: dict, rules: Rules) -> Game:
    return Game.from_position(
        position["hands"],
        trump=position["trump"],
        talon=position["talon"],
        attacker=position["attacker"],
        discard=position["discard"],
        rules=rules,
    )


def _durak_reshuffle(position: dict, seat: int, shown: dict, rng: random.Random) -> dict:
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


def durak_cases(preset: str, count: int, seed: int) -> Iterator[Case]:
    rules = getattr(Rules, preset)()
    rng = random.Random(seed)
    for _ in range(count):
        position = _durak_position(rng, rng.randint(2, 6), rules.deck_size)
        first = _durak_build(position, rules)
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
        second = _durak_build(_durak_reshuffle(position, seat, shown, rng), rules)
        for move in played:
            second.play(move)
        yield first, second, seat


# ------------------------------------------------------------------ Svoi Kozyri


def _own_position(rng: random.Random, players: int) -> dict:
    """All 36 cards in play: a pile of 1-8 cards, the rest dealt to the players."""
    pack = DECK[:]
    rng.shuffle(pack)
    pile = pack[: rng.randint(1, 8)]
    rest = pack[len(pile) :]
    cuts = sorted(rng.sample(range(1, len(rest)), players - 1))
    hands = [rest[a:b] for a, b in zip([0, *cuts], [*cuts, len(rest)])]
    return {"hands": hands, "pile": pile, "trumps": rng.sample("SHDC", players)}


def _own_build(position: dict, turn_seat: int) -> OwnTrumps:
    return OwnTrumps.from_position(
        position["hands"], trumps=position["trumps"], pile=position["pile"], turn=turn_seat
    )


def _own_reshuffle(position: dict, seat: int, keep: dict, rng: random.Random) -> dict:
    """The same position with every card `seat` cannot see dealt again (hand sizes kept);
    `keep[p]` are cards publicly known to be in hand p."""
    hands = [list(h) for h in position["hands"]]
    pool = []
    for p, hand in enumerate(hands):
        if p != seat:
            pool += [c for c in hand if c not in keep.get(p, ())]
    rng.shuffle(pool)
    for p, hand in enumerate(hands):
        if p != seat:
            known = [c for c in hand if c in keep.get(p, ())]
            need = len(hand) - len(known)
            hands[p] = known + pool[:need]
            pool = pool[need:]
    return {**position, "hands": hands}


def own_trumps_cases(players: int, count: int, seed: int) -> Iterator[Case]:
    rng = random.Random(seed)
    for _ in range(count):
        position = _own_position(rng, players)
        seat = rng.randrange(players)
        prev = (seat - 1) % players
        first = _own_build(position, prev)
        # The seat before ours picks up: those cards become publicly known in its hand.
        taken = first.pick_up_count(prev)
        keep = {prev: set(position["pile"][len(position["pile"]) - taken :])}
        second = _own_build(_own_reshuffle(position, seat, keep, rng), prev)
        for game in (first, second):
            game.play(Move.pick_up(prev))
        yield first, second, seat
        beats = [m for m in first.legal_moves(seat) if m.kind == "beat"]
        if beats:  # the same seat again, in the "lay" phase after a beat
            first, second = first.copy(), second.copy()
            for game in (first, second):
                game.play(beats[0])
            assert first.phase == "lay"
            yield first, second, seat


# ------------------------------------------------------------------ the test

Maker = Callable[[int], object]
GAMES: dict[str, tuple[Callable[..., Iterator[Case]], list, list[Maker], int]] = {
    # cases, their settings, the bots, and how often (every n-th case) the search runs
    "durak": (
        lambda preset: durak_cases(preset, count=150, seed=PRESETS.index(preset)),
        PRESETS,
        [SimpleBot, RandomBot, lambda seed: StrongBot(seed=seed, playouts=6, time_ms=None)],
        10,
    ),
    "own_trumps": (
        lambda players: own_trumps_cases(players, count=12, seed=players),
        [3, 4],
        [
            OwnTrumpsSimpleBot,
            RandomBot,
            lambda seed: OwnTrumpsStrongBot(seed=seed, playouts=30, time_ms=None, move_cap=200),
        ],
        1,
    ),
}


@pytest.mark.parametrize(
    ("game", "setting"),
    [(name, setting) for name, (_, settings, _, _) in GAMES.items() for setting in settings],
)
def test_choices_ignore_hidden_cards(game, setting):
    cases, _, makers, search_every = GAMES[game]
    checked = differing = 0
    for number, (first, second, seat) in enumerate(cases(setting)):
        view, moves = first.view(seat), first.legal_moves(seat)
        assert view == second.view(seat)
        assert moves == second.legal_moves(seat)
        differing += first.hands != second.hands
        bots = makers if number % search_every == 0 else makers[:-1]
        for make in bots:
            a, b = make(seed=5), make(seed=5)
            assert a.choose(view, moves) == b.choose(second.view(seat), second.legal_moves(seat))
            assert a.last_reason == b.last_reason
        checked += 1
    assert checked >= 12
    assert differing > checked * 2 // 3, "the reshuffle should usually move hidden cards"


def test_durak_cases_reach_the_middle_of_bouts():
    mid_bout = sum(bool(first.table) for first, _, _ in durak_cases("podkidnoy", 150, seed=0))
    assert mid_bout > 50, "many cases should be in the middle of a bout"


def test_own_trumps_cases_cover_every_phase():
    phases = [first.phase for first, _, _ in own_trumps_cases(3, 12, seed=3)]
    assert min(phases.count(phase) for phase in ("start", "respond", "lay")) >= 3, phases
