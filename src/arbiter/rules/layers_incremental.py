"""613 without computing everything again: the answer after counters on one object changed
(122.1), derived from the answer before, when the layer system provably read nothing the
change touched but that object's own counter effect (613.4c).

A counter changes the layer system's input in one place: the object's counters. What reads
them is (a) the object's own counter effect, one per kind (`statics._counter_effects`:
+X/+Y and -X/-Y counters in layer 7c, keyword counters in layer 6), and (b) any selector,
number or condition that looks at counters ("creatures with a +1/+1 counter on them",
"for each charge counter on it", a leveler's "LEVEL 4+"). The shortcut is taken only when
(b) can't exist, checked once per answer (`blind`):

- no effect that existed has a condition, and no object has an effect-generating ability
  with one (611.3b: such an effect exists only while its condition holds, so it may be
  missing from the answer);
- every effect's selector is one whose reads are complete (`dependency_relation`'s trusted
  selectors: types, colors, controller, zone, mana value, attachment ...; none reads counters
  or power and toughness);
- every part of every effect is one whose reads are known, and none is a copy or text
  effect (layers 1 and 3) or an effect on players and rules with a number (613.10); numbers
  are constants, mana values or counts of trusted selectors, and no layer 7c number reads
  power (613.4c: it would see the counters applied before it). Besides the parts the kept
  613.8 relation knows, three kinds read neither counters nor status (`_BLIND_PARTS`):
  control (613.1b: the new controller is a player the effect names or its controller,
  ordered in layer 2 by what trusted selectors read), "is the chosen type" (205.1a/b, 305.7:
  the source's choice and the object's types), and a rule (613.11, `RulesPart`: applying
  it changes no characteristic; which objects it applies to is a trusted selector's answer
  on the final characteristics, which reads neither);
- every layer 7c and 7d part modifies power and toughness by a number or switches them,
  and every layer 7c application was ordered by timestamp alone (613.7: no dependency, as a
  modification of power and toughness changes nothing any effect reads).

Then only the changed kind's counter effect on that object differs, and only if it's a
+X/+Y or -X/-Y kind (a keyword counter adds an ability in layer 6, which others may read:
computed again); any other kind changes nothing the layer system reads. The object's power
and toughness move by the difference (switched if layer 7d switched them an odd number of
times, 613.4d), and the counter effect's application is removed from, or put in, its
timestamp place in layer 7c (613.7), every later application's position moving with it.
Anything else returns None: the caller computes everything again.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.rules import parts as P
from arbiter.rules import statics
from arbiter.rules import values as V
from arbiter.rules.chosen_land_type import AddChosenType, BecomeChosenType
from arbiter.rules.dependency_relation import known_part, trusted_selector
from arbiter.rules.layer_applications import Application
from arbiter.rules.layers import LayerResult
from arbiter.rules.view import EffectContext, LayerView
from arbiter.state.effects import ContinuousEffect

if TYPE_CHECKING:
    from arbiter.state.game_state import GameState

#: The reason the layer system gives for an effect ordered by timestamp alone (613.7).
TIMESTAMP_ORDER = "timestamp order (613.7)"
_NOT_BLIND_LAYERS = frozenset({"1a", "1b", "2", "3", "rules"})
#: Parts whose application reads no counters, power, toughness or status, though the kept
#: 613.8 relation doesn't list them (see the module's text): they are blind in any layer.
_BLIND_PARTS = (P.SetController, AddChosenType, BecomeChosenType, P.RulesPart)


def _blind_value(v: V.Value | None, reads_pt: bool) -> bool:
    """A number that reads no counters (and, if `reads_pt` is False, no power)."""
    t = type(v)
    if v is None or t in (V.Const, V.Fixed, V.ManaValueOf):
        return True
    if t is V.PowerOf:
        return reads_pt
    if t is V.Scaled:
        return _blind_value(v.inner, reads_pt)  # type: ignore[attr-defined]
    if t is V.CountOf:
        return trusted_selector(v.selector)  # type: ignore[attr-defined]
    return False


def _blind_effect(e: ContinuousEffect) -> bool:
    if e.condition is not None:
        return False
    if e.locked is None and e.affected is not None and not trusted_selector(e.affected):
        return False
    for part in e.parts:
        layer = part.layer
        if type(part) in _BLIND_PARTS:
            continue
        if layer in _NOT_BLIND_LAYERS or not known_part(part):
            return False
        if layer == "7c" and type(part) is not P.ModifyPT:
            return False
        if layer == "7d" and type(part) is not P.SwitchPT:
            return False
        if isinstance(part, P._PT) and not (
                _blind_value(part.power, layer != "7c")
                and _blind_value(part.toughness, layer != "7c")):
            return False
    return True


def blind(result: LayerResult) -> bool:
    """Whether counters put on or removed from one object change nothing this answer read
    but that object's own counter effects (see the module's docstring); kept on the result."""
    if result.blind is None:
        result.blind = (not result.explained and not result.conditional
                        and all(_blind_effect(e) for e in result.effects.values())
                        and all(a.reason == TIMESTAMP_ORDER
                                for a in result.applications if a.layer == "7c"))
    return bool(result.blind)


def derive(cached: tuple[int, LayerResult] | None, changes: list[tuple[int, int, str]],
           version: int, state: GameState) -> LayerResult | None:
    """The answer at `version` derived from the one cached at an earlier version, when every
    version since is one recorded change of counters, (version, object, kind); None
    otherwise (the caller computes everything again)."""
    if not changes or cached is None:
        return None
    base, res = cached
    since = [c for c in changes if c[0] > base]
    if [c[0] for c in since] != list(range(base + 1, version + 1)):
        return None
    for oid, kind in dict.fromkeys((oid, kind) for _, oid, kind in since):
        got = counters_changed(res, state, oid, kind)
        if got is None:
            return None
        res = got
    return res


def counters_changed(result: LayerResult, state: GameState, oid: int,
                     kind: str) -> LayerResult | None:
    """The answer after the number of `kind` counters on `oid` changed (122.1), or None when
    it must be computed again."""
    if not blind(result) or oid not in result.chars:
        return None
    pt = statics.pt_counter(kind)
    if pt is None:
        if kind in statics.KEYWORD_COUNTERS:
            return None  # 613.1f: a keyword counter adds an ability (layer 6)
        return _copy(result, result.chars, result.applications, result.effects)
    key = ("counter", oid, kind)
    obj = state.objects[oid]
    n = obj.counters.get(kind, 0)
    old_e = result.effects.get(key)
    new_e = None
    if n > 0:
        dp, dt = pt
        part = P.ModifyPT(power=V.Const(dp * n), toughness=V.Const(dt * n))
        ts = (obj.counter_ts.get(kind, obj.timestamp),)
        if old_e is not None:
            new_e = replace(old_e, timestamp=ts, parts=(part,))
        else:
            new_e = ContinuousEffect(
                key=key, source=oid, source_name=f"{kind} counter", timestamp=ts,
                controller=result.chars[oid].controller, parts=(part,),
                locked=frozenset({oid}), label=f"{kind} counter")
    apps = list(result.applications)
    old_at = [i for i, a in enumerate(apps) if a.layer == "7c" and a.key == key]
    if len(old_at) != (old_e is not None):
        return None
    first = len(apps)
    if old_at:
        first = old_at[0]
        del apps[first]
    chars = dict(result.chars)
    ch = chars[oid] = result.chars[oid].clone()
    now, was = _pt_of(new_e), _pt_of(old_e)
    dp, dt = now[0] - was[0], now[1] - was[1]
    switches = sum(len(a.dids[i]) for a in result.applications if a.layer == "7d"
                   for i, o in enumerate(a.objs) if o == oid)
    if switches % 2:
        dp, dt = dt, dp
    if ch.power is not None:
        ch.power += dp
    if ch.toughness is not None:
        ch.toughness += dt
    effects = dict(result.effects)
    if new_e is None:
        effects.pop(key, None)
    else:
        effects[key] = new_e
        at = _place(apps, new_e.timestamp)
        if at is None:
            return None
        view = LayerView(state, chars)
        record = Application(new_e, "7c", TIMESTAMP_ORDER, 0)
        part = new_e.parts[0]
        record.objs.append(oid)
        record.dids.append((part.describe(part.params(view, oid, EffectContext(view, new_e))),))
        apps.insert(at, record)
        first = min(first, at)
    for i in range(first, len(apps)):
        if apps[i].position != i + 1:
            apps[i] = apps[i].moved(i + 1)
    return _copy(result, chars, apps, effects)


def _pt_of(e: ContinuousEffect | None) -> tuple[int, int]:
    """What a counter effect adds to power and toughness (0, 0 for none)."""
    if e is None:
        return (0, 0)
    part = e.parts[0]
    assert isinstance(part, P.ModifyPT)
    return (part.power.n, part.toughness.n)  # type: ignore[union-attr]


def _place(apps: list[Application], ts: tuple[int, ...]) -> int | None:
    """Where an effect with this timestamp applies among layer 7c's, ordered by timestamp
    (613.7); None on a tie (the order would rest on more than timestamps)."""
    end = None
    for i, a in enumerate(apps):
        if a.layer == "7c":
            if a.timestamp == ts:
                return None
            if a.timestamp > ts:
                return i
            end = i + 1
        elif end is not None or a.layer in ("7d", "rules"):
            return i if end is None else end
    return len(apps) if end is None else end


def _copy(result: LayerResult, chars: dict, apps: list[Application],
          effects: dict) -> LayerResult:
    return LayerResult(chars, result.copiable, apps, result.rules_effects, effects,
                       result.considered, result.explained, blind=result.blind,
                       conditional=result.conditional)
