"""611.2c, 613.8a: a selector asked of many objects against one partial result, in one call.

The layer system asks an effect's selector of every object in its zones (what it applies to,
611.2c: evaluated as it applies) and 613.8 asks it again on every trial's scratch copy. A
selector answers through `Selector.matches`, one method call per node of its tree, each
looking the object up again and, for "you control", working out the effect's controller
again. For one partial result and one effect, none of those change from object to object, so
`predicate` turns the tree into one function of the object: the leaves listed here are
written out as the very expressions their `matches` evaluate (the same order, the same
short-circuits), the controller and source read once; any other node is asked through its
own `matches`. The answers are `matches`'s exactly; only the calls are fewer.

A predicate is for one batch of questions: the partial result it was made for must not
change while it is used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.rules import selectors as S

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The expression each leaf's `matches` evaluates, in terms of `C` (the characteristics so
#: far), `O` (the state's objects), `ctl` (`LayerView.controller`), `you` (the effect's
#: controller), `src` (its source) and `k` (the leaf's own value, a constant).
_LEAVES: dict[type, tuple[str, str | None]] = {
    S.Anything: ("True", None),
    S.InZone: ("(O[oid].zone in {k})", "names"),
    S.IsType: ("({k} in C[oid].types)", "card_type"),
    S.IsSubtype: ("C[oid].has_subtype({k})", "subtype"),
    S.IsSupertype: ("({k} in C[oid].supertypes)", "supertype"),
    S.HasColor: ("({k} in C[oid].colors)", "color"),
    S.ManaValueAtMost: ("(C[oid].mana_value <= {k})", "amount"),
    S.ControlledByYou: ("(ctl(oid) == you)", None),  # 108.4
    S.ControlledByOpponent: ("(ctl(oid) != you)", None),
    S.OwnedByYou: ("(O[oid].owner == you)", None),
    S.IsSource: ("(oid == src)", None),
    S.AttachedBySource: ("(src is not None and O[src].attached_to == oid)", None),
    S.IsToken: ("(O[oid].token is not None)", None),
    S.IsFaceDown: ("(O[oid].face_down is not None)", None),
}

Factory = Callable[..., Callable[[int], bool]]

#: The made factory by selector identity: (selector, factory, constants).
_MADE: dict[int, tuple[S.Selector, Factory, tuple[object, ...]]] = {}


def predicate(sel: S.Selector, view: LayerView, ctx: EffectContext) -> Callable[[int], bool]:
    """`lambda oid: sel.matches(view, oid, ctx)`, made with fewer calls: the same answer
    for every object while the partial result is as it was when made."""
    hit = _MADE.get(id(sel))
    if hit is None or hit[0] is not sel:
        if len(_MADE) > 4096:
            _MADE.clear()
        consts: list[object] = []
        expr = _expr(sel, consts)
        if any(isinstance(c, S.Selector) for c in consts) and type(sel) in (S.And, S.Or):
            # A node asked through its own `matches` (the only constants that are
            # selectors) may answer with something other than a bool; `And` and `Or`
            # answer with one (`not` makes one).
            expr = f"bool({expr})"
        hit = _MADE[id(sel)] = (sel, _factory(expr, len(consts)), tuple(consts))
    return hit[1](view, ctx, *hit[2])


def _expr(sel: S.Selector, consts: list[object]) -> str:
    """The expression `sel.matches` evaluates, nodes of the listed kinds written out (their
    type exactly: a subclass may answer otherwise), any other asked through its `matches`."""
    t = type(sel)
    if t is S.And or t is S.Or:
        parts = sel.parts  # type: ignore[attr-defined]
        if not parts:
            return "True" if t is S.And else "False"
        joiner = " and " if t is S.And else " or "
        return "(" + joiner.join(_expr(p, consts) for p in parts) + ")"
    if t is S.Not:
        return "(not " + _expr(sel.inner, consts) + ")"  # type: ignore[attr-defined]
    leaf = _LEAVES.get(t)
    if leaf is None:
        consts.append(sel)
        return f"k{len(consts) - 1}.matches(view, oid, ctx)"
    text, field = leaf
    if field is None:
        return text
    consts.append(getattr(sel, field))
    return text.format(k=f"k{len(consts) - 1}")


def _factory(expr: str, n: int) -> Factory:
    """A function of (view, ctx, constants) making the predicate. The effect's controller
    is read once, and only when the expression uses it."""
    names = "".join(f", k{i}" for i in range(n))
    lines = [f"def make(view, ctx{names}):",
             "    C = view.chars",
             "    O = view.state.objects",
             "    ctl = view.controller"]
    if "you" in expr:
        lines.append("    you = ctx.controller")
    if "src" in expr:
        lines.append("    src = ctx.source")
    lines.append(f"    return lambda oid: {expr}")
    scope: dict[str, object] = {}
    exec(compile("\n".join(lines), "<selector predicate>", "exec"), scope)  # noqa: S102
    return scope["make"]  # type: ignore[return-value]


__all__ = ["predicate"]
