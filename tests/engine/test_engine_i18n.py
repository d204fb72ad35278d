"""Learner texts in Russian and Spanish: complete catalogs that keep every placeholder, catalogs
in step with the message tables, and every verdict and event of random play rendered in every
language."""

import gettext
import io
import random
import re
import string

import pytest
from babel.messages.pofile import read_po

from durak_widget import Game, Move, Rules
from durak_widget.engine import i18n
from durak_widget.engine.i18n import entries, parse_po, po_path
from durak_widget.own_trumps import OwnTrumps
from durak_widget.own_trumps.moves import Move as OwnMove

LANGS = ("ru", "es", "fil")
FORMATTER = string.Formatter()

# English that must never be left in a translated message (card texts and "P0" names aside).
ENGLISH = re.compile(
    r"\b(the|and|cards?|spades|hearts|diamonds|clubs|none|draws?|beats?|takes?|Legal|lost|"
    r"lose|left|holding)\b"
)


def _fields(template: str) -> set[str]:
    return {
        field.split(".")[0].split("[")[0]
        for _, field, _, _ in FORMATTER.parse(template)
        if field is not None
    }


def _catalog(lang: str) -> tuple[dict[tuple[str | None, str], str], set[tuple[str | None, str]]]:
    return parse_po(po_path(lang).read_text(encoding="utf-8"))


# ---------------------------------------------------------------- the catalogs


@pytest.mark.parametrize("lang", LANGS)
def test_every_id_of_both_games_has_a_reviewed_translation(lang):
    messages, fuzzy = _catalog(lang)
    contexts = {context for context, _, _ in entries()}
    assert {"beat.lower_same_suit", "draw.order", "pick_up.five", "word.clubs"} <= contexts
    missing = [
        context
        for context, english, _ in entries()
        if not messages.get((context, english)) or (context, english) in fuzzy
    ]
    assert missing == [], f"{lang}: untranslated or fuzzy ids {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_every_placeholder(lang):
    messages, _ = _catalog(lang)
    wrong = {}
    for context, english, _ in entries():
        translation = messages.get((context, english), "")
        if translation and _fields(translation) != _fields(english):
            wrong[context] = (sorted(_fields(english)), sorted(_fields(translation)))
    assert wrong == {}, f"{lang}: placeholders lost or added {wrong}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogs_are_in_step_with_the_message_tables(lang):
    # The extractor, run in memory, gives exactly the catalog's entries (no new, changed or
    # removed id waits for `scripts/i18n.py update`), in the template and in each language.
    expected = {(context, english) for context, english, _ in entries()}
    messages, _ = _catalog(lang)
    assert set(messages) - {(None, "")} == expected
    template, _ = parse_po((i18n.LOCALE_DIR / "durak_widget.pot").read_text(encoding="utf-8"))
    assert set(template) - {(None, "")} == expected


@pytest.mark.parametrize("lang", LANGS)
def test_the_runtime_reader_agrees_with_babel(lang):
    with po_path(lang).open("rb") as source:
        catalog = read_po(source, locale=lang)
    by_babel = {(m.context, m.id): m.string for m in catalog if m.id}
    messages, _ = _catalog(lang)
    assert by_babel == {key: text for key, text in messages.items() if key[1]}
    # compiled in memory, the catalog reads the same through the standard library's gettext
    compiled = gettext.GNUTranslations(io.BytesIO(i18n.compile_mo(messages)))
    for (context, english), text in by_babel.items():
        assert compiled.pgettext(context, english) == text


def test_an_unknown_language_is_refused_by_name():
    game = Game.from_position([["KS", "7C"], ["QS", "AS"]], trump="D")
    verdict = game.explain("P0 attacks KS")
    with pytest.raises(ValueError, match=r"'de'.*en, es, fil, ru"):
        verdict.message_in("de")
    game.play("P0 attacks KS")
    game.play("P1 takes")
    game.play("P0 done")
    with pytest.raises(ValueError, match=r"'xx'"):
        game.last_events[0].message_in("xx")
    assert verdict.message_in("en") == verdict.message


# ---------------------------------------------------------------- what a learner reads


def test_a_refused_beat_in_russian_and_spanish():
    game = Game.from_position([["KS", "7C"], ["QS", "AS", "9D", "8C"]], trump="D")
    game.play("P0 attacks KS")
    verdict = game.explain("P1 beats KS with QS")
    assert verdict.message_in("ru") == (
        "Q♠ не бьёт K♠: карта той же масти должна быть старше (дама младше, чем король). "
        "Побить K♠ можно картой A♠ или 9♦, или можно взять («беру»)."
    )
    assert verdict.message_in("es") == (
        "Q♠ no cubre K♠: una carta del mismo palo tiene que ser más alta (una reina está por "
        "debajo de un rey). A♠ o 9♦ cubriría K♠, o puedes tomar las cartas."
    )
    assert "a queen is lower than a king" in verdict.message  # English stays the default


def test_suits_limits_and_plurals_are_translated():
    game = Game.from_position([["KS", "7C"], ["QS", "AS", "9D", "8C"]], trump="D")
    game.play("P0 attacks KS")
    wrong_suit = game.explain("P1 beats KS with 8C")
    assert "(пики)" in wrong_suit.message_in("ru") and "(бубны)" in wrong_suit.message_in("ru")
    assert "(picas)" in wrong_suit.message_in("es")
    table = i18n.local_table(game.messages, "ru")
    assert [table.count_cards(n) for n in (1, 3, 5, 21)] == [
        "1 карта",
        "3 карты",
        "5 карт",
        "21 карта",
    ]


def test_events_keep_names_and_cards():
    game = Game.new(players=3, seed=5, names=["Ann", "Boris", "Carmen"])
    while game.bout == 1:
        game.play(next(iter(game.legal_moves(game.defender)), None) or _any(game))
    texts = {e.rule: (e.message, e.message_in("ru"), e.message_in("es")) for e in game.last_events}
    assert "roles.next" in texts
    english, russian, spanish = texts["roles.next"]
    assert russian.startswith("Ход 2: ") and spanish.startswith("Ronda 2: ")
    for name in ("Ann", "Boris", "Carmen"):
        if name in english:
            assert name in russian and name in spanish


def _any(game):
    for seat in range(game.players):
        for move in game.legal_moves(seat):
            return move
    raise AssertionError("no legal move")


# ---------------------------------------------------------------- random play, every language


def _durak_tries(game, rng):
    moves = []
    table = [card for pair in game.table for card in pair if card is not None]
    for seat in range(game.players):
        moves += [Move.take(seat), Move.done(seat), Move.exchange(seat)]
        for card in game.hand(seat):
            moves += [Move.attack(seat, card), Move.transfer(seat, card)]
            moves.append(Move.transfer(seat, card, show=True))
            moves += [Move.defend(seat, card, target) for target in table]
    moves.append(Move.attack(game.players, game.hand(0)[0] if game.hand(0) else "7S"))
    return rng.sample(moves, min(10, len(moves)))


def _own_tries(game, rng):
    moves = []
    for seat in range(game.players):
        moves.append(OwnMove.pick_up(seat))
        for card in game.hand(seat):
            moves += [OwnMove.beat(seat, card), OwnMove.lay(seat, card)]
    return rng.sample(moves, min(8, len(moves)))


def _check(english, translated, lang, what):
    assert translated and translated != english, f"{what} not translated to {lang}: {english}"
    assert not translated.startswith(what), f"{what}: the {lang} template did not fill"
    assert "{" not in translated and "}" not in translated, translated
    left = ENGLISH.search(translated)
    assert left is None, f"English {left.group()!r} left in {lang}: {translated}"


def _play_and_render(game, tries, rng, steps, seen):
    for _ in range(steps):
        for move in tries(game, rng):
            verdict = game.explain(move)
            seen.add(verdict.rule)
            for lang in LANGS:
                _check(verdict.message, verdict.message_in(lang), lang, verdict.rule)
        if game.is_over:
            for lang in LANGS:
                verdict = game.explain(tries(game, rng)[0])
                _check(verdict.message, verdict.message_in(lang), lang, verdict.rule)
            return
        legal = [m for seat in range(game.players) for m in game.legal_moves(seat)]
        game.play(rng.choice(legal))
        for event in game.last_events:
            seen.add(event.rule)
            for lang in LANGS:
                _check(event.message, event.message_in(lang), lang, event.rule)


PRESETS = {
    "podkidnoy": Rules.podkidnoy,
    "perevodnoy": Rules.perevodnoy,
    "classic": Rules.classic,
    "eltos": Rules.eltos,
}


def test_random_durak_positions_render_in_every_language():
    rng = random.Random(10)
    seen: set[str] = set()
    for index in range(16):
        name = list(PRESETS)[index % len(PRESETS)]
        rules = PRESETS[name]()
        if index % 8 == 5:
            rules = rules.replace(partnerships=True)
            players = 4
        else:
            players = 2 + index % 3
        game = Game.new(players=players, rules=rules, seed=index)
        _play_and_render(game, _durak_tries, rng, 25, seen)
    # the positions reached cover the main kinds of text, refusals and events alike
    assert {"attack.lead", "beat.wrong_suit", "take.legal", "draw.order", "roles.next"} <= seen


def test_random_own_trumps_positions_render_in_every_language():
    rng = random.Random(11)
    seen: set[str] = set()
    for index in range(8):
        game = OwnTrumps.new(players=2 + index % 3, seed=index)
        _play_and_render(game, _own_tries, rng, 30, seen)
    assert {"pile.start", "pile.wrong_suit", "pile.picked_up"} <= seen


def test_the_end_of_a_game_in_every_language():
    # both games share the template of the event game.over; its result is each game's own
    rng = random.Random(12)
    for game in (OwnTrumps.new(players=3, seed=1), Game.new(players=3, seed=1)):
        while not game.is_over:
            game.play(rng.choice([m for s in range(game.players) for m in game.legal_moves(s)]))
        seen = set()
        for event in game.last_events:
            seen.add(event.rule)
            for lang in LANGS:
                _check(event.message, event.message_in(lang), lang, event.rule)
        assert "game.over" in seen
