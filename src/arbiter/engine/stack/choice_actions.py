"""608.2c-d: carrying out the instructions of `rules.instructions.choices` — choices made
as a spell or ability resolves, and the sentences that only name its targets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules import instructions as I

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import _Run


def reveal_choose_discard(r: _Run, step: I.RevealChooseDiscard) -> None:
    """701.20a: the player reveals their hand; 701.9b: the spell's controller chooses a card
    matching the description (if any) and that player discards it (701.9a)."""
    from arbiter.engine.stack.resolve import _cond_args, _who

    g, you = r.game, r.item.controller
    r.did = False
    for p in _who(r, step.who):
        hand = list(g.state.zone_list("hand", p))
        g.log(f"{g.player_name(p)} reveals their hand: "
              + (", ".join(g.quick_name(o) for o in hand) or "no cards"))
        view, ctx = _cond_args(r)
        options = [(f"{g.quick_name(o)}#{o}", o) for o in hand if step.selector is None
                   or (o in view.chars and step.selector.matches(view, o, ctx))]
        if not options:
            continue
        pick = g.decide(Decision("choose_card", f"choose a card from {g.player_name(p)}'s "
                                 "hand for them to discard", you, options, key="discard"))
        from arbiter.engine.keyword_actions.discard import discard

        discard(g, pick, p, cause=you)  # 701.9a, caused by this spell or ability
        r.did = True


def choose_object(r: _Run, step: I.ChooseObject) -> None:
    """608.2d: the choice is made now, among the objects that match (an illegal or
    impossible choice can't be made: with none, nothing happens)."""
    from arbiter.engine.stack.resolve import _do
    from arbiter.engine.stack.resolve_instructions import matching
    from arbiter.rules.selectors import Anything

    g = r.game
    options = [(f"{g.name_of(o)}#{o}", o) for o in matching(r, step.selector or Anything())]
    if not options:
        return
    r.it = g.decide(Decision("choose_object", "choose an object", r.item.controller, options,
                             key="choose_object"))
    for s in step.then:
        _do(r, s)


def do_spell_action(r: _Run, step: Any) -> bool:
    """Carry out one of `rules.instructions.choices`; False if it isn't one of them."""
    if isinstance(step, I.ChooseTargets):
        return True  # 601.2c: chosen as the spell was cast
    if isinstance(step, I.RevealChooseDiscard):
        reveal_choose_discard(r, step)
    elif isinstance(step, I.ChooseObject):
        choose_object(r, step)
    else:
        return False
    return True
