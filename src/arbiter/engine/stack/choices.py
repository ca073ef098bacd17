"""608.2d: choices made as a spell or ability resolves — a color, a creature type or another
named choice ("choose a color"), an object among those that match ("return another creature
you control to its owner's hand": not a target) — and 601.2c: sentences that only name the
targets chosen as the spell was cast ("Choose target creature you control and target
creature you don't control."). An illegal or impossible choice can't be made: with no object
to choose, nothing happens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.choice_options import choice_options
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.selectors import Anything
from arbiter.rules.text_change import word_options

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules import instructions as I


def do_choose_targets(r: Resolution, step: I.ChooseTargets) -> None:
    """601.2c: the targets were chosen as the spell was cast; nothing more happens now."""


def do_each_chosen(r: Resolution, step: I.EachChosen) -> None:
    """601.2c / 608.2b: each chosen target still legal (an illegal one isn't affected) that
    matches the selector now ("the chosen permanents you control") gets `then`."""
    view, ctx = r.view_context()
    for oid in r.ref(step.what):
        if isinstance(oid, int) and oid in view.chars and (
                step.selector is None or step.selector.matches(view, oid, ctx)):
            r.it = oid
            r.follow(step.then)


def do_choose(r: Resolution, step: I.Choose) -> None:
    """608.2d: the controller chooses ("color", "creature_type", an object matching
    `selector`, ...), unless it was chosen already (as the spell was cast, or as the
    permanent entered); the answer is kept under `key` for later instructions and parts."""
    g = r.game
    if step.key not in r.chosen:
        options: list[tuple[str, Any]] = []
        sel = getattr(step, "selector", None)
        words = word_options(step.what, r.chosen.get("from"))
        if words is not None:  # 612.2: the word choices of a text-changing effect
            options = [(w, w) for w in words]
        elif sel is not None:
            view, ctx = r.view_context()
            options = [(g.name_of(o), o) for o in g.state.battlefield()
                       if sel.matches(view, o, ctx)]
        else:  # 105.1, 205.3e, 205.3i: the colors, creature types, basic land types, ...
            options = [o for o in choice_options(g, step.what)
                       if str(o[1]) not in getattr(step, "exclude", ())]
        r.chosen[step.key] = g.decide(Decision(step.what, f"choose a {step.what}",
                                               r.item.controller, options, key=step.key))
    bad = getattr(step, "exclude", ())
    if str(r.chosen.get(step.key)) in bad:
        raise IllegalActionError(f"{r.chosen[step.key]} can't be chosen here")
    words = word_options(step.what, r.chosen.get("from"))
    if words is not None and r.chosen.get(step.key) not in words:
        raise IllegalActionError(  # 612.2: "one color word with another", of the same sort
            f"{r.chosen.get(step.key)!r} can't be chosen here: the choices are "
            f"{', '.join(words)} (612.2)")


def do_choose_object(r: Resolution, step: I.ChooseObject) -> None:
    """608.2d: the choice is made now, among the objects that match; `then` acts on it as
    `Ref.it()`."""
    g = r.game
    options = [(f"{g.name_of(o)}#{o}", o) for o in r.matching(step.selector or Anything())]
    if not options:
        r.it = None  # nothing chosen: a later "it" names nothing (608.2b)
        return
    r.it = g.decide(Decision("choose_object", "choose an object", r.item.controller, options,
                             key="choose_object"))
    r.follow(step.then)


def with_chosen(step: Any, chosen: dict[str, Any]) -> Any:
    """608.2d, 611.2c: after "Choose a creature type." or "Choose a color." in the resolving
    spell or ability, "<objects> of the chosen type / of that type / of the chosen color / of
    that color" in its later instructions are those with the type or color it chose
    (`rules.selectors.HasChosenSubtype` and `HasChosenColor` read what their source chose as
    it entered, 614.12, which a resolving instant or sorcery never did)."""
    chosen_type, color = chosen.get("creature_type"), chosen.get("color")
    if not chosen_type and not color:
        return step
    from arbiter.rules.data_search import contains
    from arbiter.rules.selectors import HasChosenColor, HasChosenSubtype, HasColor, IsSubtype
    from arbiter.rules.structure import rebuild
    from arbiter.vocab import Color

    kinds = tuple(k for k, v in ((HasChosenSubtype, chosen_type), (HasChosenColor, color)) if v)
    if not any(contains(step, k) for k in kinds):
        return step

    def change(n: Any) -> Any:
        if chosen_type and isinstance(n, HasChosenSubtype):
            return IsSubtype(str(chosen_type))
        if color and isinstance(n, HasChosenColor):
            return HasColor(Color.parse(str(color)))
        return n

    return rebuild(step, change)
