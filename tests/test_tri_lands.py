"""106.1b / 605.1a: "{T}: Add {R}, {G}, or {W}." (the tri-lands): a mana ability adding one
mana of one of three colors, the color chosen as it resolves (605.3b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.game import Game
from arbiter.engine.replacement.entering import enter
from arbiter.rules import instructions as I


@pytest.mark.parametrize(("line", "colors"), [
    ("{T}: Add {R}, {G}, or {W}.", ("R", "G", "W")),  # Jungle Shrine
    ("{T}: Add {U}, {B}, or {R}.", ("U", "B", "R")),  # Crumbling Necropolis
])
def test_106_1b_one_mana_of_one_of_three_colors(line: str, colors: tuple[str, ...]) -> None:
    (ability,) = compile_text(line, "Jungle Shrine")
    assert ability.is_mana_ability
    assert ability.instructions == (I.AddMana(colors=colors),)


@pytest.mark.parametrize("spell", ["Savannah Lions", "Raging Goblin", "Llanowar Elves"])
def test_605_1a_a_tri_land_pays_for_a_spell_of_each_of_its_colors(spell: str) -> None:
    game = Game.new([["Forest"] * 20, ["Plains"] * 20], seed=3)
    land = game.state.add_object({"owner": 0, "controller": 0, "card": "Jungle Shrine"},
                                 "battlefield")
    enter(game, land, silent=True)
    game.state.add_object({"owner": 0, "controller": 0, "card": spell}, "hand")
    for _ in range(40):
        labels = [a.label for a in game.legal_actions()]
        if any(x.startswith(f"cast {spell}") for x in labels):
            return  # 601.2f-h: the total cost {W} / {R} / {G} can be paid by the Shrine
        game.apply(labels[0])
    pytest.fail(f"{spell} was never castable with Jungle Shrine")
