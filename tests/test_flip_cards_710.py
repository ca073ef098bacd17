"""710: flip cards played through the real engine: "At the beginning of the end step, if there
are two or more ki counters on this creature, you may flip it." (Budoka Pupil), "Whenever this
creature deals damage to an opponent, flip it." (Akki Lavarunner). 710.2: the flipped
permanent has its alternative name, type line, text and P/T; 710.1c: its color and mana cost
stay; 710.4 / 400.7: a flipped permanent that leaves the battlefield comes back unflipped;
707.3: a copy of a flipped flip card, itself unflipped, has the normal characteristics."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text

_PUPIL = """
    name: {name}
    battlefield:
      - {{card: Budoka Pupil, as: pupil, counters: {{ki: {ki}}}}}
    library: {{Alice: [Forest, Forest], Bob: [Forest, Forest]}}
    choices: [yes]
    actions:
      - {{pass: {{to: end}}}}
{more}
    expect:
{expect}
"""


def test_710_2_budoka_pupil_flips_into_ichiga_at_the_end_step(solve) -> None:
    """Two ki counters at the beginning of the end step: Alice flips it. It is Ichiga, Who
    Topples Oaks, a legendary 4/3 Spirit with trample (710.2), still green with mana value 3
    (710.1c), and the same permanent: its ki counters stay."""
    out = solve(_PUPIL.format(name="pupil flips", ki=2, more="", expect="""
      pupil: {name: "Ichiga, Who Topples Oaks", power: 4, toughness: 3, supertypes: [Legendary],
              subtypes: [Spirit], colors: [green], mana_value: 3, has: [trample],
              counters: {ki: 2}}
"""))
    assert out.passed, out.failures


def test_603_4_one_ki_counter_no_flip(solve) -> None:
    """One ki counter: the intervening 'if' is false, it doesn't flip."""
    out = solve(_PUPIL.format(name="pupil stays", ki=1, more="", expect="""
      pupil: {name: Budoka Pupil, power: 2, toughness: 2}
"""))
    assert out.passed, out.failures


def test_710_4_a_flipped_permanent_returns_unflipped(solve) -> None:
    """Ichiga is returned to Alice's hand and put onto the battlefield again: a new object,
    unflipped (110.5b, 400.7)."""
    out = solve(_PUPIL.format(name="pupil returns", ki=2, more="""
      - {move: {card: pupil, to: hand}}
      - {move: {card: pupil, to: battlefield}}
""", expect="""
      pupil: {name: Budoka Pupil, power: 2, toughness: 2, counters: {}}
"""))
    assert out.passed, out.failures


def test_707_3_a_clone_of_a_flipped_ichiga_is_an_unflipped_budoka_pupil(solve) -> None:
    """The Clone (unflipped) copying the flipped Ichiga gets the card's normal
    characteristics: a 2/2 Budoka Pupil (707.3's example, the other way round)."""
    out = solve(_PUPIL.format(name="clone of ichiga", ki=2, more="""
      - {enter: {card: Clone, as: clone, choices: {copy: pupil}}}
""", expect="""
      clone: {name: Budoka Pupil, power: 2, toughness: 2}
      pupil: {name: "Ichiga, Who Topples Oaks"}
"""))
    assert out.passed, out.failures


def test_710_2_akki_lavarunner_flips_when_it_deals_damage_to_an_opponent(solve) -> None:
    """Akki Lavarunner attacks Bob unblocked: it deals him 1 damage and flips into Tok-Tok,
    Volcano Born, a 2/2 with protection from red, still red."""
    out = solve("""
        name: lavarunner
        turn: {number: 3}
        battlefield:
          - {card: Akki Lavarunner, as: runner}
        library: {Alice: [Mountain, Mountain], Bob: [Mountain, Mountain]}
        actions:
          - {pass: {to: declare_attackers}}
          - attack: [runner]
          - block: {}
          - {pass: {to: end}}
        expect:
          runner: {name: "Tok-Tok, Volcano Born", power: 2, toughness: 2, colors: [red],
                   has: [protection from red]}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a coin flip is another clause; Chaos Orb's dexterity flip isn't read
    "Flip it onto the battlefield from a height of at least one foot.",
])
def test_710_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None


def test_110_5b_homura_returns_to_the_battlefield_flipped(solve) -> None:
    """Homura dies: it returns (a new object, 400.7) flipped, as Homura's Essence, a
    legendary enchantment whose anthem gives Alice's Grizzly Bears +2/+2 and flying."""
    out = solve("""
        name: homura
        battlefield:
          - {card: "Homura, Human Ascendant", as: homura}
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [Murder]}
        library: {Alice: [Mountain], Bob: [Swamp]}
        actions:
          - {pass: {to: end}}
          - {cast: Murder, by: Bob, targets: [homura]}
        expect:
          homura: {zone: battlefield, name: "Homura's Essence", types: [Enchantment],
                   supertypes: [Legendary]}
          bears: {power: 4, toughness: 4, has: [flying]}
    """)
    assert out.passed, out.failures
