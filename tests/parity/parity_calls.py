"""Running the table of `parity_table` against the build under test (pure source or compiled
wheel), and how an outcome is written down.

`TEMPLATES` holds one good call (or attribute read) for every public function, method and
property of the engines: every name in the ``__all__`` of `PUBLIC_MODULES` and every public
attribute of the classes among them (`public_surface` lists them, and a test fails when one has
no template). `calls` turns the table into the calls that are run: each template as it is, and
each template with one of its arguments replaced by each of the `BAD` values. Their outcomes
(``ok <type>: <value>`` or ``<Exception>: <message>``) are stored once, in
``expected_outcomes.json``; both builds must give exactly those.

    python tests/parity/parity_calls.py --write    # after a deliberate change: review the diff
"""

from __future__ import annotations

import ast
import contextlib
import copy
import importlib
import inspect
import json
import os
import pickle
import random
import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from parity_table import BAD, CLASS_KEYS, EXTRA_CALLS, PUBLIC_MODULES, TEMPLATES, Odd

EXPECTED = Path(__file__).with_name("expected_outcomes.json")


def _game(seed: int, players: int, moves: int, own: bool = False) -> Any:
    """A game after `moves` moves chosen at random from `seed` (or played to its end)."""
    from durak_widget.engine import Game
    from durak_widget.own_trumps import OwnTrumps

    game = (OwnTrumps if own else Game).new(players=players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(chooser.choice(game.legal_moves()))
    return game


def _base_fixtures() -> dict[str, Any]:
    """The objects the templates call, made once (games are copied for each call)."""
    from durak_widget.engine import Game, IllegalMove
    from durak_widget.engine.messages import DURAK
    from durak_widget.record import RecordError, RecordMoveError, RecordSyntaxError

    g = _game(7, 3, 3)
    fin = _game(5, 2, 10_000)
    o = _game(7, 3, 2, own=True)
    ofin = _game(6, 2, 10_000, own=True)
    assert fin.is_over and ofin.is_over and not g.is_over and not o.is_over
    refusal = g.explain("P1 attacks 9S")
    assert not refusal.legal
    start = Game.from_position([["7S", "KH", "9D"], ["9S", "JS", "6D"]], trump="D")
    for text in ("P0 attacks 7S", "P1 beats 7S with 6D", "P0 done"):
        start.play(text)
    rec = start.to_record(Title="Lesson [draft]")
    syntax_error = RecordSyntaxError(2, 3, "m")
    record_error = RecordError("message")
    record_error.tag = "Title"
    return {
        "g": g,
        "fin": fin,
        "o": o,
        "ofin": ofin,
        "card": g.hand(0)[0],
        "suit": g.trump_suit,
        "move": g.history[0],
        "omove": o.history[0],
        "v": g.explain(g.legal_moves()[0]),
        "refusal": refusal,
        "illegal": IllegalMove(refusal, "P1 attacks 9S"),
        "e": fin.last_events[-1],
        "res": fin.result,
        "ores": ofin.result,
        "lim": g.limit_info(),
        "rules": g.rules,
        "table": DURAK,
        "rec": rec,
        "text": rec.to_text(),
        "rmove": rec.moves[1],
        "record_error": record_error,
        "syntax_error": syntax_error,
        "move_error": RecordMoveError(2, 1, g.history[0], refusal, 4),
    }


def namespace() -> Callable[[str], dict[str, Any]]:
    """A function giving, for one call, the names it may use: the classes and modules, and
    fresh copies of the fixtures it names (a call may change a game)."""
    import durak_widget.engine as engine
    import durak_widget.own_trumps as own_trumps
    from durak_widget import DurakWidget, record
    from durak_widget.engine import cards, limits, moves, record_read, verdict
    from durak_widget.own_trumps import judge as own_trumps_judge

    fixed: dict[str, Any] = {
        "engine": engine,
        "record": record,
        "cards": cards,
        "limits": limits,
        "moves": moves,
        "record_read": record_read,
        "verdict": verdict,
        "own_trumps_judge": own_trumps_judge,
        "DurakWidget": DurakWidget,
        "OwnTrumpsMove": own_trumps.Move,
        "OwnTrumps": own_trumps.OwnTrumps,
        "OwnTrumpsResult": own_trumps.OwnTrumpsResult,
        "pickle": pickle,
    }
    fixed.update((name, getattr(engine, name)) for name in engine.__all__)
    fixed.update((name, getattr(record, name)) for name in record.__all__)
    fixed["Odd"] = Odd
    fixed["copy"] = copy
    fixture = _base_fixtures()
    path = Path("record.durak")

    def names_for(expression: str) -> dict[str, Any]:
        used = set(compile(expression, "<call>", "eval").co_names)
        names = dict(fixed)
        for name in used & set(fixture):
            value = fixture[name]
            names[name] = value.copy() if hasattr(value, "legal_moves") else value
        if "path" in used:
            fixture["rec"].save(path)
            names["path"] = path
        return names

    return names_for


def calls() -> Iterator[str]:
    """Every call the parity test runs: each template, then each with one argument made bad."""
    for template in TEMPLATES.values():
        yield template
        yield from _bad_variants(template)
    yield from EXTRA_CALLS


def _bad_variants(template: str) -> Iterator[str]:
    tree = ast.parse(template, mode="eval")
    call = tree.body
    while not isinstance(call, ast.Call):  # such as len(...) or x.y(...).z
        if isinstance(call, ast.Attribute):
            call = call.value
        elif isinstance(call, ast.Compare):
            call = call.left
        else:
            return
    if isinstance(call.func, ast.Name) and call.func.id in ("len", "list", "type"):
        if call.args and isinstance(call.args[0], ast.Call):
            call = call.args[0]
        else:
            return
    for place in range(len(call.args) + len(call.keywords)):
        for bad in BAD:
            value = ast.parse(bad, mode="eval").body
            changed = copy.deepcopy(tree)
            target = _find_call(changed, call)
            if place < len(call.args):
                target.args[place] = value
            else:
                target.keywords[place - len(call.args)].value = value
            yield ast.unparse(changed)


def _find_call(tree: ast.AST, like: ast.Call) -> ast.Call:
    wanted = ast.dump(like)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and ast.dump(node) == wanted:
            return node
    raise AssertionError(wanted)


_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
_PLAIN = (bool, int, float, str, bytes, type(None))


def describe(value: Any) -> str:
    """A result as the table stores it: its type, and its value when that is a plain value or
    has a short repr that names no object in memory."""
    kind = type(value).__name__
    if isinstance(value, _PLAIN) or (
        isinstance(value, (tuple, list, dict)) and len(repr(value)) <= 200
    ):
        text = repr(value)
    else:
        text = repr(value) if type(value).__name__ in _VALUE_TYPES else ""
    text = _ADDRESS.sub("", text)[:200]
    return f"ok {kind}: {text}" if text else f"ok {kind}"


_VALUE_TYPES = {"Card", "Suit", "Move", "AttackLimit", "GameResult", "OwnTrumpsResult", "Rules"}


def outcome(expression: str, names: dict[str, Any]) -> str:
    """What evaluating `expression` gives: ``ok ...`` or ``<Exception class>: <message>``."""
    try:
        value = eval(expression, names)  # the table's own expressions
    except Exception as error:  # every exception is part of the outcome
        message = _ADDRESS.sub("", str(error))
        return f"{type(error).__name__}: {message}"
    return describe(value)


@contextlib.contextmanager
def in_scratch_folder() -> Iterator[Path]:
    """Run in a new empty folder (calls save files, and bad paths name files here)."""
    here = Path.cwd()
    with tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)
        try:
            yield Path(scratch)
        finally:
            os.chdir(here)


def outcomes() -> dict[str, str]:
    """The outcome of every call in `calls`, run in this build, each in a new empty folder
    (so that a file one call writes is not there for the next)."""
    table = {}
    with in_scratch_folder() as scratch:
        names_for = namespace()
        for call in dict.fromkeys(calls()):
            table[call] = outcome(call, names_for(call))
            for left in scratch.iterdir():  # what the call wrote (never a folder: see BAD)
                left.unlink()
    return table


def public_surface() -> list[str]:
    """Every public name the table must cover, as ``fixture.attribute`` for a class's
    attributes and ``module.name`` for module-level names (classes by their own name)."""
    found = set()
    for module_name in PUBLIC_MODULES:
        module = importlib.import_module(module_name)
        short = module_name.rsplit(".", 1)[-1]
        if module_name == "durak_widget.own_trumps.judge":
            short = "own_trumps_judge"
        for name in module.__all__:
            obj = getattr(module, name)
            if inspect.isclass(obj):
                label = "OwnTrumpsMove" if obj.__module__.endswith("own_trumps.moves") else name
                if CLASS_KEYS[label][0] not in ("g", "o") or label in ("Game", "OwnTrumps"):
                    found.add(label)  # its constructor (a game's chain of bases has none)
                for key in CLASS_KEYS[label]:
                    for attribute in _public_attributes(obj):
                        found.add(f"{key}.{attribute}")
            elif inspect.ismodule(obj):
                continue
            elif callable(obj):
                found.add(f"{_home(obj, short)}.{name}")
            else:
                found.add(f"{short}.{name}")
    return sorted(found)


def _home(function: Any, short: str) -> str:
    module = getattr(function, "__module__", "") or ""
    if module.endswith(".record_read") and short == "record":
        return "record"
    return short


def _public_attributes(cls: type) -> list[str]:
    """The public attributes of `cls` beyond those every object (or exception) has, and for
    an exception its ``args``."""
    base = BaseException if issubclass(cls, BaseException) else object
    names = {name for name in dir(cls) if not name.startswith("_")} - set(dir(base))
    if base is BaseException:
        names.add("args")
    return sorted(names)


def main() -> None:
    """``--write``: store this build's outcomes as the expected ones (run it on the source)."""
    if "--write" not in sys.argv[1:]:
        sys.exit(__doc__)
    from durak_widget.engine import COMPILED

    if COMPILED:
        sys.exit("write the expected outcomes from the pure source, then check both builds")
    table = outcomes()
    EXPECTED.write_text(json.dumps(table, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(table)} outcomes to {EXPECTED}")


if __name__ == "__main__":
    main()
