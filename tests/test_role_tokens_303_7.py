"""303.7, 111.10j-r: Role tokens created attached to a creature ("create a Cursed Role token
attached to target creature you control"); 303.4i: a Role that can't enchant the object, or
has none to enchant, isn't created; 303.7a / 704.5y: of one player's Roles on a permanent
only the newest stays."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text


def _roles(game) -> list[int]:
    return [o for o in game.state.battlefield() if "Role" in game.chars(o).subtypes]


def _pt(game, alias: str) -> tuple[int, int]:
    ch = game.chars(obj_id(game, alias))
    return ch.power, ch.toughness


def test_111_10j_spiteful_hexmage_curses_the_creature_targeted(board) -> None:
    """The Cursed Role is a colorless Aura Role enchantment token named Cursed, attached to
    Hill Giant, whose base power and toughness become 1/1."""
    game = board("""
        name: Spiteful Hexmage
        battlefield: [{card: Hill Giant, as: giant}]
        hand: {Alice: [Spiteful Hexmage]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Spiteful Hexmage, choices: {target: giant}}
    """)
    [role] = _roles(game)
    ch = game.chars(role)
    assert ch.name == "Cursed" and ch.colors == frozenset()
    assert set(ch.types) == {"Enchantment"} and set(ch.subtypes) == {"Aura", "Role"}
    assert game.obj(role).attached_to == obj_id(game, "giant")
    assert _pt(game, "giant") == (1, 1)


def test_111_10j_cursed_courtier_curses_itself(board) -> None:
    """'create a Cursed Role token attached to it': it is the Courtier (a 3/3 made 1/1)."""
    game = board("""
        name: Cursed Courtier
        hand: {Alice: [Cursed Courtier]}
        library: {Alice: [Plains], Bob: [Swamp]}
        actions:
          - {cast: Cursed Courtier, as: courtier}
    """)
    [role] = _roles(game)
    assert game.obj(role).attached_to == obj_id(game, "courtier")
    assert _pt(game, "courtier") == (1, 1)


def test_303_4i_no_role_on_a_creature_with_protection_from_enchantments(board) -> None:
    """Azorius First-Wing may be targeted by the Hexmage's ability (a creature's), but the
    Role can't enchant it: the token isn't created."""
    game = board("""
        name: First-Wing
        battlefield: [{card: Azorius First-Wing, as: wing}]
        hand: {Alice: [Spiteful Hexmage]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Spiteful Hexmage, choices: {target: wing}}
    """)
    assert _roles(game) == []
    assert _pt(game, "wing") == (2, 2)
    assert not any(o.token is not None and o.zone.endswith("battlefield")
                   for o in game.state.objects.values())


def test_303_4i_witchs_mark_with_no_target_creates_no_role(board) -> None:
    game = board("""
        name: Witch's Mark
        battlefield: [{card: Hill Giant, as: giant}]
        hand: {Alice: [Witch's Mark]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Witch's Mark, targets: [null], choices: {may: false}}
    """)
    assert _roles(game) == []
    assert _pt(game, "giant") == (3, 3)


def test_704_5y_the_newest_role_stays_and_a_wicked_role_drains_as_it_goes(board) -> None:
    """Cursed, then Wicked on Hill Giant: the Cursed Role goes (a 4/4 giant); a second
    Cursed Role then replaces the Wicked one, whose ability makes Bob lose 1 life."""
    game = board("""
        name: Roles on one creature
        battlefield: [{card: Hill Giant, as: giant}]
        hand: {Alice: [Spiteful Hexmage, Witch's Mark, Spiteful Hexmage]}
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp]}
        actions:
          - {cast: Spiteful Hexmage, choices: {target: giant}}
          - {cast: Witch's Mark, targets: [giant], choices: {may: false}}
    """)
    [role] = _roles(game)
    assert game.chars(role).name == "Wicked"
    assert _pt(game, "giant") == (4, 4)
    assert game.state.players[1].life == 20
    game = board("""
        name: Roles on one creature, again
        battlefield: [{card: Hill Giant, as: giant}]
        hand: {Alice: [Spiteful Hexmage, Witch's Mark, Spiteful Hexmage]}
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp]}
        actions:
          - {cast: Spiteful Hexmage, choices: {target: giant}}
          - {cast: Witch's Mark, targets: [giant], choices: {may: false}}
          - {cast: Spiteful Hexmage, choices: {target: giant}}
    """)
    [role] = _roles(game)
    assert game.chars(role).name == "Cursed"
    assert _pt(game, "giant") == (1, 1)
    assert game.state.players[1].life == 19


def test_111_10r_a_role_whose_text_is_not_read_stays_unread() -> None:
    """Young Hero's quoted ability isn't read yet: the line creating it stays unread."""
    assert compile_text("Create a Young Hero Role token attached to up to one target "
                        "creature you control.", "Cut In", True) is None
    assert compile_text("Create a Questing Role token attached to target creature.",
                        "Test Spell", True) is None
