"""608.2d, 205.3m: "<objects> of the creature type of your choice" in an effect ("Creatures of
the creature type of your choice get +0/+4 until end of turn.", "Destroy all creatures of the
creature type of your choice."): the type is chosen as the instruction is carried out, as in
"Choose a creature type. <Objects> of the chosen type ..." (`engine.stack.choices`).

Not read where a target is described so ("Return X target creatures of the creature type of
your choice ..."): that choice is made as the targets are chosen (601.2c), not as it
resolves.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.rules.instructions import objects as I

_PHRASE = "of the creature type of your choice"
#: One sentence naming the phrase once, without a target or a quoted ability.
_SENTENCE = pp.Regex(r"(?i)[^.\"]*\b" + _PHRASE + r"\b[^.\"]*\.")


def type_of_choice_sentence(plain: pp.ParserElement) -> pp.ParserElement:
    """The sentence read by `plain` (a plain sentence of `compiler.effects.sentences`) with
    "of the chosen type", after a choice of a creature type."""
    def read(s: str, loc: int, t: pp.ParseResults) -> list[Any]:
        text = t[0]
        if "target" in text.lower() or text.lower().count(_PHRASE) != 1:
            raise pp.ParseException(s, loc, "a creature type chosen for a target")
        try:
            result = list(plain.parse_string(
                text.replace(_PHRASE, "of the chosen type"), parse_all=True))
        except pp.ParseException as e:
            raise pp.ParseException(s, loc, "not a plain sentence") from e
        if len(result) != 1 or result[0][0] != "plain":
            raise pp.ParseException(s, loc, "not a plain sentence")
        return [("plain", [I.Choose("creature_type", key="creature_type"), *result[0][1]])]

    return _SENTENCE.copy().set_parse_action(read)


__all__ = ["type_of_choice_sentence"]
