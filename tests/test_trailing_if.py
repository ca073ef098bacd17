"""608.2c: "Counter target spell if it's blue." (Pyroblast, Hydroblast): any spell or
permanent may be targeted (115.1); as the spell resolves the instruction is carried out
only if the target has the quality then."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.lines import compile_line, compile_text
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.object_conditions import ObjectIs


def test_608_2c_pyroblast_counters_a_blue_spell(solve) -> None:
    """Bob's Counterspell targets Alice's Grizzly Bears spell; Bob's own Pyroblast (mode 1)
    then targets that blue Counterspell: it is countered, and the Bears resolve."""
    out = solve("""
        name: pyroblast blue
        hand: {Alice: [{card: Grizzly Bears, as: bears}], Bob: [Counterspell, Pyroblast]}
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {cast: Counterspell, by: Bob, targets: [bears], respond: true, as: cs}
          - {cast: Pyroblast, by: Bob, targets: [cs], choices: {mode: 1}}
        expect:
          bears: {zone: battlefield}
          cs: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2c_pyroblast_may_target_a_red_spell_and_does_nothing(solve) -> None:
    """Pyroblast (mode 1) targeting Alice's Lightning Bolt (red) is legal; as it resolves
    the Bolt isn't blue, so it isn't countered and deals 3 to Bob."""
    out = solve("""
        name: pyroblast red
        hand: {Alice: [{card: Lightning Bolt, as: bolt}], Bob: [Pyroblast]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
          - {cast: Pyroblast, by: Bob, targets: [bolt], choices: {mode: 1}}
        expect:
          bolt: {zone: graveyard}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_608_2c_pyroblast_destroys_only_a_blue_permanent(solve) -> None:
    """Mode 2: Pyroblast on Alice's Merfolk of the Pearl Trident (blue) destroys it; a second
    Pyroblast on her Grizzly Bears (green) does nothing."""
    out = solve("""
        name: pyroblast permanents
        battlefield:
          - {card: Merfolk of the Pearl Trident, as: merfolk}
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [Pyroblast, Pyroblast]}
        actions:
          - {cast: Pyroblast, by: Bob, targets: [merfolk], choices: {mode: 2}}
          - {cast: Pyroblast, by: Bob, targets: [bears], choices: {mode: 2}}
        expect:
          merfolk: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2c_hydroblast_destroys_a_red_permanent(solve) -> None:
    """Hydroblast (mode 2) on Alice's Raging Goblin (red): destroyed."""
    out = solve("""
        name: hydroblast
        battlefield: [{card: Raging Goblin, as: goblin}]
        hand: {Bob: [Hydroblast]}
        actions:
          - {cast: Hydroblast, by: Bob, targets: [goblin], choices: {mode: 2}}
        expect:
          goblin: {zone: graveyard}
    """)
    assert out.passed, out.failures


LINES = [
    ("Pyroblast", "• Counter target spell if it's blue.", I.If),
    ("Pyroblast", "• Destroy target permanent if it's blue.", I.If),
    ("Hydroblast", "• Counter target spell if it's red.", I.If),
    ("Burnout", "Counter target instant spell if it's blue.", I.If),
    # "destroyed this way" after a conditional destroy: not read.
    ("Soul Rend", "Destroy target creature if it's white. A creature destroyed this way can't "
     "be regenerated.", None),
]


@pytest.mark.parametrize(("card", "line", "kind"), LINES)
def test_608_2c_trailing_if_lines(catalog: Catalog, card: str, line: str, kind) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1
    if kind is None:
        assert isinstance(mine[0], UnsupportedAbility)
    else:
        assert isinstance(mine[0].instructions[0], kind)


def _ertai(kicked: str) -> str:
    return f"""
        name: ertai's trickery
        hand: {{Alice: [{{card: Burst Lightning, as: burst}}], Bob: [Ertai's Trickery]}}
        actions:
          - {{cast: burst, targets: [Bob], respond: true, choices: {{kicker: {kicked}}}}}
          - {{cast: Ertai's Trickery, by: Bob, targets: [burst]}}
    """


def test_702_33d_ertais_trickery_counters_a_kicked_spell(board) -> None:
    """Alice's kicked Burst Lightning is countered: Bob stays at 20."""
    game = board(_ertai("yes"))
    assert game.state.players[1].life == 20


def test_702_33d_ertais_trickery_leaves_an_unkicked_spell(board) -> None:
    """Unkicked, the Burst Lightning isn't countered and deals 2 to Bob."""
    game = board(_ertai("no"))
    assert game.state.players[1].life == 18


@pytest.mark.parametrize(("line", "op", "amount"), [
    ("Counter target spell if its mana value is 2 or less.", "<=", 2),
    ("Counter target spell if its mana value is 3.", "==", 3),
    ("Destroy target creature if its power is 4 or greater.", ">=", 4),
])
def test_202_3_trailing_if_its_stat_is(line: str, op: str, amount: int) -> None:
    """202.3 / 208.1: "if its mana value is N or less" is about the sentence's one target."""
    (ability,) = compile_line(line, "Test Card", spell=True)
    (step,) = ability.instructions
    assert isinstance(step, I.If) and isinstance(step.condition, ObjectIs)
    assert step.condition.selector == s.StatCompare(
        "power" if "power" in line else "mana_value", op, amount)
    # "is 4 or 5" and "is X" aren't this template
    assert compile_text(line.replace(f"is {amount}", "is 4 or 5"), "Test Card",
                        spell=True) is None


def _vines(target: str) -> str:
    return f"""
        name: rending vines
        battlefield: [{{card: Ornithopter, as: thopter, controller: Bob}},
                      {{card: Icy Manipulator, as: icy, controller: Bob}}]
        hand: {{Alice: [{{card: Rending Vines, as: vines}}, Island, Island]}}
        library: {{Alice: [Island]}}
        actions:
          - {{cast: vines, targets: [{target}]}}
    """


def test_107_1_rending_vines_compares_with_the_cards_in_hand(board) -> None:
    """Alice holds two other cards as Rending Vines resolves: Ornithopter (mana value 0) is
    destroyed; Icy Manipulator (4) isn't, and the target was still legal (no fizzle)."""
    game = board(_vines("thopter"))
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"
    game = board(_vines("icy"))
    assert game.obj(obj_id(game, "icy")).zone == "battlefield"


def test_107_1_agadeem_occultist_judges_a_card_in_a_graveyard(board) -> None:
    """Agadeem Occultist counts itself (an Ally): Bob's Ornithopter (mana value 0) in his
    graveyard is put onto the battlefield under Alice's control; his Grizzly Bears (2) stay."""
    def run(target: str):  # type: ignore[no-untyped-def]
        return board(f"""
            name: agadeem occultist
            battlefield: [{{card: Agadeem Occultist, as: occultist}}]
            graveyard: {{Bob: [{{card: Ornithopter, as: thopter}},
                               {{card: Grizzly Bears, as: bears}}]}}
            actions:
              - activate: {{card: occultist, ability: 1, targets: [{target}]}}
        """)
    game = run("thopter")
    thopter = game.obj(obj_id(game, "thopter"))
    assert thopter.zone == "battlefield" and thopter.controller == 0
    game = run("bears")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
