"""613.7a, 611.3a: a static ability's second sentence about "it" without a condition is more
of the same effect on the object the first sentence affects (the enchanted creature, the
source): "Enchanted creature is a Citizen with base power and toughness 1/1. It has defender
and loses all other abilities." Each part in its own layer (205.1b / 613.1d: the creature
type set; 613.1f: abilities; 613.4b: base power and toughness). Played on boards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_613_1d_spider_man_no_more_makes_a_1_1_citizen_with_defender(board) -> None:
    """Spider-Man No More on Bob's Serra Angel: a Citizen creature (no longer an Angel,
    205.1b), base 1/1, with defender and without flying or vigilance."""
    game = board("""
        name: spider-man no more
        battlefield:
          - {card: Serra Angel, as: angel, controller: Bob}
          - {card: Spider-Man No More, attached_to: angel}
    """)
    ch = game.chars(obj_id(game, "angel"))
    assert "Creature" in ch.types and set(ch.subtypes) == {"Citizen"}
    assert (ch.power, ch.toughness) == (1, 1)
    assert ch.has_keyword("defender")
    assert not ch.has_keyword("flying") and not ch.has_keyword("vigilance")


def test_613_1f_retro_mutation_turtle_cant_attack_and_loses_all_abilities(board) -> None:
    """Retro-Mutation on Alice's Serra Angel: a 0/1 Turtle without flying that can't
    attack; her other Serra Angel can."""
    from arbiter.engine.combat.declare import attack_options

    game = board("""
        name: retro-mutation
        battlefield:
          - {card: Serra Angel, as: angel}
          - {card: Retro-Mutation, attached_to: angel}
          - {card: Serra Angel, as: other}
    """)
    ch = game.chars(obj_id(game, "angel"))
    assert set(ch.subtypes) == {"Turtle"} and (ch.power, ch.toughness) == (0, 1)
    assert not ch.has_keyword("flying")
    assert not attack_options(game, obj_id(game, "angel"))
    assert attack_options(game, obj_id(game, "other"))


@pytest.mark.parametrize(("name", "line"), [
    # a condition before: whether it reaches the second sentence isn't said
    ("Test Aura", "As long as you control an artifact, enchanted creature gets +1/+1. It "
                  "has flying."),
    # "gains" / "becomes": a one-shot effect's words, not a static ability's
    ("Subversive Acolyte", "\u2022 This creature becomes a Human Cleric. It gets +1/+1 and "
                           "gains lifelink."),
    # a group before: "it" names no one object
    ("Test Anthem", "Creatures you control get +1/+1. It has flying."),
])
def test_613_7a_it_sentence_left_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


def test_613_7a_it_sentence_is_the_same_ability() -> None:
    """One ability: the second sentence's parts apply to the same object."""
    (ab,) = compile_line("Enchanted creature is a Turtle with base power and toughness 0/1. "
                         "It can't attack and loses all abilities.", "Retro-Mutation")
    assert isinstance(ab, StaticAbility)
    assert len({e.affected for e in ab.effects}) == 1
