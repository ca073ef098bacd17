"""Web-slinging (702.188), played through the real engine: an alternative cost, [cost] plus
returning a tapped creature you control to its owner's hand (702.188a, 601.2b, 601.2f-h),
and "if they were cast using web-slinging". Plus the lines read."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import UnsupportedAbility

ALICE = 0
WEB = "web-slinging"


def _board(bears_tapped: bool, card: str = "Spider-Man, Web-Slinger",
           land: str = "Plains", n: int = 1) -> str:
    lands = "\n          ".join([f"- {land}"] * n)
    return f"""
        name: web-slinging
        battlefield:
          {lands}
          - {{card: Grizzly Bears, as: bears, tapped: {str(bears_tapped).lower()}}}
        hand: {{Alice: [{{card: "{card}", as: spidey}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """


def test_702_188a_cast_for_its_web_slinging_cost(board) -> None:
    """Spider-Man, Web-Slinger ({2}{W}; web-slinging {W}) cast with one Plains by returning
    Alice's tapped Grizzly Bears to her hand."""
    game = board(_board(True))
    cast(game, obj_id(game, "spidey"), ALICE, [], {WEB: obj_id(game, "bears")},
         alternative=WEB, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "spidey")).zone == "battlefield"
    assert game.obj(obj_id(game, "bears")).zone == "hand"


def test_702_188a_an_untapped_creature_cant_be_returned(board) -> None:
    """The Bears untapped: no tapped creature to return, the cast is refused and the game is
    unchanged (the Plains untapped, Spider-Man still in hand)."""
    game = board(_board(False))
    with pytest.raises(IllegalActionError, match="tapped creature"):
        cast(game, obj_id(game, "spidey"), ALICE, [], {}, alternative=WEB, pay=True)
    assert game.obj(obj_id(game, "spidey")).zone == "hand"
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"
    assert not any(game.obj(o).tapped for o in game.state.battlefield()
                   if game.chars(o).name == "Plains")


def test_702_188a_spiders_man_cast_using_web_slinging(board) -> None:
    """Spiders-Man, Heroic Horde cast using web-slinging ({4}{G}{G}): "if they were cast using
    web-slinging, you gain 3 life and create two 2/1 green Spider creature tokens"."""
    game = board(_board(True, "Spiders-Man, Heroic Horde", "Forest", 6))
    cast(game, obj_id(game, "spidey"), ALICE, [], {WEB: obj_id(game, "bears")},
         alternative=WEB, pay=True)
    resolve_all(game)
    assert game.state.players[ALICE].life == 23
    spiders = [o for o in game.state.battlefield() if game.obj(o).token is not None
               and "Spider" in game.chars(o).subtypes]
    assert len(spiders) == 2


def test_702_188a_spiders_man_cast_normally(board) -> None:
    """Cast for its mana cost ({1}{G}), the trigger's condition is false: no life, no
    tokens, and the tapped Bears stay."""
    game = board(_board(True, "Spiders-Man, Heroic Horde", "Forest", 2))
    cast(game, obj_id(game, "spidey"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert game.state.players[ALICE].life == 20
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"


@pytest.mark.parametrize(("name", "line"), [
    ("Spiders-Man, Heroic Horde", "When Spiders-Man enters, if they were cast using "
     "web-slinging, you gain 3 life and create two 2/1 green Spider creature tokens with "
     "reach."),
])
def test_702_188a_web_slinging_lines(name, line) -> None:
    [ab] = compile_line(line, name, legendary=True)
    assert not isinstance(ab, UnsupportedAbility)
    assert "web-slinging" in repr(ab.intervening_if)
