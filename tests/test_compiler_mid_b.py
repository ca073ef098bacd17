"""Innistrad: Midnight Hunt templates (second half): real Oracle lines → compiled structure,
and a few cards played on a board with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id
from oracle import one as _one

from arbiter.compiler.lines import compile_text
from arbiter.engine.combat.declare import block_options, declare_attackers
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.spell_costs import SelfCostChange


# -- 601.2f: "This spell costs {N} less to cast if ... / for each ..." -------------------------
@pytest.mark.parametrize(("name", "spell", "amount", "condition", "per"), [
    ("Moonrager's Slash", True, -2, C.DayNight("night"), None),
    ("Neonate's Rush", True, -1,
     C.Compare(V.CountOf(s.And((s.And((s.InZone(("battlefield",)), s.IsSubtype("Vampire"))),
                                s.ControlledByYou()))), ">=", 1), None),
    ("Vanquish the Horde", True, -1, None,
     V.CountOf(s.And((s.InZone(("battlefield",)), s.IsType("Creature"))))),
])
def test_601_2f_this_spell_costs_less(name, spell, amount, condition, per) -> None:
    ab = _one(name, "This spell costs", spell)
    assert isinstance(ab, SelfCostChange)
    assert (ab.amount, ab.condition, ab.per) == (amount, condition, per)


@pytest.mark.parametrize(("day_night", "cost", "offered"), [
    ("night", "{R}", True), ("day", "{2}{R}", False)])
def test_601_2f_moonragers_slash_costs_two_less_at_night(board, day_night, cost,
                                                          offered) -> None:
    """601.2f / 730.1: Moonrager's Slash ({2}{R}) costs {R} at night, {2}{R} by day."""
    from arbiter.engine.casting.total_cost import total_cost

    game = board(f"""
        name: slash
        day_night: {day_night}
        battlefield: [Mountain]
        hand: {{Alice: [{{card: "Moonrager's Slash", as: slash}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    assert str(total_cost(game, obj_id(game, "slash"), 0, None)[0]) == cost
    assert any("Moonrager's Slash" in str(a) for a in game.legal_actions()) == offered


def test_601_2f_vanquish_the_horde_costs_one_less_per_creature(board) -> None:
    """601.2f: {6}{W}{W} less {1} for each creature on the battlefield (either side)."""
    from arbiter.engine.casting.total_cost import total_cost

    game = board("""
        name: vanquish
        battlefield: [Grizzly Bears, Grizzly Bears, {card: Grizzly Bears, controller: Bob}]
        hand: {Alice: [{card: Vanquish the Horde, as: v}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert str(total_cost(game, obj_id(game, "v"), 0, None)[0]) == "{3}{W}{W}"


# -- 701.6a / 113.6g: "can't be countered" ------------------------------------------------------
def test_113_6g_this_spell_cant_be_countered_compiles() -> None:
    from arbiter.rules.uncounterable import CantBeCountered

    assert isinstance(_one("Carnage Tyrant", "This spell can't be countered", False),
                      CantBeCountered)
    assert isinstance(_one("Abrupt Decay", "This spell can't be countered", True),
                      CantBeCountered)


@pytest.mark.parametrize(("name", "starts", "face", "selector"), [
    ("Lier, Disciple of the Drowned", "Spells can't", 0, s.And((s.InZone(("stack",)),))),
    ("Malevolent Hermit", "Noncreature spells", 1,
     s.And((s.InZone(("stack",)), s.Not(s.IsType("Creature")), s.ControlledByYou()))),
])
def test_701_6a_spells_cant_be_countered_compiles(name, starts, face, selector) -> None:
    from arbiter.rules.abilities import StaticAbility
    from arbiter.rules.uncounterable import RULE

    ab = _one(name, starts, False, face)
    assert isinstance(ab, StaticAbility)
    (spec,) = ab.effects
    (part,) = spec.parts
    assert (part.rule, part.detail) == (RULE, selector)


def test_113_6g_carnage_tyrant_stays_on_the_stack_when_countered(solve) -> None:
    """701.6a / 113.6g: Cancel can target Carnage Tyrant, but it can't be countered: it
    resolves."""
    out = solve("""
        name: tyrant
        hand: {Alice: [{card: Carnage Tyrant, as: tyrant}], Bob: [Cancel]}
        actions:
          - {cast: Carnage Tyrant, respond: true}
          - {cast: Cancel, by: Bob, targets: [tyrant]}
        expect:
          tyrant: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("spell", "zone"), [("Shivan Dragon", "battlefield"),
                                             ("Glorious Anthem", "graveyard")])
def test_701_6a_gaeas_herald_creature_spells_cant_be_countered(solve, spell, zone) -> None:
    """Gaea's Herald (Bob's): "Creature spells can't be countered." covers Alice's creature
    spell too, not her sorcery."""
    out = solve(f"""
        name: herald
        battlefield: [{{card: Gaea's Herald, controller: Bob}}]
        hand: {{Alice: [{{card: {spell}, as: sp}}], Bob: [Cancel]}}
        actions:
          - {{cast: {spell}, respond: true}}
          - {{cast: Cancel, by: Bob, targets: [sp]}}
        expect:
          sp: {{zone: {zone}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("geist", "spell", "zone"), [
    ("Alice", "Glorious Anthem", "battlefield"),
    ("Alice", "Shivan Dragon", "graveyard"),
    ("Bob", "Glorious Anthem", "graveyard"),
])
def test_701_6a_benevolent_geist_covers_only_its_controllers_noncreature_spells(
        solve, geist, spell, zone) -> None:
    """Benevolent Geist: "Noncreature spells you control can't be countered." protects only
    its controller's noncreature spells."""
    out = solve(f"""
        name: geist
        battlefield:
          - {{card: Malevolent Hermit, controller: {geist}, transformed: true}}
        hand: {{Alice: [{{card: {spell}, as: sp}}], Bob: [Cancel]}}
        actions:
          - {{cast: {spell}, respond: true}}
          - {{cast: Cancel, by: Bob, targets: [sp]}}
        expect:
          sp: {{zone: {zone}}}
    """)
    assert out.passed, out.failures


# -- 509.1b: "can block only creatures with flying" ---------------------------------------------
def test_509_1b_can_block_only_compiles() -> None:
    from arbiter.rules.abilities import StaticAbility

    ab = _one("Cloud Sprite", "This creature can block only", False)
    assert isinstance(ab, StaticAbility)
    (spec,) = ab.effects
    (part,) = spec.parts
    assert spec.affected == s.SELF and part.rule == "can_block_only"
    assert part.detail == s.And((s.InZone(("battlefield",)), s.IsType("Creature"),
                                 s.HasKeyword("flying")))


def test_509_1b_cloud_sprite_blocks_only_fliers(solve) -> None:
    """509.1b: Cloud Sprite can block Serra Angel (flying) but not Grizzly Bears."""

    game = solve("""
        name: sprite
        turn: {number: 2}
        battlefield:
          - {card: Serra Angel, as: angel}
          - {card: Grizzly Bears, as: bears}
          - {card: Cloud Sprite, as: sprite, controller: Bob}
    """).game
    ids = {a: obj_id(game, a) for a in ("angel", "bears", "sprite")}
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {ids["angel"]: ("player", 1), ids["bears"]: ("player", 1)})
    assert block_options(game, ids["sprite"]) == [ids["angel"]]


# -- 506.2 / 508.5: "defending player controls" --------------------------------------------------
def test_508_5_defending_player_controls_compiles() -> None:
    from arbiter.rules.combat_selectors import ControlledByDefendingPlayer

    ab = _one("Outland Liberator", "Whenever this creature attacks", False, face=1)
    (spec,) = ab.targets
    assert spec.selector == s.And((s.InZone(("battlefield",)),
                                   s.Or((s.IsType("Artifact"), s.IsType("Enchantment"))),
                                   ControlledByDefendingPlayer()))


def test_508_5_defending_player_is_the_attacked_player(solve) -> None:
    """508.5: while Grizzly Bears attacks Bob, only Bob's permanents are controlled by the
    defending player (for Alice's ability of the attacking creature); outside combat, none."""
    from arbiter.rules.combat_selectors import ControlledByDefendingPlayer
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.effects import ContinuousEffect

    game = solve("""
        name: defending
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Sol Ring, as: mine}
          - {card: Sol Ring, as: theirs, controller: Bob}
    """).game
    bears, mine, theirs = (obj_id(game, a) for a in ("bears", "mine", "theirs"))

    def defended() -> set[int]:
        view = LayerView(game.state, game.layers().chars)
        ctx = EffectContext(view, ContinuousEffect(key=("t",), source=bears, source_name="",
                                                   timestamp=(0,), controller=0, parts=()))
        return {o for o in (mine, theirs)
                if ControlledByDefendingPlayer().matches(view, o, ctx)}

    assert defended() == set()
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {bears: ("player", 1)})
    assert defended() == {theirs}


# -- 601.2a: "spells you cast from your graveyard" -----------------------------------------------
def test_601_2a_cast_from_your_graveyard_keeps_the_zone() -> None:
    from arbiter.rules.spell_selectors import CastFrom

    ab = compile_text("Whenever you cast a spell from your graveyard, draw a card.", "X")[0]
    assert ab.trigger.selector == s.And((s.InZone(("stack",)), s.OwnedByYou(),
                                         CastFrom("graveyard")))


def test_601_2a_a_flashback_spell_was_cast_from_the_graveyard(solve) -> None:
    """601.2a / 702.34a: a spell cast with flashback records the graveyard as where it was
    cast from; a spell cast from the hand records the hand."""
    from arbiter.rules.spell_selectors import CastFrom
    from arbiter.rules.view import LayerView

    out = solve("""
        name: cast from
        battlefield: [Mountain, Mountain, Mountain, {card: Mountain, as: m}]
        hand: {Alice: [{card: Shock, as: shock}]}
        graveyard: {Alice: [{card: Lava Dart, as: dart}]}
        actions:
          - {cast: shock, targets: [Bob], respond: true}
          - {cast: dart, alternative: flashback, targets: [Bob], respond: true,
             choices: {sacrifice: m}}
    """)
    game = out.game
    view = LayerView(game.state, game.layers().chars)
    on_stack = {game.obj(it.source).alias: game.obj(it.source).cast_from
                for it in game.state.stack_items}
    assert on_stack == {"shock": "hand", "dart": "graveyard"}
    dart = next(it.source for it in game.state.stack_items
                if game.obj(it.source).alias == "dart")
    assert CastFrom("graveyard").matches(view, dart, None)  # type: ignore[arg-type]


def test_601_2a_secrets_of_the_key_compiles() -> None:
    from arbiter.rules import instructions as I
    from arbiter.rules.spell_selectors import SourceCastFrom

    ab = _one("Secrets of the Key", "Investigate.", True)
    (step,) = ab.instructions
    assert isinstance(step, I.If) and step.condition == C.Not(SourceCastFrom("graveyard"))
    assert step.then == (I.CreateToken(token="Clue", n=1),)
    assert step.otherwise == (I.CreateToken(token="Clue", n=2),)


@pytest.mark.parametrize(("where", "alternative", "clues"), [
    ("hand", "", 1), ("graveyard", ", alternative: flashback", 2)])
def test_601_2a_secrets_of_the_key_investigates_twice_from_a_graveyard(
        solve, where, alternative, clues) -> None:
    """Secrets of the Key: one Clue cast from the hand; two cast with flashback (702.34a)."""
    out = solve(f"""
        name: secrets
        battlefield: [Island, Island, Island, Island]
        {where}: {{Alice: [{{card: Secrets of the Key, as: sk}}]}}
        actions:
          - {{cast: sk{alternative}}}
    """)
    game = out.game
    made = [o for o in game.state.battlefield() if game.chars(o).name == "Clue Token"]
    assert len(made) == clues


@pytest.mark.parametrize(("geist", "cost_gy", "cost_hand"), [
    ("Alice", "{1}{U}", "{1}{U}"), ("Bob", "{2}{U}", "{1}{U}")])
def test_601_2f_patrician_geist_spells_cast_from_your_graveyard_cost_less(
        board, geist, cost_gy, cost_hand) -> None:
    """Patrician Geist: "Spells you cast from your graveyard cost {1} less to cast." Think
    Twice's flashback {2}{U} costs {1}{U} for the Geist's controller; from the hand, its
    {1}{U} is unchanged; the opponent's Geist does nothing for Alice."""
    from arbiter.engine.casting.total_cost import total_cost

    game = board(f"""
        name: geist
        battlefield: [{{card: Patrician Geist, controller: {geist}}}]
        hand: {{Alice: [{{card: Think Twice, as: hand}}]}}
        graveyard: {{Alice: [{{card: Think Twice, as: gy}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    assert str(total_cost(game, obj_id(game, "gy"), 0, "flashback")[0]) == cost_gy
    assert str(total_cost(game, obj_id(game, "hand"), 0, None)[0]) == cost_hand


def test_601_2f_patrician_geist_compiles() -> None:
    from arbiter.engine.casting.total_cost import CostChange
    from arbiter.rules.spell_selectors import CastFrom

    ab = _one("Patrician Geist", "Spells you cast from", False)
    (spec,) = ab.effects
    (part,) = spec.parts
    assert part.rule == "cost_increase"
    assert part.detail == CostChange(-1, s.And((s.OwnedByYou(), CastFrom("graveyard"))), "you")
