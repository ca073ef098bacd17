"""701.20e, 603.2: "look at that many cards from the top of your library" — the word order of
"look at the top N cards" with the number first — after a combat damage trigger: "that many"
is the damage dealt (120.3, 603.2). Garruk's Harbinger (4/3) deals 4: Alice looks at four
cards, may reveal a creature card or a Garruk planeswalker card and put it into her hand, and
puts the rest on the bottom in a random order (401.4)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.values import EventAmount


def _library(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.obj(o).alias or game.name_of(o) for o in game.state.zone_list("library", 0)]


def test_701_20e_garruks_harbinger_looks_at_as_many_cards_as_the_damage(solve) -> None:
    out = solve("""
        name: Garruk's Harbinger
        turn: {number: 1, phase: precombat_main}
        battlefield: [{card: Garruk's Harbinger, as: harbinger}]
        library: {Alice: [Opt, {card: Grizzly Bears, as: bears}, Shock, Island,
                  {card: Forest, as: fifth}], Bob: [Island]}
        choices: [bears]
        actions:
          - attack: [harbinger]
          - block: {}
          - {pass: {to: end_of_combat}}
        expect:
          bears: {zone: hand}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[1].life == 16
    library = _library(out.game)
    assert library[0] == "fifth"  # the fifth card was never looked at
    assert sorted(library[1:]) == ["Island", "Opt", "Shock"]


def test_701_20e_that_many_is_the_damage_dealt() -> None:
    [ability] = compile_text(
        "Whenever this creature deals combat damage to a player, look at that many cards from "
        "the top of your library. Put one of them into your hand and the rest into your "
        "graveyard.", "Symbiote Spider-Man") or [None]
    [look] = ability.instructions
    assert isinstance(look, I.LookAtTop)
    assert (look.n, look.rest) == (EventAmount(), "graveyard")
