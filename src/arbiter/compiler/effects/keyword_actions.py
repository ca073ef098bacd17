"""Keyword actions (701) as clauses of an effect:

    Bolster 2.                                   (701.39a)
    Populate.                                    (701.36a)
    amass Zombies 2 / Amass Orcs 1               (701.47a, subtype in the plural)
    it connives / ~ connives / target creature you control connives   (701.50a)
    Support 2. / When this creature enters, support 2.                (701.41a)
    Manifest dread.                                                    (701.62a)
    Manifest the top card of your library. / Cloak the top two ...     (701.40a, 701.58a)
    detain target creature an opponent controls / detain up to two target ...  (701.35a)
    you may forage. If you do, ...                                     (701.61a)
    Learn. / When this creature dies, learn.                           (701.48a)
    Venture into the dungeon.                                          (701.49a-c)
    Open an Attraction. / Roll to visit your Attractions.              (701.51, 701.52)
    abandon this scheme                                                (701.33)
    planeswalk / Then planeswalk. / chaos ensues                       (701.31, 311.7)

"manifest dread, then put a +1/+1 counter on that creature": "that creature" is the card
manifested; "manifest dread, then attach this Equipment to that creature" (no clause attaches
to a pronoun) and "manifest dread twice" aren't read.

N is a number printed on the card; "bolster X, where X is ..." and "amass Orcs X" aren't
read here (they stay unread). What each does is `engine.keyword_actions.<action>`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.cards.plurals import plural
from arbiter.cards.subtypes import CREATURE_TYPES
from arbiter.compiler.effects.airbend import AIRBEND
from arbiter.compiler.effects.blight import BLIGHT_CLAUSES
from arbiter.compiler.effects.clash import CLASH
from arbiter.compiler.effects.collect_evidence import COLLECT_EVIDENCE
from arbiter.compiler.effects.convert import CONVERT
from arbiter.compiler.effects.die_rolls import ROLL_DIE
from arbiter.compiler.effects.discover import DISCOVER
from arbiter.compiler.effects.earthbend import EARTHBEND
from arbiter.compiler.effects.effects import OBJECT, TARGET_OBJECT, _pending
from arbiter.compiler.effects.endure import ENDURES
from arbiter.compiler.effects.fateseal import FATESEAL
from arbiter.compiler.effects.flip import FLIP, RETURN_FLIPPED
from arbiter.compiler.effects.harness import HARNESS
from arbiter.compiler.effects.incubate import INCUBATE
from arbiter.compiler.effects.manifest_top import FACE_DOWN_TOP
from arbiter.compiler.effects.ring_tempts import RING_TEMPTS
from arbiter.compiler.effects.sectors import SECTOR_CLAUSES
from arbiter.compiler.effects.suspect import SUSPECT_CLAUSES
from arbiter.compiler.effects.time_travel import TIME_TRAVEL
from arbiter.compiler.grammar.lexicon import DIGITS, kws, sup
from arbiter.engine.keyword_actions.amass import Amass
from arbiter.engine.keyword_actions.attractions import OpenAttraction, RollToVisit
from arbiter.engine.keyword_actions.bolster import Bolster
from arbiter.engine.keyword_actions.connive import Connive
from arbiter.engine.keyword_actions.detain import DETAIN_PARTS
from arbiter.engine.keyword_actions.forage import Forage
from arbiter.engine.keyword_actions.learn import Learn
from arbiter.engine.keyword_actions.manifest_dread import ManifestDread
from arbiter.engine.keyword_actions.planeswalk import ChaosEnsues, Planeswalk
from arbiter.engine.keyword_actions.populate import Populate
from arbiter.engine.keyword_actions.schemes import AbandonScheme
from arbiter.engine.keyword_actions.venture import Venture
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.state.effects import UNTIL_YOUR_NEXT_TURN

#: 701.47a: "amass Zombies N": the creature type written in the plural (205.3m).
_SINGULAR = {plural(t): t for t in CREATURE_TYPES}
_PLURAL_TYPE = pp.Regex(r"[A-Z][a-z]+").add_condition(
    lambda t: t[0] in _SINGULAR).add_parse_action(lambda t: _SINGULAR[t[0]])

#: 701.39a: "Bolster N".
BOLSTER = (sup("bolster") + DIGITS + ~pp.Literal(",")).set_parse_action(
    lambda t: [[Bolster(t[0])]])
#: 701.36a: "Populate".
POPULATE = sup("populate").set_parse_action(lambda: [[Populate()]])
#: 701.47a: "amass [subtype] N".
AMASS = (sup("amass") + _PLURAL_TYPE + DIGITS + ~pp.Literal(",")).set_parse_action(
    lambda t: [[Amass(t[0], t[1])]])
#: 701.50a: "<object> connives".
CONNIVES = (OBJECT + kws("connives").suppress() + ~pp.Regex(r"\s*\d")).set_parse_action(
    lambda t: [[Connive(t[0])]])



def _support(n: int) -> list[list[I.Instruction]]:
    """701.41a: "Support N" on a permanent is "Put a +1/+1 counter on each of up to N other
    target creatures"; on an instant or sorcery spell, "... up to N target creatures". The
    spell is never a creature on the battlefield, so "other" (not this object) excludes
    nothing for it: one reading serves both."""
    spec = I.TargetSpec("creature", s.And((s.InZone(("battlefield",)), s.IsType("Creature"),
                                           s.Not(s.IsSource()))),
                        count=n, up_to=True, description=f"up to {n} other target creatures")
    return [[I.PutCounters("+1/+1", 1, on=_pending(spec))]]


#: 701.41a: "Support N".
SUPPORT = (sup("support") + DIGITS + ~pp.Literal(",")).set_parse_action(
    lambda t: _support(t[0]))

#: 701.62a: "manifest dread", ending its sentence or followed by ", then" (a pronoun after
#: it, "that creature", names the permanent manifested: `compiler.grammar.refs`).
MANIFEST_DREAD = (sup("manifest dread") + pp.FollowedBy(
    pp.Literal(".") | pp.StringEnd() | (pp.Literal(",") + sup("then")))
                  ).set_parse_action(lambda: [[ManifestDread()]])

#: 701.35a: "detain <target>": until its controller's next turn, the targets can't attack or
#: block and their activated abilities can't be activated (one effect, 611.2c). "detain
#: each ..." (not targets) isn't read here.
DETAIN = (sup("detain") + TARGET_OBJECT).set_parse_action(
    lambda t: [[I.CreateEffect(parts=DETAIN_PARTS, affected=t[0],
                               duration=UNTIL_YOUR_NEXT_TURN)]])

#: 701.61a: "forage" as an effect (as a cost, "{T}, Forage:", it isn't read).
FORAGE = sup("forage").set_parse_action(lambda: [[Forage()]])
#: 701.48a: "learn".
LEARN = sup("learn").set_parse_action(lambda: [[Learn()]])
#: 701.49a-c: "venture into the dungeon" ("venture into Undercity", 701.49d, comes with the
#: initiative, 725, and isn't read).
VENTURE = sup("venture into the dungeon").set_parse_action(lambda: [[Venture()]])
#: 701.51a-b: "open an Attraction"; 701.52a: "roll to visit your Attractions".
OPEN_ATTRACTION = sup("open an attraction").set_parse_action(lambda: [[OpenAttraction()]])
ROLL_TO_VISIT = sup("roll to visit your attractions").set_parse_action(
    lambda: [[RollToVisit()]])
#: 701.33: "abandon this scheme" (314.7: the ability's source).
ABANDON = sup("abandon this scheme").set_parse_action(lambda: [[AbandonScheme()]])
#: 701.31: "planeswalk" (the ability's controller; 701.31a: if the planar controller).
PLANESWALK = (sup("planeswalk") + ~pp.Word(pp.alphas)).set_parse_action(
    lambda: [[Planeswalk()]])
#: 311.7: "chaos ensues".
CHAOS_ENSUES = sup("chaos ensues").set_parse_action(lambda: [[ChaosEnsues()]])

KEYWORD_ACTION_CLAUSES: list[pp.ParserElement] = [BOLSTER, POPULATE, AMASS, CONNIVES,
                                                  SUPPORT, MANIFEST_DREAD, DETAIN, FORAGE,
                                                  ENDURES, DISCOVER, CLASH, EARTHBEND,
                                                  *BLIGHT_CLAUSES, FATESEAL, TIME_TRAVEL,
                                                  AIRBEND, COLLECT_EVIDENCE,
                                                  *SUSPECT_CLAUSES, INCUBATE, HARNESS,
                                                  CONVERT, RING_TEMPTS, LEARN, VENTURE,
                                                  OPEN_ATTRACTION, ROLL_TO_VISIT, ABANDON,
                                                  PLANESWALK, CHAOS_ENSUES,
                                                  FLIP, RETURN_FLIPPED,  # 710, 110.5b
                                                  *SECTOR_CLAUSES,
                                                  FACE_DOWN_TOP,  # 701.40a, 701.58a
                                                  ROLL_DIE]  # 706.1

__all__ = ["KEYWORD_ACTION_CLAUSES"]
