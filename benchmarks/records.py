"""Reading records: the time and memory `durak_widget.record.parse` takes for a file of many
small records, each one bout (a deal, three moves, the result), replayed through the engine.

Every record differs a little (its title and the seat names), so nothing is read twice from a
cache. Each measurement runs in a fresh Python process: the time of one `parse` of the whole
text (best of ``--repeat``), then, in a second pass, the peak of the memory Python allocated
while parsing (`tracemalloc`, which slows that pass down; its time is not used). With
``--before REV`` the same measurement runs first on the package as it was at the git revision
`REV` (exported with ``git archive``, so pure Python), then on the package this interpreter
imports ("now": the checkout in an editable install, the wheel where one is installed),
alternately ``--rounds`` times, and the ratios are printed (a loaded machine moves single runs:
compare within one run). ``--before-python PY`` compares with what another environment has
installed instead (say, the compiled wheel of an older revision).

    python benchmarks/records.py                       # 100,000 records
    python benchmarks/records.py --before 610aafd      # the same against an older revision
    venv/bin/python benchmarks/records.py --before-python old-venv/bin/python
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def records_text(count: int) -> str:
    """`count` one-bout records, as `Game.to_record` writes them, one after another."""
    from durak_widget.engine import Game

    texts = []
    for number in range(count):
        names = [f"Anna {number}", f"Boris {number}"]
        game = Game.from_position([["7S", "KH", "9D"], ["9S", "JS", "6D"]], trump="D", names=names)
        for move in ("P0 attacks 7S", "P1 beats 7S with 6D", "P0 done"):
            game.play(move)
        texts.append(game.to_record(Title=f"Lesson {number}").to_text())
    return "\n".join(texts)


def measure(count: int, repeat: int) -> dict[str, float]:
    """Parse `count` records: the best time of `repeat` runs, and the peak memory of one more."""
    from durak_widget import record

    text = records_text(count)
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        records = record.parse(text)
        times.append(time.perf_counter() - started)
        assert len(records) == count, len(records)
        del records
    tracemalloc.start()
    assert len(record.parse(text)) == count
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"seconds": min(times), "peak_mb": peak / 2**20, "text_mb": len(text) / 2**20}


def run_in(package_root: Path | None, python: str, count: int, repeat: int) -> dict[str, float]:
    """`measure` in a fresh process of `python` that imports durak_widget from `package_root`
    (None: the package that interpreter has installed)."""
    env = dict(os.environ)
    if package_root is not None:
        env["PYTHONPATH"] = str(package_root)
    command = [python, __file__, "--measure", str(count), "--repeat", str(repeat)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True, cwd="/")
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def export(revision: str, into: Path) -> Path:
    """The package as it was at `revision`, written below `into`."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", revision, "durak_widget"],
        capture_output=True,
        check=True,
    )
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def main() -> None:
    """Print the figures (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=1, help="timed parses per process")
    parser.add_argument("--rounds", type=int, default=2, help="alternations with --before")
    parser.add_argument("--before", metavar="REV", help="also measure this git revision")
    parser.add_argument(
        "--before-python",
        metavar="PYTHON",
        help="also measure the durak_widget installed for this interpreter (another build)",
    )
    parser.add_argument("--measure", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        print(json.dumps(measure(args.measure, args.repeat)))
        return
    from durak_widget.engine import COMPILED

    print(f"{args.records:,} one-bout records; engine {'compiled' if COMPILED else 'pure'}")
    with tempfile.TemporaryDirectory() as scratch:
        sides: dict[str, tuple[Path | None, str]] = {"now": (None, sys.executable)}
        if args.before:
            before = export(args.before, Path(scratch))
            sides = {f"at {args.before}": (before, sys.executable), **sides}
        elif args.before_python:
            sides = {"before": (None, args.before_python), **sides}
        compare = len(sides) > 1
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
        for _ in range(args.rounds if compare else 1):
            for name, (root, python) in sides.items():
                runs[name].append(run_in(root, python, args.records, args.repeat))
        for name, figures in runs.items():
            seconds = statistics.median(f["seconds"] for f in figures)
            peak = statistics.median(f["peak_mb"] for f in figures)
            text = figures[0]["text_mb"]
            print(
                f"  {name:>20}: {seconds:6.2f} s to parse ({1e6 * seconds / args.records:.1f} "
                f"us per record), peak {peak:6.1f} MB allocated, text {text:.1f} MB"
            )
        if compare:
            old, new = (runs[name] for name in sides)
            ratio = statistics.median(o["seconds"] for o in old) / statistics.median(
                n["seconds"] for n in new
            )
            memory = statistics.median(o["peak_mb"] for o in old) / statistics.median(
                n["peak_mb"] for n in new
            )
            print(f"  now {ratio:.1f}x as fast, with {memory:.1f}x less memory")


if __name__ == "__main__":
    main()
