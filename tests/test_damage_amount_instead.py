"""608.2c: "<source> deals 2 damage to any target. If this spell was kicked, it deals 4
damage instead." — a later sentence (or, after an ability word, the next line) changes the
amount of the earlier damage; the recipient is the earlier sentence's target, the condition
is checked as the spell resolves, and exactly one amount is dealt."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.rules import conditions as C
from arbiter.rules import instructions as I
from arbiter.rules.abilities import SpellAbility

#: Real Oracle lines in today's wording.
LINES = [
    ("Burst Lightning", "Burst Lightning deals 2 damage to any target. If this spell was "
                        "kicked, it deals 4 damage instead."),
    ("Shivan Fire", "Shivan Fire deals 2 damage to target creature. If this spell was kicked, "
                    "it deals 4 damage instead."),
    ("Frost Bite", "Frost Bite deals 2 damage to target creature or planeswalker. If you "
                   "control three or more snow permanents, it deals 3 damage instead."),
    ("Invasive Maneuvers", "Invasive Maneuvers deals 3 damage to target creature. It deals 5 "
                           "damage instead if you control a Spacecraft."),
    ("Chandra's Triumph", "Chandra's Triumph deals 3 damage to target creature or planeswalker "
                          "an opponent controls. Chandra's Triumph deals 5 damage instead if "
                          "you control a Chandra planeswalker."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_608_2c_damage_amount_instead_lines(name: str, line: str) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)
    (step,) = ability.instructions
    assert isinstance(step, I.If) and isinstance(step.condition, C.Not)
    (earlier,), (later,) = step.then, step.otherwise
    assert earlier.to == later.to == I.Ref.target(0)  # the same one target


@pytest.mark.parametrize("line", [
    # several recipients: which gets the new amount isn't said
    "Zap deals 2 damage to each creature. If this spell was kicked, it deals 4 damage "
    "instead.",
    # a player target: not read by this template
    "Zap deals 2 damage to target player. If this spell was kicked, it deals 4 damage "
    "instead.",
])
def test_608_2c_damage_instead_after_other_than_one_target_stays_unread(line: str) -> None:
    assert compile_text(line, "Zap", spell=True) is None


_BOARD = """
    name: burst
    battlefield: [{card: Serra Angel, as: angel, controller: Bob}]
    hand: {Alice: [{card: Burst Lightning, as: d}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_608_2c_burst_lightning_unkicked_deals_2(board) -> None:
    game = board(_BOARD + """
    actions:
      - {cast: d, targets: [Bob], choices: {kicker: no}}
""")
    assert game.state.players[1].life == 18


def test_608_2c_burst_lightning_kicked_deals_4_instead(board) -> None:
    """Kicked at Serra Angel (4/4): 4 damage, not 2 and 4: it dies."""
    game = board(_BOARD + """
    actions:
      - {cast: d, targets: [angel], choices: {kicker: yes}}
""")
    assert game.obj(obj_id(game, "angel")).zone == "graveyard"
    game = board(_BOARD + """
    actions:
      - {cast: d, targets: [Bob], choices: {kicker: yes}}
""")
    assert game.state.players[1].life == 16


def test_608_2c_galvanic_blast_metalcraft_line_changes_the_line_before(board) -> None:
    """Metalcraft on its own line: with three artifacts, 4 damage instead of 2; with two, 2."""
    three = board("""
        name: galvanic three
        battlefield: [Ornithopter, Ornithopter, Ornithopter]
        hand: {Alice: [{card: Galvanic Blast, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [Bob]}
    """)
    assert three.state.players[1].life == 16
    two = board("""
        name: galvanic two
        battlefield: [Ornithopter, Ornithopter]
        hand: {Alice: [{card: Galvanic Blast, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [Bob]}
    """)
    assert two.state.players[1].life == 18
