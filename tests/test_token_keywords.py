"""111.4 / 702: tokens created "with" keyword abilities the engine carries out, beyond the
evergreen ones: toxic (702.164), landwalk (702.14), crew (702.122), firebending (702.189),
protection (702.16). The token has the keyword (its text, 111.4) and the keyword works in
play; a token with a keyword the engine doesn't carry out isn't read (principle 5)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I


def _mites(solve, extra: str = ""):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: shepherd's mites
        battlefield: [{{card: Grizzly Bears, as: bears, controller: Bob}}]
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
        actions:
          - {{enter: {{card: Basilica Shepherd, controller: Alice}}}}
{extra}
        expect:
          Phyrexian Mite Token: {{has: [Toxic 1, "This token can't block."], power: 1,
                                  toughness: 1, types: [Artifact, Creature]}}
    """)


def test_702_164_basilica_shepherd_makes_two_toxic_mites(solve) -> None:
    out = _mites(solve)
    assert out.passed, out.failures
    game = out.game
    mites = [o for o in game.state.battlefield() if game.name_of(o) == "Phyrexian Mite Token"]
    assert len(mites) == 2


def test_702_164b_a_mite_token_gives_a_poison_counter(solve) -> None:
    """On Alice's next turn a Mite attacks unblocked: Bob loses 1 life and gets a poison
    counter (702.164b: combat damage from a source with toxic 1)."""
    out = _mites(solve, """          - {pass: next_turn}
          - {pass: next_turn}
          - {attack: [Phyrexian Mite Token]}
          - {block: {}}
          - {pass: {to: end_of_combat}}""")
    assert out.passed, out.failures
    bob = out.game.state.players[1]
    assert bob.life == 19
    assert bob.poison == 1


def test_702_14c_goblin_scouts_have_mountainwalk(solve) -> None:
    """Goblin Scouts makes three 1/1 Goblin Scout tokens with mountainwalk; next turn one
    attacks Bob, who controls a Mountain: his Grizzly Bears can't block it (702.14c)."""
    out = solve("""
        name: goblin scouts
        battlefield:
          - {card: Mountain, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Goblin Scouts]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {cast: Goblin Scouts}
          - {pass: next_turn}
          - {pass: next_turn}
          - {attack: [Goblin Scout Token]}
          - {block: {bears: Goblin Scout Token}, refused: "mountainwalk"}
        expect:
          Goblin Scout Token: {has: [Mountainwalk]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert sum(1 for o in game.state.battlefield()
               if game.name_of(o) == "Goblin Scout Token") == 3


@pytest.mark.parametrize("line", [
    'When this creature enters, create two 1/1 colorless Phyrexian Mite artifact creature '
    'tokens with toxic 1 and "This token can\'t block."',  # Basilica Shepherd
    "When Mu Yanling enters, create a 3/2 colorless Vehicle artifact token with crew 1.",
    "Whenever you cast a spell during an opponent's turn, create a 2/2 red Soldier creature "
    "token with firebending 1.",  # Firebending Lesson's kin
    "Create three 1/1 red Goblin Scout creature tokens with mountainwalk.",  # Goblin Scouts
    "{T}, Remove a dream counter from Rasputin: Create a 2/2 white Knight creature token with "
    "protection from red.",  # Rasputin Dreamweaver
    "At the beginning of each upkeep, create a 1/1 red and green Dragon creature token with "
    "flying and devour 2.",  # Dragon Broodmother
])
def test_111_4_token_keyword_lines(line: str) -> None:
    abilities = compile_line(line, "Mu Yanling, Wind Rider" if "Mu Yanling" in line else
                             "Rasputin Dreamweaver" if "Rasputin" in line else "Test Card",
                             spell=line.startswith("Create three"), legendary=True)
    assert not any(isinstance(a, UnsupportedAbility) for a in abilities), line
    (create,) = [i for a in abilities for i in getattr(a, "instructions", ())
                 if isinstance(i, I.CreateToken)]
    assert create.token.text  # the keywords are the token's own text (111.4)


def test_702_a_token_with_a_keyword_not_carried_out_is_not_read() -> None:
    """"Bands with other Wolves" (702.22c) isn't carried out by the engine: the token, and so
    the line, isn't read."""
    (ability,) = compile_line("When this creature enters, create a 1/1 white Spirit creature "
                              "token with bands with other Wolves.", "Test Card")
    assert isinstance(ability, UnsupportedAbility)
