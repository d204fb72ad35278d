"""Packaging tests: build the sdist and install it as a user without Node would."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
NODE_TOOLS = {"node", "nodejs", "npm", "npx", "corepack", "yarn", "pnpm"}


def _copy_source_tree(dest: Path, with_bundle: bool) -> Path:
    """Copy the files git would commit (tracked and untracked, not ignored) into dest.

    With with_bundle, the built (git-ignored) bundle comes along, marked newer than js/, as in a
    checkout where `npm run build` already ran.
    """
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO, capture_output=True, check=True,
    ).stdout.decode().split("\0")  # fmt: skip
    for name in filter(None, listed):
        src = REPO / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    if with_bundle:
        static = dest / "durak_widget" / "static"
        static.mkdir(exist_ok=True)
        for name in ("widget.js", "widget.css"):
            shutil.copy(REPO / "durak_widget" / "static" / name, static / name)
    return dest


def path_without_node(tmp: Path) -> str:
    """A PATH with every usual program except node, npm and friends (symlinked into tmp)."""
    shim = tmp / "bin-without-node"
    shim.mkdir()
    for folder in ("/usr/local/bin", "/usr/bin", "/bin"):
        if not os.path.isdir(folder):
            continue
        for entry in os.scandir(folder):
            if entry.name in NODE_TOOLS or (shim / entry.name).exists():
                continue
            (shim / entry.name).symlink_to(entry.path)
    return str(shim)


@pytest.fixture
def source_tree(tmp_path):
    """Make a copy of the source tree (with or without the built bundle); return its path."""
    return lambda with_bundle: _copy_source_tree(tmp_path / "src", with_bundle)


@pytest.fixture(scope="session")
def no_node_env(tmp_path_factory) -> dict[str, str]:
    """os.environ with node/npm hidden from PATH."""
    tmp = tmp_path_factory.mktemp("no-node")
    env = {**os.environ, "PATH": path_without_node(tmp)}
    env.pop("SKIP_JUPYTER_BUILDER", None)
    assert shutil.which("npm", path=env["PATH"]) is None
    assert shutil.which("node", path=env["PATH"]) is None
    return env


@pytest.fixture(scope="session")
def fresh_python(tmp_path_factory):
    """Make a fresh venv and return its python."""

    def make(name: str) -> str:
        venv = tmp_path_factory.mktemp(name) / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        return str(venv / "bin" / "python")

    return make
