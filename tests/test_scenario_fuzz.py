"""Fuzzing the scenario format (issue 10, item 6): mutants of the seed scenarios, run through
`arbiter solve`, either run (pass or fail an expectation, for mutants that stay valid) or end
in one error line naming the file — never a traceback, never an "internal error".

Mutations, 1 to 3 per file, at random depths: a key deleted, renamed (a typo) or added; a
value replaced by one of the wrong type (text, a list, a mapping, null, a boolean, a float),
a negative, zero or huge number, a string where a list belongs and a list where a string
belongs, deep nesting, a value moved from elsewhere in the file; and on the text itself, a
line duplicated (often a duplicate key) or dropped, the file cut short, a byte that isn't
UTF-8. The budget is fixed: 1,000 mutants, the same on every run (`derandomize`), about 10 s.
"""

from __future__ import annotations

import contextlib
import copy
import io
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.cli import main
from arbiter.scenario.loader import load_text

SEEDS_DIR = Path(__file__).parent.parent / "scenarios" / "seeds"
SEEDS = ["A04", "A05", "A09", "A11b", "A12a", "A19a", "A23b", "A28", "D04a"]

#: One scenario using every part of the format the seeds don't (enter, transform, set,
#: attach, turn_face_up, tokens, a merged permanent, exile, day/night); it passes as written.
EVERY_PART = """\
name: every part of the format
source: tests/test_scenario_fuzz.py
players: [Alice, Bob]
turn: {number: 2, phase: precombat_main}
day_night: day
battlefield:
  - Forest
  - Forest
  - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}, tapped: false, summoning_sick: false}
  - {card: Bonesplitter, as: splitter, attached_to: bears}
  - {card: Delver of Secrets, as: delver, transformed: true}
  - {card: Bear Cub, controller: Bob, owner: Bob, as: cub}
  - {card: Dreamtail Heron, merged_onto: cub, position: bottom}
  - {token: {name: Wolf, types: [Creature], subtypes: [Wolf], colors: [green], power: 2,
             toughness: 2}, as: wolf}
  - {token: Food, as: food}
  - {card: Pyrotechnic Performer, face_down: disguise, as: performer}
hand: {Alice: [Giant Growth, {card: Lightning Bolt, as: bolt}], Bob: [Shock]}
graveyard: {Bob: [{card: Savannah Lions, as: lions}]}
library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
exile: {Alice: [Plains]}
choices: [yes]
actions:
  - cast: Giant Growth
    targets: [bears]
  - activate: {card: splitter, ability: 2, targets: [wolf]}
  - counters: {on: bears, add: {+1/+1: 1}}
  - enter: {card: Savannah Lions, as: newlions, controller: Alice}
  - move: {card: lions, to: exile}
  - turn_face_up: performer
  - transform: delver
  - attach: {card: splitter, to: bears}
  - set: {player: Bob, life: 15}
  - {cast: Lightning Bolt, targets: [Bob], respond: true}
  - resolve: 1
  - pass: next_step
expect:
  bears: {zone: battlefield, power: 9, toughness: 7, counters: {+1/+1: 2}, attached_to: null}
  splitter: {attached_to: bears}
  delver: {transformed: false, name: Delver of Secrets}
  performer: {face_down: false}
  lions: {zone: exile}
  player Bob: {life: 12}
"""

TEXTS = {code: next(SEEDS_DIR.glob(f"{code}-*.yaml")).read_text(encoding="utf-8")
         for code in SEEDS}
TEXTS["every-part"] = EVERY_PART
DOCS = {code: load_text(text).doc for code, text in TEXTS.items()}


def _keys(doc: Any) -> set[str]:
    """Every mapping key of a document, at any depth."""
    if isinstance(doc, dict):
        return {str(k) for k in doc} | {k for v in doc.values() for k in _keys(v)}
    if isinstance(doc, list):
        return {k for v in doc for k in _keys(v)}
    return set()


def _words(doc: Any) -> set[str]:
    """Every text value of a document (card names, aliases, zones, steps ...)."""
    if isinstance(doc, dict):
        return {w for v in doc.values() for w in _words(v)}
    if isinstance(doc, list):
        return {w for v in doc for w in _words(v)}
    return {doc} if isinstance(doc, str) else set()


ALL_KEYS = sorted(set().union(*(_keys(d) for d in DOCS.values())))
#: Values of the right kind taken from elsewhere: mutants that often stay valid and drive the
#: engine into situations the seeds don't show.
PLAUSIBLE = st.one_of(st.sampled_from(sorted(set().union(*(_words(d) for d in DOCS.values())))),
                      st.integers(-1, 5), st.booleans())

SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3),
    st.sampled_from([-1, 0, 1001, 10**30, -(10**30), 2**63]),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=10),
    st.sampled_from(["no", "yes", "all", "end_of_turn", "upkeep", "Island", "graveyard",
                     "Bob", "+1/+1", "bears", "mastodon", "top", "disguise", "green",
                     "Creature", "7c", "player Alice", "{T}", "", "~"]),
)
VALUES = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=3),
    st.dictionaries(st.sampled_from(ALL_KEYS + ["junk", "x"]), SCALARS, max_size=2),
)


def _paths(doc: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [at]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*at, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, (*at, i))
    return out


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def _typo(key: str, draw: Any) -> str:
    if len(key) > 2 and draw(st.booleans()):
        i = draw(st.integers(0, len(key) - 1))
        return key[:i] + key[i + 1:]
    return key + draw(st.sampled_from(["s", "x", "_", "e"]))


def _mutate(doc: Any, draw: Any) -> Any:
    path = draw(st.sampled_from(_paths(doc)))
    op = draw(st.sampled_from(["delete", "rename", "add_key", "replace", "plausible",
                               "plausible", "plausible", "to_string", "to_list", "nest",
                               "move"]))
    if not path:
        return draw(VALUES) if op == "replace" else doc
    parent, last = _get(doc, path[:-1]), path[-1]
    value = parent[last]
    if op == "delete":
        del parent[last]
    elif op == "rename" and isinstance(parent, dict):
        parent[_typo(str(last), draw)] = parent.pop(last)
    elif op == "add_key" and isinstance(value, dict):
        value[draw(st.sampled_from(ALL_KEYS + ["junk"]))] = draw(VALUES)
    elif op == "to_string" and isinstance(value, list):
        parent[last] = ", ".join(map(str, value)) or "x"  # a string where a list belongs
    elif op == "to_list":
        parent[last] = [value]
    elif op == "nest":
        nested: Any = value
        for _ in range(draw(st.sampled_from([2, 60]))):
            nested = [nested]
        parent[last] = nested
    elif op == "plausible" and not isinstance(value, dict | list):
        parent[last] = draw(PLAUSIBLE)
    elif op == "move":
        other = draw(st.sampled_from(_paths(doc)))
        parent[last] = copy.deepcopy(_get(doc, other)) if other else "x"
    else:
        parent[last] = draw(VALUES)
    return doc


@st.composite
def mutants(draw: Any) -> tuple[str, bytes]:
    code = draw(st.sampled_from(sorted(TEXTS)))
    if draw(st.integers(0, 5)) == 0:  # on the text: lines, truncation, bytes
        lines = TEXTS[code].splitlines(keepends=True)
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["duplicate", "drop", "cut", "byte"]))
        if how == "duplicate":
            lines.insert(i, lines[i])
        elif how == "drop":
            del lines[i]
        elif how == "cut":
            lines = lines[:i] + [lines[i][: len(lines[i]) // 2]]
        else:
            return code, "".join(lines[:i]).encode() + b"\xff\xfe" + \
                "".join(lines[i:]).encode()
        return code, "".join(lines).encode()
    doc = copy.deepcopy(DOCS[code])
    for _ in range(draw(st.integers(1, 3))):
        doc = _mutate(doc, draw)
    text = yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=10_000)
    return code, text.encode()


def _solve(path: Path) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["solve", str(path)])
    return status, err.getvalue()


def test_the_unmutated_sources_pass(tmp_path: Path) -> None:
    """The fuzz starts from files that run and pass."""
    for code, text in TEXTS.items():
        path = tmp_path / f"{code}.yaml"
        path.write_text(text, encoding="utf-8")
        assert _solve(path) == (0, ""), code


@settings(max_examples=1000, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(mutants())
def test_a_mutant_runs_or_is_one_error_line_naming_the_file(tmp_path: Path,
                                                            mutant: tuple[str, bytes]) -> None:
    code, data = mutant
    path = tmp_path / f"{code}-mutant.yaml"
    path.write_bytes(data)
    status, err = _solve(path)
    assert status in (0, 1), (status, err)
    if err:
        lines = err.splitlines()
        assert len(lines) == 1, err
        assert lines[0].startswith(f"ERROR {path}: "), err
        assert "internal error" not in err and "Traceback" not in err, err
        assert status == 1
