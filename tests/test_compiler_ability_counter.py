"""701.6a: "counter target activated or triggered ability", and Tishana's Tidebinder's "If an
ability of an artifact, creature, or planeswalker is countered this way, that permanent loses
all abilities for as long as ~ remains on the battlefield." (109.2, 611.2b, 613.1f): real
Oracle lines → compiled structure, and the cards played with the real engine."""

from __future__ import annotations

import pytest
from oracle import one as _one

from arbiter.rules import instructions as I
from arbiter.rules.parts import LoseAllAbilities
from arbiter.state.effects import WHILE_SOURCE


# -- 701.6a: "counter [up to one] target activated or triggered ability" ----------------------
@pytest.mark.parametrize(("name", "starts", "spell", "face", "up_to"), [
    ("Stifle", "Counter target", True, 0, False),
    ("Repudiate // Replicate", "Counter target", True, 0, False),
    ("Sublime Epiphany", "• Counter target activated", True, 0, False),
    ("Brokers Confluence", "• Counter target activated", True, 0, False),
    ("Tishana's Tidebinder", "When", False, 0, True),
])
def test_701_6a_counter_target_activated_or_triggered_ability(name, starts, spell, face,
                                                              up_to) -> None:
    ab = _one(name, starts, spell, face)
    step = ab.instructions[0]
    assert isinstance(step, I.CounterTarget) and step.what == I.Ref.target(0)
    (spec,) = ab.targets
    # 115.1 / 605.3b: an activated or triggered ability on the stack (never a mana ability)
    assert (spec.kind, spec.count, spec.up_to) == ("ability", 1, up_to)


def test_109_2_tidebinder_that_permanent_loses_all_abilities_while_it_remains() -> None:
    ab = _one("Tishana's Tidebinder", "When", False)
    (step,) = ab.instructions
    assert step.then_if_source_is == frozenset({"Artifact", "Creature", "Planeswalker"})
    assert step.then == (I.CreateEffect(parts=(LoseAllAbilities(),), affected=I.Ref.it(),
                                        duration=WHILE_SOURCE),)


def test_tidebinder_is_read_from_its_oracle_text(catalog) -> None:
    """No hand-written definition: the catalog compiles every line (702.8 flash included)."""
    from arbiter.cardlib.registry import all_definitions
    from arbiter.rules.abilities import UnsupportedAbility

    assert all(d.name != "Tishana's Tidebinder" for d in all_definitions())
    abilities = catalog.abilities("Tishana's Tidebinder", 0)
    assert abilities and not any(isinstance(a, UnsupportedAbility) for a in abilities)


# -- the real engine --------------------------------------------------------------------------
_PYROMANCER = """
    name: tidebinder counters the pyromancer's ping
    battlefield:
      - {card: Prodigal Pyromancer, as: pyro}
      - {card: Llanowar Elves, as: elves, controller: Bob}
    hand: {Bob: [Tishana's Tidebinder]}
    library: {Alice: [Island, Island], Bob: [Island, Island]}
    choices: [ping]
    actions:
      - activate: {card: pyro, ability: "{T}", targets: [elves], respond: true, as: ping}
      - cast: Tishana's Tidebinder
        by: Bob
        as: tidebinder
        respond: true
      - resolve: 1          # Tidebinder enters; its trigger targets the ping
      - resolve: all
"""
_PING = "{T}: This creature deals 1 damage to any target."


def test_613_1f_tidebinder_counters_a_creatures_ability_it_loses_all_abilities(solve) -> None:
    """701.6a: the ping never deals damage; 613.1f: the Pyromancer loses all abilities (layer
    6, Tidebinder's effect)."""
    out = solve(_PYROMANCER + """
    expect:
      elves: {zone: battlefield}
      pyro:
        lacks: ["@PING@"]
        layers:
          "6": [tidebinder]
    """.replace("@PING@", _PING))
    assert out.passed, out.failures


def test_611_2b_the_abilities_come_back_when_tidebinder_leaves(solve) -> None:
    """611.2b: "for as long as ~ remains on the battlefield": once Tidebinder has left, the
    Pyromancer has its ability again."""
    out = solve(_PYROMANCER + """
      - move: {card: tidebinder, to: graveyard}
    expect:
      pyro:
        has: ["@PING@"]
        layers:
          "6": []
    """.replace("@PING@", _PING))
    assert out.passed, out.failures


def test_611_2b_tidebinder_gone_before_its_trigger_resolves_no_effect(solve) -> None:
    """611.2b: Tidebinder has left as its trigger resolves: the ping is countered, but the
    "for as long as" duration never starts, so the Pyromancer keeps its abilities."""
    out = solve("""
        name: tidebinder leaves first
        battlefield:
          - {card: Prodigal Pyromancer, as: pyro}
          - {card: Llanowar Elves, as: elves, controller: Bob}
        hand: {Bob: [Tishana's Tidebinder]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        choices: [ping]
        actions:
          - activate: {card: pyro, ability: "{T}", targets: [elves], respond: true, as: ping}
          - cast: Tishana's Tidebinder
            by: Bob
            as: tidebinder
            respond: true
          - resolve: 1
          - move: {card: tidebinder, to: graveyard}
            respond: true
          - resolve: all
        expect:
          elves: {zone: battlefield}
          pyro:
            has: ["@PING@"]
    """.replace("@PING@", _PING))
    assert out.passed, out.failures


def test_109_2_an_ability_of_a_creature_card_in_a_graveyard_loses_nothing(solve) -> None:
    """109.2: Bloodghast's ability triggers from the graveyard; it is not an ability of a
    creature (a permanent), so when Tidebinder counters it, Bloodghast keeps its abilities
    and its next landfall returns it."""
    out = solve("""
        name: tidebinder and bloodghast
        graveyard: {Alice: [{card: Bloodghast, as: ghast}]}
        choices: [ghast]
        hand: {Bob: [Tishana's Tidebinder]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - enter: {card: Forest}
            respond: true
          - cast: Tishana's Tidebinder
            by: Bob
            respond: true
          - resolve: 1
          - resolve: all        # the landfall trigger is countered: Bloodghast stays
          - enter: {card: Forest}
            choices: {may: yes}
        expect:
          ghast: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_6a_stifle_counters_an_activated_ability(solve) -> None:
    """701.6a: Stifle counters the Pyromancer's ping: no damage, and (no "countered this
    way" sentence) the Pyromancer keeps its abilities."""
    out = solve("""
        name: stifle
        battlefield:
          - {card: Prodigal Pyromancer, as: pyro}
          - {card: Llanowar Elves, as: elves, controller: Bob}
        hand: {Bob: [Stifle]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - activate: {card: pyro, ability: "{T}", targets: [elves], respond: true, as: ping}
          - {cast: Stifle, by: Bob, targets: [ping], as: stifle}
        expect:
          elves: {zone: battlefield}
          pyro:
            has: ["@PING@"]
          stifle: {zone: graveyard}
    """.replace("@PING@", _PING))
    assert out.passed, out.failures
