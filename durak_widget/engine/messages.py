"""The learner texts of Durak, and the `MessageTable` every game keeps its texts in.

A game's table holds three kinds of templates: ``rules`` (one per verdict rule id), ``events``
(one per event id, see `durak_widget.engine.events`) and ``phrases`` (pieces such as the result
or the attack limit, which several sentences share). Placeholders name keys of the details the
game passes; lists are shown as "7, 9". Tables are read-only and nothing adds to them at import.

Format specs turn numbers into words from the table's own phrases: ``{card_rank:rank}``
shows 12 (or its label "Q") as "a queen" (never a face card as a number or a letter),
``{count:cards}`` shows "1 card" or "3 cards", ``{cap:attack_cards}`` "1 attack card" or
"6 attack cards", ``{count:played}`` "1 has been played" or "2 have been played", and
``{names:and}`` a list as "P1, P2 and P3". A verdict whose
details hold ``"form"`` uses the template ``"rule:form"`` when the table has one (a variant
wording, such as the pick-up of a pile smaller than the rule takes).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Final

from .cards import RANK_LABELS


class MessageTable:
    """One game's learner texts: ``rules``, ``events`` and ``phrases``, each a read-only
    mapping from a dotted id to a `str.format` template."""

    __slots__ = ("events", "name", "phrases", "rules")

    def __init__(
        self,
        name: str,
        rules: Mapping[str, str],
        events: Mapping[str, str],
        phrases: Mapping[str, str],
    ) -> None:
        if not isinstance(name, str):
            raise ValueError(f"a message table's name must be text, got {name!r:.60}")
        self.name = name
        self.rules: Mapping[str, str] = _templates(rules, "rules")
        self.events: Mapping[str, str] = _templates(events, "events")
        self.phrases: Mapping[str, str] = _templates(phrases, "phrases")

    def __repr__(self) -> str:
        return f"<MessageTable {self.name}: {len(self.rules)} rules, {len(self.events)} events>"

    def __reduce__(self) -> tuple[type[MessageTable], tuple[Any, ...]]:
        # Verdicts carry their table; pickling one (say, across processes) copies the texts.
        return (
            MessageTable,
            (self.name, dict(self.rules), dict(self.events), dict(self.phrases)),
        )

    def verdict_text(self, rule: str, details: Mapping[str, Any]) -> str:
        """The message of a verdict: the template of `rule` (or of its variant ``rule:form``
        when `details` name a ``form``) filled with `details` (the bare rule id if this table
        has no such rule)."""
        _check_key(rule, "rule")
        _check_values(details, "details")
        template = None
        form = details.get("form")
        if form:
            template = self.rules.get(f"{rule}:{form}")
        if template is None:
            template = self.rules.get(rule)
        return self.fill(template, rule, details)

    def event_text(self, rule: str, params: Mapping[str, Any]) -> str:
        """The message of an event: the template of event id `rule` filled with `params`."""
        _check_key(rule, "rule")
        _check_values(params, "params")
        return self.fill(self.events.get(rule), rule, params)

    def phrase(self, key: str, **params: Any) -> str:
        """A shared piece of text (a result, a limit, a reason) filled with `params`."""
        _check_key(key, "key")
        return self.fill(self.phrases.get(key), key, params)

    def fill(self, template: str | None, key: str, values: Mapping[str, Any]) -> str:
        """`template` filled with `values` (the bare `key` when there is no template or the
        values do not fit it); a table in another language fills it in its words."""
        if template is not None and not isinstance(template, str):
            raise ValueError(f"a template must be text or None, got {template!r:.60}")
        _check_key(key, "key")
        _check_values(values, "values")
        return _fill(template, key, values, self)

    def rank_words(self, rank: int) -> str:
        """A rank as a learner says it, with its article: 12 -> "a queen", 8 -> "an 8"."""
        if not isinstance(rank, int) or isinstance(rank, bool) or not 2 <= rank <= 14:
            raise ValueError(f"unknown rank {rank!r:.60}: expected an int from 2 to 14 (ace high)")
        return self.phrase(f"rank.{rank}")

    def count_cards(self, count: int) -> str:
        """A number of cards in words: "1 card", "3 cards"."""
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise ValueError(f"count must be a number of cards, got {count!r:.60}")
        return self.phrase("count.one" if count == 1 else "count.many", count=count)


def _templates(templates: object, name: str) -> Mapping[str, str]:
    """`templates` (text by text id) as a read-only mapping; anything else is a `ValueError`."""
    if not isinstance(templates, Mapping) or not all(
        isinstance(key, str) and isinstance(text, str) for key, text in templates.items()
    ):
        raise ValueError(f"{name} must map ids to template texts, got {templates!r:.60}")
    return MappingProxyType(dict(templates))


def _check_key(key: object, name: str) -> None:
    if not isinstance(key, str):
        raise ValueError(f"{name} must be a text id such as 'draw.order', got {key!r:.60}")


def _check_values(values: object, name: str) -> None:
    if not isinstance(values, Mapping):
        raise ValueError(f"{name} must be a dict of values, got {values!r:.60}")


def display(value: Any) -> Any:
    """How a detail is shown in a sentence: lists become "7, 9" (or "none")."""
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) if value else "none"
    return value


def join_words(words: list[str], last: str = "and") -> str:
    """``"P0"``, ``"P0 and P1"``, ``"P0, P1 and P2"``; a Spanish "o" / "y" takes the form the
    last word needs (`euphonic`: ``"7♠ u 8♠"``)."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {euphonic(last, words[-1])} {words[-1]}"


def euphonic(conjunction: str, word: str) -> str:
    """The Spanish conjunction `conjunction` as it is written before `word`: "o" becomes "u"
    before a word said with an o sound ("7 u 8", "siete u ocho", "u hoy"), "y" becomes "e"
    before an i sound ("e hizo", but "y hielo"); any other conjunction as it is.

    >>> euphonic("o", "8♠"), euphonic("o", "otro"), euphonic("y", "Irene"), euphonic("or", "8")
    ('u', 'u', 'e', 'or')
    """
    lower = word.lower()
    if conjunction == "o" and (lower.startswith(("o", "ó", "ho", "hó", "8")) or _says_once(lower)):
        return "u"
    if conjunction == "y" and lower.startswith(("i", "í", "hi", "hí")) and not _hi_vowel(lower):
        return "e"
    return conjunction


def _hi_vowel(word: str) -> bool:
    """Whether `word` starts with "hi" and a vowel, said with a y sound ("hielo")."""
    return word.startswith(("hie", "hia", "hio", "hiu"))


def _says_once(word: str) -> bool:
    """Whether `word` starts with the number 11 ("once", an o sound)."""
    return word.startswith("11") and not word[2:3].isdigit()


class _Word:
    """A detail as a sentence shows it: ``{x}`` as `display` gives it, ``{x:rank}`` as rank
    words ("a queen", from a rank or its label), ``{x:cards}`` as a count of cards ("1 card"),
    ``{x:attack_cards}`` and ``{x:played}`` likewise, ``{x:and}`` a list joined with the
    table's "and" (see the module docstring)."""

    __slots__ = ("table", "value")

    def __init__(self, value: Any, table: MessageTable | None) -> None:
        self.value = value
        self.table = table

    def __format__(self, spec: str) -> str:
        value, table = self.value, self.table
        if spec == "rank" and isinstance(value, str) and value in _RANK_OF_LABEL:
            value = _RANK_OF_LABEL[value]
        if spec == "and" and isinstance(value, (list, tuple)):
            last = table.phrase("and") if table is not None else "and"
            return join_words([str(v) for v in value], last) if value else display(value)
        if table is not None and isinstance(value, int):
            if spec == "rank":
                return table.rank_words(value)
            if spec == "cards":
                return table.count_cards(value)
            if spec in ("attack_cards", "played"):
                key = f"count.{spec.split('_')[0]}_{'one' if value == 1 else 'many'}"
                return table.phrase(key, count=value)
        if spec in ("rank", "cards", "attack_cards", "played"):
            raise ValueError(f"no {spec} words for {value!r}")
        return format(display(value), spec)


_RANK_OF_LABEL: Final = {label: rank for rank, label in RANK_LABELS.items()}


def _fill(
    template: str | None, key: str, values: Mapping[str, Any], table: MessageTable | None = None
) -> str:
    if template is None:
        return key
    try:
        return template.format_map({k: _Word(v, table) for k, v in values.items()})
    except (KeyError, IndexError, ValueError):  # details without the template's numbers
        return key


SHARED_PHRASES: dict[str, str] = {
    # ranks in words, with their article (`MessageTable.rank_words`): never 11 to 14
    **{f"rank.{r}": f"a {r}" for r in range(2, 11)},
    "rank.8": "an 8",
    "rank.11": "a jack",
    "rank.12": "a queen",
    "rank.13": "a king",
    "rank.14": "an ace",
    # a number of cards (`MessageTable.count_cards`)
    "count.one": "1 card",
    "count.many": "{count} cards",
    "count.attack_one": "1 attack card",
    "count.attack_many": "{count} attack cards",
    "count.played_one": "1 has been played",
    "count.played_many": "{count} have been played",
    # the closing sentence of a refusal (`RecordedGame._advice`)
    "advice.moves": "You may instead: {moves}.",
}


SHARED_RULES: dict[str, str] = {
    # Who may move at all: the guards every game shares (see `RecordedGame`).
    "game.over": "The game is over: no more moves. {result}",
    "player.unknown": "There is no player {player}: this game has seats 0 to {last_seat}.",
    "player.out": "{who} is out of the game: they have no cards left and take no part.",
    "card.not_in_hand": "{who} does not hold {card}.",
    "card.repeated": "{card} is listed twice in one move.",
}

# One template per rule id. Legal verdicts start with "Legal:" so a learner hears the outcome first.
DURAK_RULES: dict[str, str] = {
    **SHARED_RULES,
    # attacks and throw-ins
    "attack.lead": "Legal: {who} leads {cards} to open the bout; any card may lead.",
    "attack.lead_several": "Legal: {who} leads {count:cards} of one rank ({cards}); these rules "
    "allow a lead of several cards of one rank.",
    "attack.throw_in": "Legal: {who} throws in {card}: {rank:rank} is already on the table "
    "(ranks on the table: {ranks}); it is attack card {count} of at most {limit} in this bout.",
    "attack.by_defender": "{who} is defending: the defender beats, transfers or takes, but does "
    "not attack.",
    "attack.by_defender:no_transfer": "{who} is defending: the defender beats or takes, but "
    "does not attack.",
    "attack.not_your_lead": "{who} cannot lead: {attacker} is the attacker and opens this bout.",
    "attack.not_allowed": "{who} may not throw in to this bout: {allowed_rule} (may add cards: "
    "{allowed}).",
    "attack.join_after_first_beat": "{who} cannot join yet: players other than the attacker "
    "may throw in only once the first attack card is beaten (0 of {count} beaten).",
    "attack.join_after_first_beat:after_take": "{who} cannot add cards to this bout: players "
    "other than the attacker may join only once an attack card is beaten, and {defender} has "
    "said take, so none will be.",
    "attack.one_card_lead": "Lead with one card: these rules do not allow a lead of several "
    "cards ({count} given).",
    "attack.mixed_ranks": "A lead of several cards must be of one rank; {cards} has ranks {ranks}.",
    "attack.lead_over_limit": "{who} cannot lead {count:cards}: at most {limit:attack_cards} may "
    "be played in this bout ({reason}).",
    "attack.one_card_throw_in": "Throw in one card at a time ({count} given).",
    "attack.rank_not_on_table": "{who} cannot throw in {card}: only ranks already on the table "
    "can be added ({ranks}).",
    "attack.cap_reached": "No more attack cards: at most {cap:attack_cards} may be played in a "
    "bout and {count:played}.",
    "attack.first_bout_cap": "No more attack cards: until the first successful defence at most "
    "{cap:attack_cards} may be played in a bout, and {count:played}.",
    "attack.defender_hand": "No more attack cards: the defender began this bout with "
    "{start_hand:cards} and {count:played}.",
    "attack.defender_hand:after_transfer": "No more attack cards: the defender held "
    "{start_hand:cards} when the attack was passed on to them, and {count:played}.",
    # defence
    "defend.not_defender": "{who} is not defending: {defender} is the defender in this bout.",
    "defend.after_take": "{who} has already said take: the cards on the table will be picked "
    "up, so there is nothing more to beat.",
    "defend.no_target": "{target} is not an attack card on the table (unbeaten: {unbeaten}).",
    "defend.already_beaten": "{target} is already beaten by {beaten_by}.",
    "beat.higher_same_suit": "Legal: {card} beats {target}: same suit ({suit}) and higher "
    "({card_rank:rank} is higher than {target_rank:rank}).",
    "beat.higher_trump": "Legal: {card} beats {target}: both are trumps ({suit}) and {card} is "
    "higher ({card_rank:rank} is higher than {target_rank:rank}).",
    "beat.trump_on_plain": "Legal: {card} is a trump ({trump_name}), and any trump beats a "
    "plain card such as {target}.",
    "beat.lower_same_suit": "{card} cannot beat {target}: a card of the same suit must be higher "
    "({card_rank:rank} is lower than {target_rank:rank}).",
    "beat.lower_trump": "{card} cannot beat {target}: a trump can only be beaten by a higher "
    "trump ({card_rank:rank} is lower than {target_rank:rank}).",
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
    "transfer.after_throw_in": "{who} cannot transfer: {thrower} threw in {card} after the "
    "attack was made, and these rules end transfers then.",
    "transfer.rank_mismatch": "{who} cannot transfer with {card}: a transfer needs "
    "{rank:rank}, the rank of the attack.",
    "transfer.show_not_in_rules": "{who} cannot transfer by showing a card: these rules need the "
    "card to be played.",
    "transfer.show_needs_trump": "{who} cannot transfer by showing {card}: only the trump "
    "({trump_name}) of the attack's rank may be shown.",
    "transfer.already_shown": "{who} cannot show {card} again: each card may be shown once per "
    "bout.",
    "transfer.cap": "{who} cannot transfer: the attack would have {after:cards}, more than the "
    "limit of {limit}.",
    "transfer.next_hand_too_small": "{who} cannot transfer: {next} would have to face "
    "{after:cards} but holds only {next_hand}.",
    "transfer.nobody_next": "{who} cannot transfer: a transfer passes the attack to the next "
    "player in the game, and no other player still in the game can take it on.",
    "transfer.legal": "Legal: {who} transfers with {card}; {next} now defends against "
    "{after:cards} and holds {next_hand}.",
    "transfer.show": "Legal: {who} shows {card}, a trump of the attack's rank, and keeps it; "
    "{next} now defends against {after:cards} and holds {next_hand}.",
    # take and done
    "take.not_defender": "{who} cannot take: only the defender ({defender}) picks up.",
    "take.no_attack": "{who} cannot take: there is nothing on the table yet.",
    "take.already": "{who} has already said take.",
    "take.all_beaten": "{who} has beaten every attack card: there is nothing to take. Wait for "
    "the attackers to add cards or say done.",
    "take.legal": "Legal: {who} gives up the defence and will pick up the {count:cards} on the "
    "table ({unbeaten} unbeaten); the attackers may still add up to {more} more, then {next} "
    "attacks next.",
    "take.legal:final": "Legal: {who} gives up the defence and picks up the {count:cards} on the "
    "table ({unbeaten} unbeaten); nothing more can be added, and {next} attacks next.",
    "take.legal:final_end": "Legal: {who} gives up the defence and picks up the {count:cards} on "
    "the table ({unbeaten} unbeaten); nobody else holds cards, so the game ends.",
    "done.by_defender": "{who} is the defender: the defender beats or takes; 'done' is for "
    "attackers.",
    "done.no_attack": "{who} cannot say done: the bout has not started; {attacker} must lead.",
    "done.not_attacker:not_joined": "{who} has not joined this bout, so there is nothing to say "
    "done to: players other than the attacker join only once an attack card is beaten.",
    "done.not_attacker:after_take": "{who} takes no part in this bout: players other than the "
    "attacker join only once an attack card is beaten, and {defender} has said take, so none "
    "will be.",
    "done.not_attacker": "{who} is not attacking in this bout: {allowed_rule} (may add cards: "
    "{allowed}).",
    "done.unbeaten": "{who} cannot say done yet: {unbeaten:attack_cards} are unbeaten; wait for "
    "the defender to beat or take.",
    "done.unbeaten:one": "{who} cannot say done yet: 1 attack card is unbeaten; wait for the "
    "defender to beat or take.",
    "done.no_cards": "{who} has no cards left, so there is nothing to add.",
    "done.already": "{who} has already said done since the last card was played.",
    "done.legal": "Legal: {who} adds nothing more for now; {waiting:and} may still add cards. If "
    "nobody adds more, the {count:cards} go to the discard pile (bito) and {next} attacks next.",
    "done.legal:taking": "Legal: {who} adds nothing more for now; {waiting:and} may still add "
    "cards before {defender} picks up the cards. Then {next} attacks next.",
    "done.legal:bito": "Legal: {who} adds nothing more, and that ends the bout: {defender} beat "
    "every card, so the {count:cards} go to the discard pile (bito) and {next} attacks next.",
    "done.legal:taken": "Legal: {who} adds nothing more, and that ends the bout: {defender} picks "
    "up the {count:cards} on the table and {next} attacks next.",
    # the trump-six exchange
    "exchange.not_in_rules": "No trump-six exchange in these rules.",
    "exchange.no_six": "This deck has no six, so there is no six of trumps to exchange.",
    "exchange.no_six_in_hand": "{who} does not hold the six of trumps ({six}).",
    "exchange.picked_up": "{who} picked {six} up from the table: only a six that was dealt or "
    "drawn may be exchanged.",
    "exchange.talon_too_small": "The exchange is no longer possible: the talon holds "
    "{talon:cards} and must hold more than the face-up trump.",
    "exchange.talon_too_small:empty": "The exchange is no longer possible: the talon is empty, "
    "so there is no face-up trump to take.",
    "exchange.legal": "Legal: {who} swaps {six} for the face-up trump {trump_card}.",
}

# What a move caused, one template per event id (see `Game.last_events`).
DURAK_EVENTS: dict[str, str] = {
    "bout.beaten_off": "{defender} beat off the attack: {cards_count} go to the discard.",
    "bout.taken": "{defender} takes {cards_count}.",
    "draw.order": "{draws}{face_up}.",
    "player.out": "{who} has no cards left and the talon is empty: {who} is out.",
    "roles.next": "Bout {bout}: {attacker} attacks {defender} ({why}).",
    "game.over": "Game over. {result}",
}

DURAK_PHRASES: dict[str, str] = {
    **SHARED_PHRASES,
    # the closing sentence of a refusal: what the player may do instead (`durak_advice`)
    "advice.beat": "{cards} would beat {target}",
    "advice.beat_each": "you can beat {target} with {cards}",
    "advice.cannot_beat": "nothing in your hand beats {target}",
    "advice.transfer": "you can transfer with {cards}",
    "advice.show": "you can show {cards} to transfer",
    "advice.take": "you can take",
    "advice.lead": "you may lead any card from your hand",
    "advice.lead_several": "you may lead any card from your hand, or several of one rank",
    "advice.throw_in": "you may still throw in {cards}",
    "advice.done": "say done",
    "advice.done_only": "you can say done",
    # the same after the defender said take (the table word is then "pass", not "bito")
    "advice.pass": "say done",
    "advice.pass_only": "you can say done",
    "advice.exchange": "you can exchange {six} for the face-up trump",
    "or": "or",
    "and": "and",
    # the result, worded once (RecordedGame.result_text)
    "result.loser": "{loser} is the durak: left holding cards.",
    "result.you": "You are the durak: you were left holding cards.",
    "result.you_won": "You won: {loser} is the durak, left holding cards.",
    "result.you_out": "You are out: not the durak. {loser} is the durak, left holding cards.",
    "result.draw": "A draw: everyone got rid of their cards, so nobody is the durak.",
    # the result in short, seats by number (GameResult's str)
    "result.short": "{loser} is the durak.",
    "result.short_draw": "A draw: nobody is the durak.",
    "result.short_team": "{team} lose: {loser} is left holding cards.",
    "result.out_order": "Out in turn: {seats}.",
    # the static picture of a table (`durak_widget.engine.picture`, for nbconvert and GitHub)
    "picture.trump": "Trump: {suit}",
    "picture.talon": "talon {count} (face-up {card})",
    "picture.talon_empty": "talon empty",
    "picture.discard": "discard {count}",
    "picture.over": "Game over: {result}",
    "picture.bout": "Bout {bout}: {attacker} attacks {defender}",
    "picture.attack": "{attacker} attacks {defender}",
    "picture.table": "Table: {cards}",
    "picture.table_empty": "Table: empty",
    "picture.hand": "{count:cards}",
    "picture.team": "{role} · team {team}",
    "picture.hidden": "hidden card",
    "picture.card": "{rank} of {suit}",
    "picture.card_trump": "{rank} of {suit}, trump",
    "role.attacker": "attacker",
    "role.co-attacker": "co-attacker",
    "role.defender": "defender",
    "role.idle": "idle",
    "role.out": "out",
    # the attack limit (AttackLimit.text)
    "limit.defender_hand": "the defender started this bout with {start_hand:cards}",
    "limit.first_bout_cap": "at most {limit} until the first successful defence",
    "limit.cap": "at most {limit} in a bout",
    "limit.none": "no limit",
    # pieces of the event texts
    "cards.one": "the card",
    "cards.many": "the {count} cards",
    "draw.face_up": " ({who} takes the face-up {card})",
    # who draws how many (`draw.order`): the first drawer's count with its noun, the others'
    # bare: "P1 draws 2 cards and P0 draws 1"
    "draw.first": "{who} draws {count:cards}",
    "draw.next": "{who} draws {count}",
    "why.beaten_off": "{previous} beat off the attack and so leads",
    "why.beaten_off_out": "{previous} beat off the attack and is out, so the next player leads",
    "why.taken": "{previous} took the cards and so loses the turn to attack",
    # who may add cards (in verdicts about throw-ins)
    "throw_in.neighbours": "only the attacker and the defender's left neighbour may add cards",
    "throw_in.attacker": "only the attacker may add cards",
    "throw_in.all": "every opponent of the defender may add cards",
}

# Rule options: alternation (add_only_when_beaten), partnerships and team results.
DURAK_RULES.update(
    {
        "attack.wait_for_beat": "{who} cannot add a card yet: in these rules attack cards are "
        "added only once every card on the table is beaten (unbeaten: {unbeaten}).",
        "attack.partner": "{who} cannot throw in: {defender} is {who}'s partner, and partners "
        "never attack each other.",
    }
)
DURAK_PHRASES.update(
    {
        "result.team": "{team} lose: the other team has played all its cards.",
        "result.team_you": "Your team ({team}) loses: the other team has played all its cards.",
        "result.team_you_won": "Your team won: it has played all its cards, and {team} lose.",
    }
)

DURAK = MessageTable("durak", DURAK_RULES, DURAK_EVENTS, DURAK_PHRASES)
"""The learner texts of Durak."""
