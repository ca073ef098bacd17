"""Bestow (702.103) played through the real engine: cast bestowed for its bestow cost
(702.103a), the spell is an Aura spell with enchant creature and the permanent a bestowed
Aura (702.103b); if its target is illegal as it resolves it resolves as a creature
(702.103e); when it becomes unattached it ceases to be bestowed and stays on the
battlefield as a creature (702.103f)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.rules.bestow import bestow_cost
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("line", "cost"), [
    ("Bestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with "
     "enchant creature. It becomes a creature again if it's not attached to a creature.)",
     "{3}{G}{G}"),                                                       # Boon Satyr
    ("Bestow {1}{R}", "{1}{R}"),                                         # Nyxborn Rollicker
])
def test_702_103a_bestow_names_a_mana_cost(line, cost) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "bestow" and bestow_cost(kw.param) == cost


def test_702_103a_a_bestow_cost_other_than_mana_stays_unread() -> None:
    assert parse_keyword_line("Bestow\u2014{R}, Collect evidence 6.") is None


_BOARD = """
    name: bestow
    battlefield: [{{card: Grizzly Bears, as: bears}}]
    hand: {{Alice: [{{card: Boon Satyr, as: satyr}}], Bob: [{{card: Murder, as: murder}}]}}
    actions:
      - {{cast: Boon Satyr, alternative: bestow, targets: [bears]{respond}}}
{more}
"""
#: Bob casts Murder on the Bears (YAML, indented for `_BOARD`).
_MURDER = "      - {cast: Murder, by: Bob, targets: [bears]}\n"


def test_702_103b_a_bestowed_satyr_enchants_the_bears(solve) -> None:
    """Boon Satyr cast bestowed on Grizzly Bears: an Aura enchantment (no creature types)
    attached to the Bears, which get +4/+2: 6/4."""
    out = solve(_BOARD.format(respond="", more="""    expect:
      satyr: {zone: battlefield, types: [Enchantment], subtypes: [Aura], attached_to: bears}
      bears: {power: 6, toughness: 4}
"""))
    assert out.passed, out.failures


def test_702_103b_on_the_stack_it_is_an_aura_spell(solve) -> None:
    out = solve(_BOARD.format(respond=", respond: true", more=""))
    game = out.game
    satyr = obj_id(game, "satyr")
    assert game.obj(satyr).zone == "stack"
    ch = game.chars(satyr)
    assert ch.types == {"Enchantment"} and ch.subtypes == {"Aura"}
    assert ch.has_keyword("enchant")


def test_702_103e_with_its_target_gone_it_resolves_as_a_creature(solve) -> None:
    """In response Bob murders the Bears: the Satyr isn't countered (608.2b's exception), it
    enters as a 4/2 enchantment creature."""
    out = solve(_BOARD.format(respond=", respond: true", more=_MURDER + """    expect:
      bears: {zone: graveyard}
      satyr: {zone: battlefield, types: [Enchantment, Creature], power: 4, toughness: 2}
"""))
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "satyr")).attached_to is None


def test_702_103f_when_the_creature_dies_the_aura_becomes_a_creature(solve) -> None:
    """The enchanted Bears die: the Satyr becomes unattached, ceases to be bestowed and stays
    on the battlefield as a 4/2 Satyr (not put into the graveyard by 704.5m)."""
    out = solve(_BOARD.format(respond="", more=_MURDER + """    expect:
      bears: {zone: graveyard}
      satyr: {zone: battlefield, types: [Enchantment, Creature], subtypes: [Satyr],
              power: 4, toughness: 2}
"""))
    assert out.passed, out.failures


def test_702_103a_cast_normally_it_is_a_creature_spell(solve) -> None:
    out = solve("""
        name: satyr
        hand: {Alice: [{card: Boon Satyr, as: satyr}]}
        actions:
          - cast: Boon Satyr
        expect:
          satyr: {zone: battlefield, types: [Enchantment, Creature], power: 4}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("lands", "ok"), [(5, True), (4, False)])
def test_702_103a_the_bestow_cost_is_paid_instead_of_the_mana_cost(solve, lands, ok) -> None:
    """Bestow {3}{G}{G}: five Forests pay it, four don't (the mana cost is {1}{G}{G})."""
    forests = ", ".join(["Forest"] * lands)
    text = f"""
        name: satyr paid
        battlefield: [{{card: Grizzly Bears, as: bears}}, {forests}]
        hand: {{Alice: [{{card: Boon Satyr, as: satyr}}]}}
        actions:
          - {{cast: Boon Satyr, alternative: bestow, targets: [bears], pay: true}}
    """
    if ok:
        out = solve(text)
        assert out.game.obj(obj_id(out.game, "satyr")).attached_to == obj_id(out.game, "bears")
    else:
        with pytest.raises(ScenarioError, match="can't pay"):
            solve(text)
