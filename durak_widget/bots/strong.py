"""`StrongBot`: information-set Monte-Carlo tree search for Durak on the playout engine.

For each decision the bot rebuilds one complete deal consistent with its view
(`DealSampler`), turns it into the playout engine's compact position and lets
`durak_widget.search.tree.Search` deal the hidden cards again round after round: every legal
move is tried in the same imagined deals, with a tree of the bot's own later decisions below
it, and the other players and the rest of the game played by the playout policy (SimpleBot's
rules of thumb). Moves clearly worse than the best leave the race early, so easy decisions cost
little; a decision with one legal move costs nothing, and the exchange of the six of trumps is
always taken (it is free).

Once nothing is hidden (two players, the talon empty or down to the face-up trump) the bot
solves the rest of the game exactly (`durak_widget.search.solver.Solver`) if it fits in
`endgame_nodes` positions and half the time. When the best it can get against best play is a
loss or a draw and several moves get it, it tries a swindle: a real opponent, like the rules of
thumb, may go wrong where best play would not. Among those moves it plays the one that does
best against the rules of thumb, worked out exactly to the end
(`durak_widget.search.reply.BestReply`, within `reply_nodes` positions), else estimated by the
same tree search among those moves in the rest of the time. The exact value is never given up.

An endgame with nothing hidden that is too big for the solver is worked out against the rules
of thumb the same way, among every move. With `listed_deals` raised (off by default), the bot
also does so just before that: between two players with only the other hand and the last card
of the talon under the face-up trump hidden, the possible deals are few (one for each card the
bot has not seen), and it works each of them out and plays the move with the best result over
them all, each deal as likely as the others.

With `infer_steps` (the default), between two players the bot first asks what the other
player's play says about its hand (`durak_widget.bots.inference.infer_hands`, at most a quarter
of the time): a chain over the ways it could have come by its cards weighs each by how well
SimpleBot's rules of thumb explain its moves, and learns how closely it keeps to them. When it
keeps to them (`infer_trust`), the tree search deals the other player the hands the chain
visited instead of hands at random, and the reason says so.

The reason is worded from the search's own figures: the idea behind the move against the
runner-up, and whether the difference between them was clear (beyond two standard errors of
the paired difference) or too close to call; or the exact value of each move, and for a
swindle how the move does against the rules of thumb.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game
from ..search.codec import to_move
from ..search.solver import clock
from ..search.tree import EXPLORATION, Search, paired
from .deals import DealSampler
from .decision import Decision
from .ideas import durak_idea, is_close
from .inference import infer_hands
from .montecarlo import InconsistentView, MonteCarloBot, rank
from .phrases import gerund, option_text, said_text
from .reasons import NOTHING, Capitalized, Joined, Text, reason_text
from .rollout import playout
from .simple import SimpleBot

__all__ = ["StrongBot"]

RACE = (8, 4, 3.0)
"""The race among the root moves (`durak_widget.search.tree.Search.run`): from the 8th round
on, every 4 rounds, moves more than 3 standard errors behind the leader leave it."""


class StrongBot(MonteCarloBot):
    """Searches imagined deals with a tree below every move and picks the move that won most
    often (see the module docstring).

    `playouts` is the most search iterations per decision (one iteration: one move tried in
    one imagined deal and played to the end), `time_ms` the most CPU time per decision in
    milliseconds (``None``: none); whichever runs out first ends the search, and clearly worse
    moves drop out before. `seed` makes the search reproducible (with ``time_ms=None``).
    `endgame_nodes` bounds the exact solver once nothing is hidden (0: never solve).

    >>> from durak_widget import Game
    >>> game = Game.new(2, seed=4)
    >>> seat = game.attacker
    >>> bot = StrongBot(seed=1, playouts=40, time_ms=None)
    >>> bot.choose(game.view(seat), game.legal_moves(seat)) in game.legal_moves(seat)
    True
    """

    def __init__(
        self,
        seed: int | None = None,
        playouts: int = 5000,
        time_ms: float | None = 100.0,
        move_cap: int = 600,
        endgame_nodes: int = 100_000,
    ):
        super().__init__(SimpleBot(seed), seed, playouts, time_ms, move_cap)
        self.endgame_nodes = endgame_nodes
        self._rollout_bot = SimpleBot(seed)
        self.last_tree: Search | None = None
        """The search behind the last decision (``None`` when there was none)."""

    exploration = EXPLORATION
    race_plan: tuple[int, int, float] | None = RACE
    every_seat = False
    swindle = True
    """In an endgame lost or drawn against best play, pick among the moves of that value the
    one that wins most often against the rules of thumb (``False``: the rule of thumb's)."""
    reply_nodes = 100_000
    """The most positions the swindle's exact best reply to the rules of thumb may take
    (`Decision.reply`); past it, or with 0, the tree search estimates it instead."""

    listed_deals = 1
    """The most deals, consistent with the view, that the bot works out one by one against the
    rules of thumb where the exact solver cannot answer (`Decision.reply`). 1 (the default):
    only the one deal of an endgame too big to solve; 0: never. With more (40 lists every deal
    of the last hidden card of the talon, not two hidden cards with six in the other hand), the
    bot also works out each deal of the last hidden card: that does better against the rules of
    thumb but measured worse against a StrongBot that lists none (``docs/search.md``), so it is
    off by default. Past the limit, the tree search decides."""

    infer_steps = 2000
    """Between two players, how many Metropolis steps the bot spends inferring the other hand
    from the other player's play (`durak_widget.search.infer.HandFilter`) before it searches,
    within a quarter of the time, dealing the hands the chain visits instead of hands at
    random (0: never). Against SimpleBot it wins more; against StrongBot without it, as many
    games as it loses (``docs/search.md``)."""
    infer_noise = 0.1
    """How often the inference first expects the other player to leave its rules of thumb (a
    level of `durak_widget.search.infer.NOISE_LEVELS`; the chain learns it from the play)."""
    infer_trust = 0.3
    """The inferred hands are dealt only when the noise the chain learned averages below this
    over the hands kept: a player who does not keep to the rules of thumb (StrongBot, or a
    person who plays otherwise) gets hands at random, as they would only mislead about it."""

    def _deals(self, view: dict[str, Any]) -> DealSampler:
        return DealSampler(view)

    def _playout(self, game: Game) -> int | None:
        return playout(game, self._rollout_bot, self.move_cap)

    def _idea(self, view: dict[str, Any], best: Any, other: Any) -> Text:
        return durak_idea(view, best, other)

    def choose(self, view: dict[str, Any], moves: list[Any]) -> Any:
        """Search, pick the move that won most often (or solve exactly), set `last_reason`."""
        if not moves:
            raise ValueError("StrongBot was asked to choose from no legal moves")
        started = clock()
        self.last_search = {}
        self.last_details = {}
        self.last_tree = None
        if len(moves) == 1:
            self.last_reason = self._only_move(view, moves[0])
            return moves[0]
        fallback = self._simple.choose(view, moves)
        if fallback.kind == "exchange":
            self.last_reason = reason_text(self._simple)
            return fallback
        try:
            decision = Decision(view, moves, self._rng, self._deals(view))
        except InconsistentView:
            return self._no_search(fallback)
        deadline = started + self.time_ms / 1000 if self.time_ms is not None else 0.0
        if self.endgame_nodes and decision.exact:
            limit = started + self.time_ms / 2000 if self.time_ms is not None else 0.0
            values = decision.solve(self.endgame_nodes, limit)
            if values is not None:
                chances = self._chances(decision, moves, values, deadline)
                return self._solved(view, moves, fallback, values, chances)
            if self.reply_nodes and self.listed_deals:  # too big to solve in the time
                limit = started + self.time_ms * 3 / 4000 if self.time_ms is not None else 0.0
                replies = decision.reply(moves, self.reply_nodes, limit)
                if replies is not None:
                    return self._listed(view, moves, fallback, replies, 1)
        elif self.reply_nodes and 1 < decision.deal_count <= self.listed_deals:
            limit = started + self.time_ms / 2000 if self.time_ms is not None else 0.0
            replies = decision.reply(moves, self.reply_nodes, limit, self.listed_deals)
            if replies is not None:
                return self._listed(view, moves, fallback, replies, decision.deal_count)
        if self.infer_steps:  # at most a quarter of the time
            limit = started + self.time_ms / 4000 if self.time_ms is not None else 0.0
            self._infer(view, decision, limit)
        return self._decide(view, moves, fallback, self._search(decision, deadline))

    def _infer(self, view: dict[str, Any], decision: Decision, deadline: float) -> None:
        """Deal the other hand as the other player's play suggests (`infer_steps`)."""
        inferred = infer_hands(
            view,
            decision.deals.pool,
            self._rng,
            self.infer_steps,
            self.infer_noise,
            self.infer_trust,
            deadline,
        )
        if inferred is not None and inferred.trusted:
            decision.deals.inferred = inferred.hands

    def _search(
        self, decision: Decision, deadline: float, among: list[Any] | None = None
    ) -> Search:
        """The tree search of `decision` with this bot's budget and settings, among the moves
        of `among` (``None``: every legal move; else a swindle, the other players on the rules
        of thumb whatever `every_seat` says); kept as `last_tree`."""
        search = decision.search(
            self._rng,
            self.playouts,
            self.playouts,
            deadline,
            self.race_plan,
            self.exploration,
            self.every_seat and among is None,
            among,
        )
        self.last_tree = search
        return search

    def _decide(self, view: dict[str, Any], moves: list[Any], fallback: Any, search: Search) -> Any:
        """The move the search found best, with its reason and figures."""
        means = search.means()
        by_move = {to_move(code): code for code in search.moves}
        losses = {m: (1.0 - means[by_move[m]]) for m in moves}
        best, self.last_search, parts = rank(moves, losses, 1, fallback, gerund)
        others = [m for m in moves if m != best]
        other = min(others, key=lambda m: (self.last_search[m], m != fallback))
        difference, stderr = paired(search.samples[by_move[best]], search.samples[by_move[other]])
        rounds = search.rounds
        self.last_details = {
            "deals": rounds,
            "searched": f"Searched {rounds} deal{'s' if rounds != 1 else ''}",
            "figures": "; ".join(parts),
            "runner_up": other,
            "difference": difference,
            "stderr": stderr,
            "close": is_close(difference, stderr),
            "idea": self._idea(view, best, other),
            "iterations": search.iterations,
            "visits": {m: len(search.samples[by_move[m]]) for m in moves},
            "inferred": len(search.deals.inferred),
        }
        self.last_reason = self._report(view, best, fallback, self.last_details)
        return best

    def _imagined(self, details: dict[str, Any]) -> Text:
        """Where the moves were compared: with the other hand inferred (``details["inferred"]``
        hands), the reason says the deals fit the other player's play."""
        if details.get("inferred"):
            return Text.gettext(
                "in the deals I imagined, guessing the other player's cards from their play so far"
            )
        return super()._imagined(details)

    def _chances(
        self, decision: Decision, moves: list[Any], values: dict[Any, float], deadline: float
    ) -> Search | dict[Any, tuple[float, float]] | None:
        """When the best exact value is a loss or a draw and several moves share it: how often
        each of those moves wins if the other player follows the rules of thumb, which may go
        wrong where best play would not (a swindle). Worked out exactly (how often each wins
        and draws, `Decision.reply`) within `reply_nodes` positions and the time, else by the
        tree search among those moves. ``None`` when there is nothing to swindle, or with
        `swindle` off."""
        top = max(values.values())
        tied = [m for m in moves if values[m] == top]
        if not self.swindle or top >= 1 or len(tied) < 2:
            return None
        if self.reply_nodes:
            replies = decision.reply(tied, self.reply_nodes, deadline)
            if replies is not None:
                return replies
        return self._search(decision, deadline, tied)

    def _solved(
        self,
        view: dict[str, Any],
        moves: list[Any],
        fallback: Any,
        values: dict[Any, float],
        chances: Search | dict[Any, tuple[float, float]] | None = None,
    ) -> Any:
        """The move of the exact solution, with its reason. Among moves of the same value, the
        one that does best in `chances` (worked out: the best expected result, a draw counting
        half, then the most wins; searched: the most wins, then the best mean result), else the
        rule of thumb's."""
        first: dict[Any, float] = {}
        second: dict[Any, float] = {}
        won: dict[Any, int] = {}
        played: dict[Any, int] = {}
        if isinstance(chances, dict):
            for move, (wins, draws) in chances.items():
                first[move], second[move] = wins + draws / 2, wins
        elif chances is not None:
            for code, found in chances.samples.items():
                move = to_move(code)
                won[move], played[move] = found.count(1.0), len(found)
                first[move] = won[move] / len(found) if found else 0.0
                second[move] = sum(found) / len(found) if found else 0.0
        best = max(
            moves, key=lambda m: (values[m], first.get(m, 0.0), second.get(m, 0.0), m == fallback)
        )
        self.last_search = {m: 1.0 - v for m, v in values.items()}
        self.last_details = {"solved": {m: _outcome(v) for m, v in values.items()}}
        on_table = bool(view["table"])
        line = NOTHING
        if isinstance(chances, dict):
            self.last_details["chances"] = {m: chances[m][0] for m in chances}
            self.last_details["replies"] = dict(chances)
            if first[best] > values[best]:
                line = _best_reply(best, *chances[best], on_table)
        elif chances is not None:
            self.last_details["chances"] = first
            self.last_details["deals"] = chances.rounds
            if won[best] and all(first[m] < first[best] for m in first if m != best):
                line = _best_chance(best, values[best], won[best], played[best], on_table)
        others = [m for m in moves if m != best]
        others.sort(key=lambda m: (-values[m], m != fallback))
        del others[2:]
        if len(set(values.values())) == 1:
            reason = _every_move(values[best], best, on_table)
        else:
            reason = Text.gettext(
                "Every card is known now, so I solved the endgame exactly: {parts}. So: {move}.",
                parts=Joined(_solved(m, values[m], on_table) for m in [best, *others]),
                move=said_text(best, on_table),
            )
        self.last_reason = Joined([reason, line], " ") if line else reason
        return best

    def _listed(
        self,
        view: dict[str, Any],
        moves: list[Any],
        fallback: Any,
        replies: dict[Any, tuple[float, float]],
        deals: int,
    ) -> Any:
        """The move with the best result against the rules of thumb over every one of `deals`
        possible deals (`replies`: each move's share of wins and of draws), with its reason;
        one deal: nothing is hidden, but the solver ran out of its budget. A draw counts half;
        then the more wins, then the rule of thumb's move."""
        score = {m: wins + draws / 2 for m, (wins, draws) in replies.items()}
        ranked = sorted(moves, key=lambda m: (-score[m], -replies[m][0], m != fallback))
        best = ranked[0]
        self.last_search = {m: 1.0 - score[m] for m in moves}
        self.last_details = {"deals": deals, "replies": dict(replies)}
        on_table = bool(view["table"])
        parts = Joined(_share(m, *replies[m], on_table) for m in ranked[:3])
        if deals == 1:
            self.last_reason = Text.gettext(
                "Every card is known now, but the endgame is too big to solve against best play "
                "in my time. I worked it out to the end, the other player playing by my rules of "
                "thumb: {parts}. So: {move}.",
                parts=parts,
                move=said_text(best, on_table),
            )
            return best
        self.last_reason = Text.ngettext(
            "Only the other hand and the talon's card under the face-up trump are hidden now: "
            "{n} possible deal. I worked it out to the end, the other player playing by my "
            "rules of thumb: {parts}. So: {move}.",
            "Only the other hand and the talon's card under the face-up trump are hidden now: "
            "{n} possible deals. I worked each of them out to the end, the other player "
            "playing by my rules of thumb: {parts}. So: {move}.",
            deals,
            parts=parts,
            move=said_text(best, on_table),
        )
        return best


def _share(move: Any, wins: float, draws: float, on_table: bool) -> Text:
    """``'leading 7♠ wins 86% of the time'``: how a move does over the possible deals."""
    option = option_text(move, on_table)
    if wins == 1:
        return Text.gettext("{move} always wins", move=option)
    if draws == 1:
        return Text.gettext("{move} always draws", move=option)
    if not wins and not draws:
        return Text.gettext("{move} always loses", move=option)
    if not draws:
        return Text.gettext("{move} wins {won} of the time", move=option, won=f"{wins:.0%}")
    if not wins:
        return Text.gettext("{move} draws {drawn} of the time", move=option, drawn=f"{draws:.0%}")
    return Text.gettext(
        "{move} wins {won} and draws {drawn} of the time",
        move=option,
        won=f"{wins:.0%}",
        drawn=f"{draws:.0%}",
    )


def _best_reply(move: Any, wins: float, draws: float, on_table: bool) -> Text:
    """``'If the other player plays by my rules of thumb, leading A♥ wins: ...'``: the move
    that does best against the rules of thumb, worked out to the end (`Decision.reply`)."""
    option = option_text(move, on_table)
    if wins == 1:
        return Text.gettext(
            "If the other player plays by my rules of thumb, {move} wins: I worked it out to "
            "the end.",
            move=option,
        )
    if draws == 1:
        return Text.gettext(
            "If the other player plays by my rules of thumb, {move} draws: I worked it out to "
            "the end.",
            move=option,
        )
    if not draws:
        return Text.gettext(
            "If the other player plays by my rules of thumb, {move} gives the best chance: I "
            "worked it out to the end, and it wins {won} of the time.",
            move=option,
            won=f"{wins:.0%}",
        )
    if not wins:
        return Text.gettext(
            "If the other player plays by my rules of thumb, {move} gives the best chance: I "
            "worked it out to the end, and it draws {drawn} of the time.",
            move=option,
            drawn=f"{draws:.0%}",
        )
    return Text.gettext(
        "If the other player plays by my rules of thumb, {move} gives the best chance: I worked "
        "it out to the end, and it wins {won} and draws {drawn} of the time.",
        move=option,
        won=f"{wins:.0%}",
        drawn=f"{draws:.0%}",
    )


def _best_chance(move: Any, value: float, won: int, games: int, on_table: bool) -> Text:
    """``'If the other player plays by my rules of thumb, taking gives the best chance: ...'``:
    the move that won most often among the moves of its exact value (a loss or a draw) in the
    tree search."""
    option = option_text(move, on_table)
    if value == 0:
        return Text.ngettext(
            "If the other player plays by my rules of thumb, {move} gives the best chance: it "
            "won {won} of {n} game I played out.",
            "If the other player plays by my rules of thumb, {move} gives the best chance: it "
            "won {won} of {n} games I played out.",
            games,
            move=option,
            won=won,
        )
    return Text.ngettext(
        "If the other player plays by my rules of thumb, {move} gives the best chance of the "
        "moves that draw: it won {won} of {n} game I played out.",
        "If the other player plays by my rules of thumb, {move} gives the best chance of the "
        "moves that draw: it won {won} of {n} games I played out.",
        games,
        move=option,
        won=won,
    )


def _outcome(value: float) -> str:
    return "wins" if value == 1 else "loses" if value == 0 else "draws"


def _solved(move: Any, value: float, on_table: bool = False) -> Text:
    """``'playing 7♠ wins'``: a move and its exact value."""
    option = option_text(move, on_table)
    if value == 1:
        return Text.gettext("{move} wins", move=option)
    if value == 0:
        return Text.gettext("{move} loses", move=option)
    return Text.gettext("{move} draws", move=option)


def _every_move(value: float, best: Any, on_table: bool = False) -> Text:
    """The reason when every move has the same exact value."""
    move = Capitalized(said_text(best, on_table))
    if value == 1:
        return Text.gettext(
            "Every card is known now, so I solved the endgame exactly: every move wins against "
            "best play. {move}.",
            move=move,
        )
    if value == 0:
        return Text.gettext(
            "Every card is known now, so I solved the endgame exactly: every move loses against "
            "best play. {move}.",
            move=move,
        )
    return Text.gettext(
        "Every card is known now, so I solved the endgame exactly: every move draws against "
        "best play. {move}.",
        move=move,
    )
