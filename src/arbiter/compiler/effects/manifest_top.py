"""701.40a / 701.58a: "Manifest the top card of your library.", "Manifest the top two cards
of your library.", "Cloak the top card of your library." (701.40e: one at a time;
`engine.keyword_actions.manifest_top`). The permanent made is "it" for what follows:
"cloak the top card of your library, then attach this Equipment to it" (701.3a: the
Equipment attaches to the permanent made; none made, it doesn't move)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import SELF
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.engine.keyword_actions.manifest_top import FaceDownTop
from arbiter.rules import instructions as I

_COUNT = kw("card").set_parse_action(lambda: 1) | (NUMBER + sup("cards"))

_ATTACH_TO_IT = (pp.Optional(lit(",")) + kws("then", "and").suppress() + sup("attach")
                 + SELF.suppress() + sup("to it")).set_parse_action(
    lambda: I.Custom("attach_self", (I.Ref.it(),)))

#: "manifest the top card of your library", "cloak the top two cards of your library"
FACE_DOWN_TOP = (kws("manifest", "cloak").set_parse_action(lambda t: t[0].lower())
                 + sup("the top") + _COUNT + sup("of your library") + pp.Optional(_ATTACH_TO_IT)
                 ).set_parse_action(lambda t: [[FaceDownTop(t[1], kind=t[0]), *t[2:]]])

__all__ = ["FACE_DOWN_TOP"]
