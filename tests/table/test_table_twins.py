"""Nothing the browser receives depends on cards it may not see: twin tables whose games
differ only in hidden cards (the bots' hands, a partner's hand) send the
learner's browser the same bytes, message for message, from the learner's move until a bot
has moved (its move is public then). This covers the quiet window's line and its countdown,
"P1 is thinking…", the versions and every other synced value, in many random positions of 2,
3 and 4 players (partnerships included)."""

from __future__ import annotations

import json
import random
import re

import pytest

from durak_widget import DurakWidget, Game, Rules
from durak_widget.table import ManualScheduler, Thought


def snapshot(game: Game) -> dict:
    """The position of `game` as `Game.from_position` reads it."""
    view = game.view(0)
    return {
        "hands": [[c.code for c in game.hand(s)] for s in range(game.players)],
        "talon": [c.code for c in game.talon_top_first()],
        "trump": game.trump,
        "attacker": game.attacker,
        "discard": list(view["discarded"]),
        "table": [(p["attack"], p["defence"]) for p in view["table"]],
        "taking": bool(game.taking),
        "known": [list(h["known"]) for h in view["hands"]],
        "rules": game.rules,
    }


def hidden_shuffle(position: dict, rng: random.Random) -> dict:
    """The same position with the cards of the other hands (partners' too) dealt again among
    them, but their known cards (the talon stays: what the learner draws from it is theirs
    to see)."""
    hands = position["hands"]
    known = position["known"]
    pool = [c for s in range(1, len(hands)) for c in hands[s] if c not in known[s]]
    rng.shuffle(pool)
    twin = dict(position)
    new_hands = [list(hands[0])]
    for s in range(1, len(hands)):
        hidden = sum(1 for c in hands[s] if c not in known[s])
        new_hands.append([c for c in hands[s] if c in known[s]] + pool[:hidden])
        pool = pool[hidden:]
    twin["hands"] = new_hands
    return twin


def build(position: dict) -> Game:
    return Game.from_position(
        position["hands"],
        trump=position["trump"],
        talon=position["talon"],
        attacker=position["attacker"],
        discard=position["discard"],
        rules=position["rules"],
        table=position["table"],
        taking=position["taking"],
        known=position["known"],
    )


def positions(count: int):
    """Positions where the learner (seat 0) is to act, from seeded random games."""
    rng = random.Random(2024)
    found = 0
    seed = 0
    while found < count:
        seed += 1
        players = (2, 3, 4)[seed % 3]
        rules = Rules.podkidnoy().replace(partnerships=True) if players == 4 else Rules.podkidnoy()
        game = Game.new(players, seed=seed, rules=rules)
        for _ in range(rng.randrange(0, 60)):
            if game.is_over:
                break
            _, moves = game.turn()
            game.play(rng.choice(moves))
        if game.is_over or game.turn()[0] != 0:
            continue
        found += 1
        yield seed, snapshot(game)


class Wire:
    """Every message the widget sends the browser, as bytes (JSON; the ids of the widget's
    own layout and style models, which differ between any two widgets, made alike)."""

    def __init__(self, w: DurakWidget):
        self.sent: list[bytes] = [self.encode(w.get_state())]
        w.comm.send = self.receive

    @staticmethod
    def encode(data) -> bytes:
        text = json.dumps(data, sort_keys=True)
        return re.sub(r"IPY_MODEL_[0-9a-f]+", "IPY_MODEL", text).encode()

    def receive(self, data=None, buffers=None, **_):
        self.sent.append(self.encode(data))


class LaterThinker:
    """Bots think when the test says (`run`), their decisions handed back on the table's
    clock: as a kernel's worker thread does."""

    def __init__(self, clock: ManualScheduler):
        self.clock = clock
        self.tasks: list = []

    def think(self, task, done):
        self.tasks.append((task, done))

    def run(self) -> None:
        tasks, self.tasks = self.tasks, []
        for task, done in tasks:
            thought = Thought(task())
            self.clock.call_later(0, lambda done=done, thought=thought: done(thought))


def widget(game: Game, later: bool) -> tuple[DurakWidget, ManualScheduler, Wire]:
    clock = ManualScheduler()
    w = DurakWidget(
        game, seat=0, bots="simple", seed=11, scheduler=clock, bot_delay_ms=300, quiet_ms=2000
    )
    if later:
        w.session.thinker = LaterThinker(clock)
    return w, clock, Wire(w)


@pytest.mark.parametrize("later", [False, True], ids=["at once", "on a worker"])
@pytest.mark.parametrize("case", list(positions(60)), ids=lambda c: f"seed{c[0]}")
def test_twins_differing_only_in_hidden_cards_send_the_same_bytes(case, later):
    seed, position = case
    rng = random.Random(seed)
    a_game = build(position)
    b_game = build(hidden_shuffle(position, rng))
    assert a_game.legal_moves(0) == b_game.legal_moves(0)
    a, a_clock, a_wire = widget(a_game, later)
    b, b_clock, b_wire = widget(b_game, later)
    assert a_wire.sent == b_wire.sent
    move = rng.choice(a.game.legal_moves(0))
    played = len(a.game.history)
    for w in (a, b):
        w._handle_custom_msg({"type": "move", "move": move.to_json()}, [])
    assert a_wire.sent == b_wire.sent, "the learner's move is answered alike"
    # while the bots are pending, both browsers get the same bytes at every tick
    for _ in range(40):
        if len(a.game.history) > played + 1 or len(b.game.history) > played + 1:
            break
        before = (len(a_wire.sent), len(b_wire.sent))
        for w in (a, b):
            if later:
                w.session.thinker.run()
        a_clock.advance(0.1)
        b_clock.advance(0.1)
        if len(a.game.history) > played + 1 or len(b.game.history) > played + 1:
            break  # a bot moved in this tick: its move is public
        assert a_wire.sent[before[0] :] == b_wire.sent[before[1] :]
        assert a_wire.sent == b_wire.sent
