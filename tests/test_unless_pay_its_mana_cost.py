"""118.12 with 202.1: "At the beginning of your upkeep, sacrifice this <permanent> unless you
pay its mana cost." - granted in quotes by Pendrell Flux and Disruption Aura (113.10). The
mana cost is the source's as the ability resolves; an {X} in it is 0 (107.3h); an object
with no mana cost (a token, 202.1b) has an unpayable cost (118.6): it is sacrificed."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.source_mana_cost import SourceManaCost

_LIBRARIES = "library: {{Alice: [Island, Island, Island], Bob: [Island, Island, Island]}}"


@pytest.mark.parametrize(("name", "line"), [
    ("Pendrell Flux", 'Enchanted creature has "At the beginning of your upkeep, sacrifice this '
     'creature unless you pay its mana cost."'),
    ("Disruption Aura", 'Enchanted artifact has "At the beginning of your upkeep, sacrifice '
     'this artifact unless you pay its mana cost."'),
])
def test_118_12_pay_its_mana_cost_lines_read(name: str, line: str) -> None:
    (static,) = compile_text(line, name)
    (granted,) = static.effects[0].parts[0].abilities
    (may_pay,) = granted.instructions
    assert may_pay.cost == (SourceManaCost(),) and may_pay.who == "you"


def test_118_12_only_its_own_sacrifice_reads_its() -> None:
    """"its" is read only as the object sacrificed (the source): another object's mana cost
    stays unread."""
    assert compile_text("At the beginning of your upkeep, sacrifice target creature unless "
                        "you pay its mana cost.", "X") is None


_FLUX = """
    name: pendrell flux
    """ + _LIBRARIES + """
    battlefield:
      - {{card: Forest, as: f1}}
      - {{card: Forest, as: f2}}
      - {{{creature}, as: c}}
      - {{card: Pendrell Flux, attached_to: c, as: flux}}
    choices: [{pay}]
    actions:
      - {{pass: {{to: upkeep}}}}
      - {{pass: {{to: upkeep}}}}
"""


def test_118_12_paid_the_creature_stays(solve) -> None:
    """Pendrell Flux on Alice's Grizzly Bears ({1}{G}): at her upkeep she pays {1}{G} with
    her two Forests and keeps the Bears."""
    out = solve(_FLUX.format(creature="card: Grizzly Bears", pay="yes") + """
    expect:
      c: {zone: battlefield}
      flux: {zone: battlefield}
      f1: {tapped: true}
      f2: {tapped: true}
""")
    assert out.passed, out.failures


def test_118_12_not_paid_the_creature_is_sacrificed(solve) -> None:
    out = solve(_FLUX.format(creature="card: Grizzly Bears", pay="no") + """
    expect:
      c: {zone: graveyard}
      flux: {zone: graveyard}
      f1: {tapped: false}
""")
    assert out.passed, out.failures


def test_118_6_no_mana_cost_cant_be_paid(solve) -> None:
    """A 2/2 token has no mana cost (202.1b): its cost is unpayable (118.6), so Alice isn't
    asked and it is sacrificed (the Forests stay untapped)."""
    out = solve(_FLUX.format(
        creature="token: {name: Knight, types: [Creature], power: 2, toughness: 2}",
        pay="yes") + """
    expect:
      flux: {zone: graveyard}
      f1: {tapped: false}
""")
    assert out.passed, out.failures
    game = out.game
    assert not any(game.name_of(o) == "Knight" for o in game.state.battlefield())


def test_107_3h_x_in_its_mana_cost_is_zero(solve) -> None:
    """Disruption Aura on Alice's Astral Cornucopia ({X}{X}{X}): its mana cost is paid with X
    as 0 (107.3h), {0} - she pays it without tapping anything and keeps the artifact."""
    out = solve("""
        name: disruption aura x
        library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
        battlefield:
          - {card: Forest, as: f1}
          - {card: Astral Cornucopia, as: a}
          - {card: Disruption Aura, attached_to: a}
        choices: [yes]
        actions:
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
        expect:
          a: {zone: battlefield}
          f1: {tapped: false}
    """)
    assert out.passed, out.failures
    assert any("pays {0}" in line for line in out.game.state.log)
