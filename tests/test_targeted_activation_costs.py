"""602.2b / 601.2f with 601.2c: "<abilities> that target <objects> cost {N} less/more to
activate." (Helitrooper, Bladegraft Aspirant, Strong Back, Kopala, Warden of Waves), played
through the real engine: the targets are chosen before the total cost is determined, so
the change applies only when a chosen target is such an object."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import find_ability
from arbiter.engine.turn import steps
from arbiter.engine.turn.player_actions import activate as play_activate
from arbiter.engine.turn.priority import activatable
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility
from tests.conftest import obj_id


def test_601_2f_targeted_activation_cost_lines() -> None:
    for name, line in [
        ("Helitrooper", "Equip abilities you activate that target this creature cost {2} "
         "less to activate."),
        ("Bladegraft Aspirant", "Activated abilities of Equipment you control that target "
         "this creature cost {1} less to activate."),
        ("Kopala, Warden of Waves", "Abilities your opponents activate that target a Merfolk "
         "you control cost {2} more to activate."),
    ]:
        (ab,) = compile_line(line, name)
        assert isinstance(ab, StaticAbility), name
    # colored mana: not read
    (ab,) = compile_line("Equip abilities you activate that target this creature cost {W} "
                         "less to activate.", "Helitrooper")
    assert isinstance(ab, UnsupportedAbility)


class _Target:
    """Answers a target decision with one object; anything else with its first option."""

    def __init__(self, target: int) -> None:
        self.target = target

    def decide(self, decision):  # type: ignore[no-untyped-def]
        if decision.kind == "target":
            return next(v for _l, v in decision.options if v == self.target)
        return decision.options[0][1] if decision.options else None


def _activate(game, player: int, alias: str, ref: object, target: str) -> None:  # type: ignore[no-untyped-def]
    game.decider = _Target(obj_id(game, target))
    play_activate(game, player, obj_id(game, alias), ref)
    steps.resolve_all(game)


_HELITROOPER = """
        name: helitrooper
        battlefield:
          - {card: Helitrooper, controller: Alice, as: heli}
          - {card: Grizzly Bears, controller: Alice, as: bears}
          - {card: Vulshok Morningstar, controller: Alice, as: star}
          - {card: Bonesplitter, controller: Alice, as: splitter}
          - {card: Mountain, controller: Alice, as: mountain}
"""


def test_601_2f_equip_targeting_helitrooper_costs_less(board) -> None:
    """Vulshok Morningstar's equip {2} targeting Helitrooper costs {0} (the Mountain stays
    untapped); Bonesplitter's equip {1} targeting the Grizzly Bears costs {1}."""
    game = board(_HELITROOPER)
    _activate(game, 0, "star", "equip", "heli")
    assert game.obj(obj_id(game, "star")).attached_to == obj_id(game, "heli")
    assert not game.obj(obj_id(game, "mountain")).tapped
    _activate(game, 0, "splitter", "equip", "bears")
    assert game.obj(obj_id(game, "splitter")).attached_to == obj_id(game, "bears")
    assert game.obj(obj_id(game, "mountain")).tapped


def test_602_2b_best_case_before_targets_are_chosen(board) -> None:
    """With no land, Vulshok Morningstar's equip {2} may still be activated (Helitrooper is
    a legal target, 602.2b / 117.1)."""
    game = board(_HELITROOPER.replace(
        "          - {card: Mountain, controller: Alice, as: mountain}\n", ""))
    star = obj_id(game, "star")
    assert activatable(game, star, 0, find_ability(game, star, "equip"))


def test_601_2f_equipment_you_control_targeting_the_aspirant(board) -> None:
    """Bladegraft Aspirant: Bonesplitter's equip {1} targeting it costs {0}."""
    game = board("""
        name: bladegraft aspirant
        battlefield:
          - {card: Bladegraft Aspirant, controller: Alice, as: asp}
          - {card: Bonesplitter, controller: Alice, as: splitter}
          - {card: Mountain, controller: Alice, as: mountain}
    """)
    _activate(game, 0, "splitter", "equip", "asp")
    assert game.obj(obj_id(game, "splitter")).attached_to == obj_id(game, "asp")
    assert not game.obj(obj_id(game, "mountain")).tapped


_KOPALA = """
        name: kopala
        battlefield:
          - {card: 'Kopala, Warden of Waves', controller: Bob, as: kopala}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Vulshok Morningstar, controller: Alice, as: star}
          - {card: Bonesplitter, controller: Alice, as: splitter}
          - {card: Goblin Piker, controller: Alice, as: piker}
          - {card: Prodigal Sorcerer, controller: Alice, as: tim}
          - {card: Mountain, controller: Alice, as: m1}
          - {card: Mountain, controller: Alice, as: m2}
          - {card: Mountain, controller: Alice, as: m3}
"""


def test_601_2f_kopala_opponents_abilities_targeting_merfolk_cost_more(board) -> None:
    """Bob's Kopala (a Merfolk): Alice's Bonesplitter equip {1} on her Goblin Piker costs
    {1}; Kopala's increase doesn't apply to a target that isn't Bob's Merfolk."""
    game = board(_KOPALA)
    _activate(game, 0, "splitter", "equip", "piker")
    assert [game.obj(obj_id(game, m)).tapped for m in ("m1", "m2", "m3")].count(True) == 1


def test_601_2f_kopala_an_opponents_ability_targeting_a_merfolk_costs_two_more(board) -> None:
    """Bob's Kopala: Alice's Prodigal Sorcerer ({T}: 1 damage to any target) targeting
    Kopala costs {2}: two of her Mountains tap; Kopala (2/2) has 1 damage."""
    game = board(_KOPALA)
    _activate(game, 0, "tim", 1, "kopala")
    assert [game.obj(obj_id(game, m)).tapped for m in ("m1", "m2", "m3")].count(True) == 2
    assert game.obj(obj_id(game, "kopala")).damage == 1


def test_601_2f_kopala_not_for_a_target_that_isnt_a_merfolk(board) -> None:
    """The same ability targeting Bob's Grizzly Bears costs nothing more."""
    game = board(_KOPALA)
    _activate(game, 0, "tim", 1, "bears")
    assert not any(game.obj(obj_id(game, m)).tapped for m in ("m1", "m2", "m3"))


_STRONG_BACK = """
        name: strong back
        battlefield:
          - {card: Grizzly Bears, controller: Alice, as: bears}
          - {card: Goblin Piker, controller: Alice, as: piker}
          - {card: Strong Back, controller: Alice, attached_to: bears}
          - {card: Holy Strength, controller: Alice, attached_to: piker}
          - {card: Vulshok Morningstar, controller: Alice, as: star}
          - {card: Mountain, controller: Alice, as: m1}
          - {card: Mountain, controller: Alice, as: m2}
"""


def test_303_4m_strong_back_only_the_creature_it_enchants(board) -> None:
    """Strong Back on the Grizzly Bears: Vulshok Morningstar's equip {2} targeting the
    Goblin Piker (enchanted by another Aura, Holy Strength) costs {2}: "enchanted creature"
    is the one Strong Back enchants (303.4m)."""
    game = board(_STRONG_BACK)
    _activate(game, 0, "star", "equip", "piker")
    assert [game.obj(obj_id(game, m)).tapped for m in ("m1", "m2")] == [True, True]


def test_601_2f_strong_back_equip_on_enchanted_creature_costs_less(board) -> None:
    """The same equip targeting the Grizzly Bears costs {0} ({2} less 3, never below 0)."""
    game = board(_STRONG_BACK)
    _activate(game, 0, "star", "equip", "bears")
    assert game.obj(obj_id(game, "star")).attached_to == obj_id(game, "bears")
    assert not any(game.obj(obj_id(game, m)).tapped for m in ("m1", "m2"))
