"""120.1, 120.3: "each creature dealt damage this turn" (the older wording of "that was dealt
damage this turn"): the creatures any source dealt damage to during this turn. Played with
Inflame ("Inflame deals 2 damage to each creature dealt damage this turn.")."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def test_120_1_inflame_hits_only_the_creature_dealt_damage_this_turn(solve) -> None:
    """Shock deals 2 to Bob's Craw Wurm (6/4); Inflame then deals 2 more to it (4: it dies)
    and none to the undamaged Bears."""
    out = solve("""
        name: inflame
        battlefield:
          - {card: Craw Wurm, controller: Bob, as: wurm}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Shock, Inflame]}
        actions:
          - {cast: Shock, targets: [wurm]}
          - cast: Inflame
        expect:
          wurm: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    bears = next(o for o in out.game.state.objects.values()
                 if o.alias == "bears" and o.zone == "battlefield")
    assert bears.damage == 0


def test_120_1_dealt_damage_by_a_source_is_another_template() -> None:
    """"a creature dealt damage this turn by a source you controlled" isn't this selector."""
    assert compile_text("Whenever another creature dealt damage this turn by a Spider you "
                        "controlled dies, draw a card.", "Test") is None
