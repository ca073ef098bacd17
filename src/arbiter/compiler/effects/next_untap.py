"""502.3 / 611.2a: "<permanent> doesn't untap during your next untap step" (Cinder Marsh:
"{T}: Add {B} or {R}. This land doesn't untap during your next untap step."): the untap
step of the ability's controller (`engine.turn.next_untap`); "during its controller's next
untap step" is `compiler.effects.choice_clauses`.

"Lands you control don't untap during your next untap step." (611.2c: a group judged as the
effect applies, `engine.turn.player_untap_step`): only a group of permanents you control.

"Creatures target player controls don't untap during that player's next untap step." (Misstep,
Mana Vapors, Exhaustion): the same for a group a target player controls, in that player's
untap step (the player bound as the spell resolves, 608.2b). "Creatures don't untap during
target player's next untap step." (Blinding Beam): the creatures that player controls as
that untap step comes (only the active player's permanents untap, 502.3)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT, TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.turn.next_untap import DoesntUntapYourNext
from arbiter.engine.turn.player_untap_step import DoesntUntapInPlayersNextUntap
from arbiter.rules.selectors import ControlledByYou
from arbiter.rules.structure import nodes
from arbiter.rules.target_player_selectors import ControlledByTargetPlayer

DOESNT_UNTAP_YOUR_NEXT = (OBJECT + sup("doesn't untap during your next untap step")
                          + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[DoesntUntapYourNext(t[0])]])



def _yours(t: pp.ParseResults) -> bool:
    return any(isinstance(n, ControlledByYou) for n in nodes(t[0].selector()))


def _target_player(t: pp.ParseResults) -> object:
    """The target player whose permanents the group is ("creatures target player controls")."""
    found = [n.player for n in nodes(t[0].selector())
             if isinstance(n, ControlledByTargetPlayer) and not n.owns]
    return found[0] if len(found) == 1 else None


#: "Lands you control don't untap during your next untap step."
GROUP_DOESNT_UNTAP_YOUR_NEXT = (
    NOUN.copy().add_condition(_yours) + sup("don't untap during your next untap step")
    + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[DoesntUntapInPlayersNextUntap(t[0].selector(), "you")]]) | (
    # "Creatures target player controls don't untap during that player's next untap step."
    NOUN.copy().add_condition(lambda t: _target_player(t) is not None)
    + sup("don't untap during") + kws("that player's", "their").suppress()
    + sup("next untap step") + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[DoesntUntapInPlayersNextUntap(t[0].selector(), _target_player(t))]]) | (
    # "Creatures don't untap during target player's next untap step."
    NOUN.copy().add_condition(lambda t: not any(
        isinstance(n, ControlledByYou | ControlledByTargetPlayer) for n in nodes(t[0].selector())))
    + sup("don't untap during") + TARGET_PLAYER + pp.Literal("'s").suppress()
    + sup("next untap step") + pp.FollowedBy(pp.Literal("."))).set_parse_action(
    lambda t: [[DoesntUntapInPlayersNextUntap(t[0].selector(), t[1])]])

__all__ = ["DOESNT_UNTAP_YOUR_NEXT", "GROUP_DOESNT_UNTAP_YOUR_NEXT"]
