"""The record format: writing and reading, and every error path with its message."""

import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak_widget import Game, Move, Rules, record
from durak_widget.record import RecordError, RecordMoveError, RecordSyntaxError

DOCS = Path(__file__).resolve().parents[2] / "docs" / "record-format.md"

LESSON = """[Title "Beating with a trump"]
[Rules "podkidnoy"]
[Trump "D"]
[Hand0 "7S KH"]
[Hand1 "9S JS 6D"]

{Diamonds are trumps.}
1. P0 attacks 7♠ {Any card may lead.}
   P1 beats 7S with 6D ! {A trump beats any plain card.}
*
"""


def random_game(seed: int, preset: str, players: int) -> Game:
    chooser = random.Random(seed)
    rules = getattr(Rules, preset)()
    players = min(players, rules.deck_size // rules.hand_size)  # the pack must deal every hand
    game = Game.new(players=players, rules=rules, seed=seed)
    for _ in range(3000):
        if game.is_over:
            break
        game.play(chooser.choice(game.legal_moves()))
    return game


def test_a_hand_written_record_reads_with_its_annotations():
    (rec,) = record.parse(LESSON)
    assert rec.title == "Beating with a trump"
    assert rec.intro == "Diamonds are trumps."
    assert [str(m.move) for m in rec.moves] == ["P0 attacks 7♠", "P1 beats 7♠ with 6♦"]
    assert rec.moves[1].marks == "!"
    assert rec.moves[1].comment == "A trump beats any plain card."
    game = rec.game()
    assert game.table == [(game.table[0][0], game.table[0][1])]
    assert str(game.table[0][1]) == "6♦"


def test_the_documented_example_reads_and_writes_back_byte_for_byte():
    block = re.findall(r"```text\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)[0]
    rec = record.parse_one(block)
    assert rec.to_text() == block
    assert rec.game().bout == 2


def test_a_game_record_holds_the_whole_deal_and_replays_to_the_same_end():
    game = random_game(11, "perevodnoy", 3)
    rec = game.to_record(Event="test")
    assert rec.tags["Seed"] == "11"
    assert all(f"Hand{seat}" in rec.tags for seat in range(3))
    replayed = record.parse_one(rec.to_text()).game()
    assert replayed.result == game.result
    assert replayed.history == game.history
    # The deal, not the seed, decides: a wrong seed tag changes nothing.
    rec.tags["Seed"] = "999"
    assert record.parse_one(rec.to_text()).game().history == game.history


def test_several_records_in_one_file():
    games = [random_game(seed, "podkidnoy", 2) for seed in range(3)]
    text = record.dumps([g.to_record() for g in games])
    records = record.parse(text)
    assert [r.game().result for r in records] == [g.result for g in games]


def test_load_reads_a_file(tmp_path):
    path = tmp_path / "lesson.durak"
    path.write_text(LESSON, encoding="utf-8")
    assert record.load(path)[0].title == "Beating with a trump"


def test_rules_tag_carries_changed_options():
    rules = Rules.podkidnoy().replace(attack_cap=None, first_bout_cap=5)
    assert record.format_rules(rules) == "podkidnoy attack_cap=None first_bout_cap=5"
    assert record.parse_rules("podkidnoy attack_cap=None first_bout_cap=5") == rules
    assert record.parse_rules("eltos") == Rules.eltos()


@pytest.mark.slow
@settings(
    max_examples=2000,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**31),
    preset=st.sampled_from(["podkidnoy", "perevodnoy", "classic", "eltos"]),
    players=st.integers(2, 6),
)
def test_writing_then_reading_reproduces_every_random_game(seed, preset, players):
    game = random_game(seed, preset, players)
    rec = game.to_record()
    back = record.parse_one(rec.to_text())
    assert back == rec
    assert back.game().history == game.history


# ----------------------------------------------------------------- errors


def error_of(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        record.parse(text)
    return caught.value


def test_an_illegal_move_names_line_move_number_move_and_verdict():
    text = LESSON.replace("*\n", "   P0 throws in K♥\n*\n")
    error = error_of(text)
    assert isinstance(error, RecordMoveError)
    assert str(error) == f"line 10, move 3: P0 attacks K♥ - {error.verdict.message}"
    assert error.verdict.message.startswith(
        "P0 cannot throw in K♥: only ranks already on the table can be added (6, 7)."
    )
    assert (error.line, error.column, error.number) == (10, 4, 3)
    assert error.verdict.rule == "attack.rank_not_on_table"


def test_a_move_that_cannot_be_read_names_line_and_column():
    error = error_of(LESSON.replace("P1 beats 7S with 6D", "P1 flies away"))
    assert isinstance(error, RecordSyntaxError)
    assert (error.line, error.column) == (9, 4)
    assert "cannot read a move from 'P1 flies away'" in str(error)
    assert str(error).startswith("line 9, column 4:")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (('[Trump "D"]', "[Trump D]"), 'line 3, column 1: expected a tag such as [Title "'),
        (('[Rules "podkidnoy"]', '[Title "again"]'), "line 2, column 1: tag Title appears twice"),
        (("{Any card may lead.}", "{Any card {may} lead.}"), "line 8, column 28: the comment"),
        (("{Any card may lead.}", "{Any card may lead."), "opened at line 8, column 18 is not"),
        (("plain card.}", "plain card."), "line 9, column 26: a comment '{' is never closed"),
        (("{Diamonds are trumps.}", "! {Diamonds are trumps.}"), "line 7, column 1: a mark must"),
        (("1. P0 attacks", "1. attacks"), "expected a move starting with a player such as P0"),
        (("1. P0", "2. P0"), "line 8, column 1: bout number 2 does not match: this is bout 1"),
        (("P1 beats 7S with 6D !", "P1 beats 7S with 6D ! ?"), "a mark must follow a move"),
        (("P1 beats 7S with 6D", "P1 beats 7X with 6D"), "cannot read a card from '7X'"),
        (("*\n", "}\n*\n"), "line 10, column 1: '}' without an opening '{'"),
    ],
)
def test_syntax_errors_say_where_and_what_was_expected(change, expected):
    old, new = change
    assert old in LESSON
    assert expected in str(error_of(LESSON.replace(old, new, 1)))


def test_deal_and_rules_errors_are_explained():
    assert "unknown rules preset" in str(error_of(LESSON.replace('"podkidnoy"', '"poker"')))
    assert "needs a value" in str(error_of(LESSON.replace('"podkidnoy"', '"podkidnoy draws"')))
    assert "appears twice" in str(error_of(LESSON.replace('"9S JS 6D"', '"9S JS 7S"')))
    no_deal = "\n".join(line for line in LESSON.splitlines() if not line.startswith("[Hand"))
    assert "needs the deal" in str(error_of(no_deal))


def test_a_declared_result_must_match_the_moves():
    assert "the record says 'draw'" in str(error_of(LESSON.replace("*\n", "draw\n")))


def test_nothing_is_half_loaded():
    good = random_game(1, "podkidnoy", 2).to_record().to_text()
    broken = LESSON.replace("6D !", "KH !")
    with pytest.raises(RecordMoveError):
        record.parse(good + "\n" + broken)


def test_writing_refuses_a_comment_with_braces():
    (rec,) = record.parse(LESSON)
    rec.moves[0].comment = "a {nested} remark"
    with pytest.raises(ValueError, match="braces"):
        rec.to_text()


def test_move_notation_is_what_str_prints_and_parse_reads():
    for move in [
        Move.attack(0, "7S"),
        Move.attack(0, "7S", "7H"),
        Move.defend(1, "9S", "7S"),
        Move.transfer(1, "7D"),
        Move.transfer(1, "7D", show=True),
        Move.take(1),
        Move.done(2),
        Move.exchange(0),
    ]:
        assert Move.parse(str(move)) == move
    assert Move.parse("P2 throws in 9h") == Move.attack(2, "9H")
