"""Keyword abilities in their less common printed forms, played through the real engine:

- 207.2d: a flavor word before a keyword ("Murasame — Equip {5}") has no rules meaning; the
  line is the keyword (702.6a equip).
- 702.16g: "Protection from blue, from black, and from red" is a protection from each quality
  (a serial list, each quality after its own "from").
- 118.9, 601.2h: an alternative cost a keyword names in words ("Evoke—Exile a black card from
  your hand.", "Warp—{B}, Pay 2 life.", "Blitz—{2}{R}{R}, Discard a card."): its mana part is
  the cost the total cost starts from, its other parts are paid with it.
- 107.3a: an {X} in an alternative cost is announced as the spell is cast ("Overload
  {X}{X}{R}{R}", "Miracle {X}{R}").
"""

from __future__ import annotations

import pytest
from casting_play import labels, pass_until_empty, take
from conftest import obj_id
from keyword_play import BOB, at, attack
from keyword_play import board as play_board
from turn_passing import Passing, pass_to

from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.engine.combat.declare import _why_cant_block
from arbiter.engine.stack.targeting import legal_targets
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import TargetSpec


def _pay_and_resolve(game) -> None:
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    game.apply("pass")
    game.apply("pass")


def test_207_2d_702_6a_a_flavor_word_before_equip_is_the_equip_ability(board) -> None:
    """Samurai's Katana ("Murasame — Equip {5}"): Alice pays {5} and the Katana equips
    Grizzly Bears, a 4/4 with trample and haste; the flavor word changes nothing."""
    game = board("""
        name: murasame
        turn: {number: 3}
        battlefield:
          - {card: Samurai's Katana, as: katana}
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions}
          - Mountain
          - Mountain
          - Mountain
          - Mountain
          - Mountain
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    katana, bears = obj_id(game, "katana"), obj_id(game, "bears")
    game.apply(f"activate Samurai's Katana#{katana}: Equip {{5}}")
    game.apply(f"Grizzly Bears#{bears}")
    _pay_and_resolve(game)
    assert game.obj(katana).attached_to == bears
    ch = game.chars(bears)
    assert (ch.power, ch.toughness) == (4, 4)
    assert ch.has_keyword("trample") and ch.has_keyword("haste")
    assert sum(o.tapped for o in game.state.objects.values()) == 5  # exactly {5} was paid


@pytest.mark.parametrize(("line", "read"), [
    ("Perseus's Bow — Equip {6}", True),                         # Bard's Bow
    ("Lightbringer and Hero's Shield — Equip {4}", True),        # Paladin's Arms
    ("Morph—Pay 5 life.", True),  # a keyword's own dash is read first (702.37a)
    # 702.178a: "Max speed" is a keyword with rules meaning, not a flavor word
    ("Max speed — Flying", False),
    # words after the keyword are still read as the keyword's, and stay unread
    ("Chaosbringer — Equip—Pay 3 life. Activate only once each turn.", False),
])
def test_207_2d_flavor_words_before_keyword_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read


def _oversoul_board(board):
    return board("""
        name: oversoul
        battlefield:
          - {card: Oversoul of Dusk, controller: Bob, as: oversoul}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Sengir Vampire, as: vampire}
        hand: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Murder, as: murder},
                       {card: Unsummon, as: unsummon}, {card: Swords to Plowshares, as: stp},
                       {card: Giant Growth, as: growth}]}
    """)


def test_702_16g_a_serial_list_of_protections_each_applies_to_targeting(board) -> None:
    """702.16b: Oversoul of Dusk (protection from blue, from black, and from red) can't be the
    target of Lightning Bolt, Murder or Unsummon; Swords to Plowshares (white) and Giant Growth
    (green) may target it."""
    game = _oversoul_board(board)
    oversoul = obj_id(game, "oversoul")
    spec = {"bolt": TargetSpec("any"), "murder": TargetSpec("creature"),
            "unsummon": TargetSpec("creature"), "stp": TargetSpec("creature"),
            "growth": TargetSpec("creature")}
    allowed = {alias: oversoul in legal_targets(game, t, 0, obj_id(game, alias))
               for alias, t in spec.items()}
    assert allowed == {"bolt": False, "murder": False, "unsummon": False, "stp": True,
                       "growth": True}


def test_702_16g_protection_from_subtypes_in_a_serial_list_stops_blockers(solve) -> None:
    """702.16f: Elite Inquisitor (protection from Vampires, from Werewolves, and from Zombies)
    can't be blocked by Sengir Vampire; Hill Giant, a Giant, may block it."""
    game, ids = play_board(solve, """\
  - {card: Elite Inquisitor, as: inquisitor}
  - {card: Sengir Vampire, controller: Bob, as: vampire}
  - {card: Hill Giant, controller: Bob, as: giant}
""")
    inquisitor = ids["inquisitor"]
    attack(game, {inquisitor: at(BOB)})
    why = _why_cant_block(game, ids["vampire"], inquisitor)
    assert why is not None and "702.16f" in why
    assert _why_cant_block(game, ids["giant"], inquisitor) is None


def test_702_16g_serial_protection_is_one_keyword_with_each_quality() -> None:
    """The line is one protection keyword (not three), with a quality the engine judges for
    each; a quality it doesn't judge leaves the whole line unread (702.16a)."""
    found = keywords_of("Protection from blue, from black, and from red")
    assert found is not None and len(found) == 1
    assert parse_keyword_line("Protection from Vampires, from Werewolves, and from Zombies")
    assert parse_keyword_line("Protection from blue, from mana value 3 or less") is None


def _zones(game) -> dict[str, str]:
    return {game.name_of(o.id): o.zone for o in game.state.objects.values()
            if o.zone in ("hand", "stack", "battlefield", "graveyard", "exile")}


def test_702_74a_evoke_exiling_a_card_from_the_hand(board) -> None:
    """Grief ("Evoke—Exile a black card from your hand."), with no land: Alice evokes it by
    exiling Duress, the one black card in her hand (Lightning Bolt is red; 601.2a: Grief
    itself is on the stack by then). Grief makes Bob discard Llanowar Elves and is sacrificed
    (702.74a's trigger, 603.4)."""
    game = board("""
        name: grief
        hand: {Alice: [{card: Grief, as: grief}, {card: Duress, as: duress},
                       {card: Lightning Bolt, as: bolt}],
               Bob: [{card: Llanowar Elves, as: elves}]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    assert "cast Grief#1 for its evoke cost" in labels(game)
    take(game, "cast Grief#1 for its evoke cost")
    assert _zones(game) == {"Grief": "stack", "Duress": "exile", "Lightning Bolt": "hand",
                            "Llanowar Elves": "hand"}
    take(game, "pass", "pass")
    take(game, labels(game)[0])  # Alice orders her two triggers (603.3b)
    pass_until_empty(game)
    assert _zones(game) == {"Grief": "graveyard", "Duress": "exile", "Lightning Bolt": "hand",
                            "Llanowar Elves": "graveyard"}


def test_702_74a_118_3_evoke_isnt_offered_without_a_card_to_exile(board) -> None:
    """Subtlety ("Evoke—Exile a blue card from your hand.") with only a red card beside it:
    the evoke cost can't be paid (118.3), so casting it that way isn't offered and is
    refused, changing nothing."""
    game = board("""
        name: subtlety
        hand: {Alice: [{card: Subtlety, as: subtlety}, {card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    assert not any("evoke" in label for label in labels(game))
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(f"cast Subtlety#{obj_id(game, 'subtlety')} for its evoke cost")
    assert game.to_json() == before


def test_702_185a_warp_cost_with_life_is_paid_with_the_mana(board) -> None:
    """Timeline Culler ("Warp—{B}, Pay 2 life."): cast for its warp cost with one Swamp,
    Alice taps the Swamp and pays 2 life as the total cost is paid (601.2h)."""
    game = board("""
        name: culler
        battlefield: [Swamp]
        hand: {Alice: [{card: Timeline Culler, as: culler}]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    take(game, "cast Timeline Culler#1 for its warp cost")
    assert game.obj(obj_id(game, "culler")).zone == "stack"
    assert game.state.players[0].life == 18
    assert [game.name_of(o.id) for o in game.state.objects.values() if o.tapped] == ["Swamp"]


def test_702_152a_blitz_cost_with_a_discard(board) -> None:
    """Sabin, Master Monk ("Blitz—{2}{R}{R}, Discard a card."): cast for its blitz cost
    with four Mountains, Alice discards her other card as the total cost is paid (601.2h);
    with no other card in hand, the blitz cost can't be paid and isn't offered (118.3)."""
    game = board("""
        name: sabin
        battlefield: [Mountain, Mountain, Mountain, Mountain]
        hand: {Alice: [{card: "Sabin, Master Monk", as: sabin}, {card: Island, as: island}]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    take(game, "cast Sabin, Master Monk#1 for its blitz cost")
    assert _zones(game)["Island"] == "graveyard"
    assert game.obj(obj_id(game, "sabin")).zone == "stack"
    assert sum(o.tapped for o in game.state.objects.values()) == 4
    game = board("""
        name: sabin alone
        battlefield: [Mountain, Mountain, Mountain, Mountain]
        hand: {Alice: [{card: "Sabin, Master Monk", as: sabin}]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    assert not any("blitz" in label for label in labels(game))


def test_702_152a_118_9_cast_from_the_graveyard_using_its_blitz_ability(board) -> None:
    """Tenacious Underdog ("Blitz—{2}{B}{B}, Pay 2 life." and "You may cast this card from
    your graveyard using its blitz ability."), in Alice's graveyard with four Swamps: she may
    cast it from there for its blitz cost only (not its mana cost, 601.3, 118.9); she pays
    the four Swamps and 2 life, and it enters with haste (702.152a)."""
    game = board("""
        name: underdog
        battlefield: [Swamp, Swamp, Swamp, Swamp]
        graveyard: {Alice: [{card: Tenacious Underdog, as: dog}]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    casts = [label for label in labels(game) if label.startswith("cast")]
    assert casts == ["cast Tenacious Underdog#1 for its blitz cost"]
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply("cast Tenacious Underdog#1 from your graveyard")
    assert game.to_json() == before
    take(game, "cast Tenacious Underdog#1 for its blitz cost")
    assert game.state.players[0].life == 18
    assert sum(o.tapped for o in game.state.objects.values()) == 4
    take(game, "pass", "pass")
    dog = obj_id(game, "dog")
    assert game.obj(dog).zone == "battlefield" and game.chars(dog).has_keyword("haste")


def test_702_96a_107_3a_overload_with_x_announced_as_it_is_cast(board) -> None:
    """Street Spasm ({X}{R}; "Overload {X}{X}{R}{R}") with six Mountains: overloaded with X
    announced as 2 (107.3a), it costs {2}{2}{R}{R} and deals 2 damage to each creature
    without flying Alice doesn't control: Bob's Grizzly Bears dies, his Hill Giant has 2
    damage, his Serra Angel (flying) and Alice's Savannah Lions are untouched."""
    game = board("""
        name: street spasm
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain,
                      {card: Grizzly Bears, controller: Bob, as: bears},
                      {card: Hill Giant, controller: Bob, as: giant},
                      {card: Serra Angel, controller: Bob, as: angel},
                      {card: Savannah Lions, as: lions}]
        hand: {Alice: [{card: Street Spasm, as: spasm}]}
    """)
    take(game, "cast Street Spasm#1 for its overload cost")
    assert game.pending_decision.key == "x"
    assert [v for _, v in game.pending_decision.options] == [0, 1, 2]  # 2X + 2 <= 6
    game.apply("2")
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    assert sum(o.tapped for o in game.state.objects.values()) == 6
    pass_until_empty(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "giant")).damage == 2
    assert game.obj(obj_id(game, "angel")).damage == 0
    assert game.obj(obj_id(game, "lions")).damage == 0


def test_702_94a_107_3a_miracle_with_x(board) -> None:
    """Bonfire of the Damned ("Miracle {X}{R}") drawn as Alice's first card of turn 3 with
    three Mountains: revealed and cast for its miracle cost with X = 2 ({2}{R}, the most she
    can pay), at Bob: he loses 2 life, his Grizzly Bears dies and his Hill Giant has 2
    damage; Alice's Savannah Lions is untouched."""
    game = board("""
        name: bonfire
        turn: {number: 3, phase: upkeep}
        battlefield: [Mountain, Mountain, Mountain,
                      {card: Grizzly Bears, controller: Bob, as: bears},
                      {card: Hill Giant, controller: Bob, as: giant},
                      {card: Savannah Lions, as: lions}]
        library: {Alice: [{card: Bonfire of the Damned, as: bonfire}, Plains],
                  Bob: [Plains, Plains, Plains]}
    """)
    decider = Passing({"miracle": True, "cast_miracle": True, "x": 2,
                       "target": ("player", BOB)})
    pass_to(game, 3, "precombat_main", decider)
    (x_choice,) = [d for d in decider.asked if d.key == "x"]
    assert [v for _, v in x_choice.options] == [0, 1, 2]
    assert game.state.players[BOB].life == 18
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "giant")).damage == 2
    assert game.obj(obj_id(game, "lions")).damage == 0
    assert game.obj(obj_id(game, "bonfire")).zone == "graveyard"


def test_702_11f_hexproof_from_a_serial_list_of_qualities(board) -> None:
    """Nevinyrral, Urborg Tyrant ("Hexproof from artifacts, creatures, and enchantments"):
    Bob's abilities from Prodigal Pyromancer (a creature) and Rod of Ruin (an artifact) can't
    target it (702.11d, each quality its own hexproof, 702.11f); his Lightning Bolt (an
    instant) can, and so can Alice's own Pyromancer."""
    game = board("""
        name: nevinyrral
        battlefield:
          - {card: "Nevinyrral, Urborg Tyrant", as: nev}
          - {card: Prodigal Pyromancer, as: mine}
          - {card: Prodigal Pyromancer, controller: Bob, as: pyro}
          - {card: Rod of Ruin, controller: Bob, as: rod}
        hand: {Bob: [{card: Lightning Bolt, as: bolt}]}
    """)
    nev = obj_id(game, "nev")
    allowed = {alias: nev in legal_targets(game, TargetSpec("any"), player,
                                           obj_id(game, alias))
               for alias, player in (("pyro", BOB), ("rod", BOB), ("bolt", BOB),
                                     ("mine", 0))}
    assert allowed == {"pyro": False, "rod": False, "bolt": True, "mine": True}


def test_702_16a_protection_from_a_quality_read_as_permanents(solve) -> None:
    """Harbinger of Spring ("Protection from non-Spirit creatures") attacks: Bob's Grizzly
    Bears can't block it (702.16f), his Kami of Ancient Law (a Spirit) can; his Prodigal
    Pyromancer's ability can't target it (702.16b)."""
    game, ids = play_board(solve, """\
  - {card: Harbinger of Spring, as: harbinger}
  - {card: Grizzly Bears, controller: Bob, as: bears}
  - {card: Kami of Ancient Law, controller: Bob, as: kami}
  - {card: Prodigal Pyromancer, controller: Bob, as: pyro}
""")
    harbinger = ids["harbinger"]
    assert harbinger not in legal_targets(game, TargetSpec("any"), BOB, ids["pyro"])
    attack(game, {harbinger: at(BOB)})
    why = _why_cant_block(game, ids["bears"], harbinger)
    assert why is not None and "702.16f" in why
    assert _why_cant_block(game, ids["kami"], harbinger) is None


def test_702_16a_protection_from_permanents_with_counters(board) -> None:
    """Geyadrone Dihada ("Protection from permanents with corruption counters on them"):
    Bob's Prodigal Pyromancer with a corruption counter can't target her; his other
    Pyromancer, with none, can."""
    game = board("""
        name: dihada
        battlefield:
          - {card: Geyadrone Dihada, as: dihada}
          - {card: Prodigal Pyromancer, controller: Bob, as: marked, counters: {corruption: 1}}
          - {card: Prodigal Pyromancer, controller: Bob, as: clean}
    """)
    dihada = obj_id(game, "dihada")
    assert dihada not in legal_targets(game, TargetSpec("any"), BOB, obj_id(game, "marked"))
    assert dihada in legal_targets(game, TargetSpec("any"), BOB, obj_id(game, "clean"))
