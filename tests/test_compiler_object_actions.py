"""Face up / face down (708), changing a target (115.7a), a copy effect from a spell (707.2) and
a text change (612.2): real Oracle lines and what a judge reads from them
(`compiler.effects.object_actions`, the "as ~ enters" line in `compiler.statics.layer_templates`,
the "~ or another ... is turned face up" trigger)."""

from __future__ import annotations

from typing import Any

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.abilities import (
    ActivatedAbility,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from arbiter.rules.copiable import BecomeCopyOf
from arbiter.rules.costs import SacrificeSelf, TapCost
from arbiter.rules.parts import BecomeTypes, LoseAllAbilities, RulesPart, SetBasePT, TextChange
from arbiter.rules.selectors import (
    CREATURE,
    OTHER,
    And,
    ControlledByOpponent,
    ControlledByYou,
    InZone,
    IsFaceDown,
    IsSubtype,
    IsSupertype,
    IsToken,
    IsType,
    Not,
)
from arbiter.rules.values import Const, PowerOf

_DB = CardDatabase.bundled()
T0 = I.Ref.target(0)


def oracle(card: str, index: int = 0) -> str:
    """The card's `index`-th Oracle line that isn't a keyword line (copied from the data)."""
    lines = [ln for ln in _DB.get(card).faces[0].oracle_text.split("\n") if ln.strip()]
    return [ln for ln in lines if not ln.startswith(("Morph", "Disguise", "Choose"))][index]


def _parts(sel: object) -> set[object]:
    out: set[object] = set()
    for p in getattr(sel, "parts", (sel,)):
        out |= _parts(p) if isinstance(p, And) else {p}
    return out


def one(card: str, index: int = 0, spell: bool = False) -> object:
    out = compile_text(oracle(card, index), card, spell=spell)
    assert out is not None and len(out) == 1
    return out[0]


def test_break_open_turns_target_face_up() -> None:
    """708.8: "Turn target face-down creature an opponent controls face up."."""
    a = one("Break Open", spell=True)
    assert isinstance(a, SpellAbility) and a.instructions == (I.TurnFaceUp(T0),)
    (t,) = a.targets
    assert _parts(t.selector) == {InZone(("battlefield",)), IsType("Creature"), IsFaceDown(),
                                  ControlledByOpponent()}


def test_expose_the_culprit_first_mode() -> None:
    """708.8 (a mode, 700.2): "Turn target face-down creature face up."; the cloak mode
    (701.58) is `compiler.effects.cloak`'s (tests/test_cloak.py)."""
    a = one("Expose the Culprit", 0, spell=True)
    assert isinstance(a, SpellAbility) and a.instructions == (I.TurnFaceUp(T0),)
    assert _parts(a.targets[0].selector) == {InZone(("battlefield",)), IsType("Creature"),
                                             IsFaceDown()}


def test_willbender_changes_the_target() -> None:
    """115.7a: "change the target of target spell or ability with a single target"."""
    a = one("Willbender")
    assert isinstance(a, TriggeredAbility)
    assert (a.trigger.event, a.trigger.subject) == ("turned_face_up", "self")
    assert a.instructions == (I.ChangeTarget(T0),)
    (t,) = a.targets
    assert (t.kind, t.with_targets, t.count) == ("spell_or_ability", 1, 1)


def test_pyrotechnic_performer_any_creature_you_control_turned_face_up() -> None:
    """708.8 / 603.2: itself or another creature you control; "that creature" is the event's
    object, the source of the damage (120.3)."""
    a = one("Pyrotechnic Performer")
    assert isinstance(a, TriggeredAbility)
    assert a.trigger.event == "turned_face_up" and a.trigger.subject == "any"
    assert _parts(a.trigger.selector) == {IsType("Creature"), ControlledByYou()}
    assert a.instructions == (I.DealDamage(PowerOf(), to="each_opponent",
                                           source=I.Ref.event()),)


def test_mirrorweave_each_other_creature_copies_the_target() -> None:
    """707.2 / 611.2c: every creature but the target becomes a copy of it until end of turn."""
    a = one("Mirrorweave", spell=True)
    assert isinstance(a, SpellAbility)
    assert a.instructions == (I.CreateEffect(parts=(BecomeCopyOf(of=T0),), affected=CREATURE,
                                             exclude=(T0,), duration="end_of_turn"),)
    assert _parts(a.targets[0].selector) == {InZone(("battlefield",)), IsType("Creature"),
                                             Not(IsSupertype("Legendary"))}


def test_mind_bend_changes_one_word() -> None:
    """612.2: both words chosen as it resolves; the change lasts indefinitely."""
    a = one("Mind Bend", spell=True)
    assert isinstance(a, SpellAbility)
    assert a.instructions == (
        I.Choose("color_or_land_word_from", key="from"),
        I.Choose("color_or_land_word_to", key="to"),
        I.CreateEffect(parts=(TextChange(),), affected=T0, duration="indefinite"))
    assert a.targets[0].kind == "permanent"


def test_ixidron_turns_other_nontoken_creatures_face_down_as_it_enters() -> None:
    """614.12 / 708.2: done as it enters (a replacement effect), to the others only."""
    a = one("Ixidron")
    assert isinstance(a, ReplacementAbility) and a.kind == "as_enters_do"
    (step,) = a.spec
    assert isinstance(step, I.TurnFaceDown)
    assert _parts(step.selector) == {InZone(("battlefield",)), IsType("Creature"), OTHER,
                                     Not(IsToken())}


def _loyalty(card: str, cost: str) -> Any:
    line = next(ln for ln in _DB.get(card).faces[0].oracle_text.split("\n")
                if ln.startswith(f"[{cost}]"))
    (a,) = compile_text(line, card) or [None]
    assert isinstance(a, ActivatedAbility)
    return a


def test_vraska_proliferate() -> None:
    """701.34a: "Proliferate." after drawing and losing life."""
    a = _loyalty("Vraska, Betrayal's Sting", "0")
    assert a.instructions == (I.Draw(1), I.LoseLife(1), I.Proliferate())


def test_vraska_treasure_loses_all_other_types_and_abilities() -> None:
    """205.1a / 613.1d / 613.1f: the new types replace the old ones; it loses its abilities,
    then has the quoted one (113.1: its text is the quoted text)."""
    a = _loyalty("Vraska, Betrayal's Sting", "\u22122")
    (effect,) = a.instructions
    assert isinstance(effect, I.CreateEffect) and effect.affected == T0
    types, lose, add = effect.parts
    assert types == BecomeTypes(types=frozenset({"Artifact"}), subtypes=frozenset({"Treasure"}))
    assert lose == LoseAllAbilities()
    (mana,) = add.abilities
    assert mana.text == "{T}, Sacrifice this artifact: Add one mana of any color."
    assert mana.cost == (TapCost(), SacrificeSelf()) and mana.is_mana_ability
    # 106.1b: the color is chosen as it resolves
    assert mana.instructions == (I.AddMana(colors=("W", "U", "B", "R", "G")),)
    assert a.targets[0].kind == "creature"


def test_vraska_poison_up_to_nine() -> None:
    """122.1f: "they get a number of poison counters equal to the difference"."""
    a = _loyalty("Vraska, Betrayal's Sting", "\u22129")
    assert a.instructions == (I.GivePlayerCounters("poison", who=I.Ref.player_target(0),
                                                   until=9),)
    assert a.targets[0].kind == "player"


def test_gideon_prevention_and_becoming_a_creature() -> None:
    """615.1 / 611.2a: prevention effects with their durations; 205.1b "that's still a
    planeswalker"; "him" is Gideon himself."""
    card = "Gideon of the Trials"
    plus = _loyalty(card, "+1")
    assert plus.instructions == (I.CreateEffect(
        parts=(RulesPart(rule="prevent_all_damage_dealt_by"),), affected=T0,
        duration="until_your_next_turn"),)
    assert plus.targets[0].kind == "permanent"
    # Today's text calls him by his shortened name, "Gideon becomes ..." (201.5c): the line is
    # read as the card's own text is, with the card legendary.
    zero = next(a for a in compile_text(_DB.get(card).faces[0].oracle_text.split("\n")[1],
                                        card, legendary=True) or [])
    become, prevent = zero.instructions
    assert become.affected == I.Ref.this() and become.duration == "end_of_turn"
    assert SetBasePT(Const(4), Const(4)) in become.parts
    assert prevent == I.CreateEffect(parts=(RulesPart(rule="prevent_all_damage_dealt_to"),),
                                     affected=I.Ref.this(), duration="end_of_turn")


def test_gideon_emblem() -> None:
    """114.2 / 104.3: the emblem's static ability, with its condition (611.3b)."""
    line = _DB.get("Gideon of the Trials").faces[0].oracle_text.split("\n")[2]
    (a,) = compile_text(line, "Gideon of the Trials") or [None]
    ((emblem,),) = [i.abilities for i in a.instructions]
    assert isinstance(emblem, StaticAbility)
    assert emblem.text.startswith("As long as you control a Gideon planeswalker")
    assert emblem.effects[0].parts == (RulesPart(rule="cant_lose"),)
    cond = emblem.condition
    assert (cond.op, cond.n) == (">=", 1)
    assert _parts(cond.value.selector) >= {IsType("Planeswalker"), IsSubtype("Gideon"),
                                            ControlledByYou()}


def test_nissa_emblem_and_search_for_any_number() -> None:
    """114.2 emblem; 701.23a: "any number of Forest cards", put onto the battlefield tapped."""
    a = _loyalty("Nissa, Who Shakes the World", "\u22128")
    emblem, search = a.instructions
    (lands,) = emblem.abilities
    assert lands.text == "Lands you control have indestructible."
    assert isinstance(search, I.SearchLibrary)
    assert (search.to, search.tapped, search.any_number) == ("battlefield", True, True)
    assert IsSubtype("Forest") in _parts(search.selector)
