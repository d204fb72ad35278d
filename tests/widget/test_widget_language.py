"""The table in Russian, Spanish and Filipino: every text the Python side shows is in the table's
language, switching it re-renders the table, and the browser may ask for it."""

import json
import re

import pytest
from loanwords import without_loanwords

from durak_widget import DurakWidget, Game, Move, Rules
from durak_widget.engine.i18n import catalog_texts
from durak_widget.table.session import TableSession

# common English words of the table's sentences; card texts (7♠) and seat names (P0) aside
ENGLISH = re.compile(
    r"\b(the|you|your|and|or|attacks?|beats?|takes?|done|bout|cards?|trumps?|is|are|with|of|"
    r"to|from|waiting|defender|attacker|game|lead|throw|pile|picks?|lays?|starts?|legal|move)\b",
    re.IGNORECASE,
)


def send(w, content):
    w._on_browser_message(w, content, [])


def view_texts(w):
    """Every text of the view and the log tail meant for the learner."""
    v = w.view
    out = [v["narration"], v["panel"]["status"], v["panel"].get("limit_text"), v["result_text"]]
    out += [v["trump_name"], v["error"]]
    for key in ("last_verdict", "last_draw", "pick_up", "waiting", "thinking", "series"):
        if isinstance(v.get(key), dict):
            out += [v[key].get("message"), v[key].get("text")]
    for seat in v["seats"]:
        out += [seat["name"], seat["role_label"], seat.get("trump_name")]
    out += [entry.get("name") for entry in v["hand"]]
    out += v["hint"] or []
    for entry in w.log_tail:
        out += [entry.get("text"), entry.get("why")]
    return [t for t in out if t]


def english_in(w):
    return [t for t in view_texts(w) if ENGLISH.search(without_loanwords(t, w.language))]


def play_through(w, illegal_every=4):
    """Play the learner's last legal move (and sometimes an illegal try, and a hint) until the
    game ends; return the English texts seen on the way."""
    seen = []
    for step in range(400):
        seen += english_in(w)
        if w.game.is_over:
            break
        legal = w.view["legal"]
        if not legal:
            w.run_bots()
            continue
        if step % illegal_every == 0 and w.view["hand"]:  # explained, often refused
            card = w.view["hand"][0]["card"]
            if w.is_own_trumps:
                w.explain({"kind": "lay", "player": w.seat, "card": card})
            else:
                w.explain({"kind": "attack", "player": w.seat, "cards": [card]})
                seen += english_in(w)
                w.explain({"kind": "take", "player": w.seat})
            seen += english_in(w)
        w.hint()
        seen += english_in(w)
        w.play(legal[-1])
    return seen


@pytest.mark.parametrize("lang", ["ru", "es", "fil"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_durak_game_shows_no_english(lang, players):
    w = DurakWidget(language=lang, players=players, seed=5, bot_delay_ms=0, quiet_ms=0)
    assert play_through(w) == []
    assert w.game.is_over and w.view["result_text"]
    assert english_in(DurakWidget(language="en", seed=5)) != []  # the pattern does catch English


@pytest.mark.parametrize("lang", ["ru", "es", "fil"])
def test_a_whole_svoi_kozyri_game_shows_no_english(lang):
    w = DurakWidget.own_trumps(players=3, seed=2, language=lang, bot_delay_ms=0, quiet_ms=0)
    assert play_through(w) == []
    assert w.game.is_over


def test_a_refused_move_is_explained_in_the_engines_russian():
    w = DurakWidget(language="ru", seed=1, bot_delay_ms=0, quiet_ms=0)
    verdict = w.play(
        {"kind": "take", "player": 0} if w.game.attacker == 0 else {"kind": "done", "player": 0}
    )
    assert not verdict.legal
    russian = verdict.message_in("ru")
    assert russian != verdict.message
    assert w.view["last_verdict"]["message"] == russian
    assert w.view["narration"] == russian
    assert w.view["last_verdict"]["rule"] == verdict.rule


def test_a_bots_reason_is_kept_in_russian():
    w = DurakWidget(language="ru", seed=4, bot_delay_ms=0, quiet_ms=0)
    w.play(w.view["legal"][0])
    reasons = [e["bot_reason"] for e in w.move_log if e["seat"] == 1 and e["bot_reason"]]
    assert reasons
    assert all(re.search("[а-яё]", r, re.IGNORECASE) for r in reasons), reasons
    assert w.bots[1].reason_in("ru") == reasons[-1]


def test_the_learners_seat_is_marked_in_each_language():
    names = {
        lang: DurakWidget(language=lang, seed=1).view["seats"][0]["name"]
        for lang in ("en", "ru", "es")
    }
    assert names == {"en": "P0 (you)", "ru": "P0 (вы)", "es": "P0 (tú)"}
    game = Game.from_position([["7S", "8S"], ["9S", "KH"]], trump="H", attacker=0)
    status = {  # the table's own sentences speak to the learner in the second person
        lang: DurakWidget(game=game.copy(), language=lang).view["panel"]["status"]
        for lang in ("en", "ru", "es")
    }
    assert status == {
        "en": "You attack P1: lead any card.",
        "ru": "Вы ходите под P1: ходите с любой карты.",
        "es": "Atacas a P1: sal con cualquier carta.",
    }


def test_switching_the_language_re_renders_everything():
    w = DurakWidget(seed=1, bot_delay_ms=0, quiet_ms=0)
    w.play(w.view["legal"][0])
    english = (w.view["panel"]["status"], w.log_tail[-1]["text"], w.view["seats"][1]["role_label"])
    w.language = "ru"
    assert w.session.language == "ru" and w.options["language"] == "ru"
    assert english_in(w) == []
    assert w.log_tail[-1]["text"] != english[1]
    assert w.view["seats"][1]["role_label"] != english[2]
    assert w.labels == catalog_texts("ru", "durak_widget_js")
    assert w.menu_info["language"] == "ru"
    w.language = "en"
    assert (
        w.view["panel"]["status"],
        w.log_tail[-1]["text"],
        w.view["seats"][1]["role_label"],
    ) == english
    assert w.labels == {}


def test_labels_are_the_front_ends_catalog_sent_apart_from_the_view():
    w = DurakWidget(language="es")
    assert w.labels == catalog_texts("es", "durak_widget_js")
    assert "labels" not in w.view and "menu_info" not in w.view
    assert DurakWidget().labels == {}


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match=r"'xx'.*en, es, fil, ru"):
        DurakWidget(language="xx")
    with pytest.raises(ValueError, match="'de'"):
        TableSession(language="de")
    w = DurakWidget(language="es")
    with pytest.raises(ValueError, match="'fr'"):
        w.language = "fr"
    assert w.session.language == "es"


def test_the_browser_sets_the_language_through_the_option_intent():
    w = DurakWidget(seed=2)
    send(w, {"type": "set_option", "name": "language", "value": "ru"})
    assert (w.language, w.options["language"], w.view["error"]) == ("ru", "ru", None)
    assert w.view["seats"][0]["name"] == "P0 (вы)"
    send(w, {"type": "option", "name": "language", "value": "es"})
    assert w.language == "es"
    before = (w.view["hand"], w.options, w.labels)
    send(w, {"type": "set_option", "name": "language", "value": "klingon"})
    assert w.language == "es" and (w.view["hand"], w.options, w.labels) == before
    assert "language" in w.view["error"] and "klingon" in w.view["error"]
    assert w.view["error"].startswith("El widget ignoró un mensaje de la mesa")


def test_the_browser_cannot_write_the_language_trait():
    w = DurakWidget(language="ru")
    w.set_state({"language": "en", "labels": {}})
    assert w.language == "ru" and w.labels == catalog_texts("ru", "durak_widget_js")
    assert "language" in w.view["error"]


def test_a_failing_bot_is_reported_in_the_tables_language():
    class Broken:
        last_reason = ""

        def choose(self, view, moves):
            raise RuntimeError("boom 7S")

    game = Game.new(players=2, seed=1)
    attacker = game.attacker
    w = DurakWidget(
        game=game, seat=1 - attacker, bots={attacker: Broken()}, language="ru", bot_delay_ms=0
    )
    assert w.view["error"].startswith(f"Бот на месте P{attacker} дал сбой.")
    assert "7" not in w.view["error"] and "w.run_bots()" in w.view["error"]


def test_english_stays_as_it_was():
    w = DurakWidget(seed=1, bot_delay_ms=0, quiet_ms=0)
    assert w.view["seats"][0]["name"] == "P0 (you)"
    assert w.view["seats"][0]["role_label"] in ("attacker", "defender")
    text = w.view["panel"]["limit_text"]
    assert text.startswith("attack cards 0 of 6") or text.startswith("attack cards 0 (")
    assert w.view["hand"][0]["name"].count(" of ") == 1


def test_sandbox_texts_name_the_seats_in_russian():
    game = Game.from_position([["7S", "8S"], ["9S", "KH"]], trump="H", attacker=0)
    w = DurakWidget(game=game, mode="sandbox", language="ru")
    assert w.view["panel"]["status"] == "P0 ходит под P1: можно ходить с любой карты."
    w.play(Move.attack(0, "7S"))
    w.seat = 1  # the sandbox's viewpoint stays where it is chosen
    assert w.view["panel"]["status"].startswith("P0 ходит под P1: побейте 7♠")
    assert w.log_tail[-1]["text"] == "P0 ходит с 7♠"


@pytest.mark.parametrize(
    ("lang", "lead", "throw_in"),
    [("ru", "P0 ходит с 7♠", "P0 подкидывает 7♦"), ("es", "P0 sale con 7♠", "P0 añade 7♦")],
)
def test_the_log_words_a_throw_in_apart_from_a_lead(lang, lead, throw_in):
    # Players say «подкидывает» (Spanish «añade») for a card added to the bout, and «ходит»
    # only for the card that opens it; so does English ("throws in"), unlike the notation.
    game = Game.from_position([["7S", "7D", "KH"], ["8S", "9D", "QH"]], trump="H", attacker=0)
    w = DurakWidget(game=game, mode="sandbox", language=lang)
    w.play(Move.attack(0, "7S"))
    w.play(Move.defend(1, "8S", "7S"))
    w.play(Move.attack(0, "7D"))
    assert [entry["text"] for entry in w.log_tail] == [lead, w.log_tail[1]["text"], throw_in]
    assert w.view["narration"] == throw_in + "."
    w.language = "en"
    assert w.log_tail[-1]["text"] == "P0 throws in 7♦"
    w.language = lang  # worded again from the entry's verdict, not kept from the first wording
    assert w.log_tail[-1]["text"] == throw_in


def test_a_replay_and_its_estimates_word_a_throw_in_as_played():
    # The replay's sentences word a recorded move by the verdict it was played with, and the
    # search's list words a move not played yet by the verdict the position gives it.
    game = Game.from_position([["7S", "7D", "KH"], ["8S", "9D", "QH"]], trump="H", attacker=0)
    for move in ("P0 attacks 7S", "P1 beats 7S with 8S", "P0 attacks 7D"):
        game.play(move)
    w = DurakWidget.replay(game.to_record(), language="ru")
    w.session.estimates.budget_ms, w.session.estimates.rounds = None, 4
    w.goto(3)
    assert w.view["narration"] == "Шаг 3 из 3: P0 подкидывает 7♦."
    assert w.view["panel"]["status"].startswith("Шаг 3 из 3: P0 подкидывает 7♦.")
    w.goto(1)
    assert w.view["narration"] == "Шаг 1 из 3: P0 ходит с 7♠."
    w.goto(2)
    w.seat = 0
    texts = [entry["text"] for entry in w.view["replay"]["estimates"]["moves"]]
    assert sorted(texts) == ["P0 больше не подкидывает", "P0 подкидывает 7♦"]


def test_the_per_move_sync_stays_small_in_russian():
    # the labels and the menu are traits of their own, sent once: a move resends the view and
    # the log tail only (each learner's move here also carries the bots' replies). Every entry
    # of the tail keeps its reason (the learner reads why each move was allowed, not only the
    # newest's), which the Russian sentences make about 3 KB.
    sizes = []
    for seed in range(3):
        w = DurakWidget(language="ru", seed=seed, bot_delay_ms=0, quiet_ms=0)
        for _ in range(8):
            if w.game.is_over or not w.view["legal"]:
                break
            w.play(w.view["legal"][0])
            state = {"view": w.view, "log_tail": w.log_tail}
            compact = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
            sizes.append(len(compact.encode()))
    assert sizes and sum(sizes) / len(sizes) < 3100


def test_rules_of_the_menu_are_unchanged_by_language():
    w = DurakWidget(language="es", rules=Rules.perevodnoy())
    assert w.game.rules.preset == "perevodnoy"


def test_the_coach_and_a_cards_reason_speak_the_tables_language():
    w = DurakWidget(coach=True, language="ru", seed=2, bot_delay_ms=0, quiet_ms=0)
    for _ in range(20):  # the coach keeps quiet when a move is too close to call
        if w.view["coach"] is not None or w.game.is_over:
            break
        w.play(w.view["legal"][-1])
    coach = w.view["coach"]
    assert coach is not None
    assert re.search("[а-яё]", coach["text"]) and not ENGLISH.search(coach["text"])
    assert coach["move"].startswith("P0") and not ENGLISH.search(coach["move"])
    reason = w.card_reason(w.view["hand"][0]["card"])
    assert not ENGLISH.search(reason)


def test_the_session_reads_the_language_in_plain_python():
    session = TableSession(language="es", bot_delay_ms=0, quiet_ms=0)
    session.start()
    assert session.language == "es" and session.options["language"] == "es"
    assert session.view()["seats"][0]["name"] == "P0 (tú)"
    session.language = "ru"
    assert session.view()["seats"][0]["name"] == "P0 (вы)"
    assert session.labels == catalog_texts("ru", "durak_widget_js")


@pytest.mark.parametrize("lang", ["ru", "es", "fil"])
def test_a_table_made_without_a_language_speaks_the_notebooks(lang):
    # a notebook sets its language once (set_language) and makes its tables without one
    import durak_widget

    durak_widget.set_language(lang)
    try:
        tables = [
            DurakWidget(seed=1, bot_delay_ms=0, quiet_ms=0),
            DurakWidget.own_trumps(players=2, seed=12, bot_delay_ms=0, quiet_ms=0),
        ]
        told = DurakWidget(seed=1, language="en")
    finally:
        durak_widget.set_language("en")
    for w in tables:
        assert w.language == lang and w.labels == catalog_texts(lang, "durak_widget_js")
        w.run_bots()
        assert english_in(w) == []
    assert told.language == "en"  # a language given still wins
    assert DurakWidget(seed=1).language == "en"
