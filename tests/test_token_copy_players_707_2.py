"""707.2 / 111.2: token copies beyond "create a token that's a copy of <target>":

- of a creature that died (Ratadrabik of Urborg): the token has the creature's copiable
  values as it last existed on the battlefield (608.2h, 603.10a), with the exceptions
  (707.9b), not its counters (122.2);
- entering tapped (Compy Swarm, 111.2);
- created by another player ("Target player creates ...", "its controller creates ..."):
  that player owns and controls it (111.2).
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.scenario.errors import ScenarioError
from arbiter.vocab import Color


def _tokens(game, name: str) -> list[int]:
    return [o for o in game.state.battlefield()
            if game.obj(o).token is not None and game.chars(o).name == name]


def test_707_2_ratadrabik_copies_the_legend_that_died(solve) -> None:
    """Isamaru, Hound of Konda (a legendary 2/2 Dog with a +1/+1 counter) dies to Lightning
    Bolt: Ratadrabik's trigger creates a token copy of Isamaru as it last existed (608.2h):
    named Isamaru, not legendary, a 2/2 white and black Dog Zombie, without the counter
    (122.2: counters aren't copiable values)."""
    out = solve("""
        name: ratadrabik
        battlefield:
          - {card: Ratadrabik of Urborg, as: rat}
          - {card: "Isamaru, Hound of Konda", as: isamaru, counters: {+1/+1: 1}}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, targets: [isamaru]}
    """)
    game = out.game
    (token,) = _tokens(game, "Isamaru, Hound of Konda")
    ch = game.chars(token)
    assert "Legendary" not in ch.supertypes
    assert (ch.power, ch.toughness) == (2, 2)
    assert set(ch.colors) == {Color.WHITE, Color.BLACK}
    assert {"Dog", "Zombie"} <= set(ch.subtypes)
    assert not game.obj(token).counters.get("+1/+1")


def test_707_2_compy_swarm_token_enters_tapped(solve) -> None:
    """Compy Swarm: a creature died this turn (Grizzly Bears, to Lightning Bolt); at the
    beginning of Alice's end step a token copy of Compy Swarm is created tapped (111.2),
    a 2/2 Dinosaur named Compy Swarm."""
    out = solve("""
        name: compy swarm
        battlefield:
          - {card: Compy Swarm, as: compy}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Swamp, Swamp], Bob: [Island, Island]}
        actions:
          - {cast: Lightning Bolt, targets: [bears]}
          - {pass: {to: end}}
    """)
    game = out.game
    (token,) = _tokens(game, "Compy Swarm")
    assert game.obj(token).tapped
    assert (game.chars(token).power, game.chars(token).toughness) == (2, 2)


def test_707_2_compy_swarm_no_death_no_token(solve) -> None:
    """603.4: with no creature dead this turn the trigger doesn't trigger: no token."""
    out = solve("""
        name: compy swarm quiet
        battlefield:
          - {card: Compy Swarm, as: compy}
        library: {Alice: [Swamp, Swamp], Bob: [Island, Island]}
        actions:
          - {pass: {to: end}}
    """)
    assert _tokens(out.game, "Compy Swarm") == []


@pytest.mark.parametrize(("answer", "tokens"), [("yes", 1), ("no", 0)])
def test_111_2_bramble_sovereign_the_creatures_controller_creates_the_copy(solve, answer,
                                                                          tokens) -> None:
    """Bramble Sovereign: "Whenever another nontoken creature enters, you may pay {1}{G}. If
    you do, that creature's controller creates a token that's a copy of that creature."
    Bob's Grizzly Bears enters; Alice pays: Bob creates (owns and controls, 111.2) a token
    Grizzly Bears. Alice declines: no token, her Forests stay untapped."""
    out = solve(f"""
        name: bramble sovereign
        choices: [{answer}]
        battlefield:
          - {{card: Bramble Sovereign, as: bramble}}
          - {{card: Forest, as: f1}}
          - {{card: Forest, as: f2}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{enter: {{card: Grizzly Bears, controller: Bob, as: bears}}}}
    """)
    game = out.game
    made = _tokens(game, "Grizzly Bears")
    assert len(made) == tokens
    assert all(game.chars(t).controller == 1 and game.obj(t).owner == 1 for t in made)
    assert all(game.obj(f).tapped == (answer == "yes") for f in
               (o for o in game.state.battlefield() if game.chars(o).name == "Forest"))


def test_608_2h_supplant_form_copies_the_creature_as_it_last_existed(solve) -> None:
    """Supplant Form returns Bob's Mirror Image (a copy of his Grizzly Bears, 707.3) to his
    hand; Alice creates a token copy of "that creature" as it last existed on the
    battlefield (608.2h, 707.2): a Grizzly Bears she controls (111.2), not a Mirror Image."""
    out = solve("""
        name: supplant form
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Mirror Image, controller: Bob, as: mirror, choices: {copy: bears}}
        hand: {Alice: [Supplant Form]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Supplant Form, targets: [mirror]}
    """)
    game = out.game
    mirror = next(o for o in game.state.objects.values()
                  if o.alias == "mirror" and not o.zone.startswith("left:"))
    assert mirror.zone == "hand"
    (token,) = _tokens(game, "Grizzly Bears")
    assert game.chars(token).controller == 0
    assert (game.chars(token).power, game.chars(token).toughness) == (2, 2)
    assert _tokens(game, "Mirror Image") == []


@pytest.mark.parametrize("text", [
    # 603.10a: "if it's not a token" about the creature that died isn't read here
    "When this creature dies, if it's not a token, create a token that's a copy of it.",
    # 102.2: "each player other than its controller" isn't a player phrase read here
    "Exile target nonland permanent. Each player other than its controller creates a token "
    "that's a copy of it.",
])
def test_707_2_copies_still_unread(catalog, text) -> None:
    (ab,) = compile_line(text, "Supplant Form", spell=text.startswith("Exile"))
    assert isinstance(ab, UnsupportedAbility)


def test_707_8a_a_token_copy_of_a_transformed_werewolf_stops_the_game(solve) -> None:
    """707.8a: a token copy of a double-faced permanent is a double-faced token (it can
    transform). Croaking Counterpart copying Bob's transformed Tovolar's Huntmaster
    (Tovolar's Packleader, a non-Human Werewolf) would need one; the engine makes
    single-faced copies, so the game stops naming 707.8a instead of making a token that
    couldn't transform."""
    with pytest.raises(ScenarioError, match="707.8a"):
        solve("""
        name: counterpart of a werewolf
        battlefield:
          - {card: Tovolar's Huntmaster, controller: Bob, transformed: true, as: wolf}
        hand: {Alice: [Croaking Counterpart]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Croaking Counterpart, targets: [wolf]}
        """)
