"""Genju of the Falls, compiled from its Oracle text and played on boards with the real
engine: 205.1b ("It's still a land.") with 611.2a (an activated ability's one-shot
"becomes" effect until end of turn; layers 4, 5, 6, 7b, 613.1), and 400.7f / 603.6e (the
Aura's ability finds the Aura's new object in its owner's graveyard only if it went there at
the same time as the enchanted Island, or by the 704.5m state-based action; 603.6: it must
still be there as the ability resolves)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.aura_return import ReturnAuraFromGraveyard
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules.abilities import TriggeredAbility

_DB = CardDatabase.bundled()


@pytest.mark.parametrize("name", ["Genju of the Falls", "Genju of the Cedars",
                                  "Genju of the Fens", "Genju of the Fields",
                                  "Genju of the Spires", "Genju of the Realm"])
def test_400_7f_when_enchanted_land_is_put_into_a_graveyard_return_the_aura(name) -> None:
    text = _DB.get(name).faces[0].oracle_text or ""
    line = next(x for x in text.split("\n") if x.startswith("When enchanted"))
    abilities = compile_text(line, name, False)
    assert abilities is not None and len(abilities) == 1
    (ab,) = abilities
    assert isinstance(ab, TriggeredAbility)
    # 603.6c / 603.10a: it leaves the battlefield; the Aura was attached to it then
    assert ab.trigger == Trigger("put_into_graveyard_from_battlefield", "enchanted")
    assert ab.instructions == (I.MayDo(do=(ReturnAuraFromGraveyard(to="hand"),)),)


def test_400_7f_not_read_outside_the_template() -> None:
    """Returning it to the battlefield (it would have to be attached, 303.4f) isn't read."""
    assert compile_text("When enchanted Island is put into a graveyard, you may return ~ from "
                        "your graveyard to the battlefield.", "X", False) is None


_BOARD = """
    name: genju
    battlefield:
      - {card: Island, as: island}
      - {card: Genju of the Falls, attached_to: island, as: genju}
      - Island
      - Island
    library: {Alice: [Island, Island], Bob: [Island, Island]}
    actions:
"""


#: The same board, with Alice's answer "yes" to the "you may" queued for later decisions.
_YES_BOARD = _BOARD.replace("actions:", 'choices: ["yes"]\n    actions:')


def test_205_1b_genju_animates_its_island_until_end_of_turn(board) -> None:
    """The {2} ability: the Island is a 3/2 blue Spirit creature with flying, still a basic
    Island land with its mana ability (205.1b); after the cleanup step (514.2) it is only a
    land again."""
    game = board(_BOARD + '      - activate: {card: genju, ability: "{2}:"}\n')
    island = obj_id(game, "island")
    ch = game.chars(island)
    assert ch.types == {"Land", "Creature"} and ch.subtypes == {"Island", "Spirit"}
    assert ch.supertypes == {"Basic"}
    assert {c.value for c in ch.colors} == {"blue"}
    assert (ch.power, ch.toughness) == (3, 2) and ch.has_keyword("flying")
    from arbiter.engine.turn.steps import cleanup_actions

    cleanup_actions(game)
    ch = game.chars(island)
    assert ch.types == {"Land"} and ch.subtypes == {"Island"} and not ch.colors
    assert not ch.has_keyword("flying")


def test_400_7f_island_to_graveyard_genju_returns_to_hand(board) -> None:
    """The Island is put into the graveyard; Genju goes there by 704.5m; its ability finds
    it there (400.7f) and Alice chooses to return it to her hand."""
    game = board(_BOARD + "      - {move: {card: island, to: graveyard}, choices: {may: yes}}\n")
    assert game.obj(obj_id(game, "genju")).zone == "hand"
    assert game.obj(obj_id(game, "island")).zone == "graveyard"


def test_400_7f_you_may_decline(board) -> None:
    game = board(_BOARD + "      - {move: {card: island, to: graveyard}, choices: {may: no}}\n")
    assert game.obj(obj_id(game, "genju")).zone == "graveyard"


def test_603_6_genju_exiled_before_the_ability_resolves_nothing_happens(board) -> None:
    """Genju is exiled from the graveyard while its ability is on the stack: the ability
    can't find it (603.6); nothing else is returned."""
    game = board(_YES_BOARD + """      - {move: {card: island, to: graveyard}, respond: true}
      - {move: {card: genju, to: exile}, respond: true}
      - {resolve: all}
""")
    assert game.obj(obj_id(game, "genju")).zone == "exile"
    assert not game.state.zone_list("hand", 0)


def test_603_6_genju_left_the_graveyard_and_came_back_is_a_new_object(board) -> None:
    """400.7: Genju exiled and put back into the graveyard is a new object the ability
    can't find: it stays in the graveyard."""
    game = board(_YES_BOARD + """      - {move: {card: island, to: graveyard}, respond: true}
      - {move: {card: genju, to: exile}, respond: true}
      - {move: {card: genju, to: graveyard}, respond: true}
      - {resolve: all}
""")
    assert game.obj(obj_id(game, "genju")).zone == "graveyard"


def test_400_7f_with_the_ability_on_the_stack_it_still_finds_genju(board) -> None:
    """The control case of the two tests above: Genju stays in the graveyard while the
    ability waits on the stack; as it resolves, Alice returns Genju to her hand."""
    game = board(_YES_BOARD + """\
      - {move: {card: island, to: graveyard}, respond: true}
      - {resolve: all}
""")
    assert game.obj(obj_id(game, "genju")).zone == "hand"


class _Yes:
    def decide(self, d):  # type: ignore[no-untyped-def]
        assert d.kind == "may", d
        return True


def test_400_7f_genju_put_into_the_graveyard_otherwise_is_not_found(board) -> None:
    """Genju put into the graveyard after the Island left, by something other than the
    704.5m state-based action (here a separate move before state-based actions are
    checked): 400.7f doesn't let the ability find it; it stays in the graveyard."""
    from arbiter.engine.turn.steps import resolve_all

    game = board(_BOARD)
    game.move(obj_id(game, "island"), "graveyard")
    game.move(obj_id(game, "genju"), "graveyard")
    game.decider = _Yes()
    resolve_all(game)
    assert game.obj(obj_id(game, "genju")).zone == "graveyard"
    assert any("isn't in the graveyard" in line for line in game.state.log)


def test_400_7f_genju_put_into_the_graveyard_at_the_same_time_is_found(board) -> None:
    """Genju and the Island put into the graveyard by one event (e.g. "Destroy all
    permanents"): 400.7f lets the ability find Genju; Alice returns it to her hand."""
    from arbiter.engine.triggers.batches import action
    from arbiter.engine.turn.steps import resolve_all

    game = board(_BOARD)
    with action(game):  # one event: simultaneous (603.2c)
        game.move(obj_id(game, "island"), "graveyard")
        game.move(obj_id(game, "genju"), "graveyard")
    game.decider = _Yes()
    resolve_all(game)
    assert game.obj(obj_id(game, "genju")).zone == "hand"
