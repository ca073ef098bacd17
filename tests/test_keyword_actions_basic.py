"""The basic keyword actions, played through the real engine: activate (701.2), attach
(701.3), cast (701.5), create (701.7), exile (701.13) and adapt (701.46). Each illegal
attempt is refused and leaves the game unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.errors import IllegalActionError


def _refuse(game, text: str, why: str, player: int | None = None) -> None:
    game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply(text, player)
    assert why in str(info.value), str(info.value)
    assert game.to_json() == before


def _pay(game) -> None:
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])


# -- 701.2 activate ----------------------------------------------------------------------------
def test_701_2a_activating_puts_the_ability_on_the_stack_and_pays_its_costs(board) -> None:
    """Alice activates Prodigal Pyromancer ({T}: 1 damage to any target) at Bob: the
    ability is on the stack, the Pyromancer tapped (its cost paid); Bob is at 20 until it
    resolves, then 19."""
    game = board("""
        name: activate
        battlefield: [{card: Prodigal Pyromancer, as: pyro}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    pyro = obj_id(game, "pyro")
    game.apply(f"activate Prodigal Pyromancer#{pyro}: {{T}}: This creature deals 1 damage to "
               "any target.")
    game.apply("Bob")
    assert [it.kind for it in game.state.stack_items] == ["activated"]
    assert game.obj(pyro).tapped and game.state.players[1].life == 20
    game.apply("pass")
    game.apply("pass")
    assert not game.state.stack_items and game.state.players[1].life == 19


def test_701_2a_only_the_controller_activates_its_abilities(board) -> None:
    """Bob, with priority, can't activate Alice's Prodigal Pyromancer."""
    game = board("""
        name: activate not yours
        battlefield: [{card: Prodigal Pyromancer, as: pyro}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")  # Alice passes: Bob has priority
    assert game.pending_decision.player == 1
    _refuse(game, f"activate Prodigal Pyromancer#{obj_id(game, 'pyro')}: {{T}}: This creature "
            "deals 1 damage to any target.", "you don't control", player=1)


# -- 701.5 cast --------------------------------------------------------------------------------
def test_701_5a_casting_moves_the_card_to_the_stack_and_pays(board) -> None:
    """Alice casts Lightning Bolt at Bob: the card is on the stack, her Mountain tapped to
    pay; it resolves when both pass; the card is then in her graveyard."""
    game = board("""
        name: cast
        battlefield: [{card: Mountain, as: m}]
        hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"cast Lightning Bolt#{obj_id(game, 'bolt')}")
    game.apply("Bob")
    _pay(game)
    assert [it.source_name for it in game.state.stack_items] == ["Lightning Bolt"]
    assert game.obj(obj_id(game, "m")).tapped
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 17
    assert [o.zone for o in game.state.objects.values() if o.card == "Lightning Bolt"
            and not o.zone.startswith("left:")] == ["graveyard"]


def test_701_5a_a_player_casts_only_with_priority(board) -> None:
    """While Alice has priority, Bob can't cast his Lightning Bolt."""
    game = board("""
        name: cast without priority
        hand: {Bob: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _refuse(game, f"cast Lightning Bolt#{obj_id(game, 'bolt')}", "Alice's decision", player=1)


# -- 701.3 attach ------------------------------------------------------------------------------
def test_701_3a_attach_equipment_by_an_effect(solve) -> None:
    """Cliffhaven Kitesail enters: "attach it to target creature you control" puts it on
    Grizzly Bears, which has flying (no equip cost paid)."""
    out = solve("""
        name: attach
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Cliffhaven Kitesail, as: kite}]}
        actions:
          - {cast: kite}
        expect:
          kite: {attached_to: bears}
          bears: {has: [Flying]}
    """)
    assert out.passed, out.failures


def test_701_3b_attaching_to_what_it_is_attached_to_does_nothing(board) -> None:
    """Bonesplitter equips Grizzly Bears; its equip ability targeting the Bears again does
    nothing: no new timestamp (613.7e), still +2/+0."""
    game = board("""
        name: attach again
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Bonesplitter, as: stick, attached_to: bears}
          - {card: Savannah Lions, as: lions}
          - Mountain
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    stick = obj_id(game, "stick")
    before = game.obj(stick).timestamp
    game.apply(f"activate Bonesplitter#{stick}: Equip {{1}}")
    game.apply(f"Grizzly Bears#{obj_id(game, 'bears')}")
    _pay(game)
    game.apply("pass")
    game.apply("pass")
    assert not game.state.stack_items
    assert game.obj(stick).attached_to == obj_id(game, "bears")
    assert game.obj(stick).timestamp == before
    assert game.chars(obj_id(game, "bears")).power == 4


def test_701_3c_attaching_to_another_object_gives_a_new_timestamp(board) -> None:
    """Moving Cliffhaven Kitesail from Grizzly Bears to Savannah Lions gives it a later
    timestamp than both creatures' (613.7e)."""
    game = board("""
        name: attach timestamp
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Cliffhaven Kitesail, as: kite, attached_to: bears}
          - {card: Savannah Lions, as: lions}
        actions:
          - {attach: {card: kite, to: lions}}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    kite, lions = game.obj(obj_id(game, "kite")), game.obj(obj_id(game, "lions"))
    assert kite.attached_to == lions.id and kite.timestamp > lions.timestamp


# -- 701.7 create ------------------------------------------------------------------------------
def test_701_7a_create_puts_tokens_onto_the_battlefield(solve) -> None:
    """Servo Exhibition creates two 1/1 colorless Servo artifact creature tokens under
    Alice's control."""
    out = solve("""
        name: create
        hand: {Alice: [Servo Exhibition]}
        actions:
          - {cast: Servo Exhibition}
    """)
    assert out.passed, out.failures
    game = out.game
    servos = [game.chars(o) for o in game.state.battlefield() if game.obj(o).token is not None]
    assert [(c.name, c.power, c.toughness, c.controller) for c in servos] == \
        [("Servo Token", 1, 1, 0)] * 2


# -- 701.13 exile ------------------------------------------------------------------------------
def test_701_13a_exile_moves_the_object_to_exile(solve) -> None:
    """Final Death exiles Bob's Hill Giant: it is in exile, not the graveyard; a Servo token
    exiled the same way ceases to exist (111.7)."""
    out = solve("""
        name: exile
        battlefield:
          - {card: Hill Giant, as: giant, controller: Bob}
          - {token: {name: Servo Token, types: [Artifact, Creature], subtypes: [Servo],
                     power: 1, toughness: 1}, as: servo, controller: Bob}
        hand: {Alice: [Final Death, Final Death]}
        actions:
          - {cast: Final Death, targets: [giant]}
          - {cast: Final Death, targets: [servo]}
        expect:
          giant: {zone: exile}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not any(o.token is not None and o.zone in ("exile", "battlefield")
                   for o in game.state.objects.values())


# -- 701.46 adapt ------------------------------------------------------------------------------
def test_701_46a_adapt_only_without_a_counter(solve) -> None:
    """Skatewing Spy (2/3; {5}{U}: Adapt 2; creatures of yours with a +1/+1 counter fly):
    adapting puts two counters (4/5, flying); adapting again does nothing."""
    out = solve("""
        name: adapt
        battlefield: [{card: Skatewing Spy, as: spy}]
        actions:
          - {activate: {card: spy, ability: 1}}
          - {activate: {card: spy, ability: 1}}
        expect:
          spy: {power: 4, toughness: 5, counters: {+1/+1: 2}, has: [Flying]}
    """)
    assert out.passed, out.failures


def test_701_46a_adapt_with_a_minus_counter_annihilated(solve) -> None:
    """Skatewing Spy with a -1/-1 counter adapts: two +1/+1 counters are put; one of each
    kind is removed as a state-based action (704.5q), leaving one +1/+1 counter (3/4); now
    it has a +1/+1 counter, adapting again does nothing."""
    out = solve("""
        name: adapt minus
        battlefield: [{card: Skatewing Spy, as: spy, counters: {-1/-1: 1}}]
        actions:
          - {activate: {card: spy, ability: 1}}
          - {activate: {card: spy, ability: 1}}
        expect:
          spy: {power: 3, toughness: 4, counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


# -- 701.35 detain -----------------------------------------------------------------------------
DETAIN_BOARD = """
name: detain
battlefield:
  - {card: Prodigal Pyromancer, as: pyro, controller: Bob}
  - {card: Llanowar Elves, as: elf, controller: Bob}
  - {card: Grizzly Bears, as: bears}
hand: {Alice: [Inaction Injunction, Inaction Injunction]}
library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
actions:
  - {cast: Inaction Injunction, targets: [pyro]}
  - {cast: Inaction Injunction, targets: [elf]}
"""
PING = ": {T}: This creature deals 1 damage to any target."


def test_701_35a_detained_cant_activate_nor_attack_until_the_next_turn(board) -> None:
    """Alice detains Bob's Prodigal Pyromancer and Llanowar Elves. In Bob's turn the
    Pyromancer's {T} ability can't be activated (refused, nothing changes), the Elves
    can't tap for mana, and neither may attack; as Alice's next turn begins the effect ends
    and the Pyromancer's ability can be activated again."""
    game = board(DETAIN_BOARD + "  - {pass: next_turn}\n")
    assert game.state.turn.active == 1
    pyro, elf = obj_id(game, "pyro"), obj_id(game, "elf")
    while game.pending_decision.player != 1:
        game.apply("pass")
    acts = [str(a) for a in game.legal_actions()]
    assert not any(f"#{pyro}" in a or f"#{elf}" in a for a in acts), acts
    _refuse(game, f"activate Prodigal Pyromancer#{pyro}{PING}", "701.35a", player=1)
    for _ in range(40):
        d = game.pending_decision
        if d.kind == "attack":
            assert "Prodigal" not in d.prompt and "Llanowar" not in d.prompt
        if game.state.turn.active == 0 and game.state.turn.step == "upkeep":
            break
        acts = [str(a) for a in game.legal_actions()]
        game.apply(next(a for a in ("pass", "no attack", "no block") if a in acts))
    assert game.state.turn.active == 0
    while game.pending_decision.player != 1:
        game.apply("pass")
    acts = [str(a) for a in game.legal_actions()]
    assert any(a.startswith(f"activate Prodigal Pyromancer#{pyro}") for a in acts)


def test_701_35a_detained_creature_cant_block(board) -> None:
    """Bob's detained Llanowar Elves can't block Alice's Grizzly Bears this turn."""
    from arbiter.engine.combat.declare import block_options, declare_attackers

    game = board(DETAIN_BOARD.replace("name: detain", "name: detain block\nturn: {number: 2}"))
    bears, elf = obj_id(game, "bears"), obj_id(game, "elf")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {bears: ("player", 1)})
    game.state.turn.step = "declare_blockers"
    assert block_options(game, elf) == []
