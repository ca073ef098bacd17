"""115.1, 601.2c: "one or two target creatures" ("Return one or two target creatures to their
owners' hands.", "One or two target creatures each get +2/+1 until end of turn."): the
player chooses one target, or two different ones (115.3), never none. Its requirement becomes
two target requirements of one slot each: a required one, then an optional one other than it
(`TargetSpec.other_than_earlier`, checked by `engine.stack.targeting.repeated_target`); the
slots, and so the references to them, are the same as those of "two target creatures".
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.rules.instructions.references import TargetSpec


def target_range(spec: TargetSpec, earlier: list[TargetSpec]) -> list[TargetSpec]:
    """The requirements `spec` stands for. "One or two" is read only as the ability's first
    target requirement: "other than an earlier target" would also keep the second from a
    target chosen for an earlier requirement."""
    if not spec.at_least:
        return [spec]
    if earlier or spec.count != 2 or spec.at_least != 1:
        raise pp.ParseException("", 0, "'one or two' targets after another target")
    one = replace(spec, count=1, up_to=False, at_least=0)
    return [one, replace(one, up_to=True, other_than_earlier=True)]


__all__ = ["target_range"]
