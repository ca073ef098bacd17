"""608.2d / 702.16 / 611.2c: "Choose a color. White creatures you control gain protection from
the chosen color until end of turn." (Brave the Elements, Akroma's Blessing, Reverent Mantra,
Prismatic Boon): the color is chosen as the spell resolves, every creature of the group at
that moment gains protection from it (a red spell targeting one then has an illegal target,
702.16b, 608.2b), and the protection ends with the turn (514.2). Played through the engine."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.turn import steps


def test_702_16b_brave_the_elements_saves_a_white_creature_from_a_bolt(solve) -> None:
    """Bob bolts Alice's Savannah Lions; Alice answers with Brave the Elements choosing red.
    The Lions gain protection from red, so the Bolt has no legal target and does nothing;
    Alice's green Grizzly Bears is not a white creature and gains nothing. After the turn the
    protection is gone."""
    out = solve("""
        name: brave the elements
        battlefield: [{card: Savannah Lions, as: lions}, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Brave the Elements], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [lions], respond: true}
          - {cast: Brave the Elements, choices: {color: red}}
        expect:
          lions: {zone: battlefield}
          bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    lions, bears = obj_id(game, "lions"), obj_id(game, "bears")
    assert game.obj(lions).damage == 0
    assert game.chars(lions).has_keyword("protection from")
    assert not game.chars(bears).has_keyword("protection from")
    steps.cleanup_actions(game)  # 514.2
    assert not game.chars(lions).has_keyword("protection from")


def test_608_2d_akromas_blessing_choosing_another_color_doesnt_stop_the_bolt(solve) -> None:
    """Akroma's Blessing choosing blue: Alice's creatures gain protection from blue only, and
    Bob's red Lightning Bolt still kills the Grizzly Bears."""
    out = solve("""
        name: akroma's blessing blue
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Akroma's Blessing], Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [bears], respond: true}
          - {cast: Akroma's Blessing, choices: {color: blue}}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_611_2c_reverent_mantra_protects_every_creature_on_the_battlefield(solve) -> None:
    """Reverent Mantra ("All creatures") choosing green: Alice's Grizzly Bears and Bob's
    Llanowar Elves both have protection from green until end of turn; Alice's Savannah Lions
    (white) has it too, as the effect names every creature."""
    out = solve("""
        name: reverent mantra
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Savannah Lions, as: lions},
                      {card: Llanowar Elves, as: elves, controller: Bob}]
        hand: {Alice: [Reverent Mantra]}
        actions:
          - {cast: Reverent Mantra, choices: {color: green}}
    """)
    assert out.passed, out.failures
    game = out.game
    for alias in ("bears", "lions", "elves"):
        ch = game.chars(obj_id(game, alias))
        assert any(a.ability.text == "Protection from green" for a in ch.abilities), alias
