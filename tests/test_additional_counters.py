"""614.1c / 614.12: permanents entering with an additional counter because of another
object's static ability (Vampire Socialite) or of a resolved effect lasting a while (Arlinn,
the Pack's Hope's +1, 611.2c); and 702.8a / 601.3b: casting creature spells "as though they
had flash" for a while. Real Oracle lines → compiled structure, and boards played with the
real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.flash_permission import RULE as FLASH
from arbiter.engine.replacement.additional_counters import RULE
from arbiter.errors import IllegalActionError
from arbiter.rules import instructions as I
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import ActivatedAbility, StaticAbility
from arbiter.state.effects import END_OF_TURN, UNTIL_YOUR_NEXT_TURN

_DB = CardDatabase.bundled()
_BF = s.InZone(("battlefield",))
_YOURS = s.ControlledByYou()
_CREATURE = s.IsType("Creature")


def _line(name: str, starts: str, face: int = 0) -> str:
    text = _DB.get(name).faces[face].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _one(name: str, starts: str, face: int = 0):
    abilities = compile_text(_line(name, starts, face), _DB.get(name).faces[face].name, False)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


# -- 614.1c: a static ability: "<objects> enter(s) with an additional <kind> counter" ------
@pytest.mark.parametrize(("name", "starts", "affected", "kind", "conditioned"), [
    ("Vampire Socialite", "As long as",
     s.And((_BF, s.IsSubtype("Vampire"), _YOURS, s.Not(s.IsSource()))), "+1/+1", True),
    ("Renata, Called to the Hunt", "Each other creature",
     s.And((_BF, _CREATURE, _YOURS, s.Not(s.IsSource()))), "+1/+1", False),
    ("Bard Class", "Legendary creatures",
     s.And((_BF, s.And((s.IsSupertype("Legendary"), _CREATURE)), _YOURS)), "+1/+1", False),
    ("Oath of Gideon", "Each planeswalker",
     s.And((_BF, s.IsType("Planeswalker"), _YOURS)), "loyalty", False),
])
def test_614_1c_static_enters_with_an_additional_counter(name, starts, affected, kind,
                                                        conditioned) -> None:
    ab = _one(name, starts)
    assert isinstance(ab, StaticAbility)
    (spec,) = ab.effects
    assert spec.affected == affected
    assert spec.parts == (P.RulesPart(RULE, (kind, 1)),)
    assert (ab.condition is not None) == conditioned


@pytest.mark.parametrize(("name", "starts"), [
    ("Giada, Font of Hope", "Each other Angel"),          # "... for each Angel ..."
    ("Bloodspore Thrinax", "Each other creature"),        # "an additional X ..., where X"
    ("Tayam, Luminous Enigma", "Each other creature"),    # a vigilance counter: not read
])
def test_614_1c_other_amounts_stay_unread(name, starts) -> None:
    assert compile_text(_line(name, starts), name, False) is None  # left unread


# -- 611.2a / 611.2c: resolved effects lasting a while ---------------------------------------
def test_611_2c_arlinn_plus_one_compiles() -> None:
    ab = _one("Arlinn, the Pack's Hope", "[+1]")
    assert isinstance(ab, ActivatedAbility) and ab.loyalty == 1
    assert ab.instructions == (
        I.CreateEffect(parts=(P.RulesPart(FLASH, _CREATURE),), affected=None,
                       duration=UNTIL_YOUR_NEXT_TURN, rules_only=True),
        I.CreateEffect(parts=(P.RulesPart(RULE, ("+1/+1", 1)),),
                       affected=s.And((_BF, _CREATURE, _YOURS)),
                       duration=UNTIL_YOUR_NEXT_TURN, rules_only=True),
    )


@pytest.mark.parametrize(("name", "starts", "detail", "duration"), [
    ("A-Teferi, Time Raveler", "[+1]", s.IsType("Sorcery"), UNTIL_YOUR_NEXT_TURN),
    ("Alchemist's Refuge", "{G}{U}", None, END_OF_TURN),
    ("Emergence Zone", "{1}", None, END_OF_TURN),
    ("Winding Canyons", "{2}", _CREATURE, END_OF_TURN),
])
def test_702_8a_you_may_cast_spells_as_though_they_had_flash(name, starts, detail,
                                                             duration) -> None:
    ab = _one(name, starts)
    assert ab.instructions[-1] == I.CreateEffect(parts=(P.RulesPart(FLASH, detail),),
                                                 affected=None, duration=duration,
                                                 rules_only=True)


@pytest.mark.parametrize(("name", "starts"), [("Combine Guildmage", "{1}{G}, {T}: This turn"),
                                              ("Zameck Guildmage", "{G}{U}: This turn")])
def test_611_2c_this_turn_each_creature_you_control_enters_with_a_counter(name, starts) -> None:
    ab = _one(name, starts)
    assert ab.instructions == (I.CreateEffect(
        parts=(P.RulesPart(RULE, ("+1/+1", 1)),), affected=s.And((_BF, _CREATURE, _YOURS)),
        duration=END_OF_TURN, rules_only=True),)


# -- boards --------------------------------------------------------------------------------
_SOCIALITE = """
    name: socialite
    battlefield: [{{card: Vampire Socialite, as: soc}}, Mountain]
    hand: {{Alice: [Lightning Bolt]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    actions:
{bolt}
      - enter: {{card: Child of Night, as: vamp}}
      - enter: {{card: Child of Night, controller: Bob, as: bobs}}
      - enter: {{card: Grizzly Bears, as: bears}}
"""


@pytest.mark.parametrize(("bolt", "counters"), [
    ("      - {cast: Lightning Bolt, targets: [Bob]}", 1),
    ("", 0),
])
def test_614_1c_vampire_socialite_other_vampires_enter_with_a_counter(board, bolt,
                                                                     counters) -> None:
    """Vampire Socialite: once an opponent lost life this turn (Bolt to Bob), another Vampire
    Alice's controls enters with a +1/+1 counter; Bob's Vampire and Alice's Bear don't; with
    no life lost, nothing does."""
    game = board(_SOCIALITE.format(bolt=bolt))
    assert game.obj(obj_id(game, "vamp")).counters.get("+1/+1", 0) == counters
    assert game.obj(obj_id(game, "bobs")).counters.get("+1/+1", 0) == 0
    assert game.obj(obj_id(game, "bears")).counters.get("+1/+1", 0) == 0
    assert game.obj(obj_id(game, "soc")).counters.get("+1/+1", 0) == 0


def test_614_12_socialite_entering_with_a_vampire_doesnt_affect_it(board) -> None:
    """614.12: a Vampire entering at the same time as Vampire Socialite gets no counter from
    it (the Socialite wasn't on the battlefield before), but one entering later does."""
    from arbiter.engine.replacement.entering import enter
    from arbiter.engine.triggers.batches import action

    game = board("""
        name: together
        battlefield: [Mountain]
        hand: {Alice: [Lightning Bolt]}
        graveyard: {Alice: [{card: Vampire Socialite, as: soc}, {card: Child of Night, as: a},
                            {card: Child of Night, as: b}]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    with action(game):  # one event: both enter at the same time
        for alias in ("soc", "a"):
            enter(game, game.move(obj_id(game, alias), "battlefield", controller=0))
    enter(game, game.move(obj_id(game, "b"), "battlefield", controller=0))
    assert game.obj(obj_id(game, "a")).counters.get("+1/+1", 0) == 0
    assert game.obj(obj_id(game, "b")).counters.get("+1/+1", 0) == 1


def test_611_2c_arlinn_plus_one_until_your_next_turn(board) -> None:
    """Arlinn, the Pack's Hope's +1: until Alice's next turn she may cast creature spells as
    though they had flash (Grizzly Bears in Bob's turn, not the sorcery Divination), and
    each creature she controls enters with an additional +1/+1 counter, also after Arlinn has
    left the battlefield (611.2a); creatures already there get none (614.1c), Bob's get none.
    From Alice's next turn on, neither applies."""
    from arbiter.engine.casting import spells

    game = board("""
        name: arlinn
        battlefield:
          - {card: "Arlinn, the Pack's Hope", as: arlinn, counters: {loyalty: 4}}
          - {card: Grizzly Bears, as: old}
        hand: {Alice: [{card: Grizzly Bears, as: cub}, {card: Grizzly Bears, as: cub2},
                       {card: Divination, as: div}]}
        library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
        actions:
          - activate: {card: arlinn, ability: 2}
          - move: {card: arlinn, to: graveyard}
          - pass: end_of_turn
    """)
    assert game.state.turn.active == 1  # Bob's turn
    assert spells.has_flash_timing(game, obj_id(game, "cub"), 0)
    assert not spells.has_flash_timing(game, obj_id(game, "div"), 0)
    assert not spells.has_flash_timing(game, obj_id(game, "cub"), 1)
    spells.cast(game, obj_id(game, "cub"), 0, [], {})
    from arbiter.engine.turn.steps import resolve_all

    resolve_all(game)
    cub = game.obj(obj_id(game, "cub"))
    assert cub.zone == "battlefield" and cub.counters.get("+1/+1") == 1
    assert game.chars(cub.id).power == 3
    assert game.obj(obj_id(game, "old")).counters.get("+1/+1", 0) == 0


def test_611_2b_arlinn_effects_end_at_your_next_turn(board) -> None:
    """611.2b: "until your next turn" ends as Alice's next turn begins: her creature spells
    need sorcery timing again and creatures enter with no extra counter."""
    from arbiter.engine.casting import spells

    game = board("""
        name: arlinn_ends
        battlefield: [{card: "Arlinn, the Pack's Hope", as: arlinn, counters: {loyalty: 4}}]
        hand: {Alice: [{card: Grizzly Bears, as: cub}]}
        library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
        actions:
          - activate: {card: arlinn, ability: 2}
          - pass: next_turn
          - pass: next_turn
          - enter: {card: Child of Night, as: late}
    """)
    assert game.state.turn.active == 0
    assert game.obj(obj_id(game, "late")).counters.get("+1/+1", 0) == 0
    assert not spells.has_flash_timing(game, obj_id(game, "cub"), 0)


def test_702_8a_without_the_permission_a_creature_spell_needs_sorcery_timing(board) -> None:
    """307.1: in Bob's turn Alice can't cast Grizzly Bears with no effect allowing it; the
    illegal cast changes nothing."""
    from arbiter.engine.casting import spells

    game = board("""
        name: no_flash
        hand: {Alice: [{card: Grizzly Bears, as: cub}]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - pass: end_of_turn
    """)
    with pytest.raises(IllegalActionError):
        spells.cast(game, obj_id(game, "cub"), 0, [], {})
    assert game.obj(obj_id(game, "cub")).zone == "hand"


def test_702_16j_the_one_ring_protection_is_an_effect_on_its_controller(board) -> None:
    """611.2c / 702.16j: The One Ring cast: Alice has protection from everything until her
    next turn, an effect on her (no object): Bob's Lightning Bolt can't target her; Bob
    himself has no protection."""
    from arbiter.engine.casting import spells
    from arbiter.engine.rules_effects import player_has

    game = board("""
        name: ring
        hand: {Alice: [The One Ring], Bob: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - cast: The One Ring
    """)
    assert player_has(game, 0, "player_protection")
    assert not player_has(game, 1, "player_protection")
    with pytest.raises(IllegalActionError):
        spells.cast(game, obj_id(game, "bolt"), 1, [("player", 0)], {})
    assert game.obj(obj_id(game, "bolt")).zone == "hand"
