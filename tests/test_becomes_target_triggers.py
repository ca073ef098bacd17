"""603.2 / 115.1 / 601.2c: "When this creature becomes the target of a spell or ability,
sacrifice it." (Phantasmal Bear, Skulking Ghost), "... becomes the target of a spell, ..."
(Departed Deckhand) and "... of a spell or ability an opponent controls, you may draw a card."
(Cactarantula): the object becomes the target as the spell or ability is put on the stack;
the trigger resolves first, so the spell loses its target (608.2b)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def test_603_2_becomes_target_lines() -> None:
    cases = [
        ("When this creature becomes the target of a spell or ability, sacrifice it.",
         "any", "any"),
        ("When this creature becomes the target of a spell, sacrifice it.", "spell", "any"),
        ("Whenever this creature becomes the target of a spell or ability an opponent "
         "controls, you may draw a card.", "any", "opponent"),
    ]
    for line, what, by in cases:
        [ability] = compile_text(line, "Test")
        assert isinstance(ability, TriggeredAbility)
        assert (ability.trigger.event, ability.trigger.what, ability.trigger.by) == (
            "becomes_target", what, by)


def test_603_2_phantasmal_bear_is_sacrificed_and_the_shock_fizzles(solve) -> None:
    out = solve("""
        name: Phantasmal Bear targeted
        battlefield:
          - {card: Phantasmal Bear, controller: Bob, as: bear}
        hand: {Alice: [Shock]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Shock
            targets: [bear]
        expect:
          bear: {zone: graveyard}
          Shock: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_603_2_of_a_spell_only_an_ability_doesnt_trigger_it(solve) -> None:
    """Departed Deckhand ("of a spell"), a 2/2: Prodigal Pyromancer's ability targeting it
    doesn't make it sacrifice itself (it takes 1 damage and stays); a Shock does."""
    base = """
        name: Departed Deckhand
        battlefield:
          - {card: Departed Deckhand, controller: Bob, as: deckhand}
          - {card: Prodigal Pyromancer, as: pyro}
        hand: {Alice: [Shock]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: pyro, ability: 1, targets: [deckhand]}
    """
    out = solve(base + """
        expect:
          deckhand: {zone: battlefield}
    """)
    assert out.passed, out.failures
    shock = base.split("        actions:")[0] + """
        actions:
          - cast: Shock
            targets: [deckhand]
    """
    out = solve(shock + """
        expect:
          deckhand: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_603_2_cactarantula_draws_only_for_an_opponents_spell(board) -> None:
    for caster, draws in (("Bob", 1), ("Alice", 0)):
        game = board(f"""
            name: Cactarantula targeted by {caster}
            battlefield:
              - {{card: Cactarantula, as: cact}}
            hand: {{Alice: [Giant Growth], Bob: [Giant Growth]}}
            library: {{Alice: [Island, Island], Bob: [Island, Island]}}
            choices: [true]
            actions:
              - cast: Giant Growth
                by: {caster}
                targets: [cact]
        """)
        hand = [game.name_of(o) for o in game.state.zone_list("hand", 0)]
        # Alice still holds her Giant Growth when Bob (her opponent) casts his
        assert len(hand) == (1 if caster == "Bob" else 0) + draws, hand


def test_207_2c_heroic_triggers_on_your_spell_targeting_it(solve) -> None:
    """Satyr Hoplite (Heroic — Whenever you cast a spell that targets this creature, put a
    +1/+1 counter on this creature.): Alice's Giant Growth on it triggers heroic (601.2i);
    the counter and the pump make it 5/5."""
    out = solve("""
        name: Heroic
        battlefield:
          - {card: Satyr Hoplite, as: hoplite}
        hand: {Alice: [Giant Growth]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Giant Growth
            targets: [hoplite]
        expect:
          hoplite: {power: 5, toughness: 5, counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_207_2c_heroic_ignores_other_targets_and_opponents_spells(solve) -> None:
    out = solve("""
        name: Heroic, not this creature or not your spell
        battlefield:
          - {card: Satyr Hoplite, as: hoplite}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Giant Growth], Bob: [Giant Growth]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Giant Growth
            targets: [bears]
          - cast: Giant Growth
            by: Bob
            targets: [hoplite]
        expect:
          hoplite: {power: 4, toughness: 4}
          bears: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures
    hoplite = next(o for o in out.game.state.objects.values() if o.alias == "hoplite")
    assert not hoplite.counters.get("+1/+1")
