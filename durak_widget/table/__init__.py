"""The table: one game at one table, served to whoever sits at it or watches it, with no
widget in sight (no anywidget, ipywidgets or traitlets).

`Table` is the core (docs/architecture.md, "The table"): the game, its history, who holds each
seat (`Holder`), the bots and their clock, the quiet window, the series, the options, the
narration and the language, and a view per viewer (`Viewer`), each with a version.
`TableSession` is the notebook's table (a `Table` with one owner, `DurakWidget`). `intents`
validates what a browser sends (`Table.handle_message`, `Table.handle` -> `Outcome`),
`pacing` runs timers on an injectable clock, `thinkers` says where bots think, `modes` holds
play, sandbox, replay and quiz, and `views` draws each game for a viewer. The front ends
(`durak_widget.widget`) build on it; nothing here imports them.
"""

from .core import (
    INTENT_METHODS,
    MALFORMED,
    NOT_ALLOWED,
    NOT_YOUR_SEAT,
    REFUSED,
    STALE,
    VIEWER_INTENTS,
    Outcome,
    Table,
)
from .intents import (
    AnnotateIntent,
    AnswerIntent,
    ExplainIntent,
    HintIntent,
    Intent,
    IntentError,
    LogPageIntent,
    MainLineIntent,
    MoveIntent,
    NewGameIntent,
    OptionIntent,
    PauseIntent,
    QuizNextIntent,
    SeatIntent,
    StepIntent,
    WhyCardIntent,
    parse_intent,
)
from .pacing import AsyncioScheduler, LoopScheduler, ManualScheduler, Pacer, Scheduler
from .session import TableSession
from .thinkers import AutoThinker, InlineThinker, Thinker, Thought, ThreadThinker, Ticket
from .viewers import Holder, Viewer

__all__ = [
    "INTENT_METHODS",
    "MALFORMED",
    "NOT_ALLOWED",
    "NOT_YOUR_SEAT",
    "REFUSED",
    "STALE",
    "VIEWER_INTENTS",
    "AnnotateIntent",
    "AnswerIntent",
    "AsyncioScheduler",
    "AutoThinker",
    "ExplainIntent",
    "HintIntent",
    "Holder",
    "InlineThinker",
    "Intent",
    "IntentError",
    "LogPageIntent",
    "LoopScheduler",
    "MainLineIntent",
    "ManualScheduler",
    "MoveIntent",
    "NewGameIntent",
    "OptionIntent",
    "Outcome",
    "Pacer",
    "PauseIntent",
    "QuizNextIntent",
    "Scheduler",
    "SeatIntent",
    "StepIntent",
    "Table",
    "TableSession",
    "Thinker",
    "Thought",
    "ThreadThinker",
    "Ticket",
    "Viewer",
    "WhyCardIntent",
    "parse_intent",
]
