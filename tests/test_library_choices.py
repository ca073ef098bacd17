"""Library, hand and graveyard effects chosen as they resolve: real Oracle lines compiled
and carried out by the real engine (701.20a/e reveal and look, 701.23 search with 101.4,
305.4 putting lands onto the battlefield, 605.1 "with a mana ability", 119.3 / 107.3 "where
X is the life your opponents lost this turn", 701.17a mill, 608.2c)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.casting import activation
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all, step_actions
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.mana_selectors import HasManaAbility

_DB = CardDatabase.bundled()
ALICE, BOB = 0, 1


def _one(name: str, starts: str, face: int = 0, spell: bool = False):
    text = _DB.get(name).faces[face].oracle_text or ""
    line = next(x for x in text.split("\n") if x.startswith(starts))
    abilities = compile_text(line, _DB.get(name).faces[face].name, spell)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


class Script:
    """Answers decisions with `answer(decision)` and records every decision asked."""

    def __init__(self, answer) -> None:  # type: ignore[no-untyped-def]
        self.answer = answer
        self.asked: list[Any] = []

    def decide(self, d: Any) -> Any:
        self.asked.append(d)
        return self.answer(d)


def _first(d: Any) -> Any:
    return d.options[0][1] if d.options else None


def _names(game, zone: str, player: int = ALICE) -> list[str]:
    return [game.quick_name(o) for o in game.state.zone_list(zone, player)]


_CARDS = s.InZone(("graveyard", "hand", "library", "exile"))


# -- compiled structure ------------------------------------------------------------------------
def test_119_3_florian_looks_at_x_cards_exiles_one_and_may_play_it() -> None:
    ab = _one("Florian, Voldaren Scion", "At the beginning")
    look, permission = ab.instructions
    assert look == I.LookAtTop(V.LifeLostThisTurn("opponents"), (I.LookPick(1, "exile"),),
                               "bottom_random")
    assert permission.affected == I.Ref.it() and permission.parts[0].detail == "play"


@pytest.mark.parametrize(("name", "starts", "expected"), [
    ("Wrenn and Seven", "[+1]",
     I.LookAtTop(4, (I.LookPick(0, "hand", s.And((_CARDS, s.IsType("Land"))), reveal=True,
                                every=True),), "graveyard")),
    ("Wrenn and Seven", "[0]",
     I.PutFromHand(s.And((s.InZone(("hand",)), s.IsType("Land"), s.OwnedByYou())),
                   tapped=True)),
    ("Delver of Secrets", "At the beginning",
     I.RevealTopMay(s.And((_CARDS, s.Or((s.IsType("Instant"), s.IsType("Sorcery"))))),
                    (I.Transform(I.Ref.this()),))),
    ("Field of Ruin", "{2}",
     I.EachSearches(s.And((_CARDS, s.And((s.IsSupertype("Basic"), s.IsType("Land"))))))),
    ("Moonsilver Key", "{1}",
     I.SearchLibrary(s.Or((s.And((s.And((_CARDS, s.IsType("Artifact"))), HasManaAbility())),
                           s.And((_CARDS, s.And((s.IsSupertype("Basic"),
                                                 s.IsType("Land")))))),), to="hand")),
])
def test_library_lines_compile(name: str, starts: str, expected: Any) -> None:
    assert _one(name, starts).instructions[-1] == expected


def test_701_17a_eccentric_farmer_mills_then_may_return_a_land() -> None:
    ab = _one("Eccentric Farmer", "When")
    assert ab.instructions == (
        I.Mill(3, who="you"),
        I.MayDo(do=(I.ReturnChosen(s.And((s.InZone(("graveyard",)), s.IsType("Land"),
                                          s.OwnedByYou()))),)))


# -- the real engine ---------------------------------------------------------------------------
def test_florian_exiles_one_of_the_top_x_and_it_may_be_played(board) -> None:
    """Bob lost 3 life this turn: Alice looks at her top three cards, exiles the Forest,
    puts the other two on the bottom; she may play the Forest this turn (701.18b)."""
    game = board("""
        name: florian
        battlefield: [{card: "Florian, Voldaren Scion", as: florian}]
        library: {Alice: [{card: Forest, as: f}, Grizzly Bears, Island, Plains],
                  Bob: [Plains]}
    """)
    game.decider = Script(_first)
    game.lose_life(BOB, 3)
    game.state.turn.step = "postcombat_main"
    step_actions(game, "postcombat_main")
    sba.run(game)
    resolve_all(game)
    forest = obj_id(game, "f")
    assert game.obj(forest).zone == "exile"
    assert _names(game, "library")[0] == "Plains"
    assert sorted(_names(game, "library")[1:]) == ["Grizzly Bears", "Island"]
    assert any(a.kind == "play" and a.obj == forest for a in priority_actions(game, ALICE))


def test_florian_no_life_lost_looks_at_nothing(board) -> None:
    game = board("""
        name: florian zero
        battlefield: ["Florian, Voldaren Scion"]
        library: {Alice: [Forest, Island], Bob: [Plains]}
    """)
    game.decider = Script(_first)
    game.state.turn.step = "postcombat_main"
    step_actions(game, "postcombat_main")
    sba.run(game)
    resolve_all(game)
    assert _names(game, "library") == ["Forest", "Island"]
    assert not game.state.zone_list("exile")


def _wrenn(board, library: str, hand: str = "[]"):
    game = board(f"""
        name: wrenn
        battlefield: [{{card: Wrenn and Seven, as: wrenn, counters: {{loyalty: 5}}}}]
        hand: {{Alice: {hand}}}
        library: {{Alice: {library}, Bob: [Plains]}}
    """)
    game.decider = Script(_first)
    return game


def test_701_20a_wrenn_plus_one_puts_all_revealed_lands_into_hand(board) -> None:
    game = _wrenn(board, "[Forest, Grizzly Bears, Island, Shock, Plains]")
    activation.activate(game, obj_id(game, "wrenn"), ALICE, "+1", [], {})
    resolve_all(game)
    assert sorted(_names(game, "hand")) == ["Forest", "Island"]
    assert sorted(_names(game, "graveyard")) == ["Grizzly Bears", "Shock"]
    assert _names(game, "library") == ["Plains"]
    assert not [d for d in game.decider.asked if d.kind == "choose_card"]  # all: no choice


def test_305_4_wrenn_zero_puts_lands_from_hand_tapped_without_a_land_play(board) -> None:
    game = _wrenn(board, "[Plains]", "[Forest, Grizzly Bears, Island]")
    activation.activate(game, obj_id(game, "wrenn"), ALICE, "0", [], {})
    resolve_all(game)
    lands = [o for o in game.state.battlefield() if game.quick_name(o) in ("Forest", "Island")]
    assert len(lands) == 2 and all(game.obj(o).tapped for o in lands)
    assert _names(game, "hand") == ["Grizzly Bears"]
    assert game.state.turn.lands_played == 0
    asked = [d for d in game.decider.asked if d.kind == "choose_card"]
    assert all("Grizzly Bears" not in label for d in asked for label, _ in d.options)


@pytest.mark.parametrize(("top", "reveal", "transformed"), [
    ("Lightning Bolt", True, True),
    ("Lightning Bolt", False, False),
    ("Forest", True, False),
])
def test_701_20e_delver_reveals_an_instant_and_transforms(board, top, reveal,
                                                          transformed) -> None:
    game = board(f"""
        name: delver
        turn: {{number: 3, step: upkeep}}
        battlefield: [{{card: Delver of Secrets, as: delver}}]
        library: {{Alice: [{top}, Plains], Bob: [Plains]}}
    """)
    game.decider = Script(lambda d: reveal if d.kind == "may" else _first(d))
    game.state.turn.step = "upkeep"
    step_actions(game, "upkeep")
    sba.run(game)
    resolve_all(game)
    assert game.obj(obj_id(game, "delver")).face == (1 if transformed else 0)
    assert _names(game, "library") == [top, "Plains"]  # 701.20b: it stays on top


def test_eccentric_farmer_mills_three_and_returns_a_land(board) -> None:
    game = board("""
        name: farmer
        hand: {Alice: [{card: Eccentric Farmer, as: farmer}]}
        library: {Alice: [Grizzly Bears, Forest, Shock, Plains], Bob: [Plains]}
        choices: [true]
        actions:
          - enter: {card: farmer}
    """)
    assert sorted(_names(game, "graveyard")) == ["Grizzly Bears", "Shock"]
    assert _names(game, "hand") == ["Forest"]
    assert _names(game, "library") == ["Plains"]


def test_701_23_field_of_ruin_each_player_searches_for_a_basic_land(board) -> None:
    """Bob's Haunted Ridge is destroyed; each player (APNAP) finds a basic land, which
    enters untapped; Alice's Grizzly Bears can't be found (not a basic land)."""
    game = board("""
        name: field of ruin
        battlefield: [{card: Field of Ruin, as: field}, {card: Plains, as: p1},
                      {card: Plains, as: p2},
                      {card: Haunted Ridge, controller: Bob, as: ridge}]
        library: {Alice: [Grizzly Bears, Forest], Bob: [Shock, Island]}
    """)
    game.decider = Script(_first)
    plan = [obj_id(game, "p1"), obj_id(game, "p2")]
    activation.activate(game, obj_id(game, "field"), ALICE, 2, [obj_id(game, "ridge")],
                        {"payment": plan}, pay=True)
    resolve_all(game)
    searches = [d for d in game.decider.asked if d.kind == "search"]
    assert [d.player for d in searches] == [ALICE, BOB]
    assert [[label.split("#")[0] for label, _ in d.options] for d in searches] == [
        ["Forest"], ["Island"]]
    assert game.obj(obj_id(game, "ridge")).zone == "graveyard"
    names = {game.quick_name(o): game.controller_of(o) for o in game.state.battlefield()}
    assert names.get("Forest") == ALICE and names.get("Island") == BOB
    assert "Field of Ruin" not in names


def test_605_1_moonsilver_key_finds_artifacts_with_a_mana_ability_or_basic_lands(
        board) -> None:
    game = board("""
        name: moonsilver key
        battlefield: [{card: Moonsilver Key, as: key}, Plains]
        library: {Alice: [Grizzly Bears, Ornithopter, Mind Stone, Forest], Bob: [Plains]}
    """)
    game.decider = Script(_first)
    activation.activate(game, obj_id(game, "key"), ALICE, 1, [], {}, pay=True)
    resolve_all(game)
    search = next(d for d in game.decider.asked if d.kind == "search")
    assert sorted(label.split("#")[0] for label, _ in search.options) == ["Forest",
                                                                           "Mind Stone"]
    assert len(_names(game, "hand")) == 1 and _names(game, "hand")[0] in ("Forest",
                                                                            "Mind Stone")


# -- 601.2h: "the amount of mana spent to cast this spell" ---------------------------------------
def test_601_2h_memory_deluge_compiles() -> None:
    ab = _one("Memory Deluge", "Look at the top X", spell=True)
    assert ab.instructions == (I.LookAtTop(V.ManaSpentToCast(), (I.LookPick(2, "hand"),),
                                           "bottom_random"),)


_DELUGE = """
    name: memory deluge
    battlefield: [LANDS]
    ZONE
    library: {Alice: [Forest, Island, Plains, Swamp, Mountain, Wastes, Shock, Opt],
              Bob: [Plains]}
"""


def _deluge(board, lands: int, zone: str):
    text = _DELUGE.replace("LANDS", ", ".join(["Island"] * lands)).replace(
        "ZONE", f"{zone}: {{Alice: [{{card: Memory Deluge, as: md}}]}}")
    return board(text)


@pytest.mark.parametrize(("lands", "zone", "how", "seen"), [
    (4, "hand", "", 4),                               # {2}{U}{U}: four mana spent
    (7, "graveyard", " for its flashback cost", 7),   # flashback {5}{U}{U}: seven
])
def test_601_2h_memory_deluge_looks_at_as_many_cards_as_mana_spent(board, lands, zone, how,
                                                                   seen) -> None:
    game = _deluge(board, lands, zone)
    game.apply(f"cast Memory Deluge#{obj_id(game, 'md')}{how}")
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    game.apply("pass")
    game.apply("pass")
    d = game.pending_decision
    assert d.kind == "choose_card"
    assert len(d.options) == seen  # the top `seen` cards, two of which are picked
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    library = _names(game, "library")
    order = ["Forest", "Island", "Plains", "Swamp", "Mountain", "Wastes", "Shock", "Opt"]
    assert len(_names(game, "hand")) == 2
    assert library[:8 - seen] == order[seen:]  # unseen cards stay on top
    assert sorted(library[8 - seen:] + _names(game, "hand")) == sorted(order[:seen])


def test_601_2h_mana_spent_unknown_when_a_scenario_provides_the_mana(solve) -> None:
    """A scenario `cast` doesn't pay through the engine: the count isn't known, so the game
    stops naming the text (principle 5) rather than guessing."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="mana spent to cast this spell"):
        solve("""
            name: deluge provided
            hand: {Alice: [Memory Deluge]}
            library: {Alice: [Forest, Island], Bob: [Plains]}
            actions:
              - cast: Memory Deluge
        """)
