"""The coach in Russian, Spanish and Filipino: its comments, its hints and the principles' words,
with the same cards and figures as in English and no English left."""

import re

import pytest
from figures import figures_in
from loanwords import without_loanwords

from durak_widget import Game, Move, Rules
from durak_widget.bots import SimpleBot, turn
from durak_widget.coach import PRINCIPLES, assess, hint
from durak_widget.own_trumps import OwnTrumps

LANGS = ("ru", "es", "fil")
CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")


ENGLISH = re.compile(
    r"\b(the|and|or|cards?|trumps?|beats?|beating|takes?|taking|lost|lose|left|play|playing|"
    r"with|my|I|it|is|of|to|for|done|talon|deals?|moves?|pick|lay|pile|keep|than|so|but|"
    r"you|your|was|only|better|good|mistake|inaccuracy|lead|throw|transfer|nothing|bout)\b",
    re.IGNORECASE,
)


def _check(english, translate):
    """`translate(lang)` gives `english` in each language: same cards and figures, no English."""
    assert english and translate("en") == english
    for lang in LANGS:
        text = translate(lang)
        assert text and text != english, (lang, english)
        assert sorted(CARD.findall(text)) == sorted(CARD.findall(english)), (lang, text)
        assert figures_in(text, lang) == figures_in(english), (lang, text)
        left = ENGLISH.search(without_loanwords(text, lang))
        assert left is None, f"English {left.group()!r} left in {lang}: {text}"
    with pytest.raises(ValueError, match="'xx'"):
        translate("xx")


@pytest.mark.parametrize("key", list(PRINCIPLES))
def test_each_principles_weak_move_is_judged_in_every_language(key):
    principle = PRINCIPLES[key]
    game = principle.position()
    said = assess(game, Move.parse(principle.weak), time_ms=300)
    _check(said.reason, said.reason_in)
    if said.label != "unclear":
        _check(said.comment, said.comment_in)
    if said.label != "unclear":  # the heading says the verdict; the comment never repeats it
        for lang in ("en", *LANGS):
            assert not said.comment_in(lang).startswith(said.title_in(lang)), (lang, said)
    if said.principle is not None:
        # The principle named in English is named in the other languages too.
        assert PRINCIPLES[said.principle].name in said.reason
        for lang in LANGS:
            assert PRINCIPLES[said.principle].name_in(lang) in said.reason_in(lang)


def test_an_only_move_and_a_search_are_judged_in_every_language():
    game = Game.from_position([["7S"], ["8S", "JH"]], trump="H", talon=["6C", "9H"], attacker=0)
    only = assess(game, Move.attack(0, "7S"))
    assert only.details["method"] == "only_move"
    _check(only.reason, only.reason_in)
    game = Game.new(2, seed=5)
    seat = game.attacker
    searched = assess(game, game.legal_moves(seat)[0], time_ms=200)
    assert searched.details["method"] == "search"
    _check(searched.reason, searched.reason_in)


def test_principles_read_in_every_language():
    for principle in PRINCIPLES.values():
        _check(principle.name, principle.name_in)
        _check(principle.summary, principle.summary_in)


def _check_hint(game, seat):
    english = hint(game, seat)
    for lang in LANGS:
        lines = hint(game, seat, lang)
        assert len(lines) == len(english)
        for line, source in zip(lines, english):
            assert sorted(CARD.findall(line)) == sorted(CARD.findall(source)), (line, source)
            left = ENGLISH.search(without_loanwords(line, lang))
            assert left is None, f"English {left.group()!r} left in {lang}: {line}"
    return english


def test_hints_in_every_language_through_a_whole_game():
    game = Game.new(3, Rules.perevodnoy(), seed=9)
    bot = SimpleBot(1)
    seen = set()
    while not game.is_over:
        for seat in range(game.players):
            seen.update(line.split(" ")[0] for line in _check_hint(game, seat))
        seat, moves = turn(game)
        game.play(bot.choose(game.view(seat), moves))
    _check_hint(game, 0)
    assert {"Beat", "Take:", "Say", "Lead", "Throw", "Nothing"} <= seen


def test_hints_for_svoi_kozyri_in_every_language():
    game = OwnTrumps.new(3, seed=2)
    bot_moves = 0
    while not game.is_over and bot_moves < 60:
        for seat in range(game.players):
            _check_hint(game, seat)
        game.play(game.legal_moves(game.turn_seat)[0])
        bot_moves += 1


def test_hint_examples_and_unknown_language():
    game = Game.from_position([["7S", "9S"], ["8S", "JH"]], trump="H", attacker=0)
    assert hint(game, 0, "ru") == ["Ходите с любой карты: 7♠ или 9♠."]
    assert hint(game, 0, "es") == ["Sal con cualquier carta: 7♠ o 9♠."]
    assert hint(game, 1, "ru") == ["Сейчас ходов нет: Ход 1: P0 ходит под P1."]
    with pytest.raises(ValueError, match="'xx'"):
        hint(game, 0, "xx")
