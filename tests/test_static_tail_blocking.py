"""509.1b: blocking "as though" an attacker lacked an evasion ability — landwalk (702.14c)
and shadow (702.28b). Real Oracle lines compiled, then played on boards: Alice attacks Bob,
who controls the land the attacker walks on."""

from __future__ import annotations

import pytest
from test_combat import BOB_P, attack, block, board

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.combat.declare import block_options
from arbiter.errors import IllegalActionError
from arbiter.rules.landwalk import HasLandwalk
from arbiter.rules.parts import RulesPart

_DB = CardDatabase.bundled()


def _parts(name: str, needle: str) -> tuple[object, list[RulesPart]]:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if needle in x)
    (ability,) = compile_text(line, face.name)
    (spec,) = ability.effects
    return spec.affected, list(spec.parts)


@pytest.mark.parametrize(("name", "needle", "land"), [
    ("Undertow", "islandwalk", "Island"),
    ("Gosta Dirk", "islandwalk", "Island"),
    ("Quagmire", "swampwalk", "Swamp"),
    ("Ur-Drago", "swampwalk", "Swamp"),
    ("Crevasse", "mountainwalk", "Mountain"),
    ("Deadfall", "forestwalk", "Forest"),
    ("Great Wall", "plainswalk", "Plains"),
    ("Lord Magnus", "plainswalk", "Plains"),
    ("Lord Magnus", "forestwalk", "Forest"),
    ("Staff of the Ages", "landwalk abilities", None),
])
def test_509_1b_702_14c_landwalk_blockable_lines(name: str, needle: str,
                                                 land: str | None) -> None:
    affected, parts = _parts(name, needle)
    assert HasLandwalk(land) in affected.parts
    assert parts == [RulesPart("blockable_despite_landwalk", land)]


@pytest.mark.parametrize(("name", "detail"), [
    ("Street Savvy", "landwalk"),
    ("Aether Web", "shadow"),
    ("Aetherflame Wall", "shadow"),
])
def test_509_1b_blocks_as_though_lines(name: str, detail: str) -> None:
    _affected, parts = _parts(name, "as though")
    assert RulesPart("blocks_despite", detail) in parts


def test_702_14c_quagmire_lets_swampwalk_be_blocked(solve) -> None:
    """Bog Wraith (swampwalk) attacks Bob, who controls a Swamp: no block without Quagmire;
    with Quagmire on the battlefield (anyone's) Grizzly Bears may block it."""
    lands = """
  - {card: Bog Wraith, as: a}
  - {card: Swamp, controller: Bob}
  - {card: Grizzly Bears, as: b, controller: Bob}
"""
    game, ids = board(solve, lands)
    attack(game, {ids["a"]: BOB_P})
    with pytest.raises(IllegalActionError, match=r"702\.14c"):
        block(game, {ids["b"]: [ids["a"]]})
    game, ids = board(solve, lands + "  - {card: Quagmire}\n")
    attack(game, {ids["a"]: BOB_P})
    block(game, {ids["b"]: [ids["a"]]})
    assert game.state.combat.blocked == {ids["a"]}


def test_702_14c_only_the_named_landwalk_is_ignored(solve) -> None:
    """Undertow ignores islandwalk only: Bog Wraith's swampwalk still stops the block."""
    game, ids = board(solve, """
  - {card: Bog Wraith, as: a}
  - {card: Swamp, controller: Bob}
  - {card: Undertow, controller: Bob}
  - {card: Grizzly Bears, as: b, controller: Bob}
""")
    attack(game, {ids["a"]: BOB_P})
    assert block_options(game, ids["b"]) == []


def test_509_1b_street_savvy_blocker_ignores_landwalk(solve) -> None:
    """Street Savvy's creature may block Bog Wraith; Bob's other creature may not."""
    game, ids = board(solve, """
  - {card: Bog Wraith, as: a}
  - {card: Swamp, controller: Bob}
  - {card: Grizzly Bears, as: b, controller: Bob}
  - {card: Street Savvy, controller: Bob, attached_to: b}
  - {card: Typhoid Rats, as: c, controller: Bob}
""")
    attack(game, {ids["a"]: BOB_P})
    assert block_options(game, ids["c"]) == []
    block(game, {ids["b"]: [ids["a"]]})
    assert game.state.combat.blocked == {ids["a"]}


def test_702_28b_aetherflame_wall_blocks_shadow(solve) -> None:
    """Aetherflame Wall blocks Soltari Foot Soldier (shadow); Grizzly Bears can't."""
    game, ids = board(solve, """
  - {card: Soltari Foot Soldier, as: a}
  - {card: Aetherflame Wall, as: w, controller: Bob}
  - {card: Grizzly Bears, as: b, controller: Bob}
""")
    attack(game, {ids["a"]: BOB_P})
    with pytest.raises(IllegalActionError, match=r"702\.28b"):
        block(game, {ids["b"]: [ids["a"]]})
    block(game, {ids["w"]: [ids["a"]]})
    assert game.state.combat.blocked == {ids["a"]}


@pytest.mark.parametrize(("blockers", "power"), [(0, 4), (1, 4), (2, 2)])
def test_509_1h_rampaging_cyclops_blocked_by_two_or_more(solve, blockers: int,
                                                         power: int) -> None:
    """Rampaging Cyclops (4/4) gets -2/-0 while two or more creatures are blocking it."""
    game, ids = board(solve, """
  - {card: Rampaging Cyclops, as: a}
  - {card: Grizzly Bears, as: b1, controller: Bob}
  - {card: Grizzly Bears, as: b2, controller: Bob}
""")
    b = [o.id for o in game.state.objects.values() if o.card == "Grizzly Bears"]
    attack(game, {ids["a"]: BOB_P})
    block(game, {x: [ids["a"]] for x in b[:blockers]})
    assert game.chars(ids["a"]).power == power
    assert game.chars(ids["a"]).toughness == 4


def test_509_1h_blocked_count_is_read_only_about_the_source() -> None:
    """"it" that isn't the source (an enchanted creature) stays unread."""
    assert compile_text("Enchanted creature gets +1/+1 as long as two or more creatures are "
                        "blocking it.", "X") is None
