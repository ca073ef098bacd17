"""Mana (106, 605): choosing the color as a mana ability resolves (106.1b, 605.3b),
restricted mana (106.6), mana kept until end of turn (500.4), multi-mana sources and
triggered mana abilities (605.1b, 605.4a): real Oracle lines → compiled structure, and the
real engine paying with them on boards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.cards.mana import ManaCost
from arbiter.compiler.lines import compile_text
from arbiter.engine.combat.declare import declare_attackers
from arbiter.errors import IllegalActionError
from arbiter.rules import selectors as s
from arbiter.rules.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from arbiter.rules.instructions import AddMana

_DB = CardDatabase.bundled()
_WUBRG = ("W", "U", "B", "R", "G")


def _line(name: str, starts: str, face: int = 0) -> str:
    text = _DB.get(name).faces[face].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _one(name: str, starts: str, face: int = 0):
    abilities = compile_text(_line(name, starts, face), _DB.get(name).faces[face].name, False)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


# -- 106.1b / 106.6 / 500.4 / 605.1a: what "Add ..." compiles to ------------------------------
@pytest.mark.parametrize(("name", "starts", "face", "adds"), [
    ("Llanowar Elves", "{T}: Add {G}.", 0, (AddMana("G"),)),
    ("Sol Ring", "{T}: Add {C}{C}.", 0, (AddMana("C"), AddMana("C"))),
    ("Birds of Paradise", "{T}: Add one mana", 0, (AddMana(colors=_WUBRG),)),
    ("Rootcoil Creeper", "{T}: Add one mana", 0, (AddMana(colors=_WUBRG),)),
    ("Rootcoil Creeper", "{T}: Add two mana", 0,
     (AddMana(colors=_WUBRG, amount=2, restriction="graveyard"),)),
    ("Lord of the Forsaken", "Pay 1 life", 0, (AddMana("C", restriction="graveyard"),)),
    ("Unblinking Observer", "{T}: Add {U}.", 0,
     (AddMana("U", restriction="disturb_or_instant_sorcery"),)),
])
def test_605_1a_mana_abilities_compile(name, starts, face, adds) -> None:
    ab = _one(name, starts, face)
    assert isinstance(ab, ActivatedAbility) and ab.is_mana_ability
    assert ab.instructions == adds


@pytest.mark.parametrize(("name", "face"), [("Kessig Naturalist", 0),
                                            ("Kessig Naturalist", 1)])
def test_500_4_attack_trigger_adds_mana_kept_until_end_of_turn(name, face) -> None:
    ab = _one(name, "Whenever", face)
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event == "attacks"
    assert ab.instructions == (AddMana(colors=("R", "G"), kept=True),)


def test_granted_quoted_mana_abilities_compile() -> None:
    """Katilda: 'Human creatures you control have "{T}: Add one mana of any of this
    creature's colors."'; Gift of Paradise: two mana of any one color (106.1b)."""
    ab = _one("Katilda, Dawnhart Prime", "Human creatures")
    assert isinstance(ab, StaticAbility)
    (granted,) = ab.effects[0].parts[0].abilities
    assert granted.is_mana_ability and granted.instructions == (AddMana(source_colors=True),)
    ab = _one("Gift of Paradise", "Enchanted land has")
    (granted,) = ab.effects[0].parts[0].abilities
    assert granted.instructions == (AddMana(colors=_WUBRG, amount=2),)


def test_605_1b_triggered_mana_ability_compiles() -> None:
    ab = _one("Nissa, Who Shakes the World", "Whenever you tap")
    assert ab.trigger.event == "tapped_for_mana"
    assert ab.trigger.selector == s.And((s.IsSubtype("Forest"), s.YOURS))
    assert ab.instructions == (AddMana("G"),)


@pytest.mark.parametrize("line", [
    # 106.6: a restriction the engine doesn't check stays unread (principle 5)
    "{T}: Add one mana of any color. Spend this mana only to cast a spell with devoid.",
    # 106.8: a hybrid symbol added (the player chooses a half) isn't read
    "{T}: Add {R/G}.",
])
def test_mana_lines_the_engine_cant_carry_out_stay_unread(line) -> None:
    assert compile_text(line, "X", False) is None


# -- the engine ---------------------------------------------------------------------------------
def _label_with(game, text: str) -> str:
    return next(str(a) for a in game.legal_actions() if text in str(a))


def test_106_1b_any_color_source_pays_a_colored_cost_with_the_color_chosen(board) -> None:
    """106.1b / 605.3b: Birds of Paradise's "one mana of any color" pays Lightning Bolt's
    {R}: the player chooses red as it resolves; nothing stays in the pool."""
    game = board("""
        name: birds pay red
        turn: {number: 2}
        battlefield: [{card: Birds of Paradise, as: birds}]
        hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    from arbiter.engine.casting.total_cost import payment_plans

    birds = obj_id(game, "birds")
    # the only way to pay: Birds of Paradise adding {R}
    assert payment_plans(game, 0, ManaCost.of("{R}")) == [[(birds, 2, ("R",))]]
    game.apply(_label_with(game, "cast Lightning Bolt"))
    game.apply("Bob")  # the target; the one payment plan is taken
    assert game.obj(birds).tapped
    assert game.state.players[1].life == 20 and game.pending_decision.kind == "priority"
    assert game.state.players[0].mana_pool == {}
    assert game.state.stack_items


def test_605_3b_tapping_for_mana_asks_the_color(board) -> None:
    """605.3b: tapped at priority, Birds of Paradise asks which color; black goes to the
    pool as black mana (not as generic "any" mana)."""
    game = board("""
        name: birds tap
        turn: {number: 2}
        battlefield: [{card: Birds of Paradise, as: birds}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    birds = obj_id(game, "birds")
    game.apply(_label_with(game, f"tap Birds of Paradise#{birds}"))
    assert game.pending_decision.kind == "mana"
    assert [str(a) for a in game.legal_actions()] == ["{W}", "{U}", "{B}", "{R}", "{G}"]
    game.apply("{B}")
    assert game.state.players[0].mana_pool == {"B": 1}


def test_106_6_restricted_mana_only_for_spells_cast_from_the_graveyard(solve) -> None:
    """106.6: Lord of the Forsaken's {C} "only to cast a spell from your graveyard": with an
    Island it can't pay Think Twice's {1}{U} from the hand, but pays the generic part of its
    flashback cost {2}{U} from the graveyard."""
    from arbiter.engine.casting.activation import activate
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable

    game = solve("""
        name: forsaken
        battlefield: [{card: Lord of the Forsaken, as: lord}, {card: Island, as: island}]
        hand: {Alice: [{card: Think Twice, as: hand_copy}]}
        graveyard: {Alice: [{card: Think Twice, as: yard_copy}]}
        library: {Alice: [Plains, Plains], Bob: [Plains]}
    """).game
    lord = obj_id(game, "lord")
    for _ in range(2):
        activate(game, lord, 0, "Pay 1 life", [], {})
    assert game.state.players[0].life == 18  # 119.4: paying life
    assert game.state.players[0].mana_pool == {"C/graveyard": 2}
    hand, yard = obj_id(game, "hand_copy"), obj_id(game, "yard_copy")
    assert not affordable(game, 0, ManaCost.of("{1}{U}"), spell_spending(game, hand, None))
    assert not affordable(game, 0, ManaCost.of("{2}"))  # an ability's cost: not a spell
    assert affordable(game, 0, ManaCost.of("{2}{U}"),
                      spell_spending(game, yard, "flashback"))
    from arbiter.engine.casting.spells import cast

    with pytest.raises(IllegalActionError):
        cast(game, hand, 0, [], {}, None, pay=True)
    assert game.state.players[0].mana_pool == {"C/graveyard": 2}  # left as it was
    cast(game, yard, 0, [], {}, "flashback", pay=True)
    assert game.state.players[0].mana_pool == {}
    assert game.obj(obj_id(game, "island")).tapped


def test_106_6_mana_for_a_disturb_cost_or_an_instant_or_sorcery(solve) -> None:
    """106.6: Unblinking Observer's {U} pays Opt (an instant) but not Merfolk Looter."""
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable

    game = solve("""
        name: observer
        turn: {number: 2}
        battlefield: [{card: Unblinking Observer, as: obs}, {card: Island}]
        hand: {Alice: [{card: Opt, as: opt}, {card: Merfolk Looter, as: looter}]}
        library: {Alice: [Plains, Plains], Bob: [Plains]}
    """).game
    opt, looter = obj_id(game, "opt"), obj_id(game, "looter")
    assert affordable(game, 0, ManaCost.of("{U}{U}"), spell_spending(game, opt, None))
    assert not affordable(game, 0, ManaCost.of("{1}{U}"), spell_spending(game, looter, None))
    assert affordable(game, 0, ManaCost.of("{U}"), spell_spending(game, looter, None))


def test_500_4_attack_mana_stays_until_end_of_turn(solve) -> None:
    """500.4's exception: Kessig Naturalist attacks; its {R} or {G} (red chosen) stays in
    the pool as steps end, pays a {R} spell in the second main phase, and is lost as the
    cleanup step ends (514.2)."""
    from arbiter.engine.turn.steps import enter_step

    game = solve("""
        name: naturalist
        turn: {number: 2}
        battlefield: [{card: Kessig Naturalist, as: nat}]
        library: {Alice: [Plains], Bob: [Plains]}
    """).game
    from arbiter.engine.agents import ScriptedAgent

    game.decider = ScriptedAgent(["{R}"])
    nat = obj_id(game, "nat")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {nat: ("player", 1)})
    from arbiter.engine.stack.items import resolve_top
    from arbiter.engine.triggers import triggered

    triggered.collect(game)
    triggered.put_on_stack(game)
    resolve_top(game)
    assert game.state.players[0].mana_pool == {"R+kept": 1}
    for step in ("combat_damage", "end_of_combat", "postcombat_main"):
        enter_step(game, step)
    assert game.state.players[0].mana_pool == {"R+kept": 1}
    from arbiter.engine.casting.total_cost import pay

    pay(game, 0, ManaCost.of("{R}"))
    assert game.state.players[0].mana_pool == {}
    game.state.players[0].mana_pool["G+kept"] = 1
    enter_step(game, "end")
    enter_step(game, "cleanup")
    assert game.state.players[0].mana_pool == {"G+kept": 1}
    enter_step(game, "untap")  # the cleanup step ends
    assert game.state.players[0].mana_pool == {}


def test_605_4a_nissa_forest_adds_an_additional_green(board) -> None:
    """605.1b / 605.4a: with Nissa out, one Forest pays Grizzly Bears' {1}{G}: tapped for
    {G}, the triggered mana ability adds {G} at once (no stack)."""
    game = board("""
        name: nissa
        battlefield: [{card: "Nissa, Who Shakes the World"}, {card: Forest, as: forest}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    forest = obj_id(game, "forest")
    from arbiter.engine.casting.total_cost import payment_plans

    assert payment_plans(game, 0, ManaCost.of("{1}{G}")) == [[forest]]
    game.apply(_label_with(game, "cast Grizzly Bears"))  # the one plan is taken
    assert game.obj(forest).tapped
    assert game.state.players[0].mana_pool == {}
    assert [it.source_name for it in game.state.stack_items] == ["Grizzly Bears"]


def test_605_4a_nissa_tapping_a_forest_at_priority(board) -> None:
    game = board("""
        name: nissa tap
        battlefield: [{card: "Nissa, Who Shakes the World"}, {card: Forest, as: forest},
                      {card: Island, as: island}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"tap Forest#{obj_id(game, 'forest')} for {{G}}")
    game.apply(f"tap Island#{obj_id(game, 'island')} for {{U}}")
    assert game.state.players[0].mana_pool == {"G": 2, "U": 1}
    assert not game.state.stack_items


def test_106_1b_katilda_humans_tap_for_one_of_their_colors(board) -> None:
    """Katilda (green and white, a Human) has the granted ability itself: it offers {W}
    or {G} and pays Savannah Lions' {W}."""
    game = board("""
        name: katilda
        turn: {number: 2}
        battlefield: [{card: "Katilda, Dawnhart Prime", as: katilda}]
        hand: {Alice: [{card: Savannah Lions, as: lions}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    k = obj_id(game, "katilda")
    assert _label_with(game, f"tap Katilda, Dawnhart Prime#{k}").endswith("for {W} or {G}")
    from arbiter.engine.casting.total_cost import payment_plans

    # its 4th ability (the granted one) adding {W}
    assert payment_plans(game, 0, ManaCost.of("{W}")) == [[(k, 4, ("W",))]]
    game.apply(_label_with(game, "cast Savannah Lions"))  # the one plan is taken
    assert game.obj(k).tapped and game.state.players[0].mana_pool == {}


def test_106_1b_two_mana_of_any_one_color(board) -> None:
    """Rootcoil Creeper's second ability: two mana of one chosen color, restricted to
    spells cast from the graveyard: tapped at priority it adds {U}{U} of that kind."""
    game = board("""
        name: rootcoil
        turn: {number: 2}
        battlefield: [{card: Rootcoil Creeper, as: creeper}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert obj_id(game, "creeper")
    game.apply(_label_with(game, "(restricted)"))
    game.apply("{U}{U} (restricted)")
    assert game.state.players[0].mana_pool == {"U/graveyard": 2}
