"""201.2a / 115.1 / 608.2b: "target <permanent> and all other <permanents> with the same name
as that <permanent>" (Maelstrom Pulse, Echoing Truth, Homing Lightning, Detention Sphere): the
target and every permanent of the kind sharing a name with it as the spell resolves."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.same_name_selectors import SameNameAsTarget
from arbiter.rules.structure import nodes


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Maelstrom Pulse", "Destroy target nonland permanent and all other permanents with the "
     "same name as that permanent.", I.Destroy),
    ("Echoing Truth", "Return target nonland permanent and all other permanents with the same "
     "name as that permanent to their owners' hands.", I.ReturnToHand),
    ("Homing Lightning", "Homing Lightning deals 4 damage to target creature and each other "
     "creature with the same name as that creature.", I.DealDamage),
    ("Bile Blight", "Target creature and all other creatures with the same name as that "
     "creature get -3/-3 until end of turn.", I.CreateEffect),
])
def test_201_2a_same_name_group_lines(name: str, line: str, kind: type) -> None:
    [ability] = compile_text(line, name, True) or [None]
    [step] = ability.instructions
    assert isinstance(step, kind) and len(ability.targets) == 1
    assert [n.target for n in nodes(step) if isinstance(n, SameNameAsTarget)] == \
        [I.Ref.target(0)]


def test_201_2a_cards_in_a_graveyard_are_not_read_so() -> None:
    assert compile_text("Return target creature card and all other cards with the same name "
                        "as that card from your graveyard to your hand.", "Test Spell",
                        True) is None


def test_201_2a_maelstrom_pulse_destroys_every_permanent_with_the_name(solve) -> None:
    """Maelstrom Pulse on one of Bob's Llanowar Elves: both of his and Alice's own Llanowar
    Elves are destroyed; his Grizzly Bears isn't."""
    out = solve("""
        name: maelstrom pulse
        battlefield:
          - {card: Llanowar Elves, controller: Bob, as: e1}
          - {card: Llanowar Elves, controller: Bob, as: e2}
          - {card: Llanowar Elves, as: mine}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Maelstrom Pulse]}
        actions:
          - {cast: Maelstrom Pulse, targets: [e1]}
        expect:
          e1: {zone: graveyard}
          e2: {zone: graveyard}
          mine: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2b_maelstrom_pulse_needs_its_target(solve) -> None:
    """Bob bolts his own targeted Llanowar Elves in response: Maelstrom Pulse doesn't resolve,
    and his other Llanowar Elves stays."""
    out = solve("""
        name: maelstrom pulse countered on resolution
        battlefield:
          - {card: Llanowar Elves, controller: Bob, as: e1}
          - {card: Llanowar Elves, controller: Bob, as: e2}
        hand: {Alice: [Maelstrom Pulse], Bob: [Lightning Bolt]}
        actions:
          - {cast: Maelstrom Pulse, targets: [e1], respond: true}
          - {cast: Lightning Bolt, by: Bob, targets: [e1]}
        expect:
          e2: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_607_2a_detention_sphere_returns_what_it_exiled(solve) -> None:
    """Detention Sphere exiles both of Bob's Llanowar Elves; when it is destroyed, both
    return."""
    out = solve("""
        name: detention sphere
        battlefield:
          - {card: Llanowar Elves, controller: Bob, as: e1}
          - {card: Llanowar Elves, controller: Bob, as: e2}
        hand: {Alice: [{card: Detention Sphere, as: ds}], Bob: [Disenchant]}
        actions:
          - {cast: Detention Sphere, choices: {target: e1, may: yes}}
        expect:
          e1: {zone: exile}
          e2: {zone: exile}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "ds")).zone == "battlefield"
    out = solve("""
        name: detention sphere destroyed
        battlefield:
          - {card: Llanowar Elves, controller: Bob, as: e1}
          - {card: Llanowar Elves, controller: Bob, as: e2}
        hand: {Alice: [{card: Detention Sphere, as: ds}], Bob: [Disenchant]}
        actions:
          - {cast: Detention Sphere, choices: {target: e1, may: yes}}
          - {cast: Disenchant, by: Bob, targets: [ds]}
        expect:
          ds: {zone: graveyard}
          e1: {zone: battlefield}
          e2: {zone: battlefield}
    """)
    assert out.passed, out.failures
