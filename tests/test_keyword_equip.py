"""702.6 Equip: "[Cost]: Attach this permanent to target creature you control. Activate only
as a sorcery." Played through the real engine: the ability's target, its timing (602.5d),
its cost, moving an Equipment (301.5c), and which equip lines the engine reads (702.6c-e
stay unread)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import keywords_of
from arbiter.errors import IllegalActionError

BOARD = """
name: equip
turn: {number: 3, phase: %(phase)s}
battlefield:
  - {card: Bonesplitter, as: stick}
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: mine}
  - {card: Hill Giant, as: bobs, controller: Bob}
  - {card: Mountain, as: m1}
  - {card: Mountain, as: m2}
hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
"""


def _board(board, phase: str = "precombat_main"):
    return board(BOARD % {"phase": phase})


def _refuse(game, text: str, why: str, player: int | None = None) -> None:
    game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply(text, player)
    assert why in str(info.value), str(info.value)
    assert game.to_json() == before


def _pay_and_resolve(game) -> None:
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    game.apply("pass")
    game.apply("pass")


def test_702_6a_equip_attaches_to_target_creature_you_control(board) -> None:
    """Bonesplitter (Equip {1}): Alice pays {1} (a Mountain), the ability resolves and
    Grizzly Bears is a 4/2 equipped creature."""
    game = _board(board)
    stick, bears = obj_id(game, "stick"), obj_id(game, "bears")
    game.apply(f"activate Bonesplitter#{stick}: Equip {{1}}")
    game.apply(f"Grizzly Bears#{bears}")
    _pay_and_resolve(game)
    assert game.obj(stick).attached_to == bears
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 2)
    tapped = [o.card for o in game.state.objects.values() if o.tapped]
    assert tapped == ["Mountain"]  # exactly {1} was paid


def test_702_6a_equip_cant_target_an_opponents_creature(board) -> None:
    """Bob's Hill Giant isn't a creature Alice controls: not a legal target; nothing
    changes."""
    game = _board(board)
    game.apply(f"activate Bonesplitter#{obj_id(game, 'stick')}: Equip {{1}}")
    _refuse(game, f"Hill Giant#{obj_id(game, 'bobs')}", "isn't a legal target")


def test_702_6a_equip_only_as_a_sorcery(board) -> None:
    """602.5d: not in the upkeep, not with a spell on the stack, not on Bob's turn."""
    game = _board(board, "upkeep")
    _refuse(game, f"activate Bonesplitter#{obj_id(game, 'stick')}: Equip {{1}}",
            "can be activated only as a sorcery")
    game = _board(board)
    game.apply(f"cast Lightning Bolt#{obj_id(game, 'bolt')}")
    game.apply(f"Hill Giant#{obj_id(game, 'bobs')}")
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    assert game.state.stack_items  # Alice holds priority with the Bolt on the stack
    _refuse(game, f"activate Bonesplitter#{obj_id(game, 'stick')}: Equip {{1}}",
            "can be activated only as a sorcery")


def test_702_6a_301_5c_equip_moves_the_equipment(solve) -> None:
    """Bonesplitter equips Grizzly Bears, then Savannah Lions: it equips one creature only
    (301.5c); the Bears is 2/2 again, the Lions 4/1."""
    out = solve("""
        name: re-equip
        battlefield:
          - {card: Bonesplitter, as: stick}
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions}
        actions:
          - {activate: {card: stick, ability: equip, targets: [bears]}}
          - {activate: {card: stick, ability: equip, targets: [lions]}}
        expect:
          stick: {attached_to: lions}
          bears: {power: 2, toughness: 2}
          lions: {power: 4, toughness: 1}
    """)
    assert out.passed, out.failures


def test_702_6a_equip_target_gone_does_nothing(solve) -> None:
    """608.2b: with the equip ability on the stack, its target (Grizzly Bears) is destroyed;
    the ability does nothing and Bonesplitter stays on Savannah Lions."""
    out = solve("""
        name: equip fizzles
        battlefield:
          - {card: Savannah Lions, as: lions}
          - {card: Bonesplitter, as: stick, attached_to: lions}
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {activate: {card: stick, ability: equip, targets: [bears]}, respond: true}
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          stick: {attached_to: lions, zone: battlefield}
          lions: {power: 4, toughness: 1}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_6d_each_equip_ability_at_its_own_cost(board) -> None:
    """Two equip abilities on one Equipment (Bonesplitter's Equip {1}, and a second
    "Equip {3}" given by the scenario's token text): activating the {3} one costs {3}; with
    two Mountains it can't be paid, while Equip {1} can."""
    game = board("""
        name: two equips
        battlefield:
          - {token: {name: Twin Blade, types: [Artifact], subtypes: [Equipment],
                     text: "Equipped creature gets +1/+1.\\nEquip {3}\\nEquip {1}"},
             as: blade}
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions}
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    blade = obj_id(game, "blade")
    actions = [str(a) for a in game.legal_actions()]
    assert f"activate Twin Blade#{blade}: Equip {{1}}" in actions
    assert f"activate Twin Blade#{blade}: Equip {{3}}" not in actions
    game.apply(f"activate Twin Blade#{blade}: Equip {{1}}")
    game.apply(f"Grizzly Bears#{obj_id(game, 'bears')}")
    _pay_and_resolve(game)
    assert game.obj(blade).attached_to == obj_id(game, "bears")
    assert sum(o.tapped for o in game.state.objects.values()) == 1


#: Real Oracle equip lines (today's wording) and whether the engine carries them out.
EQUIP_LINES = [
    ("Equip {1}", True),                                  # Bonesplitter
    ("Equip {2}{R} ({2}{R}: Attach to target creature you control. Equip only as a "
     "sorcery.)", True),                                  # Vulshok Splitter
    ("Equip {B/P}{B/P}", True),                           # Lashwrithe (107.4f)
    ("Equip legendary creature {3}", True),               # Blackblade Reforged, 702.6c
    ("Equip Pirate {1}", True),                           # Pirate Hat, 702.6c
    ("Equip creature token {1}", True),                   # Team Pennant, 702.6c
    ("Equip commander {3}", True),                        # Commander's Plate, 702.6c, 903.3d
    ("Equip worthy {1}", False),                          # Mjolnir, Hammer of Thor
    ("Equip planeswalker {1}", False),                    # Luxior, Giada's Gift, 702.6e
    ("Equip\u2014Pay 3 life.", True),                    # Stormforged Armor
    ("Equip\u2014Sacrifice a creature.", True),          # Demonmail Hauberk
    ("Equip {0}. Activate only once each turn.", False),  # Leather Armor
    ("Equip {3}. This ability costs {1} less to activate for each other Equipment you "
     "control.", False),                                  # Plate Armor
    ("Equip {2} or {B}", False),                          # Transmogrant's Crown
]


@pytest.mark.parametrize(("line", "read"), EQUIP_LINES)
def test_702_6_equip_lines_read_or_unread(line: str, read: bool) -> None:
    found = keywords_of(line)
    assert found is not None and len(found) == 1 and found[0].keyword == "equip"
    assert enforced(found[0]) is read


def test_702_6c_equip_quality_restricts_the_target(board) -> None:
    """Blackblade Reforged: "Equip legendary creature {3}" may target Isamaru, Hound of
    Konda (legendary; Thalia too) but not Grizzly Bears, and costs {3} (three Mountains); its "Equip
    {7}" may target either but can't be paid with three. The refusal changes nothing."""
    game = board("""
        name: equip quality
        battlefield:
          - {card: Blackblade Reforged, as: blade}
          - {card: "Isamaru, Hound of Konda", as: isamaru}
          - {card: "Thalia, Guardian of Thraben", as: thalia}
          - {card: Grizzly Bears, as: bears}
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
          - {card: Mountain, as: m3}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    blade, isamaru = obj_id(game, "blade"), obj_id(game, "isamaru")
    actions = [str(a) for a in game.legal_actions()]
    assert f"activate Blackblade Reforged#{blade}: Equip legendary creature {{3}}" in actions
    assert f"activate Blackblade Reforged#{blade}: Equip {{7}}" not in actions
    game.apply(f"activate Blackblade Reforged#{blade}: Equip legendary creature {{3}}")
    _refuse(game, f"Grizzly Bears#{obj_id(game, 'bears')}", "isn't a legal target")
    game.apply(f"Isamaru, Hound of Konda#{isamaru}")
    _pay_and_resolve(game)
    assert game.obj(blade).attached_to == isamaru
    assert sum(o.tapped for o in game.state.objects.values()) == 3
    assert game.chars(isamaru).power == 2 + 3  # +1/+1 for each of three lands


def test_702_6c_equip_quality_doesnt_restrict_what_it_stays_attached_to(solve) -> None:
    """Blackblade Reforged attached to Grizzly Bears (a creature that isn't legendary): it
    stays attached; the quality restricts only the equip ability's target."""
    out = solve("""
        name: equip quality attached
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Blackblade Reforged, as: blade, attached_to: bears}
          - Mountain
        expect:
          blade: {attached_to: bears}
          bears: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures
