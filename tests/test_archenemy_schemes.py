"""Archenemy (904) played through the real engine: the archenemy sets the top scheme of their
scheme deck in motion as their precombat main phase begins (904.9, 703.4e, 701.32b), and its
"When you set this scheme in motion" ability triggers; a face-up non-ongoing scheme goes
face down to the bottom of the scheme deck once no scheme ability waits (904.10, 704.6e); an
ongoing scheme stays face up, its static abilities applying from the command zone (314.4),
until an ability abandons it (904.11, 701.33b). Game setup: 904.2-904.6 and 904.12."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.game import Game
from arbiter.engine.keyword_actions.schemes import (
    SET_IN_MOTION,
    AbandonScheme,
    face_up_schemes,
)
from arbiter.engine.setup_outside import OutsideTheGameError
from arbiter.rules.abilities import StaticAbility, TriggeredAbility

ALICE, BOB = 0, 1
SKY = "Look Skyward and Despair"
SOIL = "The Very Soil Shall Shake"


@pytest.mark.parametrize(("name", "line", "kind"), [
    (SKY, "When you set this scheme in motion, create a 5/5 red Dragon creature token with "
     "flying.", TriggeredAbility),
    ("Behold the Power of Destruction", "When you set this scheme in motion, destroy all "
     "nonland permanents target opponent controls.", TriggeredAbility),
    ("Tooth, Claw, and Tail", "When you set this scheme in motion, destroy up to three "
     "target nonland permanents.", TriggeredAbility),
    (SOIL, "Creatures you control get +2/+2 and have trample.", StaticAbility),
    (SOIL, "When a creature you control dies, abandon this scheme.", TriggeredAbility),
])
def test_701_32b_701_33_scheme_lines_read(name, line, kind) -> None:
    (ab,) = read_lines(name, 0, line, command=True)
    assert isinstance(ab, kind)
    if kind is TriggeredAbility and "set this scheme" in line:
        assert ab.trigger.event == SET_IN_MOTION and ab.trigger.zone == "command"
    if "abandon" in line:
        assert AbandonScheme() in ab.instructions


def _board(solve, actions: str, schemes: str):
    out = solve(f"""
name: archenemy
turn: {{number: 3, phase: upkeep}}
battlefield:
  - {{card: Grizzly Bears, as: bears}}
  - {{card: Savannah Lions, controller: Bob, as: lions}}
library:
  Alice: [Island, Forest, Mountain, Swamp, Plains]
  Bob: [Island, Forest, Mountain, Swamp, Plains]
schemes:
  Alice: {schemes}
actions:
{actions}
""")
    out.game.use_aliases = False
    return out.game


def _names(game: Game, oids: list[int]) -> list[str]:
    return [game.name_of(o) for o in oids]


def test_904_9_701_32b_the_top_scheme_is_set_in_motion_then_goes_to_the_bottom(solve) -> None:
    """Look Skyward and Despair: a 5/5 Dragon; then, not ongoing, it goes face down to the
    bottom of Alice's scheme deck (904.10)."""
    game = _board(solve, "  - {pass: {to: precombat_main}}", f"[{SKY}, {SOIL}]")
    assert _names(game, game.state.battlefield()).count("Dragon Token") == 1
    assert face_up_schemes(game) == []
    assert game.state.players[ALICE].scheme_deck == [SOIL, SKY]


def test_904_10_the_scheme_stays_face_up_while_its_ability_waits(solve) -> None:
    game = _board(solve, "  - {pass: {to: precombat_main}, respond: true}", f"[{SKY}]")
    assert _names(game, face_up_schemes(game)) == [SKY]
    assert len(game.state.stack_items) == 1
    while game.state.stack_items:
        game.apply("pass")
    assert face_up_schemes(game) == []
    assert game.state.players[ALICE].scheme_deck == [SKY]


def test_904_11_701_33b_an_ongoing_scheme_applies_until_abandoned(solve) -> None:
    """The Very Soil Shall Shake: Alice's Grizzly Bears is 4/4 with trample while the scheme
    is face up (314.4); Bob's creatures aren't affected. When a creature Alice controls dies,
    the scheme is abandoned: face down to the bottom of her scheme deck."""
    game = _board(solve, "  - {pass: {to: precombat_main}}", f"[{SOIL}, {SKY}]")
    bears = next(o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears")
    lions = next(o for o in game.state.battlefield() if game.name_of(o) == "Savannah Lions")
    assert _names(game, face_up_schemes(game)) == [SOIL]
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert game.chars(bears).has_keyword("trample")
    assert (game.chars(lions).power, game.chars(lions).toughness) == (2, 1)


def test_701_33b_abandoning_the_ongoing_scheme(solve) -> None:
    """Grizzly Bears dies: The Very Soil Shall Shake's ability abandons it."""
    game = _board(solve, """  - {pass: {to: precombat_main}}
  - {move: {card: bears, to: graveyard}}""", f"[{SOIL}, {SKY}]")
    assert face_up_schemes(game) == []
    assert game.state.players[ALICE].scheme_deck == [SKY, SOIL]


def test_904_5_904_6_904_12_archenemy_setup(catalog) -> None:
    deck = ["Island"] * 20
    two = Game.new([deck, deck], catalog=catalog, schemes=[None, [SKY, SOIL]])
    assert [p.life for p in two.state.players] == [20, 40]  # 904.5
    assert two.state.turn.active == BOB  # 904.6: the archenemy takes the first turn
    assert sorted(two.state.players[BOB].scheme_deck) == sorted([SKY, SOIL])
    rumble = Game.new([deck, deck, deck], catalog=catalog, first=2,
                      schemes=[[SKY], [SOIL], [SKY]])
    assert [p.life for p in rumble.state.players] == [40, 40, 40]  # 904.12c
    assert rumble.state.turn.active == 2
    with pytest.raises(OutsideTheGameError, match="shared team turns"):
        Game.new([deck, deck, deck], catalog=catalog, schemes=[[SKY], None, None])
    with pytest.raises(OutsideTheGameError, match="isn't one"):
        Game.new([deck, deck], catalog=catalog, schemes=[["Grizzly Bears"], None])
