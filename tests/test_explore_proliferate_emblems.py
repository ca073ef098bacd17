"""Explore (701.44), proliferate (701.34), poison counters (122.1f, 704.5c) and emblems (114),
through the real engine: boards built by the scenario runner, then every choice answered
through the public step API as the player would make it."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.game import Game
from arbiter.engine.stack.targeting import legal_targets

ALICE, BOB = 0, 1


def _activate(game: Game, card: str, starts: str) -> None:
    """Activate the ability of `card` whose Oracle text starts with `starts`."""
    game.apply(next(a for a in game.legal_actions()
                    if str(a).startswith(f"activate {card}#") and starts in str(a)))


def _resolve(game: Game) -> None:
    """Both players pass until the top of the stack has resolved (or a choice is asked)."""
    while game.state.stack_items and game.pending_decision.kind == "priority":
        game.apply("pass")


def _emblems(game: Game) -> list[int]:
    return list(game.state.zone_list("command"))


# -- proliferate and poison -----------------------------------------------------------------
VRASKA_BOARD = """
    name: vraska
    battlefield:
      - {card: "Vraska, Betrayal's Sting", as: vraska}
      - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1, flying: 1}}
      - {card: Grizzly Bears, as: shrunk, controller: Bob, counters: {-1/-1: 1}}
      - {card: Savannah Lions, as: lions}
    library: {Alice: [Plains, Plains], Bob: [Plains]}
"""


def test_701_34a_vraska_zero_proliferates_chosen_permanents_and_players(board) -> None:
    """701.34a / 122.1f: Vraska's [0]: Alice draws, loses 1 life, then proliferates. She
    chooses her Bears (one more of each kind: +1/+1 and flying) and Bob (a third poison
    counter), not Bob's shrunken Bears; Vraska's own loyalty stays where the cost put it."""
    game = board(VRASKA_BOARD)
    game.state.players[BOB].poison = 2
    _activate(game, "Vraska, Betrayal's Sting", "[0]")
    _resolve(game)
    d = game.pending_decision
    assert d.kind == "proliferate"
    labels = [label for label, _ in d.options]
    bears, shrunk = obj_id(game, "bears"), obj_id(game, "shrunk")
    # Only permanents and players with counters are offered (the Lions have none).
    assert labels == [f"Vraska, Betrayal's Sting#{obj_id(game, 'vraska')}",
                      f"Grizzly Bears#{bears}", f"Grizzly Bears#{shrunk}", "Bob", "done"]
    game.apply(f"Grizzly Bears#{bears}")
    game.apply("Bob")
    game.apply("done")
    assert game.obj(bears).counters == {"+1/+1": 2, "flying": 2}
    assert game.chars(bears).power == 4
    assert game.obj(shrunk).counters == {"-1/-1": 1}
    assert game.obj(obj_id(game, "vraska")).counters == {"loyalty": 6}
    assert game.state.players[BOB].poison == 3
    assert game.state.players[ALICE].life == 19
    assert len(game.state.zone_list("hand", ALICE)) == 1


def test_701_34a_proliferating_a_ninth_poison_counter_to_ten_loses_704_5c(board) -> None:
    """704.5c: a player with ten or more poison counters loses; proliferate gives Bob his
    tenth."""
    game = board(VRASKA_BOARD)
    game.state.players[BOB].poison = 9
    _activate(game, "Vraska, Betrayal's Sting", "[0]")
    _resolve(game)
    game.apply("Bob")
    game.apply("done")
    assert game.state.players[BOB].poison == 10
    assert game.is_over and game.winner == ALICE


def test_122_1f_vraska_minus_nine_tops_a_player_up_to_nine_poison(board) -> None:
    """Vraska's [−9]: a player with fewer than nine poison counters gets the difference
    (2 -> 9), and is still in the game (704.5c needs ten)."""
    game = board(VRASKA_BOARD.replace("as: vraska}", "as: vraska, counters: {loyalty: 3}}"))
    game.state.players[BOB].poison = 2
    _activate(game, "Vraska, Betrayal's Sting", "[−9]")
    game.apply("Bob")  # the target
    _resolve(game)
    assert game.state.players[BOB].poison == 9
    assert not game.state.players[BOB].lost


def test_122_1f_vraska_minus_nine_gives_nothing_at_nine_or_more(board) -> None:
    """"If target player has fewer than nine poison counters": with nine already, none."""
    game = board(VRASKA_BOARD.replace("as: vraska}", "as: vraska, counters: {loyalty: 3}}"))
    game.state.players[BOB].poison = 9
    _activate(game, "Vraska, Betrayal's Sting", "[−9]")
    game.apply("Bob")
    _resolve(game)
    assert game.state.players[BOB].poison == 9


# -- explore ----------------------------------------------------------------------------------
SCHOONER_BOARD = """
    name: schooner
    turn: {number: 2}
    battlefield:
      - {card: Subterranean Schooner, as: boat}
      - {card: Grizzly Bears, as: crew}
      - {card: Savannah Lions, as: lions}
    library: {Alice: [{card: TOP, as: top}, Forest], Bob: [Plains]}
"""


def _crew_with_the_bears(game: Game) -> None:
    """Activate Crew 1 and choose the Bears alone to tap (702.122a: the player chooses)."""
    _activate(game, "Subterranean Schooner", "Crew")
    d = game.pending_decision
    assert d.kind == "cost" and "done" not in [label for label, _ in d.options]
    game.apply(next(label for label, _ in d.options if label.startswith("Grizzly Bears")))
    assert game.pending_decision.options[0][0] == "done"  # total power 2 >= 1
    game.apply("done")


def _crew_and_attack(game: Game) -> None:
    """Crew the Schooner with the Bears (702.122a), then attack Bob with it alone."""
    _crew_with_the_bears(game)
    for _ in range(40):
        d = game.pending_decision
        if d.kind == "attack":
            game.apply("attack Bob" if "Schooner" in d.prompt else "no attack")
        elif d.kind == "priority" and not game.state.stack_items and \
                game.state.turn.step == "declare_attackers":
            return
        elif d.kind == "priority":
            game.apply("pass")
        else:
            return


def test_701_44a_schooner_the_crew_explores_a_nonland(board) -> None:
    """701.44a / 702.122b: the Schooner attacks; the creature that crewed it this turn (the
    only legal target: the Lions didn't crew) explores. A nonland card is revealed: the
    Bears get a +1/+1 counter and Alice may put the card into her graveyard."""
    game = board(SCHOONER_BOARD.replace("TOP", "Shivan Dragon"))
    _crew_and_attack(game)
    d = game.pending_decision
    assert d.kind == "explore" and "Shivan Dragon" in d.prompt
    game.apply("graveyard")
    crew = obj_id(game, "crew")
    assert game.obj(crew).counters == {"+1/+1": 1}
    assert game.chars(crew).power == 3
    assert game.obj(obj_id(game, "top")).zone == "graveyard"
    assert game.obj(obj_id(game, "lions")).counters == {}


def test_701_44a_explore_reveals_a_land_it_goes_to_hand_without_a_counter(board) -> None:
    """701.44a: a revealed land card goes to its controller's hand; no counter is put."""
    game = board(SCHOONER_BOARD.replace("TOP", "Mountain"))
    _crew_and_attack(game)
    assert game.pending_decision.kind == "priority"  # nothing more to choose
    assert game.obj(obj_id(game, "top")).zone == "hand"
    assert game.obj(obj_id(game, "crew")).counters == {}


def test_701_44a_explore_keeping_the_card_on_top(board) -> None:
    """701.44a: the player may leave the nonland card on top of the library."""
    game = board(SCHOONER_BOARD.replace("TOP", "Shivan Dragon"))
    _crew_and_attack(game)
    game.apply("top")
    assert game.state.zone_list("library", ALICE)[0] == obj_id(game, "top")
    assert game.obj(obj_id(game, "crew")).counters == {"+1/+1": 1}


def test_702_122b_only_a_creature_that_crewed_it_this_turn_is_a_legal_target(board) -> None:
    """702.122b: "target creature that crewed it this turn": the crew this turn, not another
    creature, and not last turn's crew (603.3d: with no legal target the trigger is removed
    from the stack)."""
    game = board(SCHOONER_BOARD.replace("TOP", "Shivan Dragon"))
    _crew_with_the_bears(game)
    _resolve(game)
    boat = obj_id(game, "boat")
    spec = game.chars(boat).abilities[0].ability.targets[0]
    assert legal_targets(game, spec, ALICE, boat) == [obj_id(game, "crew")]
    game.state.turn.number += 1  # the next turn: it crewed it, but not this turn
    game.state.touch()
    assert legal_targets(game, spec, ALICE, boat) == []


# -- emblems ----------------------------------------------------------------------------------
NISSA_BOARD = """
    name: nissa
    battlefield:
      - {card: "Nissa, Who Shakes the World", as: nissa, counters: {loyalty: 3}}
      - {card: Forest, as: mine}
      - {card: Mountain, as: theirs, controller: Bob}
    library:
      Alice: [{card: Forest, as: f1}, {card: Mountain, as: m}, {card: Forest, as: f2}]
      Bob: [Plains]
"""


def _nissa_ultimate(board) -> Game:
    game = board(NISSA_BOARD)
    _activate(game, "Nissa, Who Shakes the World", "[−8]")
    _resolve(game)
    d = game.pending_decision
    assert d.kind == "search"
    # Only Forest cards are offered (701.23a), plus "done" (701.23b: any number).
    assert sorted(label for label, _ in d.options) == sorted(
        [f"Forest#{obj_id(game, 'f1')}", f"Forest#{obj_id(game, 'f2')}", "done"])
    game.apply(f"Forest#{obj_id(game, 'f1')}")
    game.apply(f"Forest#{obj_id(game, 'f2')}")
    return game


def test_114_2_nissa_emblem_gives_lands_you_control_indestructible(board) -> None:
    """114.2 / 114.4: Nissa's [−8]: Alice gets an emblem in the command zone whose static
    ability works from there: every land she controls has indestructible, including the
    Forests she searched for (put onto the battlefield tapped); Bob's Mountain doesn't.
    Nissa (0 loyalty) is put into the graveyard (704.5i); the emblem stays."""
    game = _nissa_ultimate(board)
    (emblem,) = _emblems(game)
    assert game.obj(emblem).owner == ALICE and game.obj(emblem).controller == ALICE
    for alias in ("mine", "f1", "f2"):
        assert game.chars(obj_id(game, alias)).has_keyword("indestructible"), alias
    assert game.obj(obj_id(game, "f1")).tapped and game.obj(obj_id(game, "f2")).tapped
    assert not game.chars(obj_id(game, "theirs")).has_keyword("indestructible")
    assert game.obj(obj_id(game, "m")).zone == "library"
    assert game.obj(obj_id(game, "nissa")).zone == "graveyard"
    # 613 explanations name the emblem as the effect's source.
    applied = game.layers().for_object(obj_id(game, "mine"))
    assert any(a.layer == "6" and a.effect_name == "Nissa, Who Shakes the World emblem"
               for a in applied)


def test_114_3_an_emblem_has_no_characteristics_but_its_abilities(board) -> None:
    """114.3 / 114.5: no name, no types, no mana cost, no color; not a permanent."""
    game = _nissa_ultimate(board)
    (emblem,) = _emblems(game)
    ch = game.chars(emblem)
    assert ch.name is None and not ch.types and ch.mana_cost is None and not ch.colors
    assert [a.text for a in ch.abilities] == ["Lands you control have indestructible."]
    assert emblem not in game.state.battlefield()


def test_114_4_emblem_survives_a_json_round_trip(board, catalog) -> None:
    """114.4: after `to_json` / `from_json` the emblem is still in the command zone and its
    ability still works, also for a land that enters afterwards."""
    game = _nissa_ultimate(board)
    game.state.players[BOB].poison = 4
    again = Game.from_json(game.to_json(), catalog=catalog)
    assert again.to_json() == game.to_json()
    assert again.state.players[BOB].poison == 4
    (emblem,) = _emblems(again)
    assert again.obj(emblem).emblem == game.obj(emblem).emblem
    new = again.state.add_object({"owner": ALICE, "controller": ALICE, "card": "Plains"},
                                 "battlefield")
    assert again.chars(new.id).has_keyword("indestructible")
    assert again.chars(obj_id(again, "mine")).has_keyword("indestructible")


GIDEON_BOARD = """
    name: gideon
    battlefield:
      - {card: Gideon of the Trials, as: gideon}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def _gideon_emblem(board) -> Game:
    game = board(GIDEON_BOARD)
    _activate(game, "Gideon of the Trials", "[0]: You get an emblem")
    _resolve(game)
    assert len(_emblems(game)) == 1
    return game


def test_101_2_gideon_emblem_you_cant_lose_while_you_control_a_gideon(board) -> None:
    """101.2 / 104.3b / 114.4: with the emblem and a Gideon planeswalker, Alice at 0 life
    doesn't lose the game (and so Bob can't win it, 104.2a)."""
    game = _gideon_emblem(board)
    game.state.players[ALICE].life = 0
    game.state.touch()
    game.apply("pass")  # state-based actions are checked before the next priority (704.3)
    assert not game.state.players[ALICE].lost
    assert not game.is_over and game.winner is None


def test_704_5c_gideon_emblem_ten_poison_counters_dont_lose_either(board) -> None:
    """704.5c / 101.2: "can't lose the game" also beats ten poison counters."""
    game = _gideon_emblem(board)
    game.state.players[ALICE].poison = 10
    game.state.touch()
    game.apply("pass")
    assert not game.state.players[ALICE].lost


def test_611_3b_gideon_emblem_without_a_gideon_you_lose_at_zero_life(board) -> None:
    """611.3b: the emblem's "as long as you control a Gideon planeswalker": once Gideon has
    left the battlefield, 704.5a applies and Alice loses."""
    from arbiter.engine import sba

    game = _gideon_emblem(board)
    game.move(obj_id(game, "gideon"), "graveyard")
    game.state.players[ALICE].life = 0
    game.state.touch()
    sba.run(game)
    assert game.state.players[ALICE].lost


def test_114_4_an_emblems_triggered_ability_triggers_from_the_command_zone(board) -> None:
    """114.4: an emblem's triggered ability works from the command zone ("At the beginning
    of your upkeep, you gain 1 life." triggers in Alice's upkeep, not in Bob's)."""
    from arbiter.cardlib.dsl import triggered
    from arbiter.engine.triggers.conditions import at_beginning
    from arbiter.engine.zones.emblems import create_emblem
    from arbiter.rules.instructions import CreateEmblem, GainLife

    game = board("""
        name: upkeep emblem
        turn: {number: 1, phase: end}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    ability = triggered(at_beginning("upkeep", "you"), GainLife(1))
    assert CreateEmblem((ability,)).abilities == (ability,)
    create_emblem(game, ALICE, (ability,), "Test")
    game.state.touch()
    seen: list[tuple[int, int]] = []
    while game.state.turn.number < 4:
        t = game.state.turn
        if t.step == "draw":
            seen.append((t.number, game.state.players[ALICE].life))
        actions = [str(a) for a in game.legal_actions()]
        game.apply(next(a for a in ("pass", "no attack", "no block") if a in actions))
    assert (2, 20) in seen and (3, 21) in seen
