"""The table words players use (one word per concept, as the glossary lists them): «бито» only
when every attack card is beaten, «пас» after «беру», «ход» for a bout and «кон» never, ranks
as words inside Russian sentences, natural agreement; in Spanish one word per concept
(baceta, tomar, «paso»)."""

import re
from pathlib import Path

import pytest

from durak_widget import Game, Move
from durak_widget.bots.phrases import said_text
from durak_widget.engine.i18n import parse_po

LOCALE = Path(__file__).resolve().parent.parent / "durak_widget" / "locale"


def _texts(lang: str) -> list[str]:
    found = []
    for po in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        messages, _ = parse_po(po.read_text(encoding="utf-8"))
        found += [text for (_, english), text in messages.items() if english and text]
    return found


def test_no_russian_text_calls_a_bout_kon():
    kon = re.compile(r"\b[Кк]он(а|у|е|ом|ы|ов)?\b")
    assert [t for t in _texts("ru") if kon.search(t)] == []


@pytest.mark.parametrize(
    ("lang", "banned"), [("es", r"\bmazo\b|\bme llevo\b|se lleva|llevart?e|\blisto\b")]
)
def test_spanish_keeps_one_word_per_concept(lang, banned):
    pattern = re.compile(banned, re.IGNORECASE)
    assert [t for t in _texts(lang) if pattern.search(t)] == []


def _taking_game():
    game = Game.from_position(
        [["7S", "7H", "KC"], ["9D", "JD", "6H"], ["8S", "QH"]], trump="C", talon=["AS", "6C"]
    )
    game.play(Move.attack(0, "7S"))
    game.play(Move.take(1))
    return game


def test_after_beru_the_attackers_say_pas_never_bito():
    game = _taking_game()
    refusal = game.explain(Move.attack(0, "KC"))  # a king is not on the table
    assert "«пас»" in refusal.message_in("ru") and "бито" not in refusal.message_in("ru")
    legal = game.explain(Move.done(0)).message_in("ru")
    assert "«пас»" in legal and "бито" not in legal
    game.play(Move.done(0))
    closing = game.explain(Move.done(2)).message_in("ru")
    assert "«пас»" in closing and "бито" not in closing
    assert "«paso»" in game.explain(Move.done(2)).message_in("es")


def test_bito_when_every_card_is_beaten():
    game = Game.from_position([["7S", "KC"], ["9S", "6H"]], trump="C", talon=["AS", "6C"])
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    assert "бито" in game.explain(Move.done(0)).message_in("ru")
    assert "бито" in game.explain(Move.attack(0, "KC")).message_in("ru")


def test_events_read_as_players_say_them():
    game = Game.from_position(
        [["7S", "KD"], ["9S", "KH"], ["8D", "8C"]],
        trump="H",
        talon=["6S", "6C", "7C", "10C", "JC", "QC", "AH"],
    )
    for move in ("P0 attacks 7S", "P1 beats 7S with 9S", "P0 done", "P2 done"):
        game.play(Move.parse(move))
    ru = {e.rule: e.message_in("ru") for e in game.last_events}
    assert ru["bout.beaten_off"] == "P1 отбился: 2 карты уходят в отбой."
    assert ru["draw.order"] == "P0 добирает 5 карт и P2 — 2 (P2 берёт открытый козырь A♥)."
    assert ru["roles.next"].startswith("Ход 2: P1 ходит под P2")
    taken = _taking_game()
    taken.play(Move.done(0))
    taken.play(Move.done(2))
    ru = {e.rule: e.message_in("ru") for e in taken.last_events}
    assert ru["bout.taken"] == "P1 забирает 1 карту."
    assert ru["draw.order"] == "P0 добирает 2 карты (P0 берёт открытый козырь 6♣)."


def test_several_beaters_are_named_without_an_agreement_slip():
    game = Game.from_position([["KS"], ["QS", "AS", "9D", "8C"]], trump="D")
    game.play(Move.attack(0, "KS"))
    text = game.explain(Move.defend(1, "QS", "KS")).message_in("ru")
    assert "Побить K♠ можно картой A♠ или 9♦" in text and "побьёт" not in text


_LETTER = re.compile(r"(?<![\w♠♥♦♣])[JQKA](?![♠♥♦♣\w])")


def test_russian_sentences_say_ranks_as_words():
    game = Game.from_position(
        [["JS", "QH", "KC"], ["9S", "AS", "6D"]], trump="D", talon=["7C", "8D"]
    )
    game.play(Move.attack(0, "JS"))
    game.play(Move.defend(1, "AS", "JS"))
    texts = [
        game.explain(Move.attack(0, "QH")).message_in("ru"),  # ranks on the table: J, A
        game.explain(Move.transfer(1, "6D")).message_in("ru"),
    ]
    for text in texts:
        assert not _LETTER.search(text), text
    assert "валет" in texts[0] and "туз" in texts[0]


def test_a_bot_throwing_in_says_podkidyvayu():
    move = Move.attack(0, "9C")
    assert said_text(move, on_table=True).in_language("ru") == "подкидываю 9♣"
    assert said_text(move).in_language("ru") == "хожу с 9♣"


def test_spanish_agrees_with_a_single_waiting_player():
    game = Game.from_position(
        [["7S", "7C"], ["9S", "KH", "QD"], ["7H", "8D"]], trump="H", talon=["6S", "6C", "AH"]
    )
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    text = game.explain(Move.done(0)).message_in("es")
    assert "P2 aún pueden" not in text and "aún se pueden añadir cartas (P2)" in text


def test_no_text_says_the_discard_can_be_seen():
    # the discard lies face down and nobody may look at it: players remember, they do not look
    assert [t for t in _texts("ru") if re.search(r"отбо\w*[^.]*видн", t)] == []
    assert [t for t in _texts("es") if re.search(r"descarte[^.]*(boca arriba|a la vista)", t)] == []
