"""603.4, 508.5: intervening "if" clauses about the defending player, read as the same
condition about "you" for that player (`rules.defending_player_conditions`):

    if defending player controls no Walls               (Siege Dragon)
    if defending player controls no black permanents    (Spectral Force)
    if defending player has two or fewer cards in hand  (Reaper of Night)

The words after "defending player controls / has" are read as after "you control / you
have" by the general condition grammar; words that name another player or object ("than
you", "your", "it", "that player") aren't read here, as they would change meaning.
`compiler.lines` accepts the condition only on an attacking creature's own attack trigger
(508.5: the defending player of that creature).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.rules.defending_player_conditions import ForDefendingPlayer
from arbiter.rules.structure import nodes

#: The attack events of the ability's own source ("Whenever ~ attacks"): its defending
#: player is the one 508.5 names.
_OWN_ATTACKS = frozenset({"attacks", "attacks_unblocked", "attacks_alone"})

_WORDS = pp.Regex(r"defending player (controls|has) ([^,]+?)(?=,)", flags=re.IGNORECASE)
_OTHER_REFERENCES = re.compile(
    r"\b(you|your|yours|it|its|they|their|them|that player|~|this)\b", re.IGNORECASE)


def _condition(s: str, loc: int, t: pp.ParseResults) -> ForDefendingPlayer:
    from arbiter.compiler.conditions.conditions import CONDITION
    from arbiter.compiler.conditions.static import GAME_CONDITION

    m = re.fullmatch(r"defending player (controls|has) (.+)", t[0], re.IGNORECASE)
    assert m is not None
    verb, rest = m.group(1).lower(), m.group(2)
    if _OTHER_REFERENCES.search(rest):
        raise pp.ParseException(s, loc, "another player or object named")
    text = ("you control " if verb == "controls" else "you have ") + rest
    try:
        inner = (CONDITION | GAME_CONDITION).parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException as e:
        raise pp.ParseException(s, loc, f"condition not read: {e}") from None
    return ForDefendingPlayer(inner)


#: 603.4: "defending player controls <...>" / "defending player has <...>".
DEFENDING_PLAYER_CONDITION = _WORDS.copy().set_parse_action(_condition).set_name(
    "condition about defending player")



def check_defending_player(trigger: object, cond: object) -> None:
    """508.5: "defending player" in an intervening "if" is read only on the attack trigger
    of the ability's own source (another creature's attack, a block or a step has no
    defending player the source decides)."""
    if not any(isinstance(n, ForDefendingPlayer) for n in nodes(cond)):
        return
    if getattr(trigger, "subject", None) != "self" or getattr(trigger, "any_of", ()) or \
            getattr(trigger, "event", None) not in _OWN_ATTACKS:
        raise pp.ParseException("", 0, "'defending player' not of the source's attack")


__all__ = ["DEFENDING_PLAYER_CONDITION", "check_defending_player"]
