"""702: the keyword abilities of attacks, blocks and casting that the CR defines as triggered
abilities, each built from its definition in its own module, and which of their instances
the engine carries out:

    attack_triggers   702.83 exalted, 702.91 battle cry, 702.121 melee, 702.134 mentor,
                      702.149 training, 702.105 dethrone, 702.86 annihilator N,
                      702.181 mobilize N, 702.68 frenzy N, 702.189 firebending N
    block_triggers    702.25 flanking, 702.45 bushido N, 702.23 rampage N, 702.130 afflict N
    prowess           702.108 prowess
    extort            702.101 extort
    combat_damage_triggers  702.70 poisonous N, 702.115 ingest
    recover           702.59 recover [cost] (functions in a graveyard, 113.6m)
    hideaway          702.75 hideaway N
    myriad            702.116 myriad
    backup            702.165 backup N
    enlist            702.154 enlist (an optional cost to attack and its linked "When you
                      do" ability; nothing triggers from the keyword itself)
    toxic             702.164 toxic N (a static ability of combat damage)
    storm             702.40 storm, 702.69 gravestorm (copies of the spell as it is cast)
    cascade           702.85 cascade
    demonstrate       702.144 demonstrate (copies of the spell as it is cast)
    ripple            702.60 ripple N
    provoke           702.39 provoke (a 509.1c blocking requirement)

`engine.keywords.triggered.keyword_trigger` asks `trigger_for` for each keyword instance a
permanent has. A keyword whose N isn't a number printed on the card ("Annihilator X, where
X is ...") isn't carried out: `enforced` says so, and the compiler keeps it unread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arbiter.engine.keywords import attack_triggers as attack
from arbiter.engine.keywords import block_triggers as block
from arbiter.engine.keywords import storm, toxic
from arbiter.engine.keywords.backup import backup
from arbiter.engine.keywords.cascade import cascade
from arbiter.engine.keywords.combat_damage_triggers import ingest, poisonous
from arbiter.engine.keywords.demonstrate import demonstrate
from arbiter.engine.keywords.extort import extort
from arbiter.engine.keywords.firebending import firebending
from arbiter.engine.keywords.hideaway import hideaway
from arbiter.engine.keywords.myriad import myriad
from arbiter.engine.keywords.provoke import provoke
from arbiter.engine.keywords.prowess import prowess
from arbiter.engine.keywords.recover import recover
from arbiter.engine.keywords.ripple import ripple
from arbiter.rules.abilities import TriggeredAbility

_Builder = Callable[[str | None], TriggeredAbility | None]

#: Keyword -> its triggered ability, from its parameter (None: not carried out).
TRIGGERS: dict[str, _Builder] = {
    "prowess": lambda _p: prowess(),  # 702.108a
    "exalted": lambda _p: attack.exalted(),  # 702.83a
    "battle cry": lambda _p: attack.battle_cry(),  # 702.91a
    "melee": lambda _p: attack.melee(),  # 702.121a
    "mentor": lambda _p: attack.mentor(),  # 702.134a
    "training": lambda _p: attack.training(),  # 702.149a
    "dethrone": lambda _p: attack.dethrone(),  # 702.105a
    "annihilator": attack.annihilator,  # 702.86a
    "mobilize": attack.mobilize,  # 702.181a
    "frenzy": attack.frenzy,  # 702.68a
    "myriad": lambda _p: myriad(),  # 702.116a
    "flanking": lambda _p: block.flanking(),  # 702.25a
    "bushido": block.bushido,  # 702.45a
    "rampage": block.rampage,  # 702.23a
    "afflict": block.afflict,  # 702.130a
    "storm": lambda _p: storm.storm(),  # 702.40a
    "gravestorm": lambda _p: storm.gravestorm(),  # 702.69a
    "cascade": lambda _p: cascade(),  # 702.85a
    "ripple": ripple,  # 702.60a
    "extort": lambda _p: extort(),  # 702.101a
    "poisonous": poisonous,  # 702.70a
    "ingest": lambda _p: ingest(),  # 702.115a
    "recover": recover,  # 702.59a
    "hideaway": hideaway,  # 702.75a
    "firebending": firebending,  # 702.189a
    "demonstrate": lambda _p: demonstrate(),  # 702.144a
    "provoke": lambda _p: provoke(),  # 702.39a
}

#: Every keyword of this family (the compiler's enforced check asks `enforced`).
KEYWORDS = frozenset({*TRIGGERS, "backup", "enlist", "toxic"})


def trigger_for(keyword: str, param: str | None, extra: tuple[Any, ...] = ()
                ) -> TriggeredAbility | None:
    """The triggered ability this keyword instance stands for (None: none, or not carried
    out). `extra`: backup's abilities printed below it (702.165a)."""
    if keyword == "backup":
        return backup(param, extra)
    build = TRIGGERS.get(keyword)
    return build(param) if build is not None else None


def enforced(keyword: str, param: str | None) -> bool:
    """Does the engine carry out this instance? Those with N need a number (702.23a ...)."""
    if keyword == "enlist":
        return True  # 702.154: `engine.keywords.enlist`
    if keyword == "toxic":
        return toxic.readable(param)  # 702.164a
    return trigger_for(keyword, param) is not None


__all__ = ["KEYWORDS", "TRIGGERS", "enforced", "trigger_for"]
