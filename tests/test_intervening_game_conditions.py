"""603.4: intervening "if" clauses about the game and its players, played on a board: raid
("if you attacked this turn", 207.2c, 508.1a), "if you've cast a noncreature spell this
turn" (601.2i), delirium ("if there are four or more card
types among cards in your graveyard", 207.2c) and hellbent ("if you have no cards in hand").
The condition is checked as the ability triggers and again as it resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Mardu Hordechief", "Raid — When this creature enters, if you attacked this turn, "
     "create a 1/1 white Warrior creature token."),
    ("Searslicer Goblin", "Raid — At the beginning of your end step, if you attacked this "
     "turn, create a 1/1 red Goblin creature token."),
    ("Skyship Buccaneer", "Raid — When this creature enters, if you attacked this turn, draw "
     "a card."),
    ("Ishkanah, Grafwidow", "Delirium — When Ishkanah enters, if there are four or more card "
     "types among cards in your graveyard, create three 1/2 green Spider creature tokens "
     "with reach."),
    ("Soul Swallower", "Delirium — At the beginning of your upkeep, if there are four or more "
     "card types among cards in your graveyard, put three +1/+1 counters on this creature."),
    ("Mister Fantastic", "At the beginning of combat on your turn, if you've cast a "
     "noncreature spell this turn, draw a card."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_603_4_intervening_if_lines_read(name: str, line: str) -> None:
    abilities = compile_line(line, name, legendary="," in name)
    assert len(abilities) == 1
    ability = abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert ability.intervening_if is not None


_RAID = """
    name: raid
    battlefield: [{card: Grizzly Bears, as: bears}]
    hand: {Alice: [Mardu Hordechief]}
    actions:
"""


def test_603_4_raid_after_attacking_the_trigger_creates_a_token(solve) -> None:
    """Alice attacks with Grizzly Bears, then casts Mardu Hordechief after combat: she
    attacked this turn, so a 1/1 Warrior token is created; Bob took 2."""
    out = solve(_RAID + """
      - {attack: [bears]}
      - {block: {}}
      - {pass: {to: postcombat_main}}
      - {cast: Mardu Hordechief}
    expect:
      Warrior Token: {count: 1, power: 1, toughness: 1}
      player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_603_4_raid_without_attacking_it_doesnt_trigger(solve) -> None:
    """Cast before any attack: the intervening "if" is false, it doesn't trigger (603.4):
    no token, nothing on the stack."""
    out = solve(_RAID + """
      - {cast: Mardu Hordechief}
    expect:
      Warrior Token: {count: 0}
      game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_603_4_delirium_counts_card_types_in_the_graveyard(solve) -> None:
    """Ishkanah enters with a land, an instant, a sorcery and an artifact creature card in
    Alice's graveyard (four card types, 205.2a): three Spider tokens. With three types, none."""
    four = solve("""
        name: delirium four
        graveyard: {Alice: [Forest, Shock, Divination, Ornithopter]}
        hand: {Alice: ["Ishkanah, Grafwidow"]}
        actions:
          - {cast: "Ishkanah, Grafwidow"}
        expect:
          Spider Token: {count: 3, power: 1, toughness: 2}
    """)
    assert four.passed, four.failures
    three = solve("""
        name: delirium three
        graveyard: {Alice: [Forest, Shock, Divination, Lightning Bolt]}
        hand: {Alice: ["Ishkanah, Grafwidow"]}
        actions:
          - {cast: "Ishkanah, Grafwidow"}
        expect:
          Spider Token: {count: 0}
    """)
    assert three.passed, three.failures


def test_603_4_delirium_checked_again_on_resolution(solve) -> None:
    """Soul Swallower's upkeep trigger with four card types in the graveyard triggers; with
    it on the stack the artifact creature card is exiled: as the ability resolves only three
    types remain, so it does nothing (603.4) and Soul Swallower stays a 3/3."""
    out = solve("""
        name: delirium rechecked
        turn: {number: 2, phase: untap}
        battlefield: [{card: Soul Swallower, as: swallower}]
        graveyard: {Alice: [Forest, Shock, Divination, Ornithopter]}
        actions:
          - {pass: {to: upkeep}, respond: true}
          - {move: {card: Ornithopter, to: exile}, respond: true}
          - {resolve: all}
        expect:
          swallower: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_603_4_delirium_upkeep_trigger_resolves(solve) -> None:
    """The same upkeep with the four types still there: three +1/+1 counters, a 6/6."""
    out = solve("""
        name: delirium upkeep
        turn: {number: 2, phase: untap}
        battlefield: [{card: Soul Swallower, as: swallower}]
        graveyard: {Alice: [Forest, Shock, Divination, Ornithopter]}
        actions:
          - {pass: {to: upkeep}}
        expect:
          swallower: {power: 6, toughness: 6, counters: {+1/+1: 3}}
    """)
    assert out.passed, out.failures


_FANTASTIC = ("At the beginning of combat on your turn, if you've cast a noncreature spell "
              "this turn, draw a card.")  # Mister Fantastic's line, on a test creature


def test_603_4_a_noncreature_spell_cast_this_turn(solve) -> None:
    """601.2i: Alice casts Lightning Bolt, then combat begins: she draws a card."""
    out = solve(f"""
        name: noncreature spell
        battlefield:
          - {{token: {{name: Tester, types: [Creature], power: 1, toughness: 1,
                      text: "{_FANTASTIC}"}}}}
        hand: {{Alice: [Lightning Bolt]}}
        library: {{Alice: [Island, Island]}}
        actions:
          - {{cast: Lightning Bolt, targets: [Bob]}}
          - {{pass: {{to: beginning_of_combat}}}}
          - {{resolve: all}}
        expect:
          player Alice: {{hand_size: 1}}
    """)
    assert out.passed, out.failures


def test_603_4_only_a_creature_spell_cast_this_turn(solve) -> None:
    """Grizzly Bears is a creature spell: at the beginning of combat nothing is drawn."""
    out = solve(f"""
        name: creature spell
        battlefield:
          - {{token: {{name: Tester, types: [Creature], power: 1, toughness: 1,
                      text: "{_FANTASTIC}"}}}}
        hand: {{Alice: [Grizzly Bears]}}
        library: {{Alice: [Island, Island]}}
        actions:
          - {{cast: Grizzly Bears}}
          - {{pass: {{to: beginning_of_combat}}}}
          - {{resolve: all}}
        expect:
          player Alice: {{hand_size: 0}}
    """)
    assert out.passed, out.failures
