"""117.1 / 402.1 / 601.2f-h: two identical cards in a hand (Grizzly Bears) are each offered
at priority when their cost can be paid, each judged as the other would be (the priority
question judges such twins once, `engine.turn.hand_twins`), and neither once the mana is
gone. With an effect in the game (Emerald Medallion, "Green spells you cast cost {1} less to
cast."), each card is judged alone: one Forest pays for each. Played through the real
engine: the legal actions a player is offered, and the spells cast and resolved."""

from __future__ import annotations

from arbiter.engine.api import pending


def _bears_casts(game) -> list[str]:
    return [str(a) for a in game.legal_actions() if str(a).startswith("cast Grizzly Bears")]


def _cast_and_resolve(game, label: str) -> None:
    game.apply(label)
    while pending(game) is not None and pending(game).kind == "pay":
        game.apply(str(game.legal_actions()[0]))
    while any(it.source_name == "Grizzly Bears" for it in game.state.stack_items):
        game.apply("pass")


def _bears_on_battlefield(game) -> int:
    return sum(1 for o in game.state.objects.values() if o.zone == "battlefield"
               and game.name_of(o.id) == "Grizzly Bears")


def test_402_1_twin_cards_in_hand_each_offered_while_affordable(board) -> None:
    """Alice's main phase, two Forests and two Grizzly Bears ({1}{G}): each Bears is offered
    by its own id; once one is cast with both Forests, the other can't be paid for."""
    game = board("""
        name: twin bears
        players: [Alice, Bob]
        battlefield: [{card: Forest, controller: Alice}, {card: Forest, controller: Alice}]
        hand: {Alice: [Grizzly Bears, Grizzly Bears]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    offered = _bears_casts(game)
    ids = {o.id for o in game.state.objects.values() if o.zone == "hand"}
    assert len(offered) == 2 and {int(a.split("#")[1]) for a in offered} == ids
    _cast_and_resolve(game, offered[0])
    assert _bears_on_battlefield(game) == 1
    assert _bears_casts(game) == []  # 601.2g-h: no mana left for the other


def test_601_2f_twins_with_a_cost_reduction_each_judged(board) -> None:
    """Emerald Medallion makes each Grizzly Bears cost {G}: with two Forests both are cast,
    one after the other."""
    game = board("""
        name: medallion bears
        players: [Alice, Bob]
        battlefield: [{card: Forest, controller: Alice}, {card: Forest, controller: Alice},
                      {card: Emerald Medallion, controller: Alice}]
        hand: {Alice: [Grizzly Bears, Grizzly Bears]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert len(_bears_casts(game)) == 2
    _cast_and_resolve(game, _bears_casts(game)[0])
    assert len(_bears_casts(game)) == 1  # 601.2f: {G} for the other, one Forest left
    _cast_and_resolve(game, _bears_casts(game)[0])
    assert _bears_on_battlefield(game) == 2
