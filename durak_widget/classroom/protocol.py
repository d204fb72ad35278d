"""The classroom's wire protocol (docs/classroom-protocol.md): the limits every connection
lives by, reading a page's messages, and the words of the room's own refusals.

A page's first message says who it is: ``{"type": "hello", "code": CODE}`` (or ``{"type":
"join", "name": NICKNAME}`` for a student who has no seat yet); after that it sends the
widget's intents, each with the ``"version"`` it was made against. Everything the server
sends is JSON text: ``welcome``, ``state``, ``refused``, ``error``, ``joined``, ``quiz`` and
the widget's on-demand answers (``card_reason``, ``log_page``).
"""

from __future__ import annotations

import json
import time
from typing import Any

from ..engine.i18n import check_language
from ..games.texts import table_tr

MAX_MESSAGE = 8192
"""The largest message a page may send, in bytes (a move is about 100)."""

RATE = 20.0
"""Messages a connection may send per second, on average."""

BURST = 40
"""Messages a connection may send at once before the rate applies."""

HELLO_SECONDS = 10.0
"""How long a new connection has to say who it is."""

POLICY = 1008
"""The websocket close code for a refused hello, a flood or a bad origin."""

TOO_BIG = 1009
"""The websocket close code for a message over `MAX_MESSAGE`."""

ROOM_RULES = {
    "bad_code": "room.bad_code",
    "no_question": "room.no_question",
    "answered": "room.answered",
}
"""The rule ids of the room's own refusals (the table's are `durak_widget.table`'s)."""


def dumps(message: Any) -> str:
    """A message as compact JSON text (UTF-8 kept as is)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def read(text: Any) -> dict[str, Any] | None:
    """A page's message as a JSON object with a text ``"type"``, or ``None`` when it is not
    one.

    >>> read('{"type": "hello", "code": "x"}')
    {'type': 'hello', 'code': 'x'}
    >>> read("[1, 2]") is None and read("{") is None and read(b"{}") is None
    True
    """
    if not isinstance(text, str) or len(text.encode("utf-8")) > MAX_MESSAGE:
        return None
    try:
        message = json.loads(text)
    except ValueError:
        return None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        return None
    return message


def language_of(message: dict[str, Any], default: str) -> str:
    """The language a message asks for (``"language"``), or `default` when it names none or
    one the room does not speak."""
    lang = message.get("language")
    if isinstance(lang, str):
        try:
            return check_language(lang)
        except ValueError:
            return default
    return default


class Bucket:
    """A token bucket: `take` says whether one more message fits `rate` per second with
    bursts of `burst` (a flooding page is closed; other pages never wait for it).

    >>> bucket = Bucket(rate=1.0, burst=2, clock=lambda: 0.0)
    >>> [bucket.take(), bucket.take(), bucket.take()]
    [True, True, False]
    """

    def __init__(self, rate: float = RATE, burst: int = BURST, clock: Any = time.monotonic):
        self.rate = rate
        self.burst = float(burst)
        self.clock = clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self) -> bool:
        """Use one token if there is one."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def words(key: str, lang: str, **values: Any) -> str:
    """One of the room's sentences to a student, in `lang`."""
    tr = table_tr(lang)
    texts = {
        "bad_code": tr.gettext(
            "This seat code opens no seat in this room (the teacher may have given the seat to "
            "someone else): join again with your nickname."
        ),
        "no_hello": tr.gettext("The page did not say who it is: reload it."),
        "name_taken": tr.gettext(
            "Someone in this room already plays as {name}: choose another nickname."
        ),
        "room_full": tr.gettext("Every seat in this room is taken: ask the teacher for one."),
        "bad_name": tr.gettext("A nickname is 1 to 24 letters, digits or spaces."),
        "flood": tr.gettext("This page sent too many messages at once: reload it."),
        "seat_gone": tr.gettext("The teacher gave your seat to someone else."),
        "closing": tr.gettext("The room is closing."),
        "malformed": tr.gettext("The room could not read a message from this page."),
        "no_question": tr.gettext("No quiz question is open now."),
        "answered": tr.gettext("You have answered this question already."),
        "bad_answer": tr.gettext("That is not an answer to this question."),
    }
    return texts[key].format(**values)
