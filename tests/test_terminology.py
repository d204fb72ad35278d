"""The table words players use (one word per concept, as the glossary lists them): «бито» only
when every attack card is beaten, «пас» after «беру», «ход» for a bout and «кон» never, ranks
as words inside Russian sentences, natural agreement; in Spanish one word per concept
(baceta, tomar, «paso»)."""

import functools
import random
import re
from pathlib import Path

import pytest

from durak_widget import Game, Move, Rules
from durak_widget.bots.phrases import said_text
from durak_widget.coach.hint import hint
from durak_widget.engine.i18n import catalog_texts, parse_po
from durak_widget.games import kind_of

LOCALE = Path(__file__).resolve().parent.parent / "durak_widget" / "locale"


def _texts(lang: str) -> list[str]:
    """Every translated text of `lang`, but the glossary's lists of the synonyms players also
    use (``glossary-also:``): naming the other words is what those entries are for."""
    found = []
    for po in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        messages, _ = parse_po(po.read_text(encoding="utf-8"))
        found += [
            text
            for (context, english), text in messages.items()
            if english and text and not (context or "").startswith("glossary-also:")
        ]
    return found


def test_no_russian_text_calls_a_bout_kon():
    kon = re.compile(r"\b[Кк]он(а|у|е|ом|ы|ов)?\b")
    assert [t for t in _texts("ru") if kon.search(t)] == []


@pytest.mark.parametrize(
    ("lang", "banned"),
    [
        (
            "es",
            r"\bmazo\b|\bme llevo\b|se lleva|llevart?e|lléva|\blisto\b"
            r"|\bech[ao]\w*\b|\bmat[ao]\w*\b",  # one verb per concept: añadir, cubrir
        )
    ],
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


# ---------------------------------------------------------------------------------------------
# Every finding of the table-words review, checked on the real texts: verdicts, events, the log,
# the narration, the status line, hints, card reasons, the coach and the bots' reasons, rendered
# from real positions in each language.


def _view_texts(w):
    """Every text of the widget's view and log tail a learner reads."""
    v = w.view
    out = [v.get("narration"), v["panel"].get("status"), v["panel"].get("limit_text")]
    out += [v.get("result_text"), v.get("error")]
    for key in ("last_verdict", "last_draw", "pick_up", "waiting", "thinking", "series", "coach"):
        if isinstance(v.get(key), dict):
            out += [v[key].get(f) for f in ("message", "text", "move", "better")]
    for seat in v["seats"]:
        out += [seat.get("role_label")]
    out += v.get("hint") or []
    for entry in w.log_tail:
        out += [entry.get("text"), entry.get("why")]
    return [t for t in out if isinstance(t, str) and t]


def _played_texts(lang, make, steps=160):
    """The texts of a whole game the learner plays (the last legal move, sometimes a refused
    try, a hint and a card's reason on the way), with the bots' reasons."""
    from durak_widget import DurakWidget

    w = make(DurakWidget, lang)
    seen = []
    for step in range(steps):
        seen += _view_texts(w)
        if w.game.is_over:
            break
        legal = w.view["legal"]
        if not legal:
            w.run_bots()
            continue
        if step % 3 == 0 and w.view["hand"]:
            card = w.view["hand"][0]["card"]
            kind = "lay" if w.is_own_trumps else "attack"
            key = "card" if w.is_own_trumps else "cards"
            w.explain({"kind": kind, "player": w.seat, key: card if w.is_own_trumps else [card]})
            seen += _view_texts(w)
            seen.append(w.card_reason(card))
        w.hint()
        seen += _view_texts(w)
        w.play(legal[step % len(legal)])
    seen += [seat.reason_in(lang) for seat in w.bots.values() if hasattr(seat, "reason_in")]
    seen += [e.get("bot_reason") or "" for e in w.move_log]
    return w, [t for t in seen if t]


_GAMES = {
    "two, perevodnoy, coach": lambda W, lang: W(
        language=lang, seed=0, rules=Rules.perevodnoy(), coach=True, bot_delay_ms=0, quiet_ms=0
    ),
    "three, podkidnoy": lambda W, lang: W(
        language=lang, players=3, seed=1, bot_delay_ms=0, quiet_ms=0
    ),
    "four, eltos": lambda W, lang: W(
        language=lang, players=4, seed=2, rules=Rules.eltos(), bot_delay_ms=0, quiet_ms=0
    ),
    "six, teams": lambda W, lang: W(
        language=lang,
        players=6,
        seed=1,
        rules=Rules.podkidnoy().replace(partnerships=True),
        bot_delay_ms=0,
        quiet_ms=0,
    ),
    "svoi kozyri": lambda W, lang: W.own_trumps(
        players=3, seed=2, language=lang, coach=True, bot_delay_ms=0, quiet_ms=0
    ),
}


@functools.cache
def _texts_of(lang):
    """The texts of every game of `_GAMES` in `lang`, and of every verdict of every candidate
    move along one more game (every rule a position reaches, refusals and acceptances)."""
    found = []
    for make in _GAMES.values():
        found += _played_texts(lang, make)[1]
    game = Game.new(players=3, rules=Rules.classic(), seed=4)
    adapter = kind_of(game)
    rng = random.Random(4)
    while not game.is_over:
        for move in adapter.quiz_candidates(game):
            verdict = game.explain(move)
            found.append(verdict.message if lang == "en" else verdict.message_in(lang))
        legal = [m for s in range(game.players) for m in game.legal_moves(s)]
        game.play(rng.choice(legal))
        found += [e.message if lang == "en" else e.message_in(lang) for e in game.last_events]
    return tuple(dict.fromkeys(found))


def _matching(pattern, texts):
    found = [t for t in texts if re.search(pattern, t)]
    return found[:5]


def test_the_texts_rendered_are_many_and_in_their_language():
    # the guard of the tests below: they read real texts, in the language asked for
    for lang, word in (("en", "attacks"), ("ru", "ходит"), ("es", "ataca")):
        texts = _texts_of(lang)
        assert len(texts) > 400 and any(word in t for t in texts), lang


# ----------------------------------------------------------------------------- Spanish

_CARD = r"(?:10|[2-9JQKA])[♠♥♦♣]"
# ganar for beating a card (ganar stays for winning a game: "{move} gana")
_GANAR_A_CARD = (
    rf"\bgan(?:a|an|o|ó|ar|aría|aste|ado|ada|ados|adas)\b(?: a)? "
    rf"(?:{_CARD}|la carta|las cartas|todas)|\bganad[ao]s\b|sin ganar|está ganad"
)


def test_no_spanish_text_uses_ganar_for_beating():
    assert _matching(_GANAR_A_CARD, _texts_of("es")) == []
    catalog = [
        t
        for t in _texts("es")
        if re.search(r"\bgan\w*\b(?: a)? \{(target|top|card)\}|sin ganar|ganad[ao]s|está ganad", t)
    ]
    assert catalog == []
    assert re.search(_GANAR_A_CARD, "Todo está ganado") and re.search(_GANAR_A_CARD, "gana a 6♣")


def test_spanish_says_cubrir_with_its_object_in_the_log_and_the_status():
    from durak_widget import DurakWidget

    game = Game.from_position([["6C", "7D", "KH"], ["AC", "9D", "QH"]], trump="H", attacker=0)
    w = DurakWidget(game=game, mode="sandbox", language="es")
    w.play(Move.attack(0, "6C"))
    w.play(Move.defend(1, "AC", "6C"))
    assert w.log_tail[-1]["text"] == "P1 cubre 6♣ con A♣"
    assert w.view["last_verdict"]["message"].startswith("Válido: A♣ cubre 6♣: mismo palo")
    w.seat = 0
    assert w.view["panel"]["status"].startswith("Todas cubiertas")


def test_the_spanish_transfer_button_is_not_a_bare_pasar_beside_paso():
    labels = catalog_texts("es", "durak_widget_js")
    buttons = {labels[k] for k in ("Take", "Done (Pass)", "Done (Bito)", "Transfer", "Show trump")}
    assert labels["Transfer"] == "Pasar el ataque" and labels["Done (Bito)"] == "Paso"
    assert "Pasar" not in buttons and len(buttons) == 4  # «Paso» for both dones


def test_the_co_attacker_is_named_apart_from_the_attacker():
    from durak_widget import DurakWidget

    game = Game.from_position(
        [["7S", "KD"], ["9S", "KH"], ["7C", "8C"]], trump="H", attacker=0, talon=["6S", "AH"]
    )
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    for lang, co in (("en", "co-attacker"), ("ru", "подкидывающий"), ("es", "coatacante")):
        roles = [
            s["role_label"] for s in DurakWidget(game=game.copy(), language=lang).view["seats"]
        ]
        assert roles[2].startswith(co) and roles[0] != roles[2], (lang, roles)


def test_a_count_of_one_agrees_in_spanish_and_russian():
    # the exchange refused with one card left in the talon: the face-up trump itself
    game = Game.from_position(
        [["6H", "KD", "8S"], ["9S", "KH", "7C"]],
        trump="H",
        talon=["AH"],
        rules=Rules.podkidnoy().replace(trump_six_exchange=True),
    )
    verdict = game.explain(Move.exchange(0))
    assert verdict.rule == "exchange.talon_too_small", verdict.message
    assert "queda 1 carta" in verdict.message_in("es")
    assert "осталась 1 карта" in verdict.message_in("ru")
    # a transfer refused after one beat
    game = Game.from_position(
        [["7S", "7D", "KD"], ["9S", "7H", "7C"], ["8S", "QH"]], trump="H", rules=Rules.perevodnoy()
    )
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    spanish = game.explain(Move.transfer(1, "7H")).message_in("es")
    assert "cubiertas: 1" in spanish and "1 ganadas" not in spanish and "1 cubiertas" not in spanish
    # the defender began the bout with one card
    game = Game.from_position([["7S", "7D", "KD"], ["9S"]], trump="H", talon=["6S", "AH"])
    game.play(Move.attack(0, "7S"))
    refusal = game.explain(Move.attack(0, "7D"))
    assert refusal.rule == "attack.defender_hand"
    assert "была 1 карта" in refusal.message_in(
        "ru"
    ) and "empezó esta ronda con 1 carta" in refusal.message_in("es")
    # and nowhere in a whole game
    assert _matching(r"\b(было|осталось|сыграно) 1 карта|\b1 карт\b", _texts_of("ru")) == []
    assert (
        _matching(
            r"\b(quedan|van|hay|son) 1 \w+\b|\b1 (cartas|cubiertas|jugadas)\b", _texts_of("es")
        )
        == []
    )
    assert _matching(r"\b1 cards\b|card\(s\)", _texts_of("en")) == []


def test_the_countdown_agrees_with_one_second():
    labels = {lang: catalog_texts(lang, "durak_widget_js") for lang in ("ru", "es")}
    spanish = labels["es"][" {n} s left\x00 {n} s left"].split("\x00")
    russian = labels["ru"][" {n} s left\x00 {n} s left"].split("\x00")
    assert spanish == [" queda {n} s", " quedan {n} s"] and russian[0] == " осталась {n} с"


def test_spanish_ranks_take_their_article_and_o_becomes_u_before_8():
    from durak_widget import DurakWidget

    game = Game.from_position([["7S", "7D", "8C", "JH"], ["9S", "KH", "QC"]], trump="H", attacker=0)
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "9S", "7S"))
    status = DurakWidget(game=game, language="es").view["panel"]["status"]
    assert "Añade un 7 o un 9, o di «paso»" in status, status
    english = DurakWidget(game=game.copy(), language="en").view["panel"]["status"]
    assert "Throw in a 7 or a 9, or say Done." in english
    # "o" before a word said with an o sound is "u", wherever a list puts it
    game = Game.from_position([["6S", "KC"], ["7S", "8S", "KD"]], trump="H", attacker=0)
    game.play(Move.attack(0, "6S"))
    assert hint(game, 1, "es")[0] == "Cubre 6♠ con 7♠ u 8♠."
    refusal = game.explain(Move.defend(1, "KD", "6S")).message_in("es")
    assert "7♠ u 8♠ cubriría 6♠" in refusal, refusal
    assert (
        _matching(r"(?<![\w-])o (?=8|o|ho)|(?<![\w-])y (?=i|hi(?![aeou]))", _texts_of("es")) == []
    )
    assert (
        _matching(
            r"\b(?:[Aa]ñad\w*|puede añadir) (?:\d+|jota|reina|rey|as)(?![\d♠♥♦♣\w])",
            _texts_of("es"),
        )
        == []
    )


def test_spanish_says_equipos_never_parejas():
    assert [t for t in _texts("es") if re.search(r"parej", t, re.IGNORECASE)] == []
    assert any("equipo" in t for t in _texts_of("es"))


# ----------------------------------------------------------------------------- Russian


def _pairs(lang: str) -> list[tuple[str, str]]:
    """Every catalog entry of `lang` as ``(english, translation)``."""
    found = []
    for po in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        messages, _ = parse_po(po.read_text(encoding="utf-8"))
        found += [(english, text) for (_, english), text in messages.items() if english and text]
    return found


def test_a_numbered_step_is_a_shag_never_a_khod():
    # «ход» next to a step number, in the catalogs and on the table (a bout's number is «ход»)
    step = (
        r"\b[Хх]од\w*\s*(?:№\s*)?\{(?:position|n|number|done|last)\}"
        r"|\b[Хх]од\w* \d+ из \d+|\b[Хх]од\w* №"
    )
    wrong = [(e, t) for e, t in _pairs("ru") if re.search(step, t) and "bout" not in e.lower()]
    assert wrong == []
    assert any("Шаг {position} из {length}" in t for _, t in _pairs("ru"))
    assert _matching(step, _texts_of("ru")) == []
    from durak_widget import DurakWidget

    w = DurakWidget.replay("take_and_throw_in", language="ru")
    w.goto(3)
    assert re.match(r"Шаг 3 из \d+: P2 подкидывает 9♥", w.view["narration"]), w.view["narration"]
    assert "ходе" not in w.view["narration"].split(":")[0]


def test_whose_turn_it_is_is_ochered():
    from durak_widget.own_trumps import OwnTrumps
    from durak_widget.own_trumps.moves import Move as OwnMove

    game = OwnTrumps.new(players=3, seed=1)
    other = (game.turn_seat + 1) % 3
    refusal = game.explain(OwnMove.lay(other, game.hand(other)[0])).message_in("ru")
    assert "очередь игрока" in refusal and "ход игрока" not in refusal, refusal


def test_russian_numerals_and_cases_with_several_cards():
    game = Game.from_position(
        [["7S", "7H", "7D", "KC"], ["9D", "JD", "8H", "AS"]],
        trump="C",
        talon=["AH", "10C"],
        rules=Rules.eltos(),
    )
    assert "ходит сразу двумя картами" in game.explain("P0 attacks 7S 7H").message_in("ru")
    assert "ходит сразу тремя картами" in game.explain("P0 attacks 7S 7H 7D").message_in("ru")
    assert _matching(r"ходит сразу \d+ карт", _texts_of("ru")) == []


def test_a_lead_is_said_with_s_and_a_bot_throwing_in_says_podkidyvayu():
    bare = rf"\b(?:[Хх]одит|[Хх]ожу|[Хх]одите|[Сс]ходить|пошёл) (?:сразу )?{_CARD}"
    assert _matching(bare, _texts_of("ru")) == []
    assert [
        t for t in _texts("ru") if re.search(r"\b(ходит|хожу|сходить) \{(cards|card)\}", t)
    ] == []
    # a bot's reason for a card added to the bout never says «хожу»
    w, _ = _played_texts("ru", _GAMES["three, podkidnoy"])
    thrown = [e for e in w.move_log if e["rule"] == "attack.throw_in" and e.get("bot_reason")]
    assert thrown and all(not e["bot_reason"].startswith("Хожу") for e in thrown)
    assert any(e["bot_reason"].startswith("Подкидываю") for e in thrown)


def test_svoi_kozyri_says_its_suits_and_trumps_as_russians_do():
    wrong = (
        r"масти (пики|червы|бубны|трефы)|ваши свои козыри|ваш свой козырь"
        r"|из своих козырей игрока|масть своих козырей"
    )
    assert [t for t in _texts("ru") if re.search(wrong, t)] == []
    assert _matching(wrong, _texts_of("ru")) == []
    assert _matching(r"старшей (пикой|червой|бубной|трефой)", _texts_of("ru"))


def test_teams_are_komandy_and_a_team_mate_naparnik():
    assert [t for t in _texts("ru") if re.search(r"парами|\bпары игроков|партн[её]р", t)] == []
    teams = _texts_of("ru")
    assert any("команд" in t for t in teams)


def test_ranks_in_russian_prose_are_words_in_the_right_case():
    from durak_widget import DurakWidget

    game = Game.from_position([["7S", "7D", "AC", "JH"], ["9S", "KH", "AH"]], trump="H", attacker=0)
    game.play(Move.attack(0, "7S"))
    game.play(Move.defend(1, "AH", "7S"))
    status = DurakWidget(game=game, language="ru").view["panel"]["status"]
    assert "Подкиньте семёрку или туза" in status, status  # the accusative, not «семёрка»
    assert _matching(_LETTER.pattern, [t for t in _texts_of("ru") if "(на столе:" not in t]) == []
    assert (
        _matching(
            r"[Пп]одкин\w+ \(?(семёрка|восьмёрка|девятка|десятка|шестёрка|дама)\b", _texts_of("ru")
        )
        == []
    )


# ----------------------------------------------------------------------------- English


def test_english_you_sentences_have_no_third_person_verbs():
    from durak_widget.table.views.you import _verbs

    verbs = _verbs()
    adverbs = r"(?:now|still|also|only|already|then|never) "
    third = []
    for text in _texts_of("en"):
        for clause in re.split(r"[.;:!?()—]", text):
            clause = clause.strip()
            if not re.match(r"[Yy]ou ", clause):
                continue
            words = re.findall(
                rf"^[Yy]ou (?:{adverbs})?(\w+)|\b(?:and|or)(?: so| then)? (\w+)", clause
            )
            if any(w in verbs for pair in words for w in pair if w):
                third.append(clause)
    assert third[:5] == []
    assert _matching(r"so it leads|picks you up", _texts_of("en")) == []


def test_english_logs_a_throw_in_and_done_as_players_say_them():
    w, _ = _played_texts("en", _GAMES["three, podkidnoy"])
    entries = w.move_log
    throw_ins = [e["text"] for e in entries if e["rule"] == "attack.throw_in"]
    dones = [e["text"] for e in entries if e["rule"] == "done.legal"]
    assert throw_ins and all(
        " throws in " in t and " attacks " not in t.split(" — ")[0] for t in throw_ins
    )
    assert dones and all(t.split(" — ")[0].endswith("says done") for t in dones)


def test_english_ranks_in_prose_are_words():
    letters = r"\b(?:[Tt]hrow in|an?|[Tt]hrow in an?)\s+[JQKA](?![\w♠♥♦♣])"
    assert _matching(letters, _texts_of("en")) == []
    game = Game.from_position([["JS", "JD", "AC", "7H"], ["9S", "KH", "QS"]], trump="H", attacker=0)
    game.play(Move.attack(0, "JS"))
    game.play(Move.defend(1, "QS", "JS"))
    assert "a jack is already on the table" in game.explain(Move.attack(0, "JD")).message


# ----------------------------------------------------------------------------- Svoi Kozyri pick-up


@pytest.mark.parametrize(
    ("lang", "head"), [("en", "Legal: "), ("ru", "Можно: "), ("es", "Válido: ")]
)
def test_the_pick_up_line_is_the_engines_sentence_whole(lang, head):
    from durak_widget import DurakWidget

    for seed in range(8):
        w = DurakWidget.own_trumps(players=2, seed=seed, language=lang, bot_delay_ms=0, quiet_ms=0)
        for _ in range(40):
            info = w.view.get("pick_up")
            if info or w.game.is_over:
                break
            legal = w.view["legal"]
            w.play(legal[-1]) if legal else w.run_bots()
        if info:
            break
    assert info, "no pick-up reached"
    # the engine's sentence without its «Можно:», never inside a sentence of the table's own
    said = info["text"]
    assert info["message"] in (head + said, head + said[:1].lower() + said[1:])  # "Legal: you ..."
    assert head.strip() not in said
    assert "If you pick up" not in (LOCALE / "durak_widget_js.pot").read_text(encoding="utf-8")
