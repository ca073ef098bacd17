"""Face up / face down (708), changing a target (115.7a), a copy effect from a spell (707.2) and
a text change (612.2): real Oracle lines and what a judge reads from them
(`compiler.object_actions`, the "as ~ enters" line in `compiler.layer_templates`, the
"~ or another ... is turned face up" trigger)."""

from __future__ import annotations

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import instructions as I
from arbiter.rules.abilities import ReplacementAbility, SpellAbility, TriggeredAbility
from arbiter.rules.copiable import BecomeCopyOf
from arbiter.rules.parts import TextChange
from arbiter.rules.selectors import (
    CREATURE,
    OTHER,
    And,
    ControlledByOpponent,
    ControlledByYou,
    InZone,
    IsFaceDown,
    IsSupertype,
    IsToken,
    IsType,
    Not,
)
from arbiter.rules.values import PowerOf

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
    (701.58) isn't read."""
    a = one("Expose the Culprit", 0, spell=True)
    assert isinstance(a, SpellAbility) and a.instructions == (I.TurnFaceUp(T0),)
    assert _parts(a.targets[0].selector) == {InZone(("battlefield",)), IsType("Creature"),
                                             IsFaceDown()}
    assert compile_text(oracle("Expose the Culprit", 1), "Expose the Culprit", True) is None


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
