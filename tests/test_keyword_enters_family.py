"""The keywords that are "when this enters" or "whenever a creature you control enters"
triggered abilities (603.6a), played through the real engine: living weapon (702.92),
evolve (702.100), exploit (702.110), fabricate (702.123) and backup (702.165). Each spell is
cast (601), its trigger put on the stack (603.3) and resolved (608)."""

from __future__ import annotations

from conftest import chars_of, obj_id

from arbiter.vocab import Color


def _zone_of(game, card: str) -> list[str]:
    return [o.zone for o in game.state.objects.values()
            if o.card == card and not o.zone.startswith("left:")]


# -- 702.92 living weapon ----------------------------------------------------------------------
def test_702_92a_living_weapon_makes_a_germ_and_equips_it(solve) -> None:
    """Flayer Husk (Living weapon; equipped creature gets +1/+1) is cast: a 0/0 black
    Phyrexian Germ token is created and the Husk attached to it, a 1/1 that survives."""
    out = solve("""
        name: living weapon
        hand: {Alice: [{card: Flayer Husk, as: husk}]}
        actions:
          - {cast: husk}
    """)
    assert out.passed, out.failures
    game = out.game
    germs = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(germs) == 1
    germ = game.chars(germs[0])
    assert (germ.name, germ.power, germ.toughness) == ("Phyrexian Germ Token", 1, 1)
    assert germ.subtypes == {"Phyrexian", "Germ"} and germ.colors == {Color.BLACK}
    assert game.obj(obj_id(game, "husk")).attached_to == germs[0]


def test_702_92a_living_weapon_germ_dies_when_the_equipment_is_gone(solve) -> None:
    """With the living weapon trigger on the stack, Bob destroys Flayer Husk (Shatter): the
    Germ is still created, the Husk can't be attached to it (it has left, 701.3b), and the
    0/0 Germ dies to 704.5f."""
    out = solve("""
        name: living weapon without the equipment
        hand: {Alice: [{card: Flayer Husk, as: husk}], Bob: [Shatter]}
        actions:
          - {cast: husk, respond: true}
          - {resolve: 1}
          - {cast: Shatter, by: Bob, targets: [husk]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert _zone_of(game, "Flayer Husk") == ["graveyard"]
    assert not any(game.obj(o).token is not None for o in game.state.battlefield())
    assert any(e.kind == "dies" for e in game.events
               if game.state.objects.get(e.obj) is not None
               and game.state.objects[e.obj].token is not None)


# -- 702.100 evolve ----------------------------------------------------------------------------
def test_702_100a_evolve_counter_for_a_bigger_creature(solve) -> None:
    """Cloudfin Raptor (0/1, evolve): Grizzly Bears (2/2) enters under Alice's control, the
    Raptor evolves to 1/2; then Savannah Lions (2/1) enters: 2 > 1 power, another counter."""
    out = solve("""
        name: evolve
        battlefield: [{card: Cloudfin Raptor, as: raptor}]
        hand: {Alice: [Grizzly Bears, Savannah Lions]}
        actions:
          - {cast: Grizzly Bears}
          - {cast: Savannah Lions}
        expect:
          raptor: {power: 2, toughness: 3, counters: {+1/+1: 2}}
    """)
    assert out.passed, out.failures


def test_702_100a_no_trigger_for_a_smaller_or_an_opponents_creature(solve) -> None:
    """Cloudfin Raptor with two counters (2/3): Savannah Lions (2/1) isn't bigger in either;
    Bob's Hill Giant isn't Alice's: no counter."""
    out = solve("""
        name: evolve no
        battlefield: [{card: Cloudfin Raptor, as: raptor, counters: {+1/+1: 2}}]
        hand: {Alice: [Savannah Lions]}
        actions:
          - {cast: Savannah Lions}
          - {enter: {card: Hill Giant, controller: Bob}}
        expect:
          raptor: {power: 2, toughness: 3, counters: {+1/+1: 2}}
    """)
    assert out.passed, out.failures
    assert not any(it.kind == "triggered" for it in out.game.state.stack_items)


def test_702_100a_603_4_evolve_checks_again_on_resolution(solve) -> None:
    """Cloudfin Raptor (0/1) and Grizzly Bears enters: the trigger waits on the stack;
    Alice gives the Raptor +3/+3 (Giant Growth) first. As the evolve ability resolves the
    Bears (2/2) is no longer bigger than the 3/4 Raptor: no counter (603.4)."""
    out = solve("""
        name: evolve recheck
        battlefield: [{card: Cloudfin Raptor, as: raptor}]
        hand: {Alice: [Grizzly Bears, Giant Growth]}
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {resolve: 1}
          - {cast: Giant Growth, targets: [raptor]}
        expect:
          raptor: {power: 3, toughness: 4, counters: {}}
    """)
    assert out.passed, out.failures


def test_702_100d_each_evolve_instance_triggers(solve) -> None:
    """Two Cloudfin Raptors: Grizzly Bears enters; each Raptor evolves once."""
    out = solve("""
        name: evolve twice
        battlefield: [{card: Cloudfin Raptor, as: r1}, {card: Cloudfin Raptor, as: r2}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears}
        expect:
          r1: {counters: {+1/+1: 1}}
          r2: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


# -- 702.110 exploit ---------------------------------------------------------------------------
def test_702_110a_exploit_sacrifice_and_its_payoff(solve) -> None:
    """Silumgar Butcher enters; Alice sacrifices Grizzly Bears to its exploit: it exploits a
    creature (702.110b), and "target creature gets -3/-3" kills Bob's Hill Giant."""
    out = solve("""
        name: exploit
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [{card: Silumgar Butcher, as: butcher}]}
        choices: [bears, giant]
        actions:
          - {cast: butcher}
        expect:
          bears: {zone: graveyard}
          giant: {zone: graveyard}
          butcher: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_110a_exploit_declined_nothing_happens(solve) -> None:
    """Declining the exploit sacrifice: no creature is sacrificed and nothing exploits."""
    out = solve("""
        name: exploit declined
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [{card: Silumgar Butcher, as: butcher}]}
        actions:
          - {cast: butcher, choices: {exploit: null}}
        expect:
          bears: {zone: battlefield}
          giant: {zone: battlefield, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures
    assert not any(e.kind == "exploits" for e in out.game.events)


def test_702_110b_exploiting_itself_still_exploits(solve) -> None:
    """Silumgar Butcher sacrifices itself: it exploited a creature, and its "when this
    creature exploits" ability triggers, looking back in time (603.10a): Hill Giant gets
    -3/-3 and dies."""
    out = solve("""
        name: exploit self
        battlefield: [{card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [{card: Silumgar Butcher, as: butcher}]}
        choices: [butcher, giant]
        actions:
          - {cast: butcher}
        expect:
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _zone_of(out.game, "Silumgar Butcher") == ["graveyard"]


# -- 702.123 fabricate -------------------------------------------------------------------------
def test_702_123a_fabricate_counters_or_servos(solve) -> None:
    """Glint-Sleeve Artisan (Fabricate 1, a 2/2): choosing counters makes it 3/3; choosing
    not to creates a 1/1 colorless Servo artifact creature token."""
    out = solve("""
        name: fabricate counters
        hand: {Alice: [{card: Glint-Sleeve Artisan, as: artisan}]}
        actions:
          - {cast: artisan, choices: {fabricate: "yes"}}
        expect:
          artisan: {power: 3, toughness: 3, counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
    assert not [o for o in out.game.state.battlefield() if out.game.obj(o).token is not None]
    out = solve("""
        name: fabricate servos
        hand: {Alice: [{card: Glint-Sleeve Artisan, as: artisan}]}
        actions:
          - {cast: artisan, choices: {fabricate: "no"}}
        expect:
          artisan: {power: 2, toughness: 2, counters: {}}
    """)
    assert out.passed, out.failures
    game = out.game
    servos = [game.chars(o) for o in game.state.battlefield() if game.obj(o).token is not None]
    assert [(c.name, c.types, c.subtypes, c.power, c.toughness, c.colors) for c in servos] \
        == [("Servo Token", {"Artifact", "Creature"}, {"Servo"}, 1, 1, set())]


def test_702_123a_fabricate_after_it_left_makes_servos(solve) -> None:
    """With the fabricate trigger on the stack, Bob bolts Glint-Sleeve Artisan: the
    counters can't be put on it, so Alice creates the Servo."""
    out = solve("""
        name: fabricate gone
        hand: {Alice: [{card: Glint-Sleeve Artisan, as: artisan}], Bob: [Lightning Bolt]}
        actions:
          - {cast: artisan, respond: true}
          - {resolve: 1}
          - {cast: Lightning Bolt, by: Bob, targets: [artisan]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert _zone_of(game, "Glint-Sleeve Artisan") == ["graveyard"]
    assert [game.chars(o).name for o in game.state.battlefield()] == ["Servo Token"]


# -- 702.165 backup ----------------------------------------------------------------------------
def test_702_165a_backup_on_another_creature_grants_abilities_below(solve) -> None:
    """Boon-Bringer Valkyrie (Backup 1; flying, first strike, lifelink below it) targets
    Grizzly Bears: a +1/+1 counter, and until end of turn the Bears has flying, first strike
    and lifelink."""
    out = solve("""
        name: backup other
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Boon-Bringer Valkyrie, as: valk}]}
        choices: [bears]
        actions:
          - {cast: valk}
        expect:
          bears: {power: 3, toughness: 3, counters: {+1/+1: 1},
                  has: [Flying, First strike, Lifelink]}
          valk: {power: 4, toughness: 4, counters: {}}
    """)
    assert out.passed, out.failures
    from arbiter.engine.turn import steps

    steps.cleanup_actions(out.game)  # 514.2: "until end of turn" ends
    bears = chars_of(out, "bears")
    assert not bears.has_keyword("flying") and bears.power == 3


def test_702_165a_backup_on_itself_is_only_the_counter(solve) -> None:
    """Boon-Bringer Valkyrie targets itself: one +1/+1 counter (5/5); "if that's another
    creature" is false, nothing else is gained (it already has those abilities once)."""
    out = solve("""
        name: backup self
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Boon-Bringer Valkyrie, as: valk}]}
        choices: [valk]
        actions:
          - {cast: valk}
        expect:
          valk: {power: 5, toughness: 5, counters: {+1/+1: 1}}
          bears: {power: 2, toughness: 2, lacks: [Flying]}
    """)
    assert out.passed, out.failures
    valk = chars_of(out, "valk")
    assert len(valk.keyword_abilities("flying")) == 1
