"""509.3b, 509.3d with 603.7 and 511.2: "Whenever this creature blocks or becomes blocked by a
non-Wall creature, destroy that creature at end of combat." (Thicket Basilisk, Cockatrice),
"Whenever this creature blocks a creature, return that creature to its owner's hand at end
of combat." (Wall of Tears). The ability triggers once for each creature of the pair as
blockers are declared; the delayed ability it creates triggers as the end of combat step
begins and acts on that creature."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import TriggeredAbility

_BASILISK = ("Whenever this creature blocks or becomes blocked by a non-Wall creature, "
             "destroy that creature at end of combat.")


def test_509_3d_511_2_basilisk_blocked_destroys_the_blocker_at_end_of_combat(solve) -> None:
    """Hill Giant (3/3) blocks Thicket Basilisk (2/4): it survives combat damage, then is
    destroyed as the end of combat step begins."""
    board = """
        name: basilisk blocked
        battlefield:
          - {card: Thicket Basilisk, as: basilisk}
          - {card: Hill Giant, as: giant, controller: Bob}
        actions:
          - {attack: [basilisk]}
          - {block: {giant: basilisk}}
    """
    out = solve(board + """
          - {pass: {to: combat_damage}}
        expect:
          giant: {zone: battlefield}
          basilisk: {zone: battlefield}
    """)
    assert out.passed, out.failures
    [giant] = [o for o in out.game.state.battlefield() if out.game.obj(o).card == "Hill Giant"]
    assert out.game.obj(giant).damage == 2
    out = solve(board + """
          - {pass: {to: postcombat_main}}
        expect:
          giant: {zone: graveyard}
          basilisk: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_509_3f_a_wall_blocking_the_basilisk_is_not_destroyed(solve) -> None:
    out = solve("""
        name: basilisk blocked by a wall
        battlefield:
          - {card: Thicket Basilisk, as: basilisk}
          - {card: Wall of Stone, as: wall, controller: Bob}
        actions:
          - {attack: [basilisk]}
          - {block: {wall: basilisk}}
          - {pass: {to: postcombat_main}}
        expect:
          wall: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_509_3b_basilisk_blocking_destroys_the_attacker(solve) -> None:
    """Bob's turn: his Hill Giant attacks and Alice's Thicket Basilisk blocks it."""
    out = solve("""
        name: basilisk blocks
        players: [Bob, Alice]
        battlefield:
          - {card: Thicket Basilisk, as: basilisk, controller: Alice}
          - {card: Hill Giant, as: giant, controller: Bob}
        actions:
          - {attack: [giant]}
          - {block: {basilisk: giant}}
          - {pass: {to: postcombat_main}}
        expect:
          giant: {zone: graveyard}
          basilisk: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_509_3b_wall_of_tears_returns_the_creature_it_blocked(solve) -> None:
    out = solve("""
        name: wall of tears
        players: [Bob, Alice]
        battlefield:
          - {card: Wall of Tears, as: wall, controller: Alice}
          - {card: Hill Giant, as: giant, controller: Bob}
        actions:
          - {attack: [giant]}
          - {block: {wall: giant}}
          - {pass: {to: postcombat_main}}
        expect:
          giant: {zone: hand}
          wall: {zone: battlefield}
    """)
    assert out.passed, out.failures


_FROST = """
        name: wall of frost
        players: [Bob, Alice]
        battlefield:
          - {card: Wall of Frost, as: wall, controller: Alice}
          - {card: Hill Giant, as: giant, controller: Bob}
        library: {Alice: [Island, Island, Island], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {attack: [giant]}
          - {block: {wall: giant}}
          - {pass: next_turn}
          - {pass: next_turn}
"""


def test_509_3b_wall_of_frost_keeps_the_attacker_tapped_one_untap_step(solve) -> None:
    """Wall of Frost blocks Bob's Hill Giant: it stays tapped through Bob's next untap step,
    and untaps in the one after."""
    out = solve(_FROST + """
          - {pass: {to: upkeep}}
        expect:
          giant: {tapped: true}
    """)
    assert out.passed, out.failures
    out = solve(_FROST + """
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: upkeep}}
        expect:
          giant: {tapped: false}
    """)
    assert out.passed, out.failures


#: Real Oracle lines in today's wording: (card, line, the trigger events, the delayed
#: instruction).
LINES = [
    ("Thicket Basilisk", _BASILISK, {"attacker_blocked", "blocks_creature"}, I.Destroy),
    ("Cockatrice", _BASILISK, {"attacker_blocked", "blocks_creature"}, I.Destroy),
    ("Venomous Dragonfly", "Whenever this creature blocks or becomes blocked by a creature, "
     "destroy that creature at end of combat.", {"attacker_blocked", "blocks_creature"},
     I.Destroy),
    ("Infernal Medusa", "Whenever this creature becomes blocked by a non-Wall creature, "
     "destroy that creature at end of combat.", {"blocks_creature"}, I.Destroy),
    ("Infernal Medusa", "Whenever this creature blocks a creature, destroy that creature at "
     "end of combat.", {"attacker_blocked"}, I.Destroy),
    ("Wall of Tears", "Whenever this creature blocks a creature, return that creature to its "
     "owner's hand at end of combat.", {"attacker_blocked"}, I.ReturnToHand),
]


@pytest.mark.parametrize(("name", "line", "events", "kind"), LINES)
def test_509_3_block_pair_lines(name: str, line: str, events: set[str], kind: type) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert {t.event for t in (ab.trigger.any_of or (ab.trigger,))} == events
    [later] = ab.instructions
    assert isinstance(later, I.DelayedTrigger) and later.step == "end_of_combat"
    assert later.what == I.Ref.event()
    [step] = later.instructions
    assert isinstance(step, kind)


def test_603_7_keldon_battlewagon_sacrificed_at_end_of_combat() -> None:
    [ab] = compile_line("When this creature attacks, sacrifice it at end of combat.",
                        "Keldon Battlewagon")
    assert isinstance(ab, TriggeredAbility)
    assert ab.instructions == (I.DelayedTrigger(
        "end_of_combat", (I.Sacrifice(I.Ref.all_targets()),), what=I.Ref.this()),)
