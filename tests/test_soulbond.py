"""Soulbond (702.95): the keyword's two triggered abilities pair creatures, the paired
creatures get what the card's static ability gives "both creatures", and a pairing ends
when one of them leaves the battlefield (702.95e)."""

from __future__ import annotations

import pytest
from conftest import chars_of

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import parts as P
from arbiter.rules import values as V
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.soulbond import PairedWithSource, SourcePaired

_DB = CardDatabase.bundled()


@pytest.mark.parametrize(("name", "parts"), [
    ("Wolfir Silverheart", (P.ModifyPT(V.Const(4), V.Const(4)),)),
    ("Silverblade Paladin", (P.AddAbilities((keyword_ability("Double strike"),)),)),
    ("Trusted Forcemage", (P.ModifyPT(V.Const(1), V.Const(1)),)),
])
def test_702_95b_paired_static_lines(name: str, parts: tuple) -> None:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if x.startswith("As long as"))
    (ab,) = compile_text(line, face.name)
    assert ab.condition == SourcePaired()
    assert [(e.affected, e.parts) for e in ab.effects] == [(PairedWithSource(), parts)]


_SETUP = """
    name: soulbond
    battlefield: [{card: Grizzly Bears, as: bears}]
    hand: {Alice: [{card: Wolfir Silverheart, as: wolfir}, {card: Savannah Lions, as: lions}]}
    actions:
      - {cast: Wolfir Silverheart, choices: {pair: bears}}
"""


def test_702_95a_pairs_as_it_enters_and_both_get_the_bonus(solve) -> None:
    """Wolfir Silverheart enters; its first soulbond ability pairs it with Grizzly Bears:
    Silverheart 8/8, Bears 6/6 (702.95a, 702.95b)."""
    out = solve(_SETUP)
    assert (chars_of(out, "wolfir").power, chars_of(out, "wolfir").toughness) == (8, 8)
    assert (chars_of(out, "bears").power, chars_of(out, "bears").toughness) == (6, 6)


def test_702_95e_unpaired_when_its_partner_leaves_then_pairs_with_a_newcomer(solve) -> None:
    """The Bears die: Silverheart is unpaired and 4/4 (702.95e). Savannah Lions then enter
    under Alice's control: the second soulbond ability pairs them (Lions 6/5)."""
    out = solve(_SETUP + "      - {move: {card: bears, to: graveyard}}\n")
    wolfir = chars_of(out, "wolfir")
    assert (wolfir.power, wolfir.toughness) == (4, 4)
    out = solve(_SETUP + "      - {move: {card: bears, to: graveyard}}\n"
                "      - {cast: Savannah Lions, choices: {may: yes}}\n", name="b.yaml")
    assert (chars_of(out, "lions").power, chars_of(out, "lions").toughness) == (6, 5)
    assert chars_of(out, "wolfir").power == 8


def test_702_95a_declining_or_nothing_to_pair_with(solve) -> None:
    """"You may": declining leaves both unpaired. With no other creature, the intervening
    "if" (603.4) is false and the ability doesn't trigger at all."""
    out = solve(_SETUP.replace("{pair: bears}", "{pair: null}"))
    assert chars_of(out, "wolfir").power == 4 and chars_of(out, "bears").power == 2
    out = solve("""
        name: alone
        hand: {Alice: [{card: Wolfir Silverheart, as: wolfir}]}
        actions:
          - {cast: Wolfir Silverheart}
    """, name="alone.yaml")
    assert out.game.state.stack() == [] and chars_of(out, "wolfir").power == 4
    assert not any("soulbond" in line.lower() or "paired" in line for line in out.game.state.log)
