"""120.1, 400.7, 611.3a: "This creature has hexproof if it hasn't dealt damage yet." (Karakyk
Guardian): hexproof until the object first deals damage, combat or noncombat, to a player
or a permanent; prevented damage isn't dealt (615.1). Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_120_1_karakyk_guardian_loses_hexproof_after_combat_damage(solve) -> None:
    """Karakyk Guardian (6/5) can't be targeted by Bob's Shock; it attacks and deals 6 combat
    damage to Bob; afterwards it has no hexproof and the Shock deals it 2 damage."""
    out = solve("""
        name: karakyk guardian
        battlefield: [{card: Karakyk Guardian, as: guardian}]
        hand: {Bob: [{card: Shock, as: s1}]}
        actions:
          - {cast: s1, by: Bob, targets: [guardian], refused: "legal"}
          - {attack: [guardian]}
          - {pass: {to: end_of_combat}}
          - {cast: s1, by: Bob, targets: [guardian]}
        expect:
          guardian: {lacks: [hexproof]}
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "guardian")).damage == 2


_GUARDIAN = ('{token: {name: Guardian, types: [Creature], subtypes: [Dragon], power: 2, '
             'toughness: 2, text: "This creature has hexproof if it hasn\'t dealt damage yet.'
             '\\n{T}: This creature deals 1 damage to any target."}, as: guardian}')


def test_120_1_noncombat_damage_ends_it_too(solve) -> None:
    """Karakyk Guardian's line on a 2/2 test creature that also has "{T}: This creature deals
    1 damage to any target.": it pings Bob, and has no hexproof any more."""
    out = solve(f"""
        name: pinging guardian
        battlefield: [{_GUARDIAN}]
        actions:
          - activate: {{card: guardian, ability: "{{T}}", targets: [Bob]}}
        expect:
          guardian: {{lacks: [hexproof]}}
          player Bob: {{life: 19}}
    """)
    assert out.passed, out.failures


def test_615_1_prevented_damage_is_not_dealt(solve) -> None:
    """Holy Day prevents all combat damage: the Guardian attacks, deals none, and keeps
    hexproof."""
    out = solve("""
        name: guardian prevented
        battlefield: [{card: Karakyk Guardian, as: guardian}]
        hand: {Alice: [Holy Day]}
        actions:
          - {attack: [guardian]}
          - {cast: Holy Day}
          - {pass: {to: end_of_combat}}
        expect:
          guardian: {has: [hexproof]}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Karakyk Guardian", "This creature has hexproof if it hasn't dealt damage yet."),
    ("Palladia-Mors, the Ruiner", "Palladia-Mors has hexproof if it hasn't dealt damage yet."),
    ("Oyaminartok, Polar Werebear",
     "Oyaminartok, Polar Werebear has hexproof if it hasn't dealt damage yet."),
    ("Ratonhnhaké꞉ton", "As long as Ratonhnhaké꞉ton hasn't dealt damage yet, it has hexproof "
     "and can't be blocked."),
])
def test_120_1_hasnt_dealt_damage_yet_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
    assert "HasntDealtDamageYet" in repr(abilities)
