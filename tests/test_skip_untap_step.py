"""614.10: "Players skip their untap steps." (Stasis), "Skip your untap step."
(Necro-Impotence): the untap step is replaced by nothing; the turn goes on with the upkeep
step, and permanents stay tapped."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import StaticAbility

_BOARD = """
name: {name}
battlefield:
{stasis}  - {{card: Forest, controller: Bob, tapped: true, as: forest}}
  - {{card: Mountain, tapped: true, as: mountain}}
actions:
  - {{pass: next_turn}}
expect:
  forest: {{tapped: {tapped}}}
  mountain: {{tapped: true}}
  game: {{turn: 2}}
"""


@pytest.mark.parametrize(("stasis", "tapped"), [("  - Stasis\n", "true"), ("", "false")])
def test_614_10_stasis_each_player_skips_their_untap_step(solve, stasis: str,
                                                          tapped: str) -> None:
    """Alice's Stasis: on Bob's turn his tapped Forest doesn't untap (his untap step is
    skipped); without Stasis it untaps."""
    out = solve(_BOARD.format(name="stasis", stasis=stasis, tapped=tapped))
    assert out.passed, out.failures
    if stasis:
        assert "Bob skips their untap step (614.10)" in out.game.state.log


def test_614_10_skip_your_untap_step_is_only_its_controllers(solve) -> None:
    """A permanent with "Skip your untap step." controlled by Alice doesn't stop Bob's untap
    step (his Forest untaps on his turn 2), but on her turn 3 her Mountain stays tapped."""
    out = solve("""
        name: skip your untap step
        battlefield:
          - {token: {name: Skipper, types: [Enchantment], text: "Skip your untap step."}}
          - {card: Forest, controller: Bob, tapped: true, as: forest}
          - {card: Mountain, tapped: true, as: mountain}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {pass: next_turn}
          - {pass: next_turn}
        expect:
          forest: {tapped: false}
          mountain: {tapped: true}
          game: {turn: 3}
    """)
    assert out.passed, out.failures
    assert "Alice skips their untap step (614.10)" in out.game.state.log


@pytest.mark.parametrize(("card", "line"), [
    ("Stasis", "Players skip their untap steps."),
    ("Necro-Impotence", "Skip your untap step."),
])
def test_614_10_skip_untap_lines(catalog: Catalog, card: str, line: str) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1 and isinstance(mine[0], StaticAbility)


@pytest.mark.parametrize(("hub", "life"), [("  - Eon Hub\n", 20), ("", 19)])
def test_614_10_eon_hub_players_skip_their_upkeep_steps(solve, hub: str, life: int) -> None:
    """Alice's Eon Hub: on Bob's turn his upkeep step is skipped, so his Phyrexian Arena
    ("At the beginning of your upkeep, you draw a card and you lose 1 life.") doesn't
    trigger (614.10a); without Eon Hub he loses 1 life."""
    out = solve(f"""
name: eon hub
battlefield:
{hub}  - {{card: Phyrexian Arena, controller: Bob}}
library: {{Alice: [Plains, Plains], Bob: [Plains, Plains, Plains]}}
actions:
  - {{pass: next_turn}}
  - {{pass: {{to: precombat_main}}}}
expect:
  player Bob: {{life: {life}}}
  game: {{turn: 2}}
""")
    assert out.passed, out.failures


def test_614_10_untap_and_upkeep_both_skipped(solve) -> None:
    """Stasis and Eon Hub: Bob's turn goes from its beginning to his draw step; his Forest
    stays tapped and his Phyrexian Arena doesn't trigger."""
    out = solve("""
name: stasis and eon hub
battlefield:
  - Stasis
  - Eon Hub
  - {card: Phyrexian Arena, controller: Bob}
  - {card: Forest, controller: Bob, tapped: true, as: forest}
library: {Alice: [Plains, Plains], Bob: [Plains, Plains, Plains]}
actions:
  - {pass: next_turn}
  - {pass: {to: precombat_main}}
expect:
  player Bob: {life: 20}
  forest: {tapped: true}
""")
    assert out.passed, out.failures
    log = out.game.state.log
    assert "Bob skips their untap step (614.10)" in log
    assert "Bob skips their upkeep step (614.10)" in log
