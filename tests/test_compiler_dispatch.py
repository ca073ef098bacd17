"""The grammar's first-word dispatch (`compiler.grammar.dispatch`) is a speed-up only: it must never
change what a line compiles to. Checked here on its parts (keys and FIRST sets) and on the real
grammar: every Oracle line of Midnight Hunt and of the seed cards compiles to the same abilities
with the dispatch on and off."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pyparsing as pp
import pytest

from arbiter.cards.database import CardDatabase
from arbiter.compiler import lines as L
from arbiter.compiler.grammar.dispatch import (
    DispatchFirst,
    Memo,
    _regex_reqs,
    first,
    key_at,
    speed_up,
)
from arbiter.compiler.grammar.lexicon import kws
from arbiter.compiler.grammar.text import normalize


@pytest.mark.parametrize(("text", "loc", "key"), [
    ("Creatures you control get +1/+1.", 0, "creatures"),
    ("~ deals 2 damage", 0, "~"),
    ("{T}: Add {G}.", 0, "{"),
    ("target creature", 6, "creature"),
    ("gets +1/+1", 4, "+"),
    ("draw a card", 11, ""),
])
def test_key_is_the_run_of_letters_or_one_character(text: str, loc: int, key: str) -> None:
    assert key_at(text, loc) == key


@pytest.mark.parametrize(("pattern", "flags", "reqs"), [
    (r"(?<![\w$])(?:you control|target)(?![\w$])", re.IGNORECASE, {"you", "target"}),
    (r"[Nn]on-?(white|black)\b", 0, {"non"}),
    (r"[+-](?:\d+|X)", 0, {"+", "-"}),
    (r"\d+", 0, None),             # a digit class: not listed, always tried
    (r"(?:foo)?bar", 0, None),      # an optional start: not listed
    (r"X(?:ab)+c", 0, {"xab"}),     # one copy of a repeat, then nothing more is known
])
def test_regex_prefixes(pattern: str, flags: int, reqs: set[str] | None) -> None:
    assert _regex_reqs(re.compile(pattern, flags)) == (None if reqs is None else frozenset(reqs))


def test_first_sets_of_sequences_and_options() -> None:
    memo: Memo = {}
    seq = pp.Optional(pp.Literal("then")) + kws("destroy", "exile") + pp.Literal("target")
    assert first(seq, memo) == (frozenset({"then", "destroy", "exile"}), False)
    assert first(pp.Optional(pp.Literal("a")), memo) == (frozenset({"a"}), True)
    assert first(pp.Regex(r"\w+"), memo)[0] is None


def test_a_literal_can_match_the_start_of_a_longer_word() -> None:
    """pp.Literal("an") matches the start of "another": the dispatch must still try it."""
    grammar = pp.MatchFirst([pp.Literal("x"), pp.Literal("y"), pp.Literal("z"),
                             pp.Literal("an") + pp.Regex("other")])
    speed_up(grammar)
    assert isinstance(grammar, DispatchFirst)
    assert list(grammar.parse_string("another")) == ["an", "other"]


def test_order_of_alternatives_is_kept() -> None:
    """MatchFirst semantics: the first alternative that matches wins, also after dispatch."""
    grammar = pp.MatchFirst([pp.Literal("b"), pp.Regex(r"\w+")("any"), pp.Literal("c"),
                             pp.Literal("ab")])
    speed_up(grammar)
    assert list(grammar.parse_string("ab")) == ["ab"]  # the regex comes before "ab"
    assert list(grammar.parse_string("b")) == ["b"]


def _lines(set_code: str | None, names: tuple[str, ...] = ()) -> Iterator[tuple[str, bool]]:
    db = CardDatabase.bundled()
    for name in db:
        record = db.get(name)
        if name not in names and set_code not in (record.provenance.get("setCodes") or []):
            continue
        for face in record.faces:
            spell = bool({"Instant", "Sorcery"} & set(face.types))
            for line in (face.oracle_text or "").split("\n"):
                if line.strip():
                    yield normalize(line, face.name), spell


def test_every_midnight_hunt_line_compiles_the_same_with_and_without_dispatch() -> None:
    compile_line = L._compile.__wrapped__
    lines = list(_lines("MID"))
    assert len(lines) > 500
    with_dispatch = [repr(compile_line(line, spell)) for line, spell in lines]
    DispatchFirst.enabled = False
    try:
        without = [repr(compile_line(line, spell)) for line, spell in lines]
    finally:
        DispatchFirst.enabled = True
    assert with_dispatch == without
    assert sum(r != "None" for r in with_dispatch) > 400  # most of them are read at all
