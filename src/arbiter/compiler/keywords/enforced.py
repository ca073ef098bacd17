"""Which keyword abilities the engine carries out (702): a keyword line is read only when
every keyword in it is enforced; any other is an explicit unsupported part (principle 5)."""

from __future__ import annotations

from arbiter.compiler.grammar.enchant_param import readable_enchant
from arbiter.engine.casting.from_graveyard import WAYS as GRAVEYARD_CASTING
from arbiter.engine.casting.from_graveyard import keyword_enforced as graveyard_cast_enforced
from arbiter.engine.casting.keyword_alternative_costs import paid_in_words
from arbiter.engine.casting.optional_costs import KEYWORDS as OPTIONAL_COST_KEYWORDS
from arbiter.engine.casting.optional_costs import keyword_costs
from arbiter.engine.keywords.absorb import absorb_n
from arbiter.engine.keywords.aura_swap import aura_swap_ability
from arbiter.engine.keywords.awaken import awaken_param
from arbiter.engine.keywords.blitz import blitz_cost
from arbiter.engine.keywords.cast_converted import converted_cost
from arbiter.engine.keywords.champion import champion_quality
from arbiter.engine.keywords.counter_keywords import KEYWORDS as COUNTER_KEYWORDS
from arbiter.engine.keywords.counter_keywords import enforced as counter_keyword_enforced
from arbiter.engine.keywords.craft import craft_ability
from arbiter.engine.keywords.dredge import dredge_number
from arbiter.engine.keywords.emerge import emerge_param
from arbiter.engine.keywords.equip import equip_mana
from arbiter.engine.keywords.escalate import escalate_cost
from arbiter.engine.keywords.evoke import evoke_cost
from arbiter.engine.keywords.face_up_costs import costs_in_words
from arbiter.engine.keywords.foretell import foretell_cost
from arbiter.engine.keywords.fortify import fortify_ability
from arbiter.engine.keywords.freerunning import freerunning_cost
from arbiter.engine.keywords.graveyard_activated import GRAVEYARD_KEYWORDS, graveyard_activated
from arbiter.engine.keywords.hand_activated import HAND_KEYWORDS, hand_activated
from arbiter.engine.keywords.harmonize import harmonize_cost
from arbiter.engine.keywords.hexproof_from import readable as hexproof_from_readable
from arbiter.engine.keywords.madness import madness_cost
from arbiter.engine.keywords.mayhem import mayhem_cost
from arbiter.engine.keywords.miracle import miracle_cost
from arbiter.engine.keywords.morph import readable_face_up_cost
from arbiter.engine.keywords.offering import quality_read as offering_quality_read
from arbiter.engine.keywords.outlast import outlast_ability
from arbiter.engine.keywords.overload import overload_cost
from arbiter.engine.keywords.plot import plot_cost
from arbiter.engine.keywords.protection import all_judged
from arbiter.engine.keywords.prowl import prowl_cost
from arbiter.engine.keywords.saddle import saddle_ability
from arbiter.engine.keywords.spectacle import spectacle_cost
from arbiter.engine.keywords.splice import splice_cost
from arbiter.engine.keywords.surge import surge_cost
from arbiter.engine.keywords.transfigure import transfigure_ability
from arbiter.engine.keywords.triggered import ward_cost
from arbiter.engine.keywords.triggered_keywords import KEYWORDS as TRIGGERED_FAMILY
from arbiter.engine.keywords.triggered_keywords import enforced as triggered_family_enforced
from arbiter.engine.keywords.upkeep_keywords import KEYWORDS as UPKEEP_KEYWORDS
from arbiter.engine.keywords.upkeep_keywords import enforced as upkeep_enforced
from arbiter.engine.keywords.warp import warp_cost
from arbiter.engine.keywords.web_slinging import web_slinging_cost
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.bestow import bestow_cost
from arbiter.rules.keywords import ENFORCED
from arbiter.rules.prototype import prototype_values
from arbiter.rules.reconfigure import reconfigure_cost


def enforced(ability: KeywordAbility) -> bool:
    """Does the engine carry out this keyword's rules?"""
    if ability.keyword == "ward":
        # 702.21a: only a ward cost the engine can ask for as the ability resolves (mana,
        # life, discarding a card); not X (702.21b) or other costs yet.
        return ward_cost(ability.param) is not None
    if ability.keyword == "hexproof from":
        return hexproof_from_readable(ability.param)  # 702.11d: a quality judged exactly
    if ability.keyword == "enchant":
        # 702.5a: only an enchant ability whose words the engine reads exactly.
        return readable_enchant(ability.param or "")
    if ability.keyword in GRAVEYARD_KEYWORDS:
        # 702.84a ...: only a cost the engine can pay (`rules.keyword_costs`).
        return graveyard_activated(ability) is not None
    if ability.keyword == "plot":
        return plot_cost(ability) is not None  # 702.170a: a cost of mana
    if ability.keyword == "foretell":
        return foretell_cost(ability) is not None  # 702.143a: a cost of mana
    if ability.keyword == "harmonize":
        return harmonize_cost(ability) is not None  # 702.180a: a cost of mana
    if ability.keyword == "splice":
        return splice_cost(ability) is not None  # 702.47a: Arcane or instant/sorcery, mana
    if ability.keyword == "madness":
        return madness_cost(ability) is not None  # 702.35a: a cost of mana
    if ability.keyword == "miracle":
        return miracle_cost(ability) is not None  # 702.94a: a cost of mana
    if ability.keyword == "warp":
        # 702.185a: a cost of mana, or in words (`engine.casting.keyword_alternative_costs`)
        return warp_cost(ability) is not None or paid_in_words(ability)
    if ability.keyword == "more than meets the eye":
        return converted_cost(ability) is not None  # 702.162a: a cost of mana
    if ability.keyword == "web-slinging":
        return web_slinging_cost(ability) is not None  # 702.188a: a cost of mana
    if ability.keyword == "blitz":
        # 702.152a: a cost of mana, or in words (`engine.casting.keyword_alternative_costs`)
        return blitz_cost(ability) is not None or paid_in_words(ability)
    if ability.keyword == "freerunning":
        return freerunning_cost(ability) is not None  # 702.173a: a cost of mana
    if ability.keyword == "mayhem":
        return mayhem_cost(ability) is not None  # 702.187b: a cost of mana (not 702.187c)
    if ability.keyword == "spectacle":
        return spectacle_cost(ability) is not None  # 702.137a: a cost of mana
    if ability.keyword == "dredge":
        # 702.52a: N printed as a number.
        return dredge_number(ability) is not None
    if ability.keyword in GRAVEYARD_CASTING:
        # 702.34a, 702.81a, 702.133a, 702.138a: only costs the engine can pay.
        return graveyard_cast_enforced(ability)
    if ability.keyword in HAND_KEYWORDS:
        # 702.29, 702.49, 702.53, 702.77: only a cost the engine can pay.
        return hand_activated(ability) is not None
    if ability.keyword in ("morph", "megamorph", "disguise"):
        # 702.37a-b, 702.168a: a face-up cost the special action pays (mana, no X, 702.37f).
        return readable_face_up_cost(ability.param) or costs_in_words(ability) is not None
    if ability.keyword == "overload":
        # 702.96a: a mana cost (107.3a: with X, announced as it is cast); the changed text is
        # read with the card's other lines (`compiler.keywords.overload`), which leaves it
        # unread when it can't be.
        return overload_cost(ability.param, allow_x=True) is not None
    if ability.keyword == "cleave":
        # 702.148a: a mana cost without X, like overload's; the text without the bracketed
        # words is read with the card's lines (`compiler.keywords.cleave`), which leaves it
        # unread when it can't be.
        return overload_cost(ability.param) is not None
    if ability.keyword in ("spree", "tiered"):
        return True  # 702.172a, 702.183a: left unread with the card when a mode's cost isn't mana
    if ability.keyword == "escalate":
        return escalate_cost(ability.param) is not None  # 702.120a: mana, no X
    if ability.keyword == "equip":
        # 702.6a: only "Equip [mana cost]"; not 702.6c's quality, 702.6e, other costs.
        return equip_mana(ability) is not None
    if ability.keyword == "evoke":
        # 702.74a: an alternative cost the engine can pay (mana, or in words).
        return evoke_cost(ability) is not None or paid_in_words(ability)
    if ability.keyword in OPTIONAL_COST_KEYWORDS:
        # 702.33a, 702.27a, 702.42a ...: only costs the engine can pay as the spell is cast.
        return keyword_costs(ability) is not None
    if ability.keyword in COUNTER_KEYWORDS:
        # 702.38-702.136: persist, modular, devour ...: only parameters the engine reads.
        return counter_keyword_enforced(ability)
    if ability.keyword in TRIGGERED_FAMILY:
        # 702.23a-702.181a: only N printed as a number (`engine.keywords.triggered_keywords`).
        return triggered_family_enforced(ability.keyword, ability.param)
    if ability.keyword == "bestow":
        # 702.103a: a mana cost.
        return bestow_cost(ability.param) is not None
    if ability.keyword == "prototype":
        # 702.160a / 718: a mana cost and a power/toughness the engine reads.
        return prototype_values(ability.param) is not None
    if ability.keyword == "reconfigure":
        # 702.151a: a mana cost.
        return reconfigure_cost(ability.param) is not None
    if ability.keyword == "offering":
        return offering_quality_read(ability.param)  # 702.48a: a card type or subtype
    if ability.keyword == "craft":
        return craft_ability(ability) is not None  # 702.167a: one material, a mana cost
    if ability.keyword == "saddle":
        # 702.171a: "Saddle N", N printed as a number.
        return saddle_ability(ability) is not None
    if ability.keyword == "absorb":
        return absorb_n(ability.param) is not None  # 702.64a: N a number
    if ability.keyword == "champion":
        return champion_quality(ability) is not None  # 702.72a: a creature, or subtypes
    if ability.keyword == "awaken":
        return awaken_param(ability) is not None  # 702.113a: N a number, a mana cost
    if ability.keyword == "emerge":
        return emerge_param(ability) is not None  # 702.119a-b: mana; a creature or card type
    if ability.keyword == "prowl":
        return prowl_cost(ability) is not None  # 702.76a: a mana cost
    if ability.keyword == "surge":
        return surge_cost(ability) is not None  # 702.117a: a mana cost
    if ability.keyword == "aura swap":
        return aura_swap_ability(ability) is not None  # 702.65a: a mana cost
    if ability.keyword == "fortify":
        return fortify_ability(ability) is not None  # 702.67a: a mana cost
    if ability.keyword == "transfigure":
        return transfigure_ability(ability) is not None  # 702.71a: a mana cost
    if ability.keyword == "outlast":
        return outlast_ability(ability) is not None  # 702.107a: a mana cost, no X
    if ability.keyword in UPKEEP_KEYWORDS:
        # 702.24a, 702.30a, 702.32a, 702.63a: only costs the engine can pay as they resolve.
        return upkeep_enforced(ability)
    if ability.keyword == "protection from":
        # 702.16a: only qualities the engine judges exactly.
        return all_judged(ability.param or "", ability.extra)
    return ability.keyword in ENFORCED
