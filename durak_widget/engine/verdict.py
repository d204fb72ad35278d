"""Verdicts: the engine's judgement of a move, with the rule that decided it and its numbers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Verdict:
    """Whether a move is legal, which rule decided it, and why, in words and in numbers.

    ``legal`` is a bool; ``rule`` a stable dotted id such as ``"beat.lower_same_suit"``;
    ``details`` a JSON-ready dict of the cards and numbers behind the decision; ``message`` one
    or two plain sentences for a learner (``str(verdict)`` is the message).
    """

    __slots__ = ("_details", "_message", "legal", "rule")

    def __init__(
        self,
        legal: bool,
        rule: str,
        details: dict[str, Any] | Callable[[], dict[str, Any]],
        message: str | None = None,
    ):
        self.legal = legal
        self.rule = rule
        # `details` may be a function that builds them: simulations judge millions of moves
        # and read few explanations, so the numbers and the message are made on first use.
        self._details = details
        self._message = message

    @property
    def details(self) -> dict[str, Any]:
        """The cards and numbers behind the decision (JSON-ready)."""
        details = self._details
        if callable(details):
            details = self._details = details()
        return details

    @property
    def message(self) -> str:
        """The explanation for a learner, with the numbers as digits."""
        if self._message is None:
            self._message = render(self.rule, self.details)
        return self._message

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"Verdict(legal={self.legal}, rule={self.rule!r}, message={self.message!r})"

    def __eq__(self, other) -> bool:
        if not isinstance(other, Verdict):
            return NotImplemented
        return (self.legal, self.rule, self.details) == (other.legal, other.rule, other.details)

    __hash__ = None  # details is a dict

    def __bool__(self) -> bool:
        # ``if verdict:`` reads as "if legal" to some and "if there is a verdict" to others;
        # both readings have caused bugs, so the question must be asked explicitly.
        raise TypeError("a Verdict has no truth value: test verdict.legal (or verdict is None)")

    def to_json(self) -> dict:
        """``{"legal", "rule", "message", "details"}``, ready for JSON."""
        return {
            "legal": self.legal,
            "rule": self.rule,
            "message": self.message,
            "details": self.details,
        }


class IllegalMove(ValueError):
    """Raised by ``play`` for a move the rules forbid. The game is left exactly as it was.

    ``verdict`` is the `Verdict`; the message is the verdict's message.
    """

    def __init__(self, verdict: Verdict, move=None):
        super().__init__(verdict.message)
        self.verdict = verdict
        self.move = move


def render(rule: str, details: dict[str, Any]) -> str:
    """Fill the message template of `rule` with `details` (lists become "7, 9")."""
    values = {k: _display(v) for k, v in details.items()}
    template = MESSAGES.get(rule)
    if template is None:
        return rule
    return template.format_map(values)


def register_messages(templates: dict[str, str]) -> None:
    """Add message templates for another game's rule ids (ids must not clash)."""
    clash = sorted(set(templates) & set(MESSAGES))
    if clash:
        raise ValueError(f"rule ids already registered: {', '.join(clash)}")
    MESSAGES.update(templates)


def _display(value):
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) if value else "none"
    return value


# One template per rule id. Placeholders name keys of the verdict's details. Legal verdicts
# start with "Legal:" so a learner hears the outcome first.
MESSAGES: dict[str, str] = {
    # who may move at all
    "game.over": "The game is over: no more moves. {result}",
    "player.unknown": "There is no player {player}: this game has seats 0 to {last_seat}.",
    "player.out": "{who} is out of the game: they have no cards left and take no part.",
    "card.not_in_hand": "{who} does not hold {card}.",
    "card.repeated": "{card} is listed twice in one move.",
    # attacks and throw-ins
    "attack.lead": "Legal: {who} leads {cards} to open the bout; any card may lead.",
    "attack.lead_several": "Legal: {who} leads {count} cards of one rank ({cards}); these rules "
    "allow a lead of several cards of one rank.",
    "attack.throw_in": "Legal: {who} throws in {card}: its rank {rank} is already on the table "
    "(ranks on the table: {ranks}); attack cards {count} of {limit} after it.",
    "attack.by_defender": "{who} is defending: the defender beats, transfers or takes, but does "
    "not attack.",
    "attack.not_your_lead": "{who} cannot lead: {attacker} is the attacker and opens this bout.",
    "attack.not_allowed": "{who} may not throw in to this bout: {allowed_rule} (may add cards: "
    "{allowed}).",
    "attack.join_after_first_beat": "{who} cannot join yet: players other than the attacker "
    "may throw in only once the first attack card is beaten (0 of {count} beaten).",
    "attack.one_card_lead": "Lead with one card: these rules do not allow a lead of several "
    "cards ({count} given).",
    "attack.mixed_ranks": "A lead of several cards must be of one rank; {cards} has ranks {ranks}.",
    "attack.lead_over_limit": "{who} cannot lead {count} cards: at most {limit} attack cards "
    "are allowed in this bout ({reason}).",
    "attack.one_card_throw_in": "Throw in one card at a time ({count} given).",
    "attack.rank_not_on_table": "{who} cannot throw in {card}: only ranks already on the table "
    "can be added ({ranks}).",
    "attack.cap_reached": "No more attack cards: at most {cap} attack cards may be played in a "
    "bout and {count} have been played.",
    "attack.first_bout_cap": "No more attack cards: until the first successful defence at most "
    "{cap} attack cards may be played in a bout, and {count} have been played.",
    "attack.defender_hand": "No more attack cards: the defender began this bout with {start_hand} "
    "cards and {count} have been played.",
    # defence
    "defend.not_defender": "{who} is not defending: {defender} is the defender in this bout.",
    "defend.after_take": "{who} has already said take: the cards on the table will be picked "
    "up, so there is nothing more to beat.",
    "defend.no_target": "{target} is not an attack card on the table (unbeaten: {unbeaten}).",
    "defend.already_beaten": "{target} is already beaten by {beaten_by}.",
    "beat.higher_same_suit": "Legal: {card} beats {target}: same suit ({suit}) and higher "
    "({card_rank} > {target_rank}).",
    "beat.higher_trump": "Legal: {card} beats {target}: both are trumps ({suit}) and {card} is "
    "higher ({card_rank} > {target_rank}).",
    "beat.trump_on_plain": "Legal: {card} is a trump ({trump_name}), and any trump beats a "
    "plain card such as {target}.",
    "beat.lower_same_suit": "{card} cannot beat {target}: a card of the same suit must be higher "
    "({card_rank} is not above {target_rank}).",
    "beat.lower_trump": "{card} cannot beat {target}: a trump can only be beaten by a higher "
    "trump ({card_rank} is not above {target_rank}).",
    "beat.plain_on_trump": "{card} cannot beat {target}: {target} is a trump ({trump_name}) and "
    "only a higher trump beats it.",
    "beat.wrong_suit": "{card} cannot beat {target}: it is neither of {target}'s suit "
    "({target_suit}) nor a trump ({trump_name}).",
    # transfers
    "transfer.not_in_rules": "No transfers in these rules: that is perevodnoy (transfer) Durak.",
    "transfer.not_defender": "{who} cannot transfer: only the defender ({defender}) may pass the "
    "attack on.",
    "transfer.no_attack": "{who} cannot transfer: there is no attack on the table yet.",
    "transfer.after_take": "{who} cannot transfer: they have already said take.",
    "transfer.after_beat": "{who} cannot transfer: a transfer is only possible before any attack "
    "card is beaten ({beaten} beaten).",
    "transfer.after_throw_in": "{who} cannot transfer: someone has thrown in a card since the "
    "attack was made, and these rules end transfers then.",
    "transfer.rank_mismatch": "{who} cannot transfer with {card}: a transfer card must have the "
    "rank of the attack ({rank}).",
    "transfer.show_not_in_rules": "{who} cannot transfer by showing a card: these rules need the "
    "card to be played.",
    "transfer.show_needs_trump": "{who} cannot transfer by showing {card}: only the trump "
    "({trump_name}) of the attack's rank may be shown.",
    "transfer.already_shown": "{who} cannot show {card} again: each card may be shown once per "
    "bout.",
    "transfer.cap": "{who} cannot transfer: the attack would have {after} cards, more than the "
    "limit of {limit}.",
    "transfer.next_hand_too_small": "{who} cannot transfer: {next} would have to face {after} "
    "cards but holds only {next_hand}.",
    "transfer.legal": "Legal: {who} transfers with {card} (rank {rank}); {next} now defends "
    "against {after} cards and holds {next_hand}.",
    "transfer.show": "Legal: {who} shows {card}, the trump of rank {rank}, and keeps it; {next} "
    "now defends against {after} cards and holds {next_hand}.",
    # take and done
    "take.not_defender": "{who} cannot take: only the defender ({defender}) picks up.",
    "take.no_attack": "{who} cannot take: there is nothing on the table yet.",
    "take.already": "{who} has already said take.",
    "take.all_beaten": "{who} has beaten every attack card: there is nothing to take. Wait for "
    "the attackers to add cards or say done.",
    "take.legal": "Legal: {who} gives up the defence and will pick up the {count} cards on the "
    "table ({unbeaten} unbeaten).",
    "done.by_defender": "{who} is the defender: the defender beats or takes; 'done' is for "
    "attackers.",
    "done.no_attack": "{who} cannot say done: the bout has not started; {attacker} must lead.",
    "done.not_attacker": "{who} is not attacking in this bout: {allowed_rule} (may add cards: "
    "{allowed}).",
    "done.unbeaten": "{who} cannot say done yet: {unbeaten} attack card(s) are unbeaten; wait for "
    "the defender to beat or take.",
    "done.no_cards": "{who} has no cards left, so there is nothing to pass on.",
    "done.already": "{who} has already said done since the last card was played.",
    "done.legal": "Legal: {who} adds nothing more ({waiting} still to say done).",
    # the trump-six exchange
    "exchange.not_in_rules": "No trump-six exchange in these rules.",
    "exchange.no_six": "This deck has no six, so there is no six of trumps to exchange.",
    "exchange.no_six_in_hand": "{who} does not hold the six of trumps ({six}).",
    "exchange.picked_up": "{who} picked {six} up from the table: only a six that was dealt or "
    "drawn may be exchanged.",
    "exchange.talon_too_small": "The exchange is no longer possible: the talon holds {talon} "
    "card(s) and must hold more than the face-up trump.",
    "exchange.legal": "Legal: {who} swaps {six} for the face-up trump {trump_card}.",
}
