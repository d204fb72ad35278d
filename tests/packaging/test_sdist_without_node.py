"""The sdist carries the built bundle and installs with no Node; a checkout without the bundle
and without Node fails with a message that says what to install."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

SHOW_WIDGET = """
from durak_widget import DurakWidget
w = DurakWidget()
bundle = w._repr_mimebundle_()
data = bundle[0] if isinstance(bundle, tuple) else bundle
assert "application/vnd.jupyter.widget-view+json" in data, sorted(data)
esm = w._esm if isinstance(w._esm, str) else str(w._esm)
assert "durak-root" in esm, "the widget's _esm is not the bundled front end"
print("shown", sorted(data))
"""


def run(cmd: list[str], env: dict[str, str] | None = None, cwd: Path | None = None):
    """Run a command, returning the CompletedProcess (text output, never raising)."""
    return subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, check=False)


def test_sdist_installs_and_shows_the_widget_without_node(
    tmp_path, source_tree, no_node_env, fresh_python
):
    src = source_tree(with_bundle=True)
    builder = fresh_python("sdist-builder")
    assert run([builder, "-m", "pip", "install", "-q", "build"]).returncode == 0
    built = run([builder, "-m", "build", "--sdist", "--outdir", str(tmp_path / "dist"), str(src)],
                env=no_node_env)  # fmt: skip
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (sdist,) = (tmp_path / "dist").glob("*.tar.gz")

    python = fresh_python("sdist-user")
    installed = run([python, "-m", "pip", "install", str(sdist)], env=no_node_env)
    assert installed.returncode == 0, installed.stdout[-3000:] + installed.stderr[-3000:]
    shown = run([python, "-c", SHOW_WIDGET], env=no_node_env, cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr[-3000:]
    assert "application/vnd.jupyter.widget-view+json" in shown.stdout


def test_checkout_without_node_fails_with_a_clear_message(
    tmp_path, source_tree, no_node_env, fresh_python
):
    src = source_tree(with_bundle=False)
    python = fresh_python("checkout-user")
    installed = run([python, "-m", "pip", "install", str(src)], env=no_node_env)
    assert installed.returncode != 0
    output = installed.stdout + installed.stderr
    assert "Node.js >= 20 and npm" in output, output[-3000:]
    assert "node and npm not found on PATH" in output, output[-3000:]


def test_checkout_with_a_stale_bundle_rebuilds_instead_of_shipping_it(
    source_tree, no_node_env, fresh_python
):
    src = source_tree(with_bundle=True)
    bundle = src / "durak_widget" / "static" / "widget.js"
    edited = src / "js" / "src" / "index.js"
    edited.touch()
    os.utime(bundle, (edited.stat().st_mtime - 60,) * 2)
    python = fresh_python("stale-user")
    installed = run([python, "-m", "pip", "install", str(src)], env=no_node_env)
    # it tries to rebuild (and, with Node hidden, says what it needs) rather than ship the old one
    assert installed.returncode != 0
    assert "Node.js >= 20 and npm" in installed.stdout + installed.stderr
