"""701.21a / 608.2c: "At the beginning of your upkeep, sacrifice a creature other than this
creature. If you can't, this creature deals 7 damage to you." (Lord of the Pit) and "... sacrifice
a creature. If you can't, sacrifice this artifact." (Eldrazi Monument): the sacrifice is
mandatory, so "you can't" is "nothing could be sacrificed"."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.keyword_actions.sacrifice_or_else import IfCouldntSacrifice

_UPKEEP = """
        name: %s
        battlefield: [%s]
        library: {Alice: [Swamp, Swamp]}
        turn: {number: 3, phase: untap}
        actions:
          - {pass: {to: draw}}
"""


def test_701_21a_lord_of_the_pit_eats_another_creature(solve) -> None:
    """With Grizzly Bears beside it, the Bears are sacrificed and Alice takes no damage."""
    out = solve(_UPKEEP % ("lord with bears", "{card: Lord of the Pit, as: lord}, "
                                               "{card: Grizzly Bears, as: bears}")
                + "        expect:\n          bears: {zone: graveyard}\n"
                  "          lord: {zone: battlefield}\n")
    assert out.passed, out.failures
    assert out.game.state.players[0].life == 20


def test_701_21a_lord_of_the_pit_alone_deals_7_to_you(solve) -> None:
    """Alone, Lord of the Pit can't be sacrificed to itself ("other than this creature"): it
    deals 7 damage to Alice and stays."""
    out = solve(_UPKEEP % ("lord alone", "{card: Lord of the Pit, as: lord}")
                + "        expect:\n          lord: {zone: battlefield}\n")
    assert out.passed, out.failures
    assert out.game.state.players[0].life == 13


def test_701_21a_eldrazi_monument_sacrifices_itself_without_a_creature(solve) -> None:
    """Eldrazi Monument with no creature: it is sacrificed itself."""
    out = solve(_UPKEEP % ("monument", "{card: Eldrazi Monument, as: monument}")
                + "        expect:\n          monument: {zone: graveyard}\n")
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "name"), [
    ("At the beginning of your upkeep, sacrifice a creature other than this creature. If you "
     "can't, this creature deals 7 damage to you.", "Lord of the Pit"),
    ("At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice this "
     "artifact.", "Eldrazi Monument"),
    ("At the beginning of your upkeep, sacrifice a Human. If you can't, tap this creature and "
     "it deals 9 damage to you.", "Ravenous Demon"),
])
def test_701_21a_if_you_cant_sacrifice_lines(line: str, name: str) -> None:
    (ability,) = compile_line(line, name)
    sac, otherwise = ability.instructions
    assert isinstance(sac, SacrificeChosen) and sac.who == "you"
    assert isinstance(otherwise, IfCouldntSacrifice) and otherwise.then



def test_701_21a_if_you_cant_after_several_unread() -> None:
    """Lich: sacrificing some but not all of "that many" is "can't" too: left unread."""
    (ability,) = compile_line("Whenever you're dealt damage, sacrifice that many nontoken "
                              "permanents. If you can't, you lose the game.", "Lich")
    assert type(ability).__name__ == "UnsupportedAbility"
