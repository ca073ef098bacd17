"""Casting and costs through the engine (601.2, 107.4f, 609.4b, 702.34a, 603.4)."""

from __future__ import annotations

from conftest import obj_id


def test_601_2g_casting_taps_mana_sources_for_the_total_cost(board) -> None:
    """601.2g-h: Grizzly Bears ({1}{G}) taps a Forest for {G} and another land for {1}."""
    game = board("""
        name: pay
        battlefield: [{card: Forest, as: f}, {card: Plains, as: p}, {card: Plains, as: p2}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"cast Grizzly Bears#{obj_id(game, 'bears')}")
    tapped = {a for a in ("f", "p", "p2") if game.obj(obj_id(game, a)).tapped}
    assert "f" in tapped and len(tapped) == 2
    assert game.state.stack_items and game.state.stack_items[-1].source_name == "Grizzly Bears"


def test_609_4b_mycosynth_lattice_lets_any_mana_pay_colored_costs(board) -> None:
    """Mycosynth Lattice: players may spend mana as though it were mana of any color."""
    game = board("""
        name: lattice
        battlefield: [Mycosynth Lattice, {card: Plains, as: p1}, {card: Plains, as: p2}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    labels = [str(a) for a in game.legal_actions()]
    assert f"cast Grizzly Bears#{obj_id(game, 'bears')}" in labels


def test_601_2f_without_the_right_color_a_spell_is_not_offered(board) -> None:
    game = board("""
        name: no green
        battlefield: [Plains, Plains]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any("Grizzly Bears" in str(a) for a in game.legal_actions())


def test_107_4f_phyrexian_mana_paid_with_life(board) -> None:
    """107.4f: {B/P} may be paid with 2 life when no black mana is available."""
    game = board("""
        name: phyrexian
        battlefield: [Plains, Plains, Plains, Plains, Plains, Swamp]
        hand: {Alice: [{card: "Vraska, Betrayal's Sting", as: vraska}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"cast Vraska, Betrayal's Sting#{obj_id(game, 'vraska')}")
    assert game.state.players[0].life == 18


def test_702_34a_flashback_spell_is_exiled_as_it_leaves_the_stack(solve) -> None:
    """702.34a: a spell cast with flashback is exiled instead of going to the graveyard."""
    out = solve("""
        name: flashback
        battlefield: [{card: Grizzly Bears, as: bears}]
        graveyard: {Alice: [{card: Moan of the Unhallowed, as: moan}]}
        actions:
          - {cast: Moan of the Unhallowed, from: graveyard, alternative: flashback}
        expect:
          moan: {zone: exile}
    """)
    assert out.passed, out.failures


def test_603_4_intervening_if_is_checked_again_on_resolution(solve) -> None:
    """603.4: The One Ring's "if you cast it" ability: put onto the battlefield without being
    cast, it doesn't even trigger."""
    out = solve("""
        name: ring
        actions:
          - {enter: {card: The One Ring, as: ring}}
    """)
    assert not any("protection" in line for line in out.game.state.log)


def test_603_2_triggers_only_once_each_turn(solve) -> None:
    """Enduring Innocence draws once per turn however many small creatures enter."""
    out = solve("""
        name: once
        battlefield: [{card: Enduring Innocence}]
        library: {Alice: [Plains, Plains, Plains]}
        actions:
          - {enter: {card: Savannah Lions, as: one}}
          - {enter: {card: Savannah Lions, as: two}}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_601_2g_the_player_chooses_which_lands_pay(board) -> None:
    """601.2g: with a Forest and an Island for a {1} generic part, the player picks."""
    game = board("""
        name: choose payment
        battlefield: [{card: Forest, as: f}, {card: Forest, as: f2}, {card: Island, as: i}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"cast Grizzly Bears#{obj_id(game, 'bears')}")
    d = game.pending_decision
    assert d.kind == "pay"
    labels = [str(a) for a in game.legal_actions()]
    assert len(labels) == 2  # {G}{1} from Forest+Forest, or Forest+Island
    pick = next(a for a in game.legal_actions() if "Island" in str(a))
    game.apply(pick)
    assert game.obj(obj_id(game, "i")).tapped
    assert [game.obj(obj_id(game, a)).tapped for a in ("f", "f2")].count(True) == 1


def test_614_1a_exile_instead_of_the_graveyard(solve) -> None:
    """614.1a / 702.146b: Generous Soul (Beloved Beggar's back face) would die: it is
    exiled instead."""
    out = solve("""
        name: generous soul
        battlefield: [{card: Generous Soul, transformed: true, as: soul}]
        actions:
          - move: {card: soul, to: graveyard}
        expect:
          soul: {zone: exile}
    """)
    assert out.passed, out.failures


def test_115_4_any_target_includes_players(solve) -> None:
    """115.4: Shock can target a player: 2 damage is 2 life lost (120.3a)."""
    out = solve("""
        name: shock
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_610_3_exiled_until_the_source_leaves(solve) -> None:
    """610.3 / 610.3c: Banishing Light's card comes back when it leaves, under its owner's
    control."""
    out = solve("""
        name: banishing light
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Banishing Light, as: light}]}
        choices: [bears]
        actions:
          - cast: Banishing Light
          - move: {card: light, to: graveyard}
        expect:
          bears: {zone: battlefield, controller: Bob}
    """)
    assert out.passed, out.failures
    exiled = [line for line in out.game.state.log if "moves from battlefield to exile" in line]
    assert exiled and exiled[0].startswith("Grizzly Bears")


def test_601_2h_additional_cost_sacrifice_a_creature(solve) -> None:
    """118.8 / 601.2h: Village Rites' additional cost: the chosen creature is sacrificed as
    the spell is cast; the spell draws two."""
    out = solve("""
        name: village rites
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Savannah Lions, as: lions}]
        hand: {Alice: [Village Rites]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Village Rites, choices: {cost: lions}}
        expect:
          lions: {zone: graveyard}
          bears: {zone: battlefield}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_601_2b_no_creature_to_sacrifice_means_it_cant_be_cast(board) -> None:
    game = board("""
        name: rites without a creature
        battlefield: [Swamp]
        hand: {Alice: [{card: Village Rites, as: rites}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any("Village Rites" in str(a) for a in game.legal_actions())


def test_702_8a_cast_as_though_it_had_flash(solve) -> None:
    """Vedalken Orrery: a creature spell may be cast in the opponent's turn."""
    out = solve("""
        name: orrery
        players: [Bob, Alice]
        battlefield: [{card: Vedalken Orrery, controller: Alice}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}]}
        actions:
          - {cast: Grizzly Bears, by: Alice}
        expect:
          bears: {zone: battlefield, controller: Alice}
    """)
    assert out.passed, out.failures


def test_603_12_reflexive_trigger_when_you_do(solve) -> None:
    """603.12: Hypothesizzle: discarding a nonland card makes the reflexive ability trigger;
    it deals 4 damage to the chosen creature."""
    out = solve("""
        name: hypothesizzle
        battlefield: [{card: Serra Angel, controller: Bob, as: mastodon}]
        hand: {Alice: [Hypothesizzle, {card: Giant Growth, as: growth}]}
        library: {Alice: [Plains, Plains]}
        choices: [yes, growth, mastodon]
        actions:
          - cast: Hypothesizzle
        expect:
          growth: {zone: graveyard}
          mastodon: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_12_no_reflexive_trigger_when_you_dont(solve) -> None:
    out = solve("""
        name: hypothesizzle declined
        battlefield: [{card: Siege Mastodon, controller: Bob, as: mastodon}]
        hand: {Alice: [Hypothesizzle, {card: Giant Growth, as: growth}]}
        library: {Alice: [Plains, Plains]}
        choices: ["no"]
        actions:
          - cast: Hypothesizzle
        expect:
          growth: {zone: hand}
          mastodon: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_707_10_copy_of_a_spell_with_a_new_target(solve) -> None:
    """707.10 / 707.10c: Twincast copies Shock; the copy may get a new target; the copy
    ceases to exist as it leaves the stack (707.10a)."""
    out = solve("""
        name: twincast
        battlefield: [{card: Serra Angel, controller: Bob, as: angel}]
        hand: {Alice: [Shock, Twincast]}
        choices: [Bob]
        actions:
          - {cast: Shock, targets: [angel], respond: true, as: shock}
          - {cast: Twincast, targets: [shock]}
        expect:
          player Bob: {life: 18}
          angel: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not [o for o in game.state.objects.values()
                if o.spell_copy and not o.zone.startswith("left:")]
    angel = next(o.id for o in game.state.objects.values() if o.alias == "angel")
    assert game.obj(angel).damage == 2


def test_614_1a_damage_is_doubled(solve) -> None:
    """614.1a: with Furnace of Rath, Shock deals 4 damage to Bob instead of 2."""
    out = solve("""
        name: furnace
        battlefield: [Furnace of Rath]
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures



def test_101_2_a_player_who_cant_lose_stays_in_at_zero_life(solve) -> None:
    """101.2: Platinum Angel's "can't lose" beats the state-based action (704.5a)."""
    out = solve("""
        name: platinum angel
        battlefield: [Platinum Angel]
        actions:
          - set: {player: Alice, life: 0}
        expect:
          player Alice: {life: 0, lost: false}
    """)
    assert out.passed, out.failures
    assert not out.game.is_over


def test_707_2_token_copy_of_a_creature(solve) -> None:
    """707.2: Cackling Counterpart's token has the creature's copiable values."""
    out = solve("""
        name: counterpart
        battlefield: [{card: Serra Angel, as: angel}]
        hand: {Alice: [Cackling Counterpart]}
        actions:
          - {cast: Cackling Counterpart, targets: [angel]}
    """)
    game = out.game
    tokens = [o.id for o in game.state.objects.values()
              if o.token is not None and o.zone == "battlefield"]
    assert len(tokens) == 1
    ch = game.chars(tokens[0])
    assert ch.name == "Serra Angel" and (ch.power, ch.toughness) == (4, 4)
    assert ch.has_keyword("flying") and ch.has_keyword("vigilance")


def test_118_8_exile_a_creature_card_from_your_graveyard_to_cast(board) -> None:
    """118.8: Cobbled Lancer can be cast only by exiling a creature card from your
    graveyard; its other ability works from the graveyard (113.6)."""
    game = board("""
        name: lancer
        battlefield: [Island, Island, Island, Island]
        hand: {Alice: [{card: Cobbled Lancer, as: lancer}]}
        graveyard: {Alice: [{card: Grizzly Bears, as: dead}]}
        library: {Alice: [Plains, Plains], Bob: [Plains]}
    """)
    game.apply(f"cast Cobbled Lancer#{obj_id(game, 'lancer')}")
    while game.pending_decision.kind in ("pay", "cost"):
        game.apply(game.legal_actions()[0])
    assert game.obj(obj_id(game, "dead")).zone == "exile"
    game.apply("pass")
    game.apply("pass")
    lancer = obj_id(game, "lancer")
    assert game.obj(lancer).zone == "battlefield"


def test_113_6_ability_that_functions_from_the_graveyard(board) -> None:
    game = board("""
        name: lancer draws
        battlefield: [Island, Island, Island, Island]
        graveyard: {Alice: [{card: Cobbled Lancer, as: lancer}]}
        library: {Alice: [Plains, Plains], Bob: [Plains]}
    """)
    lancer = obj_id(game, "lancer")
    act = next(a for a in game.legal_actions() if str(a).startswith("activate Cobbled"))
    game.apply(act)
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    assert game.obj(lancer).zone == "left:graveyard"
    game.apply("pass")
    game.apply("pass")
    assert len(game.state.zone_list("hand", 0)) == 1


def test_107_4e_monocolored_hybrid_paid_with_two_generic(board) -> None:
    """107.4e: {2/W} can be paid with {W} or with two mana of any kind: Spectral Procession
    ({2/W}{2/W}{2/W}) is castable with six Mountains."""
    game = board("""
        name: procession
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Spectral Procession, as: sp}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    from arbiter.engine.casting.total_cost import total_cost
    from arbiter.engine.turn.priority import affordable

    sp = obj_id(game, "sp")
    cost, _ = total_cost(game, sp, 0, None)
    assert str(cost) == "{2/W}{2/W}{2/W}" and affordable(game, 0, cost)
    game.state.objects[next(iter(game.state.battlefield()))].tapped = True
    game.state.touch()
    assert not affordable(game, 0, cost)


def test_601_2b_any_number_of_creatures_sacrificed(solve) -> None:
    """601.2b / 118.8: Vicious Betrayal: sacrifice any number of creatures; +2/+2 for each."""
    out = solve("""
        name: vicious betrayal
        battlefield:
          - {card: Serra Angel, as: angel}
          - {card: Grizzly Bears, as: one}
          - {card: Savannah Lions, as: two}
          - {card: Bear Cub, as: three}
        hand: {Alice: [Vicious Betrayal]}
        choices: [one, two, done]
        actions:
          - {cast: Vicious Betrayal, targets: [angel]}
        expect:
          one: {zone: graveyard}
          two: {zone: graveyard}
          three: {zone: battlefield}
          angel: {power: 8, toughness: 8}
    """)
    assert out.passed, out.failures


def test_605_3a_mana_abilities_fill_the_pool_which_pays_first(board) -> None:
    """605.3a: tapping a Forest for {G} at priority puts {G} in the pool; casting Giant
    Growth spends it without tapping anything else (106.4)."""
    game = board("""
        name: pool
        battlefield: [{card: Forest, as: f1}, {card: Forest, as: f2},
                      {card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Giant Growth, as: growth}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(f"tap Forest#{obj_id(game, 'f1')} for {{G}}")
    assert game.state.players[0].mana_pool == {"G": 1}
    game.apply(f"cast Giant Growth#{obj_id(game, 'growth')}")  # its only target: the Bears
    assert game.state.players[0].mana_pool == {}
    assert not game.obj(obj_id(game, "f2")).tapped


def test_302_6_a_summoning_sick_creature_cant_tap_for_mana(board) -> None:
    game = board("""
        name: sick elf
        battlefield: [{card: Llanowar Elves, as: elf, summoning_sick: true}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any(str(a).startswith("tap Llanowar") for a in game.legal_actions())
