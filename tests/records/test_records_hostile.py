"""Hostile record texts: every failure is a `RecordError` placed at a line and column, sizes
are checked before anything is built from them, and reading stays linear in the text."""

import contextlib
import random
import tracemalloc
from pathlib import Path

import pytest

from durak_widget import record
from durak_widget.record import RecordError, RecordMoveError, RecordSyntaxError

BOUTS = sorted((Path(record.__file__).parent / "bouts").glob("*.durak"))

DEAL = '[Hand0 "7S KH"]\n[Hand1 "9S JS 6D"]\n[Trump "D"]\n'


def error_of(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        record.parse(text)
    return caught.value


def peak_bytes(text: str) -> int:
    """The most memory allocated while reading `text` (whether it reads or fails)."""
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        with contextlib.suppress(RecordError):
            record.parse(text)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.fixture(autouse=True, scope="module")
def _warm_up():
    """Import the game registry and engines once, so that memory peaks measure reading only."""
    for path in BOUTS:
        with contextlib.suppress(RecordError):  # the bouts' own tests check that they read
            record.parse(path.read_text(encoding="utf-8"))


# ----------------------------------------------------------------- sizes before allocating


@pytest.mark.parametrize("players", [1_000_000, 1_000_000_000])
def test_a_huge_player_count_fails_at_once_at_its_tag(players):
    text = f'[Players "{players}"]\n[Seed "1"]\n*\n'
    assert peak_bytes(text) < 200_000
    error = error_of(text)
    assert isinstance(error, RecordSyntaxError)
    assert (error.line, error.column) == (1, 1)
    assert f"Players tag says {players}" in str(error)
    assert "2 to 6" in str(error)


def test_the_player_count_is_checked_against_the_game_named():
    text = '[Game "own_trumps"]\n[Players "6"]\n[Seed "3"]\n*\n'
    error = error_of(text)
    assert (error.line, error.column) == (2, 1)
    assert "2 to 4" in str(error)


@pytest.mark.parametrize(
    ("text", "place", "words"),
    [
        (DEAL + "1" * 5000 + ". P0 attacks 7S\n*\n", (4, 1), "bout number"),
        ('[Hand0 "7S"]\n[Hand1 "9S"]\n[Hand9999 "6D"]\n*\n', (3, 1), "Hand9999"),
        ('[Hand0 "7S"]\n[Hand' + "9" * 5000 + ' "9S"]\n*\n', (2, 1), "at most 6 seats"),
        ('[Players "2"]\n[Seed "' + "9" * 5000 + '"]\n*\n', (2, 1), "Seed"),
        ('[Players "x"]\n[Seed "1"]\n*\n', (1, 1), "Players"),
        ('[Players "2"]\n[Seed "x"]\n*\n', (2, 1), "Seed"),
        (DEAL + '[Attacker "P' + "9" * 5000 + '"]\n*\n', (4, 1), "Attacker"),
        ('[Rules "podkidnoy attack_cap=' + "9" * 5000 + '"]\n' + DEAL + "*\n", (1, 1), "too long"),
        ('[Rules "poker"]\n' + DEAL + "*\n", (1, 1), "unknown rules preset"),
        ('[Game "chess"]\n' + DEAL + "*\n", (1, 1), "unknown game 'chess'"),
        (DEAL + "P" + "9" * 5000 + " attacks 7S\n*\n", (4, 1), "seat"),
        (DEAL + "P0 attacks" + " 7S" * 100 + "\n*\n", (4, 1), "too many words"),
        (DEAL + "P0 attacks " + "7S" * 3000 + "\n*\n", (4, 12), "cannot be part of a move"),
        ('[Hand0 "' + "7S " * 100 + '"]\n[Hand1 "9S"]\n*\n', (1, 1), "at most 52"),
        (
            '[Game "own_trumps"]\n[Hand0 "7S"]\n[Hand1 "9S"]\n[Turn "P' + "9" * 5000 + '"]\n*\n',
            (4, 1),
            "Turn",
        ),
    ],
)
def test_oversized_and_malformed_numbers_are_placed_errors(text, place, words):
    error = error_of(text)
    assert isinstance(error, RecordSyntaxError), repr(error)
    assert (error.line, error.column) == place, str(error)
    assert words in str(error)
    assert len(str(error)) < 400  # the message does not echo thousands of digits


# ----------------------------------------------------------------- deal and header errors


@pytest.mark.parametrize(
    ("text", "place", "words"),
    [
        ('[Title "t"]\n[Hand0 "7S"]\n[Hand2 "9S"]\n[Trump "D"]\n*\n', (3, 1), "without gaps"),
        ('[Title "t"]\n[Hand0 "7S"]\n[Hand1 "7S"]\n[Trump "D"]\n*\n', (2, 1), "bad deal"),
        ('[Title "t"]\n[Hand0 "7S"]\n[Trump "D"]\n*\n', (2, 1), "2 to 6 seats"),
        ('[Title "t"]\n\n*\n', (1, 1), "needs the deal"),
        (DEAL + "P0 attacks 7S\ndraw\n", (5, 1), "the record says 'draw'"),
        (DEAL + "P0 attacks 7S\ndurak P1\n", (5, 1), "the record says 'durak P1'"),
        (DEAL + "  P0 attacks 9C\n*\n", (4, 3), "P0 does not hold 9♣"),
    ],
)
def test_deal_header_and_result_errors_name_line_and_column(text, place, words):
    error = error_of(text)
    assert (error.line, error.column) == place, str(error)
    assert str(error).startswith(f"line {place[0]}")
    assert words in str(error)


def test_a_move_error_knows_its_column_too():
    error = error_of(DEAL + "1. P0 attacks 7S\n   P1 beats 7S with KH\n*\n")
    assert isinstance(error, RecordMoveError)
    assert (error.line, error.column, error.number) == (5, 4, 2)


def test_an_error_from_a_record_built_in_python_has_no_place():
    rec = record.Record(tags={"Title": "no deal"})
    with pytest.raises(RecordError) as caught:
        rec.game()
    assert (caught.value.line, caught.value.column) == (0, 0)


# ----------------------------------------------------------------- byte-order mark


def test_a_byte_order_mark_is_accepted_by_parse_and_load(tmp_path):
    text = DEAL + "{Intro.}\n1. P0 attacks 7S\n*\n"
    (plain,) = record.parse(text)
    (marked,) = record.parse("\ufeff" + text)
    assert marked == plain
    path = tmp_path / "bom.durak"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert record.load(path) == [plain]
    # The mark does not shift columns on the first line.
    error = error_of("\ufeff[Trump D]\n*\n")
    assert (error.line, error.column) == (1, 1)


# ----------------------------------------------------------------- the Result tag


@pytest.mark.parametrize(
    ("tag", "token"),
    [("durak P2", "*"), ("draw", "*"), ("*", "draw"), ("durak P1", "durak P0"), ("win", "*")],
)
def test_a_result_tag_that_contradicts_the_result_token_is_refused(tag, token):
    text = DEAL + f'[Result "{tag}"]\n\n{token}\n'
    error = error_of(text)
    assert isinstance(error, RecordSyntaxError)
    assert (error.line, error.column) == (4, 1)
    assert f"the Result tag {tag!r} contradicts the result {token!r} at line 6" in str(error)


def test_a_result_tag_that_agrees_is_accepted():
    (rec,) = record.parse(DEAL + '[Result "*"]\n1. P0 attacks 7S\n*\n')
    assert rec.result == "*"


def test_without_a_result_token_the_result_tag_stands_in_and_is_checked():
    (rec,) = record.parse(DEAL + '[Result "*"]\n1. P0 attacks 7S\n')
    assert rec.result == "*"
    error = error_of(DEAL + '[Result "draw"]\n1. P0 attacks 7S\n')
    assert (error.line, error.column) == (4, 1)
    assert "the record says 'draw' but the moves end with '*'" in str(error)
    error = error_of(DEAL + '[Result "won"]\n1. P0 attacks 7S\n')
    assert "bad Result tag 'won': expected *, draw or durak P1" in str(error)


# ----------------------------------------------------------------- saving


def test_save_writes_text_that_load_reads_back(tmp_path):
    first = record.parse(BOUTS[0].read_text(encoding="utf-8"))[0]
    second = record.parse(BOUTS[-1].read_text(encoding="utf-8"))[0]
    one = first.save(tmp_path / "one.durak")
    assert one == tmp_path / "one.durak"
    assert record.load(one) == [first]
    assert one.read_bytes().decode("utf-8") == first.to_text()
    both = record.save([first, second], tmp_path / "both.durak")
    assert record.load(both) == [first, second]
    assert record.load(record.save(second, str(tmp_path / "s.durak"))) == [second]


def test_a_saved_result_tag_repeats_the_result_so_the_file_loads(tmp_path):
    (rec,) = record.parse(DEAL + '[Result "*"]\n1. P0 attacks 7S\n*\n')
    rec.tags["Result"] = "durak P1"  # a stale tag: the result decides
    (back,) = record.load(rec.save(tmp_path / "r.durak"))
    assert back.tags["Result"] == back.result == "*"
    assert back.moves == rec.moves


def test_save_refuses_something_that_is_not_a_record(tmp_path):
    with pytest.raises(TypeError, match="expected a Record or a list of Records, got 'text'"):
        record.save("text", tmp_path / "x.durak")
    assert not (tmp_path / "x.durak").exists()
    (rec,) = record.parse(DEAL + "1. P0 attacks 7S\n*\n")
    rec.moves[0].comment = "a {nested} remark"
    with pytest.raises(ValueError, match="braces"):
        rec.save(tmp_path / "x.durak")
    assert not (tmp_path / "x.durak").exists()


# ----------------------------------------------------------------- fuzzing and linearity

SNIPPETS = [
    "9" * 3000,
    "1" * 40 + ".",
    "P" + "7" * 60,
    '[Players "999999999"]',
    '[Hand7 "7S"]',
    '[Result "draw"]',
    "\ufeff",
    "{a remark}",
    "{",
    "[",
    "]",
    '"',
    "\\",
    "!?",
    "durak P" + "3" * 200,
    "draw",
    "*",
    " 7S" * 80,
    "\n\n",
    "\x00",
    "é♠",
]


def mutate(text: str, chooser: random.Random) -> str:
    for _ in range(chooser.randint(1, 4)):
        at = chooser.randrange(len(text) + 1)
        roll = chooser.random()
        if roll < 0.4:
            text = text[:at] + chooser.choice(SNIPPETS) + text[at:]
        elif roll < 0.6:
            text = text[:at] + text[at + chooser.randint(1, 30) :]
        elif roll < 0.8:
            end = min(len(text), at + chooser.randint(1, 200))
            text = text[:at] + text[at:end] * chooser.randint(2, 20) + text[end:]
        else:
            other = chooser.randrange(len(text) + 1)
            text = text[:at] + text[other : other + 40] + text[at:]
    return text


def test_mutated_records_fail_only_with_placed_record_errors_in_linear_memory():
    chooser = random.Random(20261123)
    texts = [path.read_text(encoding="utf-8") for path in BOUTS]
    failures = 0
    for _ in range(250):
        text = mutate(chooser.choice(texts), chooser)
        try:
            record.parse(text)
        except RecordError as error:
            failures += 1
            assert error.line >= 1 and error.column >= 1, (str(error), text)
        # Anything but a RecordError propagates and fails the test.
        assert peak_bytes(text) < 400_000 + 200 * len(text), text[:200]
    assert failures > 100  # the mutations really were hostile


LESSON = DEAL + "{Intro.}\n"

HOSTILE_TEXTS = {
    "many moves": lambda n: LESSON + "P0 attacks 7S\n" * n + "*\n",
    "many tags": lambda n: "".join(f'[T{i} "x"]\n' for i in range(n)) + LESSON + "*\n",
    "many comments": lambda n: LESSON + "P0 attacks 7S {a remark}\n" * n + "*\n",
    "many bout numbers": lambda n: LESSON + "".join(f"{i}. P0 done\n" for i in range(n)),
    "many marks": lambda n: LESSON + "P0 attacks 7S !\n" * n + "*\n",
    "one long comment": lambda n: LESSON + "P0 attacks 7S {" + "a" * 20 * n + "}\n*\n",
    "one long number": lambda n: LESSON + "9" * n + "\n*\n",
    "one long word": lambda n: LESSON + "P0 attacks " + "7S" * n + "\n*\n",
    "one long tag": lambda n: '[Title "' + "x" * 20 * n + '"]\n' + LESSON + "*\n",
    "many records": lambda n: ('[Title "x"]\n' + LESSON + "1. P0 attacks 7S\n*\n") * (n // 10),
    "many results": lambda n: LESSON + "*\n" * n,
}


@pytest.mark.parametrize("build", HOSTILE_TEXTS.values(), ids=HOSTILE_TEXTS.keys())
def test_reading_memory_grows_linearly_with_a_repeated_hostile_unit(build):
    small, large = build(400), build(3200)
    small_peak, large_peak = peak_bytes(small), peak_bytes(large)
    # Eight times the text may cost up to twice as much memory per character, not eight times.
    per_character = small_peak / len(small)
    assert large_peak < 2 * per_character * len(large) + 100_000, (small_peak, large_peak)
