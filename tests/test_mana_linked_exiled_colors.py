"""607.2a / 106.5: Chrome Mox. "Imprint — When this artifact enters, you may exile a
nonartifact, nonland card from your hand." and "{T}: Add one mana of any of the exiled card's
colors." are linked: the mana is of a color of the card that ability exiled; with none
exiled it adds no mana (106.5)."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions.choices import ChooseObject
from arbiter.rules.structure import nodes


def test_607_2a_chrome_mox_makes_the_imprinted_cards_color(solve) -> None:
    """Counterspell imprinted: the Mox pays Brainstorm's {U}, not Lightning Bolt's {R}."""
    out = solve("""
        name: chrome mox
        hand: {Alice: [Chrome Mox, Counterspell, Brainstorm, Lightning Bolt]}
        actions:
          - {cast: Chrome Mox, choices: {may: true, choose_object: Counterspell}}
          - {cast: Lightning Bolt, targets: [Bob], pay: true, refused: "total cost {R}"}
          - {cast: Brainstorm, pay: true}
        expect:
          Counterspell: {zone: exile}
          Chrome Mox: {tapped: true}
          Brainstorm: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_607_2a_a_two_color_card_offers_either(board) -> None:
    game = board("""
        name: chrome mox absorb
        hand: {Alice: [Chrome Mox, Absorb]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Chrome Mox, choices: {may: true, choose_object: Absorb}}
    """)
    (label,) = [str(a) for a in game.legal_actions() if str(a).startswith("tap Chrome Mox")]
    assert label.endswith("for {W} or {U}")


def test_106_5_nothing_imprinted_no_mana(board) -> None:
    game = board("""
        name: chrome mox declined
        hand: {Alice: [Chrome Mox, Counterspell]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Chrome Mox, choices: {may: false}}
    """)
    assert not any(str(a).startswith("tap Chrome Mox") for a in game.legal_actions())
    assert any(game.name_of(o.id) == "Counterspell" and o.zone == "hand"
               for o in game.state.objects.values())


def test_607_2a_the_imprint_exile_is_linked() -> None:
    """The catalog links the imprint ability's exile to the mana ability (607.2a)."""
    abilities = Catalog().abilities("Chrome Mox", 0)
    imprint = next(a for a in abilities if isinstance(a, TriggeredAbility))
    exiles = [n for n in nodes(imprint.instructions) if isinstance(n, I.Exile)]
    assert exiles and all(e.linked for e in exiles)


@pytest.mark.parametrize(("line", "card"), [
    ("Imprint — When this artifact enters, you may exile a nonartifact, nonland card from "
     "your hand.", "Chrome Mox"),
    ("Imprint — When this artifact enters, you may exile a nonland card from your hand.",
     "Semblance Anvil"),
    ("Imprint — When this artifact enters, you may exile a creature card from your hand.",
     "Soul Foundry"),
    ("When this creature enters, you may exile an instant card from your hand.",
     "Elite Arcanist"),
])
def test_608_2d_exile_a_card_from_your_hand_oracle_lines(line: str, card: str) -> None:
    (ab,) = compile_text(line, card)
    assert isinstance(ab, TriggeredAbility)
    (choose,) = [n for n in nodes(ab.instructions) if isinstance(n, ChooseObject)]
    assert choose.selector is not None and "hand" in choose.selector.zones()
    assert any(isinstance(n, I.Exile) for n in nodes(choose.then))


def test_106_5_chrome_mox_mana_oracle_line() -> None:
    (ab,) = compile_text("{T}: Add one mana of any of the exiled card's colors.", "Chrome Mox")
    assert ab.is_mana_ability
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.linked is not None
