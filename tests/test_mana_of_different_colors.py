""""Add two mana of different colors." (Guild Globe, Component Pouch): 106.1a, the five colors;
the player chooses two of them, not the same one twice, as the mana ability resolves (605.3b).
Plus the Oracle lines of real cards, read."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.instructions import AddMana

ALICE = 0


class _Pick:
    """Answers the mana decision with `label`, remembering the options offered."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.offered: list[str] = []

    def decide(self, d):
        labels = [lbl for lbl, _ in d.options]
        if self.label in labels:
            self.offered = labels
            return dict(d.options)[self.label]
        assert len(d.options) == 1, d.prompt
        return d.options[0][1]


def test_106_1a_guild_globe_adds_two_mana_of_different_colors(board) -> None:
    game = board("""
        name: guild globe
        battlefield: [{card: Guild Globe, as: globe}]
    """)
    game.decider = pick = _Pick("{W}{U}")
    activate(game, obj_id(game, "globe"), ALICE, 2, [], {})
    assert game.state.players[ALICE].mana_pool == {"W": 1, "U": 1}
    assert len(pick.offered) == 10  # 5 colors, two different: C(5, 2)
    assert not any(lbl in pick.offered for lbl in ("{W}{W}", "{U}{U}", "{G}{G}"))


@pytest.mark.parametrize(("name", "line"), [
    ("Guild Globe", "{2}, {T}, Sacrifice this artifact: Add two mana of different colors."),
    ("Component Pouch", "{T}, Remove a component counter from this artifact: Add two mana of "
     "different colors."),
])
def test_106_1a_different_colors_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility) and ab.is_mana_ability
    (add,) = ab.instructions
    assert isinstance(add, AddMana) and add.distinct and add.amount == 2
