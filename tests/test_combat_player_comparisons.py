"""508.1c, 509.1b, 506.2, 108.4: "This creature can't attack unless you control more creatures
than defending player." (Goblin Goon: judged for each player it could attack) and "This
creature can't block unless you control more lands than attacking player." (Monstrous Hound:
the attacking player is the active player), played through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def _run(solve, battlefield: str, actions: str, expect: str) -> None:  # type: ignore[no-untyped-def]
    out = solve("name: comparisons\nturn: {number: 2}\n"
                "library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}\n"
                f"battlefield:\n{battlefield}actions:\n{actions}expect:\n{expect}")
    assert out.passed, out.failures


def test_508_1c_goblin_goon_cant_attack_when_bob_has_as_many_creatures(solve) -> None:
    """Alice controls the Goon and Grizzly Bears (2 creatures); Bob controls two Llanowar
    Elves (2, not fewer): the Goon's attack is refused; the Bears attack alone."""
    _run(solve, """\
  - {card: Goblin Goon, as: goon}
  - {card: Grizzly Bears, as: bears}
  - {card: Llanowar Elves, controller: Bob}
  - {card: Llanowar Elves, controller: Bob}
""", """\
  - {attack: [goon], refused: "508.1"}
  - attack: [bears]
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  goon: {tapped: false}
  player Bob: {life: 18}
""")


def test_508_1c_goblin_goon_attacks_when_alice_has_more(solve) -> None:
    """Bob controls one Llanowar Elves: Alice's two creatures are more, the Goon (6/6)
    attacks and deals 6."""
    _run(solve, """\
  - {card: Goblin Goon, as: goon}
  - {card: Grizzly Bears, as: bears}
  - {card: Llanowar Elves, controller: Bob}
""", """\
  - attack: [goon]
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 14}
""")


def test_509_1b_monstrous_hound_cant_block_an_attacker_with_more_lands(solve) -> None:
    """Alice (the attacking player) has three lands, Bob two: Bob's Monstrous Hound can't
    block her Grizzly Bears."""
    _run(solve, """\
  - {card: Grizzly Bears, as: bears}
  - Plains
  - Plains
  - Plains
  - {card: Monstrous Hound, controller: Bob, as: hound}
  - {card: Mountain, controller: Bob}
  - {card: Mountain, controller: Bob}
""", """\
  - attack: [bears]
  - {block: {hound: bears}, refused: "509.1"}
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 18}
""")


def test_509_1b_monstrous_hound_blocks_with_more_lands(solve) -> None:
    """Bob has three lands to Alice's one: the Hound (4/4) blocks the Bears and kills them."""
    _run(solve, """\
  - {card: Grizzly Bears, as: bears}
  - Plains
  - {card: Monstrous Hound, controller: Bob, as: hound}
  - {card: Mountain, controller: Bob}
  - {card: Mountain, controller: Bob}
  - {card: Mountain, controller: Bob}
""", """\
  - attack: [bears]
  - block: {hound: bears}
  - pass: {to: end_of_combat}
""", """\
  bears: {zone: graveyard}
  player Bob: {life: 20}
""")


def test_near_variants_stay_unread() -> None:
    for line in ("This creature can't attack unless you control more creatures than each "
                 "opponent.",
                 "Target creature can't attack unless you control more lands than defending "
                 "player."):
        abilities = compile_line(line, "Test Card")
        assert any(isinstance(a, UnsupportedAbility) for a in abilities), line


_GARGOYLE = """\
  - {card: Vantress Gargoyle, as: gargoyle}
"""


def test_508_1c_vantress_gargoyle_needs_seven_cards_in_defenders_graveyard(solve) -> None:
    """"Can't attack unless defending player has seven or more cards in their graveyard":
    with six cards in Bob's graveyard (and eight in Alice's) its attack is refused."""
    out = solve("name: gargoyle\nturn: {number: 2}\n"
                "library: {Alice: [Plains], Bob: [Plains]}\n"
                "graveyard: {Alice: [Plains, Plains, Plains, Plains, Plains, Plains, Plains, "
                "Plains], Bob: [Plains, Plains, Plains, Plains, Plains, Plains]}\n"
                f"battlefield:\n{_GARGOYLE}actions:\n"
                "  - {attack: [gargoyle], refused: \"508.1\"}\n"
                "expect:\n  gargoyle: {tapped: false}\n")
    assert out.passed, out.failures


def test_508_1c_vantress_gargoyle_attacks_with_seven(solve) -> None:
    """With seven cards in Bob's graveyard the Gargoyle (5/4) attacks and deals 5."""
    out = solve("name: gargoyle\nturn: {number: 2}\n"
                "library: {Alice: [Plains], Bob: [Plains]}\n"
                "graveyard: {Bob: [Plains, Plains, Plains, Plains, Plains, Plains, Plains]}\n"
                f"battlefield:\n{_GARGOYLE}actions:\n"
                "  - attack: [gargoyle]\n  - block: {}\n  - pass: {to: end_of_combat}\n"
                "expect:\n  player Bob: {life: 15}\n")
    assert out.passed, out.failures


def test_508_1c_godhunter_octopus_needs_an_enchantment_there(solve) -> None:
    """Godhunter Octopus can't attack Bob while he controls no enchantment nor enchanted
    permanent (Alice's own Pacifism on her Bears doesn't count); once Bob controls an
    enchantment it may."""
    _run(solve, """\
  - {card: Godhunter Octopus, as: octopus}
  - {card: Grizzly Bears, as: bears}
  - {card: Pacifism, attached_to: bears}
""", """\
  - {attack: [octopus], refused: "508.1"}
""", """\
  octopus: {tapped: false}
""")
    _run(solve, """\
  - {card: Godhunter Octopus, as: octopus}
  - {card: Grizzly Bears, controller: Bob, as: bobs_bears}
  - {card: Pacifism, controller: Bob, attached_to: bobs_bears}
""", """\
  - attack: [octopus]
  - block: {}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 15}
""")
