"""118.3, 602.2b, 601.2h: activation costs naming objects other than the source, or several
cards of a library:

- "Discard another card named ~" (grandeur, 701.9a): a card with that name from the hand;
- "Remove a counter from another creature you control" (122.8): a counter of any kind from a
  permanent the payer controls other than the source;
- "Tap two other untapped Halflings you control" (118.3): untapped permanents other than the
  source (302.6 restricts only {T});
- "Exile the top ten cards of your library" (406.2): only with that many cards (118.3: a
  cost is paid in full or not at all).

A cost that can't be paid is refused and leaves the game unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules import costs as K
from arbiter.rules import object_costs as O
from arbiter.rules.abilities import ActivatedAbility

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Baru, Fist of Krosa", "Grandeur — Discard another card named Baru, Fist of Krosa: Create "
     "an X/X green Wurm creature token, where X is the number of lands you control.",
     O.DiscardCards),
    ("Korlash, Heir to Blackblade", "Grandeur — Discard another card named Korlash, Heir to "
     "Blackblade: Search your library for up to two Swamp cards, put them onto the battlefield "
     "tapped, then shuffle.", O.DiscardCards),
    ("Tarox Bladewing", "Grandeur — Discard another card named Tarox Bladewing: Tarox "
     "Bladewing gets +X/+X until end of turn, where X is its power.", O.DiscardCards),
    ("Skoa, Embermage", "Grandeur — Discard another card named Skoa, Embermage, Sacrifice two "
     "Mountains: Skoa deals 4 damage to any target.", O.DiscardCards),
    ("Hexavus", "{1}, Remove a counter from another creature you control: Put a +1/+1 counter "
     "on this creature.", O.RemoveCounterFrom),
    ("Xavier Sal, Infested Captain", "{T}, Remove a counter from another permanent you "
     "control: Populate. Activate only as a sorcery.", O.RemoveCounterFrom),
    ("Saradoc, Master of Buckland", "Tap two other untapped Halflings you control: Saradoc "
     "gets +2/+0 and gains lifelink until end of turn.", K.TapUntapped),
    ("Spring-Loaded Sawblades", "Tap two other untapped artifacts you control: This Vehicle "
     "becomes an artifact creature until end of turn.", K.TapUntapped),
    ("Voyager Glidecar", "Tap three other untapped creatures you control: Until end of turn, "
     "this Vehicle becomes an artifact creature and gains flying. Put a +1/+1 counter on it.",
     K.TapUntapped),
    ("Arc-Slogger", "{R}, Exile the top ten cards of your library: This creature deals 2 damage "
     "to any target.", O.ExileTopOfLibrary),
    ("Whirling Catapult", "{2}, Exile the top two cards of your library: This artifact deals 1 "
     "damage to each creature with flying and each player.", O.ExileTopOfLibrary),
])
def test_118_3_costs_on_other_objects_of_real_lines_are_read(name: str, line: str,
                                                            kind: type) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, ActivatedAbility), ab
    assert any(isinstance(c, kind) for c in ab.cost), ab.cost


def test_701_9a_baru_discards_another_baru(solve) -> None:
    """Baru with a second Baru in hand and three lands: the second Baru is discarded as the
    cost, and a 3/3 Wurm is created (X: the lands Alice controls)."""
    out = solve("""
        name: baru grandeur
        battlefield: [{card: "Baru, Fist of Krosa", as: baru}, Forest, Forest, Mountain]
        hand: {Alice: [{card: "Baru, Fist of Krosa", as: baru2}, {card: Forest, as: f}]}
        actions:
          - activate: {card: baru, ability: "Grandeur", choices: {discard: baru2}}
        expect:
          baru2: {zone: graveyard}
          f: {zone: hand}
          Wurm Token: {count: 1, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_701_9a_baru_without_another_baru_is_refused(board) -> None:
    """No other card named Baru in hand: the cost can't be paid (118.3); refused, the hand
    unchanged."""
    game = board("""
        name: baru no grandeur
        battlefield: [{card: "Baru, Fist of Krosa", as: baru}, Forest]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
    """)
    baru, bears = obj_id(game, "baru"), obj_id(game, "bears")
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, baru, ALICE, "Grandeur", [], {"discard": bears})
    assert game.state.version == before and game.obj(bears).zone == "hand"


def test_122_8_hexavus_removes_a_counter_from_another_creature(solve) -> None:
    """Hexavus (six +1/+1 counters) takes a -1/-1 counter off Alice's Grizzly Bears: the Bears
    become 2/2 again and Hexavus gets a seventh +1/+1 counter."""
    out = solve("""
        name: hexavus
        battlefield:
          - {card: Hexavus, as: hex}
          - {card: Grizzly Bears, as: bears, counters: {-1/-1: 1}}
        actions:
          - activate: {card: hex, ability: "{1}, Remove a counter from another",
                       choices: {remove_from: bears}}
        expect:
          bears: {power: 2, toughness: 2}
          hex: {counters: {+1/+1: 7}}
    """)
    assert out.passed, out.failures


def test_122_8_hexavus_cant_remove_its_own_counter_for_another(board) -> None:
    """Hexavus is the only creature with counters: "another creature" can't be Hexavus, so
    the ability can't be activated; naming Hexavus is refused and nothing changes."""
    game = board("""
        name: hexavus alone
        battlefield: [{card: Hexavus, as: hex}, {card: Grizzly Bears, as: bears}]
    """)
    hexavus = obj_id(game, "hex")
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, hexavus, ALICE, "{1}, Remove a counter from another", [],
                 {"remove_from": hexavus})
    assert game.state.version == before
    assert game.obj(hexavus).counters.get("+1/+1") == 6


def test_118_3_saradoc_taps_two_other_halflings(solve) -> None:
    """Saradoc taps two Halfling tokens it made (302.6 doesn't stop tapping them for a cost
    that isn't {T}); Saradoc stays untapped and becomes 4/4 with lifelink."""
    out = solve("""
        name: saradoc
        battlefield:
          - {card: "Saradoc, Master of Buckland", as: saradoc}
          - {card: "Bilbo, Retired Burglar", as: h1}
          - {card: "Frodo Baggins", as: h2}
        actions:
          - activate: {card: saradoc, ability: "Tap two other", choices: {tap: [h1, h2]}}
        expect:
          h1: {tapped: true}
          h2: {tapped: true}
          saradoc: {tapped: false, power: 4, toughness: 4, has: [lifelink]}
    """)
    assert out.passed, out.failures


def test_118_3_saradoc_cant_tap_itself_for_other_halflings(board) -> None:
    """With one other Halfling, Saradoc (a Halfling itself) can't pay: refused, nothing
    tapped."""
    game = board("""
        name: saradoc short
        battlefield:
          - {card: "Saradoc, Master of Buckland", as: saradoc}
          - {card: "Frodo Baggins", as: h2}
    """)
    saradoc, h2 = obj_id(game, "saradoc"), obj_id(game, "h2")
    with pytest.raises(IllegalActionError):
        activate(game, saradoc, ALICE, "Tap two other", [], {"tap": [saradoc, h2]})
    assert not game.obj(saradoc).tapped and not game.obj(h2).tapped


def test_406_2_arc_slogger_exiles_the_top_ten_cards(solve) -> None:
    """Eleven cards in Alice's library: the top ten are exiled, one is left, and Bob takes
    2 damage."""
    out = solve("""
        name: arc-slogger
        battlefield: [{card: Arc-Slogger, as: slogger}]
        library: {Alice: [Island, Island, Island, Island, Island, Island, Island, Island,
                          Island, Island, {card: Plains, as: last}]}
        actions:
          - activate: {card: slogger, ability: "{R}", targets: [Bob]}
        expect:
          Island: {count: 10, zone: exile}
          last: {zone: library}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_118_3_arc_slogger_with_nine_cards_is_refused(board) -> None:
    """Nine cards in the library can't pay "Exile the top ten cards": refused, nothing
    exiled."""
    game = board("""
        name: arc-slogger short
        battlefield: [{card: Arc-Slogger, as: slogger}]
        library: {Alice: [Island, Island, Island, Island, Island, Island, Island, Island,
                          Island]}
    """)
    slogger = obj_id(game, "slogger")
    with pytest.raises(IllegalActionError):
        activate(game, slogger, ALICE, "{R}", [("player", BOB)], {})
    assert len(game.state.zone_list("library", ALICE)) == 9
    assert game.state.players[BOB].life == 20
