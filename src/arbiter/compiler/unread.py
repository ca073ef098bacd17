"""Where a line Arbiter can't read would matter (principle 5; 113.6).

A line the compiler can't read becomes an `UnsupportedAbility` that keeps its text. The engine
stops the game the moment such a line would matter, so this module says, for each line, what
kind of ability it is and in which zones it functions:

- 113.3a / 113.6: an instant's or sorcery's text is a spell ability, followed on the stack;
  the abilities of every other object function on the battlefield.
- 113.6b / 113.6m: an ability that names the zone its object is in ("as long as ~ is in your
  graveyard", "return ~ from your graveyard", "discard ~") functions there.
- 113.6d-g: what modifies how its own object is cast (a cost, an alternative cost, "can't be
  countered", cast from another zone) functions on the stack, and while its cost is
  determined; a keyword that lets it be cast from a zone functions in that zone.
- 113.6a / 113.6c / 113.6k: a characteristic-defining ability, and one that works "from
  anywhere", functions in every zone.
- 113.6h: what modifies how it enters functions as it enters (the battlefield).
- 602.1 / 113.6j: an activated ability matters only when it is activated: from the zones
  where its cost can be paid.
- 100.2a / 113.6n: a deck-construction rule functions before the game, not in it.

Every test is conservative: when a line might function in a zone, the zone is included, so
an unread line never goes unnoticed (an honest "not yet" is better than a wrong answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from arbiter.compiler.grammar.text import normalize
from arbiter.rules.abilities import UnsupportedAbility

BATTLEFIELD, STACK, HAND, GRAVEYARD, EXILE, LIBRARY, COMMAND = (
    "battlefield", "stack", "hand", "graveyard", "exile", "library", "command")
EVERYWHERE = frozenset({BATTLEFIELD, STACK, HAND, GRAVEYARD, EXILE, LIBRARY, COMMAND})

#: The kinds of unread ability: how the engine meets it.
SPELL, ACTIVATED, TRIGGERED, STATIC, REPLACEMENT, COST, DECK = (
    "spell", "activated", "triggered", "static", "replacement", "cost", "deck")


@dataclass(frozen=True)
class UnreadUse:
    """What an unread line is (`kind`), the zones where it functions by being there (113.6),
    and the zones from which a player may activate it or take it as a special action (602.1,
    113.6j, 116.2): there it matters only when used."""

    kind: str
    zones: frozenset[str]
    activated_from: frozenset[str] = frozenset()


def _activated(*zones: str, works_in: frozenset[str] = frozenset()) -> UnreadUse:
    return UnreadUse(ACTIVATED, works_in, frozenset(zones))


_Z = frozenset

#: 702: keywords and keyword-like words (ability words excluded) by the kind of ability they
#: are and the zones they function in. Read from the CR's own definitions.
_KEYWORDS: dict[str, UnreadUse] = {
    # 702.29 cycling and its variants, 702.52 transmute, 702.49 ninjutsu, 702.57 forecast,
    # 702.77 reinforce: activated from the hand.
    **{k: _activated(HAND) for k in (
        "cycling", "landcycling", "basic landcycling", "transmute", "ninjutsu",
        "commander ninjutsu", "forecast", "reinforce", "channel", "bloodrush")},
    # 702.84 unearth, 702.97 scavenge, 702.128 embalm, 702.129 eternalize, 702.141 encore:
    # activated from the graveyard.
    **{k: _activated(GRAVEYARD) for k in (
        "unearth", "scavenge", "embalm", "eternalize", "encore")},
    # Activated abilities of permanents (702.6 equip, 702.67 fortify, 702.107 outlast,
    # 702.87 level up, 702.122 crew, 702.171 saddle, 702.142 boast, 702.167 craft,
    # 702.177 exhaust, 702.184 station).
    **{k: _activated(BATTLEFIELD) for k in (
        "equip", "fortify", "outlast", "level up", "crew", "saddle", "boast", "craft",
        "exhaust", "station", "auraswap", "transfigure")},
    # 113.6d-e: what changes how its own object is cast, or its cost (702.33 kicker,
    # 702.27 buyback, 702.42 entwine, 702.74 evoke, 702.96 overload, 702.51 convoke,
    # 702.66 delve, 702.126 improvise, 702.41 affinity, 702.117 surge, 702.119 emerge,
    # 702.137 spectacle, 702.153 casualty, 702.172 blitz, 702.103 bestow (and what it
    # does on the battlefield, 702.103d), 702.47 splice, 702.102 fuse, 702.125 undaunted,
    # 702.132 assist, 702.148 cleave, 702.157 squad, 702.174 gift, 702.175 offspring,
    # 702.176 impending, 702.140 mutate, 702.37 morph / megamorph, 702.168 disguise,
    # 702.109 dash, 702.76 prowl, 702.95 tribute? no: tribute enters.)
    **{k: UnreadUse(COST, _Z({STACK})) for k in (
        "kicker", "multikicker", "buyback", "entwine", "evoke", "overload", "convoke",
        "delve", "improvise", "affinity for", "affinity for artifacts", "surge", "emerge",
        "spectacle", "casualty", "blitz", "splice", "fuse", "undaunted", "assist", "cleave",
        "gift", "offspring", "impending", "mutate", "dash", "prowl", "replicate", "conspire",
        "awaken", "escalate", "spree", "freerunning", "bargain", "harmonize", "sneak",
        "jump-start", "demonstrate")},
    **{k: UnreadUse(COST, _Z({STACK, BATTLEFIELD})) for k in (
        "bestow", "morph", "megamorph", "disguise")},
    # 113.6f: keywords that let it be cast from another zone (702.34 flashback, 702.138
    # escape, 702.81 retrace, 702.127 aftermath, 702.146 disturb): casting it that way is
    # what a player does from the graveyard, offered and stopped like an activation.
    **{k: UnreadUse(COST, _Z(), _Z({GRAVEYARD})) for k in (
        "flashback", "escape", "retrace", "aftermath", "disturb",
        "mayhem")},  # 702.187a
    # 116.2f / 116.2h / 116.2k: suspending, foretelling and plotting are special actions
    # taken from the hand; the card then works from exile (702.62a time counters, 702.143a /
    # 702.170a cast from exile, which is where a card cast that way comes from).
    **{k: _activated(HAND, works_in=_Z({EXILE})) for k in ("suspend", "foretell", "plot")},
    # 702.35 madness replaces discarding it and then works from exile; 702.94 miracle works
    # as it is drawn.
    **{k: UnreadUse(STATIC, _Z({STACK, HAND, EXILE})) for k in ("madness", "miracle")},
    # 702.52 dredge replaces a draw while the card is in the graveyard.
    "dredge": UnreadUse(REPLACEMENT, _Z({GRAVEYARD})),
    # 702.40 storm, 702.85 cascade, 702.60 ripple, 702.50 epic, 702.125 gravestorm: they
    # trigger as the spell is cast; 702.88 rebound and 702.99 cipher act from the stack and
    # then from exile.
    **{k: UnreadUse(TRIGGERED, _Z({STACK})) for k in (
        "storm", "cascade", "ripple", "epic", "gravestorm", "discover")},
    **{k: UnreadUse(TRIGGERED, _Z({STACK, EXILE})) for k in ("rebound", "cipher")},
    # 702.55 haunt: from the battlefield and then from exile.
    "haunt": UnreadUse(TRIGGERED, _Z({BATTLEFIELD, EXILE})),
    # 702.124 partner (deck construction, 702.124c) and 702.139 companion (before the game).
    **{k: UnreadUse(DECK, _Z()) for k in ("partner", "companion", "friends forever",
                                           "choose a background", "doctor's companion")},
    # 702.73 changeling and 702.114 devoid are characteristic-defining (113.6a).
    **{k: UnreadUse(STATIC, EVERYWHERE) for k in ("changeling", "devoid")},
}

#: 207.2c: an ability word; 714.2b: a Saga's chapter numerals are not one.
_ABILITY_WORD = re.compile(r"^(?!(?:I|II|III|IV|V|VI) - )[A-Z][\w'-]*(?: [\w'-]+){0,3} - ")
_ACTIVATED = re.compile(r"^(?:\[[^\]]*\]|[^\"]*?):\s")
_LOYALTY = re.compile(r"^\[?[+-]?(?:\d+|X)\]?:\s")
_TRIGGER = re.compile(r"^(?:When|Whenever|At)\b|^(?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))*"
                      r" - ")
_CAST_TRIGGER = re.compile(r"\bwhen(?:ever)? you cast ~|\bwhen(?:ever)? ~ is cast|"
                           r"\bwhen you cast this spell", re.I)
#: 702.29 / 701.9: "when you cycle ~", "when ... causes you to discard ~" (from the hand).
_HAND_TRIGGER = re.compile(r"\bwhen(?:ever)? (?:you|a player) (?:cycles?|discards?) ~|"
                           r"\bcauses? you to discard ~", re.I)
_REPLACEMENT = re.compile(r"\benters(?: the battlefield)?(?: tapped)?(?: with| as| tapped|"
                          r" under)|^As ~ enters|\bIf [^.]* would [^.]*\binstead\b|"
                          r"\bskip\b|\bPrevent\b|\bwould\b[^.]*\binstead\b", re.I)
_COST = re.compile(r"(?:^|[.;] )~ costs?\b|\b~ can't be (?:countered|copied)\b|"
                   r"\brather than pay ~'s mana cost|(?:^|[.;] )As an additional cost to cast ~|"
                   r"\byou may cast ~\b|\b~ can be cast\b|\bcast ~ (?:as though|without paying)|"
                   r"^Splice onto|^Fuse\b|^Aftermath\b|\bspend only\b[^.]*\bto cast ~|"
                   r"\bcan't cast ~|\bcast ~ only\b|^Flash\b", re.I)
_CDA = re.compile(r"^~(?:'s power| is every| is all colors| is colorless| is the chosen| "
                  r"is (?:white|blue|black|red|green)\b)|^~'s (?:power|toughness)", re.I)
_DECK = re.compile(r"^A deck can have|\bdeck construction\b|\bas you draft\b|\bdraft(?:ed|s)? \b|"
                   r"\bstarting (?:hand|life)\b|\bbefore (?:the game|shuffling)", re.I)
_ANYWHERE = re.compile(r"~ (?:is|would be) put into [^.]*\bfrom anywhere\b", re.I)
#: 113.6b / 113.6m: the object's own zone named in its ability.
_ZONE_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (GRAVEYARD, re.compile(
        r"~ (?:is|was|were) (?:in|put into) (?:your|a|an opponent's|its owner's) graveyard"
        r"(?! from the battlefield)|~ from (?:your|a|its owner's) graveyard|"
        r"(?:return|cast|exile|put|play|shuffle|reveal)s? ~[^.,:]*?\bfrom (?:your|a|its "
        r"owner's) graveyard|~ is in your graveyard|~ would be put into (?:your|a) graveyard",
        re.I)),
    (HAND, re.compile(
        r"~ (?:is|was) in (?:your|a player's|its owner's) hand|~ from (?:your|a|its owner's) "
        r"hand|(?:reveal|discard|cycle|exile|cast|put|play)s? ~[^.,:]*?\bfrom (?:your|a|its "
        r"owner's) hand|\b(?:discards?|cycles?|reveals?|draws?) ~|you draw ~|~ is drawn|"
        r"in your opening hand", re.I)),
    (EXILE, re.compile(
        r"~ (?:is|was) (?:in exile|exiled|put into exile)|~ from exile|(?:cast|return|put|"
        r"play)s? ~[^.,:]*?\bfrom exile|~ is in exile|time counters? on ~", re.I)),
    (LIBRARY, re.compile(
        r"~ (?:is|was) (?:in|on top of|put into (?:a graveyard|your graveyard) from) "
        r"(?:your|its owner's) library|~ from (?:your|its owner's) library|"
        r"(?:reveal|cast|play|put)s? ~[^.,:]*?\bfrom (?:the top of )?(?:your|its owner's) "
        r"library|~ (?:is|was) (?:put into (?:a|your) graveyard|milled) from (?:your|a) "
        r"library", re.I)),
    (COMMAND, re.compile(r"~ (?:is|was) in the command zone|~ (?:onto the battlefield )?from "
                         r"the command zone", re.I)),
)


def _first_word_keyword(body: str) -> UnreadUse | None:
    low = body.lower()
    for key in sorted(_KEYWORDS, key=len, reverse=True):
        if low.startswith(key) and re.match(r"(?:$|[\s,.{\d-])", low[len(key):]):
            return _KEYWORDS[key]
    m = re.match(r"^(?:[a-z]+ )?(?:[a-z]+)cycling\b", low)
    if m:
        return _KEYWORDS["cycling"]  # 702.29e-f: typecycling and basic landcycling
    return None


def _self_zones(body: str) -> frozenset[str]:
    """113.6b / 113.6m: the zones the ability names for its own object."""
    unquoted = "".join(p for i, p in enumerate(body.split('"')) if i % 2 == 0)
    if _ANYWHERE.search(unquoted):
        return EVERYWHERE
    return frozenset(zone for zone, pattern in _ZONE_WORDS if pattern.search(unquoted))


@lru_cache(maxsize=65536)
def classify(text: str, name: str, spell: bool, command: bool = False,
             legendary: bool = False) -> UnreadUse:
    """The kind of an unread line and the zones it functions in (113.6). `spell`: its object
    is an instant or sorcery; `command`: an object whose abilities function in the command
    zone (113.6p: emblems, planes, schemes, vanguards, conspiracies)."""
    line = normalize(text, name, legendary)
    keyword = _first_word_keyword(line)  # "Suspend 4 - {U}" is no ability word (207.2c)
    body = line if keyword is not None else _ABILITY_WORD.sub("", line)
    home = _Z({COMMAND}) if command else _Z({STACK}) if spell else _Z({BATTLEFIELD})
    if keyword is None:
        keyword = _first_word_keyword(body)
    if keyword is not None:
        if keyword.activated_from:
            return keyword
        own = keyword.kind in (TRIGGERED, STATIC, REPLACEMENT)
        zones = keyword.zones | home if own else keyword.zones
        return UnreadUse(keyword.kind, zones | _self_zones(body))
    if _DECK.search(body):
        return UnreadUse(DECK, _Z())
    if _ACTIVATED.match(body) or _LOYALTY.match(body):
        cost = body.split(":", 1)[0]
        where = _self_zones(body)
        if not where:
            where = _Z({HAND}) if spell else _Z({BATTLEFIELD})
        if re.search(r"\bDiscard ~|\bReveal ~|~ from your hand", cost):
            where = where | _Z({HAND})
        return UnreadUse(ACTIVATED, _Z(), where)
    own = _self_zones(body)
    zones = home | own
    if _CDA.search(body):
        return UnreadUse(STATIC, EVERYWHERE)
    if _TRIGGER.match(body):
        if _CAST_TRIGGER.search(body):
            zones = zones | _Z({STACK})  # 113.6k: "when you cast ~"
        if _HAND_TRIGGER.search(body):
            zones = zones | _Z({HAND, GRAVEYARD})  # 113.6k: "when you cycle / discard ~"
        return UnreadUse(TRIGGERED, zones)
    if _COST.search(body):
        return UnreadUse(COST, own | _Z({STACK}))  # 113.6d-f
    if spell and not own:
        return UnreadUse(SPELL, home)  # 113.3a: followed as the spell resolves
    if _REPLACEMENT.search(body):
        return UnreadUse(REPLACEMENT, zones)
    return UnreadUse(STATIC, zones)


def unsupported(text: str, name: str, spell: bool = False, command: bool = False,
                legendary: bool = False) -> UnsupportedAbility:
    """The explicit unsupported part for an unread line (principle 5), classified."""
    from arbiter.rules.keywords import strip_reminder

    use = classify(text, name, spell, command, legendary)
    return UnsupportedAbility(text=strip_reminder(text), card=name, kind=use.kind,
                              zones=use.zones, activated_from=use.activated_from)
