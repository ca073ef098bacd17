"""701.3a / 608.2d: "You may attach an Equipment you control to it." after the sentence that
named "it" (a token just created, 111.2; `engine.zones.attach_chosen_equipment`)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.zones.attach_chosen_equipment import AttachChosenEquipment


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    return [("plain", [AttachChosenEquipment(t[0])])]


MAY_ATTACH_EQUIPMENT = (
    sup("you may attach an Equipment you control to") + PRONOUN + lit(".")
).set_parse_action(_build)

__all__ = ["MAY_ATTACH_EQUIPMENT"]
