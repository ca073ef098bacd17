"""Keywords that are replacement effects as their permanent enters (614.1c, 614.12), played
through the real engine: modular (702.43), graft (702.58), bloodthirst (702.54), sunburst
(702.44), devour (702.82), amplify (702.38), riot (702.136), unleash (702.98) and tribute
(702.104)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.combat.declare import _why_cant_block, declare_attackers
from arbiter.scenario.errors import ScenarioError

ALICE, BOB = 0, 1


def _counters(game, alias: str) -> dict[str, int]:
    return dict(game.obj(obj_id(game, alias)).counters)


def _pt(game, alias: str) -> tuple[int | None, int | None]:
    ch = game.chars(obj_id(game, alias))
    return ch.power, ch.toughness


# -- modular (702.43a): "This permanent enters with N +1/+1 counters on it" -------------------
def test_702_43a_modular_arcbound_bruiser_enters_with_three_counters(solve) -> None:
    out = solve("""
        name: modular enters
        hand: {Alice: [{card: Arcbound Bruiser, as: bruiser}]}
        actions:
          - {cast: Arcbound Bruiser}
        expect:
          bruiser: {zone: battlefield, counters: {+1/+1: 3}, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


# -- sunburst (702.44) ---------------------------------------------------------------------------
_LANDS = """
    battlefield: [Plains, Island, Swamp, Forest, Forest, Forest]
"""


def test_702_44a_sunburst_creature_counts_the_colors_spent(solve) -> None:
    """Suntouched Myr ({3}, sunburst) paid with white, blue and black mana (Plains, Island,
    Swamp; 601.2h): three colors, three +1/+1 counters, a 3/3."""
    out = solve("""
        name: sunburst myr
        battlefield: [Plains, Island, Swamp]
        hand: {Alice: [{card: Suntouched Myr, as: myr}]}
        actions:
          - {cast: Suntouched Myr, pay: true}
        expect:
          myr: {zone: battlefield, counters: {+1/+1: 3}, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_702_44a_sunburst_counts_each_color_once_and_not_colorless(solve) -> None:
    """Pentad Prism ({2}) paid with two green mana: one color, one charge counter (it isn't
    entering as a creature)."""
    out = solve("""
        name: sunburst prism
        battlefield: [Forest, Forest]
        hand: {Alice: [{card: Pentad Prism, as: prism}]}
        actions:
          - {cast: Pentad Prism, pay: true}
        expect:
          prism: {zone: battlefield, counters: {charge: 1}}
    """)
    assert out.passed, out.failures


def test_702_44c_modular_sunburst_arcbound_wanderer(solve) -> None:
    """Arcbound Wanderer ({6}, Modular—Sunburst) paid with W, U, B and G: four +1/+1
    counters."""
    out = solve(f"""
        name: modular sunburst
        {_LANDS.strip()}
        hand: {{Alice: [{{card: Arcbound Wanderer, as: wanderer}}]}}
        actions:
          - {{cast: Arcbound Wanderer, pay: true}}
        expect:
          wanderer: {{zone: battlefield, counters: {{+1/+1: 4}}, power: 4, toughness: 4}}
    """)
    assert out.passed, out.failures


def test_702_44b_sunburst_adds_nothing_to_a_permanent_that_wasnt_cast(solve) -> None:
    """Put onto the battlefield without being cast: no counters; the 0/0 Myr dies (704.5f)."""
    out = solve("""
        name: sunburst put
        actions:
          - {enter: {card: Suntouched Myr, as: myr}}
        expect:
          myr: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_44a_sunburst_unknown_colors_stop_the_game(solve) -> None:
    """A spell cast with mana the scenario provided (not paid through the engine) has no
    record of the colors spent: the game stops naming sunburst rather than guess (principle
    5)."""
    with pytest.raises(ScenarioError, match="Sunburst: the colors of mana spent"):
        solve("""
            name: sunburst unknown
            hand: {Alice: [Suntouched Myr]}
            actions:
              - {cast: Suntouched Myr}
        """)


# -- bloodthirst (702.54) ------------------------------------------------------------------------
_OGRE = """
    name: bloodthirst
    hand: {{Alice: [Lightning Bolt, {{card: Blood Ogre, as: ogre}}]}}
    actions:{bolt}
      - {{cast: Blood Ogre}}
"""


def test_702_54a_bloodthirst_after_an_opponent_was_dealt_damage(solve) -> None:
    """Alice's Lightning Bolt deals 3 damage to Bob; then Blood Ogre (2/2, bloodthirst 1)
    enters with a +1/+1 counter."""
    out = solve(_OGRE.format(bolt="\n      - {cast: Lightning Bolt, targets: [Bob]}"))
    assert _counters(out.game, "ogre") == {"+1/+1": 1}
    assert _pt(out.game, "ogre") == (3, 3)


def test_702_54a_bloodthirst_without_damage_this_turn(solve) -> None:
    """No opponent was dealt damage this turn: no counter."""
    out = solve(_OGRE.format(bolt=""))
    assert _counters(out.game, "ogre") == {}


def test_702_54a_damage_to_yourself_isnt_bloodthirst(solve) -> None:
    """Alice's Bolt to her own face: Bob, her opponent, wasn't dealt damage."""
    out = solve(_OGRE.format(bolt="\n      - {cast: Lightning Bolt, targets: [Alice]}"))
    assert _counters(out.game, "ogre") == {}


def test_702_54b_bloodthirst_x_counts_the_damage_opponents_were_dealt(solve) -> None:
    """Two Bolts to Bob (6 damage): Petrified Wood-Kin (bloodthirst X) enters with six
    +1/+1 counters, a 9/9."""
    out = solve("""
        name: bloodthirst X
        hand: {Alice: [Lightning Bolt, Lightning Bolt, {card: Petrified Wood-Kin, as: kin}]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Petrified Wood-Kin}
        expect:
          kin: {counters: {+1/+1: 6}, power: 9, toughness: 9}
    """)
    assert out.passed, out.failures


# -- graft (702.58) ------------------------------------------------------------------------------
def test_702_58a_graft_enters_with_counters_and_moves_one_to_another_creature(solve) -> None:
    """Aquastrand Spider (graft 2) enters with two +1/+1 counters; when Grizzly Bears enters
    (under Bob's control: "another creature", anyone's), Alice moves one onto it (122.5)."""
    out = solve("""
        name: graft
        hand: {Alice: [{card: Aquastrand Spider, as: spider}]}
        actions:
          - {cast: Aquastrand Spider}
          - {enter: {card: Grizzly Bears, controller: Bob, as: bears}, choices: {may: yes}}
        expect:
          spider: {counters: {+1/+1: 1}, power: 1, toughness: 1}
          bears: {counters: {+1/+1: 1}, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_702_58a_graft_doesnt_trigger_without_a_counter(solve) -> None:
    """603.4: the Spider has no +1/+1 counter (both moved away already): a third creature
    entering doesn't trigger graft."""
    out = solve("""
        name: graft empty
        battlefield: [{card: Aquastrand Spider, as: spider}]
        actions:
          - {enter: {card: Grizzly Bears, as: b1}, choices: {may: yes}}
          - {enter: {card: Grizzly Bears, as: b2}, choices: {may: yes}}
          - {enter: {card: Grizzly Bears, as: b3}}
        expect:
          spider: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [_counters(game, b) for b in ("b1", "b2", "b3")] == [{"+1/+1": 1}] * 2 + [{}]


# -- devour (702.82) -----------------------------------------------------------------------------
def test_702_82a_devour_sacrifices_creatures_as_it_enters(solve) -> None:
    """Predator Dragon (devour 2) devours two Grizzly Bears: it enters with four +1/+1
    counters (an 8/8); the Bears are sacrificed (701.21a)."""
    out = solve("""
        name: devour
        battlefield: [{card: Grizzly Bears, as: b1}, {card: Grizzly Bears, as: b2},
                      {card: Llanowar Elves, as: elf}]
        hand: {Alice: [{card: Predator Dragon, as: dragon}]}
        actions:
          - {cast: Predator Dragon}
        choices: [b1, b2, done]
        expect:
          dragon: {counters: {+1/+1: 4}, power: 8, toughness: 8}
          b1: {zone: graveyard}
          b2: {zone: graveyard}
          elf: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert len(out.game.obj(obj_id(out.game, "dragon")).choices["devoured"]) == 2  # 702.82b


def test_702_82a_devour_nothing(solve) -> None:
    """Devouring is optional: no answer, nothing sacrificed, no counters."""
    out = solve("""
        name: devour nothing
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Gorger Wurm, as: wurm}]}
        actions:
          - {cast: Gorger Wurm}
        expect:
          wurm: {counters: {}, power: 5}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_82c_devour_artifact_sacrifices_artifacts(solve) -> None:
    """Caprichrome (devour artifact 1) may devour an artifact (a Treasure token), not a
    creature that isn't one (Grizzly Bears isn't among the options)."""
    out = solve("""
        name: devour artifact
        battlefield: [{token: Treasure, as: t}, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Caprichrome, as: goat}]}
        actions:
          - {cast: Caprichrome}
        choices: [t, done]
        expect:
          goat: {counters: {+1/+1: 1}, power: 3, toughness: 3}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert not any(out.game.name_of(o) == "Treasure Token" for o in out.game.state.battlefield())


# -- amplify (702.38) ----------------------------------------------------------------------------
def test_702_38a_amplify_reveals_cards_that_share_a_creature_type(solve) -> None:
    """Zombie Brute (amplify 1) reveals two Zombie cards from Alice's hand (Walking Corpse,
    Diregraf Ghoul): two +1/+1 counters. Grizzly Bears (a Bear) can't be revealed."""
    out = solve("""
        name: amplify
        hand: {Alice: [{card: Zombie Brute, as: brute}, {card: Walking Corpse, as: z1},
                       {card: Diregraf Ghoul, as: z2}, {card: Grizzly Bears, as: bears}]}
        actions:
          - {cast: Zombie Brute}
        choices: [z1, z2]
        expect:
          brute: {counters: {+1/+1: 2}, power: 7, toughness: 6}
          z1: {zone: hand}
          bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_38a_amplify_cant_reveal_a_card_without_a_shared_type(solve) -> None:
    """Grizzly Bears shares no creature type with Zombie Brute: not a card it may reveal."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: amplify wrong
            hand: {Alice: [Zombie Brute, {card: Grizzly Bears, as: bears}]}
            actions:
              - {cast: Zombie Brute, choices: {amplify: [bears]}}
        """)


# -- riot (702.136) and unleash (702.98) ---------------------------------------------------------
def test_702_136a_riot_with_the_counter(solve) -> None:
    """Frenzied Arynx (3/3, riot) enters with an additional +1/+1 counter: a 4/4 without
    haste."""
    out = solve("""
        name: riot counter
        hand: {Alice: [{card: Frenzied Arynx, as: cat}]}
        actions:
          - {cast: Frenzied Arynx, choices: {riot: yes}}
        expect:
          cat: {counters: {+1/+1: 1}, power: 4, lacks: [Haste]}
    """)
    assert out.passed, out.failures


def test_702_136a_riot_without_the_counter_it_gains_haste(solve) -> None:
    """"If you don't, it gains haste": a 3/3 with haste, which it keeps (611.2-like effect of
    the replacement, not of the keyword)."""
    out = solve("""
        name: riot haste
        hand: {Alice: [{card: Frenzied Arynx, as: cat}]}
        actions:
          - {cast: Frenzied Arynx}
        expect:
          cat: {counters: {}, power: 3, has: [Haste]}
    """)
    assert out.passed, out.failures


def test_702_98a_unleashed_creature_cant_block(board) -> None:
    """Dead Reveler (2/3, unleash) entered with the +1/+1 counter: it can't block as long as
    it has one. Alice's other Reveler, entered without it, can block Bob's attacker on his
    turn."""
    game = board("""
        name: unleash
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [{card: Dead Reveler, as: wild}, {card: Dead Reveler, as: tame}]}
        library: {Bob: [Forest]}
        actions:
          - {cast: wild, choices: {unleash: yes}}
          - {cast: tame}
          - {pass: next_turn}
    """)
    bears, wild, tame = (obj_id(game, a) for a in ("bears", "wild", "tame"))
    assert game.obj(wild).counters == {"+1/+1": 1} and game.obj(tame).counters == {}
    assert game.state.turn.active == BOB
    game.state.turn.step = "declare_attackers"  # the format has no attack action yet (issue 14)
    declare_attackers(game, {bears: ("player", ALICE)})
    assert "can't block" in (_why_cant_block(game, wild, bears) or "")
    assert _why_cant_block(game, tame, bears) is None
    game.remove_counters(wild, "+1/+1", 1)
    assert _why_cant_block(game, wild, bears) is None  # "as long as" it has the counter


# -- tribute (702.104) ---------------------------------------------------------------------------
_SNAKE = """
    name: tribute
    hand: {{Alice: [{{card: Snake of the Golden Grove, as: snake}}]}}
    actions:
      - {{cast: Snake of the Golden Grove{choices}}}
"""


def test_702_104a_tribute_paid_by_the_opponent(solve) -> None:
    """Bob, the chosen opponent, puts three +1/+1 counters on Snake of the Golden Grove (a
    7/7): tribute was paid, so its enters ability doesn't trigger (603.4): no life."""
    out = solve(_SNAKE.format(choices=", choices: {tribute: yes}"))
    game = out.game
    assert _counters(game, "snake") == {"+1/+1": 3} and _pt(game, "snake") == (7, 7)
    assert game.state.players[ALICE].life == 20


def test_702_104b_tribute_not_paid(solve) -> None:
    """Bob declines: a 4/4, and "if tribute wasn't paid, you gain 4 life"."""
    out = solve(_SNAKE.format(choices=""))
    game = out.game
    assert _counters(game, "snake") == {} and _pt(game, "snake") == (4, 4)
    assert game.state.players[ALICE].life == 24
