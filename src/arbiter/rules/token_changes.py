"""614.1a: what a replacement effect does to a token-creation event ("If one or more tokens
would be created under your control, ... instead"), as data for the engine
(`engine.replacement.token_creation`):

- `times`: "twice / three times that many of those tokens are created instead" (each token
  of the event that the effect covers is created `n` times: Anointed Procession, Ojer Taq);
- `plus`: "those tokens plus <a token> are created instead" (one more token, once per
  event: Peregrin Took, Queen Allenal);
- `plus_each`: "those tokens plus that many <tokens>" (one more for each covered token:
  Chatterfang);
- `instead_each`: "that many <tokens> are created instead" (each covered token replaced by
  one of the named kind: Divine Visitation).

`types`: the covered tokens' card types ("creature tokens", "artifact tokens"); `anyone`:
tokens created under any player's control (Primal Vigor), else under the effect's
controller's (109.5 "your").
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.state.objects import TokenDef

#: The rules part of a token-creation replacement (613.11 bookkeeping).
TOKENS_INSTEAD = "tokens_created_instead"


@dataclass(frozen=True)
class TokenChange:
    op: str
    n: int = 2
    token: TokenDef | str | None = None
    types: tuple[str, ...] = ()
    anyone: bool = False
    #: the covered tokens' subtypes ("Treasure tokens", 205.3g)
    subtypes: tuple[str, ...] = ()

    def describe(self) -> str:
        kinds = (*(t.lower() for t in self.types), *self.subtypes)
        what = " ".join(kinds) + " tokens" if kinds else "tokens"
        if self.op == "times":
            return f"{self.n} times as many {what}"
        name = self.token if isinstance(self.token, str) else getattr(self.token, "name", "")
        if self.op == "plus":
            return f"{what} plus a {name}"
        if self.op == "plus_each":
            return f"{what} plus as many {name}"
        return f"a {name} instead of each of the {what}"


__all__ = ["TOKENS_INSTEAD", "TokenChange"]
