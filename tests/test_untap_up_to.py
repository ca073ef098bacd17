"""701.26b: "Untap up to four lands." (Rewind, Frantic Search, Peregrine Drake): the
controller chooses, as the spell or ability resolves, up to N lands (any player's unless
the text says "you control"), and untaps them."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.engine.keyword_actions.untap_up_to import UntapUpTo
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.scenario.errors import ScenarioError


def test_701_26b_rewind_untaps_chosen_lands_of_any_player(solve) -> None:
    """Alice casts Grizzly Bears; Bob Rewinds it and chooses two of his tapped Islands and
    Alice's tapped Forest: those three untap, his third Island stays tapped, the Bears are
    in Alice's graveyard."""
    out = solve("""
        name: rewind
        battlefield:
          - {card: Island, controller: Bob, tapped: true, as: i1}
          - {card: Island, controller: Bob, tapped: true, as: i2}
          - {card: Island, controller: Bob, tapped: true, as: i3}
          - {card: Forest, tapped: true, as: forest}
        hand: {Alice: [{card: Grizzly Bears, as: bears}], Bob: [Rewind]}
        choices: [i1, i2, forest]
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {cast: Rewind, by: Bob, targets: [bears]}
        expect:
          i1: {tapped: false}
          i2: {tapped: false}
          i3: {tapped: true}
          forest: {tapped: false}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_26b_at_most_n_lands(solve) -> None:
    """Snap ("Untap up to two lands") with four tapped Islands: after two are chosen no more
    are asked for; two stay tapped."""
    out = solve("""
        name: snap
        battlefield:
          - {card: Island, tapped: true, as: i1}
          - {card: Island, tapped: true, as: i2}
          - {card: Island, tapped: true, as: i3}
          - {card: Island, tapped: true, as: i4}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Snap]}
        choices: [i3, i4]
        actions:
          - {cast: Snap, targets: [bears]}
        expect:
          i1: {tapped: true}
          i2: {tapped: true}
          i3: {tapped: false}
          i4: {tapped: false}
          bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_701_26b_you_control_limits_the_choice(board) -> None:
    """Wrath of Leknif ("... Untap up to four lands you control."): only Alice's tapped
    lands are offered, not Bob's."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        board("""
            name: leknif
            battlefield:
              - {card: Plains, tapped: true, as: p1}
              - {card: Forest, controller: Bob, tapped: true, as: forest}
            hand: {Alice: [Wrath of Leknif]}
            actions:
              - {cast: Wrath of Leknif, choices: {untap: forest}}
        """)


LINES = [
    ("Rewind", "Counter target spell. Untap up to four lands.", True),
    ("Frantic Search", "Draw two cards, then discard two cards. Untap up to three lands.", True),
    ("Peregrine Drake", "When this creature enters, untap up to five lands.", True),
    ("Wrath of Leknif", "Destroy all creatures. They can't be regenerated. Untap up to four "
     "lands you control.", True),
    # "up to one target land" is targeted (115.1): another template
    # (`compiler.effects.several_targets`, tests/test_several_targets.py).
]


@pytest.mark.parametrize(("card", "line", "read"), LINES)
def test_701_26b_untap_up_to_lines(catalog: Catalog, card: str, line: str, read: bool) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1
    if not read:
        assert isinstance(mine[0], UnsupportedAbility)
        return
    assert any(isinstance(i, UntapUpTo) for i in mine[0].instructions)
