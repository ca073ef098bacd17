"""502.3 / 611.2a: "<permanent> doesn't untap during your next untap step" (Cinder Marsh:
"{T}: Add {B} or {R}. This land doesn't untap during your next untap step."): the untap
step of the ability's controller (`engine.turn.next_untap`); "during its controller's next
untap step" is `compiler.effects.choice_clauses`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.turn.next_untap import DoesntUntapYourNext

DOESNT_UNTAP_YOUR_NEXT = (OBJECT + sup("doesn't untap during your next untap step")
                          + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[DoesntUntapYourNext(t[0])]])

__all__ = ["DOESNT_UNTAP_YOUR_NEXT"]
