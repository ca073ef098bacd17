"""700.9: modified permanents ("a permanent is modified if it has one or more counters on it,
if it is equipped, or if it is enchanted by an Aura that is controlled by that permanent's
controller"), played through the real engine: Skyward Spider's "This creature has flying as
long as it's modified.", Envoy of the Ancestors' "Modified creatures you control have
lifelink." and Akki Ember-Keeper's "Whenever a nontoken modified creature you control dies"
(603.10a: as it last existed)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, TriggeredAbility


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Skyward Spider", "This creature has flying as long as it's modified.", StaticAbility),
    ("Envoy of the Ancestors", "Modified creatures you control have lifelink.", StaticAbility),
    ("Akki Ember-Keeper", "Whenever a nontoken modified creature you control dies, create a "
     "1/1 colorless Spirit creature token.", TriggeredAbility),
])
def test_700_9_modified_real_lines(name: str, line: str, kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, kind)


def _lifelink(game, alias: str) -> bool:
    return game.chars(obj_id(game, alias)).has_keyword("lifelink")


def test_700_9_counters_equipment_and_own_auras_modify(board) -> None:
    """With Envoy of the Ancestors: the Bears with a +1/+1 counter, the equipped Elves and the
    Giant wearing Alice's Aura have lifelink; the plain Lions don't, nor the Ogre wearing an
    Aura Bob controls (700.9: the Aura's controller must be the permanent's)."""
    game = board("""
        name: modified
        battlefield:
          - Envoy of the Ancestors
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
          - {card: Llanowar Elves, as: elves}
          - {card: Bonesplitter, attached_to: elves}
          - {card: Hill Giant, as: giant}
          - {card: Holy Strength, attached_to: giant}
          - {card: Savannah Lions, as: lions}
          - {card: Gray Ogre, as: ogre}
          - {card: Holy Strength, attached_to: ogre, controller: Bob}
    """)
    got = {a: _lifelink(game, a) for a in ("bears", "elves", "giant", "lions", "ogre")}
    assert got == {"bears": True, "elves": True, "giant": True, "lions": False,
                   "ogre": False}


def test_700_9_skyward_spider_flies_once_it_has_a_counter(board) -> None:
    game = board("""
        name: skyward spider
        battlefield: [{card: Skyward Spider, as: spider}]
    """)
    assert not game.chars(obj_id(game, "spider")).has_keyword("flying")
    game = board("""
        name: skyward spider modified
        battlefield: [{card: Skyward Spider, as: spider, counters: {+1/+1: 1}}]
    """)
    assert game.chars(obj_id(game, "spider")).has_keyword("flying")


@pytest.mark.parametrize(("extra", "tokens"), [
    ("counters: {+1/+1: 1}", 1),  # modified by a counter as it died
    ("", 0),                       # not modified
])
def test_603_10a_akki_ember_keeper_modified_creature_dies(board, extra: str,
                                                          tokens: int) -> None:
    game = board(f"""
        name: ember keeper
        battlefield:
          - Akki Ember-Keeper
          - {{card: Grizzly Bears, as: bears, {extra}}}
        hand: {{Bob: [Lightning Bolt]}}
        actions:
          - {{cast: Lightning Bolt, by: Bob, targets: [bears]}}
    """)
    spirits = [o for o in game.state.objects.values()
               if o.zone == "battlefield" and game.name_of(o.id).startswith("Spirit")]
    assert len(spirits) == tokens


def test_603_10a_akki_ember_keeper_equipped_creature_dies(board) -> None:
    """The Bears were equipped as they died (the Equipment stays on the battlefield,
    unattached): they were modified, and a Spirit is created."""
    game = board("""
        name: ember keeper equipped
        battlefield:
          - Akki Ember-Keeper
          - {card: Grizzly Bears, as: bears}
          - {card: Bonesplitter, attached_to: bears}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
    """)
    spirits = [o for o in game.state.objects.values()
               if o.zone == "battlefield" and game.name_of(o.id).startswith("Spirit")]
    assert len(spirits) == 1
