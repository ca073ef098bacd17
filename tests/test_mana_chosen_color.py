"""614.12 / 106.1b: mana of the color chosen as the permanent entered: "As this artifact
enters, choose a color." with "{T}: Add one mana of the chosen color." (Coldsteel Heart), and
"This land enters tapped. As it enters, choose a color other than red." with "{T}: Add {R} or
one mana of the chosen color." (Thriving Bluff)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.abilities import ReplacementAbility


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _untap(game, name: str) -> int:
    oid = next(o.id for o in game.state.objects.values()
               if game.name_of(o.id) == name and o.zone == "battlefield")
    game.obj(oid).tapped = False  # as if its controller's untap step had come
    game.state.touch()
    return oid


def test_614_12_thriving_bluff_enters_tapped_with_a_chosen_color(board) -> None:
    game = board("""
        name: thriving bluff
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {enter: {card: Thriving Bluff, choices: {color: blue}}}
        expect:
          Thriving Bluff: {tapped: true}
    """)
    _untap(game, "Thriving Bluff")
    (label,) = [a for a in _labels(game) if a.startswith("tap Thriving Bluff")]
    assert label.endswith("for {U} or {R}")


def test_614_12_thriving_bluff_cant_choose_red(board) -> None:
    """Played from the hand, its controller chooses among the colors other than red."""
    game = board("""
        name: thriving bluff red
        hand: {Alice: [Thriving Bluff]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(next(a for a in _labels(game) if a.startswith("play Thriving Bluff")))
    assert sorted(_labels(game)) == ["black", "blue", "green", "white"]
    game.apply("green")
    bluff = next(o for o in game.state.objects.values()
                 if game.name_of(o.id) == "Thriving Bluff" and o.zone == "battlefield")
    assert bluff.tapped and bluff.choices.get("color") == "green"


def test_614_12_coldsteel_heart_makes_the_chosen_color(board) -> None:
    game = board("""
        name: coldsteel heart
        battlefield: [{card: Coldsteel Heart, choices: {color: red}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _untap(game, "Coldsteel Heart")
    (label,) = [a for a in _labels(game) if a.startswith("tap Coldsteel Heart")]
    assert label.endswith("for {R}")


@pytest.mark.parametrize(("line", "card", "fixed"), [
    ("{T}: Add one mana of the chosen color.", "Coldsteel Heart", ()),
    ("{T}: Add {R} or one mana of the chosen color.", "Thriving Bluff", ("R",)),
    ("{T}: Add {W} or one mana of the chosen color.", "Thriving Heath", ("W",)),
])
def test_614_12_chosen_color_mana_oracle_lines(line: str, card: str, fixed: tuple) -> None:
    (ab,) = compile_text(line, card)
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.chosen_color and add.colors == fixed


@pytest.mark.parametrize(("line", "card", "excluded"), [
    ("This land enters tapped. As it enters, choose a color other than red.", "Thriving Bluff",
     ("red",)),
    ("This land enters tapped. As it enters, choose a color.", "Uncharted Haven", ()),
])
def test_614_1c_enters_tapped_and_choose_a_color_oracle_lines(line: str, card: str,
                                                               excluded: tuple) -> None:
    tapped, choose = compile_text(line, card)
    assert isinstance(tapped, ReplacementAbility) and tapped.kind == "enters_tapped"
    assert isinstance(choose, ReplacementAbility) and choose.kind == "as_enters_choose"
    assert choose.choice == "color" and tuple(choose.spec) == excluded
