"""The effect of a trigger line a template has checked (603.2): its text read as effects and
its references bound (608.2b, `compiler.grammar.refs.bind`), for the templates that read a
trigger condition themselves and hand the rest of the line over."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.rules.instructions import objects as I


def bound_effects(s: str, loc: int, text: str, **bind_args: Any
                  ) -> tuple[tuple[Any, ...], list[I.TargetSpec]]:
    """The instructions `text` reads as, bound (`bind_args`: `bind`'s `default`, `player`),
    and the targets they name; an effect not read fails the line at `loc` of `s`."""
    from arbiter.compiler.effects.sentences import EFFECTS
    from arbiter.compiler.grammar.refs import bind

    try:
        effects = EFFECTS.parse_string(text, parse_all=True)[0]
    except pp.ParseException as e:
        raise pp.ParseException(s, loc, f"effect not read: {e}") from None
    targets: list[I.TargetSpec] = []
    return bind(tuple(effects), targets, **bind_args), targets


__all__ = ["bound_effects"]
