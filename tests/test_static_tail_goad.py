"""701.15b-d / 508.1d: "Enchanted creature gets +2/+2 and is goaded." — the creature attacks
each combat if able, and attacks a player other than the goading player (the Aura's
controller) if able. Real Oracle lines compiled, then played on boards."""

from __future__ import annotations

from typing import Any

import pytest
from test_combat import attack

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules import selectors as s
from arbiter.rules.parts import ModifyPT, RulesPart
from arbiter.rules.values import Const

_DB = CardDatabase.bundled()


@pytest.mark.parametrize(("name", "pt"), [
    ("Shiny Impetus", (2, 2)), ("Parasitic Impetus", (2, 2)), ("Psychic Impetus", (2, 2)),
    ("Martial Impetus", (1, 1)), ("Bloodthirsty Blade", (2, 0)),
])
def test_701_15b_is_goaded_lines(name: str, pt: tuple[int, int]) -> None:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if "is goaded" in x)
    (ability,) = compile_text(line, face.name)
    (spec,) = ability.effects
    assert spec.affected == s.ATTACHED
    assert spec.parts == (ModifyPT(Const(pt[0]), Const(pt[1])), RulesPart("goaded"))


def _board(solve, players: list[str]):
    out = solve(f"""
name: goad
players: {players}
turn: {{number: 2}}
battlefield:
  - {{card: Grizzly Bears, as: bears}}
  - {{card: Shiny Impetus, controller: Bob, attached_to: bears}}
""")
    game = out.game
    bears = next(o.id for o in game.state.objects.values() if o.alias == "bears")
    return game, bears


def test_701_15b_goaded_creature_attacks_another_player_if_able(solve) -> None:
    """Three players: Bob's Shiny Impetus on Alice's Grizzly Bears (4/4). Not attacking is
    illegal, attacking Bob (the goader) is illegal while Carol can be attacked; Carol is
    the legal choice. Each illegal declaration changes nothing."""
    game, bears = _board(solve, ["Alice", "Bob", "Carol"])
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        attack(game, {})
    with pytest.raises(IllegalActionError, match=r"701\.15b"):
        attack(game, {bears: ("player", 1)})
    assert game.state.combat is None or not game.state.combat.attackers
    assert not game.obj(bears).tapped
    attack(game, {bears: ("player", 2)})
    assert game.state.combat.attackers == {bears: ("player", 2)}


def test_701_15b_two_players_goaded_creature_attacks_the_goader(solve) -> None:
    """Two players: the only player it can attack is Bob, so it must attack Bob."""
    game, bears = _board(solve, ["Alice", "Bob"])
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        attack(game, {})
    attack(game, {bears: ("player", 1)})
    assert game.state.combat.attackers == {bears: ("player", 1)}


class _Record:
    def __init__(self) -> None:
        self.asked: list[Decision] = []

    def decide(self, d: Decision) -> Any:
        self.asked.append(d)
        return d.options[0][1]


def test_701_15b_declare_attackers_step_offers_only_legal_choices(solve) -> None:
    """The declare attackers step asks Alice about the Bears with only "attack Carol"."""
    from arbiter.engine.combat.steps import declare_attackers

    game, bears = _board(solve, ["Alice", "Bob", "Carol"])
    game.state.turn.step = "declare_attackers"
    game.decider = ask = _Record()
    declare_attackers(game)
    (d,) = [d for d in ask.asked if d.kind == "attack"]
    assert [v for _label, v in d.options] == [("player", 2)]
    assert game.state.combat.attackers == {bears: ("player", 2)}
