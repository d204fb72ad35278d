"""Helpers shared by the widget tests (not a test module)."""

from durak_widget import Move


class Scripted:
    """A bot that plays the listed moves when they are legal, else the first legal move.
    `move_type` reads the listed moves (Durak's `Move` by default; Svoi Kozyri's works too)."""

    def __init__(self, moves=(), move_type=Move):
        self.moves = [move_type.parse(m) for m in moves]
        self.last_reason = "scripted"

    def choose(self, view, moves):
        if self.moves and self.moves[0] in moves:
            return self.moves.pop(0)
        return moves[0]
