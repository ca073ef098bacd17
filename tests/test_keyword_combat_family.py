"""Keywords that work in combat, played through the real turn (priority passes, the attack
and enlist decisions of 508.1, combat damage 510): enlist (702.154), myriad (702.116) and
toxic (702.164)."""

from __future__ import annotations

from collections.abc import Callable

from conftest import obj_id

ALICE, BOB, CAROL = 0, 1, 2
LIBRARIES = "library: {Alice: [Plains, Plains], Bob: [Plains, Plains], Carol: [Plains]}\n"


def _play(game, answer: Callable[[object, list[str]], str | None], until: str) -> None:
    """Answers each decision with `answer(decision, legal actions)` (None: the first legal
    action, passing) until the turn reaches step `until`."""
    for _ in range(200):
        if game.state.turn.step == until:
            return
        d = game.pending_decision
        acts = [str(a) for a in game.legal_actions()]
        game.apply(answer(d, acts) or acts[0])
    raise AssertionError("the game didn't reach " + until)


def _attack_with(*names: str, target: str = "Bob", enlist: str | None = None):
    def answer(d, acts: list[str]) -> str | None:
        if d.kind == "attack":
            return f"attack {target}" if any(n in d.prompt for n in names) else "no attack"
        if d.kind == "enlist":
            return next((a for a in acts if enlist and a.startswith(enlist)), "don't enlist")
        return None
    return answer


# -- 702.154 enlist ----------------------------------------------------------------------------
ENLIST_BOARD = """
name: enlist
turn: {number: 2}
battlefield:
  - {card: Coalition Skyknight, as: knight}
  - {card: Hill Giant, as: giant}
  - {card: Grizzly Bears, as: sick, summoning_sick: true}
  - {card: Raging Goblin, as: goblin, summoning_sick: true}
""" + LIBRARIES.replace(", Carol: [Plains]", "")


def test_702_154a_enlist_taps_a_creature_for_its_power(board) -> None:
    """Coalition Skyknight (2/2 flying, enlist) attacks and enlists Hill Giant (3/3): the
    Giant is tapped, the Skyknight gets +3/+0 until end of turn and deals 5 to Bob."""
    game = board(ENLIST_BOARD)
    seen: list[list[str]] = []

    def answer(d, acts):
        if d.kind == "enlist":
            seen.append(acts)
        return _attack_with("Skyknight", enlist="Hill Giant")(d, acts)

    _play(game, answer, "end_of_combat")
    knight, giant = obj_id(game, "knight"), obj_id(game, "giant")
    # 702.154a: the summoning-sick Bears can't be enlisted; Raging Goblin (haste) can.
    assert len(seen) == 1 and not any(a.startswith("Grizzly Bears") for a in seen[0])
    assert any(a.startswith("Raging Goblin") for a in seen[0])
    assert game.obj(giant).tapped
    assert game.chars(knight).power == 5
    assert game.state.players[BOB].life == 15


def test_702_154a_enlist_declined_and_attackers_cant_be_enlisted(board) -> None:
    """The Skyknight and Hill Giant both attack: the Giant (an attacker) isn't offered;
    declining to enlist leaves the Skyknight 2/2; Bob takes 5 (2 + 3)."""
    game = board(ENLIST_BOARD)
    seen: list[list[str]] = []

    def answer(d, acts):
        if d.kind == "enlist":
            seen.append(acts)
        return _attack_with("Skyknight", "Hill Giant")(d, acts)

    _play(game, answer, "end_of_combat")
    assert seen and not any(a.startswith("Hill Giant") for a in seen[0])
    assert game.chars(obj_id(game, "knight")).power == 2
    assert not game.obj(obj_id(game, "goblin")).tapped
    assert game.state.players[BOB].life == 15


# -- 702.116 myriad ----------------------------------------------------------------------------
MYRIAD_BOARD = """
name: myriad
players: [Alice, Bob, Carol]
turn: {number: 2}
battlefield:
  - {card: Warchief Giant, as: chief}
""" + LIBRARIES


def test_702_116a_myriad_copies_attack_each_other_opponent(board) -> None:
    """Three players. Warchief Giant (5/3, myriad) attacks Bob: Alice may create a token copy
    tapped and attacking Carol; both deal 5 damage; at end of combat the token is exiled."""
    game = board(MYRIAD_BOARD)
    _play(game, _attack_with("Warchief Giant"), "end_of_combat")
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(tokens) == 1 and game.chars(tokens[0]).name == "Warchief Giant"
    assert game.state.players[BOB].life == 15 and game.state.players[CAROL].life == 15
    _play(game, lambda d, acts: None, "postcombat_main")
    assert not [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert game.obj(obj_id(game, "chief")).zone == "battlefield"


def test_702_116a_myriad_does_nothing_with_one_opponent(board) -> None:
    """Two players: there is no opponent other than the defending player; no token."""
    game = board(MYRIAD_BOARD.replace("players: [Alice, Bob, Carol]\n", "")
                 .replace(", Carol: [Plains]", ""))
    _play(game, _attack_with("Warchief Giant"), "end_of_combat")
    assert [game.chars(o).name for o in game.state.battlefield()] == ["Warchief Giant"]
    assert game.state.players[BOB].life == 15


# -- 702.164 toxic -----------------------------------------------------------------------------
TOXIC_BOARD = """
name: toxic
turn: {number: 2}
battlefield:
  - {card: Pestilent Syphoner, as: syphoner}
""" + LIBRARIES.replace(", Carol: [Plains]", "")


def test_702_164c_toxic_combat_damage_gives_poison(board) -> None:
    """Pestilent Syphoner (1/1 flying, toxic 1) is unblocked: Bob loses 1 life and gets a
    poison counter (120.3g: in addition to the damage's other results)."""
    game = board(TOXIC_BOARD)
    _play(game, _attack_with("Pestilent Syphoner"), "end_of_combat")
    assert game.state.players[BOB].life == 19
    assert game.state.players[BOB].poison == 1


def test_702_164b_total_toxic_value_sums_the_instances(board) -> None:
    """A 2/2 with toxic 1 and toxic 2 (total toxic value 3) deals combat damage to Bob:
    3 poison counters, 2 life lost."""
    game = board("""
        name: toxic total
        turn: {number: 2}
        battlefield:
          - {token: {name: Plague Rat, types: [Creature], power: 2, toughness: 2,
                     text: "Toxic 1\\nToxic 2"}, as: rat}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    _play(game, _attack_with("Plague Rat"), "end_of_combat")
    assert game.state.players[BOB].poison == 3
    assert game.state.players[BOB].life == 18


def test_702_164c_toxic_gives_no_poison_when_blocked(board) -> None:
    """Bilious Skulldweller (toxic 1, deathtouch) blocked by Grizzly Bears: its combat damage
    goes to the Bears (which dies to deathtouch); Bob gets no poison counter."""
    game = board("""
        name: toxic blocked
        turn: {number: 2}
        battlefield:
          - {card: Bilious Skulldweller, as: dweller}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)

    def answer(d, acts):
        if d.kind == "block":
            return next(a for a in acts if a.startswith("block") and "Bilious" in a)
        return _attack_with("Bilious Skulldweller")(d, acts)

    _play(game, answer, "end_of_combat")
    assert game.state.players[BOB].poison == 0
    assert game.state.players[BOB].life == 20
    assert game.obj(obj_id(game, "bears")).zone != "battlefield"


# -- 702.97 scavenge (a graveyard ability, at sorcery speed) ----------------------------------
def test_702_97a_scavenge_exiles_the_card_for_its_power_in_counters(solve) -> None:
    """Deadbridge Goliath (5/5, Scavenge {4}{G}{G}) in Alice's graveyard: she scavenges it
    onto Grizzly Bears, which gets five +1/+1 counters; the Goliath is exiled (the cost)."""
    out = solve("""
        name: scavenge
        battlefield: [{card: Grizzly Bears, as: bears}]
        graveyard: {Alice: [{card: Deadbridge Goliath, as: goliath}]}
        actions:
          - {activate: {card: goliath, ability: scavenge, targets: [bears]}}
        expect:
          bears: {power: 7, toughness: 7, counters: {+1/+1: 5}}
          goliath: {zone: exile}
    """)
    assert out.passed, out.failures


def test_702_97a_scavenge_only_from_a_graveyard_and_as_a_sorcery(board) -> None:
    """With six Forests: a Deadbridge Goliath on the battlefield has no scavenge to
    activate, the one in the graveyard has; in the upkeep it can't be activated (602.5d) and
    the refusal changes nothing."""
    import pytest

    from arbiter.errors import IllegalActionError

    text = """
        name: scavenge refused
        turn: {number: 3, phase: %s}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Deadbridge Goliath, as: here}
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
        graveyard: {Alice: [{card: Deadbridge Goliath, as: goliath}]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """
    game = board(text % "precombat_main")
    acts = [str(a) for a in game.legal_actions()]
    here, gone = obj_id(game, "here"), obj_id(game, "goliath")
    assert not any(a.startswith(f"activate Deadbridge Goliath#{here}") for a in acts)
    assert f"activate Deadbridge Goliath#{gone}: Scavenge {{4}}{{G}}{{G}}" in acts
    game = board(text % "upkeep")
    game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="only as a sorcery"):
        game.apply(f"activate Deadbridge Goliath#{gone}: Scavenge {{4}}{{G}}{{G}}")
    assert game.to_json() == before
