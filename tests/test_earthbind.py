"""603.4: Earthbind's intervening "if" about what it enchants ("if enchanted creature has
flying", 702.9), then damage from the Aura and an ability the Aura gains for good (611.2a,
613.1f: "Enchanted creature loses flying." then applies in layer 6)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility


def test_603_4_earthbind_on_a_flyer_deals_2_and_it_loses_flying(solve) -> None:
    """Earthbind on Bob's Serra Angel (4/4 flying, vigilance): 2 damage, and it no longer has
    flying (vigilance stays)."""
    out = solve("""
        name: Earthbind on Serra Angel
        battlefield: [{card: Serra Angel, controller: Bob, as: angel}]
        hand: {Alice: [Earthbind]}
        actions:
          - {cast: Earthbind, targets: [angel]}
        expect:
          angel: {lacks: [flying], has: [vigilance], zone: battlefield}
          Earthbind: {attached_to: angel, has: ["Enchanted creature loses flying."]}
    """)
    assert out.passed, out.failures
    assert out.game.state.objects[obj_id(out.game, "angel")].damage == 2


def test_603_4_earthbind_on_a_creature_without_flying_doesnt_trigger(solve) -> None:
    """On Grizzly Bears the "if" is false as it enters: no trigger, no damage, and the Aura
    gains nothing."""
    out = solve("""
        name: Earthbind on bears
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Earthbind]}
        actions:
          - {cast: Earthbind, targets: [bears]}
        expect:
          Earthbind: {attached_to: bears, lacks: ["Enchanted creature loses flying."]}
          game: {stack: 0}
    """)
    assert out.passed, out.failures
    assert out.game.state.objects[obj_id(out.game, "bears")].damage == 0


def test_603_4_earthbind_kills_a_small_flyer(solve) -> None:
    """Suntail Hawk (1/1 flying) is dealt 2: it dies (704.5g), and Earthbind goes to the
    graveyard too (704.5m)."""
    out = solve("""
        name: Earthbind on hawk
        battlefield: [{card: Suntail Hawk, controller: Bob, as: hawk}]
        hand: {Alice: [Earthbind]}
        actions:
          - {cast: Earthbind, targets: [hawk]}
        expect:
          hawk: {zone: graveyard}
          Earthbind: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "read"), [
    ('When this Aura enters, if enchanted creature has flying, this Aura deals 2 damage to '
     'that creature and this Aura gains "Enchanted creature loses flying."', True),  # Earthbind
    ("When this Aura enters, if enchanted creature has flying, tap that creature.", True),
    ("When this Aura enters, if enchanted creature has protection from red, tap that "
     "creature.", False),  # a keyword with a parameter: not this template
])
def test_603_4_enchanted_creature_has_keyword_lines(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, TriggeredAbility if read else UnsupportedAbility)
