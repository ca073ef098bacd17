"""502.3 / 611.2a: "<permanent> doesn't untap during your next untap step" (Cinder Marsh:
"{T}: Add {B} or {R}. This land doesn't untap during your next untap step."): the untap
step of the ability's controller (`engine.turn.next_untap`); "during its controller's next
untap step" is `compiler.effects.choice_clauses`.

"Lands you control don't untap during your next untap step." (611.2c: a group judged as the
effect applies, `engine.turn.player_untap_step`): only a group of permanents you control."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.turn.next_untap import DoesntUntapYourNext
from arbiter.engine.turn.player_untap_step import DoesntUntapInPlayersNextUntap
from arbiter.rules.selectors import ControlledByYou
from arbiter.rules.structure import nodes

DOESNT_UNTAP_YOUR_NEXT = (OBJECT + sup("doesn't untap during your next untap step")
                          + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[DoesntUntapYourNext(t[0])]])



def _yours(t: pp.ParseResults) -> bool:
    return any(isinstance(n, ControlledByYou) for n in nodes(t[0].selector()))


#: "Lands you control don't untap during your next untap step."
GROUP_DOESNT_UNTAP_YOUR_NEXT = (
    NOUN.copy().add_condition(_yours) + sup("don't untap during your next untap step")
    + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[DoesntUntapInPlayersNextUntap(t[0].selector(), "you")]])

__all__ = ["DOESNT_UNTAP_YOUR_NEXT", "GROUP_DOESNT_UNTAP_YOUR_NEXT"]
