"""``python -m durak_widget.classroom``: run a classroom from a shell until Ctrl+C.

    python -m durak_widget.classroom --players 3 --humans 2 --tables 4 \\
        --host 0.0.0.0 --port 8765 [--store class.sqlite]

prints the room's link and a QR code in the terminal (never a seat's code). As a JupyterHub
service it reads its path prefix from ``JUPYTERHUB_SERVICE_PREFIX`` (README, "Classroom").
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from typing import Any

import segno

from .room import Classroom, env_prefix


def parser() -> argparse.ArgumentParser:
    """The command line's options."""
    p = argparse.ArgumentParser(
        prog="python -m durak_widget.classroom",
        description="Serve card tables to the students' browsers.",
    )
    p.add_argument("--players", type=int, default=3, help="seats per table (default 3)")
    p.add_argument("--humans", type=int, default=2, help="student seats per table (default 2)")
    p.add_argument("--tables", type=int, default=1, help="tables (default 1)")
    p.add_argument("--game", default="durak", help="durak (default) or own_trumps")
    p.add_argument("--bots", default="simple", help="simple (default), strong or random")
    p.add_argument("--seed", type=int, default=None, help="deal the tables from this seed")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: all)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: a free one)")
    p.add_argument("--store", default=None, help="SQLite file that keeps and resumes the room")
    p.add_argument("--bot-delay-ms", type=int, default=700, help="pause before a bot moves")
    p.add_argument("--quiet-ms", type=int, default=5000, help="the quiet window before a bout ends")
    p.add_argument(
        "--away-after",
        type=float,
        default=30.0,
        help="seconds a student may stay idle on their turn before a bot plays for them",
    )
    p.add_argument(
        "--auto-next", type=float, default=None, help="deal the next game this many seconds later"
    )
    p.add_argument("--language", default="en", help="en (default), ru or es")
    p.add_argument("--public-url", default=None, help="the address students use (behind a hub)")
    p.add_argument(
        "--prefix", default=None, help="path prefix (default: JUPYTERHUB_SERVICE_PREFIX)"
    )
    p.add_argument("--no-access-log", action="store_true", help="do not log requests")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the room until SIGINT or SIGTERM."""
    args = parser().parse_args(argv)
    try:
        room = Classroom(
            players=args.players,
            humans=args.humans,
            tables=args.tables,
            game=args.game,
            bots=args.bots,
            seed=args.seed,
            host=args.host,
            port=args.port,
            store=args.store,
            bot_delay_ms=args.bot_delay_ms,
            quiet_ms=args.quiet_ms,
            away_after=args.away_after,
            auto_next=args.auto_next,
            language=args.language,
            public_url=args.public_url,
            prefix=env_prefix() if args.prefix is None else args.prefix,
            access_log=not args.no_access_log,
        )
    except ValueError as error:
        print(f"durak_widget.classroom: {error}", file=sys.stderr)
        return 2
    if room.access_log:
        import logging

        logging.basicConfig(level=logging.INFO, format="%(message)s")
        logging.getLogger("uvicorn.access").setLevel(logging.INFO)
    room.start()
    link = room.join_url or ""
    print(f"Students join at {link}", flush=True)
    segno.make(link, error="m").terminal(out=sys.stdout, compact=True)
    print("Ctrl+C stops the room.", flush=True)
    done = threading.Event()

    def finish(*_: Any) -> None:
        done.set()

    signal.signal(signal.SIGTERM, finish)
    signal.signal(signal.SIGINT, finish)
    while not done.wait(0.5):
        pass
    room.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
