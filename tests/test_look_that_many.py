"""701.20e, 603.2: "look at that many cards from the top of your library" — the word order of
"look at the top N cards" with the number first — after a combat damage trigger: "that many"
is the damage dealt (120.3, 603.2). Garruk's Harbinger (4/3) deals 4: Alice looks at four
cards, may reveal a creature card or a Garruk planeswalker card and put it into her hand, and
puts the rest on the bottom in a random order (401.4). And 401.2: "You may reveal a <card> from
among them and put it on top of your library" (Silhana Wayfinder)."""

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


def test_401_2_silhana_wayfinder_puts_the_revealed_card_on_top(solve) -> None:
    """Silhana Wayfinder: Alice looks at Opt, Shock, Grizzly Bears, Island, reveals the Bears
    and puts them on top; the other three go to the bottom in a random order, under the
    Forest she never looked at (401.4)."""
    out = solve("""
        name: Silhana Wayfinder
        hand: {Alice: [Silhana Wayfinder]}
        choices: [bears]
        library: {Alice: [Opt, Shock, {card: Grizzly Bears, as: bears}, Island,
                  {card: Forest, as: fifth}], Bob: [Island]}
        actions:
          - {cast: Silhana Wayfinder}
    """)
    assert out.passed, out.failures
    library = _library(out.game)
    assert library[:2] == ["bears", "fifth"]
    assert sorted(library[2:]) == ["Island", "Opt", "Shock"]
