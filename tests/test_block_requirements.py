"""509.1b-c and 506.5 played through the real engine: blocking requirements are obeyed as far
as restrictions allow (509.1c: Lure, "must be blocked if able", "blocks each combat if
able", with the CR's menace example), restrictions on the declaration as a whole ("can't be
blocked by more than one creature", "can't block alone", 509.1b; "can't attack alone",
506.5, 508.1c), and "Creatures with power less than this creature's power can't block it"
(509.1b). A refused declaration leaves the game unchanged; the engine offers a blocker only
the choices that still allow a legal declaration. Plus the Oracle lines of real cards."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.combat.declare import feasible_blocks
from arbiter.rules.abilities import StaticAbility


def _run(solve, battlefield: str, actions: str, expect: str = "", choices: str = "") -> None:
    out = solve("name: blocks\nturn: {number: 2}\n" + choices + "battlefield:\n" + battlefield
                + "actions:\n" + actions + (("expect:\n" + expect) if expect else ""))
    assert out.passed, out.failures


_LURE = """\
  - {card: Grizzly Bears, as: bears}
  - {card: Lure, attached_to: bears}
  - {card: Savannah Lions, controller: Bob, as: lions}
  - {card: Llanowar Elves, controller: Bob, as: elves}
  - {card: Runeclaw Bear, controller: Bob, as: tapped, tapped: true}
"""


def test_509_1c_lure_every_creature_able_to_block_must(solve) -> None:
    """Lure: Savannah Lions and Llanowar Elves must both block the enchanted Bears (the tapped
    Runeclaw Bear isn't able to). No block, or one blocker, is refused; both block, and the
    Bears die to 3 damage while Bob takes none."""
    _run(solve, _LURE, """\
  - {attack: [bears]}
  - {block: {}, refused: "509.1c"}
  - {block: {lions: bears}, refused: "509.1c"}
  - {block: {lions: bears, elves: bears}}
  - {pass: end_of_turn}
""", """\
  bears: {zone: graveyard}
  lions: {zone: graveyard}
  player Bob: {life: 20}
""", 'choices: ["2 to lions"]\n')


def test_509_1c_lure_beats_blocking_another_attacker(solve) -> None:
    """With a second attacker, the Lions blocking it instead disobeys the requirement."""
    _run(solve, _LURE + "  - {card: Hill Giant, as: giant}\n", """\
  - {attack: [bears, giant]}
  - {block: {lions: giant, elves: bears}, refused: "509.1c"}
  - {block: {lions: bears, elves: bears}}
  - {pass: end_of_turn}
""", "  player Bob: {life: 17}\n", 'choices: ["2 to lions"]\n')


def test_509_1c_offered_choices_obey_the_requirements(solve) -> None:
    """The engine's one-at-a-time declaration offers each creature only what still allows
    the most requirements obeyed: under Lure, only blocking the Bears."""
    out = solve("name: lure offers\nturn: {number: 2}\nbattlefield:\n" + _LURE
                + "actions:\n  - {attack: [bears]}\n  - {block: {}, refused: '509.1c'}\n")
    assert out.passed, out.failures
    game = out.game
    ids = {o.alias: o.id for o in game.state.objects.values() if o.alias}
    bears, lions, elves = ids["bears"], ids["lions"], ids["elves"]
    assert feasible_blocks(game, {}, lions, later=[elves]) == [bears]
    assert feasible_blocks(game, {lions: [bears]}, elves, later=[]) == [bears]


def test_509_1c_cr_example_menace_and_blocks_if_able(solve) -> None:
    """509.1c's example: Razorgrass Screen blocks each combat if able; Boggart Brute (menace)
    attacks. The Screen alone breaks menace, the Bears alone break both, no block breaks the
    requirement: both must block."""
    _run(solve, """\
  - {card: Boggart Brute, as: brute}
  - {card: Razorgrass Screen, controller: Bob, as: screen}
  - {card: Grizzly Bears, controller: Bob, as: bears}
""", """\
  - {attack: [brute]}
  - {block: {}, refused: "509.1c"}
  - {block: {screen: brute}, refused: "menace"}
  - {block: {bears: brute}, refused: "menace"}
  - {block: {screen: brute, bears: brute}}
  - {pass: end_of_turn}
""", "  player Bob: {life: 20}\n  brute: {zone: graveyard}\n",
         'choices: ["1 to screen, 2 to bears"]\n')


def test_509_1c_blocks_if_able_alone_blocks_something(solve) -> None:
    """Without menace, the Screen must block one of the attackers; the Bears needn't."""
    _run(solve, """\
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: lions}
  - {card: Razorgrass Screen, controller: Bob, as: screen}
  - {card: Hill Giant, controller: Bob, as: giant}
""", """\
  - {attack: [bears, lions]}
  - {block: {giant: bears}, refused: "509.1c"}
  - {block: {screen: lions}}
  - {pass: end_of_turn}
""", "  player Bob: {life: 18}\n  lions: {zone: graveyard}\n")


def test_509_1c_must_be_blocked_if_able(solve) -> None:
    """Goblin Fire Fiend must be blocked if able: Bob's Lions blocking the Bears instead, or
    not blocking, is refused; blocking the Fiend is the legal declaration."""
    _run(solve, """\
  - {card: Goblin Fire Fiend, as: fiend}
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, controller: Bob, as: lions}
""", """\
  - {attack: [fiend, bears]}
  - {block: {}, refused: "509.1c"}
  - {block: {lions: bears}, refused: "509.1c"}
  - {block: {lions: fiend}}
  - {pass: end_of_turn}
""", "  player Bob: {life: 18}\n  fiend: {zone: graveyard}\n")


def test_509_1c_a_requirement_nobody_can_obey_asks_nothing(solve) -> None:
    """Goblin Fire Fiend attacks; Bob's only creature is tapped: no block is legal."""
    _run(solve, """\
  - {card: Goblin Fire Fiend, as: fiend}
  - {card: Savannah Lions, controller: Bob, as: lions, tapped: true}
""", "  - {attack: [fiend]}\n  - {block: {}}\n  - {pass: end_of_turn}\n",
         "  player Bob: {life: 19}\n")


def test_509_1b_cant_be_blocked_by_more_than_one_creature(solve) -> None:
    """Charging Rhino: a double block is refused, a single block stands."""
    _run(solve, """\
  - {card: Charging Rhino, as: rhino}
  - {card: Grizzly Bears, controller: Bob, as: b1}
  - {card: Hill Giant, controller: Bob, as: b2}
""", """\
  - {attack: [rhino]}
  - {block: {b1: rhino, b2: rhino}, refused: "more than one creature"}
  - {block: {b2: rhino}}
  - {pass: end_of_turn}
""", "  b2: {zone: graveyard}\n  rhino: {zone: battlefield}\n  player Bob: {life: 20}\n")


def test_509_1c_lure_on_a_creature_only_one_can_block(solve) -> None:
    """Lure on Charging Rhino: each of Bob's creatures must block it, but only one may: one
    blocker obeys the most requirements possible; none is refused."""
    _run(solve, """\
  - {card: Charging Rhino, as: rhino}
  - {card: Lure, attached_to: rhino}
  - {card: Grizzly Bears, controller: Bob, as: b1}
  - {card: Hill Giant, controller: Bob, as: b2}
""", """\
  - {attack: [rhino]}
  - {block: {}, refused: "509.1c"}
  - {block: {b1: rhino, b2: rhino}, refused: "more than one creature"}
  - {block: {b1: rhino}}
""")


def test_509_1b_power_less_than_this_creatures_cant_block_it(solve) -> None:
    """Battering Wurm (4/3): Hill Giant (power 3) can't block it; a 4/4 Charging Rhino can."""
    _run(solve, """\
  - {card: Battering Wurm, as: wurm}
  - {card: Hill Giant, controller: Bob, as: giant}
  - {card: Charging Rhino, controller: Bob, as: rhino}
""", """\
  - {attack: [wurm]}
  - {block: {giant: wurm}, refused: "can't be blocked by"}
  - {block: {rhino: wurm}}
  - {pass: end_of_turn}
""", "  wurm: {zone: graveyard}\n  player Bob: {life: 20}\n")


def test_509_1b_champion_of_lambholt_guards_your_creatures(solve) -> None:
    """Champion of Lambholt with two +1/+1 counters (3/3): Bob's Grizzly Bears (power 2)
    can't block Alice's Savannah Lions; his Hill Giant (power 3) can."""
    _run(solve, """\
  - {card: Champion of Lambholt, counters: {+1/+1: 2}}
  - {card: Savannah Lions, as: lions}
  - {card: Grizzly Bears, controller: Bob, as: bears}
  - {card: Hill Giant, controller: Bob, as: giant}
""", """\
  - {attack: [lions]}
  - {block: {bears: lions}, refused: "can't be blocked by"}
  - {block: {giant: lions}}
  - {pass: end_of_turn}
""", "  lions: {zone: graveyard}\n")


def test_506_5_mogg_flunkies_cant_attack_alone(solve) -> None:
    """Mogg Flunkies can't attack alone (508.1c) but attacks beside Grizzly Bears."""
    _run(solve, """\
  - {card: Mogg Flunkies, as: flunkies}
  - {card: Grizzly Bears, as: bears}
""", """\
  - {attack: [flunkies], refused: "can't attack alone"}
  - {attack: [flunkies, bears]}
  - {block: {}}
  - {pass: end_of_turn}
""", "  player Bob: {life: 15}\n")


def test_506_5_mogg_flunkies_cant_block_alone(solve) -> None:
    """Bob's Mogg Flunkies can't be the only blocker; beside his Bears it blocks."""
    _run(solve, """\
  - {card: Grizzly Bears, as: attacker}
  - {card: Savannah Lions, as: lions}
  - {card: Mogg Flunkies, controller: Bob, as: flunkies}
  - {card: Grizzly Bears, controller: Bob, as: bears}
""", """\
  - {attack: [attacker, lions]}
  - {block: {flunkies: attacker}, refused: "can't block alone"}
  - {block: {flunkies: attacker, bears: lions}}
  - {pass: end_of_turn}
""", "  attacker: {zone: graveyard}\n  player Bob: {life: 20}\n")


LINES = [
    ("Lure", "All creatures able to block enchanted creature do so."),
    ("Elvish Bard", "All creatures able to block this creature do so."),
    ("Nath's Elite", "All creatures able to block this creature do so."),
    ("Canopy Stalker", "This creature must be blocked if able."),
    ("Jurin, Leading the Charge", "Jurin must be blocked if able."),
    ("Razorgrass Screen", "This creature blocks each combat if able."),
    ("Iron Golem", "This creature attacks or blocks each combat if able."),
    ("Charging Rhino", "This creature can't be blocked by more than one creature."),
    ("Pathrazer of Ulamog", "This creature can't be blocked except by three or more "
     "creatures."),
    ("Sonorous Howlbonder", "Each creature you control with menace can't be blocked except by "
     "three or more creatures."),
    ("Familiar Ground", "Each creature you control can't be blocked by more than one "
     "creature."),
    ("Rope", "Equipped creature gets +1/+2, has reach, and can't be blocked by more than one "
     "creature."),
    ("Mogg Flunkies", "This creature can't attack or block alone."),
    ("Den Protector", "Creatures with power less than this creature's power can't block it."),
    ("Champion of Lambholt", "Creatures with power less than this creature's power can't "
     "block creatures you control."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_509_1b_509_1c_oracle_lines_read(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)


class _Attacks:
    """Answers each attack decision with its first attack (never "no attack") and keeps the
    questions asked."""

    def __init__(self) -> None:
        self.asked: list = []

    def decide(self, d):  # type: ignore[no-untyped-def]
        self.asked.append(d)
        return next((v for _label, v in d.options if v is not None), None)


def _declare_attackers(solve, battlefield: str):  # type: ignore[no-untyped-def]
    from arbiter.engine.combat.steps import declare_attackers

    game = solve("name: alone\nturn: {number: 2}\nbattlefield:\n" + battlefield).game
    game.decider = ask = _Attacks()
    game.state.turn.step = "declare_attackers"
    declare_attackers(game)
    return game, ask


def test_506_5_a_lone_flunkies_is_not_offered_an_attack(solve) -> None:
    game, ask = _declare_attackers(solve, "  - {card: Mogg Flunkies}\n")
    assert ask.asked == [] and not game.state.combat.attackers


def test_506_5_the_last_creature_must_join_an_attacking_flunkies(solve) -> None:
    """Flunkies attacks first; the Bears, the last creature that could join it, are offered no
    "no attack": the declaration stays legal (508.1c)."""
    game, ask = _declare_attackers(solve, "  - {card: Mogg Flunkies}\n  - {card: Grizzly Bears}\n")
    assert [v for _l, v in ask.asked[1].options if v is None] == []
    assert len(game.state.combat.attackers) == 2


def test_509_1c_alluring_scent_until_end_of_turn(solve) -> None:
    """Alluring Scent on the Bears: both of Bob's untapped creatures must block them this
    turn."""
    _run(solve, """\
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, controller: Bob, as: lions}
  - {card: Llanowar Elves, controller: Bob, as: elves}
""", """\
  - {cast: Alluring Scent, targets: [bears]}
  - {attack: [bears]}
  - {block: {lions: bears}, refused: "509.1c"}
  - {block: {lions: bears, elves: bears}}
""", choices="hand: {Alice: [Alluring Scent]}\n")


def test_509_1c_irresistible_prey_must_be_blocked_this_turn(solve) -> None:
    _run(solve, """\
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: lions}
  - {card: Hill Giant, controller: Bob, as: giant}
""", """\
  - {cast: Irresistible Prey, targets: [bears]}
  - {attack: [bears, lions]}
  - {block: {giant: lions}, refused: "509.1c"}
  - {block: {giant: bears}}
""", choices="hand: {Alice: [Irresistible Prey]}\nlibrary: {Alice: [Island]}\n")


@pytest.mark.parametrize(("name", "line"), [
    ("Alluring Scent", "All creatures able to block target creature this turn do so."),
    ("Irresistible Prey", "Target creature must be blocked this turn if able."),
])
def test_509_1c_one_shot_requirement_lines(catalog, name: str, line: str) -> None:
    from arbiter.rules.abilities import UnsupportedAbility

    mine = [a for a in catalog.abilities(name, 0) if a.text == line]
    assert len(mine) == 1 and not isinstance(mine[0], UnsupportedAbility)


def test_509_1b_cant_be_blocked_except_by_three_or_more(solve) -> None:
    """Phyrexian Colossus: one or two blockers are refused, three block it."""
    _run(solve, """\
  - {card: Phyrexian Colossus, as: colossus}
  - {card: Grizzly Bears, controller: Bob, as: b1}
  - {card: Savannah Lions, controller: Bob, as: b2}
  - {card: Hill Giant, controller: Bob, as: b3}
""", """\
  - {attack: [colossus]}
  - {block: {b1: colossus}, refused: "3 or more creatures"}
  - {block: {b1: colossus, b2: colossus}, refused: "3 or more creatures"}
  - {block: {b1: colossus, b2: colossus, b3: colossus}}
""")


def test_509_1b_three_or_more_offered_choices(solve) -> None:
    """With only two possible blockers, the engine offers no block of the Colossus at all."""
    out = solve("name: colossus\nturn: {number: 2}\nbattlefield:\n"
                "  - {card: Phyrexian Colossus, as: colossus}\n"
                "  - {card: Grizzly Bears, controller: Bob, as: b1}\n"
                "  - {card: Savannah Lions, controller: Bob, as: b2}\n"
                "actions:\n  - {attack: [colossus]}\n")
    assert out.passed, out.failures
    game = out.game
    ids = {o.alias: o.id for o in game.state.objects.values() if o.alias}
    assert feasible_blocks(game, {}, ids["b1"], later=[ids["b2"]]) == [None]
