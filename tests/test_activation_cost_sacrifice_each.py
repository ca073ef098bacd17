"""701.21a, 118.3, 601.2h: an activation cost sacrificing permanents of several kinds in one
phrase ("Sacrifice a Swamp and a Forest", "Sacrifice this creature and another green
creature", "Sacrifice a green creature, a white creature, and a blue creature", "Sacrifice
two lands and this artifact"). Every part is paid, each by its own permanents the payer
controls: one permanent can't pay two parts (a Swamp Forest is the Swamp or the Forest). A
cost that can't be paid is refused and leaves the game unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.sacrifice_costs import SacrificeEach

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "parts"), [
    ("Jarad, Golgari Lich Lord", "Sacrifice a Swamp and a Forest: Return this card from your "
     "graveyard to your hand.", 2),
    ("Magus of the Order", "{G}, {T}, Sacrifice this creature and another green creature: "
     "Search your library for a green creature card, put it onto the battlefield, then "
     "shuffle.", 2),
    ("Sandstone Deadfall", "{T}, Sacrifice two lands and this artifact: Destroy target "
     "attacking creature.", 2),
    ("Angel's Herald", "{2}{W}, {T}, Sacrifice a green creature, a white creature, and a blue "
     "creature: Search your library for a card named Empyrial Archangel, put it onto the "
     "battlefield, then shuffle.", 3),
    ("Great Hall of Starnheim", "{W}{W}{B}, {T}, Sacrifice this land and a creature you "
     "control: Create a 4/4 white Angel Warrior creature token with flying and vigilance. "
     "Activate only as a sorcery.", 2),
    ("Viscerid Drone", "{T}, Sacrifice a creature and a Swamp: Destroy target nonartifact "
     "creature. It can't be regenerated.", 2),
])
def test_701_21a_sacrifices_of_several_kinds_in_real_lines_are_read(name: str, line: str,
                                                                   parts: int) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, ActivatedAbility), ab
    (cost,) = [c for c in ab.cost if isinstance(c, SacrificeEach)]
    assert len(cost.parts) == parts


def test_701_21a_sandstone_deadfall_sacrifices_two_lands_and_itself(solve) -> None:
    """Bob's Hill Giant attacks; Alice taps Sandstone Deadfall and sacrifices it with two
    Plains: all three go to her graveyard and the Giant is destroyed; her third land
    stays."""
    out = solve("""
        name: sandstone deadfall
        players: [Bob, Alice]
        turn: {number: 2}
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Sandstone Deadfall, controller: Alice, as: deadfall}
          - {card: Plains, controller: Alice, as: p1}
          - {card: Plains, controller: Alice, as: p2}
          - {card: Island, controller: Alice, as: i}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - attack: [giant]
          - activate: {card: deadfall, by: Alice, ability: "{T}", targets: [giant],
                       choices: {sacrifice: [p1, p2, deadfall]}}
        expect:
          giant: {zone: graveyard}
          deadfall: {zone: graveyard}
          p1: {zone: graveyard}
          p2: {zone: graveyard}
          i: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_118_3_one_dual_land_cant_be_both_the_swamp_and_the_forest(board) -> None:
    """Jarad in Alice's graveyard; her only Swamp and only Forest is one Overgrown Tomb
    (Swamp Forest): it can pay one part but not both, so the cost can't be paid; naming it
    twice is refused and it stays."""
    game = board("""
        name: jarad one dual
        battlefield: [{card: Overgrown Tomb, as: tomb}]
        graveyard: {Alice: [{card: "Jarad, Golgari Lich Lord", as: jarad}]}
    """)
    jarad, tomb = obj_id(game, "jarad"), obj_id(game, "tomb")
    with pytest.raises(IllegalActionError):
        activate(game, jarad, ALICE, 1 + _return_index(game, jarad), [],
                 {"sacrifice": [tomb, tomb]})
    assert game.obj(tomb).zone == "battlefield" and game.obj(jarad).zone == "graveyard"


def _return_index(game, jarad: int) -> int:
    """The index (0-based) of Jarad's "Sacrifice a Swamp and a Forest" ability."""
    abilities = [a.ability for a in game.chars(jarad).abilities]
    return next(i for i, a in enumerate(abilities) if a.text.startswith("Sacrifice a Swamp"))


def test_701_21a_jarad_returns_with_a_swamp_and_a_forest(solve) -> None:
    """With a Swamp and a Forest, Jarad's ability works from the graveyard: both lands are
    sacrificed and Jarad returns to Alice's hand."""
    out = solve("""
        name: jarad
        battlefield: [{card: Swamp, as: swamp}, {card: Forest, as: forest}]
        graveyard: {Alice: [{card: "Jarad, Golgari Lich Lord", as: jarad}]}
        actions:
          - activate: {card: jarad, ability: "Sacrifice a Swamp",
                       choices: {sacrifice: [swamp, forest]}}
        expect:
          jarad: {zone: hand}
          swamp: {zone: graveyard}
          forest: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_118_3_heralds_three_colors_need_three_creatures(board) -> None:
    """Angel's Herald with Selesnya Guildmage (green and white) and a blue creature: the
    green and the white part can't both be paid by the one creature, so the cost can't be
    paid; naming the Guildmage twice is refused and nothing changes."""
    game = board("""
        name: herald short
        battlefield:
          - {card: Angel's Herald, as: herald}
          - {card: Selesnya Guildmage, as: gw}
          - {card: Merfolk of the Pearl Trident, as: blue}
    """)
    herald, gw, blue = (obj_id(game, a) for a in ("herald", "gw", "blue"))
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, herald, ALICE, "{2}{W}", [], {"sacrifice": [gw, gw, blue]})
    assert game.state.version == before and game.obj(gw).zone == "battlefield"
