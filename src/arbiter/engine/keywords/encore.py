"""702.141 encore: an activated ability of a card in a graveyard making a token copy of it
for each opponent, each attacking that opponent.

702.141a: "Encore [cost]" means "[Cost], Exile this card from your graveyard: For each
opponent, create a token that's a copy of this card that attacks that opponent this turn if
able. The tokens gain haste. Sacrifice them at the beginning of the next end step. Activate
only as a sorcery."

The card is exiled as a cost, so each token copies the card as it last existed in the
graveyard (707.2, 608.2h; `engine.zones.tokens`). Each token's requirement is a rules effect
until end of turn ("attacks that opponent this turn if able", 508.1d,
`engine.combat.attack_requirements`); haste is a continuous effect of the resolving ability
locked to the tokens (611.2c); one delayed triggered ability sacrifices them all at the
beginning of the next end step (603.7). Only costs an activation pays are carried out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.combat.attack_requirements import ATTACKS_PLAYER
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.costs import (
    DiscardCard,
    ExileSelfFromGraveyard,
    ManaPayment,
    PayLife,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.instructions import CreateEffect, Custom, DelayedTrigger, Ref, Sacrifice
from arbiter.rules.keyword_costs import costs_of
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, RulesPart
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The `Custom` instruction of the ability.
ENCORE = "encore"
_PAYABLE = (ManaPayment, DiscardCard, PayLife, SacrificePermanents, TapUntapped)


def encore_ability(kw: KeywordAbility) -> ActivatedAbility | None:
    """702.141a: the activated ability "Encore [cost]" stands for; None for a cost the engine
    can't pay."""
    costs = costs_of(kw)
    if costs is None or not all(isinstance(c, _PAYABLE) for c in costs):
        return None
    return ActivatedAbility(text=kw.text, cost=(*costs, ExileSelfFromGraveyard()),
                            keyword="encore", sorcery_speed=True, zone="graveyard",
                            instructions=(Custom(ENCORE),))


def do_encore(r: Resolution, step: Custom) -> None:
    """702.141a: for each opponent, a token copy that attacks that opponent this turn if
    able; the tokens gain haste; sacrifice them at the beginning of the next end step."""
    from arbiter.engine.replacement.token_creation import TokenSpec
    from arbiter.engine.stack.continuous_effects import do_create_effect
    from arbiter.engine.triggers.delayed import do_delayed_trigger
    from arbiter.engine.zones.tokens import create_tagged_tokens

    game = r.game
    you = r.item.controller
    tokens: list[int] = []
    # 102.2: each opponent, in turn order; one event (614.1a: a token a replacement effect
    # adds for one of them attacks that opponent too)
    specs = [TokenSpec(you, copy_of=r.item.source, tag=p) for p in game.opponents(you)]
    for opponent, token in create_tagged_tokens(game, specs):
        if game.obj(token).zone != "battlefield":
            continue
        tokens.append(token)
        r.it = token
        do_create_effect(r, CreateEffect(parts=(RulesPart(ATTACKS_PLAYER, opponent),),
                                         affected=Ref.it(), duration=END_OF_TURN))
    if not tokens:
        return
    r.created = tokens
    do_create_effect(r, CreateEffect(parts=(AddAbilities((keyword_ability("Haste"),)),),
                                     affected=Ref.created()))
    do_delayed_trigger(r, DelayedTrigger(step="end", instructions=(Sacrifice(Ref.all_targets()),),
                                         what=Ref.created()))


__all__ = ["ENCORE", "do_encore", "encore_ability"]
