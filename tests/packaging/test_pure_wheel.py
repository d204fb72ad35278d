"""The wheel falls back to pure Python (py3-none-any) when the engines cannot or must not be
compiled, and says why in one line; scripts/check-wheel.sh checks the compiled wheel itself."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile

import pytest

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("env", "why"),
    [
        ({"CC": "no-such-compiler"}, "no C compiler (no-such-compiler) on PATH"),
        ({"DURAK_WIDGET_PURE": "1"}, "DURAK_WIDGET_PURE is set"),
    ],
    ids=["no-compiler", "forced"],
)
def test_the_wheel_is_pure_python_when_it_cannot_or_must_not_be_compiled(
    tmp_path, source_tree, env, why
):
    src = source_tree(with_bundle=True)
    out = tmp_path / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(out), str(src)],
        env={**os.environ, **env}, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (wheel,) = out.glob("durak_widget-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    assert f"durak_widget: building a pure-Python wheel ({why})" in built.stdout + built.stderr
    names = zipfile.ZipFile(wheel).namelist()
    assert "durak_widget/engine/game.py" in names
    assert not [n for n in names if n.endswith((".so", ".pyd"))]
