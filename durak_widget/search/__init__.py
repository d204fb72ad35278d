"""Search for Durak: a compact playout engine, a playout policy, an exact endgame solver and an
information-set Monte-Carlo tree search, all on plain integers.

- `durak_widget.search.playout`: `Playout`, the position as bit sets, its moves as integers;
- `durak_widget.search.codec`: a `Game` as a `Playout`, and moves back and forth;
"""
