"""Clone lines whose exceptions set a P/T, add creature types or grant abilities
(`compiler.replacements.copy_exceptions`): real Oracle lines, what each compiles to, and the copies
on a board (707.9, 707.9b, 614.1c)."""

from __future__ import annotations

import pytest
from conftest import chars_of
from oracle import DB, line, one

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import (
    ActivatedAbility,
    ReplacementAbility,
    TriggeredAbility,
    UnsupportedAbility,
)
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.selectors import ControlledByYou, InZone, IsType

BF = InZone(("battlefield",))


def _copy(card: str) -> tuple:
    ab = one(card, "You may have")
    assert isinstance(ab, ReplacementAbility) and ab.kind == "enters_as_copy"
    of, exceptions, optional = ab.spec
    assert optional  # "You may have" (707.5: the copy is optional)
    return of, exceptions


@pytest.mark.parametrize(("card", "types", "exceptions"), [
    # 707.9b: "except it's 7/7": the P/T is part of the copiable values.
    ("Quicksilver Gargantuan", ("Creature",), CopyExceptions(power=7, toughness=7)),
    # 205.3d / 707.9b: "a Ninja in addition to its other creature types".
    ("Sakashima's Student", ("Creature",), CopyExceptions(add_subtypes=frozenset({"Ninja"}))),
])
def test_copy_exceptions_table(card: str, types: tuple, exceptions: CopyExceptions) -> None:
    of, got = _copy(card)
    assert of.parts[0] == BF and of.parts[1] == IsType(types[0])
    assert got == exceptions


@pytest.mark.parametrize(("card", "of_type", "kind", "text"), [
    ("Mercurial Pretender", "Creature", ActivatedAbility,
     "{2}{U}{U}: Return this creature to its owner's hand."),
    ("Estrid's Invocation", "Enchantment", TriggeredAbility,
     "At the beginning of your upkeep, you may exile this enchantment. If you do, return it to "
     "the battlefield under its owner's control."),
])
def test_copy_except_it_has_a_quoted_ability(card: str, of_type: str, kind: type,
                                             text: str) -> None:
    """707.9b: "except it has "<ability>"": the copy has that ability too (113.1)."""
    of, got = _copy(card)
    assert of.parts == (BF, IsType(of_type), ControlledByYou())  # "a <type> you control"
    (ability,) = got.add_abilities
    assert isinstance(ability, kind) and ability.text == text
    assert got == CopyExceptions(add_abilities=(ability,))


@pytest.mark.parametrize("card", ["Evil Twin", "Altered Ego"])
def test_exceptions_the_engine_cant_carry_out_stay_unread(card: str) -> None:
    """A quoted ability the compiler can't read ("with the same name as this creature") or
    an "enters with X additional counters" the copy can't give: the line stays an explicit
    unsupported part."""
    (ab,) = compile_line(line(card, "You may have"), DB.get(card).faces[0].name)
    assert isinstance(ab, UnsupportedAbility)


def test_707_9b_phantasmal_image_copy_is_an_illusion_sacrificed_when_targeted(solve) -> None:
    """Phantasmal Image copying Grizzly Bears is a Grizzly Bears that is an Illusion too and
    has "When this creature becomes the target of a spell or ability, sacrifice it." (707.9b:
    the exceptions are part of the copy); Bob's Shock targeting it makes Alice sacrifice it,
    and the Shock then has no legal target (608.2b)."""
    out = solve("""
        name: Phantasmal Image
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Bob: [Shock]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {enter: {card: Phantasmal Image, as: image, choices: {copy: bears}}}
          - cast: Shock
            by: Bob
            targets: [image]
        expect:
          image: {zone: graveyard}
          bears: {zone: battlefield}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_707_9b_quicksilver_gargantuan_is_a_7_7_serra_angel(solve) -> None:
    """707.9b: Quicksilver Gargantuan entering as a copy of Serra Angel is a 7/7 Serra Angel
    with flying and vigilance; a later copy of it (Sakashima's Student) copies the 7/7 too,
    since the exception is a copiable value, and adds Ninja."""
    out = solve("""
        name: gargantuan
        battlefield: [{card: Serra Angel, as: angel}]
        actions:
          - {enter: {card: Quicksilver Gargantuan, as: qg, choices: {copy: angel}}}
          - {enter: {card: Sakashima's Student, as: st, choices: {copy: qg}}}
    """)
    assert out.passed, out.failures
    c = chars_of(out, "qg")
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 7, 7)
    assert c.has_keyword("flying") and c.has_keyword("vigilance")
    s = chars_of(out, "st")
    assert (s.name, s.power, s.toughness) == ("Serra Angel", 7, 7)
    assert s.subtypes == {"Angel", "Ninja"}


def test_707_9b_mercurial_pretender_returns_itself(solve) -> None:
    """707.9b: the copy has "{2}{U}{U}: Return this creature to its owner's hand."; activated,
    the Pretender (a Grizzly Bears now) goes back to Alice's hand."""
    out = solve("""
        name: pretender
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - Island
          - Island
          - Island
          - Island
        actions:
          - {enter: {card: Mercurial Pretender, as: mp, choices: {copy: bears}}}
          - activate: {card: mp, ability: "{2}{U}{U}:"}
          - resolve: all
        expect:
          mp: {zone: hand}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("copy", "tapped"), [("forest", True), (None, False)])
def test_614_1c_vesuva_enters_tapped_only_as_a_copy(solve, copy, tapped) -> None:
    """Vesuva: "You may have this land enter tapped as a copy of any land on the
    battlefield." Copying Alice's Forest, it is a Forest and enters tapped; copying
    nothing, it is Vesuva, untapped."""
    choice = "forest" if copy else "null"
    out = solve(f"""
        name: vesuva
        battlefield: [{{card: Forest, as: forest}}]
        actions:
          - {{enter: {{card: Vesuva, as: v, choices: {{copy: {choice}}}}}}}
        expect:
          v: {{tapped: {str(tapped).lower()}}}
    """)
    assert out.passed, out.failures
    assert chars_of(out, "v").name == ("Forest" if copy else "Vesuva")


def test_707_9b_echoing_deeps_copies_a_land_card_in_a_graveyard_as_a_cave(solve) -> None:
    """Echoing Deeps copying Bob's Swamp in his graveyard: a tapped Swamp that is a Cave
    too."""
    out = solve("""
        name: echoing deeps
        graveyard: {Bob: [{card: Swamp, as: swamp}]}
        actions:
          - {enter: {card: Echoing Deeps, as: deeps, choices: {copy: swamp}}}
        expect:
          deeps: {tapped: true}
    """)
    assert out.passed, out.failures
    c = chars_of(out, "deeps")
    assert c.name == "Swamp" and {"Swamp", "Cave"} <= c.subtypes
