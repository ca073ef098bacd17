"""Innistrad: Midnight Hunt one-shot spell templates: real Oracle lines → compiled structure,
and the cards played on a board with the real engine (decisions answered by a script that
records every question asked)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id
from oracle import one as _one

from arbiter.engine.casting import spells
from arbiter.engine.decisions import Decision
from arbiter.engine.turn import steps
from arbiter.rules import conditions as C
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.counts import BasicLandTypesAmong
from arbiter.rules.player_comparisons import AnOpponentHasMore


class Script:
    """Answers decisions by key (or kind) from lists of answers, recording every question;
    a decision with a single forced option answers itself."""

    def __init__(self, game: Any, answers: dict[str, list[Any]]) -> None:
        self.game = game
        self.answers = {k: list(v) for k, v in answers.items()}
        self.asked: list[Decision] = []

    def decide(self, d: Decision) -> Any:
        self.asked.append(d)
        for k in (d.key, d.kind):
            if self.answers.get(k):
                want = self.answers[k].pop(0)
                if isinstance(want, str) and want not in ("yes", "no", "top", "bottom",
                                                          "done"):
                    want = obj_id(self.game, want)
                for label, v in d.options:
                    if v == want or label == want:
                        return v
                if want == "done" or want is None:
                    return None
                raise AssertionError(f"{want!r} is not an option of {d.prompt}: {d.options}")
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        raise AssertionError(f"unanswered decision: {d.prompt} {d.options}")

    def kinds(self) -> list[str]:
        return [d.kind for d in self.asked]


def cast(game: Any, alias: str, targets: list[Any] = (), answers: dict | None = None,
         choices: dict | None = None, by: int = 0) -> Script:
    """Cast the spell `alias` (Alice's unless `by`) and let the stack resolve."""
    script = Script(game, answers or {})
    game.decider = script
    tgts = [t if not isinstance(t, str) else obj_id(game, t) for t in targets]
    spells.cast(game, obj_id(game, alias), by, tgts, dict(choices or {}))
    steps.resolve_all(game)
    return script


def zone(game: Any, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- conditions comparing players (102.2): Sunset Revelry ------------------------------------
@pytest.mark.parametrize(("starts", "condition"), [
    ("If an opponent has more life than you", AnOpponentHasMore("life")),
    ("If an opponent controls more creatures than you",
     AnOpponentHasMore("controls", s.And((s.InZone(("battlefield",)), s.IsType("Creature"))))),
    ("If an opponent has more cards in hand than you", AnOpponentHasMore("hand")),
])
def test_608_2c_sunset_revelry_conditions_compile(starts, condition) -> None:
    (step,) = _one("Sunset Revelry", starts, True).instructions
    assert isinstance(step, I.If) and step.condition == condition


@pytest.mark.parametrize(("bob_life", "bob_creatures", "bob_hand", "life", "humans", "hand"), [
    # Bob has more of everything: 4 life, two Humans, a card.
    (25, 2, 3, 24, 2, 1),
    # Equal is not more (102.2: "more ... than you"): nothing happens.
    (20, 0, 0, 20, 0, 0),
])
def test_608_2c_sunset_revelry_checks_each_opponent_comparison(
        board, bob_life, bob_creatures, bob_hand, life, humans, hand) -> None:
    bears = ", ".join(["{card: Grizzly Bears, controller: Bob}"] * bob_creatures)
    cards = ", ".join(["Plains"] * bob_hand)
    game = board(f"""
        name: revelry
        battlefield: [{bears}]
        hand: {{Alice: [{{card: Sunset Revelry, as: sr}}], Bob: [{cards}]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains]}}
    """)
    game.state.players[1].life = bob_life
    cast(game, "sr")
    alice = game.state.players[0]
    assert alice.life == life
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None
              and game.controller_of(o) == 0]
    assert len(tokens) == humans
    assert len(game.state.zone_list("hand", 0)) == hand


# -- 305.6: "if there are three or more basic land types among lands you control" ------------
def test_701_22a_path_to_the_festival_compiles() -> None:
    search, check = _one("Path to the Festival", "Search your library", True).instructions
    assert isinstance(search, I.SearchLibrary) and (search.to, search.tapped) == (
        "battlefield", True)
    assert check == I.If(C.Compare(BasicLandTypesAmong(s.And((
        s.InZone(("battlefield",)), s.IsType("Land"), s.ControlledByYou()))), ">=", 3),
        then=(I.Scry(1),))


@pytest.mark.parametrize(("lands", "scry"), [("[Plains, Island]", True),
                                             ("[Plains, Plains]", False)])
def test_305_6_path_to_the_festival_scries_with_three_basic_land_types(
        board, lands, scry) -> None:
    """The Forest found enters tapped; with a Plains and an Island that's three basic land
    types among Alice's lands, so she scries 1; with two Plains it's two, and she doesn't."""
    game = board(f"""
        name: path
        battlefield: {lands}
        hand: {{Alice: [{{card: Path to the Festival, as: path}}]}}
        library: {{Alice: [{{card: Forest, as: forest}}, Grizzly Bears, Grizzly Bears],
                  Bob: [Plains]}}
    """)
    script = cast(game, "path", answers={"search": ["forest"], "scry": ["bottom"]})
    assert zone(game, "forest") == "battlefield" and game.obj(obj_id(game, "forest")).tapped
    assert ("scry" in script.kinds()) == scry


# -- 608.2c "If it's a Human, instead ...": a condition about the object named before ---------
def test_608_2c_flare_of_faith_compiles_instead_about_its_target() -> None:
    from arbiter.rules.object_conditions import ObjectIs

    ab = _one("Flare of Faith", "Target creature", True)
    (step,) = ab.instructions
    assert step.condition == C.Not(ObjectIs(I.Ref.target(0), s.And((
        s.InZone(("battlefield",)), s.IsSubtype("Human")))))
    (small,), (big,) = step.then, step.otherwise
    assert small.affected == big.affected == I.Ref.target(0)


@pytest.mark.parametrize(("card", "pt", "indestructible"), [
    ("Elite Vanguard", (5, 4), True),   # a 2/1 Human: +3/+3 and indestructible instead
    ("Grizzly Bears", (4, 4), False),   # a 2/2 Bear: +2/+2
])
def test_608_2c_flare_of_faith_human_gets_more_instead(board, card, pt, indestructible) -> None:
    game = board(f"""
        name: flare
        battlefield: [{{card: {card}, as: it}}]
        hand: {{Alice: [{{card: Flare of Faith, as: flare}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    cast(game, "flare", ["it"])
    ch = game.chars(obj_id(game, "it"))
    assert (ch.power, ch.toughness) == pt
    assert ch.has_keyword("indestructible") == indestructible


# -- 601.2c "Choose <targets>." and what later sentences say about them ----------------------
def test_701_24a_turn_the_earth_compiles() -> None:
    ab = _one("Turn the Earth", "Choose up to three", True)
    (spec,) = ab.targets
    assert (spec.kind, spec.zone, spec.count, spec.up_to) == ("card", "graveyard", 3, True)
    assert ab.instructions == (I.ChooseTargets((I.Ref.slots(0, 3),)),
                               I.ShuffleInto(I.Ref.slots(0, 3)), I.GainLife(2))


def test_701_24a_turn_the_earth_shuffles_each_card_into_its_owners_library(board) -> None:
    """Each chosen card goes into its owner's library (Bob's Shock into Bob's); Alice gains
    2 life; the card left unchosen stays."""
    game = board("""
        name: turn the earth
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Divination, as: div}],
                    Bob: [{card: Shock, as: shock}]}
        hand: {Alice: [{card: Turn the Earth, as: tte}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "tte", ["bolt", "shock"])
    assert game.obj(obj_id(game, "bolt")).zone == "library"
    assert obj_id(game, "bolt") in game.state.zone_list("library", 0)
    assert obj_id(game, "shock") in game.state.zone_list("library", 1)
    assert zone(game, "div") == "graveyard"
    assert game.state.players[0].life == 22


def test_701_14a_duel_for_dominance_compiles() -> None:
    ab = _one("Duel for Dominance", "Coven", True)
    choose, coven, fight = ab.instructions
    assert choose == I.ChooseTargets((I.Ref.target(0), I.Ref.target(1)))
    assert coven == I.If(C.Coven(), then=(I.PutCounters("+1/+1", 1, on=I.Ref.target(0)),))
    assert fight == I.Fight(I.Ref.target(0), I.Ref.target(1))
    assert [t.description for t in ab.targets] == ["target creature you control",
                                                   "target creature you don't control"]


@pytest.mark.parametrize(("others", "mine"), [
    # Coven (powers 2, 3, 6): Alice's Bears get a +1/+1 counter, then deal 3 to Bob's Bears
    # (which die) and take 2 (and survive).
    (", Hill Giant, Craw Wurm", "battlefield"),
    # No coven: two 2/2s fight and both die.
    ("", "graveyard"),
])
def test_701_14a_duel_for_dominance_counter_with_coven_then_fight(board, others,
                                                                  mine) -> None:
    game = board(f"""
        name: duel
        battlefield: [{{card: Grizzly Bears, as: mine}}{others},
                      {{card: Grizzly Bears, controller: Bob, as: theirs}}]
        hand: {{Alice: [{{card: Duel for Dominance, as: duel}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    cast(game, "duel", ["mine", "theirs"])
    assert zone(game, "theirs") == "graveyard"
    assert zone(game, "mine") == mine
    if mine == "battlefield":
        assert game.obj(obj_id(game, "mine")).counters.get("+1/+1") == 1
        assert game.obj(obj_id(game, "mine")).damage == 2


def test_701_14b_duel_for_dominance_no_fight_when_a_target_is_gone(board) -> None:
    """608.2b / 701.14b: Bob's creature left before resolution: no fight; Alice's creature
    (still a legal target) gets its coven counter."""
    from arbiter.engine.stack.items import resolve_top

    game = board("""
        name: duel gone
        battlefield: [{card: Grizzly Bears, as: mine}, Hill Giant, Craw Wurm,
                      {card: Grizzly Bears, controller: Bob, as: theirs}]
        hand: {Alice: [{card: Duel for Dominance, as: duel}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.decider = Script(game, {})
    spells.cast(game, obj_id(game, "duel"), 0, [obj_id(game, "mine"), obj_id(game, "theirs")],
                {})
    game.move(obj_id(game, "theirs"), "hand")
    resolve_top(game)
    me = game.obj(obj_id(game, "mine"))
    assert me.counters.get("+1/+1") == 1 and me.damage == 0


# -- 502.3: "doesn't untap during its controller's next untap step" ---------------------------
def test_502_3_winterthorn_blessing_compiles() -> None:
    from arbiter.rules.parts import RulesPart

    ab = _one("Winterthorn Blessing", "Put a +1/+1 counter", True)
    counter, tap, hold = ab.instructions
    assert counter == I.PutCounters("+1/+1", 1, on=I.Ref.target(0))
    assert tap == I.Tap(I.Ref.target(1))
    assert hold == I.CreateEffect(parts=(RulesPart(rule="doesnt_untap"),),
                                  affected=I.Ref.target(1), duration=I.NEXT_UNTAP)
    assert [(t.count, t.up_to) for t in ab.targets] == [(1, True), (1, True)]


@pytest.mark.parametrize(("turns", "tapped"), [(1, True), (3, False)])
def test_502_3_winterthorn_blessing_skips_only_the_next_untap_step(solve, turns,
                                                                    tapped) -> None:
    """Bob's Hill Giant stays tapped through Bob's next untap step (turn 2), and untaps in
    his untap step after that (turn 4); Alice's Bears get a +1/+1 counter."""
    passes = "\n".join(["          - {pass: next_turn}"] * turns)
    out = solve(f"""
        name: winterthorn
        battlefield: [{{card: Grizzly Bears, as: mine}},
                      {{card: Hill Giant, controller: Bob, as: theirs}}]
        hand: {{Alice: [{{card: Winterthorn Blessing, as: wb}}]}}
        library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}}
        actions:
          - {{cast: wb, targets: [mine, theirs]}}
{passes}
        expect:
          theirs: {{tapped: {str(tapped).lower()}}}
          mine: {{counters: {{+1/+1: 1}}}}
    """)
    assert out.passed, out.failures


# -- 701.20a / 701.9b: "Target opponent reveals their hand. You choose ..." -------------------
def test_701_9b_duress_compiles() -> None:
    (step,) = _one("Duress", "Target opponent", True).instructions
    assert step == I.RevealChooseDiscard(I.Ref.player_target(0), s.And((
        s.InZone(("graveyard", "hand", "library", "exile")),
        s.And((s.Not(s.IsType("Creature")), s.Not(s.IsType("Land")))))))


def test_701_9b_duress_caster_chooses_a_noncreature_nonland_card(board) -> None:
    """Alice sees Bob's hand and picks among Shock and Divination only (not the creature or
    the land); Bob discards the one she picks."""
    game = board("""
        name: duress
        hand: {Alice: [{card: Duress, as: duress}],
               Bob: [{card: Shock, as: shock}, {card: Divination, as: div}, Grizzly Bears,
                     Forest]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    choosable = sorted([obj_id(game, "shock"), obj_id(game, "div")])
    script = cast(game, "duress", [1], answers={"discard": ["div"]})
    (asked,) = [d for d in script.asked if d.key == "discard"]
    assert asked.player == 0
    assert sorted(v for _, v in asked.options) == choosable
    assert zone(game, "div") == "graveyard" and zone(game, "shock") == "hand"
    assert len(game.state.zone_list("hand", 1)) == 3


def test_701_9b_duress_with_nothing_to_choose_discards_nothing(board) -> None:
    game = board("""
        name: duress empty
        hand: {Alice: [{card: Duress, as: duress}], Bob: [Grizzly Bears, Forest]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "duress", [1])
    assert len(game.state.zone_list("hand", 1)) == 2


# -- 608.2d: "you may return another creature you control to its owner's hand" ----------------
def test_608_2d_loyal_gryff_compiles() -> None:
    (step,) = _one("Loyal Gryff", "When this creature enters", False).instructions
    assert step == I.MayDo(do=(I.ChooseObject(s.And((
        s.InZone(("battlefield",)), s.IsType("Creature"), s.ControlledByYou(),
        s.Not(s.IsSource()))), (I.ReturnToHand(I.Ref.it()),)),))


def test_608_2d_loyal_gryff_returns_another_creature_chosen_on_resolution(board) -> None:
    """Only Alice's other creature can be chosen (not the Gryff, not Bob's creature)."""
    game = board("""
        name: gryff
        battlefield: [{card: Grizzly Bears, as: bears},
                      {card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [{card: Loyal Gryff, as: gryff}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    bears = obj_id(game, "bears")
    script = cast(game, "gryff", answers={"may": ["yes"], "choose_object": ["bears"]})
    (asked,) = [d for d in script.asked if d.key == "choose_object"]
    assert [v for _, v in asked.options] == [bears]
    assert zone(game, "bears") == "hand"
    assert zone(game, "gryff") == "battlefield" and zone(game, "giant") == "battlefield"


# -- 608.2c: a spell line that modifies the line before it ("... instead.") -------------------
def test_608_2c_ritual_of_hope_reads_its_coven_line_with_the_line_before(catalog) -> None:
    from arbiter.rules.abilities import SpellAbility

    first, coven = catalog.abilities("Ritual of Hope", 0)
    assert isinstance(coven, SpellAbility) and coven.instructions == ()
    (step,) = first.instructions
    assert step.condition == C.Not(C.Coven())
    (small,), (big,) = step.then, step.otherwise
    assert (small.parts[0].power.n, small.parts[0].toughness.n) == (1, 1)
    assert (big.parts[0].power.n, big.parts[0].toughness.n) == (2, 1)


@pytest.mark.parametrize(("others", "pt"), [
    (", Hill Giant, Craw Wurm", (4, 3)),   # coven (powers 2, 3, 6): +2/+1 instead
    ("", (3, 3)),                          # no coven: +1/+1 only (not both)
])
def test_608_2c_ritual_of_hope_follows_exactly_one_of_its_two_lines(board, others, pt) -> None:
    game = board(f"""
        name: ritual
        battlefield: [{{card: Grizzly Bears, as: bears}}{others}]
        hand: {{Alice: [{{card: Ritual of Hope, as: ritual}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    cast(game, "ritual")
    ch = game.chars(obj_id(game, "bears"))
    assert (ch.power, ch.toughness) == pt
