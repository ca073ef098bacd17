"""Face a villainous choice (701.55a) as a sentence of an effect:

    that player faces a villainous choice — <clauses>, or <clauses>.
    Target opponent faces a villainous choice — <clauses>, or <clauses>.

The facing player is one player (a target, "that player", defending player): in the options
"they" / "that player" is that player (`compiler.grammar.refs.bind`), "you" the controller.
"Each opponent faces ..." (each in turn, with the options' pronouns naming each) isn't read
here; it stays unread. What it does is `engine.keyword_actions.villainous_choice`.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.keyword_actions.villainous_choice import VillainousChoice
from arbiter.rules.instructions import Ref


def _choice(s: str, loc: int, t: pp.ParseResults) -> list[tuple[str, Any]]:
    who, (a_start, a, a_end), (b_start, b, b_end) = t[0], t[1], t[2]
    if isinstance(who, str) or (isinstance(who, Ref) and who.kind in ("pronoun_controller",)):
        raise pp.ParseException(s, loc, "a villainous choice faced by more than one player")
    texts = (s[a_start:a_end].strip(), s[b_start:b_end].strip())
    return [("plain", [VillainousChoice(who=who, a=tuple(a[0]), b=tuple(b[0]), texts=texts)])]


def villainous_sentences(clauses: pp.ParserElement) -> list[pp.ParserElement]:
    """The sentence above, with `clauses` the effect grammar of `compiler.effects.sentences`."""
    option = pp.Group(pp.Located(clauses))  # its words too, shown to the player choosing
    return [(PLAYER + sup("faces a villainous choice") + lit("-") + option + lit(",")
             + sup("or") + option + lit(".")).set_parse_action(_choice)]


__all__ = ["villainous_sentences"]
