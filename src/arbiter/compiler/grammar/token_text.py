"""Principle 5 for tokens: a token whose abilities the compiler doesn't read fully would be
created with an unread part (`engine.unsupported` stops the game only when it matters); the
line creating it is left unread instead, so the card isn't counted as read.

The abilities are read as the catalog reads a token's text (`Catalog.token_abilities`)."""

from __future__ import annotations

from functools import cache

from arbiter.state.objects import TokenDef


@cache
def token_text_read(token: TokenDef) -> bool:
    """Whether every line of the token's text is read (no unread part, none granted)."""
    if not token.text:
        return True
    from arbiter.compiler.card_text import read_lines
    from arbiter.compiler.granted_unread import unread_parts

    abilities = read_lines(token.name, 0, token.text, spell=False,
                           legendary="Legendary" in token.supertypes)
    return not any(unread_parts(a) for a in abilities)


__all__ = ["token_text_read"]
