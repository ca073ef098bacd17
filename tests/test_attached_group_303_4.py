"""115.1, 301.5, 303.4, 608.2c: "target creature and all Auras attached to it" is one group:
the target and each Aura attached to it as the spell resolves, acted on at once; an Aura
attached to another permanent is not in it."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text

_HUBRIS = """
    name: hubris
    battlefield:
      - {card: Grizzly Bears, as: bears, controller: Bob}
      - {card: Hill Giant, as: giant, controller: Bob}
      - {card: Pacifism, as: p1, controller: Alice, attached_to: bears}
      - {card: Pacifism, as: p2, controller: Alice, attached_to: giant}
    hand: {Alice: [{card: Hubris, as: h}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_303_4_hubris_returns_the_creature_and_its_aura_to_their_owners_hands(board) -> None:
    game = board(_HUBRIS + """
    actions:
      - {cast: h, targets: [bears]}
""")
    bears, p1 = game.obj(obj_id(game, "bears")), game.obj(obj_id(game, "p1"))
    assert bears.zone == "hand" and bears.owner == 1
    assert p1.zone == "hand" and p1.owner == 0
    # the Aura on the other creature stays
    assert game.obj(obj_id(game, "p2")).zone == "battlefield"
    assert game.obj(obj_id(game, "giant")).zone == "battlefield"


def test_303_4_equipment_group_is_the_target_and_its_equipment() -> None:
    """Soul Nova's line: one target (the attacking creature); the Equipment attached to it
    go with it (no second target)."""
    [ability] = compile_text("Exile target attacking creature and all Equipment attached to "
                             "it.", "Soul Nova", True) or [None]
    assert len(ability.targets) == 1 and ability.targets[0].count == 1
    assert "Equipment" in repr(ability.instructions[0])


def test_303_4_several_targets_and_them_stays_unread() -> None:
    """"Any number of target creatures and all Auras attached to them" isn't read here."""
    assert compile_text("Exile any number of target creatures and all Auras attached to "
                        "them.", "Silence the Believers", True) is None
