"""Today's Oracle wording (the 2024-2026 updates) reads as the older wording did (issue 12).

Each row is a real Oracle line in its April 2022 wording and in its mid-2026 wording, written
out here (the bundled card data changes; these lines don't): a judge reads both the same, so
both compile to the same abilities. Then the new normalizations (201.5c shortened names),
the keyword lines the new data made visible as misread, and the lines that stay unread
because Arbiter can't carry them out exactly (principle 5)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from arbiter.cards.database import CardDatabase
from arbiter.compiler.catalog import Catalog
from arbiter.compiler.grammar.text import normalize, short_name
from arbiter.compiler.keywords.affinity import affinity
from arbiter.compiler.keywords.keywords import keywords_of
from arbiter.compiler.lines import compile_text
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility, ReplacementAbility, UnsupportedAbility
from arbiter.rules.conditions import YourTurn
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.spell_costs import SelfCostChange
from arbiter.rules.static_conditions import Negation
from arbiter.rules.values import CountOf
from arbiter.vocab import Color


def _read(line: str, name: str, spell: bool = False, legendary: bool = False) -> list[Any]:
    """What the line compiles to, each ability's own text left out (it is the line)."""
    abilities = compile_text(line, name, spell, legendary)
    assert abilities is not None, f"unread: {line}"
    return [dataclasses.replace(a, text="") for a in abilities]


# (card, legendary, spell, April 2022 wording, mid-2026 wording)
SAME_READING = [
    # 611.3b: "During your turn," is "As long as it's your turn,"
    ("Ahn-Crop Invader", False, False,
     "As long as it's your turn, Ahn-Crop Invader has first strike.",
     "During your turn, this creature has first strike."),
    ("Glory of Warfare", False, False,
     "As long as it's your turn, creatures you control get +2/+0.",
     "During your turn, creatures you control get +2/+0."),
    ("Zurgo Helmsmasher", True, False,
     "Zurgo Helmsmasher has indestructible as long as it's your turn.",
     "During your turn, Zurgo has indestructible."),
    ("Gideon Blackblade", True, False,
     "As long as it's your turn, Gideon Blackblade is a 4/4 Human Soldier creature with "
     "indestructible that's still a planeswalker.",
     "During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with "
     "indestructible that's still a planeswalker."),
    # ... and "During turns other than yours," is "As long as it's not your turn,"
    ("Mesa Lynx", False, False,
     "As long as it's not your turn, Mesa Lynx gets +0/+2.",
     "During turns other than yours, this creature gets +0/+2."),
    ("Oak Street Innkeeper", False, False,
     "As long as it's not your turn, tapped creatures you control have hexproof.",
     "During turns other than yours, tapped creatures you control have hexproof."),
    ("Warden of the Wall", False, False,
     "As long as it's not your turn, Warden of the Wall is a 2/3 Gargoyle artifact creature "
     "with flying.",
     "During turns other than yours, this artifact is a 2/3 Gargoyle artifact creature with "
     "flying."),
    # 603.7b: "When you next cast ... this turn" is "When you cast your next ... this turn"
    ("Doublecast", False, True,
     "When you cast your next instant or sorcery spell this turn, copy that spell. You may "
     "choose new targets for the copy.",
     "When you next cast an instant or sorcery spell this turn, copy that spell. You may "
     "choose new targets for the copy."),
    ("Dual Strike", False, True,
     "When you cast your next instant or sorcery spell with mana value 4 or less this turn, "
     "copy that spell. You may choose new targets for the copy.",
     "When you next cast an instant or sorcery spell with mana value 4 or less this turn, "
     "copy that spell. You may choose new targets for the copy."),
    # 603.2: "When A and whenever B" triggers on either, as "When A or whenever B" did
    ("Brinelin, the Moon Kraken", True, False,
     "When Brinelin, the Moon Kraken enters the battlefield or whenever you cast a spell "
     "with mana value 6 or greater, you may return target nonland permanent to its owner's "
     "hand.",
     "When Brinelin enters and whenever you cast a spell with mana value 6 or greater, you "
     "may return target nonland permanent to its owner's hand."),
    # 505.1a: each of your postcombat main phases
    ("Florian, Voldaren Scion", True, False,
     "At the beginning of your postcombat main phase, look at the top X cards of your "
     "library, where X is the total amount of life your opponents lost this turn. Exile one "
     "of those cards and put the rest on the bottom of your library in a random order. You "
     "may play the exiled card this turn.",
     "At the beginning of each of your postcombat main phases, look at the top X cards of "
     "your library, where X is the total amount of life your opponents lost this turn. Exile "
     "one of those cards and put the rest on the bottom of your library in a random order. "
     "You may play the exiled card this turn."),
    # 401.4: the owner chooses top or bottom
    ("Revenge of the Drowned", False, True,
     "Target creature's owner puts it on the top or bottom of their library. You create a "
     "2/2 black Zombie creature token with decayed.",
     "Target creature's owner puts it on their choice of the top or bottom of their library. "
     "You create a 2/2 black Zombie creature token with decayed."),
    # 510.1c: each such creature may assign its damage as though it weren't blocked
    ("Ruxa, Patient Professor", True, False,
     "You may have creatures you control with no abilities assign their combat damage as "
     "though they weren't blocked.",
     "For each creature you control with no abilities, you may have that creature assign its "
     "combat damage as though it weren't blocked."),
    # 201.5c: a legendary's shortened name is its name
    ("Karlov of the Ghost Council", True, False,
     "Whenever you gain life, put two +1/+1 counters on Karlov of the Ghost Council.",
     "Whenever you gain life, put two +1/+1 counters on Karlov."),
    ("Bladewing the Risen", True, False,
     "When Bladewing the Risen enters the battlefield, you may return target Dragon "
     "permanent card from your graveyard to the battlefield.",
     "When Bladewing enters, you may return target Dragon permanent card from your graveyard "
     "to the battlefield."),
    ("Hythonia the Cruel", True, False,
     "When Hythonia the Cruel becomes monstrous, destroy all non-Gorgon creatures.",
     "When Hythonia becomes monstrous, destroy all non-Gorgon creatures."),
    ("Maraxus of Keld", True, False,
     "Maraxus of Keld's power and toughness are each equal to the number of untapped "
     "artifacts, creatures, and lands you control.",
     "Maraxus's power and toughness are each equal to the number of untapped artifacts, "
     "creatures, and lands you control."),
    ("Gideon of the Trials", True, False,
     "[0]: Until end of turn, Gideon of the Trials becomes a 4/4 Human Soldier creature with "
     "indestructible that's still a planeswalker. Prevent all damage that would be dealt to "
     "him this turn.",
     "[0]: Until end of turn, Gideon becomes a 4/4 Human Soldier creature with "
     "indestructible that's still a planeswalker. Prevent all damage that would be dealt to "
     "him this turn."),
]


@pytest.mark.parametrize(("card", "legendary", "spell", "before", "today"), SAME_READING,
                         ids=[r[0] for r in SAME_READING])
def test_todays_wording_reads_as_the_older_wording(card: str, legendary: bool, spell: bool,
                                                   before: str, today: str) -> None:
    assert _read(today, card, spell, legendary) == _read(before, card, spell, legendary)


@pytest.mark.parametrize(("line", "condition"), [
    ("During your turn, this creature has first strike.", YourTurn()),
    ("During turns other than yours, this creature gets +0/+2.", Negation(YourTurn())),
])
def test_611_3b_during_your_turn_is_a_condition_on_whose_turn_it_is(line: str,
                                                                   condition: Any) -> None:
    (ability,) = _read(line, "Test Card")
    assert ability.condition == condition
    assert ability.effects[0].affected == s.SELF


def test_611_3b_during_your_turn_and_a_condition_about_it_hold_both() -> None:
    """"During your turn, as long as Cloud is equipped, it has double strike": both hold."""
    (ability,) = _read("During your turn, as long as Cloud is equipped, it has double strike "
                       "and indestructible.", "Cloud, Midgar Mercenary", legendary=True)
    assert ability.condition.parts[0] == YourTurn()
    assert ability.effects[0].affected == s.SELF


def test_603_2_one_object_entering_or_leaving_the_battlefield() -> None:
    """Sludge Strider: "Whenever another artifact you control enters or leaves the
    battlefield" (before: "... enters the battlefield under your control or another artifact
    you control leaves the battlefield") triggers on either event of such an artifact."""
    (ability,) = _read("Whenever another artifact you control enters or leaves the "
                       "battlefield, you may pay {1}. If you do, target player loses 1 life and "
                       "you gain 1 life.", "Sludge Strider")
    enters, leaves = ability.trigger.any_of
    assert (enters.event, leaves.event) == ("enters", "leaves")
    for t in (enters, leaves):
        assert set(t.selector.parts) == {s.IsType("Artifact"), s.ControlledByYou(), s.OTHER}


# -- 201.5c: shortened names -----------------------------------------------------------------
@pytest.mark.parametrize(("name", "legendary", "short"), [
    ("Adeline, Resplendent Cathar", True, "Adeline"),
    ("Karlov of the Ghost Council", True, "Karlov"),
    ("Vial Smasher the Fierce", True, "Vial Smasher"),
    ("Zurgo Helmsmasher", True, "Zurgo"),
    ("Zurgo Helmsmasher", False, None),      # only a legendary's name is shortened
    ("The Ur-Dragon", True, None),
    ("Sliver Queen", True, "Sliver"),
])
def test_201_5c_the_shortened_name(name: str, legendary: bool, short: str | None) -> None:
    assert short_name(name, legendary) == short


@pytest.mark.parametrize(("line", "name", "legendary", "plain"), [
    ("{2}{U}{U}: Return Arcanis to its owner's hand.", "Arcanis the Omnipotent", True,
     "{2}{U}{U}: Return ~ to its owner's hand."),
    ("Whenever a creature dealt damage by Zurgo this turn dies, put a +1/+1 counter on Zurgo.",
     "Zurgo Helmsmasher", True,
     "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~."),
    ("At the beginning of each player's upkeep, that player gains control of Alexios, untaps "
     "it, and puts a +1/+1 counter on it.", "Alexios, Deimos of Kosmos", True,
     "At the beginning of each player's upkeep, that player gains control of ~, untaps it, "
     "and puts a +1/+1 counter on it."),
    ("Spells your opponents cast that target Charix cost {2} more to cast.",
     "Charix, the Raging Isle", True,
     "Spells your opponents cast that target ~ cost {2} more to cast."),
    # the same word naming a subtype, another object or part of a title stays
    ('[0]: You get an emblem with "As long as you control a Gideon planeswalker, you can\'t '
     'lose the game and your opponents can\'t win the game."', "Gideon of the Trials", True,
     '[0]: You get an emblem with "As long as you control a Gideon planeswalker, you can\'t '
     'lose the game and your opponents can\'t win the game."'),
    ("{2}: Create a 1/1 colorless Sliver creature token.", "Sliver Queen", True,
     "{2}: Create a 1/1 colorless Sliver creature token."),
    ("{3}: Gain control of target Sliver.", "Sliver Overlord", True,
     "{3}: Gain control of target Sliver."),
    ("Whenever you attack with two or more non-Gideon creatures, put a +1/+1 counter on each "
     "of those creatures.", "Gideon, the Oathsworn", True,
     "Whenever you attack with two or more non-Gideon creatures, put a +1/+1 counter on each "
     "of those creatures."),
    ('[0]: Create two 2/2 black and green Wolf creature tokens with "When this token dies, '
     'put a loyalty counter on each Garruk you control."', "Garruk, Cursed Huntsman", True,
     '[0]: Create two 2/2 black and green Wolf creature tokens with "When this token dies, '
     'put a loyalty counter on each Garruk you control."'),
    ("Blade of Magnus \u2014 Whenever Magnus the Red deals combat damage to a player, create a "
     "3/3 red Spawn creature token.", "Magnus the Red", True,
     "Blade of Magnus - Whenever ~ deals combat damage to a player, create a 3/3 red Spawn "
     "creature token."),
    ("Whenever ~ attacks, create Stangg Twin, a legendary 3/4 red and green Human Warrior "
     "creature token.", "Stangg, Echo Warrior", True,
     "Whenever ~ attacks, create Stangg Twin, a legendary 3/4 red and green Human Warrior "
     "creature token."),
    ("Calim's Breath \u2014 {1}{U}, Discard Calim: Tap up to one target nonland permanent.",
     "Calim, Djinn Emperor", True,
     "Calim's Breath - {1}{U}, Discard ~: Tap up to one target nonland permanent."),
    # not legendary: no shortened name ("this Case" is the Case itself, 201.5)
    ("When this Case enters, it deals 1 damage to any target.", "Case of the Market Melee",
     False, "When ~ enters, it deals 1 damage to any target."),
])
def test_201_5c_a_shortened_name_is_the_object_itself(line: str, name: str, legendary: bool,
                                                      plain: str) -> None:
    assert normalize(line, name, legendary) == plain


def _catalog(*faces: dict[str, Any]) -> Catalog:
    records = [{"name": f["name"], "layout": "normal", "faces": [f]} for f in faces]
    return Catalog(CardDatabase(records))


def test_201_5c_the_catalog_shortens_only_a_legendarys_name() -> None:
    text = "During your turn, Zurgo has indestructible."
    catalog = _catalog(
        {"name": "Zurgo Helmsmasher", "manaCost": "{2}{R}{W}{B}", "type": "Legendary "
         "Creature \u2014 Orc Warrior", "supertypes": ["Legendary"], "types": ["Creature"],
         "subtypes": ["Orc", "Warrior"], "text": text, "power": "7", "toughness": "2"},
        {"name": "Zurgo Lookalike", "manaCost": "{2}{R}", "type": "Creature \u2014 Orc",
         "types": ["Creature"], "subtypes": ["Orc"], "text": text,
         "power": "2", "toughness": "2"})
    (legend,) = catalog.abilities("Zurgo Helmsmasher", 0)
    assert legend.effects[0].affected == s.SELF and legend.condition == YourTurn()
    (other,) = catalog.abilities("Zurgo Lookalike", 0)
    assert isinstance(other, UnsupportedAbility)  # "Zurgo" names no object it knows


# -- 702.41a: affinity -------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "older"), [
    ("Affinity for Citizens (This spell costs {1} less to cast for each Citizen you control.)",
     "This spell costs {1} less to cast for each Citizen you control."),
    ("Affinity for snow lands", "This spell costs {1} less to cast for each snow land you "
                                "control."),
    ("Affinity for Equipment", "This spell costs {1} less to cast for each Equipment you "
                               "control."),
    ("Affinity for enchantments", "This spell costs {1} less to cast for each enchantment you "
                                  "control."),
])
def test_702_41a_affinity_is_one_less_for_each_object_you_control(line: str,
                                                                  older: str) -> None:
    found = affinity(line)
    assert found is not None and found.text == line.split(" (")[0]
    assert dataclasses.replace(found, text="") == _read(older, "Test Card")[0]


def test_702_41a_affinity_through_the_catalog() -> None:
    catalog = _catalog({
        "name": "Angelic Observer", "manaCost": "{5}{W}", "type": "Creature \u2014 Angel "
        "Advisor", "types": ["Creature"], "subtypes": ["Angel", "Advisor"], "text":
        "Affinity for Citizens (This spell costs {1} less to cast for each Citizen you "
        "control.)\nFlying", "power": "3", "toughness": "3"})
    cost, flying = catalog.abilities("Angelic Observer", 0)
    assert cost == SelfCostChange(text="Affinity for Citizens", amount=-1, per=CountOf(s.And((
        s.InZone(("battlefield",)), s.IsSubtype("Citizen"), s.ControlledByYou()))))
    assert isinstance(flying, KeywordAbility) and flying.keyword == "flying"


def test_702_41a_affinity_for_artifacts_stays_the_enforced_keyword() -> None:
    (kw,) = keywords_of("Affinity for artifacts") or ()
    assert kw.keyword == "affinity for artifacts"


# -- keyword lines -------------------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "Crew Captain has indestructible as long as it entered the battlefield this turn.",
    "Equip abilities you activate cost {2} less to activate.",
    "Equip abilities you activate that target Fervent Champion cost {3} less to activate.",
    "Flashback costs you pay cost {2} less.",
    "Dash costs you pay cost {2} less (as long as this creature is on the battlefield).",
    "Escape Artist can't be blocked.",
    "Toxic Iguanar has deathtouch as long as you control a green permanent.",
    "Surge Node enters the battlefield with six charge counters on it.",
])
def test_702_a_sentence_starting_with_a_keywords_word_is_no_keyword_line(line: str) -> None:
    assert keywords_of(line) is None


@pytest.mark.parametrize(("line", "keyword", "param"), [
    ("Equip legendary creature {3}", "equip", "legendary creature {3}"),
    ("Equip {2}", "equip", "{2}"),
    ("Equip\u2014Pay 3 life.", "equip", "Pay 3 life."),
    ("Crew 3", "crew", "3"),
    ("Enchant creature you control", "enchant", "creature you control"),
    ("Hexproof from black", "hexproof from", "black"),
    ("Craft with artifact {3}{W}", "craft", "with artifact {3}{W}"),
    ("Gift a card", "gift", "a card"),
    ("Flashback\u2014Sacrifice a creature.", "flashback", "Sacrifice a creature."),
])
def test_702_keywords_with_a_parameter_in_words_still_read(line: str, keyword: str,
                                                           param: str) -> None:
    (kw,) = keywords_of(line) or ()
    assert (kw.keyword, kw.param) == (keyword, param)


# -- 707.9b / 105.3: "in addition to its other colors and types" --------------------------------
def test_707_9b_a_copy_exception_in_addition_to_its_other_colors_adds_the_color() -> None:
    """Today's Lazotep Convert: the copy is 4/4 and keeps the copied colors and types, with
    black (105.3: "in addition to" its other colors) and Zombie added. The 2022 wording ("in
    addition to its other types") made it black only; this line is not that one."""
    (ab,) = _read("You may have this creature enter as a copy of any creature card in a "
                  "graveyard, except it's a 4/4 black Zombie in addition to its other colors "
                  "and types.", "Lazotep Convert")
    assert isinstance(ab, ReplacementAbility) and ab.kind == "enters_as_copy"
    _, exceptions, optional = ab.spec
    assert optional
    assert exceptions == CopyExceptions(power=4, toughness=4,
                                        add_colors=frozenset({Color.BLACK}),
                                        add_subtypes=frozenset({"Zombie"}))


# -- left unread: Arbiter can't carry these out exactly (principle 5) --------------------------
@pytest.mark.parametrize(("line", "name", "why"), [
    ("Whenever you're dealt damage, sacrifice that many nontoken permanents. If you can't, "
     "you lose the game.", "Lich", "sacrificing some but not all of them is 'can't' too"),
])
def test_lines_left_unread(line: str, name: str, why: str) -> None:
    assert compile_text(line, name) is None, why
