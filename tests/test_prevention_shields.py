"""615.7 / 615.8 / 609.7 / 616.1: prevention shields from resolved spells and abilities,
played through the engine: "Prevent the next N damage that would be dealt to any target this
turn" (Healing Salve, Samite Healer), "The next time a red source of your choice would deal
damage to you this turn, prevent that damage" (Circle of Protection: Red), "You gain life
equal to the damage prevented this way" (Reverse Damage, 615.5), two shields in the order
the affected player chooses (616.1), and the shields ending with the turn (615.3)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.instructions.prevention import PreventNextDamage, PreventNextFromSource


def test_615_7_healing_salve_prevents_3_of_5_to_a_player(solve) -> None:
    """Healing Salve on Bob, then Lava Axe (5) at Bob: 3 prevented, Bob at 18."""
    out = solve("""
        name: Healing Salve and Lava Axe
        hand: {Alice: [Lava Axe], Bob: [Healing Salve]}
        actions:
          - {cast: Healing Salve, by: Bob, targets: [Bob], choices: {mode: 2}}
          - {cast: Lava Axe, targets: [Bob]}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert out.game.state.shields == []  # 615.7: a shield reduced to 0 is used up


def test_615_7_the_shield_counts_damage_not_events(board) -> None:
    """Healing Salve on Craw Wurm (6/4): Shock (2) is prevented, then Flame Slash (4) has 1
    prevented and 3 marked; then Shock again is dealt in full (the shield is used up)."""
    game = board("""
        name: Healing Salve across two events
        battlefield: [{card: Craw Wurm, controller: Bob, as: wurm}]
        hand: {Alice: [{card: Shock, as: s1}, Flame Slash], Bob: [Healing Salve]}
        actions:
          - {cast: Healing Salve, by: Bob, targets: [wurm], choices: {mode: 2}}
          - {cast: s1, targets: [wurm]}
          - {cast: Flame Slash, targets: [wurm]}
    """)
    wurm = obj_id(game, "wurm")
    assert game.obj(wurm).damage == 3
    assert game.state.shields == []


def test_615_7_samite_healer_shield_on_a_creature_saves_it(solve) -> None:
    """Samite Healer prevents 1 of Shock's 2 to Grizzly Bears (2/2): it survives."""
    out = solve("""
        name: Samite Healer
        battlefield:
          - {card: Samite Healer, controller: Bob, as: healer}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [bears], respond: true}
          - {activate: {card: healer, ability: 1, targets: [bears], by: Bob}}
        expect:
          bears: {zone: battlefield}
          healer: {tapped: true}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "bears")).damage == 1


def test_615_3_the_shield_ends_with_the_turn(board) -> None:
    """A shield not used this turn is gone after cleanup (514.2)."""
    game = board("""
        name: Samite Healer unused
        battlefield: [{card: Samite Healer, as: healer}]
        actions:
          - {activate: {card: healer, ability: 1, targets: [Alice]}}
    """)
    assert len(game.state.shields) == 1
    steps.cleanup_actions(game)
    assert game.state.shields == []


def test_616_1_two_shields_the_affected_player_orders_them(solve) -> None:
    """Bob has two shields (Conservator's 2, Samite Healer's 1) and Lava Axe deals 5: both
    apply, in the order Bob chooses (616.1e-f): 3 prevented, Bob at 18, neither left."""
    out = solve("""
        name: two shields
        battlefield:
          - {card: Conservator, controller: Bob, as: cons}
          - {card: Samite Healer, controller: Bob, as: healer}
        hand: {Alice: [Lava Axe]}
        choices: ["prevent the next 1 damage (healer)"]
        actions:
          - {activate: {card: cons, ability: 1, by: Bob}}
          - {activate: {card: healer, ability: 1, targets: [Bob], by: Bob}}
          - {cast: Lava Axe, targets: [Bob]}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert out.game.state.shields == []


def test_616_1_the_order_matters_with_a_damage_doubler(board) -> None:
    """Furnace of Rath doubles damage; Bob's Conservator shield (2). Shock (2) at Bob: Bob
    chooses to prevent first (2 prevented, nothing left to double: 20) rather than double
    first (4, 2 prevented: 18)."""
    text = """
        name: shield and doubler
        battlefield:
          - Furnace of Rath
          - {card: Conservator, controller: Bob, as: cons}
        hand: {Alice: [Shock]}
        choices: ["%s"]
        actions:
          - {activate: {card: cons, ability: 1, by: Bob}}
          - {cast: Shock, targets: [Bob]}
    """
    shield_first = board(text % "prevent the next 2 damage (cons)")
    assert shield_first.state.players[1].life == 20
    double_first = board(text % "times 2")
    assert double_first.state.players[1].life == 18


def _cop(solve, source_card: str, choice: str, expect_life: int):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Circle of Protection Red
        battlefield: [{{card: "Circle of Protection: Red", controller: Bob, as: cop}}]
        hand: {{Alice: [{{card: {source_card}, as: src}}]}}
        actions:
          - {{cast: src, targets: [Bob], respond: true}}
          - {{activate: {{card: cop, ability: 1, by: Bob, choices: {{source: {choice}}}}}}}
        expect:
          player Bob: {{life: {expect_life}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_615_8_cop_red_prevents_the_chosen_red_source(solve) -> None:
    """Lightning Bolt on the stack at Bob; Bob activates the Circle choosing the Bolt: all 3
    prevented (609.7a: a spell on the stack may be chosen)."""
    game = _cop(solve, "Lightning Bolt", "src", 20)
    assert game.state.shields == []  # 615.8: used up by that instance of damage


def test_609_7b_cop_red_offers_only_red_sources(solve) -> None:
    """Psionic Blast (blue) at Bob: the Circle can choose only a red source and there is
    none, so it creates no shield (609.7a-b); Bob takes 4."""
    out = solve("""
        name: Circle of Protection Red and a blue source
        battlefield: [{card: "Circle of Protection: Red", controller: Bob, as: cop}]
        hand: {Alice: [Psionic Blast]}
        actions:
          - {cast: Psionic Blast, targets: [Bob], respond: true}
          - {activate: {card: cop, ability: 1, by: Bob}}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_615_8_the_next_time_prevents_only_the_next_instance(board) -> None:
    """Bob chooses Prodigal Pyromancer (red) with the Circle: its first ping is prevented,
    the second is dealt (615.8)."""
    game = board("""
        name: Circle of Protection Red twice
        battlefield:
          - {card: "Circle of Protection: Red", controller: Bob, as: cop}
          - {card: Prodigal Pyromancer, as: pyro}
          - {card: Prodigal Pyromancer, as: pyro2}
        actions:
          - {activate: {card: cop, ability: 1, by: Bob, choices: {source: pyro}}}
          - {activate: {card: pyro, ability: 1, targets: [Bob]}}
          - {activate: {card: pyro2, ability: 1, targets: [Bob]}}
    """)
    assert game.state.players[1].life == 19
    assert game.state.shields == []


def test_615_5_reverse_damage_gains_the_damage_prevented(solve) -> None:
    """Reverse Damage choosing Lava Axe: the 5 damage is prevented and Bob gains 5."""
    out = solve("""
        name: Reverse Damage
        hand: {Alice: [{card: Lava Axe, as: axe}], Bob: [Reverse Damage]}
        actions:
          - {cast: axe, targets: [Bob], respond: true}
          - {cast: Reverse Damage, by: Bob, choices: {source: axe}}
        expect:
          player Bob: {life: 25}
    """)
    assert out.passed, out.failures


def test_615_7_combat_damage_to_a_shielded_player(board) -> None:
    """Conservator's shield (2) and two unblocked Grizzly Bears (2 each): 2 of 4 prevented;
    Bob chooses which creature's damage the shield prevents (615.7)."""
    game = board("""
        name: shield in combat
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Conservator, controller: Bob, as: cons}
        choices: ["2 from b1"]
        actions:
          - {activate: {card: cons, ability: 1, by: Bob}}
          - {attack: [b1, b2]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
    """)
    assert game.state.players[1].life == 18


_ORACLE = [
    ("Prevent the next 3 damage that would be dealt to any target this turn.", "Healing Salve",
     True, PreventNextDamage, "any target"),
    ("{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
     "Samite Healer", False, PreventNextDamage, "any target"),
    ("{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
     "Conservator", False, PreventNextDamage, "you"),
    ("{R}: Prevent the next 1 damage that would be dealt to this creature this turn.",
     "Rock Hydra", False, PreventNextDamage, "this"),
    ("{T}: Prevent the next 2 damage that would be dealt to target creature this turn.",
     "Field Surgeon", False, PreventNextDamage, "target creature"),
    ("{1}: The next time a red source of your choice would deal damage to you this turn, "
     "prevent that damage.", "Circle of Protection: Red", False, PreventNextFromSource, "you"),
    ("{2}: The next time an artifact source of your choice would deal damage to you this "
     "turn, prevent that damage.", "Circle of Protection: Artifacts", False,
     PreventNextFromSource, "you"),
    ("The next time a source of your choice would deal damage to you this turn, prevent that "
     "damage. You gain life equal to the damage prevented this way.", "Reverse Damage", True,
     PreventNextFromSource, "you"),
]


@pytest.mark.parametrize("text,card,spell,kind,to", _ORACLE)
def test_615_7_615_8_oracle_lines(text: str, card: str, spell: bool, kind: type,
                                  to: str) -> None:
    [ability] = compile_text(text, card, spell)
    [step] = ability.instructions
    assert isinstance(step, kind)
    if to in ("you",):
        assert step.to == "you"
    elif to == "this":
        assert step.to.kind == "this"
    else:
        assert step.to.kind == "target" and ability.targets[0].description == to
