"""601.2f: "Each spell you cast that's <quality> costs {N} less/more to cast." — the same
static ability as "<quality> spells you cast cost {N} less/more to cast." (read by
`compiler.statics.statics`, the rules part "cost_increase"):

    Each spell you cast that's red or green costs {1} less to cast.   (Goblin Anarchomancer)
    Each spell you cast that's a Demon, Horror, or Nightmare costs {1} less to cast.
                                                                      (Ancient Cellarspawn)

The quality is a color or a subtype list (205.3, 105.1); what the other reading can't read
stays unread."""

from __future__ import annotations

import pyparsing as pp

_LINE = pp.Regex(r"Each spell you cast that's (?:an? )?(?P<q>[A-Za-z, ]+?) costs "
                 r"(?P<n>\{\d+\}) (?P<way>less|more) to cast\.")


def _reading(t: pp.ParseResults) -> object:
    from arbiter.compiler.statics.statics import STATIC_LINE

    m = _LINE.re.fullmatch(t[0])
    if m is None:
        raise pp.ParseException("", 0, "not this template")
    q = m["q"]
    try:
        (ability,) = STATIC_LINE.parse_string(
            f"{q[0].upper()}{q[1:]} spells you cast cost {m['n']} {m['way']} to cast.",
            parse_all=True)
    except pp.ParseBaseException as e:
        raise pp.ParseException("", 0, "a quality not read") from e
    return ability


#: 601.2f: the whole line.
EACH_SPELL_COST_LINE = (_LINE + pp.StringEnd()).set_parse_action(_reading)

__all__ = ["EACH_SPELL_COST_LINE"]
