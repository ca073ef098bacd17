"""406.3 / 608.2g / 118.9 / 401.4: "<player> exiles cards from the top of their library until
they exile a <quality> card. You may cast that card without paying its mana cost. [Then put
the exiled cards that weren't cast this way on the bottom of that library in a random
order.]" and the later permission "Until end of turn, you may cast that card without paying
its mana cost." (601.3), played through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.exile_until import ExileUntil

_WAND = """
    name: Chaos Wand
    battlefield: [{card: Chaos Wand, as: wand}, Island, Island, Island, Island]
    library: {Alice: [Plains], Bob: [{card: Forest, as: forest}, {card: Grizzly Bears, as: bears},
              {card: Lightning Bolt, as: bolt}, {card: Island, as: island}]}
"""


def test_608_2g_chaos_wand_casts_bobs_bolt_free_and_puts_the_rest_on_the_bottom(board) -> None:
    """Bob exiles Forest, Grizzly Bears and Lightning Bolt (the first instant or sorcery);
    Alice casts the Bolt without paying its mana cost at Bob (17 life; it goes to its owner's
    graveyard); Forest and Grizzly Bears go under Bob's Island (401.4)."""
    game = board(_WAND + """
    actions:
      - activate: {card: wand, targets: [Bob], choices: {cast_now: "yes",
                                                          cast_now_target: Bob}}
    """)
    assert game.state.players[1].life == 17
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Lightning Bolt"]
    library = [game.name_of(o) for o in game.state.zone_list("library", 1)]
    assert library[0] == "Island" and sorted(library[1:]) == ["Forest", "Grizzly Bears"]
    assert not game.state.zone_list("exile")


def test_608_2g_chaos_wand_declined_the_bolt_goes_to_the_bottom_too(board) -> None:
    """Declined: "the exiled cards that weren't cast this way" include the Bolt."""
    game = board(_WAND + """
    actions:
      - activate: {card: wand, targets: [Bob], choices: {cast_now: "no"}}
    """)
    assert game.state.players[1].life == 20
    library = [game.name_of(o) for o in game.state.zone_list("library", 1)]
    assert library[0] == "Island" and \
        sorted(library[1:]) == ["Forest", "Grizzly Bears", "Lightning Bolt"]


def test_601_3_stolen_goods_permission_lasts_the_turn(solve) -> None:
    """Stolen Goods: Bob exiles Forest, then Grizzly Bears (nonland); the Forest stays in
    exile; Alice casts Bob's Grizzly Bears later this turn without paying its mana cost."""
    out = solve("""
        name: stolen goods
        battlefield: [Island, Island, Island, Island]
        hand: {Alice: [Stolen Goods]}
        library: {Alice: [Plains], Bob: [{card: Forest, as: forest},
                  {card: Grizzly Bears, as: bears}, {card: Island, as: island}]}
        actions:
          - {cast: Stolen Goods, targets: [Bob], pay: true}
          - {cast: bears, from: exile, alternative: free}
        expect:
          bears: {zone: battlefield, controller: Alice, owner: Bob}
          forest: {zone: exile}
          island: {zone: library}
    """)
    assert out.passed, out.failures


def test_406_3_lines_read() -> None:
    [tome] = compile_text("{3}, {T}: Exile cards from the top of your library until you exile a "
                          "nonland card. You may cast that card without paying its mana cost.",
                          "Some Artifact")
    [step] = tome.instructions
    assert isinstance(step, ExileUntil) and step.who == "you" and step.cast_free \
        and step.rest is None
