"""601.3 / 113.6f: a card's own permission to be cast from its owner's graveyard or from
exile ("You may cast this card from your graveyard [as long as <condition>]", "You may cast
this card from exile"), played through the real engine: it is cast as from a hand (its mana
cost, sorcery timing for a creature, its additional costs), only while the condition holds,
and a player legally offered it sees it among their actions. With a table of real Oracle
lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.cast_from_zones import CastFromZones
from tests.casting_play import kind, labels, pass_until_empty, take


def test_601_3_gravecrawler_cast_from_the_graveyard_with_a_zombie(solve) -> None:
    """Gravecrawler ({B}; castable from your graveyard as long as you control a Zombie):
    with Walking Corpse on the battlefield Alice casts it from her graveyard, paying {B}
    (her Swamp taps); it enters the battlefield."""
    out = solve("""
        name: gravecrawler
        battlefield: [{card: Swamp, as: swamp}, Walking Corpse]
        graveyard: {Alice: [{card: Gravecrawler, as: gc}]}
        actions:
          - {cast: Gravecrawler, from: graveyard, pay: true}
        expect:
          gc: {zone: battlefield}
          swamp: {tapped: true}
    """)
    assert out.passed, out.failures


def test_601_3_gravecrawler_not_without_a_zombie(board) -> None:
    """Without a Zombie the permission doesn't hold: the cast is refused, nothing changes,
    and no action to cast it is offered (601.3)."""
    game = board("""
        name: gravecrawler alone
        battlefield: [{card: Swamp, as: swamp}, Grizzly Bears]
        graveyard: {Alice: [{card: Gravecrawler, as: gc}]}
    """)
    assert not any("Gravecrawler" in x for x in labels(game))
    game = board("""
        name: gravecrawler with zombie
        battlefield: [{card: Swamp, as: swamp}, Walking Corpse]
        graveyard: {Alice: [{card: Gravecrawler, as: gc}]}
    """)
    assert any(x.startswith("cast Gravecrawler") and "from your graveyard" in x
               for x in labels(game))


def test_601_3_gravecrawler_refused_without_a_zombie(solve) -> None:
    out = solve("""
        name: gravecrawler refused
        battlefield: [{card: Swamp, as: swamp}]
        graveyard: {Alice: [{card: Gravecrawler, as: gc}]}
        actions:
          - {cast: Gravecrawler, from: graveyard, pay: true, refused: "can't cast"}
        expect:
          gc: {zone: graveyard}
          swamp: {tapped: false}
    """)
    assert out.passed, out.failures


def test_307_1_cast_from_the_graveyard_keeps_sorcery_timing(solve) -> None:
    """A creature cast from the graveyard still needs its owner's main phase with an empty
    stack (307.1): on Bob's turn Alice's Gravecrawler can't be cast."""
    out = solve("""
        name: gravecrawler timing
        players: [Bob, Alice]
        battlefield: [{card: Swamp, as: swamp, controller: Alice},
                      {card: Walking Corpse, controller: Alice}]
        graveyard: {Alice: [{card: Gravecrawler, as: gc}]}
        actions:
          - {cast: Gravecrawler, by: Alice, from: graveyard, pay: true, refused: "307.1"}
        expect:
          gc: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_3_misthollow_griffin_cast_from_exile(board) -> None:
    """Misthollow Griffin ({2}{U}{U}; you may cast this card from exile): exiled, it is
    offered to its owner and cast for its mana cost; it resolves onto the battlefield."""
    game = board("""
        name: griffin
        battlefield: [{card: Island, as: i1}, {card: Island, as: i2}, {card: Island, as: i3},
                      {card: Island, as: i4}]
        exile: {Alice: [{card: Misthollow Griffin, as: griffin}]}
    """)
    take(game, "~cast Misthollow Griffin")
    while kind(game) not in (None, "priority"):
        game.apply(str(game.legal_actions()[0]))  # paying: the Islands, as offered
    pass_until_empty(game)
    griffin = next(o for o in game.state.battlefield() if game.name_of(o) ==
                   "Misthollow Griffin")
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Island")
    assert game.obj(griffin).owner == 0


def test_601_3_oathsworn_vampire_only_after_gaining_life(solve) -> None:
    """Oathsworn Vampire (castable from your graveyard if you gained life this turn):
    refused before Alice gains life; after Healing Salve's 3 life it can be cast."""
    out = solve("""
        name: oathsworn
        battlefield: [{card: Swamp, as: s1}, {card: Swamp, as: s2}, Plains]
        hand: {Alice: [Healing Salve]}
        graveyard: {Alice: [{card: Oathsworn Vampire, as: vamp}]}
        actions:
          - {cast: Oathsworn Vampire, from: graveyard, refused: "can't cast"}
          - {cast: Healing Salve, targets: [Alice], choices: {mode: 1}}
          - {cast: Oathsworn Vampire, from: graveyard}
        expect:
          vamp: {zone: battlefield, tapped: true}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


ORACLE = [
    ("Skaab Ruinator", "You may cast this card from your graveyard.", {"graveyard"}),
    ("Eternal Scourge", "You may cast this card from exile.", {"exile"}),
    ("Squee, the Immortal", "You may cast this card from your graveyard or from exile.",
     {"graveyard", "exile"}),
    ("Gravecrawler", "You may cast this card from your graveyard as long as you control a "
     "Zombie.", {"graveyard"}),
    ("Oathsworn Vampire", "You may cast this card from your graveyard if you gained life "
     "this turn.", {"graveyard"}),
    # Other ways of casting it from there stay unread here (the ones with costs the engine
    # pays are `compiler.statics.graveyard_cast_costs`; removing counters from among
    # creatures isn't one of them).
    ("Quilled Greatwurm", "You may cast this card from your graveyard by removing six "
     "counters from among creatures you control in addition to paying its other costs.", None),
    ("Haakon, Stromgald Scourge", "You may cast this card from your graveyard, but not from "
     "anywhere else.", None),
]


@pytest.mark.parametrize(("name", "line", "zones"), ORACLE)
def test_601_3_oracle_cast_from_zone_lines(name: str, line: str, zones: set | None) -> None:
    abilities = compile_line(line, name)
    if zones is None:
        assert any(isinstance(a, UnsupportedAbility) for a in abilities)
    else:
        (ab,) = abilities
        assert isinstance(ab, CastFromZones) and ab.zones == zones
