"""A player Aura's trigger on spells cast and copied (603.2, 303.4b): "Whenever enchanted
player casts a spell other than the first spell they cast each turn or copies a spell, this
Aura deals 2 damage to them." (Curse of Shaken Faith). 601.2i: a spell is cast when its
casting is completed, and the player's spells cast this turn are counted whenever the Aura
arrived; 707.10: a copy of a spell isn't cast, it is copied by the player who put it on the
stack."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINE = ("Whenever enchanted player casts a spell other than the first spell they cast each "
        "turn or copies a spell, this Aura deals 2 damage to them.")


def test_603_2_the_first_spell_of_the_turn_doesnt_trigger_the_second_does(solve) -> None:
    """Bob, enchanted, casts Shock (his first spell: nothing) then Lightning Bolt (his
    second: the Curse deals him 2)."""
    out = solve("""
        name: shaken faith second spell
        battlefield:
          - {card: Curse of Shaken Faith, attached_to: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
        hand: {Bob: [Shock, Lightning Bolt]}
        actions:
          - {cast: Shock, by: Bob, targets: [Alice], pay: true}
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], pay: true}
        expect:
          player Alice: {life: 15}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_603_2_only_the_enchanted_players_spells(solve) -> None:
    """Alice (not enchanted) casts two spells: the Curse on Bob doesn't trigger."""
    out = solve("""
        name: shaken faith other player
        battlefield:
          - {card: Curse of Shaken Faith, attached_to: Bob, controller: Alice}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Shock, Lightning Bolt]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 15}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_707_10_copying_a_spell_triggers_even_as_the_first_spell(solve) -> None:
    """Alice Bolts Bob; Bob casts Reverberate (his first spell this turn: no trigger) and
    copies the Bolt, pointing the copy at Alice: he copied a spell, so the Curse deals him 2.
    Bob: 3 (Bolt) + 2 (Curse) = 15; Alice: 3 (the copy) = 17."""
    out = solve("""
        name: shaken faith copy
        battlefield:
          - {card: Curse of Shaken Faith, attached_to: Bob, controller: Alice}
          - {card: Grizzly Bears, controller: Alice, as: bears}
        hand: {Alice: [Lightning Bolt], Bob: [Reverberate]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], as: bolt, respond: true}
          - {cast: Reverberate, by: Bob, targets: [bolt], choices: {new_target: Alice}}
        expect:
          player Bob: {life: 15}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_707_10_a_copy_is_not_cast_so_it_isnt_a_second_spell(solve) -> None:
    """The copy Bob makes triggers the Curse once, as a copy; it doesn't count as a spell he
    cast: his next spell this turn (Shock, his second cast) triggers it once more, no more:
    Bob: 3 + 2 (copy) + 2 (Shock, second spell) = 13."""
    out = solve("""
        name: shaken faith copy then cast
        battlefield:
          - {card: Curse of Shaken Faith, attached_to: Bob, controller: Alice}
          - {card: Grizzly Bears, controller: Alice, as: bears}
        hand: {Alice: [Lightning Bolt], Bob: [Reverberate, Shock]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], as: bolt, respond: true}
          - {cast: Reverberate, by: Bob, targets: [bolt], choices: {new_target: Alice}}
          - {cast: Shock, by: Bob, targets: [bears]}
        expect:
          player Bob: {life: 13}
          player Alice: {life: 17}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_2_the_line_reads_as_two_events_of_the_enchanted_player() -> None:
    (ab,) = compile_line(LINE, "Curse of Shaken Faith")
    assert isinstance(ab, TriggeredAbility)
    kinds = sorted((t.event, t.subject, t.after_nth) for t in ab.trigger.any_of)
    assert kinds == [("cast", "enchanted_player", 1), ("spell_copied", "enchanted_player", 0)]
    (damage,) = ab.instructions
    assert damage.to.kind == "event_player" and damage.amount == 2
