"""702.148 cleave, played through the real engine: an alternative cost (601.2b, 601.2f-h) and,
once it is paid, a text-changing effect (702.148b, 612, layer 3) that removes the words in
square brackets, so the spell's targets (601.2c) and what it does (608.2) are those of the
changed text."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.rules.abilities import SpellAbility, UnsupportedAbility
from arbiter.rules.cleave import CleaveAbility, RemoveBracketedText, cleaved_text

_PLAINS = "\n".join(f"          - {{card: Plains, as: p{i}}}" for i in range(6))


def test_702_148a_fierce_retribution_cast_for_its_cleave_cost(solve) -> None:
    """Fierce Retribution ({1}{W}, "Destroy target [attacking] creature.", cleave {5}{W}):
    cast for its mana cost it can't target Bob's Grizzly Bears, which aren't attacking (the
    action is refused and nothing changes); cast for its cleave cost, paid with six Plains,
    the text is "Destroy target creature." and the Bears are destroyed."""
    out = solve(f"""
        name: cleave
        battlefield:
{_PLAINS}
          - {{card: Grizzly Bears, as: bears, controller: Bob}}
        hand: {{Alice: [Fierce Retribution]}}
        actions:
          - {{cast: Fierce Retribution, targets: [bears], pay: true,
             refused: "isn't a legal target attacking creature"}}
          - {{cast: Fierce Retribution, targets: [bears], alternative: cleave, pay: true}}
        expect:
          bears: {{zone: graveyard}}
          Fierce Retribution: {{zone: graveyard}}
          p0: {{tapped: true}}
          p5: {{tapped: true}}
    """)
    assert out.passed, out.failures


def test_702_148b_the_text_change_applies_on_the_stack_in_layer_3(solve) -> None:
    """702.148b / 612: while the cleaved spell is on the stack, its ability reads "Destroy
    target creature."; the layer table names the cleave keyword in layer 3."""
    out = solve("""
        name: cleave on the stack
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Fierce Retribution]}
        actions:
          - {cast: Fierce Retribution, as: spell, targets: [bears], alternative: cleave,
             respond: true}
        expect:
          spell: {zone: stack, layers: {"3": [spell]}}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    g = out.game
    spell = next(o for o in g.state.stack())
    texts = [a.ability.text for a in g.chars(spell).abilities
             if isinstance(a.ability, SpellAbility)]
    assert texts == ["Destroy target creature."]


def test_702_148a_path_of_peril_destroys_more_when_cleaved(solve) -> None:
    """Path of Peril: "Destroy all creatures [with mana value 2 or less]." Cast for {1}{B}{B}
    it destroys Grizzly Bears (mana value 2) but not Hill Giant (4); cast again for its cleave
    cost {4}{W}{B} it destroys Hill Giant too."""
    out = solve("""
        name: path of peril
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Path of Peril]}
        actions:
          - {cast: Path of Peril}
        expect:
          bears: {zone: graveyard}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: path of peril cleaved
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Path of Peril]}
        actions:
          - {cast: Path of Peril, alternative: cleave}
        expect:
          bears: {zone: graveyard}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


#: Cards with cleave in today's Oracle wording (reminder text left out), and the changed text
#: each bracketed line reads as (None: the card stays unread).
_CARDS = [
    ("Fierce Retribution", "Cleave {5}{W}\nDestroy target [attacking] creature.",
     ["Destroy target creature."]),
    ("Dig Up", "Cleave {1}{B}{B}{G}\nSearch your library for a [basic land] card, [reveal it,] "
     "put it into your hand, then shuffle.",
     ["Search your library for a card, put it into your hand, then shuffle."]),
    ("Lunar Rejection", "Cleave {3}{U}\nReturn target [Wolf or Werewolf] creature to its "
     "owner's hand.\nDraw a card.", ["Return target creature to its owner's hand."]),
    ("Path of Peril", "Cleave {4}{W}{B}\nDestroy all creatures [with mana value 2 or less].",
     ["Destroy all creatures."]),
    ("Winged Portent", "Cleave {4}{G}{U}\nDraw a card for each creature you control "
     "[with flying].", ["Draw a card for each creature you control."]),
    # an X in the cleave cost isn't carried out: the keyword and the line stay unread
    ("Lantern Flare", "Cleave {X}{R}{W}\nLantern Flare deals X damage to target creature or "
     "planeswalker and you gain X life. [X is the number of creatures you control.]", None),
]


@pytest.mark.parametrize(("name", "text", "changed"), _CARDS)
def test_702_148a_cleave_cards_read_both_ways(name: str, text: str,
                                              changed: list[str] | None) -> None:
    abilities = read_lines(name, 0, text, spell=True)
    keyword = [a for a in abilities if isinstance(a, CleaveAbility)]
    if changed is None:
        assert not keyword
        assert sum(isinstance(a, UnsupportedAbility) for a in abilities) == 2
        return
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities)
    (part,) = keyword[0].effects[0].parts
    assert isinstance(part, RemoveBracketedText)
    assert [b.text for _, b in part.changed] == changed
    assert [cleaved_text(a.text) for a, _ in part.changed] == changed
