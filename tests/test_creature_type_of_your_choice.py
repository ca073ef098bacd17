"""608.2d, 205.3m: a creature type chosen as a spell resolves ("Choose a creature type.
<Objects> of the chosen type ...", "<objects> of the creature type of your choice"): the later
instructions act on objects of the type the spell chose; 601.2c: a target described so stays
unread (its type would be chosen with the targets)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def test_608_2d_witchs_vengeance_gives_the_chosen_type_minus_3(solve) -> None:
    """Witch's Vengeance choosing Bear: both players' Grizzly Bears die, Llanowar Elves
    (an Elf) stays."""
    out = solve("""
        name: witch's vengeance
        battlefield:
          - {card: Grizzly Bears, as: mine}
          - {card: Grizzly Bears, controller: Bob, as: theirs}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [Witch's Vengeance]}
        choices: [Bear]
        actions:
          - {cast: Witch's Vengeance}
        expect:
          mine: {zone: graveyard}
          theirs: {zone: graveyard}
          elves: {zone: battlefield, power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_608_2d_extinction_destroys_all_creatures_of_the_chosen_type(solve) -> None:
    out = solve("""
        name: extinction
        battlefield:
          - {card: Llanowar Elves, as: elves}
          - {card: Elvish Mystic, controller: Bob, as: mystic}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Extinction]}
        choices: [Elf]
        actions:
          - {cast: Extinction}
        expect:
          elves: {zone: graveyard}
          mystic: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2d_choose_a_creature_type_then_creatures_of_the_chosen_type(solve) -> None:
    """And They Shall Know No Fear choosing Bear: Alice's Grizzly Bears gets +1/+0, her
    Llanowar Elves doesn't (the spell's own choice, not a type its source chose as it
    entered; it did nothing before)."""
    out = solve("""
        name: know no fear
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Llanowar Elves, as: elves}]
        hand: {Alice: [And They Shall Know No Fear]}
        choices: [Bear]
        actions:
          - {cast: And They Shall Know No Fear}
        expect:
          bears: {power: 3, toughness: 2}
          elves: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_601_2c_targets_of_the_creature_type_of_your_choice_stay_unread() -> None:
    assert compile_text("Return X target creatures of the creature type of your choice to "
                        "their owner's hand.", "Selective Snare", True) is None
