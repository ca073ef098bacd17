"""The `arbiter` command: `arbiter solve FILE...` runs scenarios; `arbiter card NAME` shows
how Arbiter reads a card."""

from __future__ import annotations

import argparse
import os
import sys

from arbiter.engine.errors import ArbiterError


def _solve(args: argparse.Namespace) -> int:
    from arbiter.explain import render_outcome
    from arbiter.scenario.runner import run_file

    status = 0
    passed = 0
    try:
        catalog = _catalog()
    except (ArbiterError, ValueError) as e:
        print(f"ERROR {e}", file=sys.stderr)
        return 1
    for path in args.files:
        try:
            out = run_file(path, catalog)
        except (ArbiterError, ValueError) as e:
            print(f"ERROR {e}", file=sys.stderr)
            status = 1
            continue
        except Exception as e:  # noqa: BLE001 - an engine bug: one line, not a traceback
            print(f"ERROR {path}: internal error ({type(e).__name__}: {e}); please report it",
                  file=sys.stderr)
            status = 1
            continue
        render_outcome(out, fmt=args.format, quiet=args.quiet)
        if out.passed:
            passed += 1
        else:
            status = 1
    if len(args.files) > 1:
        print(f"{passed} passed, {len(args.files) - passed} failed")
    return status


def _card(args: argparse.Namespace) -> int:
    try:
        cat = _catalog()
        record = cat.record(args.name)
    except ValueError as e:
        print(f"ERROR {e}", file=sys.stderr)
        return 1
    from arbiter.cardlib.registry import definition
    from arbiter.rules.abilities import UnsupportedAbility

    unread: list[str] = []
    for i, face in enumerate(record.faces):
        print(f"{face.name}  {face.mana_cost or ''}\n{face.type_line}")
        for a in cat.abilities(record.name, i):
            kind = type(a).__name__.replace("Ability", "") or "Ability"
            print(f"  [{kind}] {a.text}")
            if isinstance(a, UnsupportedAbility):
                unread.append(a.text)
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


def _load_decks(*names: str) -> list[list[str]] | None:
    """The named deck files or sample decks; None (with one error line) if one can't be read."""
    from arbiter.decks import DeckError, load_deck

    try:
        return [load_deck(n) for n in names]
    except DeckError as e:
        print(f"ERROR {e}", file=sys.stderr)
        return None


def _simulate(args: argparse.Namespace) -> int:
    from arbiter.engine.simulate import simulate

    decks = _load_decks(args.deck_a, args.deck_b)
    if decks is None:
        return 1
    summary = simulate(decks, args.games, args.seed, args.max_turns, _catalog())
    print("\n".join(summary.lines([args.deck_a, args.deck_b])))
    return 0


def _play(args: argparse.Namespace) -> int:
    from arbiter.play_terminal import play

    decks = _load_decks(args.deck, args.opponent)
    if decks is None:
        return 1
    return play(decks, args.seed, _catalog())


def _coverage(args: argparse.Namespace) -> int:
    import json

    from arbiter.compiler.coverage import measure

    cov = measure(set_code=args.set)  # one process per CPU, each with the default catalog
    data = cov.as_dict(args.top)
    if args.json:
        print(json.dumps(data, indent=2))
        return 0
    scope = f"set {args.set.upper()}" if args.set else "all cards"
    print(f"{scope}: {data['fully_read']} of {data['cards']} cards fully read "
          f"({100 * data['share_fully_read']:.1f}%)")
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
    print("most frequent unread phrases:")
    for text, n in data["most_frequent_unread"]:
        print(f"  {n:6d}  {text}")
    return 0


def _catalog():  # type: ignore[no-untyped-def]
    from arbiter.engine.catalog import Catalog

    return Catalog()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arbiter", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("solve", help="run scenario files and check their expectations")
    s.add_argument("files", nargs="+")
    s.add_argument("--format", choices=("table", "markdown", "json"), default="table")
    s.add_argument("--quiet", action="store_true", help="print only pass/fail lines")
    s.set_defaults(func=_solve)
    c = sub.add_parser("card", help="show a card's abilities as Arbiter reads them")
    c.add_argument("name")
    c.set_defaults(func=_card)
    m = sub.add_parser("simulate", help="random-agent games between two decks")
    m.add_argument("deck_a")
    m.add_argument("deck_b")
    m.add_argument("--games", type=int, default=100)
    m.add_argument("--seed", type=int, default=0)
    m.add_argument("--max-turns", type=int, default=50)
    m.set_defaults(func=_simulate)
    cards = sub.add_parser("cards", help="card database commands")
    csub = cards.add_subparsers(dest="cards_command", required=True)
    cv = csub.add_parser("coverage", help="how much of the card database Arbiter reads")
    cv.add_argument("--set", help="only cards printed in this set (e.g. MID)")
    cv.add_argument("--json", action="store_true")
    cv.add_argument("--top", type=int, default=20)
    cv.set_defaults(func=_coverage)
    pl = sub.add_parser("play", help="play against the random agent in the terminal")
    pl.add_argument("deck", nargs="?", default="green-stompy")
    pl.add_argument("opponent", nargs="?", default="white-weenie")
    pl.add_argument("--seed", type=int, default=0)
    pl.set_defaults(func=_play)
    for p in (s, c, m, pl, cv):
        p.add_argument("--cards", metavar="PATH",
                       help="card data: an MTGJSON AtomicCards.json or Scryfall oracle-cards "
                            "file (default: the bundled data, or $ARBITER_CARDS)")
    args = parser.parse_args(argv)
    if args.cards:
        os.environ["ARBITER_CARDS"] = args.cards
    try:
        return int(args.func(args))
    except BrokenPipeError:  # output piped into a command that stopped reading
        return 0


if __name__ == "__main__":
    sys.exit(main())
