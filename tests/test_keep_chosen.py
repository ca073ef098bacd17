"""101.4 / 101.4c / 701.21a: "When this creature enters, each player chooses an artifact, a
creature, an enchantment, and a planeswalker from among the nonland permanents they control,
then sacrifices the rest." (Cataclysmic Gearhulk): one permanent per type named, in that order,
each a different permanent; lands are never among the rest."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.keep_chosen import KeepChosen


def test_701_21a_cataclysmic_gearhulk_each_player_keeps_one_of_each(solve) -> None:
    """Alice keeps the Gearhulk (her artifact) and Grizzly Bears (her creature);
    she sacrifices Hill Giant. Bob keeps Ornithopter as his artifact and Llanowar Elves as
    his creature, and sacrifices Sol Ring; his Forest stays (a land)."""
    out = solve("""
        name: cataclysmic gearhulk
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Ornithopter, as: thopter, controller: Bob}
          - {card: Sol Ring, as: ring, controller: Bob}
          - {card: Llanowar Elves, as: elves, controller: Bob}
          - {card: Forest, as: forest, controller: Bob}
        hand: {Alice: [{card: Cataclysmic Gearhulk, as: gearhulk}]}
        actions:
          - {cast: gearhulk}
        choices: [gearhulk, bears, thopter, elves]
        expect:
          gearhulk: {zone: battlefield}
          bears: {zone: battlefield}
          giant: {zone: graveyard}
          thopter: {zone: battlefield}
          elves: {zone: battlefield}
          ring: {zone: graveyard}
          forest: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_101_4c_an_artifact_creature_kept_as_the_artifact(solve) -> None:
    """Bob's Ornithopter (an artifact creature) kept as his artifact, Llanowar Elves as his
    creature: both stay. Alice's Gearhulk as her artifact, and she has no other creature:
    nothing more to choose."""
    out = solve("""
        name: gearhulk artifact creature
        battlefield:
          - {card: Ornithopter, as: thopter, controller: Bob}
          - {card: Llanowar Elves, as: elves, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [{card: Cataclysmic Gearhulk, as: gearhulk}]}
        actions:
          - {cast: gearhulk}
        choices: [thopter, elves]
        expect:
          gearhulk: {zone: battlefield}
          thopter: {zone: battlefield}
          elves: {zone: battlefield}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "spell", "picks"), [
    ("When this creature enters, each player chooses an artifact, a creature, an enchantment, "
     "and a planeswalker from among the nonland permanents they control, then sacrifices the "
     "rest.", False, 4),
    ("Each player chooses from among the permanents they control an artifact, a creature, an "
     "enchantment, and a land, then sacrifices the rest.", True, 4),
    ("Each player chooses three permanents they control, then sacrifices the rest.", True, 3),
])
def test_101_4c_keep_chosen_lines(line: str, spell: bool, picks: int) -> None:
    (ability,) = compile_line(line, "Keeper", spell=spell)
    (step,) = ability.instructions
    assert isinstance(step, KeepChosen) and len(step.picks) == picks
