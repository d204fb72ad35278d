"""The examples in the bots' and the simulation's docstrings run as written."""

import doctest
import importlib

import pytest

import durak_widget.bots as bots
from durak_widget.bots import base, ideas, simple, step, strong
from durak_widget.bots.own_trumps import ideas as own_ideas
from durak_widget.bots.own_trumps import simple as own_simple
from durak_widget.bots.own_trumps import strong as own_strong

simulate = importlib.import_module("durak_widget.simulate")
MODULES = [bots, base, ideas, simple, step, strong, own_ideas, own_simple, own_strong, simulate]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
