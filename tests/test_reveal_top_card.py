"""701.20a: revealing the top card of your library and putting it where the effect says,
from real Oracle lines played on a board: Coiling Oracle (a land onto the battlefield,
anything else into the hand), Yuriko, the Tiger's Shadow and Sorin, Grim Nemesis (into the
hand; each opponent loses life equal to its mana value, 202.3), Call of the Wild (a noncreature
card into the graveyard)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.reveal_top_card import RevealTopPut


@pytest.mark.parametrize(("name", "line", "to", "otherwise", "life_loss"), [
    ("Coiling Oracle", "When this creature enters, reveal the top card of your library. If "
     "it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
     "battlefield", "hand", None),
    ("Call of the Wild", "{2}{G}{G}: Reveal the top card of your library. If it's a creature "
     "card, put it onto the battlefield. Otherwise, put it into your graveyard.",
     "battlefield", "graveyard", None),
    ("Neurok Familiar", "When this creature enters, reveal the top card of your library. If "
     "it's an artifact card, put it into your hand. Otherwise, put it into your graveyard.",
     "hand", "graveyard", None),
    ("Yuriko, the Tiger's Shadow", "Whenever a Ninja you control deals combat damage to a "
     "player, reveal the top card of your library and put that card into your hand. Each "
     "opponent loses life equal to that card's mana value.", "hand", None, "each_opponent"),
    ("Dark Confidant", "At the beginning of your upkeep, reveal the top card of your library "
     "and put that card into your hand. You lose life equal to its mana value.", "hand", None,
     "you"),
])
def test_701_20a_reveal_top_card_lines(name, line, to, otherwise, life_loss) -> None:
    [ability] = compile_text(line, name) or [None]
    [step] = ability.instructions
    assert isinstance(step, RevealTopPut)
    assert (step.to, step.otherwise, step.life_loss) == (to, otherwise, life_loss)


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_20a_coiling_oracle_puts_a_land_onto_the_battlefield(board) -> None:
    game = board("""
        name: Coiling Oracle, a land
        hand: {Alice: [Coiling Oracle]}
        library: {Alice: [Forest, Island], Bob: [Island]}
        actions:
          - {cast: Coiling Oracle}
    """)
    assert sorted(game.name_of(o) for o in game.state.battlefield()) == [
        "Coiling Oracle", "Forest"]
    assert _names(game, "hand") == []
    assert _names(game, "library") == ["Island"]


def test_701_20a_coiling_oracle_puts_a_nonland_into_the_hand(board) -> None:
    game = board("""
        name: Coiling Oracle, a spell
        hand: {Alice: [Coiling Oracle]}
        library: {Alice: [Shock, Island], Bob: [Island]}
        actions:
          - {cast: Coiling Oracle}
    """)
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Coiling Oracle"]
    assert _names(game, "hand") == ["Shock"]


def test_701_20a_call_of_the_wild_a_noncreature_goes_to_the_graveyard(board) -> None:
    game = board("""
        name: Call of the Wild
        battlefield: [{card: Call of the Wild, as: call}]
        library: {Alice: [Shock, {card: Grizzly Bears, as: bears}], Bob: [Island]}
        actions:
          - activate: {card: call, ability: 1}
          - activate: {card: call, ability: 1}
    """)
    assert _names(game, "graveyard") == ["Shock"]
    assert sorted(game.name_of(o) for o in game.state.battlefield()) == [
        "Call of the Wild", "Grizzly Bears"]


def test_701_20a_yuriko_each_opponent_loses_the_mana_value(board) -> None:
    """Yuriko (a Ninja) deals combat damage to Bob: Alice reveals Serra Angel (mana value 5)
    and puts it into her hand; Bob loses 1 + 5 life."""
    game = board("""
        name: Yuriko
        battlefield: [{card: "Yuriko, the Tiger's Shadow", as: yuriko}]
        library: {Alice: [Serra Angel, Island], Bob: [Island]}
        actions:
          - {attack: [yuriko]}
          - {block: {}}
          - {pass: next_step}
    """)
    assert _names(game, "hand") == ["Serra Angel"]
    assert game.state.players[1].life == 20 - 1 - 5
    assert game.state.players[0].life == 20


def test_701_20a_sorin_plus_one_with_an_empty_library_reveals_nothing(board) -> None:
    game = board("""
        name: Sorin, empty library
        battlefield: [{card: "Sorin, Grim Nemesis", as: sorin}]
        library: {Bob: [Island]}
        actions:
          - activate: {card: sorin, ability: "+1"}
    """)
    assert game.state.players[1].life == 20
    assert _names(game, "hand") == []


_INSTINCT = """
    name: Killer Instinct
    battlefield: [Killer Instinct]
    library: {{Alice: [{{card: {top}, as: top}}, Island], Bob: [Island, Island]}}
"""


def test_608_2c_killer_instinct_the_creature_put_gains_haste_and_is_sacrificed(board) -> None:
    """Killer Instinct reveals Grizzly Bears: it enters, "that creature" (the Bears, not the
    enchantment) has haste this turn; at the beginning of the end step it is sacrificed
    (603.7)."""
    game = board(_INSTINCT.format(top="Grizzly Bears") + """
    actions:
      - {pass: {to: precombat_main}}
      - {pass: {to: precombat_main}}
    """)
    assert game.state.turn.active == 0
    bears = next(o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears")
    assert game.chars(bears).has_keyword("haste")
    enchantment = next(o for o in game.state.battlefield()
                       if game.name_of(o) == "Killer Instinct")
    assert not game.chars(enchantment).has_keyword("haste")
    game2 = board(_INSTINCT.format(top="Grizzly Bears") + """
    actions:
      - {pass: {to: precombat_main}}
      - {pass: {to: precombat_main}}
      - {pass: {to: cleanup}}
    """)
    assert _names(game2, "graveyard") == ["Grizzly Bears"]
    assert "Killer Instinct" in [game2.name_of(o) for o in game2.state.battlefield()]


def test_608_2c_killer_instinct_a_land_stays_on_top(board) -> None:
    game = board(_INSTINCT.format(top="Forest") + """
    actions:
      - {pass: {to: precombat_main}}
      - {pass: {to: precombat_main}}
    """)
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Killer Instinct"]
    assert _names(game, "hand") == ["Forest"]  # drawn in the draw step after staying on top
