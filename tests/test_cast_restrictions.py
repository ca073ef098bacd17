"""601.3: a spell's own casting restriction ("Cast this spell only during combat before
blockers are declared.", "... only during the declare attackers step and only if you've
been attacked this step.", "... only if you control two or more Vampires."): the player can
begin to cast it only while it holds; otherwise the cast is refused with the game
unchanged, and the API doesn't offer it. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.cast_restrictions import CastOnly, CastTiming

_BOB_ATTACKS = """
        name: {name}
        players: [Bob, Alice]
        battlefield:
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Plains, controller: Alice, as: p1}}
          - {{card: Plains, controller: Alice, as: p2}}
          - {{card: Plains, controller: Alice, as: p3}}
        hand: {{Alice: [{{card: Eightfold Maze, as: maze}}]}}
"""


def test_601_3_eightfold_maze_during_declare_attackers_when_attacked(solve) -> None:
    """Bob attacks Alice with Grizzly Bears; in the declare attackers step Alice casts
    Eightfold Maze ("Destroy target attacking creature."): the Bears are destroyed."""
    out = solve(_BOB_ATTACKS.format(name="maze") + """
        actions:
          - {attack: [bears]}
          - {cast: Eightfold Maze, by: Alice, targets: [bears], pay: true}
        expect:
          bears: {zone: graveyard}
          maze: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_3_eightfold_maze_refused_in_the_main_phase(solve) -> None:
    """In Bob's precombat main phase nothing attacks and it isn't the declare attackers
    step: refused, Maze still in Alice's hand, her Plains untapped."""
    out = solve(_BOB_ATTACKS.format(name="maze main") + """
        actions:
          - {cast: Eightfold Maze, by: Alice, targets: [bears], pay: true,
             refused: "601.3"}
        expect:
          maze: {zone: hand}
          p1: {tapped: false}
    """)
    assert out.passed, out.failures


def test_601_3_gorilla_war_cry_before_blockers_only(solve) -> None:
    """Gorilla War Cry ("Cast this spell only during combat before blockers are declared."):
    refused in Alice's main phase; cast in her beginning of combat step, her Bears gain
    menace."""
    board = """
        name: war cry {step}
        turn: {{number: 1, step: {step}}}
        battlefield: [{{card: Grizzly Bears, as: bears}}, {{card: Mountain}}, {{card: Mountain}}]
        hand: {{Alice: [{{card: Gorilla War Cry, as: cry}}]}}
        actions:
          - {{cast: Gorilla War Cry, pay: true{refused}}}
    """
    refused = solve(board.format(step="precombat_main", refused=', refused: "601.3"') + """
        expect:
          cry: {zone: hand}
    """)
    assert refused.passed, refused.failures
    out = solve(board.format(step="beginning_of_combat", refused="") + """
        expect:
          cry: {zone: graveyard}
          bears: {has: [menace]}
    """)
    assert out.passed, out.failures


def test_601_3_feast_of_blood_needs_two_vampires(solve) -> None:
    """Feast of Blood ("Cast this spell only if you control two or more Vampires."): with one
    Vampire refused; with two, it destroys Bob's creature and Alice gains 4 life."""
    board = """
        name: feast
        battlefield:
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Swamp}}
          - {{card: Swamp}}
{vampires}
        hand: {{Alice: [{{card: Feast of Blood, as: feast}}]}}
        actions:
          - {{cast: Feast of Blood, targets: [bears], pay: true{refused}}}
    """
    one = "          - {card: Vampire Nighthawk}"
    refused = solve(board.format(vampires=one, refused=', refused: "601.3"') + """
        expect:
          bears: {zone: battlefield}
          player Alice: {life: 20}
    """)
    assert refused.passed, refused.failures
    out = solve(board.format(vampires=one + "\n" + one, refused="") + """
        expect:
          bears: {zone: graveyard}
          player Alice: {life: 24}
    """)
    assert out.passed, out.failures


def test_601_3_not_offered_among_legal_actions_outside_its_time(board) -> None:
    """The API doesn't offer Gorilla War Cry in the main phase; it does at the beginning of
    combat."""
    text = """
        name: war cry offered
        turn: {{number: 1, step: {step}}}
        battlefield: [{{card: Grizzly Bears}}, {{card: Mountain}}, {{card: Mountain}}]
        hand: {{Alice: [Gorilla War Cry]}}
    """

    def offered(step: str) -> bool:
        game = board(text.format(step=step))
        return any(a.label.startswith("cast Gorilla War Cry") for a in game.legal_actions())

    assert not offered("precombat_main")
    assert offered("beginning_of_combat")


@pytest.mark.parametrize("line,steps,whose,flags", [
    ("Cast this spell only during combat.", ("beginning_of_combat", "declare_attackers",
     "declare_blockers", "combat_damage", "end_of_combat"), "any", ()),
    ("Cast this spell only during combat after blockers are declared.",
     ("declare_blockers", "combat_damage", "end_of_combat"), "any", ("blockers_declared",)),
    ("Cast this spell only during the declare attackers step and only if you've been "
     "attacked this step.", ("declare_attackers",), "any", ("attacked",)),
    ("Cast this spell only during an opponent's turn, before attackers are declared.",
     ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat"), "opponents", ()),
    ("Cast this spell only before the combat damage step.",
     ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
      "declare_attackers", "declare_blockers"), "any", ()),
    ("Cast this spell only after combat.", ("postcombat_main", "end", "cleanup"), "any", ()),
    ("Cast this spell only during an opponent's upkeep.", ("upkeep",), "opponents", ()),
])
def test_601_3_oracle_lines(line: str, steps: tuple, whose: str, flags: tuple) -> None:
    (ab,) = compile_line(line, "Some Spell", spell=True)
    assert isinstance(ab, CastOnly) and isinstance(ab.condition, CastTiming)
    assert ab.condition.steps == steps and ab.condition.whose == whose
    assert ab.condition.blockers_declared == ("blockers_declared" in flags)
    assert ab.condition.attacked == ("attacked" in flags)


def test_601_3_eightfold_maze_refused_when_alice_is_the_attacker(solve) -> None:
    """In Alice's own declare attackers step (her Bears attack Bob) she hasn't been
    attacked: refused, the Bears still attacking on the battlefield."""
    out = solve("""
        name: maze attacker
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Plains}
          - {card: Plains}
          - {card: Plains}
        hand: {Alice: [{card: Eightfold Maze, as: maze}]}
        actions:
          - {attack: [bears]}
          - {cast: Eightfold Maze, targets: [bears], pay: true, refused: "601.3"}
        expect:
          bears: {zone: battlefield}
          maze: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("bolt_first", "ok"), [(True, True), (False, False)])
def test_601_3_skyshroud_condor_after_another_spell(solve, bolt_first: bool, ok: bool) -> None:
    """Skyshroud Condor ("Cast this spell only if you've cast another spell this turn."):
    after Lightning Bolt it is cast; as Alice's first spell it's refused."""
    bolt = "          - {cast: Lightning Bolt, targets: [Bob], pay: true}\n" if bolt_first else ""
    refused = "" if ok else ', refused: "601.3"'
    out = solve("""
        name: condor
        battlefield: [{card: Mountain}, {card: Island}, {card: Island}]
        hand: {Alice: [Lightning Bolt, {card: Skyshroud Condor, as: condor}]}
        actions:
""" + bolt + f"""          - {{cast: Skyshroud Condor, pay: true{refused}}}
        expect:
          condor: {{zone: {'battlefield' if ok else 'hand'}}}
    """)
    assert out.passed, out.failures
