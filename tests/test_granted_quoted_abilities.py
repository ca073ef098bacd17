"""Abilities granted in quotation marks (113.1a, 113.10): 'Other creatures you control have
"Ward—Pay 2 life."', 'Enchanted creature has "Cumulative upkeep—Pay 1 life."'. A keyword
whose cost holds punctuation is granted in quotes and is that keyword (702.21a ward, 702.24a
cumulative upkeep); the comma of a list printed inside the closing quotation mark belongs to
the sentence. Played through the real engine: the granted ability works from the object that
has it (613.1f, layer 6)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.rules.parts import AddAbilities

ALICE, BOB = 0, 1

#: Real Oracle lines (today's wording) each granting a quoted ability the engine carries out.
_LINES = [
    ("Hexing Squelcher", 'Other creatures you control have "Ward\u2014Pay 2 life."'),
    ("Hag of Mage's Doom", 'Warlocks you control have "Ward\u2014Pay 2 life."'),
    ("Winter, Cursed Rider", 'Artifacts you control have "Ward\u2014Pay 2 life."'),
    ("Breath of Dreams", 'Green creatures have "Cumulative upkeep {1}."'),
    ("Decomposition", 'Enchanted creature has "Cumulative upkeep\u2014Pay 1 life."'),
    ("Cultist of the Absolute", 'Commander creatures you own get +3/+3 and have flying, '
     'deathtouch, "Ward\u2014Pay 3 life," and "At the beginning of your upkeep, sacrifice a '
     'creature."'),
    ("Black Mage's Rod", 'Equipped creature gets +1/+0, has "Whenever you cast a noncreature '
     'spell, this creature deals 1 damage to each opponent," and is a Wizard in addition to '
     'its other types.'),
    ("Swashbuckler's Whip", 'Equipped creature has reach, "{2}, {T}: Tap target artifact or '
     'creature," and "{8}, {T}: Discover 10."'),
]


def _granted(line: str, name: str) -> list[object]:
    abilities = compile_text(line, name)
    assert abilities is not None, line
    out: list[object] = []
    for a in abilities:
        assert not unread_parts(a)
        if isinstance(a, StaticAbility):
            for spec in a.effects:
                for part in spec.parts:
                    if isinstance(part, AddAbilities):
                        out.extend(part.abilities)
    return out


@pytest.mark.parametrize(("name", "line"), _LINES)
def test_113_10_quoted_grants_are_read(name: str, line: str) -> None:
    assert _granted(line, name)


def test_702_21a_quoted_ward_is_the_ward_keyword() -> None:
    (ward,) = _granted(_LINES[0][1], "Hexing Squelcher")
    assert isinstance(ward, KeywordAbility) and (ward.keyword, ward.param) == (
        "ward", "Pay 2 life")
    granted = _granted(_LINES[5][1], "Cultist of the Absolute")
    assert [getattr(a, "keyword", None) for a in granted][:3] == [
        "flying", "deathtouch", "ward"]
    assert granted[2].param == "Pay 3 life"  # the list's comma is not part of the cost


def test_702_21a_ward_cost_unread_stays_unread() -> None:
    """'Ward—Sacrifice a legendary artifact or legendary creature' (Sauron's) is a cost the
    engine's ward doesn't pay yet: a grant of it stays an unsupported part, not a ward that
    does nothing. (Mishra, Tamer of Mak Fawa's 'Ward—Sacrifice a permanent' is read,
    `tests/test_ward_costs.py`.)"""
    line = ('Permanents you control have "Ward\u2014Sacrifice a legendary artifact or '
            'legendary creature."')
    assert compile_text(line, "Xyz") is None
    (ward,) = _granted('Permanents you control have "Ward\u2014Sacrifice a permanent."',
                       "Mishra, Tamer of Mak Fawa")
    assert isinstance(ward, KeywordAbility) and ward.keyword == "ward"


_SQUELCHER = """
    name: granted ward
    battlefield:
      - {{card: Hexing Squelcher, controller: Bob, as: squelcher}}
      - {{card: Grizzly Bears, controller: Bob, as: bears}}
    hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
    actions:
      - {{cast: Lightning Bolt, targets: [bears]{choices}}}
"""


def test_702_21a_granted_ward_paid_with_life(solve) -> None:
    """Bob's Hexing Squelcher gives his Grizzly Bears "Ward—Pay 2 life."; Alice's Lightning
    Bolt targets the Bears, the ward trigger resolves first and Alice pays 2 life: the Bolt
    resolves and the Bears die."""
    out = solve(_SQUELCHER.format(choices=", choices: {pay: yes}"))
    game = out.game
    assert game.state.players[ALICE].life == 18
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "squelcher")).zone == "battlefield"


def test_702_21a_granted_ward_not_paid_counters_the_spell(solve) -> None:
    out = solve(_SQUELCHER.format(choices=", choices: {pay: no}"))
    game = out.game
    assert game.state.players[ALICE].life == 20
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"
    assert game.obj(obj_id(game, "bears")).damage == 0
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"


def test_702_21a_other_creatures_the_squelcher_itself_has_only_its_printed_ward(solve) -> None:
    """"Other creatures": the Squelcher's own ward is its printed "Ward—Pay 2 life." alone
    (one trigger, 2 life), not a second granted instance."""
    out = solve("""
        name: squelcher itself
        battlefield: [{card: Hexing Squelcher, controller: Bob, as: squelcher}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [squelcher], choices: {pay: yes}}
    """)
    game = out.game
    assert game.state.players[ALICE].life == 18
    assert game.obj(obj_id(game, "squelcher")).zone == "graveyard"


_DECOMPOSITION = """
    name: granted cumulative upkeep
    library: {{Alice: [Island, Island, Island], Bob: [Island, Island, Island]}}
    battlefield:
      - {{card: Walking Corpse, as: bears}}
      - {{card: Decomposition, attached_to: bears, as: aura}}
    choices: [{pay}]
    actions:
      - {{pass: {{to: upkeep}}}}
      - {{pass: {{to: upkeep}}}}
"""


def test_702_24a_granted_cumulative_upkeep_paid(solve) -> None:
    """Decomposition (enchant black creature) on Alice's Walking Corpse: at her upkeep it
    gets an age counter and she pays 1 life to keep it."""
    out = solve(_DECOMPOSITION.format(pay="yes") + """
    expect:
      bears: {zone: battlefield, counters: {age: 1}}
      player Alice: {life: 19}
""")
    assert out.passed, out.failures


def test_702_24a_granted_cumulative_upkeep_not_paid_sacrifices_the_creature(solve) -> None:
    """She doesn't pay: the Corpse (the object with the ability) is sacrificed, the Aura goes
    to the graveyard as a state-based action (704.5m), and Decomposition's "When enchanted
    creature dies, its controller loses 2 life." costs Alice 2 life."""
    out = solve(_DECOMPOSITION.format(pay="no") + """
    expect:
      bears: {zone: graveyard}
      aura: {zone: graveyard}
      player Alice: {life: 18}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Archery Training", 'Enchanted creature has "{T}: This creature deals X damage to target '
     'attacking or blocking creature, where X is the number of arrow counters on Archery '
     'Training."'),
    ("Spare Dagger", 'Equipped creature gets +1/+0 and has "Whenever this creature attacks, '
     'you may sacrifice Spare Dagger. When you do, this creature deals 1 damage to any '
     'target."'),
])
def test_201_5a_a_grant_naming_grantor_and_holder_stays_unread(name: str, line: str) -> None:
    """201.5a: the granting card's name inside the quotes is that card, "this creature" the
    creature; with both in one ability the compiler can't tell which words name which, so
    the line is an explicit unsupported part rather than an ability naming the wrong one."""
    assert compile_text(line, name) is None


def test_201_5a_a_grant_naming_its_grantor_sacrifices_the_grantor(catalog) -> None:
    """Blazing Torch's grant sacrifices the object granting it, never the creature having it
    (`rules.grantor`; played in tests/test_granted_names_grantor_201_5a.py)."""
    from arbiter.rules.costs import SacrificeSelf
    from arbiter.rules.grantor import SacrificeGrantor
    from arbiter.rules.structure import nodes

    abilities = catalog.abilities("Blazing Torch", 0)
    found = [n for a in abilities for n in nodes(a)]
    assert any(isinstance(n, SacrificeGrantor) for n in found)
    assert not any(isinstance(n, SacrificeSelf) for n in found)
