"""307.1 / 601.3b / 702.8a: a card with no ability that isn't an instant (Grizzly Bears) is
offered at priority outside its owner's main phase only while an effect lets them cast
spells as though they had flash (Vedalken Orrery), including one that appears while the same
cards stay in hand; its opponent's permission doesn't count. Played through the real engine:
the legal actions a player is offered, and the spell cast and resolved."""

from __future__ import annotations

from arbiter.engine.api import pending


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _bears_offered(game) -> bool:
    return any(a.startswith("cast Grizzly Bears") for a in _labels(game))


_LANDS = "[Forest, Forest, Forest, Forest, Forest, Forest"


def test_307_1_no_flash_plain_creature_not_offered_in_opponents_turn(board) -> None:
    """Bob's turn, Alice has priority with six untapped Forests: Grizzly Bears waits for her
    own main phase (307.1)."""
    game = board(f"""
        name: bears wait
        players: [Bob, Alice]
        battlefield: {_LANDS.replace("Forest", "{card: Forest, controller: Alice}")}]
        hand: {{Alice: [Grizzly Bears]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    game.apply("pass")  # Bob passes: Alice has priority in Bob's main phase
    assert pending(game).player == 1
    assert not _bears_offered(game)


def test_601_3b_orrery_lets_plain_creature_be_cast_in_opponents_turn(board) -> None:
    """With Vedalken Orrery ("You may cast spells as though they had flash."), the same
    Grizzly Bears is offered in Bob's turn and resolves onto Alice's battlefield."""
    game = board(f"""
        name: orrery bears
        players: [Bob, Alice]
        battlefield: {_LANDS.replace("Forest", "{card: Forest, controller: Alice}")},
                      {{card: Vedalken Orrery, controller: Alice}}]
        hand: {{Alice: [Grizzly Bears]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    game.apply("pass")
    assert _bears_offered(game)
    game.apply(next(a for a in _labels(game) if a.startswith("cast Grizzly Bears")))
    while pending(game) is not None and pending(game).kind == "pay":
        game.apply(_labels(game)[0])
    while any(it.source_name == "Grizzly Bears" for it in game.state.stack_items):
        game.apply("pass")
    bears = [o for o in game.state.objects.values() if o.zone == "battlefield"
             and game.name_of(o.id) == "Grizzly Bears"]
    assert len(bears) == 1 and game.controller_of(bears[0].id) == 1


def test_601_3b_permission_arriving_mid_turn_makes_plain_creature_castable(board) -> None:
    """Alice activates Alchemist's Refuge ("{G}{U}, {T}: You may cast spells this turn as
    though they had flash.") in Bob's turn: while the ability is on the stack Grizzly Bears
    isn't offered; once it has resolved, the same card in her hand is."""
    game = board("""
        name: refuge
        players: [Bob, Alice]
        battlefield: [{card: Forest, controller: Alice}, {card: Forest, controller: Alice},
                      {card: Forest, controller: Alice}, {card: Forest, controller: Alice},
                      {card: Island, controller: Alice},
                      {card: Alchemist's Refuge, controller: Alice}]
        hand: {Alice: [Grizzly Bears]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    assert not _bears_offered(game)
    game.apply(next(a for a in _labels(game) if a.startswith("activate Alchemist's Refuge")))
    while pending(game) is not None and pending(game).kind == "pay":
        game.apply(_labels(game)[0])
    assert game.state.stack_items
    assert not _bears_offered(game)  # the ability hasn't resolved
    while game.state.stack_items:
        game.apply("pass")
    if pending(game).player == 0:
        game.apply("pass")  # 117.3b: Bob, the active player, receives priority first
    assert pending(game).player == 1
    assert _bears_offered(game)


def test_601_3b_opponents_orrery_gives_alice_nothing(board) -> None:
    """Bob's Vedalken Orrery lets Bob, not Alice, cast spells as though they had flash."""
    game = board(f"""
        name: bob's orrery
        players: [Bob, Alice]
        battlefield: {_LANDS.replace("Forest", "{card: Forest, controller: Alice}")},
                      {{card: Vedalken Orrery, controller: Bob}}]
        hand: {{Alice: [Grizzly Bears]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    game.apply("pass")
    assert pending(game).player == 1
    assert not _bears_offered(game)
