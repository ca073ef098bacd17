"""608.2g, 118.9, 614.1a: "You may cast target instant or sorcery card from your graveyard
[without paying its mana cost]. [If that spell would be put into <your | a> graveyard, exile
it instead.]" (Torrential Gearhulk, Goblin Dark-Dwellers, Toshiro Umezawa).

As the ability resolves, its controller may cast the target card from the graveyard it is in
(608.2g: following 601.2a-i, no player receives priority, the card's timing permissions don't
apply), either paying its costs (601.2f-h) or by the alternative cost "without paying its mana
cost" (118.9; X is 0, 107.3b; additional costs are still paid, 118.9d). The target must still
be legal and in that graveyard as the ability resolves (608.2b); a card that can't be cast as
proposed isn't (601.5) and nothing else happens. A land card is never cast (305.1).

"If that spell would be put into <your | a> graveyard, exile it instead" is a replacement
effect (614.1a, 614.6) the resolving ability creates on the spell cast this way (611.2c: that
one object): whether it resolves, is countered or can't resolve (608.2b), wherever it would
be put into a graveyard it is exiled instead (`Game._replace_zone_change`, with the other
replacements of that event, 616.1). A spell is only ever put into its owner's graveyard
(400.3), so "your graveyard" applies only to a spell its controller owns. It ends with the
spell: a permanent spell that resolves is a new object on the battlefield (400.7), which the
effect doesn't follow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import INDEFINITE

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: 614.1a: a spell put into a graveyard from the stack is exiled instead (the engine's
#: zone-change replacement detail: from, to, instead).
SPELL_EXILED_INSTEAD = ("stack", "graveyard", "exile")
#: Whose graveyard the replacement names: "your" graveyard, or "any" graveyard.
YOUR = "your"
ANY = "any"


@dataclass(frozen=True)
class MayCastFromGraveyardNow(Instruction):
    """"You may cast <what> [without paying its mana cost]. [If that spell would be put into
    <`exile_instead`> graveyard, exile it instead.]" `what`: the card (a target card in a
    graveyard); `free`: 118.9's alternative cost; `exile_instead`: "your", "any", or "" (no
    replacement)."""

    what: Ref = Ref.target(0)
    free: bool = False
    exile_instead: str = ""


def do_may_cast_from_graveyard_now(r: Resolution, step: MayCastFromGraveyardNow) -> None:
    from arbiter.engine.casting.during_resolution import WITHOUT_PAYING, cast_while_resolving
    from arbiter.engine.stack.continuous_effects import add_resolved_effect

    g, you = r.game, r.item.controller
    r.did = False
    for card in r.ref(step.what):
        if not isinstance(card, int) or g.obj(card).zone != "graveyard" or \
                "Land" in g.chars(card).types:  # 608.2b; 305.1: a land is never cast
            continue
        how = " without paying its mana cost (118.9)" if step.free else ""
        if not g.decide(Decision("may", f"cast {g.quick_name(card)} from the graveyard{how}? "
                                 "(608.2g)", you, [("yes", True), ("no", False)],
                                 key="cast_from_graveyard")):
            continue
        owner = g.obj(card).owner
        item = cast_while_resolving(g, card, you, "cast_from_graveyard",
                                    alternative=WITHOUT_PAYING if step.free else None)
        if item is None:
            continue  # 601.5: it couldn't be cast; nothing changed
        r.did = True
        if step.exile_instead == ANY or (step.exile_instead == YOUR and owner == you):
            # 614.1a / 611.2c: the replacement on the spell cast this way (400.3: a spell
            # goes only to its owner's graveyard)
            add_resolved_effect(r, (RulesPart("replace_zone_change", SPELL_EXILED_INSTEAD),),
                                locked=frozenset({item.source}), duration=INDEFINITE)


__all__ = ["ANY", "YOUR", "MayCastFromGraveyardNow", "do_may_cast_from_graveyard_now"]
