"""The learner texts of Svoi Kozyri: its own `MessageTable` (verdict rules, events, phrases)."""

from ..engine.messages import SHARED_PHRASES, SHARED_RULES, MessageTable

MESSAGES: dict[str, str] = {
    **SHARED_RULES,
    "turn.not_yours": "{who} cannot move now: it is {turn}'s turn.",
    "pile.must_lay": "{who} has beaten the top card and must now lay one more card of their "
    "choice on the pile.",
    "pile.empty": "The pile is empty: {who} starts a new pile by laying any card.",
    "pile.beat_first": "{who} faces {top}: beat it or pick up; a card is laid only after beating.",
    "pile.beat_first:cannot_beat": "{who} faces {top}, and nothing in {who}'s hand beats it: "
    "{who} must pick up {count:cards}.",
    "pile.beat_same_suit": "Legal: {card} beats {top}: same suit and higher ({card_rank:rank} "
    "is higher than {top_rank:rank}).",
    "pile.beat_own_trump": "Legal: {card} is one of {who}'s own trumps ({own}) and beats {top}, "
    "a card of another suit.",
    "pile.lower_same_suit": "{card} cannot beat {top}: a card of the same suit must be higher "
    "({card_rank:rank} is lower than {top_rank:rank}).",
    "pile.own_trump_on_top": "{card} cannot beat {top}: {top} is one of {who}'s own trumps "
    "({own}), and only a higher card of {own} beats it.",
    "pile.own_trump_on_top:ace": "{card} cannot beat {top}: {top} is the ace of {who}'s own "
    "trumps ({own}), and nothing beats it.",
    "pile.others_trump": "{card} cannot beat {top}: {card_suit} are {owner}'s trumps, and "
    "another player's trumps have no power on {who}'s turn (own trumps: {own}).",
    "pile.wrong_suit": "{card} cannot beat {top}: it is neither {top_suit} nor one of {who}'s "
    "own trumps ({own}).",
    "pile.start": "Legal: {who} starts a new pile with {card}; any card may start a pile.",
    "pile.lay": "Legal: {who} lays {card} on the pile; {next} must beat it or pick up.",
    "pile.last_card": "Legal: {card} beats {top} with {who}'s last card: {who} is out.",
    "pick_up.three": "Legal: {who} picks up {count:cards}: the top card, {top}, is not one of "
    "their own trumps ({own}), so the top 3 cards of the pile are taken.",
    "pick_up.three:whole_pile": "Legal: {who} picks up the whole pile, which has only "
    "{pile:cards}: the top card, {top}, is not one of their own trumps ({own}), and such a "
    "pick-up takes up to 3 cards.",
    "pick_up.five": "Legal: {who} must pick up {count:cards}: the top card, {top}, is one of "
    "their own trumps ({own}), so the top 5 cards of the pile are taken.",
    "pick_up.five:whole_pile": "Legal: {who} must pick up the whole pile, which has only "
    "{pile:cards}: the top card, {top}, is one of their own trumps ({own}), and such a pick-up "
    "takes up to 5 cards.",
    "pick_up.all": "Legal: {who} must pick up the whole pile ({count:cards}): the top card is "
    "{top}, the ace of their own trumps.",
}

EVENTS: dict[str, str] = {
    "pile.picked_up": "{who} picks up {count:cards} from the pile.",
    "player.out": "{who} has no cards left: {who} is out.",
    "game.over": "Game over. {result}",
}

PHRASES: dict[str, str] = {
    **SHARED_PHRASES,
    "result.loser": "{loser} lost: left holding cards.",
    "result.you": "You lost: you were left holding cards.",
    "result.you_won": "You won: {loser} lost, left holding cards.",
    "result.you_out": "You are out: you did not lose. {loser} lost, left holding cards.",
    "result.draw": "A draw: the last two players ran out of cards together, so nobody lost.",
    # the closing sentence of a refusal: what the player may do instead
    "advice.beat": "{cards} would beat {top}, or you can pick up {count:cards}.",
    "advice.cannot_beat": "Nothing in your hand beats {top}: you can only pick up {count:cards}.",
    "advice.lay": "You may lay any card from your hand.",
    "or": "or",
}

OWN_TRUMPS = MessageTable("own_trumps", MESSAGES, EVENTS, PHRASES)
"""The learner texts of Svoi Kozyri."""
