"""106.6: mana that gives the spell it's spent on haste or an additional +1/+1 counter:
"If that mana is spent on a creature spell, it gains haste until end of turn." (Generator
Servant), "..., it gains haste." (Hall of the Bandit Lord), "If that mana is spent on a
multicolored creature spell, that creature enters with an additional +1/+1 counter on it."
(Guildmages' Forum). The haste is an effect on the spell that goes on applying to the
permanent it becomes (400.7a); the counter is put as it enters (614.1c). Played through real
mana payment (`pay: true`)."""

from __future__ import annotations


def _has_haste(game, oid: int) -> bool:
    return game.chars(oid).has_keyword("haste")


def test_106_6_400_7a_generator_servant_gives_haste_until_end_of_turn(solve) -> None:
    """Generator Servant's {C}{C} and a Forest pay for Grizzly Bears: the Bears have haste
    this turn (and not the next: "until end of turn", 514.2)."""
    out = solve("""
        name: generator servant
        turn: {number: 2}
        battlefield: [{card: Generator Servant, as: servant}, {card: Forest}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true, as: bears, choices: {mana_abilities: [servant]}}
        expect:
          Generator Servant: {zone: graveyard}
          bears: {zone: battlefield, has: [haste]}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = next(o.id for o in game.state.objects.values()
                 if o.alias == "bears" and o.zone == "battlefield")
    game.state.effects[:] = [e for e in game.state.effects if e.duration != "end_of_turn"]
    game.state.touch()  # 514.2: what "until end of turn" effects leave at cleanup
    assert not _has_haste(game, bears)


def test_106_6_generator_servant_mana_on_a_sorcery_gives_nothing(solve) -> None:
    """The mana spent on a noncreature spell (Divination, {2}{U}) does nothing to it: the
    rider names creature spells only."""
    out = solve("""
        name: generator servant sorcery
        turn: {number: 2}
        battlefield: [{card: Generator Servant, as: servant}, {card: Island}]
        hand: {Alice: [Divination]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Divination, pay: true, choices: {mana_abilities: [servant]}}
        expect:
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures
    assert not any("106.6" in e.source_name for e in out.game.state.effects)


def test_106_6_hall_of_the_bandit_lord_haste_lasts(solve) -> None:
    """Hall of the Bandit Lord's {C} (and 3 life) with a Forest pays for Grizzly Bears: the
    haste has no duration, so it outlasts the turn (611.2a)."""
    out = solve("""
        name: hall
        turn: {number: 2}
        battlefield: [{card: Hall of the Bandit Lord, tapped: false}, {card: Forest}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true, as: bears}
        expect:
          player Alice: {life: 17}
          bears: {zone: battlefield, has: [haste]}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = next(o.id for o in game.state.objects.values()
                 if o.alias == "bears" and o.zone == "battlefield")
    game.state.effects[:] = [e for e in game.state.effects if e.duration != "end_of_turn"]
    game.state.touch()
    assert _has_haste(game, bears)


def test_106_6_614_1c_guildmages_forum_counter_on_a_multicolored_creature(solve) -> None:
    """Guildmages' Forum's "{1}, {T}: Add one mana of any color." ({1} from a Plains) adds
    {W}; with a Forest it pays for Watchwolf ({G}{W}, multicolored): Watchwolf enters with an
    additional +1/+1 counter (a 4/4)."""
    out = solve("""
        name: forum multicolored
        turn: {number: 2}
        battlefield: [{card: "Guildmages' Forum", as: forum}, {card: Plains}, {card: Forest}]
        hand: {Alice: [Watchwolf]}
        choices: ["{W}"]
        actions:
          - {activate: {card: forum, ability: 2}}
          - {cast: Watchwolf, pay: true, as: wolf}
        expect:
          forum: {tapped: true}
          wolf: {zone: battlefield, counters: {+1/+1: 1}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_106_6_guildmages_forum_no_counter_on_a_monocolored_creature(solve) -> None:
    """The Forum's mana spent on Grizzly Bears (monocolored) adds no counter."""
    out = solve("""
        name: forum monocolored
        turn: {number: 2}
        battlefield: [{card: "Guildmages' Forum", as: forum}, {card: Plains}, {card: Forest}]
        hand: {Alice: [Grizzly Bears]}
        choices: ["{G}"]
        actions:
          - {activate: {card: forum, ability: 2}}
          - {cast: Grizzly Bears, pay: true, as: bears}
        expect:
          forum: {tapped: true}
          bears: {zone: battlefield, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
