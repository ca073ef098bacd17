"""Reconfigure (702.151) played through the real engine: "[Cost]: Attach this permanent to
another target creature you control. Activate only as a sorcery" and "[Cost]: Unattach this
permanent. Activate only if this permanent is attached to a creature and only as a sorcery"
(702.151a); attached, the Equipment stops being a creature until it becomes unattached
(702.151b), and an Equipment creature with reconfigure may equip (301.5c)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.keywords.reconfigure import permanent_keywords
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.reconfigure import SourceAttached
from arbiter.scenario.errors import ScenarioError

ALICE = 0
_ATTACH = "{2}: Attach"
_UNATTACH = "{2}: Unattach"
#: The action attaching Lizard Blades to the Bears (YAML, indented for `_BOARD`).
_ATTACH_BEARS = f'      - activate: {{card: blades, ability: "{_ATTACH}", targets: [bears]}}\n'
_UNATTACH_ACTION = f'      - activate: {{card: blades, ability: "{_UNATTACH}"}}\n'


@pytest.mark.parametrize(("line", "cost"), [
    ("Reconfigure {2} ({2}: Attach to target creature you control; or unattach from a "
     "creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
     "{2}"),                                                             # Lizard Blades
    ("Reconfigure {3}{B}", "{3}{B}"),
])
def test_702_151a_reconfigure_is_two_sorcery_speed_abilities(line, cost) -> None:
    kw, attach, unattach = permanent_keywords(parse_keyword_line(line))
    assert kw.keyword == "reconfigure" and kw.effects  # 702.151b
    for ab in (attach, unattach):
        assert isinstance(ab, ActivatedAbility) and ab.sorcery_speed
        assert ab.cost == (ManaPayment(cost),)
    assert attach.targets[0].description == "another target creature you control"
    assert unattach.condition == SourceAttached(creature=True)


def test_702_151a_a_cost_other_than_mana_stays_unread() -> None:
    assert parse_keyword_line("Reconfigure\u2014Pay {2} or {E}{E}{E}.") is None


_BOARD = """
    name: reconfigure
    {turn}
    battlefield:
      - {{card: Lizard Blades, as: blades{blades}}}
      - {{card: Grizzly Bears, as: bears}}
      - {{card: Grizzly Bears, as: bobs, controller: Bob}}
    hand: {{Bob: [{{card: Lightning Bolt, as: bolt}}]}}
    actions:
{actions}
"""


def _board(actions: str, turn: str = "", blades: str = "") -> str:
    return _BOARD.format(turn=turn, blades=blades, actions=actions)


def test_702_151b_attached_it_is_no_creature_and_equips(solve) -> None:
    """Lizard Blades attached to Grizzly Bears: an Equipment artifact, not a creature and no
    Lizard (205.1a); the Bears have double strike."""
    out = solve(_board(_ATTACH_BEARS + """    expect:
      blades: {types: [Artifact], subtypes: [Equipment], attached_to: bears}
      bears: {has: [Double strike]}
"""))
    assert out.passed, out.failures


def test_702_151a_unattached_it_is_a_creature_again(solve) -> None:
    out = solve(_board(_ATTACH_BEARS + _UNATTACH_ACTION + """    expect:
      blades: {types: [Artifact, Creature], subtypes: [Equipment, Lizard], power: 1}
      bears: {lacks: [Double strike]}
"""))
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "blades")).attached_to is None


def test_704_5n_when_the_creature_dies_the_equipment_is_a_creature_again(solve) -> None:
    out = solve(_board(_ATTACH_BEARS + """      - {cast: Lightning Bolt, by: Bob, targets: [bears]}
    expect:
      bears: {zone: graveyard}
      blades: {zone: battlefield, types: [Artifact, Creature]}
"""))
    assert out.passed, out.failures


def test_702_151a_unattach_only_if_attached(solve) -> None:
    with pytest.raises(ScenarioError, match="only if"):
        solve(_board(_UNATTACH_ACTION))


def test_702_151a_reconfigure_only_as_a_sorcery(solve) -> None:
    with pytest.raises(ScenarioError, match="only as a sorcery"):
        solve(_board(_ATTACH_BEARS, turn="turn: {number: 1, phase: upkeep}"))


@pytest.mark.parametrize("target", ["blades", "bobs"])
def test_702_151a_only_another_creature_you_control(board, target) -> None:
    game = board(_board("      []\n").replace("actions:\n      []\n", ""))
    blades = obj_id(game, "blades")
    with pytest.raises(IllegalActionError, match="isn't a legal"):
        activate(game, blades, ALICE, _ATTACH, [obj_id(game, target)], {})
    assert game.obj(blades).attached_to is None and not game.state.stack_items
