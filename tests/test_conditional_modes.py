"""700.2 / 601.2b: "Choose one. If you control a commander as you cast this spell, you may
choose both instead." (Drown in Dreams, the Commander "Will" spells, Flame of Anor): the
condition is judged as the modes are chosen; 903.3: "a commander" is a permanent that is any
player's commander, not a card in the command zone."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.rules.abilities import SpellAbility, UnsupportedAbility
from arbiter.rules.alternative_costs import ControlsACommander
from arbiter.rules.conditional_modes import MoreModesIf


def _sizes(game, player: int) -> tuple[int, int]:
    """The player's library and graveyard sizes."""
    return (len(game.state.zone_list("library", player)),
            len(game.state.zone_list("graveyard", player)))


def test_700_2_both_modes_with_a_commander_on_the_battlefield(solve) -> None:
    """Alice's commander Kyler on the battlefield: Drown in Dreams with X = 2 and both modes
    on Bob: he draws two, then mills four (twice X, 701.17a)."""
    out = solve("""
        name: both modes
        battlefield: [{card: "Kyler, Sigardian Emissary", commander: true}]
        hand: {Alice: [Drown in Dreams]}
        library: {Bob: [Opt, Opt, Opt, Opt, Opt, Opt, Opt]}
        actions:
          - {cast: Drown in Dreams, targets: [Bob, Bob], choices: {x: 2, modes: [1, 2]}}
        expect:
          player Bob: {hand_size: 2}
    """)
    assert out.passed, out.failures
    assert _sizes(out.game, 1) == (1, 4)


def test_601_2b_commander_in_command_zone_is_not_controlled(solve) -> None:
    """Alice's commander in the command zone isn't a permanent she controls: choosing both
    modes is refused and nothing changes; one mode is fine."""
    out = solve("""
        name: one mode only
        command: {Alice: [{card: "Kyler, Sigardian Emissary", commander: true}]}
        hand: {Alice: [Drown in Dreams]}
        library: {Bob: [Opt, Opt, Opt, Opt, Opt]}
        actions:
          - {cast: Drown in Dreams, targets: [Bob, Bob], choices: {x: 1, modes: [1, 2]},
             refused: "modes"}
          - {cast: Drown in Dreams, targets: [Bob], choices: {x: 1, mode: 2}}
        expect:
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures
    assert _sizes(out.game, 1) == (3, 2)


def test_700_2_mill_twice_x(solve) -> None:
    """The second mode alone, X = 3: Bob mills six."""
    out = solve("""
        name: mills twice X
        hand: {Alice: [Drown in Dreams]}
        library: {Bob: [Opt, Opt, Opt, Opt, Opt, Opt, Opt, Opt]}
        actions:
          - {cast: Drown in Dreams, targets: [Bob], choices: {x: 3, mode: 2}}
        expect:
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures
    assert _sizes(out.game, 1) == (2, 6)


def test_601_2b_flame_of_anor_two_modes_with_a_wizard(solve) -> None:
    """Flame of Anor with a Wizard (Merfolk Looter is a Merfolk Rogue; Prodigal Sorcerer is a
    Human Wizard): Alice draws two and deals 5 damage to Craw Wurm (6/4)."""
    out = solve("""
        name: flame of anor
        battlefield: [Prodigal Sorcerer, {card: Craw Wurm, as: wurm}]
        hand: {Alice: [Flame of Anor]}
        library: {Alice: [Opt, Opt, Opt]}
        actions:
          - {cast: Flame of Anor, targets: [Alice, wurm], choices: {modes: [1, 3]}}
        expect:
          player Alice: {hand_size: 2}
          wurm: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,most,condition", [
    ("Choose one. If you control a commander as you cast this spell, you may choose both "
     "instead.", 2, ControlsACommander()),  # Drown in Dreams, Akroma's Will ...
    ("Choose one. If you control a Wizard as you cast this spell, you may choose two "
     "instead.", 2, None),  # Flame of Anor
])
def test_700_2_oracle_lines(line: str, most: int, condition: object) -> None:
    abilities = read_lines("Card", 0, line, spell=True)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    (spell,) = [a for a in abilities if isinstance(a, SpellAbility)]
    (more,) = [a for a in abilities if isinstance(a, MoreModesIf)]
    assert spell.modes == (1, 1) and more.most == most
    if condition is not None:
        assert more.condition == condition


def test_702_33d_inscription_of_ruin_kicked_any_number_of_modes(solve) -> None:
    """Inscription of Ruin kicked ("If this spell was kicked, choose any number instead"):
    Alice chooses the first and third modes: Bob discards two cards and his Grizzly Bears
    (mana value 2) is destroyed."""
    out = solve("""
        name: inscription kicked
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Inscription of Ruin], Bob: [Opt, Island]}
        actions:
          - {cast: Inscription of Ruin, targets: [Bob, bears],
             choices: {kicker: yes, modes: [1, 3]}}
        expect:
          bears: {zone: graveyard}
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_601_2b_inscription_of_ruin_unkicked_one_mode_only(solve) -> None:
    """Not kicked, two modes are refused and nothing changes; one mode is fine."""
    out = solve("""
        name: inscription unkicked
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Inscription of Ruin], Bob: [Opt, Opt, Island]}
        actions:
          - {cast: Inscription of Ruin, targets: [Bob, bears],
             choices: {kicker: no, modes: [1, 3]}, refused: "modes"}
          - {cast: Inscription of Ruin, targets: [bears], choices: {kicker: no, mode: 3}}
        expect:
          bears: {zone: graveyard}
          player Bob: {hand_size: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,most", [
    ("Choose one. If this spell was kicked, choose any number instead.", 99),  # Inscriptions
    ("Descend 8 — Choose one. If there are eight or more permanent cards in your graveyard "
     "as you cast this spell, choose one or more instead.", 99),  # Wail of the Forgotten
])
def test_700_2_more_modes_any_number_lines(line: str, most: int) -> None:
    abilities = read_lines("Card", 0, line, spell=True)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    (spell,) = [a for a in abilities if isinstance(a, SpellAbility)]
    (more,) = [a for a in abilities if isinstance(a, MoreModesIf)]
    assert spell.modes == (1, 1) and more.most == most


def test_700_2_choose_both_instead_without_may_stays_unread() -> None:
    """"choose both instead" obliges the caster (Pyrrhic Strike): not the permission read."""
    abilities = read_lines("Pyrrhic Strike", 0, "Choose one. If this spell's additional cost "
                           "was paid, choose both instead.", spell=True)
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)
