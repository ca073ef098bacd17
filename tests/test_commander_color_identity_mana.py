"""903.4 / 903.4f / 702.124c: "{T}: Add one mana of any color in your commander's color
identity." (Command Tower, Arcane Signet, Commander's Sphere). The colors are those of the
mana symbols in the commander card's mana cost and rules text, its color indicator and its
characteristic-defining abilities, back face included (903.4, 903.4d); two commanders
combine (702.124c); a player without a commander gets no mana (903.4f)."""

from __future__ import annotations

import pytest

from arbiter.cards.color_identity import color_identity
from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I

_DB = CardDatabase.default()


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_903_4_command_tower_makes_the_commanders_colors(board) -> None:
    """Wort, the Raidmother ({4}{R/G}{R/G}) in the command zone: Command Tower taps for {R}
    or {G}, no other color."""
    game = board("""
        name: command tower
        battlefield: [{card: Command Tower, as: tower}]
        command: {Alice: [{card: "Wort, the Raidmother", commander: true}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    tower = [a for a in _labels(game) if a.startswith("tap Command Tower")]
    assert len(tower) == 1 and tower[0].endswith("for {R} or {G}")


def test_903_4_command_tower_pays_a_spell_of_the_commanders_color(solve) -> None:
    out = solve("""
        name: command tower bolt
        battlefield: [{card: Command Tower, as: tower}]
        command: {Alice: [{card: "Wort, the Raidmother", commander: true}]}
        hand: {Alice: [Lightning Bolt, Brainstorm]}
        actions:
          - {cast: Brainstorm, pay: true, refused: "total cost {U}"}
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          tower: {tapped: true}
          player Bob: {life: 37}  # a Commander game: 40 life (903.7)
    """)
    assert out.passed, out.failures


def test_903_4f_no_commander_no_mana(solve) -> None:
    """Without a commander the color identity is undefined: Command Tower can't pay
    Lightning Bolt, and it isn't offered as a mana ability at priority."""
    out = solve("""
        name: command tower without a commander
        battlefield: [{card: Command Tower, as: tower}]
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true, refused: "total cost {R}"}
        expect:
          tower: {tapped: false}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    game = out.game
    game.use_aliases = False
    assert not any(a.startswith("tap Command Tower") for a in _labels(game))


def test_903_4_an_opponents_commander_isnt_yours(board) -> None:
    game = board("""
        name: bob's commander
        battlefield: [{card: Arcane Signet, as: signet}]
        command: {Bob: [{card: "Wort, the Raidmother", commander: true}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any(a.startswith("tap Arcane Signet") for a in _labels(game))


def test_702_124c_two_commanders_combine(board) -> None:
    """Tymna the Weaver ({1}{W}{B}) and Thrasios, Triton Hero ({G}{U}): Arcane Signet taps
    for any of the four colors, not red."""
    game = board("""
        name: partners
        battlefield: [{card: Arcane Signet, as: signet}]
        command: {Alice: [{card: Tymna the Weaver, commander: true},
                          {card: "Thrasios, Triton Hero", commander: true}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    (label,) = [a for a in _labels(game) if a.startswith("tap Arcane Signet")]
    assert label.endswith("for {W} or {U} or {B} or {G}")


def test_903_4_the_commander_on_the_battlefield_still_counts(board) -> None:
    game = board("""
        name: commander on the battlefield
        battlefield:
          - {card: Commander's Sphere, as: sphere}
          - {card: "Ragavan, Nimble Pilferer", commander: true}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    (label,) = [a for a in _labels(game) if a.startswith("tap Commander's Sphere")]
    assert label.endswith("for {R}")


@pytest.mark.parametrize(("card", "identity"), [
    ("Bosh, Iron Golem", "R"),  # 903.4's example: {3}{R} in its rules text
    ("Civilized Scholar", "UR"),  # 903.4d: the back face's red color indicator
    ("Wort, the Raidmother", "RG"),  # hybrid symbols
    ("Transguild Courier", "WUBRG"),  # 604.3: "is all colors."
    ("Sol Ring", ""),  # {C} is no color
    ("Bonecrusher Giant", "R"),  # 903.4e: its adventure, Stomp {1}{R}
    ("Birds of Paradise", "G"),  # "one mana of any color" has no symbol
])
def test_903_4_color_identity_of_cards(card: str, identity: str) -> None:
    assert color_identity(_DB.get(card)) == frozenset(identity)


@pytest.mark.parametrize(("line", "card"), [
    ("{T}: Add one mana of any color in your commander's color identity.", "Command Tower"),
    ("{T}: Add one mana of any color in your commander's color identity.", "Arcane Signet"),
    ("{T}: Add one mana of any color in your commander's color identity.",
     "Commander's Sphere"),
])
def test_903_4_commander_identity_oracle_lines(line: str, card: str) -> None:
    (ab,) = compile_text(line, card)
    assert ab.is_mana_ability
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.identity
