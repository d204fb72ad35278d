"""The examples in the docstrings run as written."""

import doctest
import importlib

import pytest

MODULES = [
    "durak_widget.engine.cards",
    "durak_widget.engine.rules",
    "durak_widget.engine.moves",
    "durak_widget.engine.game",
    "durak_widget.engine.events",
    "durak_widget.engine.limits",
    "durak_widget.bouts",
    "durak_widget.course",
    "durak_widget.engine.i18n",
    "durak_widget.engine.pseudo",
    "durak_widget.own_trumps",
    "durak_widget.own_trumps.moves",
    "durak_widget.own_trumps.game",
    "durak_widget.table.hold",
    "durak_widget.table.views.names",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
    assert tried > 0
