"""611.2c, 613.8a: `rules.selector_predicates` asks a selector of many objects in one call; its
answer for every object must be the selector's own (`Selector.matches`). Checked on a board of
real cards whose static abilities say "you control", "other", "enchanted", "nonbasic", "each
... that isn't on the battlefield", with objects in several zones under both players."""

from __future__ import annotations

from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers import compute
from arbiter.rules.selector_predicates import predicate
from arbiter.rules.view import EffectContext, LayerView
from arbiter.state.game_state import GameState, Player

STATICS = ["Glorious Anthem", "Crusade", "Bad Moon", "Opalescence", "Blood Moon",
           "Urborg, Tomb of Yawgmoth", "March of the Machines", "Conspiracy",
           "Painter's Servant", "Lord of Atlantis", "Elvish Champion", "Goblin King",
           "Wilt-Leaf Liege", "Life and Limb", "Magus of the Moon", "Titania's Song",
           "Kormus Bell", "Castle", "Favorable Winds", "Mycosynth Lattice"]
PLAIN = ["Grizzly Bears", "Llanowar Elves", "Forest", "Island", "Tundra", "Sol Ring",
         "Ornithopter", "Goblin Piker", "Merfolk of the Pearl Trident", "Serra Angel"]


def _board() -> GameState:
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for i, name in enumerate(STATICS + PLAIN * 2):
        p = i % 2
        args: dict = {"owner": p, "controller": p, "card": name}
        if name in ("Painter's Servant", "Conspiracy"):
            args["choices"] = {"color": "red", "creature_type": "Goblin"}
        obj = state.add_object(args, "battlefield")
        obj.tapped = i % 3 == 0
    bears = next(o.id for o in state.objects.values() if o.card == "Grizzly Bears")
    state.add_object({"owner": 1, "controller": 1, "card": "Evil Presence",
                      "attached_to": next(o.id for o in state.objects.values()
                                          if o.card == "Tundra")}, "battlefield")
    state.add_object({"owner": 0, "controller": 1, "card": "Control Magic",
                      "attached_to": bears}, "battlefield")
    for p in (0, 1):
        for name in ("Grizzly Bears", "Forest", "Llanowar Elves"):
            state.add_object({"owner": p, "controller": p, "card": name}, "hand")
            state.add_object({"owner": p, "controller": p, "card": name}, "graveyard")
    return state


def test_predicate_gives_every_selector_its_own_answer_611_2c() -> None:
    state = _board()
    result = compute(state, default_catalog())
    view = LayerView(state, result.chars)
    asked = 0
    for e in result.effects.values():
        if e.affected is None:
            continue
        ctx = EffectContext(view, e)
        matches = predicate(e.affected, view, ctx)
        for oid in result.chars:
            assert bool(matches(oid)) == bool(e.affected.matches(view, oid, ctx)), (e.name, oid)
            asked += 1
    assert asked > 1000


def test_creatures_you_control_are_the_controllers_creatures_109_5() -> None:
    """Glorious Anthem's "creatures you control": the battlefield's creatures its
    controller controls (109.5; 108.4: Control Magic's creature counts for its new
    controller), none in a hand or graveyard."""
    state = _board()
    result = compute(state, default_catalog())
    view = LayerView(state, result.chars)
    anthem = next(e for e in result.effects.values() if e.name == "Glorious Anthem")
    matches = predicate(anthem.affected, view, EffectContext(view, anthem))
    you = state.objects[anthem.source].controller
    expected = {oid for oid, ch in result.chars.items()
                if state.objects[oid].zone == "battlefield" and "Creature" in ch.types
                and ch.controller == you}
    assert expected
    assert {oid for oid in result.chars if matches(oid)} == expected
