"""Innistrad: Midnight Hunt combat and damage templates: real Oracle lines → compiled
structure, and the cards played on a board with the real engine.

508.5 / 506.2 "defending player"; 120.1 "that was dealt damage this turn"; 608.2c / 120.1
"If a player / a Werewolf is dealt damage this way"."""

from __future__ import annotations

import pytest
from conftest import obj_id
from oracle import one as _one

from arbiter.compiler.lines import compile_text
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.damage_conditions import DealtDamageThisWay
from arbiter.rules.damage_selectors import DealtDamageThisTurn


def _attack(game, attackers: dict[str, tuple[str, int]]) -> None:
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {obj_id(game, a): d for a, d in attackers.items()})


# -- 508.5 / 506.2: "defending player" ----------------------------------------------------------
@pytest.mark.parametrize(("name", "starts", "instruction"), [
    ("Falkenrath Perforator", "Whenever",
     I.DealDamage(1, to=I.Ref("defending_player"), source=I.Ref.this())),
    ("Silent Skimmer", "Whenever", I.LoseLife(2, who=I.Ref("defending_player"))),
    ("Brutal Hordechief", "Whenever", I.LoseLife(1, who=I.Ref("defending_player"))),
])
def test_508_5_defending_player_compiles(name, starts, instruction) -> None:
    ab = _one(name, starts)
    assert ab.instructions[0] == instruction


def test_508_5_falkenrath_perforator_deals_1_damage_to_defending_player(board) -> None:
    """508.5: "it deals 1 damage to defending player": the player it attacks (Bob)."""
    game = board("""
        name: perforator
        turn: {number: 2}
        battlefield: [{card: Falkenrath Perforator, as: perforator}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _attack(game, {"perforator": ("player", 1)})
    resolve_all(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (20, 19)


def test_508_5_defending_player_of_a_creature_attacking_a_planeswalker(board) -> None:
    """508.5: attacking a planeswalker, the defending player is its controller; 506.2 would
    say the same in two players, so three players: Perforator attacks Carol's planeswalker
    and Carol (not Bob, who isn't attacked) is dealt the damage."""
    game = board("""
        name: perforator multiplayer
        players: [Alice, Bob, Carol]
        turn: {number: 2}
        battlefield:
          - {card: Falkenrath Perforator, as: perforator}
          - {card: "Liliana of the Veil", controller: Carol, as: lili, counters: {loyalty: 3}}
        library: {Alice: [Plains], Bob: [Plains], Carol: [Plains]}
    """)
    _attack(game, {"perforator": ("permanent", obj_id(game, "lili"))})
    resolve_all(game)
    assert [p.life for p in game.state.players] == [20, 20, 19]


def test_508_5_a_creature_you_control_attacks_defending_player_is_its_defender(board) -> None:
    """508.5: "Whenever a creature you control attacks, defending player loses 1 life" — for
    each attacker, the player that creature attacks (three players: Bob and Carol)."""
    game = board("""
        name: hordechief
        players: [Alice, Bob, Carol]
        turn: {number: 2}
        battlefield:
          - {card: Brutal Hordechief, as: chief}
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
        library: {Alice: [Plains], Bob: [Plains], Carol: [Plains]}
    """)
    _attack(game, {"b1": ("player", 1), "b2": ("player", 2)})
    resolve_all(game)
    assert [p.life for p in game.state.players] == [22, 19, 19]


# -- 120.1: "that was dealt damage this turn" ---------------------------------------------------
@pytest.mark.parametrize(("name", "starts"), [
    ("Covert Cutpurse", "When"),
    ("You Are Already Dead", "Destroy"),
    ("Jarl of the Forsaken", "When"),
])
def test_120_1_that_was_dealt_damage_this_turn_compiles(name, starts) -> None:
    spell = name == "You Are Already Dead"
    ab = _one(name, starts, spell)
    assert any(p == DealtDamageThisTurn() for p in ab.targets[0].selector.parts)


def test_120_1_covert_cutpurse_destroys_a_creature_dealt_damage_this_turn(solve) -> None:
    """Play with Fire deals 2 to Bob's Hill Giant (3/3, it survives); Covert Cutpurse enters:
    its only legal target is the Giant (the undamaged Bears are no target), destroyed."""
    out = solve("""
        name: cutpurse
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Play with Fire, Covert Cutpurse]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Play with Fire, targets: [giant]}
          - enter: {card: Covert Cutpurse, as: cutpurse}
        expect:
          giant: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_120_1_damage_dealt_on_an_earlier_turn_doesnt_count(board) -> None:
    """120.1: "this turn": damage the Giant was dealt last turn makes it no target now."""
    from arbiter.engine.stack.targeting import legal_targets

    game = board("""
        name: cutpurse earlier turn
        turn: {number: 3}
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Covert Cutpurse, as: cutpurse}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    giant, cutpurse = obj_id(game, "giant"), obj_id(game, "cutpurse")
    spec = next(a for a in game.chars(cutpurse).abilities
                if getattr(a.ability, "targets", ())).ability.targets[0]
    game.state.turn.number = 2
    game.deal_damage(cutpurse, giant, 1)
    assert legal_targets(game, spec, 0, cutpurse) == [giant]
    game.state.turn.number = 3
    game.state.touch()
    assert legal_targets(game, spec, 0, cutpurse) == []


# -- 608.2c / 120.1: "If a player / a Werewolf is dealt damage this way" ------------------------
@pytest.mark.parametrize(("name", "starts", "spell", "condition", "then"), [
    ("Play with Fire", "Play with Fire", True, DealtDamageThisWay(), (I.Scry(1),)),
    ("Silver Bolt", "{3}", False,
     DealtDamageThisWay(selector=s.And((s.InZone(("battlefield",)), s.IsSubtype("Werewolf")))),
     (I.Destroy(I.Ref.target(0)),)),
])
def test_608_2c_dealt_damage_this_way_compiles(name, starts, spell, condition, then) -> None:
    ab = _one(name, starts, spell)
    damage, cond = ab.instructions
    assert isinstance(damage, I.DealDamage)
    assert (cond.condition, cond.then) == (condition, then)


@pytest.mark.parametrize(("target", "scried"), [("Bob", True), ("giant", False)])
def test_608_2c_play_with_fire_scries_only_if_a_player_was_dealt_damage(
        solve, target, scried) -> None:
    """Play with Fire: scry 1 when it dealt damage to a player, not to a creature. Alice's
    scry puts the top card (Island) on the bottom."""
    out = solve(f"""
        name: play with fire
        battlefield: [{{card: Hill Giant, controller: Bob, as: giant}}]
        hand: {{Alice: [Play with Fire]}}
        library: {{Alice: [Island, Plains], Bob: [Plains]}}
        actions:
          - {{cast: Play with Fire, targets: [{target}], choices: {{scry: bottom}}}}
    """)
    game = out.game
    top = game.quick_name(game.state.zone_list("library", 0)[0])
    assert top == ("Plains" if scried else "Island")
    assert game.state.players[1].life == (18 if scried else 20)


def test_608_2c_play_with_fire_prevented_damage_isnt_dealt(board, monkeypatch) -> None:
    """615 / 120.1: damage to a player that is prevented isn't dealt: no scry (the
    prevention stands in for any effect that prevents it)."""
    import arbiter.engine.replacement.damage as damage
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.stack.resolve import run

    game = board("""
        name: prevented
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        library: {Alice: [Island, Plains], Bob: [Plains]}
    """)
    ab = _one("Play with Fire", "Play with Fire", True)
    monkeypatch.setattr(damage, "prevented", lambda *a: True)
    run(game, StackItem(0, "spell", obj_id(game, "giant"), ab, 0, [("player", 1)]),
        ab.instructions)
    assert game.quick_name(game.state.zone_list("library", 0)[0]) == "Island"
    assert game.state.players[1].life == 20


@pytest.mark.parametrize(("creature", "zone"), [
    # 3 damage doesn't kill a 4/4 Werewolf, but it is destroyed; a 4/4 non-Werewolf lives.
    ("Tovolar's Huntmaster", "graveyard"), ("Gigantosaurus", "battlefield")])
def test_608_2c_silver_bolt_destroys_a_werewolf_dealt_damage(solve, creature, zone) -> None:
    out = solve(f"""
        name: silver bolt
        battlefield:
          - {{card: Silver Bolt, as: bolt}}
          - {{card: "{creature}", controller: Bob, as: target}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - activate: {{card: bolt, ability: 1, targets: [target]}}
        expect:
          bolt: {{zone: graveyard}}
          target: {{zone: {zone}}}
    """)
    assert out.passed, out.failures


# -- 509.1g / 509.3c: "each creature blocking it", "a creature blocking ~" ----------------------
def _block(game, blocks: dict[str, str]) -> None:
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {obj_id(game, b): [obj_id(game, a)]
                                   for b, a in blocks.items()})


@pytest.mark.parametrize(("name", "face"), [
    ("Baneblade Scoundrel", 0), ("Baneblade Scoundrel", 1), ("Plague Wight", 0)])
def test_509_1g_each_creature_blocking_it_compiles(name, face) -> None:
    from arbiter.rules.blocking_selectors import BlockingObject

    ab = _one(name, "Whenever", face=face)
    assert ab.trigger.event == "becomes_blocked"
    (effect,) = ab.instructions
    assert BlockingObject(I.Ref.this()) in effect.affected.parts
    assert effect.duration == "end_of_turn"


@pytest.mark.parametrize("line", [
    # "it" is the event's creature, not the source: the engine can't follow it there.
    "Whenever a creature you control with menace becomes blocked, defending player "
    "sacrifices a creature blocking it.",
])
def test_509_1g_blocking_it_naming_another_object_stays_unread(line) -> None:
    assert compile_text(line, "Labyrinth Raptor") is None


def test_509_1g_baneblade_scoundrel_blockers_get_minus_1(board) -> None:
    """509.3c: Baneblade Scoundrel becomes blocked by Bob's Bears and Savannah Lions; its
    ability triggers once and each creature blocking it gets -1/-1 until end of turn: the
    Bears are 1/1, the 1/1 Lions die (704.5f). Bob's Hill Giant, not blocking, is untouched."""
    game = board("""
        name: baneblade
        turn: {number: 2}
        battlefield:
          - {card: Baneblade Scoundrel, as: scoundrel}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Savannah Lions, controller: Bob, as: lions}
          - {card: Hill Giant, controller: Bob, as: giant}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _attack(game, {"scoundrel": ("player", 1)})
    resolve_all(game)
    _block(game, {"bears": "scoundrel", "lions": "scoundrel"})
    resolve_all(game)
    bears = obj_id(game, "bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)
    assert game.obj(obj_id(game, "lions")).zone == "graveyard"
    giant = obj_id(game, "giant")
    assert (game.chars(giant).power, game.chars(giant).toughness) == (3, 3)


def test_509_1g_baneclaw_marauder_blocker_dies_controller_loses_life(board) -> None:
    """At night, Baneclaw Marauder (5/4) is blocked by Bob's Lions and Bears: -1/-1 kills
    the Lions (Bob loses 1), combat damage kills the Bears (Bob loses 1 more)."""
    from arbiter.engine import sba
    from arbiter.engine.combat.damage import combat_damage

    game = board("""
        name: baneclaw
        turn: {number: 2}
        day_night: night
        battlefield:
          - {card: Baneblade Scoundrel, transformed: true, as: marauder}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Savannah Lions, controller: Bob, as: lions}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _attack(game, {"marauder": ("player", 1)})
    resolve_all(game)
    _block(game, {"bears": "marauder", "lions": "marauder"})
    resolve_all(game)
    assert game.state.players[1].life == 19
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.state.players[1].life == 18


def test_603_10a_baneclaw_marauder_sees_a_blocker_die_with_it(board) -> None:
    """603.10a: Baneclaw Marauder (5/4) and the Craw Wurm blocking it (6/4, 5/3 after -1/-1)
    destroy each other in combat: the Marauder's ability looks back in time and triggers for
    the Wurm that died with it; Bob loses 1 life."""
    from arbiter.engine import sba
    from arbiter.engine.combat.damage import combat_damage

    game = board("""
        name: baneclaw dies too
        turn: {number: 2}
        day_night: night
        battlefield:
          - {card: Baneblade Scoundrel, transformed: true, as: marauder}
          - {card: Craw Wurm, controller: Bob, as: wurm}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _attack(game, {"marauder": ("player", 1)})
    resolve_all(game)
    _block(game, {"wurm": "marauder"})
    resolve_all(game)
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    assert game.obj(obj_id(game, "wurm")).zone == "graveyard"
    assert game.obj(obj_id(game, "marauder")).zone == "graveyard"
    assert game.state.players[1].life == 19


# -- 603.2 / 120.4b: "When/Whenever a spell you control deals damage" ---------------------------
@pytest.mark.parametrize(("name", "face", "instruction"), [
    ("Flame Channeler", 0, I.Transform(I.Ref.this())),
    ("Flame Channeler", 1, I.PutCounters("flame", 1, on=I.Ref.this())),
])
def test_603_2_a_spell_you_control_deals_damage_compiles(name, face, instruction) -> None:
    ab = _one(name, "When", face=face)
    assert (ab.trigger.event, ab.trigger.subject) == ("deals_damage", "any")
    assert ab.trigger.selector == s.And((s.InZone(("stack",)), s.YOURS))
    assert ab.instructions == (instruction,)


def test_603_2_flame_channeler_transforms_when_a_spell_deals_damage(solve) -> None:
    """Alice's Play with Fire deals damage: Flame Channeler transforms (701.27a). Bob's
    spell dealing damage, or a creature dealing damage, doesn't count."""
    out = solve("""
        name: flame channeler
        battlefield: [{card: Flame Channeler, as: channeler}]
        hand: {Alice: [Play with Fire], Bob: [Play with Fire]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {cast: Play with Fire, by: Bob, targets: [Alice], choices: {scry: top}}
        expect:
          channeler: {transformed: false}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: flame channeler 2
        battlefield: [{card: Flame Channeler, as: channeler}]
        hand: {Alice: [Play with Fire]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {cast: Play with Fire, targets: [Bob], choices: {scry: top}}
        expect:
          channeler: {transformed: true, name: Embodiment of Flame}
    """)
    assert out.passed, out.failures


def test_120_4_one_spell_dealing_damage_to_two_recipients_at_once_is_one_event(solve) -> None:
    """Chandra's Outrage deals 4 damage to the Giant and 2 to Bob at the same time: one
    damage event for the spell (603.2c), so Embodiment of Flame gets one flame counter."""
    out = solve("""
        name: embodiment
        battlefield:
          - {card: Flame Channeler, transformed: true, as: embodiment}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Chandra's Outrage]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Chandra's Outrage, targets: [giant]}
        expect:
          embodiment: {counters: {flame: 1}}
          giant: {zone: graveyard}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


# -- 603.4: "if enchanted creature is a Wolf or Werewolf, untap that creature" -------------------
@pytest.mark.parametrize(("name", "starts", "selector", "instruction"), [
    ("Howl of the Hunt", "When",
     s.And((s.InZone(("battlefield",)), s.Or((s.IsSubtype("Wolf"), s.IsSubtype("Werewolf"))))),
     I.Untap(I.Ref.attached())),
    ("Narcolepsy", "At", s.And((s.InZone(("battlefield",)), s.IsTapped(False))),
     I.Tap(I.Ref.attached())),
    ("Volition Reins", "When", s.And((s.InZone(("battlefield",)), s.IsTapped(True))),
     I.Untap(I.Ref.attached())),
])
def test_603_4_if_enchanted_creature_is_compiles(name, starts, selector, instruction) -> None:
    from arbiter.rules.attached_conditions import AttachedIs

    ab = _one(name, starts)
    assert ab.intervening_if == AttachedIs(selector)
    assert ab.instructions == (instruction,)


@pytest.mark.parametrize(("creature", "tapped"), [
    ("Tovolar's Huntmaster", False),   # a Werewolf: untapped
    ("Hill Giant", True),              # not a Wolf or Werewolf: the ability doesn't trigger
])
def test_603_4_howl_of_the_hunt_untaps_a_wolf_or_werewolf(solve, creature, tapped) -> None:
    out = solve(f"""
        name: howl
        battlefield: [{{card: "{creature}", as: c, tapped: true}}]
        hand: {{Alice: [Howl of the Hunt]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: Howl of the Hunt, targets: [c], as: howl}}
        expect:
          howl: {{zone: battlefield}}
          c: {{tapped: {str(tapped).lower()}}}
    """)
    assert out.passed, out.failures
    assert not any("Howl of the Hunt" in str(a) for a in out.game.state.stack_items)


# -- 508.4: tokens created tapped and attacking ---------------------------------------------------
@pytest.mark.parametrize(("name", "n", "per_opponent"), [
    ("Adeline, Resplendent Cathar", 1, True),
    ("Hero of Bladehold", 2, False),
    ("Falconer Adept", 1, False),
])
def test_508_4_tapped_and_attacking_tokens_compile(name, n, per_opponent) -> None:
    from arbiter.engine.combat.attacking_tokens import CreateAttackingTokens

    (step,) = _one(name, "Whenever").instructions
    assert isinstance(step, CreateAttackingTokens)
    assert (step.n, step.per_opponent) == (n, per_opponent)


def test_508_4_adeline_token_is_attacking_but_never_attacked(board) -> None:
    """Adeline attacks Bob: "Whenever you attack" makes a 1/1 Human tapped and attacking Bob
    (two players: one opponent). 508.4: the token never "attacked": Brutal Hordechief's
    "Whenever a creature you control attacks" triggers only for Adeline (Bob loses 1, not
    2). The token deals its combat damage."""
    from arbiter.engine import sba
    from arbiter.engine.combat.damage import combat_damage

    game = board("""
        name: adeline
        turn: {number: 2}
        battlefield:
          - {card: "Adeline, Resplendent Cathar", as: adeline}
          - {card: Brutal Hordechief, as: chief, tapped: true}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _attack(game, {"adeline": ("player", 1)})
    resolve_all(game)
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(tokens) == 1
    token = tokens[0]
    assert game.obj(token).tapped
    assert game.state.combat.attackers[token] == ("player", 1)
    assert game.state.players[1].life == 19          # Hordechief: Adeline only
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    # Adeline's power is the number of creatures Alice controls: 3.
    assert game.state.players[1].life == 19 - 3 - 1


def test_508_4_adeline_one_token_for_each_opponent_attacking_it_or_its_planeswalker(
        solve) -> None:
    """Three players: one token attacks Bob; the one for Carol attacks Carol's planeswalker,
    as Alice chooses (508.4). Only Adeline was declared attacking (Bob)."""
    out = solve("""
        name: adeline multiplayer
        players: [Alice, Bob, Carol]
        turn: {number: 2}
        battlefield:
          - {card: "Adeline, Resplendent Cathar", as: adeline}
          - {card: "Liliana of the Veil", controller: Carol, as: lili, counters: {loyalty: 3}}
        library: {Alice: [Plains], Bob: [Plains], Carol: [Plains]}
    """)
    game = out.game
    lili = obj_id(game, "lili")
    answers = iter([("permanent", lili)])

    class _Pick:
        def decide(self, d):
            if d.key == "defender" and len(d.options) > 1:
                choice = next(answers)
                assert choice in [v for _, v in d.options]
                return choice
            return d.options[0][1] if len(d.options) == 1 else None

    game.decider = _Pick()
    _attack(game, {"adeline": ("player", 1)})
    resolve_all(game)
    tokens = sorted(o for o in game.state.battlefield() if game.obj(o).token is not None)
    assert [game.state.combat.attackers[t] for t in tokens] == [("player", 1),
                                                                 ("permanent", lili)]


def test_508_4_outside_combat_the_token_just_enters_tapped(board) -> None:
    """Not in combat (a main phase): the token is created tapped and isn't attacking."""
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.stack.resolve import run

    game = board("""
        name: main phase
        battlefield: [{card: "Adeline, Resplendent Cathar", as: adeline}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    ab = _one("Adeline, Resplendent Cathar", "Whenever")
    run(game, StackItem(0, "triggered", obj_id(game, "adeline"), ab, 0, []), ab.instructions)
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(tokens) == 1 and game.obj(tokens[0]).tapped
    assert game.state.combat is None or tokens[0] not in game.state.combat.attackers


@pytest.mark.parametrize(("creature", "zone"), [
    ("Grizzly Bears", "battlefield"),   # a 2/2, not a Zombie: 1 damage, it survives
    ("Gravedigger", "graveyard"),       # a 2/2 Zombie: 2 damage instead (608.2c), it dies
])
def test_508_5_purifying_dragon_damages_a_creature_defending_player_controls(
        board, creature, zone) -> None:
    """Purifying Dragon attacks Bob: 1 damage to target creature Bob controls (506.2, 508.5),
    2 instead if it is a Zombie as the ability resolves."""
    game = board(f"""
        name: purifying dragon
        turn: {{number: 2}}
        battlefield:
          - {{card: Purifying Dragon, as: dragon}}
          - {{card: "{creature}", controller: Bob, as: c}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    _attack(game, {"dragon": ("player", 1)})
    resolve_all(game)
    c = obj_id(game, "c")
    assert game.obj(c).zone == zone
    if zone == "battlefield":
        assert game.obj(c).damage == 1
