"""602.5b / 602.5e: activation restrictions played through the real engine: "Activate only
once." (for that object, 400.7), "Activate only as an instant." (602.5e, 304.5: whenever the
player has priority), "Activate only if <condition>" with the conditions of static abilities
(delirium, counters on the source). A refused activation changes nothing. Plus the Oracle
lines of real cards, read or left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility

ALICE = 0


def test_602_5b_activate_only_once_haunted_screen(board) -> None:
    """Haunted Screen's "{7}: Put seven +1/+1 counters on this artifact. It becomes a 0/0
    Spirit creature ... Activate only once.": the second activation is refused, also in a
    later turn; the counters stay seven."""
    game = board("""
        name: haunted screen
        battlefield: [{card: Haunted Screen, as: screen}]
    """)
    screen = obj_id(game, "screen")
    activate(game, screen, ALICE, "{7}", [], {})
    steps.resolve_all(game)
    assert game.obj(screen).counters == {"+1/+1": 7}
    assert game.chars(screen).power == 7
    game.state.turn.number += 2  # a later turn of Alice's
    with pytest.raises(IllegalActionError, match="only once"):
        activate(game, screen, ALICE, "{7}", [], {})
    assert game.obj(screen).counters == {"+1/+1": 7} and game.state.stack_items == []


def test_400_7_a_new_object_may_activate_it_again(board) -> None:
    """The Screen leaves and returns: a new object, whose ability hasn't been activated."""
    game = board("""
        name: haunted screen again
        battlefield: [{card: Haunted Screen, as: screen}]
    """)
    screen = obj_id(game, "screen")
    activate(game, screen, ALICE, "{7}", [], {})
    steps.resolve_all(game)
    hand = game.move(screen, "hand")
    assert hand is not None
    new = game.move(hand.id, "battlefield", controller=ALICE)
    assert new is not None
    activate(game, new.id, ALICE, "{7}", [], {})
    steps.resolve_all(game)
    assert game.obj(new.id).counters == {"+1/+1": 7}


_VISIONARY = """
    name: raving visionary
    battlefield: [{{card: Raving Visionary, as: rv}}]
    graveyard: {{Alice: [{cards}]}}
    library: {{Alice: [Island, Island]}}
"""


def test_602_5b_delirium_raving_visionary(board) -> None:
    """"Delirium — {2}{U}, {T}: Draw a card. Activate only if there are four or more card
    types among cards in your graveyard.": with three card types (land, creature, instant)
    it is refused and nothing changes; with a fourth (artifact) Alice draws."""
    game = board(_VISIONARY.format(cards="Forest, Grizzly Bears, Shock, Island"))
    rv = obj_id(game, "rv")
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, rv, ALICE, 2, [], {})
    assert not game.obj(rv).tapped and game.state.zone_list("hand", ALICE) == []
    game = board(_VISIONARY.format(cards="Forest, Grizzly Bears, Shock, Sol Ring"))
    activate(game, obj_id(game, "rv"), ALICE, 2, [], {})
    steps.resolve_all(game)
    assert len(game.state.zone_list("hand", ALICE)) == 1


def test_602_5b_brick_counters_luxa_river_shrine(board) -> None:
    """"{T}: You gain 2 life. Activate only if there are three or more brick counters on
    this artifact.": two counters: refused; three: Alice gains 2."""
    game = board("""
        name: luxa river shrine
        battlefield:
          - {card: Luxa River Shrine, as: two, counters: {brick: 2}}
          - {card: Luxa River Shrine, as: three, counters: {brick: 3}}
    """)
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, obj_id(game, "two"), ALICE, "{T}: You gain", [], {})
    assert game.state.players[ALICE].life == 20
    activate(game, obj_id(game, "three"), ALICE, "{T}: You gain", [], {})
    steps.resolve_all(game)
    assert game.state.players[ALICE].life == 22


class _Red:
    """Chooses red mana; any other decision has one answer."""

    def decide(self, d):
        for label, value in d.options:
            if label == "{R}{R}{R}":
                return value
        assert len(d.options) == 1, d.prompt
        return d.options[0][1]


def test_602_5e_lions_eye_diamond_only_as_an_instant(board) -> None:
    """Lion's Eye Diamond ("Discard your hand, Sacrifice this artifact: Add three mana of any
    one color. Activate only as an instant.") is activated with priority: Alice's hand is
    discarded and she has three mana of the color chosen."""
    game = board("""
        name: lion's eye diamond
        battlefield: [{card: Lion's Eye Diamond, as: led}]
        hand: {Alice: [Island, Shock]}
    """)
    game.decider = _Red()
    led = obj_id(game, "led")
    activate(game, led, ALICE, 1, [], {})
    assert game.state.players[ALICE].mana_pool == {"R": 3}
    assert game.state.zone_list("hand", ALICE) == []
    assert game.obj(led).zone != "battlefield"


@pytest.mark.parametrize(("name", "line"), [
    ("Haunted Screen", "{7}: Put seven +1/+1 counters on this artifact. It becomes a 0/0 "
     "Spirit creature in addition to its other types. Activate only once."),
    ("Mild-Mannered Librarian", "{3}{G}: This creature becomes a Werewolf. Put two +1/+1 "
     "counters on it and you draw a card. Activate only once."),
    ("Diamond Lion", "{T}, Discard your hand, Sacrifice this creature: Add three mana of any "
     "one color. Activate only as an instant."),
    ("Stallion of Ashmouth", "Delirium \u2014 {1}{B}: This creature gets +1/+1 until end of "
     "turn. Activate only if there are four or more card types among cards in your "
     "graveyard."),
    ("Pyramid of the Pantheon", "{T}: Add three mana of any one color. Activate only if "
     "there are three or more brick counters on this artifact."),
    ("Luminarch Ascension", "{1}{W}: Create a 4/4 white Angel creature token with flying. "
     "Activate only if this enchantment has four or more quest counters on it."),
])
def test_602_5_restriction_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility)
    assert ab.once or ab.condition is not None or "instant" in line


def test_122_1f_corrupted_sinew_dancer(board) -> None:
    """"Corrupted \u2014 {W}, {T}: Tap target creature. Activate only if an opponent has three
    or more poison counters.": Bob with two poison counters: refused, the Bears stay
    untapped; with three: the Bears are tapped."""
    game = board("""
        name: sinew dancer
        battlefield:
          - {card: Sinew Dancer, as: dancer}
          - {card: Grizzly Bears, as: bears, controller: Bob}
    """)
    dancer, bears = obj_id(game, "dancer"), obj_id(game, "bears")
    game.state.players[1].poison = 2
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, dancer, ALICE, 2, [bears], {})
    assert not game.obj(bears).tapped and not game.obj(dancer).tapped
    game.state.players[1].poison = 3
    game.state.touch()
    activate(game, dancer, ALICE, 2, [bears], {})
    steps.resolve_all(game)
    assert game.obj(bears).tapped


def test_602_5b_two_restrictions_thought_shucker(board) -> None:
    """"Threshold \u2014 {1}{U}: Put a +1/+1 counter on this creature and draw a card. Activate
    only if there are seven or more cards in your graveyard and only once.": six cards:
    refused; seven: it works once, and never again."""
    game = board("""
        name: thought shucker
        battlefield: [{card: Thought Shucker, as: ts}]
        graveyard: {Alice: [Forest, Forest, Forest, Forest, Forest, Forest]}
        library: {Alice: [Island, Island, Island]}
    """)
    ts = obj_id(game, "ts")
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, ts, ALICE, 1, [], {})
    assert game.obj(ts).counters == {}
    game.move(game.state.zone_list("library", ALICE)[0], "graveyard")
    activate(game, ts, ALICE, 1, [], {})
    steps.resolve_all(game)
    assert game.obj(ts).counters == {"+1/+1": 1}
    assert len(game.state.zone_list("hand", ALICE)) == 1
    with pytest.raises(IllegalActionError, match="only once"):
        activate(game, ts, ALICE, 1, [], {})


def test_602_5b_chittering_skitterling_line_reads_both_restrictions() -> None:
    line = ("Corrupted \u2014 Sacrifice an artifact or creature: Draw a card. Activate only if an "
            "opponent has three or more poison counters and only once each turn.")
    (ab,) = compile_line(line, "Chittering Skitterling")
    assert isinstance(ab, ActivatedAbility)
    assert ab.once_each_turn and ab.condition is not None and not ab.once
