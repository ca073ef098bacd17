"""700.8: a player's party (up to one Cleric, Rogue, Warrior and Wizard creature they
control; 700.8b: a creature with several of those types counts once, in the way giving the
highest number) read by "This spell costs {1} less to cast for each creature in your party."
(Deadly Alliance, {4}{B}), played with real mana."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.party import PartySize
from arbiter.rules.spell_costs import SelfCostChange


def _board(creatures: list[str], swamps: int) -> str:
    objs = [f"{{card: {c}}}" for c in creatures] + ["{card: Swamp}"] * swamps
    return f"""
        name: party
        battlefield: [{{card: Grizzly Bears, controller: Bob, as: bears}}, {", ".join(objs)}]
        hand: {{Alice: [{{card: Deadly Alliance, as: da}}]}}
    """


def _tapped(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.chars(o).name == "Swamp" and game.obj(o).tapped)


def test_700_8_four_party_members_cost_four_less(solve) -> None:
    """Anointed Chorister (Cleric), Deft Duelist (Rogue), Goblin Piker (Warrior) and
    Fugitive Wizard (Wizard): a full party; Deadly Alliance costs {B}: one Swamp."""
    out = solve(_board(["Anointed Chorister", "Deft Duelist", "Goblin Piker",
                        "Fugitive Wizard"], 3) + """
        actions:
          - {cast: Deadly Alliance, targets: [bears], pay: true}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _tapped(out.game) == 1


def test_700_8_two_wizards_are_one_party_member(solve) -> None:
    """Fugitive Wizard and Tazeem Roilmage are both Wizards: one member, {3}{B}: three
    Swamps can't pay it: refused."""
    out = solve(_board(["Fugitive Wizard", "Tazeem Roilmage"], 3) + """
        actions:
          - {cast: Deadly Alliance, targets: [bears], pay: true, refused: "total cost"}
        expect:
          bears: {zone: battlefield}
          da: {zone: hand}
    """)
    assert out.passed, out.failures


def test_700_8b_a_changeling_fills_the_role_left_open(solve) -> None:
    """Avian Changeling (every creature type) and Fugitive Wizard: the Changeling counts as
    the Cleric, Rogue or Warrior, not as a second Wizard: two members, {2}{B}: three
    Swamps."""
    out = solve(_board(["Avian Changeling", "Fugitive Wizard"], 3) + """
        actions:
          - {cast: Deadly Alliance, targets: [bears], pay: true}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _tapped(out.game) == 3


@pytest.mark.parametrize("line", [
    "This spell costs {1} less to cast for each creature in your party.",
])
def test_700_8_oracle_line(line: str) -> None:
    (ab,) = compile_line(line, "Deadly Alliance", spell=True)
    assert isinstance(ab, SelfCostChange) and isinstance(ab.per, PartySize)
    assert ab.amount == -1


@pytest.mark.parametrize(("members", "power"), [
    (["Anointed Chorister", "Deft Duelist", "Goblin Piker", "Fugitive Wizard"], 2),
    (["Anointed Chorister", "Deft Duelist", "Goblin Piker"], 1),
])
def test_700_8c_full_party_condition(solve, members: list[str], power: int) -> None:
    """Squad Commander: "At the beginning of combat on your turn, if you have a full party,
    creatures you control get +1/+0 ...". With a Cleric, a Rogue, a Warrior and a Wizard,
    Anointed Chorister (1/1) is 2/1 at the beginning of combat; without a Wizard it stays
    1/1."""
    objs = ", ".join(f"{{card: {c}}}" for c in members)
    out = solve(f"""
        name: full party
        battlefield: [{{card: Squad Commander}}, {objs}]
        actions:
          - {{pass: next_step}}
        expect:
          Anointed Chorister: {{power: {power}}}
    """)
    assert out.passed, out.failures
