"""The Dask example of docs/simulation.md runs as written (slow tier). The Ray example is
documentation only: Ray is not among the test dependencies."""

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "simulation.md"


def example(name: str) -> str:
    """The Python block that follows ``<!-- example: name -->`` in the document."""
    found = re.search(
        rf"<!-- example: {name} -->\n```python\n(.*?)\n```", DOC.read_text(), re.DOTALL
    )
    assert found, f"docs/simulation.md has no example named {name}"
    return found.group(1)


def run(code: str, name: str) -> None:
    exec(compile(code, f"{DOC}:{name}", "exec"), {"__name__": "__main__"})


@pytest.mark.slow
def test_the_dask_example_runs(capsys):
    run(example("dask"), "dask")
    assert "200 games, 0.0% stopped at the move cap:" in capsys.readouterr().out
