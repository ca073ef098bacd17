"""614.1a / 616.1 / 700.4: "If a creature an opponent controls would die, exile it instead."
(Gisa, Glorious Resurrector; Liesa, Forgotten Archangel): the replacement effects that apply
to the objects of one event are decided before the event, so a static ability of a permanent
leaving at the same time still applies to the others (Wrath of God with Gisa; Gisa blocking
and dying with the creature she blocked). Once its source has left, in an earlier event, it
no longer applies."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility

GISA = "Gisa, Glorious Resurrector"
#: Gisa's replacement line on a 4/4 (her upkeep ability, still unread, is left out).
WARDEN = ('{token: {name: Warden, types: [Creature], power: 4, toughness: 4, text: "If a '
          'creature an opponent controls would die, exile it instead."}, as: gisa}')


def test_614_1a_the_line_is_a_static_replacement() -> None:
    [ability] = compile_text("If a creature an opponent controls would die, exile it instead.",
                             GISA)
    assert isinstance(ability, StaticAbility)
    [spec] = ability.effects
    [part] = spec.parts
    assert part.rule == "replace_zone_change"
    assert tuple(part.detail[:3]) == ("battlefield", "graveyard", "exile")


def test_614_1a_wrath_of_god_exiles_the_opponents_creatures_gisa_dying_too(solve) -> None:
    out = solve(f"""
        name: Gisa and Wrath of God
        battlefield:
          - {WARDEN}
          - {{card: Grizzly Bears, as: mine}}
          - {{card: Savannah Lions, controller: Bob, as: lions}}
          - {{card: Llanowar Elves, controller: Bob, as: elves}}
        hand: {{Alice: [Wrath of God]}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - cast: Wrath of God
        expect:
          gisa: {{exists: false}}
          mine: {{zone: graveyard}}
          lions: {{zone: exile}}
          elves: {{zone: exile}}
    """)
    assert out.passed, out.failures


def test_614_1a_gisa_blocking_dies_with_the_attacker_which_is_exiled(solve) -> None:
    out = solve(f"""
        name: Gisa blocks and both die
        turn: {{number: 2, phase: precombat_main}}
        battlefield:
          - {WARDEN}
          - {{card: Colossal Dreadmaw, controller: Bob, as: dreadmaw, counters: {{-1/-1: 2}}}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - attack: [dreadmaw]
          - block: {{gisa: dreadmaw}}
          - pass: {{to: end_of_combat}}
        expect:
          gisa: {{exists: false}}
          dreadmaw: {{zone: exile}}
    """.replace("turn: {number: 2", "players: [Bob, Alice]\n        turn: {number: 1")
       .replace("as: gisa}", "as: gisa, controller: Alice}"))
    assert out.passed, out.failures


def test_614_1a_after_gisa_has_left_a_creature_dies_normally(solve) -> None:
    out = solve(f"""
        name: Gisa gone first
        battlefield:
          - {WARDEN}
          - {{card: Savannah Lions, controller: Bob, as: lions}}
        hand: {{Alice: [Lightning Bolt]}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - move: {{card: gisa, to: graveyard}}
          - cast: Lightning Bolt
            targets: [lions]
        expect:
          lions: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


def test_614_1a_only_opponents_creatures(solve) -> None:
    out = solve(f"""
        name: Gisa and her controller's creature
        battlefield:
          - {WARDEN}
          - {{card: Savannah Lions, as: mine}}
        hand: {{Alice: [Lightning Bolt]}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - cast: Lightning Bolt
            targets: [mine]
        expect:
          mine: {{zone: graveyard}}
          gisa: {{zone: battlefield}}
    """)
    assert out.passed, out.failures


def test_700_4_samurai_of_the_pale_curtain_exiles_every_permanent_dying(solve) -> None:
    """"If a permanent would be put into a graveyard, exile it instead." (Samurai of the Pale
    Curtain): a permanent put into a graveyard dies (700.4). Wrath of God: Bob's Grizzly
    Bears and the Samurai itself are exiled; Wrath of God (a spell, not a permanent) goes to
    Alice's graveyard."""
    out = solve("""
        name: Samurai of the Pale Curtain
        battlefield:
          - {card: Samurai of the Pale Curtain, as: samurai}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - Plains
          - Plains
          - Plains
          - Plains
        hand: {Alice: [Wrath of God]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Wrath of God
        expect:
          samurai: {zone: exile}
          bears: {zone: exile}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [game.name_of(i) for i, o in game.state.objects.items() if o.zone == "graveyard"] == [
        "Wrath of God"]
