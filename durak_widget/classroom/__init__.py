"""The class plays together: `Classroom` serves tables to the students' own browsers.

>>> from durak_widget.classroom import Classroom
>>> room = Classroom(players=3, humans=2, tables=1)  # doctest: +SKIP
>>> room.start()  # doctest: +SKIP
>>> room  # the join link and its QR code  # doctest: +SKIP

Students open the room's link (or scan its QR code), type a nickname and are seated; each page
keeps its seat's code, so a reload or a dropped connection returns it to the same seat. Every
move is judged by the table core (`durak_widget.table`), each page sees only its own seat
(docs/classroom-protocol.md), and with ``store="class.sqlite"`` a stopped or killed room
resumes where it was. ``room.table(i)`` shows a table in the notebook, ``room.quiz(...)``
asks the class a quiz. From a shell: ``python -m durak_widget.classroom --help``.

Needs the ``classroom`` extra: ``pip install "durak_widget[classroom]"``.
"""

try:
    import segno as _segno  # noqa: F401
    import starlette as _starlette  # noqa: F401
    import uvicorn as _uvicorn  # noqa: F401
except ImportError as missing:  # pragma: no cover - depends on the installation
    raise ImportError(
        f"durak_widget.classroom needs the classroom extra ({missing.name} is missing): "
        'pip install "durak_widget[classroom]"'
    ) from missing

from .quiz import ClassQuiz
from .room import Classroom

__all__ = ["ClassQuiz", "Classroom"]
