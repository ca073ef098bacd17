"""The scenario format's combat and land actions, and the `refused:` expectation every action
may carry (scenario.schema gathers them).

- `attack: [bears, lions]` (each attacks the only opponent) or `attack: {bears: Bob, lions:
  jace}` (a player, planeswalker or battle each): the active player's declaration of attackers
  (508.1), checked by the engine as a whole.
- `block: {wall: bears, giant: [bears, lions]}`: the defending players' declaration of
  blockers (509.1); `block: {}` declares none.
- `play: NAME` (`by:`, `as:`): playing a land (305.1), the special action (116.2a).
- `refused: REASON` beside any verb: the rules must refuse the action with a reason that
  contains REASON, leaving the game as it was.
"""

from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from arbiter.scenario.values import Flag, NotNull, OptText, Text, err, word_in
from arbiter.validation import StrictModel, describe


class Act(StrictModel):
    """An action; `refused: REASON` beside its verb expects the rules to refuse it with a
    reason containing REASON (scenario.refusal)."""

    refused: OptText = None


def _attackers(v: Any) -> Any:
    """A list of creatures (each attacks the only opponent) or creature -> what it attacks."""
    if isinstance(v, list):
        if not all(isinstance(x, str) and x.strip() for x in v):
            raise err("list the attacking creatures by alias or name")
        return {x: None for x in v}
    if isinstance(v, dict):
        for k, x in v.items():
            if not isinstance(k, str) or not (isinstance(x, str) and x.strip() or x is None):
                raise err(f"`attack` maps a creature to the player, planeswalker or battle it "
                          f"attacks, got {describe(x)}")
        return v
    raise err(f"expected a list of creatures or a mapping creature: defender, got {describe(v)}")


def _blockers(v: Any) -> Any:
    if v is None:
        return {}
    if not isinstance(v, dict):
        raise err(f"expected a mapping blocker: attacker (or a list of attackers), got "
                  f"{describe(v)}")
    out: dict[str, list[str]] = {}
    for k, x in v.items():
        atts = x if isinstance(x, list) else [x]
        if not isinstance(k, str) or not atts or not all(
                isinstance(a, str) and a.strip() for a in atts):
            raise err(f"`block` maps a creature to the attacker(s) it blocks, got {describe(x)}")
        out[k] = atts
    return out


class Attack(Act):
    what = "an `attack` action"
    attack: Annotated[dict[str, str | None], BeforeValidator(_attackers)]
    choices: Annotated[dict[str, Any], NotNull] = {}
    respond: Flag = False


class Block(Act):
    what = "a `block` action"
    block: Annotated[dict[str, list[str]], BeforeValidator(_blockers)]
    choices: Annotated[dict[str, Any], NotNull] = {}
    respond: Flag = False


class Play(Act):
    what = "a `play` action"
    play: Text
    by: OptText = None
    as_: OptText = Field(None, alias="as")
    from_: Annotated[str | None, word_in(("hand", "exile", "graveyard", "library"), "zone"),
                     NotNull] = Field(None, alias="from")
    respond: Flag = False
