"""305.1 / 601.3: "You may play lands from your graveyard." (Crucible of Worlds, Conduit of
Worlds, Perennial Behemoth): a rules effect (613.11) letting the ability's controller play
land cards from their graveyard, with the usual permission, timing and number of land plays
(305.2-305.3; `engine.turn.land_permissions`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, lit
from arbiter.engine.turn.land_permissions import PLAY_LANDS_FROM
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

PLAY_LANDS_FROM_GRAVEYARD_LINE = (
    kw("you may play lands from your graveyard") + lit(".")
).set_parse_action(lambda: StaticAbility(text="", effects=(EffectSpec(s.SELF, (
    P.RulesPart(rule=PLAY_LANDS_FROM, detail="graveyard"),)),)))

__all__ = ["PLAY_LANDS_FROM_GRAVEYARD_LINE"]
