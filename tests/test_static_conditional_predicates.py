"""611.3b: one static ability whose predicates each carry their own condition
(`compiler.statics.conditional_predicates`), played through the real engine: Tek, Tribal
Golem, Multiclass Baldric's first line and Scion of Draco. Each effect applies while its own
condition holds; "if it's white" narrows its effect to the creatures that are white."""

from __future__ import annotations

import pytest
from conftest import chars_of

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_611_3b_tek_gets_what_each_basic_land_type_gives(solve) -> None:
    """Tek (2/2) with a Plains and an Island: +0/+2 and flying (2/4); no Swamp, Mountain or
    Forest, so no +2/+0, first strike or trample."""
    out = solve("""
        name: tek
        battlefield:
          - {card: Tek, as: tek}
          - {card: Plains}
          - {card: Island}
        expect:
          tek: {power: 2, toughness: 4, has: [flying], lacks: [first strike, trample]}
    """)
    assert out.passed, out.failures


def test_611_3b_tribal_golem_keywords_and_quoted_ability_by_creature_type(solve) -> None:
    """Tribal Golem beside a Goblin and a Zombie: haste, and the quoted "{B}: Regenerate this
    creature"; no Beast, Soldier or Wizard, so no trample, first strike or flying."""
    out = solve("""
        name: golem
        battlefield:
          - {card: Tribal Golem, as: golem}
          - {card: Goblin Piker}
          - {card: Walking Corpse}
        expect:
          golem: {has: [haste], lacks: [trample, first strike, flying]}
    """)
    assert out.passed, out.failures
    texts = [a.text for a in chars_of(out, "golem").abilities]
    assert any(t.startswith("{B}: Regenerate") for t in texts), texts
    out = solve("""
        name: golem alone
        battlefield: [{card: Tribal Golem, as: golem}]
        expect:
          golem: {lacks: [haste, trample]}
    """)
    assert out.passed, out.failures
    assert not any(a.text.startswith("{B}: Regenerate") for a in chars_of(out, "golem").abilities)


_BALDRIC = ('{token: {name: Baldric, types: [Artifact], subtypes: [Equipment], text: '
            '"Equipped creature has lifelink if you control a Cleric, deathtouch if you '
            'control a Rogue, haste if you control a Warrior, and flying if you control a '
            'Wizard."}, attached_to: bears}')


def test_611_3b_multiclass_baldric_keyword_per_class(solve) -> None:
    """Multiclass Baldric's line (on a test Equipment) on Grizzly Bears, Alice controlling a
    Cleric and a Wizard: lifelink and flying; no Rogue or Warrior, so no deathtouch or haste.
    Bob's Merfolk Looter (a Rogue) gives nothing: "you control"."""
    out = solve(f"""
        name: baldric
        battlefield:
          - {{card: Grizzly Bears, as: bears}}
          - {_BALDRIC}
          - {{card: Disciple of the Vault}}
          - {{card: Prodigal Sorcerer}}
          - {{card: Merfolk Looter, controller: Bob}}
        expect:
          bears: {{has: [lifelink, flying], lacks: [deathtouch, haste]}}
    """)
    assert out.passed, out.failures


def test_611_3b_scion_of_draco_keyword_by_each_creatures_color(solve) -> None:
    """Scion of Draco: Alice's white Elite Vanguard has vigilance only, her blue Merfolk
    Looter hexproof only, her red Goblin Piker first strike only; Bob's white Elite Vanguard
    nothing (creatures you control); Scion itself, colorless, nothing."""
    out = solve("""
        name: scion
        battlefield:
          - {card: Scion of Draco, as: scion}
          - {card: Elite Vanguard, as: white}
          - {card: Merfolk Looter, as: blue}
          - {card: Goblin Piker, as: red}
          - {card: Elite Vanguard, as: bobs, controller: Bob}
        expect:
          white: {has: [vigilance], lacks: [hexproof, lifelink, first strike, trample]}
          blue: {has: [hexproof], lacks: [vigilance, first strike]}
          red: {has: [first strike], lacks: [vigilance, hexproof, trample]}
          bobs: {lacks: [vigilance]}
          scion: {has: [flying], lacks: [vigilance, hexproof, lifelink, trample]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # one condition for the whole sentence is the ordinary template (not this one)
    "This creature has trample as long as you control a Beast.",
])
def test_611_3b_one_condition_is_the_ordinary_sentence(line: str) -> None:
    (ab,) = compile_line(line, "Tribal Golem")
    assert isinstance(ab, StaticAbility) and ab.condition is not None, ab


def test_611_3b_an_unreadable_condition_leaves_the_line_unread() -> None:
    (ab,) = compile_line("This creature has trample as long as you control a Beast, haste "
                         "as long as the moon is full.", "Tribal Golem")
    assert isinstance(ab, UnsupportedAbility), ab
