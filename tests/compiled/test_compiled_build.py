"""Which build of the engines is running, and that both builds are the same engines.

`scripts/check-wheel.sh` runs the test suite against the compiled wheel installed in a fresh
venv with ``DURAK_EXPECT_COMPILED=1``; there, these tests fail unless the compiled engines (mypyc
extension modules, not the source tree) were imported. Without the variable the pure engines
are expected, and `COMPILED` must tell the truth about what was imported.
"""

from __future__ import annotations

import os
import random
import sysconfig
from pathlib import Path

import durak_widget
from durak_widget.engine import COMPILED, Game, Rules
from durak_widget.engine import game as game_module
from durak_widget.own_trumps import OwnTrumps
from durak_widget.own_trumps import game as own_trumps_game

EXTENSION = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
# The suite runs against the source tree (pure) unless check-wheel says it runs the compiled wheel.
EXPECT = os.environ.get("DURAK_EXPECT_COMPILED", "0")


def test_compiled_says_which_modules_were_imported():
    assert COMPILED is game_module.__file__.endswith(EXTENSION)
    assert own_trumps_game.__file__.endswith(EXTENSION) is COMPILED


def test_the_expected_build_is_running():
    assert COMPILED is (EXPECT == "1"), (
        f"COMPILED is {COMPILED}, but DURAK_EXPECT_COMPILED is {EXPECT!r} (1: the compiled wheel)"
    )
    if COMPILED:
        installed = Path(sysconfig.get_paths()["purelib"]).resolve()
        package = Path(durak_widget.__file__).resolve()
        assert package.is_relative_to(installed), f"{package} is not the installed wheel"


def test_a_random_game_runs_to_its_end_in_this_build():
    # the same seeds give the same games in both builds (the engine's own suite checks the rest)
    for game_class, seed in ((Game, 7), (OwnTrumps, 8)):
        game = game_class.new(players=3, seed=seed)
        chooser = random.Random(seed)
        while not game.is_over:
            game.play(chooser.choice(game.legal_moves()))
        assert game.result is not None
        again = game_class.new(players=3, seed=seed)
        for move in game.history:
            again.play(str(move))
        assert again.result == game.result


def test_copies_and_pickles_keep_the_whole_game():
    import pickle

    game = Game.new(players=4, rules=Rules.perevodnoy(), seed=3)
    for _ in range(15):
        game.play(game.legal_moves()[0])
    for other in (game.copy(), pickle.loads(pickle.dumps(game))):
        assert other.view(None) == game.view(None)
        assert other.legal_moves() == game.legal_moves()
        assert other.history == game.history and other.seed == game.seed
