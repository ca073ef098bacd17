"""The `arbiter` command: `arbiter solve FILE...` runs scenarios; `arbiter card NAME` shows
how Arbiter reads a card; `simulate`, `play`, `cards coverage` and `cards info` (what the
card data is, or where one card's text comes from).

Every error a user can cause (a bad scenario, card file, deck file or argument) ends in one
message on stderr (`ERROR ...`, naming the file) and a non-zero exit status: 1 for bad input,
2 for bad arguments, 130 when interrupted. An unexpected exception is an Arbiter bug: it is
reported in one line as an internal error, never as a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from arbiter.cards.card_data_error import CardDataError
from arbiter.cards.database import UnknownCardError
from arbiter.errors import ArbiterError
from arbiter.scenario.errors import ScenarioError
from arbiter.userfile import UserFileError


def _input_errors() -> tuple[type[Exception], ...]:
    """Errors a user's input causes, each with a message that says what is wrong (the deck
    lists' module is imported only when an error is to be told: a command that reads no
    deck doesn't load it)."""
    from arbiter.decks.decklist import DeckError

    return (ArbiterError, CardDataError, UserFileError, DeckError, UnknownCardError,
            ScenarioError)


def _error(message: object) -> None:
    print(f"ERROR {message}", file=sys.stderr)


def _card_data_error(e: CardDataError, args: argparse.Namespace) -> str:
    """A card file error, saying where the file was named when it wasn't on the command line."""
    if not getattr(args, "cards", None) and os.environ.get("ARBITER_CARDS"):
        return f"{e} (named by $ARBITER_CARDS)"
    return str(e)


def _solve(args: argparse.Namespace) -> int:
    """Run each file (`-`: a scenario read from standard input). With `--format json` the
    output is one JSON document: the outcome of one file, or for several files a list of
    outcomes and errors with the counts."""
    import json

    from arbiter.explain import outcome_data, render_outcome

    status = 0
    passed = 0
    catalog = _catalog()
    as_json = args.format == "json"
    results: list[dict] = []
    for path in args.files:
        try:
            out = _run_scenario(path, catalog)
        except Exception as e:  # noqa: BLE001 - input errors and engine bugs: one line each
            message = _scenario_error(path, e)
            _error(message)
            results.append({"file": path, "error": message})
            status = 1
            continue
        if as_json:
            results.append(outcome_data(out))
        else:
            render_outcome(out, fmt=args.format, quiet=args.quiet)
        if out.passed:
            passed += 1
        else:
            status = 1
    failed = len(args.files) - passed
    if as_json:
        doc = results[0] if len(args.files) == 1 else {
            "passed": passed, "failed": failed, "results": results}
        print(json.dumps(doc, indent=2, ensure_ascii=False))
    elif len(args.files) > 1:
        print(f"{passed} passed, {failed} failed")
    return status


def _run_scenario(path: str, catalog):  # type: ignore[no-untyped-def]
    from arbiter.scenario.loader import MAX_BYTES
    from arbiter.scenario.runner import Runner, run_file

    if path != "-":
        return run_file(path, catalog)
    data = sys.stdin.buffer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise ScenarioError("<stdin>", "", f"the text is larger than the limit of "
                                           f"{MAX_BYTES:,} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError("<stdin>", "", "not UTF-8 text") from None
    return Runner("<stdin>", catalog, text=text).run()


def _scenario_error(path: str, e: Exception) -> str:
    name = "<stdin>" if path == "-" else path
    if isinstance(e, ScenarioError):  # names the file
        return str(e)
    if isinstance(e, _input_errors()):
        return f"{name}: {e}"
    return f"{name}: internal error ({type(e).__name__}: {e}); please report it"


def _ask(args: argparse.Namespace) -> int:
    """`arbiter ask`: one question in one line (desk.syntax), run as a scenario."""
    import json

    from arbiter.desk.ask import DeskError, read_question, run, to_yaml
    from arbiter.explain import explain_game, render_tables, title

    day_night = "night" if args.night else "day" if args.day else "neither"
    players = [p.strip() for p in args.players.split(",")] if args.players else None
    try:
        q = read_question(args.objects, args.then, players, day_night)
        out, doc = run(q, _catalog())
    except DeskError as e:
        _error(f"ask: {e}")
        return 1
    if args.yaml:
        print(to_yaml(doc), end="")
        return 0
    tables = explain_game(out.game)
    if args.format == "json":
        print(json.dumps({"question": doc, "objects": tables}, indent=2, ensure_ascii=False))
        return 0
    print("Every object now:")
    for t in tables:
        print(f"  {title(t)}")
    print()
    render_tables(tables, args.format)
    return 0


def _lab(args: argparse.Namespace) -> int:
    """`arbiter lab`: the Layer Lab, served on the loopback address (localhost) only."""
    from arbiter.lab.serve import serve

    return serve(args.port, open_browser=not args.no_browser)


def _card(args: argparse.Namespace) -> int:
    cat = _catalog()
    record = cat.record(args.name)
    from arbiter.cardlib.registry import definition
    from arbiter.compiler.granted_unread import unread_parts

    unread: list[str] = []
    for i, face in enumerate(record.faces):
        print(f"{face.name}  {face.mana_cost or ''}\n{face.type_line}")
        for a in cat.abilities(record.name, i):
            kind = type(a).__name__.replace("Ability", "") or "Ability"
            print(f"  [{kind}] {a.text}")
            unread.extend(part.text for part in unread_parts(a))  # nested: 711.2, 716.2a
        if face.power is not None:
            print(f"  {face.power}/{face.toughness}")
    hand = any(definition(f.name, 0) or definition(record.name, i)
               for i, f in enumerate(record.faces))
    how = "a hand-written definition" if hand else "its Oracle text (compiled)"
    if unread:
        print(f"NOT fully read ({len(unread)} unsupported part(s)); a game that needs one "
              "stops with an error naming it:")
        for text in unread:
            print(f"  - {text}")
    else:
        print(f"Fully read, from {how}.")
    return 0


def _load_decks(*names: str) -> tuple[list[list[str]], dict[str, Any]]:
    """The named deck files or sample decks (DeckError naming the file otherwise): the main
    decks, and `Game.new`'s arguments for what the lists name outside them (sideboards,
    companions, commanders: `decks.outside`)."""
    from arbiter.decks import load_deck_file
    from arbiter.decks.outside import outside_the_game

    decks = [load_deck_file(n) for n in names]
    return [d.main for d in decks], outside_the_game(decks)


def _simulate(args: argparse.Namespace) -> int:
    import json

    from arbiter.engine.simulate import simulate
    from arbiter.progress import game_progress

    if args.ray is not None and args.workers != 1:
        _error("simulate: --ray and --workers are two ways to run the games; give one")
        return 2
    decks, outside = _load_decks(args.deck_a, args.deck_b)
    labels = [args.deck_a, args.deck_b]
    runner = None
    if args.ray is not None:
        from arbiter.adapters.ray_games import ray_runner

        runner = ray_runner(args.ray or None)
    with game_progress(args.games, enabled=not args.json and sys.stderr.isatty()) as tick:
        summary = simulate(decks, args.games, args.seed, args.max_turns, _catalog(), labels,
                           workers=args.workers, progress=tick, runner=runner,
                           outside=outside)
    if args.json:
        print(json.dumps(summary.as_dict(labels), indent=2))
    else:
        print("\n".join(summary.lines(labels)))
    return 130 if summary.interrupted else 0  # 128 + SIGINT, as shells report it


def _play(args: argparse.Namespace) -> int:
    from arbiter.play_terminal import play

    decks, outside = _load_decks(args.deck, args.opponent)
    return play(decks, args.seed, _catalog(), outside)


def _coverage(args: argparse.Namespace) -> int:
    import json

    from arbiter.compiler.coverage import measure

    catalog = _catalog()  # a bad card file is one message here, before any worker starts
    listed = None
    if args.names:
        from arbiter.cards.name_list import read_name_list

        listed = read_name_list(args.names, catalog.db)
    cov = measure(set_code=args.set)  # one process per CPU, each with the default catalog
    data = cov.as_dict(args.top)
    if listed is not None:
        named = measure(names=listed.found) if listed.found else None
        read = named.read_names if named else set()
        data["names"] = {"file": args.names, "cards": len(listed.found),
                         "fully_read": len(read), "unknown": listed.unknown,
                         "unread": [n for n in listed.found if n not in read]}
    if args.set and not data["cards"]:
        _error(f"no card of set {args.set!r} in the card data (a set code is like MID)")
        return 1
    if args.json:
        print(json.dumps(data, indent=2))
        return 0
    scope = f"set {args.set.upper()}" if args.set else "all cards"
    traditional = data["per_kind"].get("traditional")
    if traditional and not args.set:
        print(f"traditional cards: {traditional['fully_read']} of {traditional['cards']} fully "
              f"read ({100 * traditional['share']:.1f}%)")
    print(f"{scope}: {data['fully_read']} of {data['cards']} cards fully read "
          f"({100 * data['share_fully_read']:.1f}%)")
    for kind, row in data["per_kind"].items():
        if kind != "traditional" and not args.set:
            print(f"  reported apart, {kind} cards: {row['fully_read']} of {row['cards']}")
    if "names" in data:
        row = data["names"]
        share = row["fully_read"] / row["cards"] if row["cards"] else 0.0
        print(f"cards named in {row['file']}: {row['fully_read']} of {row['cards']} fully read "
              f"({100 * share:.1f}%)" + (f"; {len(row['unknown'])} names not in the card data: "
                                         + ", ".join(row["unknown"][:10]) if row["unknown"]
                                         else ""))
    print(f"static abilities that create continuous effects: {data['static_continuous_read']}"
          f" of {data['static_continuous_lines']} read "
          f"({100 * data['share_static_read']:.1f}%)")
    if data["spell_continuous_lines"]:
        print(f"continuous effects of instants and sorceries (spell abilities, 113.3a): "
              f"{data['spell_continuous_read']} of {data['spell_continuous_lines']} read")
    if not args.set:
        big = sorted(data["per_set"].items(), key=lambda kv: -kv[1]["cards"])[:10]
        for code, row in big:
            print(f"  {code}: {row['fully_read']}/{row['cards']} ({100 * row['share']:.1f}%)")
    if data["per_keyword"]:
        print("keywords (cards that have it: fully read / all):")
        for kw, row in list(data["per_keyword"].items())[:args.top]:
            print(f"  {row['fully_read']:6d} / {row['cards']:<6d} {kw}")
    print("most frequent unread phrases:")
    for text, n in data["most_frequent_unread"]:
        print(f"  {n:6d}  {text}")
    return 0


def _info(args: argparse.Namespace) -> int:
    from arbiter.cards.database import CardDatabase
    from arbiter.cards.info import card_lines, database_lines

    db = CardDatabase.default()
    lines = card_lines(db, db.get(args.name)) if args.name else database_lines(db)
    print("\n".join(lines))
    return 0


def _catalog():  # type: ignore[no-untyped-def]
    from arbiter.compiler.catalog import Catalog

    return Catalog()


class _Parser(argparse.ArgumentParser):
    """Bad arguments are one line (`ERROR arbiter simulate: ...`), not usage and an error."""

    def error(self, message: str) -> NoReturn:
        print(f"ERROR {self.prog}: {message} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


def _at_least(low: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be {low} or more, got {value}")
        return value
    parse.__name__ = "number"
    return parse


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def _run(args: argparse.Namespace) -> int:
    """The command, with every error a user can cause as one message."""
    try:
        return int(args.func(args))
    except CardDataError as e:
        _error(_card_data_error(e, args))
    except _input_errors() as e:  # evaluated only when an exception is raised
        _error(e)
    except KeyboardInterrupt:
        _error("interrupted")
        return 130
    except BrokenPipeError:  # output piped into a command that stopped reading
        return 0
    except OSError as e:  # the output can't be written (a full disk, a closed terminal)
        _error(f"can't write the output: {e.strerror or e}")
    except RecursionError as e:
        _error(f"internal error (RecursionError: {e}); please report it")
    except Exception as e:  # noqa: BLE001 - an Arbiter bug: one line, not a traceback
        _error(f"internal error ({type(e).__name__}: {e}); please report it")
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="arbiter", description=(__doc__ or "").split("\n\n")[0],
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("solve", help="run scenario files and check their expectations")
    s.add_argument("files", nargs="+", help="scenario files; - reads one from standard input")
    s.add_argument("--format", choices=("table", "markdown", "json"), default="table")
    s.add_argument("--quiet", action="store_true", help="print only pass/fail lines")
    s.set_defaults(func=_solve)
    c = sub.add_parser("card", help="show a card's abilities as Arbiter reads them")
    c.add_argument("name")
    c.set_defaults(func=_card)
    m = sub.add_parser("simulate", help="random-agent games between two decks")
    m.add_argument("deck_a")
    m.add_argument("deck_b")
    m.add_argument("--games", type=_at_least(1), default=100)
    m.add_argument("--seed", type=_seed, default=0)
    m.add_argument("--max-turns", type=_at_least(1), default=50)
    m.add_argument("--workers", type=_at_least(1), default=1,
                   help="run the games in this many processes (same results as one)")
    m.add_argument("--ray", nargs="?", const="", default=None, metavar="ADDRESS",
                   help="run the games as Ray tasks: on the cluster at ADDRESS, or on a "
                        "local Ray started for the run (same results as one process; needs "
                        "the 'ray' extra)")
    m.add_argument("--json", action="store_true",
                   help="print the results as JSON (win rates with 95%% intervals)")
    m.set_defaults(func=_simulate)
    cards = sub.add_parser("cards", help="card database commands")
    csub = cards.add_subparsers(dest="cards_command", required=True)
    cv = csub.add_parser("coverage", help="how much of the card database Arbiter reads")
    cv.add_argument("--set", help="only cards printed in this set (e.g. MID)")
    cv.add_argument("--json", action="store_true")
    cv.add_argument("--top", type=_at_least(0), default=20)
    cv.add_argument("--names", metavar="FILE",
                    help="also the share of the cards named in FILE (one name a line; "
                         "'count<TAB>name' and '4 Name' lines too)")
    cv.set_defaults(func=_coverage)
    ci = csub.add_parser("info", help="what the card data is: sources, dates, counts; "
                         "or where one card's text comes from")
    ci.add_argument("name", nargs="?", help="a card name (default: the whole database)")
    ci.set_defaults(func=_info)
    pl = sub.add_parser("play", help="play against the random agent in the terminal")
    pl.add_argument("deck", nargs="?", default="green-stompy")
    pl.add_argument("opponent", nargs="?", default="white-weenie")
    pl.add_argument("--seed", type=_seed, default=0)
    pl.set_defaults(func=_play)
    a = sub.add_parser(
        "ask", help="ask a layer question in one line",
        description="Ask a layer question in one line: the objects in timestamp order, each "
                    "a card name with options in brackets, e.g. arbiter ask 'Blood Moon' "
                    "'Urborg, Tomb of Yawgmoth' or arbiter ask Humility Opalescence --then "
                    "'cast Turn to Frog on Humility'. Options: a player (controller), as "
                    "ALIAS, on OBJECT, N COUNTER, tapped, face down, morph, disguise, "
                    "manifest, cloak, transformed, in ZONE, copy OBJECT, key=value. See "
                    "docs/scenario-format.md.")
    a.add_argument("objects", nargs="+", metavar="OBJECT")
    a.add_argument("--then", action="append", default=[], metavar="ACTION",
                   help="an action afterwards: 'cast X on Y', 'activate X +1 targeting Y', "
                        "'put 2 +1/+1 counters on X', 'pass the turn' ... (repeatable)")
    a.add_argument("--players", help="player names, comma-separated (default Alice,Bob)")
    dn = a.add_mutually_exclusive_group()
    dn.add_argument("--day", action="store_true", help="it is day (730)")
    dn.add_argument("--night", action="store_true", help="it is night (730)")
    a.add_argument("--yaml", action="store_true", help="print the equivalent scenario file")
    a.add_argument("--format", choices=("table", "markdown", "json"), default="table")
    a.set_defaults(func=_ask)
    lb = sub.add_parser("lab", help="the Layer Lab: ask layer questions in a browser")
    lb.add_argument("--port", type=_at_least(0), default=8765,
                    help="port on the loopback address, localhost (0: any free port)")
    lb.add_argument("--no-browser", action="store_true", help="don't open a browser")
    lb.set_defaults(func=_lab)
    for p in (s, c, m, pl, cv, ci, a, lb):
        p.add_argument("--cards", metavar="PATH",
                       help="card data: an MTGJSON AtomicCards.json or Scryfall oracle-cards "
                            "file (default: the bundled data, or $ARBITER_CARDS)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help (0) or a bad argument (2, one line already printed)
        return e.code if isinstance(e.code, int) else 2
    if args.cards is not None:
        if not args.cards.strip():
            _error("--cards needs the path of a card file")
            return 2
        os.environ["ARBITER_CARDS"] = args.cards
    return _run(args)


if __name__ == "__main__":
    sys.exit(main())
