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

MAX_DEPTH = 8
"""The deepest nesting of objects and lists a message may have (a move has 3)."""

PAGES_PER_SEAT = 3
"""The most pages that may hold one seat at once (a phone, a laptop and a reload); a fourth
closes the oldest."""

ROOM_RULES = {
    "bad_code": "room.bad_code",
    "no_question": "room.no_question",
    "answered": "room.answered",
    "quiz_running": "room.quiz_running",
    "closed": "room.closed",
}
"""The rule ids of the room's own refusals (the table's are `durak_widget.table`'s)."""


def dumps(message: Any) -> str:
    """A message as compact JSON text (UTF-8 kept as is)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def read(text: Any) -> dict[str, Any] | None:
    """A page's message as a JSON object with a text ``"type"``, or ``None`` when it is not
    one: not text, longer than `MAX_MESSAGE` bytes, not JSON, nested deeper than `MAX_DEPTH`,
    holding a text that is not Unicode (a lone surrogate such as ``"\\ud800"``), or anything
    else a parser may raise on. Never raises.

    >>> read('{"type": "hello", "code": "x"}')
    {'type': 'hello', 'code': 'x'}
    >>> read("[1, 2]") is None and read("{") is None and read(b"{}") is None
    True
    >>> read('{"type": "x", "a": ' + "[" * 3000 + "]" * 3000 + "}") is None
    True
    >>> read('{"type": "x", "name": "\\ud800"}') is None
    True
    """
    try:
        if not isinstance(text, str) or len(text.encode("utf-8")) > MAX_MESSAGE:
            return None
        message = json.loads(text)
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            return None
        return message if _sound(message) else None
    except (ValueError, RecursionError, UnicodeError, TypeError, MemoryError):
        return None


def _sound(value: Any) -> bool:
    """Whether `value` nests no deeper than `MAX_DEPTH` and every text in it (keys too) is
    Unicode that UTF-8 can carry; looked at without recursion."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            item.encode("utf-8")  # a lone surrogate raises UnicodeEncodeError
        elif isinstance(item, (dict, list)):
            if depth > MAX_DEPTH:
                return False
            if isinstance(item, dict):
                stack.extend((key, depth) for key in item)
                stack.extend((inner, depth + 1) for inner in item.values())
            else:
                stack.extend((inner, depth + 1) for inner in item)
    return True


def move_version(message: dict[str, Any]) -> int | None:
    """A move's ``"version"`` when it is a whole number (not a flag), else ``None``.

    >>> move_version({"version": 7}), move_version({"version": True}), move_version({})
    (7, None, None)
    """
    version = message.get("version")
    if isinstance(version, int) and not isinstance(version, bool):
        return version
    return None


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
        "name_in_use": tr.gettext(
            "{name} is playing on another page now. If that is you, close that page and join "
            "again here, or ask your teacher for your seat's link; if not, choose another "
            "nickname."
        ),
        "room_full": tr.gettext("Every seat in this room is taken: ask the teacher for one."),
        "bad_name": tr.gettext("A nickname is 1 to 24 letters, digits or spaces."),
        "flood": tr.gettext("This page sent too many messages at once: reload it."),
        "seat_gone": tr.gettext("The teacher gave your seat to someone else."),
        "seat_freed": tr.gettext(
            "The teacher freed your seat. Join again with your nickname to get a seat."
        ),
        "page_limit": tr.gettext(
            "Your seat is open on other pages, so this page let go of it. Play here to take it "
            "back on this page."
        ),
        "closing": tr.gettext("The lesson is over."),
        "too_big": tr.gettext("This page sent a message too long for the room: reload it."),
        "malformed": tr.gettext("The room could not read a message from this page."),
        "no_version": tr.gettext(
            "This move does not say which table it was chosen on: look again and choose again."
        ),
        "future_version": tr.gettext(
            "This move names a table this page was never shown: look again and choose again."
        ),
        "no_question": tr.gettext("No quiz question is open now."),
        "answered": tr.gettext("You have answered this question already."),
        "bad_answer": tr.gettext("That is not an answer to this question."),
        "paused": tr.gettext("Paused by the teacher."),
        "quiz_running": tr.gettext("The class quiz is on: the table waits until it ends."),
    }
    return texts[key].format(**values)


def waiting_words(seated: int, total: int, lang: str) -> str:
    """A table that waits for its students, in `lang`: "Waiting for a classmate: 1 of 2
    seated."

    >>> waiting_words(1, 2, "en")
    'Waiting for a classmate: 1 of 2 seated.'
    >>> waiting_words(1, 3, "en")
    'Waiting for 2 classmates: 1 of 3 seated.'
    """
    missing = max(1, total - seated)
    text = table_tr(lang).ngettext(
        "Waiting for a classmate: {seated} of {total} seated.",
        "Waiting for {n} classmates: {seated} of {total} seated.",
        missing,
    )
    return text.format(n=missing, seated=seated, total=total)
