"""The examples in the bots' docstrings run as written."""

import doctest

import pytest

import durak_widget.bots as bots
from durak_widget.bots import base, simple, strong


@pytest.mark.parametrize("module", [bots, base, simple, strong], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
