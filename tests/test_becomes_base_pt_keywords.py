"""613.4b, 613.1f, 205.1a: "<object> becomes a <creature types> with base power and toughness
N/N, <keyword>, and <keyword>" (Figure of Destiny, Bogardan Dragonheart) and "... with base
power and toughness 1/1 and flying until end of turn" (Eccentric Apprentice): the new creature
types replace the old ones (layer 4), the base power and toughness are set (7b) and the
keywords granted (6), compiled from the real cards and played through the engine."""

from __future__ import annotations

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_line


def test_613_4b_figure_of_destiny_climbs_to_an_8_8_flying_first_striker(solve) -> None:
    """Alice activates all three of Figure of Destiny's abilities in order: a 2/2 Kithkin
    Spirit, then a 4/4 Kithkin Spirit Warrior, then an 8/8 Kithkin Spirit Warrior Avatar
    with flying and first strike (the effects last indefinitely, 611.2a)."""
    lands = ", ".join(["Mountain"] * 10)
    out = solve(f"""
        name: figure of destiny
        battlefield: [{{card: Figure of Destiny, as: fig}}, {lands}]
        actions:
          - {{activate: {{card: fig, ability: 1}}}}
          - {{activate: {{card: fig, ability: 2}}}}
          - {{activate: {{card: fig, ability: 3}}}}
        expect:
          fig: {{power: 8, toughness: 8, subtypes: [Kithkin, Spirit, Warrior, Avatar],
                has: [flying, first strike]}}
    """)
    assert out.passed, out.failures


def test_608_2c_figure_of_destiny_last_ability_does_nothing_unless_a_warrior(solve) -> None:
    """The last ability on the 1/1 Kithkin Rogue: "If this creature is a Warrior" doesn't
    hold, so it stays a 1/1 without flying."""
    lands = ", ".join(["Mountain"] * 6)
    out = solve(f"""
        name: figure of destiny, not a warrior
        battlefield: [{{card: Figure of Destiny, as: fig}}, {lands}]
        actions:
          - {{activate: {{card: fig, ability: 3}}}}
        expect:
          fig: {{power: 1, toughness: 1, lacks: [flying, first strike]}}
    """)
    assert out.passed, out.failures


def test_613_1f_bogardan_dragonheart_until_end_of_turn(solve) -> None:
    """Bogardan Dragonheart (a 2/2 Human Shaman) sacrifices Grizzly Bears: until end of turn
    a 4/4 Dragon with flying and haste."""
    out = solve("""
        name: bogardan dragonheart
        battlefield: [{card: Bogardan Dragonheart, as: dh}, {card: Grizzly Bears, as: bears}]
        actions:
          - activate: {card: dh, ability: 1, choices: {sacrifice: bears}}
        expect:
          bears: {zone: graveyard}
          dh: {power: 4, toughness: 4, subtypes: [Dragon], has: [flying, haste]}
    """)
    assert out.passed, out.failures


def test_613_1f_bird_with_base_pt_and_flying_until_end_of_turn_is_read() -> None:
    """Eccentric Apprentice's "becomes a Bird with base power and toughness 1/1 and flying
    until end of turn": one effect with the type, the base P/T and the keyword."""
    (ab,) = compile_line("At the beginning of combat on your turn, up to one target creature "
                         "becomes a Bird with base power and toughness 1/1 and flying until "
                         "end of turn.", "Eccentric Apprentice")
    assert not list(unread_parts(ab))
    (effect,) = ab.instructions
    assert effect.duration == "end_of_turn"
    assert [type(p).__name__ for p in effect.parts] == ["BecomeTypes", "SetBasePT",
                                                        "AddAbilities"]
