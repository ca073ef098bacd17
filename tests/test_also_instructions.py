"""608.2c: "also" in a later sentence ("If this spell was kicked, that creature also gains
hexproof until end of turn.", "If that permanent is a Spirit, Rending Flame also deals 2 damage
to that permanent's controller."): the instruction is added to what the earlier text did.
608.2b: a spell line whose "those creatures" names nothing before it stays unread (it can't
be the spell itself)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.rules.abilities import SpellAbility

#: Real Oracle lines in today's wording.
LINES = [
    ("Shell Shield", "Target creature you control gets +0/+3 until end of turn. If this spell "
                     "was kicked, that creature also gains hexproof until end of turn."),
    ("Rending Flame", "Rending Flame deals 5 damage to target creature or planeswalker. If that "
                      "permanent is a Spirit, Rending Flame also deals 2 damage to that "
                      "permanent's controller."),
]
# Heated Argument ("You may exile a card from your graveyard. If you do, ... that creature's
# controller") is unread since "that creature" after a card chosen as the spell resolves is
# left unread (608.2d: it can't tell the target from the chosen card).


@pytest.mark.parametrize(("name", "line"), LINES)
def test_608_2c_also_lines_read(name: str, line: str) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)


def test_608_2b_those_creatures_with_nothing_named_before_stays_unread() -> None:
    """Kytheon's Tactics' second line on its own: "those creatures" are the ones the line
    before affected, which this line alone can't name."""
    assert compile_text("Spell mastery — If there are two or more instant and/or sorcery cards "
                        "in your graveyard, those creatures also gain vigilance until end of "
                        "turn.", "Kytheon's Tactics", spell=True) is None
    assert compile_text("Those creatures gain vigilance until end of turn.", "Test Spell",
                        spell=True) is None


def test_608_2c_it_also_deals_stays_unread() -> None:
    """"it also deals" after a sentence naming a target: the spell or that object? not read."""
    assert compile_text("Zap deals 3 damage to target creature. If this spell was kicked, it "
                        "also deals 4 damage to target player or planeswalker.", "Zap",
                        spell=True) is None


_SHIELD = """
    name: shell shield
    battlefield: [{card: Grizzly Bears, as: bears}]
    hand: {Alice: [{card: Shell Shield, as: d}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_608_2c_shell_shield_kicked_also_gives_hexproof(board) -> None:
    game = board(_SHIELD + """
    actions:
      - {cast: d, targets: [bears], choices: {kicker: yes}}
""")
    bears = game.chars(obj_id(game, "bears"))
    assert (bears.power, bears.toughness) == (2, 5) and bears.has_keyword("hexproof")


def test_608_2c_shell_shield_unkicked_no_hexproof(board) -> None:
    game = board(_SHIELD + """
    actions:
      - {cast: d, targets: [bears], choices: {kicker: no}}
""")
    bears = game.chars(obj_id(game, "bears"))
    assert (bears.power, bears.toughness) == (2, 5) and not bears.has_keyword("hexproof")


def test_608_2c_rending_flame_also_deals_2_to_a_spirits_controller(board) -> None:
    """At Bob's Grizzly Bears: 5 damage, Bob untouched; at his Tormented Soul (a Spirit): 5
    damage to it and 2 to Bob."""
    game = board("""
        name: rending flame
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob},
                      {card: Tormented Soul, as: spirit, controller: Bob}]
        hand: {Alice: [{card: Rending Flame, as: d}, {card: Rending Flame, as: e}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [bears]}
    """)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.state.players[1].life == 20
    from test_compiler_mid_d import cast

    cast(game, "e", ["spirit"])
    assert game.obj(obj_id(game, "spirit")).zone == "graveyard"
    assert game.state.players[1].life == 18
