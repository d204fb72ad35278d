"""The view model: what each card can do and why not, the rule panel's numbers, the buttons."""

from __future__ import annotations

from widget_testkit import Scripted

from durak_widget import DurakWidget, Game, Rules


def hand(w: DurakWidget) -> dict:
    return {entry["card"]: entry for entry in w.view["hand"]}


def test_protocol_keys_are_all_present():
    w = DurakWidget(players=3, seed=1)
    view = w.view
    assert {
        "mode",
        "viewer",
        "acting",
        "players",
        "trump",
        "trump_name",
        "trump_symbol",
        "trump_card",
        "talon",
        "discard",
        "bout",
        "seats",
        "hand",
        "table",
        "panel",
        "buttons",
        "legal",
        "last_verdict",
        "error",
        "narration",
        "history",
        "over",
        "result_text",
        "replay",
    } <= set(view)
    assert set(view["panel"]) == {
        "attack_count",
        "attack_limit",
        "limit_text",
        "ranks",
        "status",
        "taking",
    }
    assert set(view["seats"][0]) == {
        "seat",
        "name",
        "count",
        "role",
        "role_label",
        "cards",
        "known",
        "is_viewer",
        "said_done",
    }
    assert (
        {"card", "name", "legal"}
        <= set(view["hand"][0])
        <= {"card", "name", "legal", "trump", "uses"}
    )
    assert view["seats"][0]["name"] == "P0 (you)" and view["seats"][0]["is_viewer"]


def test_defender_sees_which_attack_cards_each_card_beats_and_why_not():
    # P1 leads 9S against P0, then throws in 9D; trumps are hearts
    game = Game.from_position(
        [["10S", "7H", "8D", "JD", "6C"], ["9S", "9D", "KC", "6S", "AC"]],
        talon=["AD", "8H"],
        attacker=1,
    )
    w = DurakWidget(game, bots=Scripted(["P1 attacks 9S"]))
    cards = hand(w)
    assert cards["10S"]["uses"] == [{"kind": "defend", "target": "9S"}]
    assert cards["7H"]["uses"] == [{"kind": "defend", "target": "9S"}] and cards["7H"]["trump"]
    assert cards["7H"]["name"] == "7 of hearts, trump" and "text" not in cards["7H"]
    assert not cards["8D"]["legal"]
    assert cards["8D"].get("reason") is None and w.card_reason("8D") == (
        "8♦ cannot beat 9♠: it is neither of 9♠'s suit (spades) nor a trump (hearts). "
        "10♠ or 7♥ would beat 9♠, or you can take."
    )
    assert [e["card"] for e in w.view["hand"]] == ["6C", "8D", "10S", "JD", "7H"], "trumps last"
    assert w.view["buttons"] == {"take": True, "done": False, "transfer": [], "exchange": False}
    assert w.view["acting"] == 0
    assert w.view["panel"]["status"] == "P1 attacks you: beat 9♠ or take."
    assert {m["kind"] for m in w.view["legal"]} == {"defend", "take"}


def test_attacker_panel_counts_the_limit_and_lists_the_ranks():
    # the defender P1 holds 4 cards: the limit is 4, not 6
    game = Game.from_position(
        [["7S", "7D", "9C", "9H", "QS", "KS"], ["8S", "10D", "JC", "AH"]],
        talon=["AD", "6H"],
    )
    w = DurakWidget(game, bots=Scripted(["P1 beats 7S with 8S"]))
    assert (
        w.view["panel"]["limit_text"]
        == "attack cards 0 of 4 (the defender started this bout with 4)"
    )
    w.play("P0 attacks 7S")
    panel = w.view["panel"]
    assert panel["attack_count"] == 1 and panel["attack_limit"] == 4
    assert panel["limit_text"] == "attack cards 1 of 4 (the defender started this bout with 4)"
    assert panel["ranks"] == ["7", "8"]
    assert panel["status"] == "You attack P1. Throw in a 7 or an 8, or say Done."
    cards = hand(w)
    assert cards["7D"]["uses"] == [{"kind": "attack"}]
    assert cards["QS"].get("reason") is None and w.card_reason("QS") == (
        "You cannot throw in Q♠: only ranks already on the table can be added (7, 8). "
        "You may still throw in 7♦, or say done."
    )
    assert w.view["buttons"]["done"] is True
    assert w.view["seats"][1]["role_label"] == "defender"


def test_cap_and_first_bout_texts():
    w = DurakWidget(players=2, seed=1, rules=Rules.classic())
    text = w.view["panel"]["limit_text"]
    assert text.endswith("(at most 5 until the first successful defence)")
    w = DurakWidget(players=2, seed=1)
    assert w.view["panel"]["limit_text"].endswith("(at most 6 in a bout)")


def test_transfer_buttons_in_perevodnoy():
    game = Game.from_position(
        [["7D", "KS", "8C"], ["10S", "JS", "AH"], ["7S", "QD", "9C"]],
        trump="H",
        attacker=2,
        rules=Rules.perevodnoy(),
    )
    w = DurakWidget(game, bots=Scripted(["P2 attacks 7S"]))
    assert w.view["buttons"]["transfer"] == ["7D"]
    assert {"kind": "transfer", "show": False} in hand(w)["7D"]["uses"]
    assert "transfer" in w.view["panel"]["status"]


def test_a_learner_who_is_out_of_turn_sees_reasons_and_no_buttons():
    game = Game.from_position(
        [["7C", "KD"], ["7S", "9H"], ["8S", "10H", "AD"]], trump="H", attacker=1
    )
    w = DurakWidget(
        game,
        seat=0,
        bots={1: Scripted(["P1 attacks 9H"]), 2: Scripted(["P2 beats 9H with 10H"])},
        quiet_ms=0,
        bot_delay_ms=0,
    )
    # P1 led 9H, P2 beat it with 10H, P1 said done; P0 (the learner) holds no 9 or 10
    assert w.view["acting"] == 0 and w.view["buttons"]["done"]
    assert all(not e["legal"] and w.card_reason(e["card"]) for e in w.view["hand"])
    w.play("P0 done")
    assert w.game.bout == 2
    assert "Bout 2" in w.view["narration"]


def test_known_cards_of_opponents_are_shown():
    # P1 takes 7S; it is then publicly known to be in P1's hand
    game = Game.from_position(
        [["7S", "KD", "QC"], ["8D", "9C", "JH"]], trump="H", rules=Rules.classic()
    )
    w = DurakWidget(game, bots=Scripted(["P1 takes"]))
    w.play("P0 attacks 7S")
    assert w.view["seats"][1]["known"] == ["7S"]
    assert w.view["seats"][1]["cards"] is None
