"""Case cards (719.3) and Solved (702.169), played through the real engine: "To solve" makes
the Case solved at the beginning of its controller's end step if the condition holds then
(719.3a); a "Solved —" activated ability can be activated only once it is solved (702.169d);
a "Solved —" static ability applies only while it is solved (702.169b); the designation lasts
until the Case leaves the battlefield (719.3b). Plus a table of real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.case import case_line
from arbiter.engine.keywords.solved import SOLVED
from arbiter.rules.abilities import (
    ActivatedAbility,
    StaticAbility,
    TriggeredAbility,
    UnsupportedAbility,
)

FALCON = """
    name: filched falcon
    battlefield:
      - {{card: Case of the Filched Falcon, as: case}}
      - {{card: Island, as: i1}}
      - {{card: Island, as: i2}}
      - {{card: Island, as: i3}}
      - {{card: Sol Ring, as: ring}}
      {extra}
    library: {{Alice: [Island, Island, Island], Bob: [Island, Island, Island]}}
    actions:
      {actions}
"""


def _solved(game, alias: str) -> bool:
    return SOLVED in game.obj(obj_id(game, alias)).choices


def test_702_169d_a_solved_ability_cant_be_activated_before_the_case_is_solved(solve) -> None:
    """Case of the Filched Falcon, unsolved: its "Solved — {2}{U}, Sacrifice this Case: ..."
    ability is refused (702.169d), and the game is unchanged."""
    out = solve(FALCON.format(extra="", actions="""
      - {activate: {card: case, ability: Solved, targets: [ring]}, refused: "only if"}
    """))
    assert out.passed, out.failures
    assert not _solved(out.game, "case")


def test_719_3a_to_solve_at_your_end_step_then_702_169d_activate(solve) -> None:
    """With three artifacts (the Case isn't one: Sol Ring, two Ornithopters) at the beginning
    of Alice's end step, the Case becomes solved (719.3a). Next turn its Solved ability puts
    four +1/+1 counters on Sol Ring and makes it a 4/4 flying Bird."""
    out = solve(FALCON.format(
        extra="- Ornithopter\n      - Ornithopter", actions="""
      - {pass: {to: end}}
      - {pass: next_turn}
      - {pass: next_turn}
      - {activate: {card: case, ability: Solved, targets: [ring]}}
    """))
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "case")).zone == "graveyard"
    ring = game.chars(obj_id(game, "ring"))
    assert (ring.power, ring.toughness) == (4, 4) and "Bird" in ring.subtypes


def test_719_3a_the_condition_is_checked_at_the_end_step(solve) -> None:
    """Only Sol Ring and one Ornithopter: two artifacts, so the Case isn't solved at the end
    step (the intervening "if", 603.4), and its ability is still refused next turn."""
    out = solve(FALCON.format(extra="- Ornithopter", actions="""
      - {pass: {to: end}}
      - {pass: next_turn}
      - {pass: next_turn}
      - {activate: {card: case, ability: Solved, targets: [ring]}, refused: "only if"}
    """))
    assert out.passed, out.failures
    assert not _solved(out.game, "case")


def test_719_3a_only_on_its_controllers_end_step(solve) -> None:
    """Alice's end step doesn't solve Bob's Case ("your end step"); Bob's does."""
    case = """
        name: bob's case
        battlefield:
          - {card: Case of the Filched Falcon, controller: Bob, as: case}
          - {card: Sol Ring, controller: Bob}
          - {card: Ornithopter, controller: Bob}
          - {card: Ornithopter, controller: Bob}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: end}}
    """
    out = solve(case)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 0 and not _solved(out.game, "case")
    out = solve(case + "      - {pass: next_turn}\n          - {pass: {to: end}}\n",
                name="later.yaml")
    assert out.passed, out.failures
    assert out.game.state.turn.active == 1 and _solved(out.game, "case")


def test_702_169b_a_solved_static_ability_applies_only_while_solved(solve) -> None:
    """A Case token with Case of the Filched Falcon's "To solve" line and Case of the Gateway
    Express's "Solved — Creatures you control get +1/+0." (real Oracle lines; both cards'
    other lines aren't read yet): Alice's Ornithoppers are 0/2 until her end step solves the
    Case, then 1/2 (702.169b)."""
    out = solve("""
        name: solved static
        battlefield:
          - token: {name: Case, types: [Enchantment], subtypes: [Case], text: "To solve —
              You control three or more artifacts.\\nSolved — Creatures you control get
              +1/+0."}
            as: case
          - {card: Ornithopter, as: bird}
          - Ornithopter
          - Ornithopter
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: postcombat_main}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.chars(obj_id(game, "bird")).power == 0
    out = solve("""
        name: solved static
        battlefield:
          - token: {name: Case, types: [Enchantment], subtypes: [Case], text: "To solve —
              You control three or more artifacts.\\nSolved — Creatures you control get
              +1/+0."}
            as: case
          - {card: Ornithopter, as: bird}
          - Ornithopter
          - Ornithopter
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: end}}
        expect:
          bird: {power: 1, toughness: 2}
    """, name="solved.yaml")
    assert out.passed, out.failures
    assert _solved(out.game, "case")


def test_719_3a_stashed_skeleton_unsolved_while_a_suspected_skeleton_remains(solve) -> None:
    """Case of the Stashed Skeleton enters: a 2/1 Skeleton token, suspected (701.60a). At
    Alice's end step she controls a suspected Skeleton: not solved."""
    out = solve("""
        name: stashed skeleton
        hand: {Alice: [{card: Case of the Stashed Skeleton, as: case}]}
        library: {Alice: [Swamp, Swamp], Bob: [Swamp]}
        actions:
          - {cast: case}
          - {pass: {to: end}}
        expect:
          Skeleton Token: {count: 1, has: [Menace]}
    """)
    assert out.passed, out.failures
    assert not _solved(out.game, "case")


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Case of the Filched Falcon", "To solve \u2014 You control three or more artifacts.",
     TriggeredAbility),
    ("Case of the Trampled Garden",
     "To solve \u2014 Creatures you control have total power 8 or greater.", TriggeredAbility),
    ("Case of the Stashed Skeleton", "To solve \u2014 You control no suspected Skeletons.",
     TriggeredAbility),
    ("Case of the Stashed Skeleton", "Solved \u2014 {1}{B}, Sacrifice this Case: Search your "
     "library for a card, put it into your hand, then shuffle. Activate only as a sorcery.",
     ActivatedAbility),
    ("Case of the Gateway Express", "Solved \u2014 Creatures you control get +1/+0.",
     StaticAbility),
    # 702.169c: "triggers only if this Case is solved", checked as the event happens
    # (tests/test_case_solved_triggers.py)
    ("Case of the Ransacked Lab", "Solved \u2014 Whenever you cast an instant or sorcery "
     "spell, draw a card.", TriggeredAbility),
    # A rule-changing static: the engine reads it where it applies, without the condition.
    ("Case of the Lost Witness", "Solved \u2014 You may look at the top card of your library "
     "any time and you may play lands and cast spells from the top of your library.",
     UnsupportedAbility),
])
def test_702_169_case_lines(name, line, kind) -> None:
    [ab] = case_line(line, name)
    assert type(ab) is kind
    if kind is not UnsupportedAbility:
        cond = ab.condition if kind is not TriggeredAbility else \
            ab.intervening_if or ab.trigger.only_if  # 719.3a / 702.169c
        assert cond is not None and "solved" in repr(cond)
