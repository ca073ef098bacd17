"""Innistrad: Midnight Hunt lines about the end of the game (104.2b, 104.3e), static
prevention (615.1) and a chosen card name (201.4, 602.5): real Oracle lines → compiled
structure, and the cards played on a board with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id
from oracle import line as _line
from oracle import one as _one

from arbiter.compiler.lines import compile_text
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.errors import IllegalActionError
from arbiter.rules import conditions as C
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility, TriggeredAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.player_values import CardsInHand
from arbiter.scenario.errors import ScenarioError


def test_603_10a_its_controller_of_a_creature_that_died() -> None:
    """"its controller" in a dies trigger: the controller as it last existed (603.10a)."""
    ab = _one("Archfiend of the Dross", "Whenever a creature an opponent controls dies")
    assert ab.instructions == (I.LoseLife(2, who=I.Ref("event_controller")),)


# -- 104.2b / 104.3e: winning and losing by an effect --------------------------------------------
@pytest.mark.parametrize(("name", "starts", "spell", "instruction"), [
    ("Triskaidekaphile", "At the beginning of your upkeep", False, I.WinGame("you")),
    ("Door to Nothingness", "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}", False,
     I.LoseGame(I.Ref.player_target(0))),
])
def test_104_win_or_lose_the_game_compiles(name, starts, spell, instruction) -> None:
    ab = _one(name, starts, spell)
    assert _contains(ab, instruction)


def _contains(x: object, want: object) -> bool:
    import dataclasses

    if x == want:
        return True
    if isinstance(x, tuple):
        return any(_contains(y, want) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return any(_contains(getattr(x, f.name), want) for f in dataclasses.fields(x))
    return False


def test_402_1_triskaidekaphile_checks_thirteen_cards_in_hand() -> None:
    ab = _one("Triskaidekaphile", "At the beginning of your upkeep")
    assert isinstance(ab, TriggeredAbility)
    assert ab.intervening_if == C.Compare(CardsInHand(), "==", 13)
    assert ab.instructions == (I.WinGame("you"),)


_PLAINS_13 = "[" + ", ".join(["Plains"] * 13) + "]"


@pytest.mark.parametrize(("hand", "angel", "bob_lost"), [
    (_PLAINS_13, False, True),
    ("[" + ", ".join(["Plains"] * 12) + "]", False, False),
    (_PLAINS_13, True, False),  # 101.2: Bob's Platinum Angel: his opponents can't win
])
def test_104_2b_triskaidekaphile_wins_the_game_in_the_upkeep(solve, hand, angel,
                                                              bob_lost) -> None:
    """104.2b / 603.4: with exactly thirteen cards in hand as the upkeep begins (and as the
    ability resolves), Alice wins: the game is over and Bob is out of it."""
    extra = ", {card: Platinum Angel, controller: Bob}" if angel else ""
    out = solve(f"""
        name: trisk
        turn: {{number: 1, phase: untap}}
        battlefield: [Triskaidekaphile{extra}]
        hand: {{Alice: {hand}}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - pass: {{to: draw}}
        expect:
          player Bob: {{lost: {str(bob_lost).lower()}}}
          player Alice: {{lost: false}}
    """)
    assert out.passed, out.failures
    assert out.game.is_over == bob_lost
    assert out.game.winner == (0 if bob_lost else None)


def test_104_3e_losing_by_an_effect_is_immediate_and_cant_lose_stops_it(board) -> None:
    """104.3e: a player an effect says loses leaves at once; 101.2: not while "you can't
    lose the game" applies to them."""
    from arbiter.engine.players import outcome

    game = board("""
        name: lose
        battlefield: [{card: Platinum Angel, controller: Bob}]
    """)
    assert not outcome.lose(game, 1) and not game.state.players[1].lost
    assert outcome.lose(game, 0) and game.state.players[0].lost and game.winner == 1


# -- 615.1: static prevention ------------------------------------------------------------------
@pytest.mark.parametrize(("name", "affected", "rules"), [
    ("Candletrap", s.ATTACHED, ("prevent_all_combat_damage_dealt_by",)),
    ("Fog Bank", s.SELF, ("prevent_all_combat_damage_dealt_to",
                          "prevent_all_combat_damage_dealt_by")),
    ("Muzzle", s.ATTACHED, ("prevent_all_damage_dealt_by",)),
    ("Dawn Elemental", s.SELF, ("prevent_all_damage_dealt_to",)),
])
def test_615_1_prevention_statics_compile(name, affected, rules) -> None:
    ab = _one(name, "Prevent all")
    assert isinstance(ab, StaticAbility)
    (spec,) = ab.effects
    assert spec.affected == affected
    assert tuple(p.rule for p in spec.parts if isinstance(p, RulesPart)) == rules


def test_615_1_candletrap_prevents_the_combat_damage_its_creature_would_deal(board) -> None:
    """Candletrap on Bob's Hill Giant: the Giant blocks Alice's Grizzly Bears; the Bears die
    to nothing (no combat damage from the Giant) and deal their 2 damage to the Giant. Damage
    the Giant deals outside combat isn't prevented (it's only combat damage)."""
    from arbiter.engine import sba
    from arbiter.engine.combat.damage import combat_damage
    from arbiter.engine.replacement.damage import deal

    game = board("""
        name: candletrap
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Candletrap, attached_to: giant, as: trap}
    """)
    bears, giant = obj_id(game, "bears"), obj_id(game, "giant")
    assert game.chars(giant).has_keyword("defender")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {bears: ("player", 1)})
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {giant: [bears]})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.check_once(game)
    assert game.obj(bears).zone == "battlefield" and game.obj(bears).damage == 0
    assert game.obj(giant).damage == 2
    assert deal(game, giant, ("permanent", bears), 3) == 3  # not combat damage: dealt


# -- 201.4 / 602.5: Pithing Needle ---------------------------------------------------------------
def test_602_5_pithing_needle_compiles() -> None:
    from arbiter.engine.casting.named_bans import RULE

    ab = _one("Pithing Needle", "Activated abilities")
    assert isinstance(ab, StaticAbility)
    assert ab.effects[0].affected == s.SELF and ab.effects[0].parts == (RulesPart(rule=RULE),)
    # Without "unless they're mana abilities" mana abilities would be stopped too, which
    # mana payment doesn't check: left unread.
    assert compile_text(_line("Phyrexian Revoker", "Activated abilities"),
                        "Phyrexian Revoker") is None


@pytest.mark.parametrize(("named", "allowed"), [("Triskaidekaphile", False),
                                                ("Llanowar Elves", True)])
def test_602_5_pithing_needle_stops_the_named_sources_activated_abilities(
        board, named, allowed) -> None:
    """Pithing Needle naming Triskaidekaphile: its "{3}{U}: Draw a card." can't be activated
    (and isn't offered); Llanowar Elves' mana ability still works when Elves are named
    (605.1a)."""
    from arbiter.engine.casting import activation

    game = board(f"""
        name: needle
        battlefield:
          - {{card: Pithing Needle, controller: Bob, choices: {{card_name: {named}}}}}
          - {{card: Triskaidekaphile, as: trisk}}
          - {{card: Llanowar Elves, as: elves}}
          - Island
          - Island
          - Island
          - Island
        library: {{Alice: [Island, Island], Bob: [Island]}}
    """)
    trisk, elves = obj_id(game, "trisk"), obj_id(game, "elves")
    offered = [str(a) for a in game.legal_actions()]
    assert any("Triskaidekaphile" in a for a in offered) == allowed
    before = game.state.version
    if allowed:
        activation.activate(game, trisk, 0, 3, [], {})
        assert game.state.stack_items
    else:
        with pytest.raises(IllegalActionError, match="602.5"):
            activation.activate(game, trisk, 0, 3, [], {})
        assert game.state.version == before and not game.state.stack_items
    activation.activate(game, elves, 0, 1, [], {})  # a mana ability: never stopped
    assert game.state.players[0].mana_pool.get("G") == 1


def test_201_4_a_chosen_card_name_must_be_a_cards_name(solve) -> None:
    with pytest.raises(ScenarioError, match="201.4"):
        solve("""
            name: needle
            battlefield: [{card: Pithing Needle, choices: {card_name: Not A Card}}]
        """)


# -- Archfiend of the Dross (the seed card): compiled, no hand-written definition ---------------
def test_104_3e_archfiend_of_the_dross_compiles() -> None:
    ab = _one("Archfiend of the Dross", "At the beginning of your upkeep")
    assert ab.instructions == (
        I.RemoveCounters("oil", 1, on=I.Ref.this()),
        I.If(C.SourceCounters("oil", 0, 0), then=(I.LoseGame("you"),)))
    # "it" must be the source: another object's counters aren't read this way
    assert compile_text("Put a +1/+1 counter on target creature. Then if it has no oil "
                        "counters on it, draw a card.", "X", True) is None


@pytest.mark.parametrize(("oil", "alice_lost"), [(1, True), (2, False)])
def test_104_3e_archfiend_of_the_dross_loses_the_game_with_its_last_counter(
        solve, oil, alice_lost) -> None:
    """Archfiend enters with four oil counters (614.1c); in Alice's upkeep one is removed;
    with none left she loses the game at once (104.3e), and Bob wins (104.2a)."""
    out = solve(f"""
        name: archfiend
        turn: {{number: 1, phase: untap}}
        battlefield: [{{card: Archfiend of the Dross, as: fiend}}]
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - counters: {{"on": fiend, remove: {{oil: {4 - oil}}}}}
          - pass: {{to: draw}}
        expect:
          player Alice: {{lost: {str(alice_lost).lower()}}}
    """)
    assert out.passed, out.failures
    assert out.game.winner == (1 if alice_lost else None)


def test_603_10a_archfiend_its_controller_loses_two_life(board) -> None:
    """Bob's creature dies: its controller (Bob, as it last existed) loses 2 life."""
    from arbiter.engine import sba

    game = board("""
        name: archfiend dies
        battlefield:
          - Archfiend of the Dross
          - {card: Grizzly Bears, controller: Bob, as: bears}
    """)
    game.move(obj_id(game, "bears"), "graveyard")
    sba.run(game)
    from arbiter.engine.stack.items import resolve_top

    resolve_top(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 20


# -- Sigarda's Splendor: a noted life total ----------------------------------------------------
def test_119_sigardas_splendor_compiles() -> None:
    from arbiter.rules.abilities import ReplacementAbility
    from arbiter.rules.noted_life import LifeAtLeastNoted

    enters = _one("Sigarda's Splendor", "As this enchantment enters")
    assert isinstance(enters, ReplacementAbility) and enters.kind == "as_enters_do"
    assert enters.spec == (I.NoteLifeTotal(),)
    upkeep = _one("Sigarda's Splendor", "At the beginning of your upkeep")
    assert upkeep.instructions == (I.If(LifeAtLeastNoted(), then=(I.Draw(1, "you"),)),
                                   I.NoteLifeTotal())


@pytest.mark.parametrize(("change", "hand", "noted"), [(-3, 1, 17), (0, 2, 20), (2, 2, 22)])
def test_119_sigardas_splendor_draws_if_life_is_at_least_the_noted_total(
        solve, change, hand, noted) -> None:
    """Sigarda's Splendor notes 20 as it enters (614.12). In Alice's next upkeep she draws a
    card only if her life total is at least 20; then her life total is noted again."""
    from arbiter.rules.noted_life import KEY

    out = solve(f"""
        name: splendor
        turn: {{number: 3, phase: untap}}
        battlefield: [{{card: Sigarda's Splendor, as: splendor}}]
        library: {{Alice: [Island, Island, Island], Bob: [Island, Island]}}
        actions:
          - set: {{player: Alice, life: {20 + change}}}
          - pass: {{to: draw}}
        expect:
          player Alice: {{hand_size: {hand}}}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "splendor")).choices[KEY] == noted
