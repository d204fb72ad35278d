"""The layers of docs/architecture.md hold: no import, at any depth, points up a layer, and no
import circle spans two packages.

Every import statement of every module is read from the source (module level, inside
functions and under ``TYPE_CHECKING``), with the reader that also prints the package's figures
(``scripts/architecture_figures.py``).
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "durak_widget"
WIDGET_LIBRARIES = {"anywidget", "ipywidgets", "traitlets"}


def _figures():
    path = ROOT / "scripts" / "architecture_figures.py"
    spec = importlib.util.spec_from_file_location("architecture_figures", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FIGURES = _figures()
MODULES = FIGURES.modules(PACKAGE)


def layer_table() -> list[tuple[str, list[str]]]:
    """``(layer name, [paths])`` for each row of the layer table, bottom layer first."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = []
    for line in text.split("\n## ", 1)[0].splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and re.match(r"\d+\. \*\*", cells[0]):
            paths = re.findall(r"`(durak_widget/[^`]*)`", cells[1])
            rows.append((cells[0], paths))
    return rows


LAYERS = layer_table()


def layer_of(module: str) -> int | None:
    """The index of the row that names `module`'s file or one of its folders."""
    path = MODULES[module].relative_to(ROOT).as_posix()
    for index, (_, paths) in enumerate(LAYERS):
        for named in paths:
            if path == named or (named.endswith("/") and path.startswith(named)):
                return index
    return None


def every_import():
    """``(module, imported module or library, line)`` for every import of the package."""
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node, _, _ in FIGURES.imports(tree):
            for target in FIGURES.targets(name, node, MODULES):
                yield name, target, node.lineno
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield name, alias.name, node.lineno
            elif node.level == 0 and node.module:
                yield name, node.module, node.lineno


def test_the_table_has_six_layers_and_names_every_module():
    assert [name.split("**")[1] for name, _ in LAYERS] == [
        "engines",
        "bots",
        "games",
        "teaching",
        "the table",
        "front ends",
    ]
    assert sorted(m for m in MODULES if layer_of(m) is None) == []


def test_no_import_points_up_a_layer():
    upward = []
    for module, target, line in every_import():
        if target not in MODULES:
            continue
        if layer_of(target) > layer_of(module):
            upward.append(f"{module}:{line} imports {target} ({LAYERS[layer_of(target)][0]})")
    assert upward == []


def test_the_engines_use_the_standard_library_only_and_no_layer_below_the_front_ends_a_widget():
    engines = 0
    front_ends = len(LAYERS) - 1
    offenders = []
    for module, target, line in every_import():
        if target in MODULES or target.startswith("durak_widget"):
            continue
        top = target.split(".")[0]
        layer = layer_of(module)
        if layer == engines and top not in sys.stdlib_module_names and top != "mypy_extensions":
            offenders.append(f"{module}:{line} imports {target}")
        if layer < front_ends and top in WIDGET_LIBRARIES:
            offenders.append(f"{module}:{line} imports {target}")
    assert offenders == []


def test_no_import_circle_spans_two_packages():
    graph = FIGURES.graph(MODULES)
    circles = [c for c in FIGURES.components(graph, sorted(MODULES)) if len(c) > 1]
    spanning = [c for c in circles if len({FIGURES.package_of(m) for m in c}) > 1]
    assert spanning == []


@pytest.mark.parametrize(
    ("source", "target"),
    [
        ("durak_widget/engine/record.py", "..games"),
        ("durak_widget/table/session.py", "..widget.widget"),
        ("durak_widget/bots/driver.py", "..games"),
    ],
)
def test_the_check_sees_an_upward_import_inside_a_function(source, target, monkeypatch):
    module = next(m for m, p in MODULES.items() if p.relative_to(ROOT).as_posix() == source)
    planted = f"def _planted():\n    from {target} import something\n"
    real = Path.read_text

    def read(self, *args, **kwargs):
        text = real(self, *args, **kwargs)
        return text + "\n" + planted if self == MODULES[module] else text

    monkeypatch.setattr(Path, "read_text", read)
    with pytest.raises(AssertionError, match=re.escape(module)):
        test_no_import_points_up_a_layer()
