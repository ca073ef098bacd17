"""Tokens created tapped and attacking (508.4; `engine.combat.attacking_tokens`):

    create <tokens> that are tapped and attacking
    create a tapped and attacking <token>
    for each opponent, create <a token> that's tapped and attacking that player or a
    planeswalker they control

The count is a number or "that many" (an X defined later in the sentence isn't read here).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.tokens import ATTACKING_FIRST_TOKEN, TOKEN_SPEC, x_sized
from arbiter.engine.combat.attacking_tokens import CreateAttackingTokens


def _build(per_opponent: bool):  # type: ignore[no-untyped-def]
    def build(t: pp.ParseResults) -> list[list[CreateAttackingTokens]]:
        token, n, tapped = t[0]
        if not tapped or n == "X" or x_sized(token):
            raise pp.ParseException("", 0, "not 'tapped and attacking', or an X count")
        return [[CreateAttackingTokens(token, n, per_opponent=per_opponent)]]
    return build


_ATTACKING = sup("and attacking")
ATTACKING_TOKENS = pp.MatchFirst([
    (sup("for each opponent") + lit(",") + sup("create") + TOKEN_SPEC + _ATTACKING
     + sup("that player or a planeswalker they control")).set_parse_action(_build(True)),
    (sup("create") + TOKEN_SPEC + _ATTACKING
     + ~pp.FollowedBy(pp.Word(pp.alphas))).set_parse_action(_build(False)),
    (sup("create") + ATTACKING_FIRST_TOKEN + ~pp.FollowedBy(pp.Word(pp.alphas))
     ).set_parse_action(_build(False)),
]).set_name("tapped and attacking tokens")

ATTACKING_TOKEN_CLAUSES = [ATTACKING_TOKENS]

__all__ = ["ATTACKING_TOKEN_CLAUSES"]
