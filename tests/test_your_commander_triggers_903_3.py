"""903.3 "your commander" in trigger conditions: a card designated as its owner's commander,
one the ability's controller owns (903.3d). Real Oracle lines read, and Tome of Legends
played on a board: its commander entering and attacking each put a page counter on it;
another player's commander, or a creature that isn't a commander, doesn't."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn import steps
from arbiter.rules import selectors as s
from arbiter.rules.commander_selectors import IsCommander

_YOURS = s.And((IsCommander(), s.OwnedByYou()))


@pytest.mark.parametrize(("name", "line", "events"), [
    ("Tome of Legends", "Whenever your commander enters or attacks, put a page counter on "
     "this artifact.", ("enters", "attacks")),
    ("Search for Dagger", "Whenever your commander enters or attacks, look at the top six "
     "cards of your library. You may reveal a legendary creature card from among them and put "
     "it into your hand. Put the rest on the bottom of your library in a random order.",
     ("enters", "attacks")),
    ("Vivi's Persistence", "Whenever your commander enters or attacks, you may pay {2}. If "
     "you do, return this card from your graveyard to your hand.", ("enters", "attacks")),
    ("Endless Ranks of HYDRA", "Whenever your commander enters or attacks, you may pay "
     "{1}{B}. If you do, return this card from your graveyard to your hand.",
     ("enters", "attacks")),
])
def test_903_3_your_commander_enters_or_attacks_read(name: str, line: str,
                                                      events: tuple[str, ...]) -> None:
    abilities = compile_text(line, name)
    assert abilities is not None and len(abilities) == 1, line
    t = abilities[0].trigger
    assert t.any_of == tuple(Trigger(e, "any", selector=_YOURS) for e in events)


def test_113_6m_a_graveyard_ability_with_your_commanders_events() -> None:
    """"return this card from your graveyard": the ability works in the graveyard (113.6m);
    neither event names the card itself, so it can be met there."""
    line = ("Whenever your commander enters or attacks, you may pay {2}. If you do, return "
            "this card from your graveyard to your hand.")
    abilities = compile_text(line, "Vivi's Persistence")
    assert abilities is not None and abilities[0].trigger.zone == "graveyard"


_BOARD = """
    name: tome
    battlefield:
      - {card: Tome of Legends, as: tome}
      - {card: "Isamaru, Hound of Konda", as: isamaru, commander: true}
    command:
      Bob: [{card: "Jareth, Leonine Titan", as: jareth, commander: true}]
"""


def test_903_3_your_commander_attacking_puts_a_page_counter(solve) -> None:
    """Tome of Legends (it enters with a page counter) and Alice's commander Isamaru on the
    battlefield: Isamaru attacks, the Tome gets a second counter."""
    out = solve(_BOARD + """
    actions:
      - {attack: [isamaru]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.objects[obj_id(game, "tome")].counters.get("page") == 2


def test_903_3_not_another_players_commander_nor_a_creature_that_isnt_one(solve) -> None:
    """Bob (the active player) casts his commander Jareth from the command zone; it enters,
    and Alice's Tome keeps its one counter. On Alice's turn, Grizzly Bears (no commander)
    entering doesn't add one either."""
    out = solve("""
        name: tome others
        players: [Bob, Alice]
        battlefield:
          - {card: Tome of Legends, as: tome, controller: Alice}
        command:
          Bob: [{card: "Jareth, Leonine Titan", as: jareth, commander: true}]
        actions:
          - {cast: jareth, from: command}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.objects[obj_id(game, "jareth")].zone == "battlefield"
    assert game.state.objects[obj_id(game, "tome")].counters.get("page") == 1
    out = solve("""
        name: tome bears
        battlefield: [{card: Tome of Legends, as: tome}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears}
    """, name="bears.yaml")
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.objects[obj_id(game, "tome")].counters.get("page") == 1


def test_903_3_your_commander_entering_puts_a_page_counter(solve) -> None:
    """Alice casts her commander Isamaru from the command zone: as it enters, the Tome's
    ability triggers: two page counters."""
    out = solve("""
        name: tome enters
        battlefield: [{card: Tome of Legends, as: tome}]
        command:
          Alice: [{card: "Isamaru, Hound of Konda", as: isamaru, commander: true}]
        actions:
          - {cast: isamaru, from: command}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.objects[obj_id(game, "isamaru")].zone == "battlefield"
    assert game.state.objects[obj_id(game, "tome")].counters.get("page") == 2
