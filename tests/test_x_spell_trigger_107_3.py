"""107.3 "Whenever you cast a spell with {X} in its mana cost": real Oracle lines read as a
cast trigger for a spell whose mana cost holds {X} (202.1), and played on a board: the
ability doesn't trigger for a spell without {X}, and an X in its effect is the X announced
for the spell that was cast (107.3i, 601.2b)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules import selectors as s
from arbiter.rules.mana_symbol_selectors import HasXInManaCost


@pytest.mark.parametrize(("name", "line"), [
    ("Geometer's Arthropod", "Whenever you cast a spell with {X} in its mana cost, look at the "
     "top X cards of your library. Put one of them into your hand and the rest on the bottom "
     "of your library in a random order."),
    ("Matterbending Mage", "Whenever you cast a spell with {X} in its mana cost, this creature "
     "can't be blocked this turn."),
    ("Zaxara, the Exemplary", "Whenever you cast a spell with {X} in its mana cost, create a "
     "0/0 green Hydra creature token, then put X +1/+1 counters on it."),
    ("Elementalist's Palette", "Whenever you cast a spell with {X} in its mana cost, put two "
     "charge counters on Elementalist's Palette."),
])
def test_107_3_cast_a_spell_with_x_in_its_mana_cost_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary="," in name)
    assert abilities is not None and len(abilities) == 1, line
    t = abilities[0].trigger
    assert (t.event, t.subject) == ("cast", "you")
    assert t.selector == s.And((s.InZone(("stack",)), HasXInManaCost()))


def _hydras(game) -> list[tuple[int, int]]:
    return sorted((game.chars(o).power, game.chars(o).toughness)
                  for o in game.state.battlefield() if "Hydra" in game.chars(o).subtypes
                  and game.state.objects[o].token is not None)


def test_107_3i_zaxara_hydra_gets_the_x_of_the_spell_cast(solve) -> None:
    """Zaxara; Alice casts Fireball at Bob with X 3: the trigger resolves first, a 0/0 Hydra
    with three +1/+1 counters (3/3); then Bob takes 3."""
    out = solve("""
        name: zaxara
        battlefield: [{card: "Zaxara, the Exemplary"}]
        hand: {Alice: [Fireball]}
        actions:
          - {cast: Fireball, targets: [Bob], choices: {x: 3}}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert _hydras(game) == [(3, 3)]
    assert game.state.players[1].life == 17


def test_107_3_no_trigger_for_a_spell_without_x(solve) -> None:
    """Zaxara; Alice casts Lightning Bolt ({R}, no {X}): no Hydra, nothing on the stack but
    the Bolt."""
    out = solve("""
        name: zaxara no x
        battlefield: [{card: "Zaxara, the Exemplary"}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
    """)
    assert out.passed, out.failures
    assert [it.kind for it in out.game.state.stack_items] == ["spell"]


def test_107_3_elementalists_palette_counts_x_spells(solve) -> None:
    """Elementalist's Palette; Alice casts Fireball with X 1 (two charge counters), then
    Lightning Bolt (none)."""
    out = solve("""
        name: palette
        battlefield: [{card: Elementalist's Palette, as: palette}]
        hand: {Alice: [Fireball, Lightning Bolt]}
        actions:
          - {cast: Fireball, targets: [Bob], choices: {x: 1}}
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.objects[obj_id(game, "palette")].counters.get("charge") == 2
