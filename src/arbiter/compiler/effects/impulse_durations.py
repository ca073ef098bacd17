"""The permission to play one exiled card, for the other durations the text gives (601.3,
611.2a-b; `engine.casting.impulse`):

    Until the beginning of your next upkeep, you may play that card.   (611.2a: it ends as
                                                                        that upkeep begins)
    Until your next end step, you may play that card. / You may play it until your next end
        step.                                  (611.2a, 513.1: it ends as that step begins)
    You may play that card for as long as it remains exiled. / For as long as that card
        remains exiled, you may play it.      (the permission is locked to the card, 611.2c:
                                               it ends when the card leaves exile, 400.7)
    You may play that card for as long as you control this creature.   (611.2b)
    You may play that card until you exile another card with this enchantment.   (607.2a,
                                               `engine.casting.until_another_exiled`)

"..., and mana of any type can be spent to cast it" may follow (609.4b,
`compiler.effects.spend_suffix`); "... if it's a creature spell" isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import SELF
from arbiter.compiler.effects.spend_suffix import SPEND_SUFFIX, with_spend
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.casting.impulse import CAST, PLAY, permission_effect
from arbiter.engine.casting.until_another_exiled import permission_until_another
from arbiter.state.effects import (
    INDEFINITE,
    UNTIL_YOUR_NEXT_END_STEP,
    UNTIL_YOUR_NEXT_UPKEEP,
    WHILE_YOU_CONTROL_SOURCE,
)

_HOW = kws("play", "cast").set_parse_action(lambda t: PLAY if t[0].lower() == "play" else CAST)
_REMAINS = (sup("for as long as") + (kws("it remains", "that card remains", "it stays")
                                     ).suppress() + sup("exiled")).set_parse_action(
    lambda: INDEFINITE)
_WHILE_YOU_CONTROL = (sup("for as long as you control") + SELF.suppress()).set_parse_action(
    lambda: WHILE_YOU_CONTROL_SOURCE)
_NEXT_UPKEEP = kw("until the beginning of your next upkeep").set_parse_action(
    lambda: UNTIL_YOUR_NEXT_UPKEEP)
#: "until your next end step" (`engine.turn.upkeep_durations`)
NEXT_END_STEP = kw("until your next end step").set_parse_action(
    lambda: UNTIL_YOUR_NEXT_END_STEP)
#: nothing may follow in the sentence ("and mana of any type ...", "if it's ...")
_END = pp.FollowedBy(lit(".") | pp.StringEnd())

_SPEND = pp.Optional(SPEND_SUFFIX)  # 609.4b (`compiler.effects.spend_suffix`)


def _effect(how: str, what: object, duration: str, rest: list) -> list[list[object]]:
    return [[with_spend(permission_effect(what, how, duration), rest[0] if rest else None)]]


#: 607.2a: "until you exile another card with this enchantment"
_UNTIL_ANOTHER = sup("until you exile another card with") + SELF.suppress()

MAY_PLAY_FOR = pp.MatchFirst([
    (sup("you may") + _HOW + PRONOUN + _UNTIL_ANOTHER + _END).set_parse_action(
        lambda t: [list(permission_until_another(t[1], t[0]))]),
    # "You may play that card for as long as it remains exiled."
    (sup("you may") + _HOW + PRONOUN + (_REMAINS | _WHILE_YOU_CONTROL | NEXT_END_STEP)
     + _SPEND + _END
     ).set_parse_action(lambda t: _effect(t[0], t[1], t[2], list(t[3:]))),
    # "For as long as that card remains exiled, you may play it." / "Until the beginning of
    # your next upkeep, you may play that card."
    ((_REMAINS | _NEXT_UPKEEP | NEXT_END_STEP) + lit(",") + sup("you may") + _HOW + PRONOUN
     + _SPEND + _END
     ).set_parse_action(lambda t: _effect(t[1], t[2], t[0], list(t[3:]))),
])

__all__ = ["MAY_PLAY_FOR", "NEXT_END_STEP"]
