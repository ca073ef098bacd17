"""114.4 with 201.5: an emblem's ability that names "this emblem" ("Whenever you cast a
spell, this emblem deals 5 damage to any target."): the emblem itself, in the command zone,
is the source of the damage."""

from __future__ import annotations

from arbiter.compiler.catalog import Catalog
from arbiter.rules import instructions as I
from arbiter.rules.abilities import ActivatedAbility, TriggeredAbility


def test_114_4_chandra_torch_of_defiance_emblem_deals_5_on_each_spell(solve) -> None:
    """Chandra's -7; then Lightning Bolt at Bob: the emblem's trigger deals him 5 more."""
    out = solve("""
        name: chandra emblem
        battlefield:
          - {card: "Chandra, Torch of Defiance", as: chandra, counters: {loyalty: 7}}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {activate: {card: chandra, ability: "-7"}}
          - {cast: Lightning Bolt, targets: [Bob]}
        choices: [Bob]
        expect:
          player Bob: {life: 12}
    """)
    assert out.passed, out.failures
    emblems = [o for o in out.game.state.zone_list("command") if out.game.obj(o).emblem]
    assert len(emblems) == 1


def test_114_4_this_emblem_is_the_emblem() -> None:
    """The quoted ability's "this emblem" is read as the object with the ability."""
    ult = [a for a in Catalog().abilities("Chandra, Torch of Defiance", 0)
           if isinstance(a, ActivatedAbility) and "emblem" in a.text]
    [ab] = ult
    [make] = ab.instructions
    assert isinstance(make, I.CreateEmblem)
    [granted] = make.abilities
    assert isinstance(granted, TriggeredAbility)
    [deal] = granted.instructions
    assert isinstance(deal, I.DealDamage) and deal.source == I.Ref.this()
