"""601.3 / 118.8 / 118.9: "You may cast this card from your graveyard by <costs> in addition
to paying its other costs." / "... by <costs> rather than paying its mana cost."
(`rules.graveyard_cast_costs`):

    You may cast this card from your graveyard by discarding a card in addition to paying
    its other costs.                                                   (Alien Symbiosis)
    You may cast this card from your graveyard by paying 2 life and sacrificing an artifact
    or creature in addition to paying its other costs.         (Wickerfolk Indomitable)
    You may cast this card from your graveyard by paying {2}{W} rather than paying its mana
    cost.                                                              (Raffine's Guidance)

The gerunds are read as the keywords' costs are ("Discard a card", "Pay 2 life, Sacrifice an
artifact or creature", `compiler.keywords.keyword_costs`); a cost the engine can't pay from
the graveyard (`engine.casting.from_graveyard.keyword_enforced`) leaves the line unread, and
so does anything after the costs ("If you do, it enters with ...")."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.keywords.keyword_costs import read_costs
from arbiter.engine.casting.from_graveyard import keyword_enforced
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.graveyard_cast_costs import GRAVEYARD_ADDITIONAL, GRAVEYARD_ALTERNATIVE
from arbiter.rules.keyword_costs import KeywordCosts

_VERBS = {"discarding": "Discard", "paying": "Pay", "exiling": "Exile",
          "sacrificing": "Sacrifice", "removing": "Remove", "tapping": "Tap",
          "returning": "Return"}
_GERUND = "|".join(_VERBS)
_SPLIT = re.compile(rf",? and (?=(?:{_GERUND}) )")
_MANA = re.compile(r"^Pay ((?:\{[^}]+\})+)$")


def _imperative(words: str) -> str | None:
    """"paying 2 life and sacrificing an artifact" -> "Pay 2 life, Sacrifice an artifact"
    ("paying {2}{W}" -> "{2}{W}"); None for words not made of such gerunds."""
    out = []
    for piece in _SPLIT.split(words.strip()):
        verb, _, rest = piece.partition(" ")
        if verb.lower() not in _VERBS or not rest:
            return None
        phrase = f"{_VERBS[verb.lower()]} {rest}"
        m = _MANA.match(phrase)
        out.append(m.group(1) if m else phrase)
    return ", ".join(out)


def _line(t: pp.ParseResults) -> KeywordAbility:
    words, way = t[0], t[1]
    text = _imperative(words)
    costs = read_costs(text) if text is not None else None
    if costs is None:
        raise pp.ParseException("", 0, f"costs not read: {words!r}")
    ability = KeywordAbility(text="", keyword=way, param=None, extra=(KeywordCosts(costs),))
    if not keyword_enforced(ability):
        raise pp.ParseException("", 0, f"costs the engine doesn't pay: {words!r}")
    return ability


_COSTS = pp.Regex(r"(?:" + _GERUND + r") [^.]*?(?= (?:in addition to|rather than) paying)")
_WAY = pp.MatchFirst([
    kw("in addition to paying its other costs").set_parse_action(lambda: GRAVEYARD_ADDITIONAL),
    kw("rather than paying its mana cost").set_parse_action(lambda: GRAVEYARD_ALTERNATIVE),
])

#: "You may cast ~ from your graveyard by <costs> in addition to paying its other costs." /
#: "... by <costs> rather than paying its mana cost."
GRAVEYARD_CAST_COST_LINE = (sup("you may cast ~ from your graveyard by") + _COSTS + _WAY
                            + lit(".")).set_parse_action(_line)

__all__ = ["GRAVEYARD_CAST_COST_LINE"]
