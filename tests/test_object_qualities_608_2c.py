"""608.2c, 608.2h, 208.1, 205.4a: "if that creature's power is 0 or less", "if it's
legendary", "if it isn't a creature" about the object the effect named: as it is after the
instructions before (as last known if it has left its zone)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text


@pytest.mark.parametrize(("card", "destroyed"), [("Grizzly Bears", True),
                                                 ("Craw Wurm", False)])
def test_208_1_depressurize_destroys_only_at_power_0_or_less(solve, card: str,
                                                            destroyed: bool) -> None:
    """Depressurize: -3/-0, then destroy it if its power is 0 or less: the 2/2 Bears (now
    -1/2) are destroyed; the 6/4 Craw Wurm (3/4) isn't."""
    out = solve(f"""
        name: depressurize
        battlefield:
          - {{card: {card}, as: target, controller: Bob}}
        hand: {{Alice: [{{card: Depressurize, as: spell}}]}}
        actions:
          - {{cast: spell, targets: [target]}}
    """)
    assert out.passed, out.failures
    zone = next(o.zone for o in out.game.state.objects.values() if o.alias == "target"
                and not o.zone.startswith("left:"))
    assert (zone == "graveyard") == destroyed


@pytest.mark.parametrize(("card", "trample"), [("Isamaru, Hound of Konda", True),
                                               ("Grizzly Bears", False)])
def test_205_4a_gimlis_fury_trample_only_for_a_legendary_creature(solve, card: str,
                                                                  trample: bool) -> None:
    out = solve(f"""
        name: gimli's fury
        battlefield:
          - {{card: "{card}", as: target}}
        hand: {{Alice: [{{card: Gimli's Fury, as: spell}}]}}
        actions:
          - {{cast: spell, targets: [target]}}
    """)
    assert out.passed, out.failures
    chars = out.game.chars(obj_id(out.game, "target"))
    assert chars.has_keyword("trample") == trample
    assert chars.power == 5  # +3/+2 either way (both are 2-power creatures)


def test_205_2a_tawnos_tinkering_makes_a_noncreature_artifact_a_creature(solve) -> None:
    """Tawnos's Tinkering on Sol Ring (not a creature): two +1/+1 counters, and it becomes a
    0/0 creature in addition to its types: a 2/2 artifact creature."""
    out = solve("""
        name: tinkering
        battlefield:
          - {card: Sol Ring, as: ring}
        hand: {Alice: [{card: "Tawnos's Tinkering", as: spell}]}
        actions:
          - {cast: spell, targets: [ring]}
    """)
    assert out.passed, out.failures
    chars = out.game.chars(obj_id(out.game, "ring"))
    assert "Creature" in chars.types and "Artifact" in chars.types
    assert (chars.power, chars.toughness) == (2, 2)


def test_603_2_that_spells_power_after_naming_the_source_stays_unread() -> None:
    """'that spell's power' after 'put a +1/+1 counter on ~' would name ~ (the last object
    named), not the spell cast: not read."""
    line = ("Whenever you cast a creature spell, put a +1/+1 counter on ~. If that spell's "
            "power is 4 or greater, draw a card.")
    assert compile_text(line, "Test Card") is None
