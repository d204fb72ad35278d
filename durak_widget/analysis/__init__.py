"""Game analysis for learners: every move of a game judged from its player's point of view.

`analyse` goes through a game (a `Game` or a `Record`) move by move and, for each move that was
not forced, asks the search what each of the player's legal moves was worth from what that
player knew (`move_estimates`: the exact solver once nothing is hidden between two players, else
every legal move played out by the rules of thumb in the same imagined deals: the search the
coach's comments read too, graded by the same verdict). A move whose best alternative did
clearly better, beyond the search's noise, gets a mark (``?!``, ``?``, ``??``); a move that did
clearly better than every alternative, where the rule of thumb would have gone wrong, gets
``!``. The losing side's biggest mistake is the decisive moment; each seat's deal gets its luck
(trumps dealt, and its chance from its own cards). `Analysis.to_record` writes it all into a
record that the replay and guess-the-move lessons read. `analyse_steps` does the same work in
small steps, for a table that thinks in slices on its event loop (Pyodide, where no worker
thread can run).

>>> from durak_widget import Game
>>> from durak_widget.bots import SimpleBot, play_game
>>> game = Game.new(2, seed=3)
>>> _ = play_game(game, [SimpleBot(1), SimpleBot(2)])
>>> analysis = analyse(game, budget=None, rounds=20)
>>> len(analysis.moves) == len(game.history)
True
>>> set(analysis.marks.values()) <= {"!", "?!", "?", "??"}
True
"""

from .annotate import Analysis, Luck, Progress, analyse, analyse_steps
from .estimate import Estimate, Estimates, estimate_moves, estimate_steps, move_estimates
from .judge import BLUNDER, DUBIOUS, GOOD, MISTAKE, NOISE_Z, Judgement

__all__ = [
    "BLUNDER",
    "DUBIOUS",
    "GOOD",
    "MISTAKE",
    "NOISE_Z",
    "Analysis",
    "Estimate",
    "Estimates",
    "Judgement",
    "Luck",
    "Progress",
    "analyse",
    "analyse_steps",
    "estimate_moves",
    "estimate_steps",
    "move_estimates",
]
