"""601.3, 611.2a, 607.2a: "Exile the top card of your library. You may play that card until you
exile another card with this enchantment." (Furious Rise, played from its real Oracle line;
Unstable Amulet's line read the same way): the permission has no end of its own (the card is
still playable on later turns) but ends when the same permanent exiles another card, whose
permission then starts (`engine.casting.until_another_exiled`)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse import MAY_PLAY, PLAY
from arbiter.engine.casting.until_another_exiled import END_EARLIER, EXILED_WITH
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import INDEFINITE

_RISE = """
    name: Furious Rise
    battlefield: [Furious Rise, Craw Wurm, Mountain, Mountain]
    library: {Alice: [{card: Lightning Bolt, as: bolt}, Island, {card: Shock, as: shock},
                      Island, Island], Bob: [Island, Island, Island]}
    actions:
"""


def test_607_2a_unstable_amulet_line() -> None:
    [ability] = compile_text("{T}, Pay {E}{E}: Exile the top card of your library. You may "
                             "play it until you exile another card with this artifact.",
                             "Unstable Amulet")
    exile, end, effect = ability.instructions
    assert isinstance(exile, I.ExileTop) and end == I.Custom(END_EARLIER)
    assert [(p.rule, p.detail) for p in effect.parts] == [(MAY_PLAY, PLAY), (EXILED_WITH, True)]
    assert effect.duration == INDEFINITE and effect.affected == I.Ref.it()


def test_611_2a_furious_rise_card_stays_playable_on_later_turns(board) -> None:
    """Alice's end step: Craw Wurm's power is 6, the Bolt is exiled; on Bob's turn she may
    still cast it (no "this turn" ends it)."""
    game = board(_RISE + """
      - {pass: next_turn}
      - {cast: bolt, by: Alice, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17


def test_607_2a_furious_rise_permission_ends_with_the_next_card_exiled(board) -> None:
    """Alice's next end step exiles the Shock: the Bolt can't be played any more, the Shock
    can."""
    game = board(_RISE + """
      - {pass: next_turn}
      - {pass: next_turn}
      - {pass: next_turn}
      - {cast: bolt, by: Alice, from: exile, targets: [Bob], refused: "exile"}
      - {cast: shock, by: Alice, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 18
    assert [game.name_of(o) for o in game.state.zone_list("exile")] == ["Lightning Bolt"]


_FOES = """
    name: Superior Foes
    battlefield: [Superior Foes of Spider-Man, Mountain, Mountain, Mountain, Mountain,
                  Mountain]
    hand: {{Alice: [Hill Giant]}}
    library: {{Alice: [{{card: Lightning Bolt, as: bolt}}, Island], Bob: [Island]}}
    actions:
      - {{cast: Hill Giant, choices: {{may: {answer}}}}}
"""


def test_608_2c_superior_foes_if_you_do_after_exiling_the_top_card(board) -> None:
    """Hill Giant (mana value 4) triggers it; Alice exiles the Bolt ("If you do": a card was
    exiled) and casts it with her fifth Mountain."""
    game = board(_FOES.format(answer="yes") + """
      - {cast: bolt, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17


def test_608_2c_superior_foes_declined_exiles_nothing(board) -> None:
    game = board(_FOES.format(answer="no"))
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == [
        "Lightning Bolt", "Island"]
    assert game.state.zone_list("exile") == []
