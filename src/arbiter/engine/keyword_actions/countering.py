"""701.6: countering a spell or ability. 701.6a: a countered spell or ability is removed from
the stack and doesn't resolve; a countered spell is put into its owner's graveyard (or
exile, when the instruction says so: 614.1a). 113.6g / 701.6a: a spell that can't be
countered stays on the stack. "Counter target activated ability. If it was an ability of an
artifact, ...": what follows depends on the countered ability's source (109.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting.next_spell import made_uncounterable
from arbiter.engine.keyword_actions.countered_elsewhere import put_countered_spell
from arbiter.engine.stack.items import find_item, leave_stack, remember
from arbiter.engine.triggers.events import Event
from arbiter.rules.uncounterable import cant_be_countered

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import CounterTarget


def do_counter_target(r: Resolution, step: CounterTarget) -> None:
    """701.6a: counter the targeted spell or ability; `then` follows if it was countered,
    with `Ref.it()` naming the countered ability's source."""
    g = r.game
    for t in r.ref(step.what):
        # A spell is targeted as its object on the stack; an ability as its stack item.
        item = find_item(g, t) or next((it for it in g.state.stack_items
                                        if it.kind == "spell" and it.source == t), None)
        if item is None:
            continue
        if item.kind == "spell" and (cant_be_countered(g, item.source)
                                     or made_uncounterable(g, item.source)):
            # 701.6a / 113.6g: a spell that can't be countered stays on the stack.
            g.log(f"{item.describe()} can't be countered")
            continue
        # 608.2h, 202.3e: the spell as it last existed on the stack, its X counted (taken
        # while its stack object is still there: "that spell's mana value" after it)
        last = g.chars(item.source).clone() if item.kind == "spell" else None
        g.state.stack_items.remove(item)
        remember(g, item)  # 608.2h: a copy of it may still be made (707.10)
        g.state.touch()
        g.log(f"{item.describe()} is countered")
        if last is not None:
            if step.instead_to:
                put_countered_spell(g, item.source, step.instead_to, r.item.controller)
            else:
                leave_stack(g, item.source, "exile" if step.exile else "graveyard")
            g.lki[item.source] = last
            # 701.6a, 603.2: "whenever a spell or ability you control counters a spell"
            g.emit(Event("spell_countered", item.source, player=r.item.controller))
            continue
        if item.source is None:
            continue  # 702.179d: an ability with no source: nothing follows about one
        # The source's characteristics as the ability is countered (or last known).
        types = frozenset(g.chars(item.source).types) if g.obj(item.source).zone == \
            "battlefield" else item.source_types
        if step.then_if_source_is and g.obj(item.source).zone != "battlefield":
            continue  # 109.2: "an ability of an artifact" is one of a permanent (400.7)
        if not step.then_if_source_is or types & step.then_if_source_is:
            r.it = item.source
            r.follow(step.then)
