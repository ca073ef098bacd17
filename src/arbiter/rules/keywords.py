"""702: keyword abilities as data, built from one keyword's text ("Ward {2}", "Protection
from instants", "Islandwalk"); the grammar of keyword lines is `compiler.keywords.keywords`."""

from __future__ import annotations

import re
from functools import cache

from arbiter.cards.subtypes import LAND_TYPES
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.landwalk import QUALITIES
from arbiter.rules.parts import EveryCreatureType, SetColors
from arbiter.rules.selectors import SELF
from arbiter.rules.typecycling import typecycling
from arbiter.state.effects import EffectSpec
from arbiter.vocab import BASIC_LAND_TYPES

#: Keywords with no parameter (702.2-702.19 and others the supported cards use).
SIMPLE = frozenset({
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shroud", "trample",
    "vigilance", "changeling", "devoid", "daybound", "nightbound", "decayed", "compleated",
    "affinity for artifacts", "convoke", "prowess", "fear", "intimidate", "shadow", "horsemanship",
    "skulk", "wither", "infect", "persist", "undying", "exalted", "split second", "rebound",
    "cascade", "delve", "storm", "gravestorm", "sunburst", "living weapon", "ascend", "undaunted",
    "partner", "training", "banding", "flanking", "phasing", "epic", "haunt", "unleash",
    "evolve", "extort", "cipher", "riot", "mentor", "jump-start", "melee",
    "provoke", "soulbond", "forestwalk", "islandwalk", "swampwalk", "mountainwalk", "plainswalk",
    "improvise",  # 702.126
    "retrace",  # 702.81a
    "bargain",  # 702.166a
    "exploit",  # 702.110a
    "battle cry", "myriad", "dethrone", "enlist",  # 702.91, 702.116, 702.105, 702.154
    "spree",  # 702.172a (its modes' costs: compiler.keywords.spree)
    "fuse", "aftermath",  # 702.102a, 702.127a
    "conspire",  # 702.78a
    "living metal", "for mirrodin!",  # 702.161, 702.163
    "start your engines!",  # 702.179a (engine.players.speed)
    "umbra armor",  # 702.89
    "ingest",  # 702.115
    "ravenous",  # 702.156a (engine.keywords.ravenous)
    "job select",  # 702.182a (engine.keywords.job_select)
    "read ahead",  # 702.155 (engine.keywords.read_ahead)
    "tiered",  # 702.183a (compiler.keywords.tiered)
    "demonstrate",  # 702.144a (engine.keywords.demonstrate)
    "assist",  # 702.132a (engine.keywords.assist)
    "space sculptor",  # 702.158 (engine.keywords.space_sculptor)
})
#: Keywords followed by a cost or number (702.x): "Ward {2}", "Equip {2}", "Crew 1" ...
WITH_PARAM = (
    "ward", "equip", "crew", "level up", "mutate", "disguise", "morph", "megamorph", "dash",
    "impending", "flashback", "disturb", "cycling", "enchant", "protection from",
    "kicker", "madness", "ninjutsu", "suspend", "echo", "cumulative upkeep", "bushido",
    "rampage", "fading", "vanishing", "modular", "bloodthirst", "annihilator", "afflict",
    "toxic", "bestow", "embalm", "eternalize", "escape", "foretell", "reconfigure", "blitz",
    "casualty", "backup", "craft", "offspring", "plot", "saddle", "encore", "squad",
    "landwalk", "hexproof from", "transmute", "reinforce", "unearth", "evoke", "entwine", "buyback",
    "overload", "surge", "emerge", "spectacle", "adapt", "outlast", "scavenge", "transfigure",
    "station", "gift", "renown", "mobilize", "exhaust", "fortify", "amplify", "affinity for",
    "multikicker",  # 702.33c
    "escalate", "freerunning",  # 702.120, 702.173: never ability words (207.2c)
    "replicate",  # 702.56a
    "ripple",  # 702.60a
    "commander ninjutsu",  # 702.49d (engine.keywords.ninjutsu)
    # 702.123, 702.82, 702.58, 702.46, 702.104, 702.135 (engine.keywords.counter_keywords)
    "fabricate", "devour", "graft", "soulshift", "tribute", "afterlife",
    "prototype",  # 702.160a (rules.prototype)
    "dredge",  # 702.52a (engine.keywords.dredge)
    "warp",  # 702.185a (engine.keywords.warp)
    "miracle",  # 702.94a (engine.keywords.miracle)
    "poisonous", "frenzy",  # 702.70a, 702.68a (engine.keywords.triggered_keywords)
    "awaken",  # 702.113a (engine.keywords.awaken)
    "prowl",  # 702.76a (engine.keywords.prowl)
    "recover",  # 702.59a (engine.keywords.recover)
    "champion",  # 702.72a (engine.keywords.champion)
    "hideaway",  # 702.75a (engine.keywords.hideaway)
    "absorb",  # 702.64a (engine.keywords.absorb)
    "aura swap",  # 702.65a (engine.keywords.aura_swap)
    "firebending",  # 702.189a (engine.keywords.firebending)
    "mayhem",  # 702.187b (engine.keywords.mayhem)
    "more than meets the eye",  # 702.162a (engine.keywords.cast_converted)
    "web-slinging",  # 702.188a (engine.keywords.web_slinging)
    "splice",  # 702.47a (engine.keywords.splice)
    "harmonize",  # 702.180a (engine.keywords.harmonize)
    "cleave",  # 702.148a (rules.cleave)
)


#: The keywords whose rules the engine carries out (702.x, each cited where it is enforced).
#: A keyword outside this set is still recognised, but reading it would be a silent no-op, so
#: the compiler leaves its line (or a grant of it) as an explicit unsupported part
#: (principle 5).
ENFORCED = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "lifelink", "vigilance", "haste",
    "trample", "reach", "menace", "hexproof", "indestructible", "defender", "flash", "shroud",
    "changeling", "devoid", "daybound", "nightbound", "compleated", "affinity for artifacts",
    "landwalk", "protection from", "equip", "crew", "level up", "mutate", "disguise", "morph",
    "dash", "impending", "flashback", "disturb", "enchant",
    "decayed", "ward", "split second",
    "fear", "intimidate", "shadow", "horsemanship", "skulk",  # engine.combat.evasion
    "wither", "infect",  # engine.replacement.damage (120.3b/d)
    "soulbond",  # engine.keywords.soulbond (702.95)
    "renown",  # engine.keyword_actions.designations (702.112)
    "phasing",  # engine.keywords.phasing (702.26a, 502.1)
    "convoke", "improvise", "delve",  # engine.mana.substitutes (702.51a, 702.126a, 702.66a)
    # engine.keywords.counter_keywords (702.79, 702.93, 702.100, 702.110, 702.92, 702.136,
    # 702.98, 702.44)
    "persist", "undying", "evolve", "exploit", "living weapon", "riot", "unleash", "sunburst",
    "rebound",  # engine.keywords.rebound (702.88a)
    "fuse", "aftermath",  # engine.casting.split_cards (702.102, 702.127)
    "cipher",  # engine.keywords.cipher (702.99a)
    "station",  # engine.keywords.station (702.184a)
    "living metal",  # rules.living_metal (702.161a)
    "umbra armor",  # engine.keywords.umbra_armor (702.89a)
    "ascend",  # engine.keywords.ascend (702.131a-b)
    "banding",  # engine.keywords.banding (702.22a-m)
    "undaunted",  # engine.keywords.undaunted (702.125a)
    "space sculptor",  # engine.keywords.space_sculptor (702.158, 704.5u)
    "start your engines!",  # engine.players.speed (702.179a)
    "read ahead",  # engine.keywords.read_ahead (702.155a-c)
    "assist",  # engine.keywords.assist (702.132a)
    "haunt",  # engine.keywords.haunt (702.55a)
    "epic",  # engine.keywords.epic (702.50a)
})


def strip_reminder(text: str) -> str:
    """Reminder text in parentheses has no rules meaning (207.2)."""
    return re.sub(r"\s*\([^)]*\)", "", text).strip()


def _landwalk(word: str) -> str | None:
    """702.14a: the land quality of a "[type]walk" keyword: a land type ("islandwalk":
    "Island", "desertwalk": "Desert"), or a supertype or card type with the word "land"
    ("nonbasic landwalk": "nonbasic", "artifact landwalk": "artifact") or before a land type
    ("snow swampwalk": "snow Swamp"); judged by `rules.landwalk.walked`."""
    m = re.fullmatch(r"(?:(\w+) )?(\w+)walk", word.lower())
    if m is None:
        return None
    quality, kind = m.groups()
    if quality is not None and quality not in QUALITIES:
        return None
    if kind == "land":
        return quality  # "nonbasic landwalk", "snow landwalk" (bare "landwalk": no quality)
    if kind.title() not in BASIC_LAND_TYPES and kind.title() not in LAND_TYPES:
        return None
    return kind.title() if quality is None else f"{quality} {kind.title()}"


@cache
def keyword_ability(text: str) -> KeywordAbility:
    """One keyword, e.g. "Ward {2}" -> KeywordAbility(keyword="ward", param="{2}")."""
    t = text.strip()
    low = t.lower()
    if low == "changeling":
        # 702.73a: a CDA, "This object is every creature type."
        return KeywordAbility(text=t, keyword="changeling", cda=True,
                              effects=(EffectSpec(SELF, (EveryCreatureType(),)),))
    if low == "devoid":
        # 702.114a: a CDA, "This object is colorless."
        return KeywordAbility(text=t, keyword="devoid", cda=True,
                              effects=(EffectSpec(SELF, (SetColors(colors=frozenset()),)),))
    if low.startswith("impending"):
        # 702.176a: "As long as this permanent's impending cost was paid and it has a time
        # counter on it, it isn't a creature."
        from arbiter.rules.conditions import SourceCastWith
        from arbiter.rules.parts import RemoveTypes

        return KeywordAbility(
            text=t, keyword="impending", param=t[len("impending"):].strip(),
            effects=(EffectSpec(SELF, (RemoveTypes(types=frozenset({"Creature"})),),
                                condition=SourceCastWith("impending", counter="time")),))
    if low.startswith("dash"):
        # 702.109a: "As long as this permanent's dash cost was paid, it has haste."
        from arbiter.rules.conditions import SourceCastWith
        from arbiter.rules.parts import AddAbilities

        return KeywordAbility(
            text=t, keyword="dash", param=t[len("dash"):].strip(),
            effects=(EffectSpec(SELF, (AddAbilities(abilities=(keyword_ability("Haste"),)),),
                                condition=SourceCastWith("dash")),))
    if low.startswith("blitz"):
        # 702.152a: "As long as this permanent's blitz cost was paid, it has haste and ..."
        # (its triggered half: `engine.keywords.blitz`).
        from arbiter.rules.conditions import SourceCastWith
        from arbiter.rules.parts import AddAbilities

        return KeywordAbility(
            text=t, keyword="blitz", param=t[len("blitz"):].strip().lstrip("\u2014").strip(),
            effects=(EffectSpec(SELF, (AddAbilities(abilities=(keyword_ability("Haste"),)),),
                                condition=SourceCastWith("blitz")),))
    if low.startswith("bestow"):
        from arbiter.rules.bestow import bestow_keyword

        # 702.103b: an Aura with enchant creature while bestowed
        return bestow_keyword(t, t[len("bestow"):].strip().lstrip("\u2014").strip() or None)
    if low.startswith("reconfigure"):
        from arbiter.rules.reconfigure import reconfigure_keyword

        # 702.151b: not a creature while attached
        return reconfigure_keyword(t, t[len("reconfigure"):].strip() or None)
    if low == "living metal":
        from arbiter.rules.living_metal import living_metal_ability

        return living_metal_ability(t)  # 702.161a: an artifact creature during your turn
    if low == "unleash":
        from arbiter.rules.unleash import unleash_ability

        return unleash_ability(t)  # 702.98a: "can't block as long as it has a +1/+1 counter"
    cycled = typecycling(t)
    if cycled is not None:
        return cycled  # 702.29e-f: typecycling, a cycling ability ("Plainscycling {2}")
    offering = re.fullmatch(r"([a-z][a-z'-]*) offering", low)
    if offering:
        # 702.48a: "[Quality] offering", the quality a card type or subtype
        return KeywordAbility(text=t, keyword="offering", param=t.split()[0].title())
    land = _landwalk(low)
    if land:
        # 702.14: landwalk, e.g. islandwalk.
        return KeywordAbility(text=t, keyword="landwalk", param=land)
    if low in SIMPLE:
        return KeywordAbility(text=t, keyword=low)
    for kw in sorted(WITH_PARAM, key=len, reverse=True):
        if low.startswith(kw + " ") or low.startswith(kw + "\u2014") or low == kw:
            param = t[len(kw):].strip().lstrip("\u2014").strip() or None
            return KeywordAbility(text=t, keyword=kw, param=param)
    raise ValueError(f"not a keyword: {text!r}")
