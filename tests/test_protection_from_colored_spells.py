"""702.16a-b, 702.16e: "protection from spells that are one or more colors" (Emrakul, the Aeons
Torn). The quality belongs to a source that is a spell (a card or copy on the stack, 112.1)
with at least one color: such spells can't target it and their damage is prevented; a
colorless spell and an ability of a colored permanent are not spells with that quality."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting import spells
from arbiter.engine.casting.being_cast import spell_legal_targets
from arbiter.engine.keywords.protection import judged
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import TargetSpec

EMRAKUL = "{card: 'Emrakul, the Aeons Torn', controller: Bob, as: emrakul}"


def test_702_16b_a_red_spell_cant_target_it(board) -> None:
    """Lightning Bolt (a red spell) can't target Emrakul; casting it so is refused and the
    game is unchanged."""
    game = board(f"""
        name: bolt at emrakul
        battlefield: [{EMRAKUL}, Mountain]
        hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
    """)
    bolt, emrakul = obj_id(game, "bolt"), obj_id(game, "emrakul")
    assert emrakul not in spell_legal_targets(game, TargetSpec("any"), 0, bolt)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        spells.cast(game, bolt, 0, [emrakul], {}, pay=True)
    assert game.to_json() == before


def test_702_16b_a_red_spell_with_only_emrakul_to_target_cant_be_cast(board) -> None:
    """Flame Slash needs a target creature: with Emrakul the only creature, it can't be cast
    (601.2c), and the engine doesn't offer it."""
    from arbiter.engine.turn.priority import castable

    game = board(f"""
        name: flame slash
        battlefield: [{EMRAKUL}, Mountain]
        hand: {{Alice: [{{card: Flame Slash, as: slash}}]}}
    """)
    assert not castable(game, obj_id(game, "slash"), 0, None)


def test_702_16b_a_channel_ability_of_a_red_card_in_hand_is_not_a_spell(solve) -> None:
    """Ghost-Lit Raider's channel ability comes from a red card in a hand, but an ability isn't
    a spell: it may target Emrakul and deals its 4 damage."""
    out = solve(f"""
        name: channel at emrakul
        battlefield: [{EMRAKUL}, Mountain, Mountain, Mountain, Mountain]
        hand: {{Alice: [{{card: Ghost-Lit Raider, as: raider}}]}}
        actions:
          - {{activate: {{card: raider, ability: Channel, targets: [emrakul]}}}}
        expect:
          raider: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
    assert out.game.state.objects[obj_id(out.game, "emrakul")].damage == 4


def test_702_16b_a_colorless_spell_may_target_it(solve) -> None:
    """Spatial Contortion is colorless ({1}{C}): it targets Emrakul, a 18/12 until end of
    turn."""
    out = solve(f"""
        name: contortion at emrakul
        battlefield: [{EMRAKUL}, Wastes, Wastes]
        hand: {{Alice: [Spatial Contortion]}}
        actions:
          - {{cast: Spatial Contortion, targets: [emrakul]}}
        expect:
          emrakul: {{power: 18, toughness: 12}}
    """)
    assert out.passed, out.failures


def test_702_16b_an_ability_of_a_red_permanent_is_not_a_spell(solve) -> None:
    """Prodigal Pyromancer is red, but its ability's source is a permanent, not a spell: it
    may target Emrakul, and its 1 damage is dealt (702.16e doesn't prevent it)."""
    out = solve(f"""
        name: pyromancer at emrakul
        battlefield: [{EMRAKUL}, {{card: Prodigal Pyromancer, as: pyro}}]
        actions:
          - {{activate: {{card: pyro, ability: 1, targets: [emrakul]}}}}
    """)
    assert out.passed, out.failures
    assert out.game.state.objects[obj_id(out.game, "emrakul")].damage == 1


def test_702_16e_damage_from_a_red_spell_is_prevented(solve) -> None:
    """Pyroclasm (red, no target) deals 2 damage to each creature: Grizzly Bears die, the damage
    to Emrakul is prevented."""
    out = solve(f"""
        name: pyroclasm
        battlefield: [{EMRAKUL}, {{card: Grizzly Bears, as: bears}}, Mountain, Mountain]
        hand: {{Alice: [Pyroclasm]}}
        actions:
          - {{cast: Pyroclasm}}
        expect:
          bears: {{zone: graveyard}}
          emrakul: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    assert out.game.state.objects[obj_id(out.game, "emrakul")].damage == 0


@pytest.mark.parametrize(("quality", "read"), [
    ("spells that are one or more colors", True),  # Emrakul, the Aeons Torn
    ("spells", True),
    ("permanents that were cast this turn", False),  # Emrakul, the World Anew: not judged
])
def test_702_16a_spell_qualities_judged(quality: str, read: bool) -> None:
    assert judged(quality) is read


def test_702_16a_emrakul_keyword_line_is_enforced() -> None:
    """Today's Oracle line: every keyword on it is carried out."""
    line = "Flying, protection from spells that are one or more colors, annihilator 6"
    abilities = parse_keyword_line(line)
    assert [a.keyword for a in abilities] == ["flying", "protection from", "annihilator"]
    assert all(enforced(a) for a in abilities)
