"""701.3d, 603.10c: "Whenever this Equipment becomes unattached from a permanent, sacrifice /
destroy that permanent" triggers when the Equipment is attached elsewhere, when it leaves the
battlefield (looking back in time), and when the permanent leaves; "that permanent" is the
one it was attached to."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """
        name: grafted wargear
        turn: {number: 3}
        battlefield:
          - {card: Grizzly Bears, as: b1}
          - {card: Hill Giant, as: b2}
          - {card: Grafted Wargear, as: wargear, attached_to: b1}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
"""


def test_701_3d_grafted_wargear_moved_to_another_creature_sacrifices_the_first(
        solve) -> None:
    """Alice moves Grafted Wargear from her Grizzly Bears to her Hill Giant (equip {0}): it
    becomes unattached from the Bears, which she sacrifices; the Giant is 6/5."""
    out = solve(_BOARD + """
        actions:
          - activate: {card: wargear, ability: equip, targets: [b2]}
        expect:
          b1: {zone: graveyard}
          b2: {zone: battlefield, power: 6, toughness: 5}
    """)
    assert out.passed, out.failures


def test_701_3d_603_10c_wargear_leaving_the_battlefield_triggers(solve) -> None:
    """Bob's Shatter destroys Grafted Wargear: leaving the battlefield it becomes unattached
    from the Bears (701.3d); its ability looks back in time (603.10c) and Alice sacrifices
    the Bears. The Hill Giant stays."""
    out = solve(_BOARD + """
        hand: {Bob: [Shatter]}
        actions:
          - {cast: Shatter, by: Bob, targets: [wargear]}
        expect:
          wargear: {zone: graveyard}
          b1: {zone: graveyard}
          b2: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_3d_captains_hook_destroys_the_creature_it_leaves(solve) -> None:
    """Captain's Hook on Alice's Grizzly Bears is moved to her Hill Giant: the Bears are
    destroyed; the Giant is not."""
    out = solve(_BOARD.replace("Grafted Wargear", "Captain's Hook") + """
        actions:
          - activate: {card: wargear, ability: equip, targets: [b2]}
        expect:
          b1: {zone: graveyard}
          b2: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_3d_no_trigger_without_a_change(solve) -> None:
    """Nothing moves: the Bears stay (the ability triggers on the change only)."""
    out = solve(_BOARD + """
        actions:
          - pass: end_of_turn
        expect:
          b1: {zone: battlefield, power: 5, toughness: 4}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "it" beside "that permanent": which object is meant isn't settled here
    "Whenever this Equipment becomes unattached from a permanent, you may return it to its "
    "owner's hand.",
    # no "that permanent"
    "Whenever this Equipment becomes unattached from a permanent, draw a card.",
])
def test_701_3d_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Grafted Wargear") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)
