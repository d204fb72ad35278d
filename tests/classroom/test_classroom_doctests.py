"""The examples in the classroom's docstrings run as written."""

import doctest
import importlib

import pytest

MODULES = [
    "durak_widget.classroom.seating",
    "durak_widget.classroom.store",
    "durak_widget.classroom.protocol",
    "durak_widget.classroom.server",
    "durak_widget.classroom.pages",
    "durak_widget.classroom.names",
    "durak_widget.classroom.quiz",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
    assert tried > 0
