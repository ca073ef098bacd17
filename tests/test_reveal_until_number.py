"""701.20a, 608.2c: "Sacrifice X Zombies, then reveal cards from the top of your library until
you reveal a number of Zombie creature cards equal to the number of Zombies sacrificed this
way. Put those cards onto the battlefield and the rest on the bottom of your library in a
random order." (Empty the Laboratory), cast through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.zones.reveal_until import RevealUntil
from arbiter.rules.sacrificed_values import SacrificedThisWay

EMPTY = ("Sacrifice X Zombies, then reveal cards from the top of your library until you reveal "
         "a number of Zombie creature cards equal to the number of Zombies sacrificed this way. "
         "Put those cards onto the battlefield and the rest on the bottom of your library in a "
         "random order.")


def test_701_20a_line_read() -> None:
    (spell,) = compile_line(EMPTY, "Empty the Laboratory", spell=True)
    sacrifice, reveal = spell.instructions
    assert isinstance(sacrifice, SacrificeChosen) and isinstance(reveal, RevealUntil)
    assert reveal.count == SacrificedThisWay() and reveal.to == "battlefield"


def _library(game) -> list[str]:
    return [game.name_of(o) for o in game.state.zone_list("library", 0)]


def test_701_20a_two_zombies_sacrificed_two_zombie_cards_enter(solve) -> None:
    out = solve("""
    name: empty two
    battlefield: [{token: Zombie, as: z1}, {token: Zombie, as: z2}]
    hand: {Alice: [Empty the Laboratory]}
    library: {Alice: [{card: Opt, as: opt}, {card: Diregraf Ghoul, as: ghoul},
                      {card: Walking Corpse, as: corpse}, {card: Island, as: island}]}
    actions:
      - {cast: Empty the Laboratory, choices: {x: 2}}
    expect:
      z1: {exists: false}
      z2: {exists: false}
      ghoul: {zone: battlefield}
      corpse: {zone: battlefield}
      opt: {zone: library}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["island", "opt"]  # 401.4: Opt went to the bottom


def test_608_2c_counts_the_zombies_actually_sacrificed(solve) -> None:
    """X is 2 but Alice controls one Zombie: one is sacrificed, so one Zombie card enters."""
    out = solve("""
    name: empty one
    battlefield: [{token: Zombie, as: z1}]
    hand: {Alice: [Empty the Laboratory]}
    library: {Alice: [{card: Diregraf Ghoul, as: ghoul}, {card: Walking Corpse, as: corpse},
                      Island]}
    actions:
      - {cast: Empty the Laboratory, choices: {x: 2}}
    expect:
      ghoul: {zone: battlefield}
      corpse: {zone: library}
    """)
    assert out.passed, out.failures


def test_701_20a_library_runs_out_all_revealed(solve) -> None:
    """Only one Zombie creature card in the library: it enters, every other card revealed
    goes to the bottom."""
    out = solve("""
    name: empty short
    battlefield: [{token: Zombie, as: z1}, {token: Zombie, as: z2}]
    hand: {Alice: [Empty the Laboratory]}
    library: {Alice: [{card: Opt, as: opt}, {card: Diregraf Ghoul, as: ghoul},
                      {card: Island, as: island}]}
    actions:
      - {cast: Empty the Laboratory, choices: {x: 2}}
    expect:
      ghoul: {zone: battlefield}
      opt: {zone: library}
      island: {zone: library}
    """)
    assert out.passed, out.failures
    assert sorted(_library(out.game)) == ["island", "opt"]
