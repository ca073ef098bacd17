"""603.4 intervening "if" clauses looking back over the turn, and over the turn before:

- 119.3: "if a player lost 4 or more life this turn" (Knight of the Ebon Legion), any player;
- 119.3: "if an opponent lost life last turn" (Feast on the Fallen), "if you lost life last
  turn" (Paladin of Atonement): the life lost during the previous turn, whoever's it was;
- 701.9a: "if an opponent discarded a card this turn" (Tinybones, Trinket Thief), "if you
  discarded a card this turn" (Mysterio's Mirage);
- 700.4-style: "if an artifact or creature was put into a graveyard from the battlefield
  this turn" (Ichor Shade), anyone's, judged as it last existed (608.2h)."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all

ALICE, BOB = 0, 1
_LIBRARIES = "library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}"


def _cast_all(game, spells: list[tuple[str, int, str]]) -> None:  # noqa: ANN001
    """Alice casts each (spell alias, caster, target alias or player) and it resolves."""
    for alias, who, target in spells:
        to = {"Alice": ALICE, "Bob": BOB}.get(target)
        cast(game, obj_id(game, alias), who,
             [("player", to) if to is not None else obj_id(game, target)], {}, pay=True)
        resolve_all(game)


def _counters(game, alias: str) -> int:  # noqa: ANN001
    return game.obj(obj_id(game, alias)).counters.get("+1/+1", 0)


@pytest.mark.parametrize(("bolts", "counters"), [(2, 1), (1, 0)])
def test_119_3_knight_of_the_ebon_legion_a_player_lost_4_life(board, bolts: int,
                                                              counters: int) -> None:
    """Alice Bolts Bob once (3 life: no counter) or twice (6: a counter at her end step)."""
    game = board(f"""
        name: knight
        battlefield: [Mountain, Mountain, {{card: Knight of the Ebon Legion, as: knight}}]
        hand: {{Alice: [{{card: Lightning Bolt, as: b1}}, {{card: Lightning Bolt, as: b2}}]}}
        {_LIBRARIES}
    """)
    _cast_all(game, [("b1", ALICE, "Bob"), ("b2", ALICE, "Bob")][:bolts])
    pass_to(game, 1, "end")
    resolve_all(game)
    assert _counters(game, "knight") == counters


@pytest.mark.parametrize(("bolted", "at_turn_2", "at_turn_3"),
                         [(True, 1, 1), (False, 0, 0)])
def test_603_4_feast_on_the_fallen_an_opponent_lost_life_last_turn(
        board, bolted: bool, at_turn_2: int, at_turn_3: int) -> None:
    """Alice Bolts Bob in turn 1: at Bob's upkeep (turn 2) Feast on the Fallen puts a
    counter on Alice's Bears; no one lost life in turn 2, so at Alice's upkeep (turn 3) it
    doesn't trigger."""
    game = board(f"""
        name: feast on the fallen
        battlefield: [Mountain, Feast on the Fallen, {{card: Grizzly Bears, as: bears}}]
        hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
        {_LIBRARIES}
    """)
    if bolted:
        _cast_all(game, [("bolt", ALICE, "Bob")])
    pass_to(game, 2, "upkeep")
    resolve_all(game)
    assert _counters(game, "bears") == at_turn_2
    pass_to(game, 3, "upkeep")
    resolve_all(game)
    assert _counters(game, "bears") == at_turn_3


@pytest.mark.parametrize(("target", "counters"), [("Alice", 1), ("Bob", 0)])
def test_603_4_paladin_of_atonement_you_lost_life_last_turn(board, target: str,
                                                            counters: int) -> None:
    """Alice Bolts herself (or Bob) in turn 1; at the next upkeep Paladin of Atonement gets
    a counter only if Alice, its controller, lost life last turn."""
    game = board(f"""
        name: paladin
        battlefield: [Mountain, {{card: Paladin of Atonement, as: paladin}}]
        hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
        {_LIBRARIES}
    """)
    _cast_all(game, [("bolt", ALICE, target)])
    pass_to(game, 2, "upkeep")
    resolve_all(game)
    assert _counters(game, "paladin") == counters


_MIND_ROT = f"""
    name: discards
    battlefield: [Swamp, Swamp, Swamp, {{card: "%s", as: watcher}}]
    hand: {{Alice: [{{card: Mind Rot, as: rot}}, Island, Island], Bob: [Plains, Plains]}}
    {_LIBRARIES}
"""


@pytest.mark.parametrize(("target", "cards"), [("Bob", 2), ("Alice", 0)])
def test_701_9a_tinybones_an_opponent_discarded_a_card(board, target: str,
                                                       cards: int) -> None:
    """Alice's Mind Rot makes Bob discard: at her end step Tinybones' trigger draws her a
    card and she loses 1 life. Mind Rot at herself makes her discard two Islands: only an
    opponent's discard counts."""
    game = board(_MIND_ROT % "Tinybones, Trinket Thief")
    _cast_all(game, [("rot", ALICE, target)])
    hand_before = len(game.state.order[(ALICE, "hand")])
    pass_to(game, 1, "end")
    resolve_all(game)
    drew = len(game.state.order[(ALICE, "hand")]) - hand_before
    assert (drew, game.state.players[ALICE].life) == ((1, 19) if cards else (0, 20))


@pytest.mark.parametrize(("target", "tokens"), [("Alice", 1), ("Bob", 0)])
def test_701_9a_mysterios_mirage_you_discarded_a_card(board, target: str,
                                                      tokens: int) -> None:
    """Mind Rot at Alice herself: she discarded this turn, Mysterio's Mirage creates its
    Illusion at her end step; Bob's discard doesn't count ("if you discarded a card")."""
    game = board(_MIND_ROT % "Mysterio's Mirage")
    _cast_all(game, [("rot", ALICE, target)])
    pass_to(game, 1, "end")
    resolve_all(game)
    assert len(game.state.battlefield()) == 4 + tokens


@pytest.mark.parametrize(("spell", "counters"), [("Shock", 1), ("Unsummon", 0)])
def test_603_4_ichor_shade_a_creature_was_put_into_a_graveyard(board, spell: str,
                                                               counters: int) -> None:
    """Bob's Memnite is Shocked (put into a graveyard from the battlefield: a counter on
    Ichor Shade at Alice's end step) or Unsummoned (it left, but not to a graveyard)."""
    game = board(f"""
        name: ichor shade
        battlefield: [Mountain, Island, {{card: Ichor Shade, as: shade}},
                      {{card: Memnite, controller: Bob, as: memnite}}]
        hand: {{Alice: [{{card: {spell}, as: spell}}]}}
        {_LIBRARIES}
    """)
    _cast_all(game, [("spell", ALICE, "memnite")])
    pass_to(game, 1, "end")
    resolve_all(game)
    assert _counters(game, "shade") == counters


@pytest.mark.parametrize("card", ["Wound Reflection", "Archfiend of Despair"])
def test_119_3_each_opponent_loses_the_life_they_lost_this_turn(board, card: str) -> None:
    """Alice Bolts Bob (20 -> 17) and herself (20 -> 17): at the end step Bob loses life
    equal to the life he lost this turn (3 more: 14); Alice, not an opponent, loses none."""
    game = board(f"""
        name: wound reflection
        battlefield: [Mountain, Mountain, {{card: {card}, as: watcher}}]
        hand: {{Alice: [{{card: Lightning Bolt, as: b1}}, {{card: Lightning Bolt, as: b2}}]}}
        {_LIBRARIES}
    """)
    _cast_all(game, [("b1", ALICE, "Bob"), ("b2", ALICE, "Alice")])
    pass_to(game, 1, "end")
    resolve_all(game)
    assert (game.state.players[ALICE].life, game.state.players[BOB].life) == (17, 14)


def test_119_3_children_of_korlis_gains_the_life_you_lost_this_turn(solve) -> None:
    """Alice Bolts herself (17), then sacrifices Children of Korlis: she gains 3 (20)."""
    out = solve("""
        name: children of korlis
        battlefield: [Mountain, {card: Children of Korlis, as: kids}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Alice]}
          - {activate: {card: kids, ability: 1}}
        expect:
          player Alice: {life: 20}
          kids: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("shocked", "counters"), [(True, 1), (False, 0)])
def test_120_1_wall_of_resistance_was_dealt_damage_this_turn(board, shocked: bool,
                                                             counters: int) -> None:
    """Alice Shocks her own Wall of Resistance (0/8, it survives): at the end step it gets a
    +0/+1 counter; undamaged, none."""
    game = board(f"""
        name: wall of resistance
        battlefield: [Mountain, {{card: Wall of Resistance, as: wall}}]
        hand: {{Alice: [{{card: Shock, as: shock}}]}}
        {_LIBRARIES}
    """)
    if shocked:
        _cast_all(game, [("shock", ALICE, "wall")])
    pass_to(game, 1, "end")
    resolve_all(game)
    assert game.obj(obj_id(game, "wall")).counters.get("+0/+1", 0) == counters


@pytest.mark.parametrize(("shocked", "bob_hand"), [(True, 0), (False, 2)])
def test_608_2h_fallers_faithful_that_creature_wasnt_dealt_damage(solve, shocked: bool,
                                                                  bob_hand: int) -> None:
    """Faller's Faithful enters and destroys Bob's Hill Giant: Bob draws two cards only if
    the Giant wasn't dealt damage this turn (Alice's Shock dealt it 2, which it survived)."""
    shock = "  - {cast: Shock, targets: [giant]}" if shocked else ""
    out = solve(f"""
        name: faller's faithful
        battlefield: [Mountain, {{card: Hill Giant, controller: Bob, as: giant}}]
        hand: {{Alice: [Shock]}}
        {_LIBRARIES}
        actions:
        {shock}
          - {{enter: {{card: "Faller's Faithful"}}}}
        choices: [giant]
        expect:
          giant: {{zone: graveyard}}
          player Bob: {{hand_size: {bob_hand}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("victim", "devils"), [("bears", 1), ("memnite", 0)])
def test_603_4_raphael_a_creature_card_put_into_your_graveyard(board, victim: str,
                                                               devils: int) -> None:
    """Alice Shocks her own Grizzly Bears (a creature card into her graveyard): Raphael
    creates a Devil at the end step. Shocking Bob's Memnite puts a creature card into Bob's
    graveyard, and only the Shock (an instant card) into hers: no Devil."""
    game = board(f"""
        name: raphael
        battlefield: [Mountain, {{card: "Raphael, Fiendish Savior", as: raphael}},
                      {{card: Grizzly Bears, as: bears}},
                      {{card: Memnite, controller: Bob, as: memnite}}]
        hand: {{Alice: [{{card: Shock, as: shock}}]}}
        {_LIBRARIES}
    """)
    _cast_all(game, [("shock", ALICE, victim)])
    pass_to(game, 1, "end")
    resolve_all(game)
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(tokens) == devils
