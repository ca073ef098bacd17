"""607.2a linked abilities: "exile target ..." and "the exiled card" on the same card
(Phyrexian Ingester), compiled from Oracle text and played on a board."""

from __future__ import annotations

import pytest
from conftest import chars_of

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import StaticAbility, TriggeredAbility

_DB = CardDatabase.bundled()


def _line(name: str, starts: str) -> str:
    text = _DB.get(name).faces[0].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


@pytest.mark.parametrize(("name", "starts"), [
    ("Phyrexian Ingester", "This creature gets +X/+Y"),
])
def test_607_2a_gets_the_exiled_cards_power_and_toughness(name, starts) -> None:
    [ab] = compile_text(_line(name, starts), name) or [None]
    assert isinstance(ab, StaticAbility)
    [spec] = ab.effects
    assert spec.affected == s.SELF
    assert spec.parts == (P.ModifyPT(V.LinkedExiled("power"), V.LinkedExiled("toughness")),)


@pytest.mark.parametrize("name", ["Bioplasm"])
def test_607_2a_until_end_of_turn_form_is_not_this_template(name) -> None:
    """Bioplasm's 'exile the top card ... If it's a creature card, ~ gets +X/+Y until end of
    turn' is one triggered ability (no link between two abilities): not read here."""
    assert compile_text(_line(name, "Whenever"), name) is None


def test_607_2a_the_catalog_links_the_exiling_trigger(catalog) -> None:
    """607.2a: the Imprint trigger's exile is linked because another printed ability refers
    to "the exiled creature card"; a card without such a reference keeps a plain exile."""
    trig = next(a for a in catalog.abilities("Phyrexian Ingester", 0)
                if isinstance(a, TriggeredAbility))
    [may] = trig.instructions
    assert isinstance(may, I.MayDo) and may.do[0] == I.Exile(I.Ref.target(0), linked=True)
    plain = next(a for a in catalog.abilities("Stonecloaker", 0)
                 if isinstance(a, TriggeredAbility) and "exile" in a.text)
    assert "linked=True" not in repr(plain)


def test_607_2a_ingester_gets_the_exiled_creatures_power_and_toughness(solve) -> None:
    """Ingester (3/3) exiles Serra Angel (4/4): 7/7. A card exiled by another source (Bob's
    Grizzly Bears, moved there by the scenario) doesn't count (607.2a: only what its linked
    ability exiled)."""
    out = solve("""
        name: ingester
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Phyrexian Ingester]}
        choices: [angel, yes]
        actions:
          - cast: Phyrexian Ingester
            as: ingester
          - move: {card: bears, to: exile}
        expect:
          angel: {zone: exile}
          bears: {zone: exile}
          ingester: {power: 7, toughness: 7}
    """)
    assert out.passed, out.failures
    assert (chars_of(out, "ingester").power, chars_of(out, "ingester").toughness) == (7, 7)


def test_607_2a_declining_the_exile_leaves_ingester_3_3(solve) -> None:
    out = solve("""
        name: ingester declines
        battlefield: [{card: Serra Angel, controller: Bob, as: angel}]
        hand: {Alice: [Phyrexian Ingester]}
        choices: [angel, no]
        actions:
          - cast: Phyrexian Ingester
            as: ingester
        expect:
          angel: {zone: battlefield}
          ingester: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures
