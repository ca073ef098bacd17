"""608.2d: cards chosen in graveyards as the effect resolves (not targeted), put onto the
battlefield under the controller's control at once (603.6a), with an effect applied as they
enter (611.2e); 205.3d: a creature type isn't gained by a noncreature permanent."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.graveyard_choices import PutFromGraveyards
from arbiter.rules.abilities import UnsupportedAbility


def test_608_2d_target_opponent_chooses_from_their_graveyard(solve) -> None:
    """Visions of Dread targeting Bob: Bob (not Alice) chooses between his Grizzly Bears and
    Craw Wurm; he picks the Bears, which enter under Alice's control; the Wurm stays."""
    out = solve("""
        name: of their choice
        hand: {Alice: [Visions of Dread]}
        graveyard: {Bob: [{card: Grizzly Bears, as: bears}, {card: Craw Wurm, as: wurm}]}
        choices: [bears]
        actions:
          - {cast: Visions of Dread, targets: [Bob]}
        expect:
          bears: {zone: battlefield, controller: Alice, owner: Bob}
          wurm: {zone: graveyard}
          Visions of Dread: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2d_that_creature_is_the_card_put_onto_the_battlefield(solve) -> None:
    """Tasha, Unholy Archmage's -2: "That creature gains ward {2}." names the creature Bob
    put onto the battlefield under Alice's control, not Tasha."""
    out = solve("""
        name: that creature
        battlefield: [{card: "Tasha, Unholy Archmage", as: tasha}]
        graveyard: {Bob: [{card: Grizzly Bears, as: bears}]}
        actions:
          - {activate: {card: tasha, ability: "-2", targets: [Bob]}}
        expect:
          bears: {zone: battlefield, controller: Alice, has: ["ward {2}"]}
          tasha: {lacks: ["ward {2}"]}
    """)
    assert out.passed, out.failures


def test_608_2d_empty_graveyard_puts_nothing(solve) -> None:
    """Bob's graveyard has no creature card: nothing happens (609.3)."""
    out = solve("""
        name: nothing to choose
        hand: {Alice: [Visions of Dread]}
        graveyard: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Visions of Dread, targets: [Bob]}
        expect:
          Lightning Bolt: {zone: graveyard}
          Visions of Dread: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_611_2e_ghouls_night_out_each_graveyard(solve) -> None:
    """Ghouls' Night Out, three players: Alice chooses one creature card in each graveyard
    (Carol's has none); they enter under her control as black Zombies with decayed."""
    out = solve("""
        name: for each player
        players: [Alice, Bob, Carol]
        hand: {Alice: ["Ghouls' Night Out"]}
        graveyard:
          Alice: [{card: Llanowar Elves, as: elves}]
          Bob: [{card: Grizzly Bears, as: bears}, {card: Craw Wurm, as: wurm}]
          Carol: [Island]
        choices: [elves, wurm]
        actions:
          - {cast: "Ghouls' Night Out"}
        expect:
          elves: {zone: battlefield, controller: Alice, colors: [green, black],
                  subtypes: [Elf, Druid, Zombie], has: [decayed]}
          wurm: {zone: battlefield, controller: Alice, subtypes: [Wurm, Zombie]}
          bears: {zone: graveyard}
          Island: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_205_3d_no_creature_type_for_a_noncreature(solve) -> None:
    """Ghouls' Night Out returns Thassa, God of the Sea while Alice's devotion to blue is
    below five: not a creature, so it can't gain Zombie (205.3d), and its God type is set
    aside (205.1a); it still gains decayed."""
    out = solve("""
        name: noncreature
        hand: {Alice: ["Ghouls' Night Out"]}
        graveyard: {Alice: [{card: "Thassa, God of the Sea", as: thassa}]}
        actions:
          - {cast: "Ghouls' Night Out"}
        expect:
          thassa: {zone: battlefield, types: [Enchantment], subtypes: [], has: [decayed]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,chooser", [
    ("Target opponent puts a creature card of their choice from their graveyard onto the "
     "battlefield under your control.", "owner"),  # Visions of Dread
    ("For each player, choose a creature card in that player's graveyard. Put those cards "
     "onto the battlefield under your control. They're black Zombies in addition to their "
     "other colors and types and they gain decayed.", "you"),  # Ghouls' Night Out
])
def test_608_2d_oracle_lines(line: str, chooser: str) -> None:
    (ability,) = compile_line(line, "Card", spell=True)
    assert not isinstance(ability, UnsupportedAbility)
    (step,) = ability.instructions
    assert isinstance(step, PutFromGraveyards) and step.chooser == chooser
