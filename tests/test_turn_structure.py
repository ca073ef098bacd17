"""Turn structure and priority through the game loop (500-514, 117, 704.5b)."""

from __future__ import annotations


def test_117_3d_priority_passes_in_turn_order(board) -> None:
    """117.3d: when the active player passes, the next player in turn order receives it."""
    game = board("""
        name: priority
        players: [Alice, Bob, Carol]
        library: {Alice: [Plains], Bob: [Plains], Carol: [Plains]}
    """)
    assert game.current_player == 0
    game.apply("pass")
    assert game.current_player == 1
    game.apply("pass")
    assert game.current_player == 2


def test_500_2_all_pass_with_empty_stack_ends_the_step(board) -> None:
    """500.2: when all players pass in succession with an empty stack, the step ends."""
    game = board("""
        name: steps
        turn: {number: 2, phase: precombat_main}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    game.apply("pass")
    assert game.state.turn.step == "beginning_of_combat"
    assert game.current_player == 0


def test_500_4_mana_empties_between_steps(board) -> None:
    game = board("""
        name: mana
        turn: {number: 2, phase: precombat_main}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.legal_actions()
    game.state.players[0].mana_pool["G"] = 2
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[0].mana_pool == {}


def test_514_1_cleanup_discards_down_to_maximum_hand_size(board) -> None:
    """514.1: the active player discards down to seven; each discard is their choice."""
    game = board("""
        name: cleanup
        turn: {number: 2, phase: end}
        hand: {Alice: [Plains, Plains, Plains, Plains, Plains, Forest, Forest, Forest, Forest]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    game.apply("pass")
    d = game.pending_decision
    assert d.kind == "discard" and d.player == 0
    game.apply(next(a for a in game.legal_actions() if a.label.startswith("Forest (1 of ")))
    game.apply(game.legal_actions()[0])
    assert len(game.state.zone_list("hand", 0)) == 7
    assert game.state.turn.active == 1  # the next turn began


def test_704_5b_drawing_from_an_empty_library_loses(board) -> None:
    """704.5b / 104.3c: Bob draws from an empty library and loses at the next check."""
    game = board("""
        name: decking
        turn: {number: 2, phase: end}
        library: {Alice: [Plains]}
    """)
    for _ in range(6):  # end step, then Bob's upkeep; his draw step draws from nothing
        if game.is_over:
            break
        game.apply("pass")
    assert game.state.turn.number == 3 and game.state.turn.step == "draw"
    assert game.is_over and game.winner == 0
    assert game.state.players[1].lost


def test_302_6_a_creature_can_attack_the_turn_after_it_came_under_control(board) -> None:
    """302.6 / 508.1a: in the declare attackers step only creatures controlled since the
    turn began are asked to attack."""
    game = board("""
        name: attack
        turn: {number: 3, phase: beginning_of_combat}
        battlefield:
          - {card: Grizzly Bears, as: old}
          - {card: Savannah Lions, as: new, summoning_sick: true}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    game.apply("pass")
    d = game.pending_decision
    assert d.kind == "attack" and "Grizzly Bears" in d.prompt
    game.apply("attack Bob")
    assert game.state.combat is not None
    assert list(game.state.combat.attackers) == [
        next(o.id for o in game.state.objects.values() if o.alias == "old")]


def test_800_4a_a_player_who_leaves_takes_their_objects_and_control_effects(solve) -> None:
    """800.4a: when Bob loses a three-player game, his cards leave the game and his
    control of Alice's creature ends."""
    out = solve("""
        name: leaving
        players: [Alice, Bob, Carol]
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bobbears}
          - {card: Savannah Lions, as: lions}
          - {card: Persuasion, controller: Bob, attached_to: lions, as: persuasion}
        library: {Alice: [Plains], Bob: [Plains], Carol: [Plains]}
        actions:
          - set: {player: Bob, life: 0}
    """)
    game = out.game
    assert game.state.players[1].lost and not game.is_over
    assert game.obj(next(o.id for o in game.state.objects.values()
                         if o.alias == "bobbears")).zone == "left:game"
    lions = next(o.id for o in game.state.objects.values() if o.alias == "lions")
    assert game.chars(lions).controller == 0


def test_702_168d_turning_a_disguised_permanent_face_up_is_a_special_action(board) -> None:
    """702.168d / 116.2b: pay the disguise cost ({R}) and it is face up, without the stack."""
    game = board("""
        name: disguise
        battlefield:
          - {card: Pyrotechnic Performer, face_down: disguise, as: fd}
          - Mountain
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    fd = next(o.id for o in game.state.objects.values() if o.alias == "fd")
    game.apply(f"turn face-down #{fd} face up for {{R}}")
    assert game.obj(fd).face_down is None
    assert game.chars(fd).name == "Pyrotechnic Performer"
    assert not game.state.stack_items or game.state.stack_items[-1].kind == "triggered"


def test_702_168d_no_disguise_cost_when_a_copy_effect_removes_it(board) -> None:
    """A11: a face-down Performer that Metamorphic Alteration makes a copy of Archfiend of the
    Dross has no disguise cost (its face-up characteristics have none): it can't be turned
    face up that way."""
    game = board("""
        name: no disguise
        battlefield:
          - {card: Archfiend of the Dross, controller: Bob, as: archfiend}
          - {card: Pyrotechnic Performer, face_down: disguise, as: fd}
          - {card: Metamorphic Alteration, attached_to: fd, choices: {creature: archfiend}}
          - Mountain
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not any(str(a).startswith("turn face-down") for a in game.legal_actions())


def test_514_3a_something_happens_in_cleanup_so_players_get_priority(solve) -> None:
    """514.3a: Giant Growth ends in cleanup (514.2), Enduring Innocence with a -1/-1 counter
    becomes 1/0 and dies; its trigger goes on the stack, players get priority, it returns,
    and another cleanup step follows before the next turn."""
    out = solve("""
        name: cleanup trigger
        battlefield: [{card: Enduring Innocence, as: innocence}]
        hand: {Alice: [Giant Growth]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Giant Growth, targets: [innocence]}
          - counters: {"on": innocence, add: {-1/-1: 1}}
          - pass: end_of_turn
        expect:
          innocence: {zone: battlefield, types: [Enchantment]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.number == 2 and game.state.turn.active == 1
    log = game.state.log
    dies = next(i for i, line in enumerate(log) if "moves from battlefield to graveyard" in line)
    assert any("resolves" in line for line in log[dies:])


def test_500_4_514_3a_mana_empties_when_a_cleanup_step_ends_and_another_begins(board) -> None:
    """514.3a: after players got priority in a cleanup step, another cleanup step follows;
    500.4: the first one ends, so mana left in a pool empties (found by a random game in
    which mana tapped during the first cleanup step was still there as the next began)."""
    from arbiter.engine.turn import loop

    game = board("""
        name: cleanup twice
        battlefield: [Forest]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    t = game.state.turn
    t.step, t.stage, t.cleanup_again = "cleanup", "priority", True
    game.state.players[0].mana_pool["G"] = 1
    loop.end(game)
    assert (t.step, t.stage, t.number) == ("cleanup", "begin", 1)
    assert not game.state.players[0].mana_pool


def test_508_2_508_8_priority_in_declare_attackers_with_no_attackers(board) -> None:
    """508.2: the active player gets priority in the declare attackers step even when no
    creature was declared as an attacker; 508.8: the declare blockers and combat damage
    steps are then skipped, so the end of combat step follows."""
    game = board("""
        name: no attackers
        battlefield: [Forest]
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    seen = []
    for _ in range(40):
        d = game.pending_decision
        t = game.state.turn
        if d is None or t.number > 1:
            break
        if d.kind == "priority":
            seen.append((t.step, d.player))
        game.apply("pass")
    steps = [s for s, _ in seen]
    assert ("declare_attackers", 0) in seen and ("declare_attackers", 1) in seen
    assert "declare_blockers" not in steps and "combat_damage" not in steps
    assert steps.index("end_of_combat") == steps.index("declare_attackers") + 2
