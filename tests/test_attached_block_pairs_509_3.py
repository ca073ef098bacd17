"""509.3b / 509.3d: "Whenever equipped creature blocks or becomes blocked by a <creature>"
triggers once for each such pair of the creature the Equipment is attached to, and "that
creature" is the other creature of the pair (Wooden Stake; Barrow-Blade, Infiltration Lens,
Shield of the Righteous read the same way). Played through the real engine with the real
cards."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def _run(solve, text: str) -> None:
    out = solve(text)
    assert out.passed, out.failures


def test_509_3d_wooden_stake_becomes_blocked_by_a_vampire(solve) -> None:
    """Alice's Bears with Wooden Stake (3/2) attacks; Bob's Sengir Vampire (4/4) blocks it:
    the trigger destroys the Vampire before combat damage, so the Bears survives and Bob,
    having blocked, takes nothing."""
    _run(solve, """
        name: stake blocked
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Wooden Stake, attached_to: bears}
          - {card: Sengir Vampire, controller: Bob, as: vampire}
        actions:
          - {attack: [bears]}
          - {block: {vampire: bears}}
          - {pass: {to: postcombat_main}}
        expect:
          vampire: {zone: graveyard}
          bears: {zone: battlefield}
          player Bob: {life: 20}
    """)


def test_509_3b_wooden_stake_blocks_a_vampire(solve) -> None:
    """Bob's Sengir Vampire attacks; Alice's Giant Spider (reach) with Wooden Stake blocks it:
    the Vampire is destroyed before it deals damage."""
    _run(solve, """
        name: stake blocks
        turn: {number: 2, phase: precombat_main}
        players: [Bob, Alice]
        battlefield:
          - {card: Sengir Vampire, controller: Bob, as: vampire}
          - {card: Giant Spider, controller: Alice, as: spider}
          - {card: Wooden Stake, controller: Alice, attached_to: spider}
        actions:
          - {attack: [vampire]}
          - {block: {spider: vampire}}
          - {pass: {to: postcombat_main}}
        expect:
          vampire: {zone: graveyard}
          spider: {zone: battlefield}
          player Alice: {life: 20}
    """)


def test_509_3d_no_trigger_for_another_creature_kind(solve) -> None:
    """Blocked by a non-Vampire (Craw Wurm, 6/4): no trigger; the Wurm kills the Bears."""
    _run(solve, """
        name: stake non-vampire
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Wooden Stake, attached_to: bears}
          - {card: Craw Wurm, controller: Bob, as: wurm}
        actions:
          - {attack: [bears]}
          - {block: {wurm: bears}}
          - {pass: {to: postcombat_main}}
        expect:
          wurm: {zone: battlefield}
          bears: {zone: graveyard}
    """)


def test_509_3_attached_pair_lines_read() -> None:
    for name, line, subject in (
            ("Barrow-Blade", "Whenever equipped creature blocks or becomes blocked by a "
             "creature, that creature loses all abilities until end of turn.", "blocked_attached"),
            ("Infiltration Lens", "Whenever equipped creature becomes blocked by a creature, "
             "you may draw two cards.", "blocked_attached"),
            ("Shield of the Righteous", "Whenever equipped creature blocks a creature, that "
             "creature doesn't untap during its controller's next untap step.",
             "blocking_attached")):
        (ability,) = compile_line(line, name)
        assert isinstance(ability, TriggeredAbility) and ability.trigger.subject == subject
