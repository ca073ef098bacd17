"""601.2a, 601.2i, 608.2c: "If you've cast another spell this turn" (the spell itself, once
cast, isn't another), "if this spell was cast from anywhere other than your hand", "if this
spell was cast from exile" (707.10: a copy wasn't cast)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("bolt_first", "drawn"), [(True, 1), (False, 0)])
def test_601_2i_slick_sequence_draws_after_another_spell(solve, bolt_first: bool,
                                                         drawn: int) -> None:
    """Slick Sequence alone: the only spell Alice cast this turn is Slick Sequence itself,
    nothing drawn; after Lightning Bolt, she draws a card."""
    bolt = "  - {cast: Lightning Bolt, targets: [Bob]}\n" if bolt_first else ""
    hand = "Lightning Bolt, Slick Sequence" if bolt_first else "Slick Sequence"
    out = solve(f"""
name: slick sequence
hand: {{Alice: [{hand}]}}
library: {{Alice: [Island, Island], Bob: [Island]}}
actions:
{bolt}  - {{cast: Slick Sequence, targets: [Bob]}}
expect:
  player Alice: {{hand_size: {drawn}}}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("how", "counters"), [
    ("{cast: Antiquities on the Loose}", 0),
    ("{cast: Antiquities on the Loose, from: graveyard, alternative: flashback}", 1),
])
def test_601_2a_antiquities_on_the_loose_cast_from_elsewhere(solve, how: str,
                                                             counters: int) -> None:
    """Cast from the hand, its two Spirits get no counter; cast with flashback from the
    graveyard, each Spirit Alice controls gets a +1/+1 counter."""
    zone = "graveyard" if "flashback" in how else "hand"
    out = solve(f"""
name: antiquities
{zone}: {{Alice: [Antiquities on the Loose]}}
actions:
  - {how}
""")
    assert out.passed, out.failures
    game = out.game
    spirits = [o for o in game.state.battlefield() if game.name_of(o) == "Spirit Token"]
    assert len(spirits) == 2
    assert all(game.state.objects[o].counters.get("+1/+1", 0) == counters for o in spirits)


@pytest.mark.parametrize(("bolt", "drawn"), [(True, 0), (False, 1)])
def test_601_2a_jem_lightfoote_draws_without_a_spell_from_hand(solve, bolt: bool,
                                                               drawn: int) -> None:
    """Jem Lightfoote: 'At the beginning of your end step, if you haven't cast a spell from
    your hand this turn, draw a card.' Lightning Bolt cast from the hand stops it."""
    cast = "  - {cast: Lightning Bolt, targets: [Bob]}\n" if bolt else ""
    out = solve(f"""
name: jem
battlefield: [{{card: "Jem Lightfoote, Sky Explorer", as: jem}}]
hand: {{Alice: [Lightning Bolt]}}
library: {{Alice: [Island, Island, Island], Bob: [Island]}}
actions:
{cast}  - {{pass: end_of_turn}}
""")
    assert out.passed, out.failures
    assert len(out.game.state.zone_list("library", 0)) == 3 - drawn
