"""Every bot's reason in Russian, Spanish and Filipino: the same cards and numbers as the English
reason, no English left, composed pieces (the search's reason around the rule of thumb's)
translated too; "en" is `last_reason` and an unknown language is refused."""

import re

import pytest
from figures import figures_in
from loanwords import without_loanwords

from durak_widget import Card, Game, Move, Rules
from durak_widget.bots import (
    InconsistentView,
    OwnTrumpsSimpleBot,
    OwnTrumpsStrongBot,
    RandomBot,
    SimpleBot,
    StrongBot,
    play_game,
)
from durak_widget.bots.base import reason_in
from durak_widget.bots.ideas import durak_idea
from durak_widget.bots.phrases import describe, gerund
from durak_widget.bots.reasons import DOMAIN, Text
from durak_widget.engine.i18n import parse_po, po_path
from durak_widget.own_trumps import OwnTrumps

LANGS = ("ru", "es", "fil")
CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
# Common English words of the reasons; none may be left in a translation.
ENGLISH = re.compile(
    r"\b(the|and|or|cards?|trumps?|spades|hearts|diamonds|clubs|beats?|beating|takes?|taking|"
    r"lost|lose|left|holding|play|playing|with|my|I|it|is|of|to|for|done|talon|deals?|moves?|"
    r"pick|picking|lay|laying|pile|keep|than|so|but|more|less|you|your|was|only|higher|lowest|"
    r"lead|throw|transfer|search)\b"
)


def _cards(text):
    return sorted(CARD.findall(text))


def check_reason(bot, seen=None):
    """The bot's last reason reads in every language, with the English reason's cards."""
    english = bot.last_reason
    assert english and bot.reason_in("en") == english
    for lang in LANGS:
        text = bot.reason_in(lang)
        assert text and text != english, (lang, english)
        assert _cards(text) == _cards(english), (lang, english, text)
        assert figures_in(text, lang) == figures_in(english), (lang, english, text)
        left = ENGLISH.search(without_loanwords(text, lang))
        assert left is None, f"English {left.group()!r} left in {lang}: {text} ({english})"
        if lang == "ru":
            assert not re.search(r"[A-Za-z]{2,}", text), text
    if seen is not None:
        seen.add(bot.last_reason_text.template)


def _play(game, bots, cap=400):
    seen = set()

    def on_move(game, move, bot):
        check_reason(bot, seen)

    play_game(game, bots, move_cap=cap, on_move=on_move)
    return seen


@pytest.mark.parametrize("preset", ["podkidnoy", "perevodnoy"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_simple_and_random_bots_give_every_reason_in_every_language(preset, players):
    seen = set()
    for seed in range(3):
        game = Game.new(players, getattr(Rules, preset)(), seed=100 * players + seed)
        bots = [SimpleBot(seed) if p % 2 == 0 else RandomBot(seed + p) for p in range(players)]
        seen |= _play(game, bots)
    assert len(seen) >= 4  # several kinds of reasons were checked


def test_every_rule_of_thumb_reason_is_translated_over_many_games():
    seen = set()
    for seed in range(12):
        game = Game.new(2 + seed % 3, Rules.perevodnoy() if seed % 2 else None, seed=seed)
        seen |= _play(game, [SimpleBot(seed) for _ in range(game.players)], cap=600)
    assert len(seen) >= 12


def test_strong_bot_reasons_compose_the_rule_of_thumb_in_every_language():
    game = Game.new(2, seed=4)
    seen = _play(game, [StrongBot(seed=1, playouts=40, time_ms=None), SimpleBot(2)], cap=80)
    assert any("{thumb}" in template for template in seen)  # the rule of thumb's reason inside
    assert any("{idea}" in template for template in seen)


@pytest.mark.parametrize(
    ("hands", "trump"),
    [([["AS", "7H", "8D"], ["6S", "KH", "9C"]], "D"), ([["6S", "7S"], ["AC"]], "C")],
)
def test_strong_bot_endgame_reasons_in_every_language(hands, trump):
    # Talon empty, two players, every other card discarded: the bot solves the rest exactly.
    used = {Card.parse(c) for hand in hands for c in hand}
    deck = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]
    game = Game.from_position(
        hands, trump=trump, attacker=0, discard=[c for c in deck if c not in used]
    )
    bot = StrongBot(seed=1, time_ms=None)
    bot.choose(game.view(0), game.legal_moves(0))
    assert bot.last_reason.startswith("Every card is known now")
    check_reason(bot)
    assert bot.reason_in("ru").startswith("Все карты теперь известны")


def test_the_free_exchange_reason_in_every_language():
    game = Game.from_position(
        [["6D", "7S", "8S", "9S", "10S", "JS"], ["7H", "8H", "9H", "10H", "JH", "QH"]],
        talon=["6C", "7C", "8C", "9C", "AD"],
        attacker=0,
        rules=Rules.podkidnoy().replace(trump_six_exchange=True),
    )
    for bot in (SimpleBot(0), StrongBot(seed=0, playouts=20, time_ms=None)):
        move = bot.choose(game.view(0), game.legal_moves(0))
        assert move.kind == "exchange"
        check_reason(bot)


@pytest.mark.parametrize("players", [2, 3])
def test_own_trumps_bots_give_every_reason_in_every_language(players):
    seen = set()
    for seed in range(3):
        game = OwnTrumps.new(players, seed=seed)
        bots = [OwnTrumpsSimpleBot(seed) for _ in range(players)]
        bots[0] = OwnTrumpsStrongBot(seed=seed, playouts=30, time_ms=None)
        seen |= _play(game, bots, cap=300)
    assert len(seen) >= 6


def test_the_search_without_a_deal_keeps_the_rule_of_thumb_reason_in_every_language():
    class Blind(StrongBot):
        def _deals(self, view):
            raise InconsistentView("no deal fits this view")

    game = Game.new(2, seed=3)
    bot = Blind(seed=1, playouts=20, time_ms=None)
    seat = game.attacker
    bot.choose(game.view(seat), game.legal_moves(seat))
    assert bot.last_reason.startswith("(No search")
    check_reason(bot)


@pytest.mark.parametrize(
    "bot", [RandomBot(1), SimpleBot(1), StrongBot(seed=1, playouts=20, time_ms=None)]
)
def test_unknown_language_is_refused_and_english_is_the_last_reason(bot):
    game = Game.new(2, seed=8)
    assert bot.reason_in("ru") == "" and bot.last_reason == ""
    bot.choose(game.view(game.attacker), game.legal_moves(game.attacker))
    assert bot.reason_in("en") == bot.last_reason
    with pytest.raises(ValueError, match="'xx'"):
        bot.reason_in("xx")


def test_a_bot_of_ones_own_is_asked_through_reason_in():
    class Mine:
        last_reason = "I play my way."

        def choose(self, view, moves):
            return moves[0]

    assert reason_in(Mine(), "ru") == "I play my way."  # not in the catalog: as it stands
    assert reason_in(SimpleBot(), "en") == ""
    with pytest.raises(ValueError, match="'xx'"):
        reason_in(Mine(), "xx")


def test_a_reason_set_by_hand_is_kept():
    bot = SimpleBot()
    bot.last_reason = "I take"
    assert bot.last_reason == "I take" and bot.reason_in("es") == "tomo las cartas"


def test_moves_are_described_in_every_language():
    move = Move.parse("P1 beats 7S with 9S")
    assert describe(move) == "I beat 7♠ with 9♠" and gerund(move) == "beating 7♠ with 9♠"
    assert describe(move, "ru") == "Бью 7♠ картой 9♠"
    assert gerund(move, "es") == "cubrir 7♠ con 9♠"
    with pytest.raises(ValueError, match="'de'"):
        describe(move, "de")


def test_counts_take_the_plural_forms_of_each_language():
    def spare(n):
        return Text.ngettext(
            "with only {n} card left in the talon I no longer save {what}",
            "with only {n} cards left in the talon I no longer save {what}",
            n,
            what=Text.gettext("a trump"),
        )

    assert str(spare(1)) == "with only 1 card left in the talon I no longer save a trump"
    assert [spare(n).in_language("ru").split(", ")[0] for n in (1, 3, 5, 21)] == [
        "в колоде осталась всего 1 карта",
        "в колоде осталось всего 3 карты",
        "в колоде осталось всего 5 карт",
        "в колоде осталась всего 21 карта",
    ]
    assert spare(1).in_language("es") == "con solo 1 carta en la baceta ya no guardo un triunfo"
    assert spare(2).in_language("es") == "con solo 2 cartas en la baceta ya no guardo un triunfo"


def test_the_cards_kept_to_throw_in_agree_with_the_verb():
    """A lead that keeps one card of its rank or several: «остаётся 9♥», «остаются 9♥ и 9♣»."""
    view = {"trump": "S", "table": [], "taking": False, "talon": 10}

    def kept(hand):
        idea = durak_idea({**view, "hand": hand}, Move.attack(0, "9D"), Move.attack(0, "7C"))
        return str(idea), idea.in_language("ru"), idea.in_language("es")

    assert kept(["9D", "9H", "7C"]) == (
        "I keep 9♥ of the same rank to throw in after it",
        "у меня остаётся 9♥ того же достоинства, чтобы подкинуть следом",
        "me quedo 9♥ del mismo valor para añadir después",
    )
    assert kept(["9D", "9H", "9C", "7C"]) == (
        "I keep 9♥ and 9♣ of the same rank to throw in after it",
        "у меня остаются 9♥ и 9♣ того же достоинства, чтобы подкинуть следом",
        "me quedo 9♥ y 9♣ del mismo valor para añadir después",
    )


@pytest.mark.parametrize("lang", LANGS)
def test_no_translation_in_the_catalog_keeps_an_english_word(lang):
    messages, _ = parse_po(po_path(lang, DOMAIN).read_text(encoding="utf-8"))
    assert len(messages) > 150
    for (_, english), text in messages.items():
        if not english:
            continue
        for form in text.split("\x00"):
            words = re.sub(r"\{[^}]*\}", "", form)
            left = ENGLISH.search(without_loanwords(words, lang))
            assert left is None, f"English {left.group()!r} in {lang}: {form!r}"
            if lang == "ru":
                assert not re.search(r"[A-Za-z]{2,}", words), form


@pytest.mark.parametrize("module", ["reasons", "phrases"])
def test_docstring_examples(module):
    import doctest
    import importlib

    found = importlib.import_module(f"durak_widget.bots.{module}")
    result = doctest.testmod(found, optionflags=doctest.ELLIPSIS)
    assert result.attempted and result.failed == 0


def test_big_numbers_are_grouped_as_each_language_writes_them():
    # "over 3291 deals" reads badly in English; Russian groups with a no-break space, Spanish
    # only from five digits, with a full stop (the CLDR's conventions). Small numbers and the
    # percentages are left alone.
    def said(n):
        return Text.ngettext(
            "{better} was better: it kept a {best:.0%} chance against {played:.0%} for {move}, "
            "over {n} deal imagined from what {who} could see, everyone then playing by the "
            "rules of thumb.",
            "{better} was better: it kept a {best:.0%} chance against {played:.0%} for {move}, "
            "over {n} deals imagined from what {who} could see, everyone then playing by the "
            "rules of thumb.",
            n,
            better="Playing K♦",
            best=0.89,
            played=0.76,
            move="playing 8♣",
            who="P1",
        )

    assert str(said(3291)) == (
        "Playing K♦ was better: it kept a 89% chance against 76% for playing 8♣, over 3,291 deals "
        "imagined from what P1 could see, everyone then playing by the rules of thumb."
    )
    assert "3\u00a0291 " in said(3291).in_language("ru") and "89%" in said(3291).in_language("ru")
    assert " 3291 " in said(3291).in_language("es") and " 12.345 " in said(12345).in_language("es")
    assert " 999 deals" in str(said(999)) and " 999 " in said(999).in_language("ru")
