"""120.4c / 614.1a: "If you control a creature, damage that would reduce your life total to
less than 1 reduces it to 1 instead." (Worship): a replacement effect on the life lost from
damage; the damage itself is still dealt in full."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.replacement.life_floor import LIFE_FLOOR


def _worship(solve, creature: bool, life: int, spell: str = "Lava Axe"):  # type: ignore[no-untyped-def]
    bears = "\n          - {card: Grizzly Bears, controller: Bob}" if creature else ""
    out = solve(f"""
        name: Worship
        battlefield:
          - {{card: Worship, controller: Bob}}{bears}
        hand: {{Alice: [{spell}]}}
        actions:
          - {{set: {{player: Bob, life: {life}}}}}
          - {{cast: {spell}, targets: [Bob]}}
    """)
    return out.game


def test_614_1a_worship_at_1_life_stays_at_1(solve) -> None:
    game = _worship(solve, creature=True, life=1)
    assert game.state.players[1].life == 1 and not game.state.players[1].lost


def test_614_1a_worship_at_3_life_lava_axe_leaves_1(solve) -> None:
    game = _worship(solve, creature=True, life=3)
    assert game.state.players[1].life == 1


def test_614_1a_worship_doesnt_change_damage_that_leaves_1_or_more(solve) -> None:
    game = _worship(solve, creature=True, life=10)
    assert game.state.players[1].life == 5


def test_614_1a_worship_without_a_creature_does_nothing(solve) -> None:
    game = _worship(solve, creature=False, life=3)
    assert game.state.players[1].life == -2 and game.state.players[1].lost


def test_120_4c_worship_the_damage_is_still_dealt(solve) -> None:
    """The damage is dealt in full: Bob was dealt 5 this turn (702.54a's record) though he
    lost 2 life."""
    game = _worship(solve, creature=True, life=3)
    assert game.state.turn.damage_dealt[1] == 5
    assert game.state.turn.life_lost[1] == 2


@pytest.mark.parametrize("text,card,floor,conditional", [
    ("If you control a creature, damage that would reduce your life total to less than 1 "
     "reduces it to 1 instead.", "Worship", 1, True),
    ("Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
     "Ali from Cairo", 1, False),
    ("As long as you have 7 or more life, damage that would reduce your life total to less "
     "than 7 reduces it to 7 instead.", "Elderscale Wurm", 7, True),
])
def test_614_1a_life_floor_oracle_lines(text: str, card: str, floor: int,
                                        conditional: bool) -> None:
    [ability] = compile_text(text, card, False)
    [part] = ability.effects[0].parts
    assert part.rule == LIFE_FLOOR and part.detail == floor
    assert (ability.condition is not None) == conditional
