"""508.4: "return target creature card ... to the battlefield tapped and attacking" (Dauntless
Avenger, Bereaved Survivor's back face): the card's controller chooses what it attacks as it
enters; it is attacking but never "attacked" (508.3a: no "whenever ... attacks" trigger)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes


def test_508_4_the_returned_creature_deals_combat_damage(solve) -> None:
    """The Avenger (3/2) attacks and returns Grizzly Bears attacking Bob: 5 damage."""
    out = solve("""
        name: avenger returns attacking
        battlefield: [{card: Bereaved Survivor, as: avenger, transformed: true}]
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        actions:
          - {attack: [avenger]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          bears: {zone: battlefield, tapped: true}
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_508_3a_it_never_attacked(solve) -> None:
    """Mardu Shadowspear (1/1, "Whenever this creature attacks, each opponent loses 1 life.")
    is returned attacking: its ability doesn't trigger (508.3a, 508.4). Hill Giant (mana
    value 4) isn't a legal target and stays in the graveyard. Bob: 20 - 3 - 1 = 16."""
    out = solve("""
        name: avenger not attacked
        battlefield: [{card: Bereaved Survivor, as: avenger, transformed: true}]
        graveyard: {Alice: [{card: Mardu Shadowspear, as: spear}, {card: Hill Giant, as: giant}]}
        actions:
          - {attack: [avenger]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          spear: {zone: battlefield, tapped: true}
          giant: {zone: graveyard}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_508_4_oracle_line_reads_attacking() -> None:
    line = ("Whenever this creature attacks, return target creature card with mana value 2 or "
            "less from your graveyard to the battlefield tapped and attacking.")
    abilities = compile_text(line, "Dauntless Avenger")
    assert abilities is not None
    ret = [n for n in nodes(abilities) if isinstance(n, I.ReturnToBattlefield)]
    assert len(ret) == 1 and ret[0].attacking and ret[0].tapped
