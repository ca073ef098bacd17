"""One definition per card (principle 5): while a card has both a hand-written definition
(`cardlib`) and a full compilation of its Oracle text (`compiler`), the two must agree.

Each hand-written definition's card is compiled line by line, skipping keyword lines and
LEVEL striations exactly as the catalog does (702, 711.2). When every remaining line
compiles, the compiled abilities must equal the hand-written ones up to a normalisation that
ignores wording only: an ability's `text` (113.1: the catalog fills in the Oracle line), a
target's display `description` (115.1), and how an "and"/"or" of selectors is grouped and
ordered (`And((a, And((b, c))))` is `a and b and c`), and the order in which an `InZone`
names its zones. An object target's requirement is
compared as the whole test `engine.stack.targeting.is_legal_target` makes (115.1): its zone, the
card type its kind names, and its selector, as one "and" (so "target creature" written as
kind "creature" or as kind "permanent" with a creature selector is the same requirement).
Everything else is compared exactly.
A card that agrees has its hand-written definition deleted; the seed scenarios then test its
behaviour through the compiled text.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from typing import Any

import pytest

from arbiter.cardlib.registry import CardDefinition, all_definitions
from arbiter.cards.database import CardDatabase
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.lines import compile_text
from arbiter.engine.stack.targeting import _KIND_TYPES
from arbiter.rules.abilities import Ability
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.selectors import And, InZone, IsType, Or, Selector

_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")


def normalise(x: Any) -> Any:
    """A comparable form: dataclasses become (class name, sorted (field, value)) with
    `Ability.text` and `TargetSpec.description` left out; `And`/`Or` selectors become
    (class name, frozenset of their flattened parts); a one-part `And`/`Or` is its part."""
    if isinstance(x, And | Or):
        parts = _flatten(x, type(x))
        if len(parts) == 1:
            return normalise(parts[0])
        return (type(x).__name__, frozenset(normalise(p) for p in parts))
    if isinstance(x, InZone):
        return ("InZone", frozenset(x.names))  # the zones are a set: "in one of these"
    if isinstance(x, TargetSpec) and x.kind in _OBJECT_KINDS:
        return _object_target(x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        skip = {"text"} if isinstance(x, Ability) else set()
        if type(x).__name__ == "TargetSpec":
            skip.add("description")
        fields = tuple(sorted((f.name, normalise(getattr(x, f.name)))
                              for f in dataclasses.fields(x) if f.name not in skip))
        return (type(x).__name__, fields)
    if isinstance(x, tuple | list):
        return (type(x).__name__, tuple(normalise(y) for y in x))
    if isinstance(x, frozenset | set):
        return ("set", frozenset(normalise(y) for y in x))
    if isinstance(x, dict):
        return ("dict", frozenset((k, normalise(v)) for k, v in x.items()))
    if isinstance(x, enum.Enum):
        return (type(x).__name__, x.name)
    return x


#: Target kinds `is_legal_target` checks as "an object in a zone, of a card type, matching
#: the selector"; the other kinds (player, ability, spell_or_ability, any) are compared as is.
_OBJECT_KINDS = frozenset(_KIND_TYPES) | {"permanent", "spell"}


def _object_target(t: TargetSpec) -> Any:
    """115.1: the requirement `is_legal_target` checks for an object target, as one "and"."""
    zone = "stack" if t.kind == "spell" else t.zone
    must: list[Selector] = [InZone((zone,))]
    if t.kind in _KIND_TYPES:
        must.append(IsType(_KIND_TYPES[t.kind]))
    if t.selector is not None:
        must.append(t.selector)
    rest = dataclasses.replace(t, kind="object", selector=None, zone=zone, description="")
    return ("TargetSpec", normalise(And(tuple(must))), normalise(rest))


def _flatten(x: And | Or, kind: type) -> list[Any]:
    """The parts of an and (or) of ands (ors), without repeats (a and a is a)."""
    out: list[Any] = []
    for p in x.parts:
        for q in _flatten(p, kind) if type(p) is kind else [p]:
            if q not in out:
                out.append(q)
    return out


def _face(d: CardDefinition, db: CardDatabase) -> tuple[str, str, bool]:
    """(face name, Oracle text, is an instant or sorcery) of a definition's card face."""
    record = db.get(d.name)
    by_name = [f for f in record.faces if f.name.lower() == d.name.lower()]
    f = by_name[0] if by_name else record.faces[min(d.face, len(record.faces) - 1)]
    return f.name, f.oracle_text, bool({"Instant", "Sorcery"} & set(f.types))


def compiled_lines(name: str, text: str, spell: bool) -> list[list[Ability] | None]:
    """Each line the catalog gives to a hand-written definition, compiled (None: unread)."""
    out: list[list[Ability] | None] = []
    lines = [ln for ln in text.split("\n") if ln.strip()]
    i = 0
    while i < len(lines):
        if _LEVEL.match(lines[i].strip()):
            i += 1
            while i < len(lines) and not _LEVEL.match(lines[i].strip()):
                i += 1
            continue
        if parse_keyword_line(lines[i]) is None:
            out.append(compile_text(lines[i], name, spell))
        i += 1
    return out


#: Disagreements where the hand-written definition stays for now, each with the reason (a
#: compiler misreading to fix in the grammar, or a definition in a file another engineer is
#: still writing). Not strict: an entry that starts agreeing simply passes.
KNOWN: dict[str, str] = {
    "Purelace": "compiler: 'target spell or permanent' becomes a spell-only target",
}

_DEFINITIONS = sorted(all_definitions(), key=lambda d: (d.name, d.face))


def test_normalise_flattens_and_orders_only() -> None:
    """The normaliser forgets grouping and order of an and/or, never a part or a field."""
    from arbiter.rules.selectors import CREATURE, YOURS, IsType, Not

    a = And((CREATURE, And((YOURS, Not(IsType("Land"))))))
    b = And((And((Not(IsType("Land")), CREATURE)), YOURS))
    assert normalise(a) == normalise(b)
    assert normalise(And((CREATURE,))) == normalise(CREATURE)
    assert normalise(a) != normalise(And((CREATURE, YOURS)))
    assert normalise(Or((CREATURE, YOURS))) != normalise(And((CREATURE, YOURS)))
    assert normalise(And((CREATURE, Or((YOURS, IsType("Land")))))) != normalise(
        And((CREATURE, YOURS, IsType("Land"))))


def test_normalise_compares_a_target_as_its_whole_requirement() -> None:
    """115.1: "target creature" is one requirement however the kind and selector split it;
    any other difference (count, up to, zone, the selector itself) stays a difference."""
    from arbiter.rules.selectors import CREATURE, YOURS

    assert normalise(TargetSpec("creature")) == normalise(
        TargetSpec("permanent", CREATURE, description="Target creature"))
    assert normalise(TargetSpec("creature", YOURS)) == normalise(
        TargetSpec("permanent", And((YOURS, CREATURE))))
    assert normalise(TargetSpec("creature")) != normalise(TargetSpec("permanent"))
    assert normalise(TargetSpec("creature")) != normalise(TargetSpec("creature", up_to=True))
    assert normalise(TargetSpec("creature")) != normalise(TargetSpec("creature", YOURS))
    assert normalise(TargetSpec("creature")) != normalise(TargetSpec("player"))


@pytest.mark.parametrize("d", _DEFINITIONS, ids=[f"{d.name}#{d.face}" for d in _DEFINITIONS])
def test_hand_written_definition_agrees_with_compiler(d: CardDefinition) -> None:
    """A card whose every line compiles must compile to what its hand-written definition
    says (then the definition is redundant and is deleted)."""
    name, text, spell = _face(d, CardDatabase.bundled())
    lines = compiled_lines(name, text, spell)
    if any(line is None for line in lines):
        pytest.skip("the compiler can't read every line; the hand-written definition stays")
    compiled = [a for line in lines for a in line or []]
    agree = [normalise(a) for a in compiled] == [normalise(a) for a in d.abilities]
    if not agree and d.name in KNOWN:
        pytest.xfail(KNOWN[d.name])
    assert [normalise(a) for a in compiled] == [normalise(a) for a in d.abilities], (
        f"{name}: compiled {compiled!r} != hand-written {d.abilities!r}")
