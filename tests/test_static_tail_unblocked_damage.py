"""510.1b-c: "You may have ~ assign its combat damage as though it weren't blocked." Real
Oracle lines compiled, then played: the creature is blocked, its chooser says yes (all its
damage to the player it attacks, none to the blocker) or no (it deals damage to the
blocker as a blocked creature does)."""

from __future__ import annotations

from typing import Any

import pytest
from test_combat import ALICE, BOB, BOB_P, FirstOption, attack, block, board, damage

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.decisions import Decision
from arbiter.rules import selectors as s
from arbiter.rules.parts import RulesPart

_DB = CardDatabase.bundled()
RULE = "may_assign_as_though_unblocked"


@pytest.mark.parametrize(("name", "affected", "who"), [
    ("Thorn Elemental", s.SELF, "you"),
    ("Lone Wolf", s.SELF, "you"),
    ("Pride of Lions", s.SELF, "you"),
    ("Rhox", s.SELF, "you"),
    ("Spinebiter", s.SELF, "you"),
    ("Tornado Elemental", s.SELF, "you"),
    ("Wolf Pack", s.SELF, "you"),
    ("Deathcoil Wurm", s.SELF, "you"),
    ("Indomitable Might", s.ATTACHED, "its_controller"),
])
def test_510_1c_as_though_unblocked_lines(name: str, affected: s.Selector, who: str) -> None:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if "weren't blocked" in x)
    (ability,) = compile_text(line, face.name)
    (spec,) = ability.effects
    assert spec.affected == affected
    assert spec.parts == (RulesPart(RULE, who),)


class Answer(FirstOption):
    def __init__(self, unblocked: bool) -> None:
        super().__init__()
        self.unblocked = unblocked

    def decide(self, d: Decision) -> Any:
        if d.key.startswith("unblocked:"):
            self.asked.append(d)
            return self.unblocked
        return super().decide(d)


@pytest.mark.parametrize("yes", [True, False])
def test_510_1b_thorn_elemental_assigns_as_though_unblocked(solve, yes: bool) -> None:
    """Thorn Elemental (7/7) blocked by Grizzly Bears: yes, Bob loses 7 life and the Bears
    take no damage; no, the Bears are dealt 7 (and die) and Bob loses nothing."""
    game, ids = board(solve, """
  - {card: Thorn Elemental, as: a}
  - {card: Grizzly Bears, as: b, controller: Bob}
""")
    attack(game, {ids["a"]: BOB_P})
    block(game, {ids["b"]: [ids["a"]]})
    game.decider = ask = Answer(yes)
    damage(game)
    assert [d.player for d in ask.asked if d.key.startswith("unblocked:")] == [ALICE]
    assert game.state.players[BOB].life == (13 if yes else 20)
    assert (game.obj(ids["b"]).zone == "battlefield") is yes
    assert game.obj(ids["a"]).damage == 2  # the Bears deal their damage either way


def test_510_1b_unblocked_creature_is_not_asked(solve) -> None:
    """An unblocked Lone Wolf deals its damage to Bob; no question is asked."""
    game, ids = board(solve, "  - {card: Lone Wolf, as: a}\n")
    attack(game, {ids["a"]: BOB_P})
    block(game, {})
    game.decider = ask = Answer(False)
    damage(game)
    assert ask.asked == []
    assert game.state.players[BOB].life == 18


def test_510_1b_indomitable_might_creatures_controller_chooses(solve) -> None:
    """Bob's Indomitable Might on Alice's Grizzly Bears (5/5): Alice, the creature's
    controller, is the one asked."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: a}
  - {card: Indomitable Might, controller: Bob, attached_to: a}
  - {card: Wall of Wood, as: b, controller: Bob}
""")
    attack(game, {ids["a"]: BOB_P})
    block(game, {ids["b"]: [ids["a"]]})
    game.decider = ask = Answer(True)
    damage(game)
    assert [d.player for d in ask.asked] == [ALICE]
    assert game.state.players[BOB].life == 15


def test_510_1b_proud_wildbonder_grants_it_to_tramplers(solve) -> None:
    """Proud Wildbonder (4/3 trample) has the granted ability itself: yes, all 4 to Bob."""
    game, ids = board(solve, """
  - {card: Proud Wildbonder, as: a}
  - {card: Grizzly Bears, as: b, controller: Bob}
""")
    attack(game, {ids["a"]: BOB_P})
    block(game, {ids["b"]: [ids["a"]]})
    game.decider = Answer(True)
    damage(game)
    assert game.state.players[BOB].life == 16
    assert game.obj(ids["b"]).damage == 0


def test_113_1_creatures_with_no_abilities_lines() -> None:
    from arbiter.rules.no_abilities import HasNoAbilities

    face = _DB.get("Ruxa, Patient Professor").faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if "weren't blocked" in x)
    (ability,) = compile_text(line, face.name)
    (spec,) = ability.effects
    assert HasNoAbilities() in spec.affected.parts and s.YOURS in spec.affected.parts
    assert spec.parts == (RulesPart(RULE, "you"),)


def test_113_1_ruxa_vanilla_creatures_get_bigger_and_may_go_unblocked(solve) -> None:
    """Ruxa: Grizzly Bears (no abilities) are 3/3 and, blocked by Wall of Wood, may assign
    their damage to Bob; Raging Goblin (haste) is neither pumped nor offered the choice.
    Muraganda Petroglyphs adds +2/+2 to Bob's vanilla creature too (any controller)."""
    game, ids = board(solve, """
  - {card: "Ruxa, Patient Professor"}
  - {card: Grizzly Bears, as: a}
  - {card: Raging Goblin, as: g}
  - {card: Muraganda Petroglyphs, controller: Bob}
  - {card: Wall of Wood, as: b, controller: Bob}
  - {card: Wall of Wood, as: c, controller: Bob}
""")
    assert (game.chars(ids["a"]).power, game.chars(ids["a"]).toughness) == (5, 5)
    assert (game.chars(ids["g"]).power, game.chars(ids["g"]).toughness) == (1, 1)
    attack(game, {ids["a"]: BOB_P, ids["g"]: BOB_P})
    block(game, {ids["b"]: [ids["a"]], ids["c"]: [ids["g"]]})
    game.decider = ask = Answer(True)
    damage(game)
    assert [d.key for d in ask.asked] == [f"unblocked:{ids['a']}"]
    assert game.state.players[BOB].life == 15
    assert game.obj(ids["c"]).damage == 1
