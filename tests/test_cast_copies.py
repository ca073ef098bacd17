"""707.12 / 608.2g / 603.12: cards exiled and copied, the copies cast while the effect
resolves (Bloodthirsty Adversary: "When this creature enters, you may pay {2}{R} any number of
times. When you pay this cost one or more times, put that many +1/+1 counters on this
creature, then exile up to that many target instant and/or sorcery cards with mana value 3
or less from your graveyard and copy them. You may cast any number of the copies without
paying their mana costs.")."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.cast_copies import CastCopies
from arbiter.rules.instructions import Exile, MayPay, Ref

ADVERSARY = (
    "When this creature enters, you may pay {2}{R} any number of times. When you pay this cost "
    "one or more times, put that many +1/+1 counters on this creature, then exile up to that "
    "many target instant and/or sorcery cards with mana value 3 or less from your graveyard "
    "and copy them. You may cast any number of the copies without paying their mana costs.")


@pytest.mark.parametrize(("name", "line", "spell", "copies"), [
    ("Bloodthirsty Adversary", ADVERSARY, False,
     CastCopies(Ref("new_slots", 0, -1), any_number=True, free=True)),
    ("Psionic Ritual", "Exile target instant or sorcery card from a graveyard and copy it. "
     "You may cast the copy without paying its mana cost.", True,
     CastCopies(Ref("new_target", 0, 0), any_number=False, free=True)),
    ("Renegade Bull", "Whenever this creature attacks, exile up to one target instant or "
     "sorcery card from your graveyard and copy it. You may cast the copy without paying its "
     "mana cost.", False, CastCopies(Ref("new_target", 0, 0), any_number=False, free=True)),
])
def test_707_12_copy_and_cast_lines(name: str, line: str, spell: bool,
                                    copies: CastCopies) -> None:
    [ability] = compile_text(line, name, spell=spell) or [None]
    steps = ability.instructions
    if isinstance(steps[0], MayPay):  # 603.12: the reflexive ability's instructions
        steps = steps[0].reflexive.instructions
    assert isinstance(steps[-2], Exile) and steps[-1] == copies


def test_707_12_paid_twice_two_copies_cast_in_the_order_chosen(solve) -> None:
    """Alice pays {2}{R} twice: two +1/+1 counters, Lightning Bolt and Shock exiled and
    copied; she casts the copy of Shock first, then the Bolt (the Bolt resolves first), both
    at Bob: 5 damage. The cards stay in exile; the copies cease to exist after resolving
    (707.10a), so her graveyard is empty."""
    out = solve("""
        name: adversary, twice
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain,
                      Mountain]
        hand: {Alice: [{card: Bloodthirsty Adversary, as: adversary}]}
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Shock, as: shock}]}
        choices: [true, true, bolt, shock, Shock, Bob, true, Bob]
        actions:
          - {cast: Bloodthirsty Adversary, pay: true}
        expect:
          adversary: {counters: {+1/+1: 2}, power: 4}
          bolt: {zone: exile}
          shock: {zone: exile}
          player Bob: {life: 15}
          game: {stack: 0}
    """)
    assert out.passed, out.failures
    assert out.game.state.zone_list("graveyard", 0) == []


def test_608_2b_one_target_gone_the_rest_still_happens(solve) -> None:
    """Paid twice, the reflexive ability targets Lightning Bolt and Shock as it triggers (its
    targets are chosen then, 603.12); in response the Bolt leaves the graveyard. As the ability
    resolves, two counters are put, only Shock is exiled and copied, and its copy hits Bob."""
    out = solve("""
        name: adversary, one target gone
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain,
                      Mountain]
        hand: {Alice: [{card: Bloodthirsty Adversary, as: adversary}]}
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Shock, as: shock}]}
        choices: [true, true, bolt, shock, true, Bob]
        actions:
          - {cast: Bloodthirsty Adversary, pay: true, respond: true}
          - {resolve: 2}
          - {move: {card: bolt, to: library}, respond: true}
          - {resolve: 1}
          - {resolve: 1}
        expect:
          adversary: {counters: {+1/+1: 2}}
          shock: {zone: exile}
          bolt: {zone: library}
          player Bob: {life: 18}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_608_2b_every_target_gone_the_ability_does_nothing(solve) -> None:
    """The only target, Lightning Bolt, leaves the graveyard in response: the reflexive
    ability doesn't resolve at all (608.2b), so Bloodthirsty Adversary gets no counter."""
    out = solve("""
        name: adversary, target gone
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Bloodthirsty Adversary, as: adversary}]}
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        choices: [true, bolt]
        actions:
          - {cast: Bloodthirsty Adversary, pay: true, respond: true}
          - {resolve: 2}
          - {move: {card: bolt, to: library}, respond: true}
          - {resolve: 1}
        expect:
          adversary: {counters: {}, power: 2}
          player Bob: {life: 20}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_707_12_declining_the_copy_leaves_nothing_behind(solve) -> None:
    """Alice doesn't cast the copy: Lightning Bolt stays in exile and the copy ceases to
    exist (704.5e): exile holds the one card."""
    out = solve("""
        name: adversary, declined
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
        hand: {Alice: [Bloodthirsty Adversary]}
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        choices: [true, bolt, false]
        actions:
          - {cast: Bloodthirsty Adversary, pay: true}
        expect:
          bolt: {zone: exile}
    """)
    assert out.passed, out.failures
    assert [out.game.obj(o).card for o in out.game.state.zone_list("exile")] == [
        "Lightning Bolt"]
