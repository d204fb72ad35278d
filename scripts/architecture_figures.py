"""Print figures about the package's shape: imports inside functions, import circles that span
two packages, checks of the table's mode outside the mode objects, and the attributes the
table controller's parts share.

    python scripts/architecture_figures.py            # this checkout
    python scripts/architecture_figures.py --root DIR # another checkout (for a before/after)

Every figure is read from the source with `ast` (nothing is imported):

- *imports inside functions*: ``import``/``from`` statements inside a function or class body,
  with those under ``if TYPE_CHECKING:`` counted apart;
- *import graph*: one node per module, one edge to each of the package's modules an import
  statement names, at any depth (module level and inside functions, ``TYPE_CHECKING`` blocks
  too; the figures without them follow); a circle is a strongly connected component of more
  than one module, and it *spans packages* when its modules lie in more than one top-level
  package (``engine``, ``bots``, ...);
- *mode checks*: ``mode ==``/``!=``/``in``, ``quiz``/``guessing``/``line`` ``is (not) None``
  in the table's Python (``widget/``, ``table/``), outside the mode objects (``table/modes/``);
- *shared attributes*: attributes a mixin of the controller re-declares (class-level
  annotations) and the methods it declares as type-checking stubs, and the attributes free
  functions read or write on a session passed to them (``session.x``).
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import defaultdict
from pathlib import Path

MODE_CHECK = re.compile(
    r"\bmode\s*(?:[!=]=|not\s+in\b|in\b)|\b(?:quiz|guessing|line)\s+is\s+(?:not\s+)?None\b"
)


def modules(package: Path) -> dict[str, Path]:
    """Every module of the package by dotted name."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        if "static" in path.parts:
            continue
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, bool, bool]]:
    """Each import with (inside a function or class, under TYPE_CHECKING)."""
    out: list[tuple[ast.Import | ast.ImportFrom, bool, bool]] = []

    def walk(node: ast.AST, nested: bool, checking: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                out.append((child, nested, checking))
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                walk(child, True, checking)
            elif isinstance(child, ast.If) and _is_type_checking(child.test):
                for part in child.body:
                    walk(ast.Module(body=[part], type_ignores=[]), nested, True)
                for part in child.orelse:
                    walk(ast.Module(body=[part], type_ignores=[]), nested, checking)
            else:
                walk(child, nested, checking)

    walk(tree, False, False)
    return out


def targets(name: str, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> set[str]:
    """The package's modules that `node` (in module `name`) imports."""
    is_package = known[name].name == "__init__.py"
    found: set[str] = set()
    if isinstance(node, ast.Import):
        bases = [alias.name for alias in node.names]
        extra: list[str] = []
    else:
        if node.level:
            parts = name.split(".")
            keep = len(parts) - node.level + (1 if is_package else 0)
            base = ".".join(parts[:keep] + ([node.module] if node.module else []))
        else:
            base = node.module or ""
        bases = [base]
        extra = [f"{base}.{alias.name}" for alias in node.names]
    subs = [sub for sub in extra if sub in known]
    found.update(subs)
    if len(subs) < len(extra) or not extra:  # a name of the module itself, not a submodule
        found.update(base for base in bases if base in known)
    return found


def graph(known: dict[str, Path], with_checking: bool = True) -> dict[str, set[str]]:
    """Module -> the modules it names in an import statement at any depth (``TYPE_CHECKING``
    blocks too, unless `with_checking` is false)."""
    edges: dict[str, set[str]] = defaultdict(set)
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node, _, checking in imports(tree):
            if with_checking or not checking:
                edges[name] |= targets(name, node, known)
        edges[name].discard(name)
    return edges


def components(edges: dict[str, set[str]], nodes: list[str]) -> list[list[str]]:
    """Strongly connected components (Tarjan), largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]
    sys.setrecursionlimit(10_000)

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            found.append(sorted(part))

    for v in nodes:
        if v not in index:
            visit(v)
    return sorted(found, key=len, reverse=True)


def package_of(name: str) -> str:
    """The top-level package a module belongs to (``engine``, ``bots``, ...; the root's own
    modules each count as their own)."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def shared_attributes(known: dict[str, Path]) -> dict[str, object]:
    """Mixin re-declarations and stubs, and attributes free functions reach on a session."""
    redeclared: list[str] = []
    stubs = 0
    reached: set[str] = set()
    for name, path in known.items():
        if ".widget." not in name and ".table." not in name:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name != "TableSession":
                declared = [
                    s.target.id
                    for s in node.body
                    if isinstance(s, ast.AnnAssign)
                    and isinstance(s.target, ast.Name)
                    and s.value is None
                ]
                blocks = [
                    s for s in node.body if isinstance(s, ast.If) and _is_type_checking(s.test)
                ]
                count = sum(
                    1
                    for block in blocks
                    for s in block.body
                    if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))
                )
                # a mixin: it declares what it borrows from the class it is mixed into
                if count or (declared and any(d.startswith("_") for d in declared)):
                    redeclared += declared
                    stubs += count
            if isinstance(node, ast.FunctionDef):
                params = [a.arg for a in node.args.args]
                if "session" in params:
                    for sub in ast.walk(node):
                        if (
                            isinstance(sub, ast.Attribute)
                            and isinstance(sub.value, ast.Name)
                            and sub.value.id == "session"
                        ):
                            reached.add(sub.attr)
    return {
        "mixin re-declarations": len(redeclared),
        "distinct attributes re-declared": len(set(redeclared)),
        "type-checking stubs in mixins": stubs,
        "attributes free functions reach on a session": len(reached),
        "shared attributes (distinct, both kinds)": len(set(redeclared) | reached),
    }


def main(argv: list[str] | None = None) -> int:
    """Print the figures for the checkout at ``--root`` (default: this one)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args(argv)
    package = args.root / "durak_widget"
    known = modules(package)
    nested = checking = own = 0
    for name, path in known.items():
        for node, inside, under in imports(ast.parse(path.read_text(encoding="utf-8"))):
            if under:
                checking += 1
            elif inside:
                nested += 1
                own += bool(targets(name, node, known))
    circles = {}
    for label, with_checking in (("every import", True), ("runtime imports", False)):
        parts = [c for c in components(graph(known, with_checking), sorted(known)) if len(c) > 1]
        circles[label] = parts
    mode_checks: dict[str, int] = {}
    for name, path in known.items():
        if ".widget." not in name and ".table." not in name:
            continue
        if ".table.modes" in name:
            continue
        count = 0
        for line in path.read_text(encoding="utf-8").splitlines():
            code = line.split("#", 1)[0]
            count += len(MODE_CHECK.findall(code))
        if count:
            mode_checks[name.split(".", 1)[1]] = count
    print(f"checkout: {args.root}")
    print(f"modules: {len(known)}")
    print(
        f"imports inside functions: {nested}, {own} of them of the package's own modules "
        f"(and {checking} under TYPE_CHECKING)"
    )
    for label, parts in circles.items():
        spanning = [c for c in parts if len({package_of(m) for m in c}) > 1]
        largest = len(parts[0]) if parts else 0
        print(
            f"import circles ({label}): {len(parts)}, spanning two or more packages: "
            f"{len(spanning)}, largest: {largest} modules"
        )
        for part in spanning:
            names = ", ".join(sorted({package_of(m) for m in part}))
            print(f"  {len(part)} modules across {names}")
    total = sum(mode_checks.values())
    where = ", ".join(f"{k} {v}" for k, v in sorted(mode_checks.items()))
    print(f"mode checks outside the mode objects: {total} in {len(mode_checks)} files ({where})")
    for key, value in shared_attributes(known).items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
