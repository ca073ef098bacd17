"""603.2 with 508.1, 509.1, 509.3a and 509.3c: a trigger on either of two combat events of
one creature ("Whenever enchanted creature blocks or becomes blocked", "Whenever a creature
attacks or blocks") names that creature in its effect with "it": the creature that blocked,
became blocked, attacked (Gift of the Woods, Ferocity, Powerstone Minefield). And 509.1c:
"All creatures block each combat if able" (Grand Melee), the plural of "blocks each combat
if able". Played through the real engine with the real cards."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, TriggeredAbility
from arbiter.rules.instructions.objects import Ref


def _run(solve, text: str) -> None:
    out = solve(text)
    assert out.passed, out.failures


def test_509_3a_gift_of_the_woods_blocks(solve) -> None:
    """509.3a: Alice's enchanted Bears blocks Bob's Hill Giant: it gets +0/+3 until end of
    turn, so the Giant's 3 damage doesn't kill it; Alice gains 1 life."""
    _run(solve, """
        name: gift blocks
        turn: {number: 2, phase: precombat_main}
        players: [Bob, Alice]
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Grizzly Bears, controller: Alice, as: bears}
          - {card: Gift of the Woods, controller: Alice, attached_to: bears}
        actions:
          - {attack: [giant]}
          - {block: {bears: giant}}
          - {pass: {to: postcombat_main}}
        expect:
          bears: {zone: battlefield, toughness: 5}
          player Alice: {life: 21}
    """)


def test_509_3c_gift_of_the_woods_becomes_blocked(solve) -> None:
    """509.3c: Alice's enchanted Bears attacks and Bob's Hill Giant blocks it: the Bears
    becomes blocked and gets +0/+3 (2/5), surviving the Giant; Alice gains 1 life."""
    _run(solve, """
        name: gift blocked
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Gift of the Woods, attached_to: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [bears]}
          - {block: {giant: bears}}
          - {pass: {to: postcombat_main}}
        expect:
          bears: {zone: battlefield, toughness: 5}
          player Alice: {life: 21}
    """)


def test_509_3c_gift_of_the_woods_no_trigger_unblocked(solve) -> None:
    """Neither event happens when the enchanted Bears attacks and isn't blocked: no life
    gained, the Bears stays 2/2."""
    _run(solve, """
        name: gift unblocked
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Gift of the Woods, attached_to: bears}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          bears: {toughness: 2}
          player Alice: {life: 20}
          player Bob: {life: 18}
    """)


def test_508_1_powerstone_minefield_damages_each_attacker(solve) -> None:
    """Bob's Powerstone Minefield: Alice's Grizzly Bears and Hill Giant attack; it deals 2
    damage to each as it attacks (each its own trigger, 603.2): the Bears dies, the Giant
    (3/3) survives with 2 damage."""
    _run(solve, """
        name: minefield
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Powerstone Minefield, controller: Bob}
        actions:
          - {attack: [bears, giant]}
        expect:
          bears: {zone: graveyard}
          giant: {zone: battlefield}
    """)


def test_603_2_either_event_lines_name_the_creature() -> None:
    """"it" in these lines is the event's creature (Ref.event), not the Aura or the
    enchantment."""
    for name, line in (
            ("Gift of the Woods", "Whenever enchanted creature blocks or becomes blocked, it "
             "gets +0/+3 until end of turn and you gain 1 life."),
            ("Ferocity", "Whenever enchanted creature blocks or becomes blocked, you may put a "
             "+1/+1 counter on it."),
            ("Powerstone Minefield", "Whenever a creature attacks or blocks, this enchantment "
             "deals 2 damage to it.")):
        (ability,) = compile_line(line, name)
        assert isinstance(ability, TriggeredAbility)
        assert Ref.event() in repr_refs(ability)


def repr_refs(ability: TriggeredAbility) -> set[Ref]:
    from arbiter.rules.structure import nodes

    return {n for n in nodes(ability.instructions) if isinstance(n, Ref)}


def test_509_1c_grand_melee_all_creatures_block_if_able(solve) -> None:
    """509.1c: under Grand Melee each creature able to block must: Bob declaring no block, or
    only one of his two untapped creatures, is refused."""
    (ability,) = compile_line("All creatures block each combat if able.", "Grand Melee")
    assert isinstance(ability, StaticAbility)
    _run(solve, """
        name: grand melee
        turn: {number: 2}
        choices: ["1 to lions, 5 to elves"]
        battlefield:
          - {card: Grand Melee}
          - {card: Craw Wurm, as: wurm}
          - {card: Savannah Lions, controller: Bob, as: lions}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        actions:
          - {attack: [wurm]}
          - {block: {}, refused: "509.1c"}
          - {block: {lions: wurm}, refused: "509.1c"}
          - {block: {lions: wurm, elves: wurm}}
          - {pass: end_of_turn}
        expect:
          lions: {zone: graveyard}
          elves: {zone: graveyard}
          wurm: {zone: battlefield}
    """)
