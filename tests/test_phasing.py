"""702.26 Phasing: real Oracle lines that phase permanents out → compiled structure, and the
rules of phasing played with the real engine on boards (702.26b-i, 502.1, 506.4)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id
from test_compiler_mid_e import Script, cast

from arbiter.cards.database import CardDatabase
from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.activation import activate
from arbiter.engine.keywords.phasing import PHASED_OUT, phase_out
from arbiter.engine.turn import steps
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.instructions import PhaseOut

_DB = CardDatabase.bundled()


def _line(name: str, starts: str, face: int = 0) -> str:
    text = _DB.get(name).faces[face].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _one(name: str, starts: str, spell: bool, face: int = 0) -> Any:
    abilities = compile_text(_line(name, starts, face), _DB.get(name).faces[face].name, spell)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


# -- the compiler: "<object(s)> phase(s) out" (702.26b) ----------------------------------------
@pytest.mark.parametrize(("name", "starts", "spell", "face", "instructions"), [
    ("Hostile Hostel // Creeping Inn", "{4}", False, 1, (PhaseOut(I.Ref.this()),)),
    ("Mist Dragon", "{3}{U}{U}", False, 0, (PhaseOut(I.Ref.this()),)),
    ("Reality Ripple", "Target", True, 0, (PhaseOut(I.Ref.target(0)),)),
    ("Slip Out the Back", "Put", True, 0,
     (I.PutCounters("+1/+1", 1, on=I.Ref.target(0)), PhaseOut(I.Ref.target(0)))),
    ("March of Swirling Mist", "Up to X", True, 0, (PhaseOut(I.Ref.slots(0, -1)),)),
])
def test_702_26b_phase_out_lines_compile(name, starts, spell, face, instructions) -> None:
    ab = _one(name, starts, spell, face)
    assert ab.instructions == instructions


def test_702_26b_creeping_inn_phases_itself_out_for_4() -> None:
    ab = _one("Hostile Hostel // Creeping Inn", "{4}", False, face=1)
    assert isinstance(ab, ActivatedAbility) and not ab.targets and not ab.sorcery_speed


def test_603_12_spectral_adversary_compiles() -> None:
    """The reflexive ability (603.12): that many +1/+1 counters, then up to that many other
    target artifacts, creatures and/or enchantments phase out."""
    (pay,) = _one("Spectral Adversary", "When", False).instructions
    assert isinstance(pay, I.MayPay) and pay.any_number and pay.cost[0].mana == "{1}{U}"
    reflexive = pay.reflexive
    assert reflexive.instructions[1] == PhaseOut(I.Ref.slots(0, -1))
    (spec,) = reflexive.targets
    assert (spec.that_many, spec.up_to, spec.zone) == (True, True, "battlefield")
    assert s.Not(s.IsSource()) in spec.selector.parts  # "other": not Spectral Adversary
    assert s.Or((s.IsType("Artifact"), s.IsType("Creature"), s.IsType("Enchantment"))) \
        in spec.selector.parts


def test_702_26a_phasing_keyword_is_enforced(catalog) -> None:
    abilities = catalog.abilities("Teferi's Drake", 0)
    (ab,) = [a for a in abilities if getattr(a, "keyword", None) == "phasing"]
    assert isinstance(ab, KeywordAbility) and enforced(ab)


# -- the engine -----------------------------------------------------------------------------
def _zone(game: Any, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


def _untap_step_of(game: Any, player: int) -> None:
    """Begin turns until it is `player`'s, and carry out their untap step (502)."""
    while True:
        steps.begin_turn(game)
        if game.state.turn.active == player:
            break
    game.state.turn.step = "untap"
    steps.untap_step(game)


_ADVERSARY = """
    name: spectral adversary
    battlefield:
      - Island
      - Island
      - Island
      - Island
      - {card: Grizzly Bears, controller: Bob, as: bears, tapped: true,
         counters: {"+1/+1": 1}}
      - {card: Pacifism, controller: Bob, as: pacifism, attached_to: bears}
      - {card: Ornithopter, controller: Bob, as: thopter}
      - {card: Llanowar Elves, controller: Bob, as: elves}
    hand: {Alice: [{card: Spectral Adversary, as: sa}]}
    library: {Alice: [Island, Island], Bob: [Island, Island]}
    choices: ["yes", "yes", bears, thopter]
    actions:
      - enter: {card: sa}
"""


def test_702_26b_spectral_adversary_phases_out_two_permanents(solve) -> None:
    """{1}{U} paid twice: two +1/+1 counters, and Bob's Grizzly Bears and Ornithopter phase
    out; the Pacifism on the Bears phases out with it (702.26g). Phasing is no zone change
    (702.26d): same objects, counters and tapped status kept, nothing "leaves"."""
    out = solve(_ADVERSARY + """
    expect:
      sa: {counters: {"+1/+1": 2}, power: 4}
      elves: {zone: battlefield}
""")
    assert out.passed, out.failures
    game = out.game
    bears, aura, thopter = (obj_id(game, a) for a in ("bears", "pacifism", "thopter"))
    assert [game.obj(o).zone for o in (bears, aura, thopter)] == [PHASED_OUT] * 3
    assert not {bears, aura, thopter} & set(game.state.battlefield())
    assert game.obj(bears).counters == {"+1/+1": 1} and game.obj(bears).tapped
    assert game.obj(aura).attached_to == bears  # still attached (702.26j: no unattaching)
    assert not [e for e in game.events if e.kind in ("leaves", "zone_change", "dies")
                and e.obj in (bears, aura, thopter)]


def test_702_26b_a_phased_out_permanent_doesnt_exist(board) -> None:
    """702.26b: a phased-out creature isn't destroyed by "destroy all creatures" (the rule's
    example), can't be targeted, and isn't counted."""
    from arbiter.engine.stack.targeting import legal_targets
    from arbiter.rules.values import CountOf
    from arbiter.rules.view import LayerView, context_for

    game = board("""
        name: day of judgment
        battlefield:
          - [Plains, Plains, Plains, Plains]
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [{card: Day of Judgment, as: doj}]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """.replace("- [Plains, Plains, Plains, Plains]", "- Plains\n          - Plains\n"
                "          - Plains\n          - Plains"))
    bears = obj_id(game, "bears")
    phase_out(game, [bears])
    spec = compile_text("Destroy target creature.", "X", True)[0].targets[0]
    assert bears not in legal_targets(game, spec, 0, None)
    view = LayerView(game.state, game.layers().chars)
    count = CountOf(s.And((s.InZone(("battlefield",)), s.IsType("Creature"))))
    assert count.value(view, None, context_for(view, None, 1)) == 1  # the Elves only
    cast(game, "doj")
    assert game.obj(bears).zone == PHASED_OUT  # not destroyed
    assert _zone(game, "elves") == "graveyard"


def test_502_1_phased_out_permanents_phase_in_in_their_controllers_untap_step(solve) -> None:
    """502.1: Bob's permanents phase in as his untap step begins, before he untaps (502.3):
    the Bears phase in with their Pacifism still attached (702.26g) and then untap. They
    don't phase in during Alice's untap step."""
    out = solve(_ADVERSARY)
    assert out.passed, out.failures
    game = out.game
    game.state.turn.active = 1  # it's Bob's turn; Alice's turn follows ...
    _untap_step_of(game, 0)
    assert _zone(game, "bears") == PHASED_OUT
    _untap_step_of(game, 1)  # ... then Bob's
    bears = obj_id(game, "bears")
    assert _zone(game, "bears") == "battlefield" and _zone(game, "pacifism") == "battlefield"
    assert game.obj(obj_id(game, "pacifism")).attached_to == bears
    assert not game.obj(bears).tapped  # 502.3: it untapped after phasing in
    assert game.obj(bears).counters == {"+1/+1": 1}  # 702.26d
    assert game.chars(bears).controller == 1
    assert {e.kind for e in game.events if e.obj == bears} >= {"phased_out", "phased_in"}


def test_702_26i_an_aura_phased_out_alone_comes_back_unattached_if_its_host_left(board) \
        -> None:
    """702.26i: an Aura that phased out directly phases in attached to its creature if that
    creature is still on the battlefield; here the creature died meanwhile, so the Aura phases
    in unattached, and the state-based action puts it into the graveyard (704.5m)."""
    from arbiter.engine import sba

    game = board("""
        name: aura alone
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Pacifism, controller: Bob, as: pacifism, attached_to: bears}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    aura = obj_id(game, "pacifism")
    assert phase_out(game, [aura]) == [aura]
    assert _zone(game, "bears") == "battlefield"  # only the Aura phased out
    game.move(obj_id(game, "bears"), "graveyard")
    assert game.obj(aura).attached_to is not None  # nothing touched the phased-out Aura
    _untap_step_of(game, 1)
    assert game.obj(aura).zone == "battlefield" and game.obj(aura).attached_to is None
    sba.run(game)
    assert game.obj(aura).zone.startswith("left:")


def test_702_26h_an_aura_targeted_with_its_creature_phases_out_indirectly(board) -> None:
    """702.26h: phased out both directly and indirectly at once, the Aura phases out only
    indirectly: it phases in with its creature."""
    game = board("""
        name: both
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Pacifism, controller: Bob, as: pacifism, attached_to: bears}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    bears, aura = obj_id(game, "bears"), obj_id(game, "pacifism")
    phase_out(game, [aura, bears])
    assert game.obj(aura).choices.get("phased_out_with") == bears
    assert "phased_out_with" not in game.obj(bears).choices


def test_506_4_phasing_out_removes_an_attacker_from_combat(board) -> None:
    """{U}{U}: Rainbow Efreet phases out (the same line as Creeping Inn's "{4}: ~ phases
    out"): an attacking creature that phases out is removed from combat (506.4) and deals no
    combat damage; it phases in during Alice's next untap step."""
    from arbiter.engine.combat.damage import combat_damage
    from arbiter.state.combat import CombatState

    game = board("""
        name: efreet
        battlefield:
          - {card: Rainbow Efreet, as: efreet}
          - Island
          - Island
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    efreet = obj_id(game, "efreet")
    game.state.combat = CombatState(attackers={efreet: ("player", 1)})
    game.state.turn.step = "declare_blockers"
    game.decider = Script(game, {})
    activate(game, efreet, 0, "{U}{U}", [], {})
    steps.resolve_all(game)
    assert game.obj(efreet).zone == PHASED_OUT
    assert efreet not in game.state.combat.attackers
    combat_damage(game)
    assert game.state.players[1].life == 20
    game.state.combat = None
    _untap_step_of(game, 0)
    assert game.obj(efreet).zone == "battlefield" and game.chars(efreet).power == 3


def test_702_26a_phasing_keyword_phases_out_and_in_each_untap_step(board) -> None:
    """702.26a / 502.1: Teferi's Drake (phasing) phases out during Alice's untap step, stays
    out during Bob's, and phases in during Alice's next one (not out again at once)."""
    game = board("""
        name: drake
        battlefield: [{card: Teferi's Drake, as: drake}]
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    game.state.turn.active = 1
    _untap_step_of(game, 0)
    assert _zone(game, "drake") == PHASED_OUT
    _untap_step_of(game, 1)
    assert _zone(game, "drake") == PHASED_OUT
    _untap_step_of(game, 0)
    assert _zone(game, "drake") == "battlefield"
    _untap_step_of(game, 0)
    assert _zone(game, "drake") == PHASED_OUT


def test_702_26f_a_for_as_long_as_effect_ends_when_its_source_phases_out(board) -> None:
    """702.26f / 611.2b: an effect lasting "for as long as <source> remains on the
    battlefield" (here: the Bears lose all abilities, as Tishana's Tidebinder's effect does)
    ends when its source phases out, and doesn't come back when the source phases in. An
    indefinite effect on the phased-out permanent itself applies again once it phases in."""
    from arbiter.rules.parts import LoseAllAbilities
    from arbiter.state.effects import INDEFINITE, WHILE_SOURCE, ContinuousEffect

    game = board("""
        name: for as long as
        battlefield:
          - {card: Llanowar Elves, as: elves}
          - {card: Ornithopter, controller: Bob, as: source}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    elves, source = obj_id(game, "elves"), obj_id(game, "source")

    def effect(key: str, duration: str, anchor: int | None) -> ContinuousEffect:
        return ContinuousEffect(key=(key,), source=source, source_name="test", controller=1,
                                timestamp=(game.state.new_timestamp(),),
                                parts=(LoseAllAbilities(),), locked=frozenset({elves}),
                                duration=duration, anchor=anchor)

    game.state.effects.append(effect("while", WHILE_SOURCE, source))
    game.state.touch()
    assert not game.chars(elves).abilities
    phase_out(game, [source])
    assert game.chars(elves).abilities  # 702.26f: the effect ended
    _untap_step_of(game, 1)  # Bob's untap step: the source phases in
    assert game.obj(source).zone == "battlefield" and game.chars(elves).abilities
    game.state.effects.append(effect("forever", INDEFINITE, None))
    game.state.touch()
    phase_out(game, [elves])
    _untap_step_of(game, 0)
    assert game.obj(elves).zone == "battlefield" and not game.chars(elves).abilities
