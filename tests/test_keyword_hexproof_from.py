"""702.11d-e: "hexproof from [quality]", and Sungold Sentinel's coven ability that grants it:

    Coven — {1}{W}: Choose a color. This creature gains hexproof from that color until end
    of turn and can't be blocked by creatures of that color this turn. Activate only if you
    control three or more creatures with different powers.

702.11d: the permanent can't be the target of [quality] spells its controller's opponents
control or of abilities they control from [quality] sources; its own controller's spells
are unaffected. 608.2d: the color is chosen as the ability resolves. 509.1b: the blocking
restriction. 702.11e: losing hexproof loses "hexproof from" too."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility

_COVEN = """
    name: {name}
    players: [Alice, Bob]
    battlefield:
      - {{card: Sungold Sentinel, as: sentinel}}
      - {{card: Grizzly Bears}}
      - {{card: Llanowar Elves}}
{more}
    hand: {{Alice: [Shock], Bob: [Lightning Bolt, Giant Growth]}}
    actions:
      - {{activate: {{card: sentinel, ability: 2, choices: {{color: red}}}}}}
{actions}
    expect:
{expect}
"""


def _play(solve, name: str, actions: str, expect: str, more: str = ""):
    return solve(_COVEN.format(name=name, actions=actions, expect=expect, more=more))


def test_702_11d_an_opponents_spell_of_that_color_cant_target_it(solve) -> None:
    """Alice names red: Bob's Lightning Bolt can't target the Sentinel (refused, nothing
    changes), but his green Giant Growth can."""
    out = _play(solve, "red bolt",
                "      - {cast: Lightning Bolt, by: Bob, targets: [sentinel], "
                "refused: \"isn't a legal\"}\n"
                "      - {cast: Giant Growth, by: Bob, targets: [sentinel]}",
                "      sentinel: {power: 6, toughness: 5, has: [Hexproof from red]}\n"
                "      player Bob: {hand_size: 1}")
    assert out.passed, out.failures


def test_702_11d_its_controllers_own_spells_may_target_it(solve) -> None:
    """Hexproof from red stops only opponents: Alice's own Shock kills the 3/2 Sentinel."""
    out = _play(solve, "own shock", "      - {cast: Shock, targets: [sentinel]}",
                "      sentinel: {zone: graveyard}")
    assert out.passed, out.failures


def test_509_1b_creatures_of_that_color_cant_block_it(solve) -> None:
    """The Sentinel attacks; Bob's red Raging Goblin can't block it, his green Bears can."""
    more = ("      - {card: Raging Goblin, controller: Bob, as: goblin}\n"
            "      - {card: Grizzly Bears, controller: Bob, as: bobbears}")
    refused = _play(solve, "red blocker",
                    "      - {attack: [sentinel]}\n"
                    "      - {block: {goblin: sentinel}, refused: \"can't be blocked\"}",
                    "      sentinel: {zone: battlefield}", more=more)
    assert refused.passed, refused.failures
    allowed = _play(solve, "green blocker",
                    "      - {attack: [sentinel]}\n      - {block: {bobbears: sentinel}}\n"
                    "      - {pass: end_of_turn}",
                    "      bobbears: {zone: graveyard}\n      player Bob: {life: 20}",
                    more=more)
    assert allowed.passed, allowed.failures


def test_602_5b_coven_not_met_the_ability_cant_be_activated(solve) -> None:
    """Without three creatures with different powers (Sentinel 3, Bears 2, another Bears 2)
    the activation is refused."""
    out = solve("""
        name: no coven
        battlefield:
          - {card: Sungold Sentinel, as: sentinel}
          - {card: Grizzly Bears}
          - {card: Grizzly Bears}
        actions:
          - {activate: {card: sentinel, ability: 2, choices: {color: red}},
             refused: "only if"}
        expect:
          sentinel: {lacks: [Hexproof from red]}
    """)
    assert out.passed, out.failures


def test_702_11d_printed_hexproof_from_black(solve) -> None:
    """Knight of Grace (hexproof from black): Bob's Murder (black) can't target it; his
    Lightning Bolt (red) can, and kills it (a 2/2, 2/2 with no black permanent)."""
    out = solve("""
        name: knight of grace
        players: [Bob, Alice]
        battlefield: [{card: Knight of Grace, controller: Alice, as: knight}]
        hand: {Bob: [Murder, Lightning Bolt]}
        actions:
          - {cast: Murder, by: Bob, targets: [knight], refused: "isn't a legal"}
          - {cast: Lightning Bolt, by: Bob, targets: [knight]}
        expect:
          knight: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_11d_abilities_from_sources_of_that_color(solve) -> None:
    """Knight of Malice (hexproof from white): the ability of Bob's white Master Decoy can't
    target it (refused, the Decoy stays untapped); his blue Prodigal Sorcerer's can."""
    out = solve("""
        name: knight of malice
        players: [Bob, Alice]
        battlefield:
          - {card: Knight of Malice, controller: Alice, as: knight}
          - {card: Master Decoy, controller: Bob, as: decoy}
          - {card: Prodigal Sorcerer, controller: Bob, as: tim}
        actions:
          - {activate: {card: decoy, ability: 1, targets: [knight]}, refused: "isn't a legal"}
          - {activate: {card: tim, ability: 1, targets: [knight]}}
        expect:
          decoy: {tapped: false}
          tim: {tapped: true}
          knight: {tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line, read", [
    ("Coven — {1}{W}: Choose a color. This creature gains hexproof from that color until end "
     "of turn and can't be blocked by creatures of that color this turn. Activate only if you "
     "control three or more creatures with different powers.", True),
    ("{1}{W}: This creature gains hexproof from white until end of turn.", True),
    ("{1}{W}: This creature gains hexproof from the chosen player until end of turn.", False),
])
def test_702_11d_hexproof_from_lines(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, ActivatedAbility) is read
    assert isinstance(ab, UnsupportedAbility) is not read
