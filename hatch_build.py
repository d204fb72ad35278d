"""Build hook: bundle the front end (js/) and, for a wheel, compile the engines with mypyc.

Front end, only when it is needed:
- The bundle is up to date (an sdist, which ships it; or a checkout built before): no Node needed.
- The bundle is missing or older than a file under js/ (a fresh clone, or after a JS edit): build
  it with npm, and say plainly that Node.js >= 20 and npm are needed when they are missing.

Engines (as black ships its wheels): a non-editable wheel built where mypyc, a C compiler and
the Python headers are present gets the engine modules of `COMPILED_MODULES` compiled from the
same source (a platform wheel, such as ``cp311-cp311-linux_x86_64``; the ``.py`` files stay
beside the extension modules, which Python imports first). Without those tools, or with
``DURAK_WIDGET_PURE=1``, the wheel is pure Python (``py3-none-any``) and one line says why.
Editable installs stay pure. ``DURAK_WIDGET_COMPILE=1`` makes a failed compile an error instead
of a fall-back (the wheel check uses it).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface  # type: ignore[import-not-found]

NODE_MAJOR = 20
BUNDLE = ("durak_widget/static/widget.js", "durak_widget/static/widget.css")
SOURCES = ("js/src", "js/package.json", "js/package-lock.json", "js/build.mjs")

# The engine modules mypyc compiles: the game classes and everything a move touches, and the
# search's playout engine. Texts, rules, records and pictures stay interpreted (nothing hot;
# dataclasses and regexes).
COMPILED_MODULES = tuple(
    f"durak_widget/{name}.py"
    for name in (
        "engine/advice",
        "engine/base",
        "engine/cards",
        "engine/checks",
        "engine/events",
        "engine/game",
        "engine/game_setup",
        "engine/judge",
        "engine/legal",
        "engine/limits",
        "engine/moves",
        "engine/play",
        "engine/record_read",
        "engine/record_text",
        "engine/state",
        "engine/verdict",
        "own_trumps/game",
        "own_trumps/judge",
        "search/bout",
        "search/cards",
        "search/deal",
        "search/infer",
        "search/moves",
        "search/playout",
        "search/policy",
        "search/reply",
        "search/rollout",
        "search/solver",
        "search/tree",
    )
)
# mypy options for the compile: modules outside the engines (imported lazily by records) and
# the libraries they use need not be checked again, nor be installed in the build environment.
MYPY_OPTIONS = ("--follow-imports=silent", "--ignore-missing-imports")
GROUP = "durak_widget"  # mypyc's shared runtime module: durak_widget__mypyc.<abi tag>.so


def newest_mtime(paths: list[Path]) -> float:
    """The newest modification time among these files and the files below these folders."""
    newest = 0.0
    for path in paths:
        files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
        for f in files:
            newest = max(newest, f.stat().st_mtime)
    return newest


def bundle_is_stale(root: Path) -> bool:
    """True when a bundle file is missing or some front-end source is newer than the bundle."""
    bundle = [root / name for name in BUNDLE]
    if not all(p.is_file() for p in bundle):
        return True
    sources = [root / name for name in SOURCES if (root / name).exists()]
    oldest_bundle = min(p.stat().st_mtime for p in bundle)
    return newest_mtime(sources) > oldest_bundle


def node_problem() -> str | None:
    """Why Node/npm cannot build the bundle here, or None when they can."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm:
        missing = " and ".join(n for n, p in (("node", node), ("npm", npm)) if not p)
        return f"{missing} not found on PATH"
    out = subprocess.run([node, "--version"], capture_output=True, text=True, check=False)
    version = out.stdout.strip().lstrip("v")
    major = version.split(".")[0]
    if not major.isdigit() or int(major) < NODE_MAJOR:
        return f"node {version or '(unknown version)'} is older than {NODE_MAJOR}"
    return None


def compile_problem() -> str | None:
    """Why the engines cannot be compiled here, or None when they can."""
    if os.getenv("DURAK_WIDGET_PURE", "") not in ("", "0"):
        return "DURAK_WIDGET_PURE is set"
    for module in ("mypyc", "setuptools"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed in the build environment"
    compiler = (os.getenv("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if not shutil.which(compiler):
        return f"no C compiler ({compiler}) on PATH"
    include = sysconfig.get_paths().get("include", "")
    if not (Path(include) / "Python.h").is_file():
        return f"the Python headers (Python.h in {include}) are missing"
    return None


_SETUP = """
from setuptools import setup
from mypyc.build import mypycify
setup(name="durak_widget_compiled", ext_modules=mypycify({modules!r}, group_name={group!r}))
"""


def compile_engines(root: Path, scratch: Path) -> list[Path]:
    """Compile `COMPILED_MODULES` with mypyc in `scratch` (a copy of the engine sources, so the
    checkout stays clean); returns the extension modules built, paths relative to `scratch`."""
    skip = shutil.ignore_patterns("*.so", "*.pyd", "__pycache__", "static")
    shutil.copytree(root / "durak_widget", scratch / "durak_widget", ignore=skip)
    (scratch / "durak_widget" / "__init__.py").write_text("")  # the engines need nothing more
    args = [*MYPY_OPTIONS, *COMPILED_MODULES]
    (scratch / "setup.py").write_text(_SETUP.format(modules=args, group=GROUP))
    log = scratch / "build.log"
    with log.open("w") as out:
        done = subprocess.run(
            [sys.executable, "setup.py", "build_ext", "--inplace"],
            cwd=scratch,
            stdout=out,
            stderr=subprocess.STDOUT,
            check=False,
        )
    if done.returncode:
        tail = "".join(log.read_text(errors="replace").splitlines(keepends=True)[-30:])
        raise RuntimeError(f"mypyc failed (exit {done.returncode}):\n{tail}")
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    built = sorted(
        p.relative_to(scratch)
        for p in scratch.rglob(f"*{suffix}")
        if "build" not in p.relative_to(scratch).parts
    )
    if len(built) < len(COMPILED_MODULES):
        raise RuntimeError(f"mypyc built only {[str(p) for p in built]}")
    return built


class FrontEndBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    """Runs `npm install` and `npm run build` in js/ when the bundle is missing or stale, and
    compiles the engines into a non-editable wheel when it can (see the module docstring)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Build the bundle if needed (fail with a clear message when Node/npm cannot); then
        compile the engines for a standard wheel."""
        self._front_end(version)
        if self.target_name == "wheel" and version == "standard":
            self._compile(build_data)

    def _compile(self, build_data: dict[str, Any]) -> None:
        problem = compile_problem()
        if problem:
            print(f"durak_widget: building a pure-Python wheel ({problem})", flush=True)
            return
        scratch = Path(tempfile.mkdtemp(prefix="durak_widget_mypyc_"))
        self._scratch = scratch  # removed in `finalize`, after the wheel took the files
        try:
            built = compile_engines(Path(self.root), scratch)
        except (RuntimeError, OSError) as error:
            if os.getenv("DURAK_WIDGET_COMPILE", "") not in ("", "0"):
                raise
            first = str(error).splitlines()[0]
            print(f"durak_widget: building a pure-Python wheel ({first})", flush=True)
            return
        for path in built:
            build_data["force_include"][str(scratch / path)] = str(path)
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        print(f"durak_widget: compiled {len(built) - 1} engine modules with mypyc", flush=True)

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove mypyc's scratch folder."""
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)

    def _front_end(self, version: str) -> None:
        if self.target_name not in ("wheel", "sdist") or os.getenv("SKIP_JUPYTER_BUILDER"):
            return
        root = Path(self.root)
        if not (root / "js" / "package.json").is_file() or not bundle_is_stale(root):
            return
        problem = node_problem()
        if problem:
            raise RuntimeError(
                "durak_widget: the front-end bundle (durak_widget/static/widget.js) has to be "
                f"built from js/, which needs Node.js >= {NODE_MAJOR} and npm ({problem}). "
                "Install Node.js >= 20 with npm (https://nodejs.org), or install a released "
                "wheel or sdist, which carry the bundle and need no Node."
            )
        from hatch_jupyter_builder import npm_builder  # type: ignore[import-not-found]

        npm_builder(self.target_name, version, path=str(root / "js"), build_cmd="build", force=True)
        missing = [name for name in BUNDLE if not (root / name).is_file()]
        if missing:
            raise RuntimeError(f"durak_widget: `npm run build` did not produce {missing}")
