"""707.2 / 613.2a / 707.9b: a permanent that becomes a copy of another object ("~ becomes a
copy of target creature", "you may have ~ become a copy of ...", with exceptions "except it
has this ability", "except his name is ~"): its copiable values become the object's as the
effect begins (707.2c), with the exceptions made part of them (707.9b); counters, status and
the rest stay (707.2); a duration ends the copy effect (611.2a)."""

from __future__ import annotations

_ISLANDS = """
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: Swamp}
      - {card: Swamp}
"""


def test_707_2_dimir_doppelganger_copies_exiled_card_with_this_ability(solve) -> None:
    """Dimir Doppelganger exiles Serra Angel from Bob's graveyard and becomes a copy of that
    card (the card in exile, 400.7j), except it has its own ability (707.9b): it is a 4/4
    white Angel named Serra Angel with flying and vigilance, and it keeps the ability."""
    out = solve(f"""
    name: doppelganger
    battlefield:{_ISLANDS}
      - {{card: Dimir Doppelganger, as: dd}}
    graveyard: {{Bob: [{{card: Serra Angel, as: angel}}]}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - {{activate: {{card: dd, ability: "{{1}}{{U}}{{B}}", targets: [angel]}}}}
    expect:
      angel: {{zone: exile}}
      dd: {{name: Serra Angel, power: 4, toughness: 4, colors: [white], subtypes: [Angel],
           has: [flying, vigilance], zone: battlefield}}
    """)
    assert out.passed, out.failures


def test_707_9b_the_copy_keeps_this_ability_and_can_copy_again(solve) -> None:
    """707.9b: the ability is part of the copy's copiable values: the Doppelganger, now a
    Serra Angel, activates it again and becomes a copy of Grizzly Bears (the second copy
    effect's values replace the first's, 613.2a by timestamp)."""
    out = solve(f"""
    name: doppelganger twice
    battlefield:{_ISLANDS}
      - {{card: Island}}
      - {{card: Island}}
      - {{card: Swamp}}
      - {{card: Dimir Doppelganger, as: dd}}
    graveyard: {{Bob: [{{card: Serra Angel, as: angel}}, {{card: Grizzly Bears, as: bears}}]}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - {{activate: {{card: dd, ability: "{{1}}{{U}}{{B}}", targets: [angel]}}}}
      - {{activate: {{card: dd, ability: "{{1}}{{U}}{{B}}", targets: [bears]}}}}
    expect:
      bears: {{zone: exile}}
      dd: {{name: Grizzly Bears, power: 2, toughness: 2, colors: [green], lacks: [flying]}}
    """)
    assert out.passed, out.failures


def test_707_9b_impossible_man_keeps_his_name_until_end_of_turn(solve) -> None:
    """Impossible Man becomes a copy of Serra Angel until end of turn, except his name is
    Impossible Man (707.9b): a nonlegendary 4/4 Angel with flying and vigilance named
    Impossible Man; 611.2a: as the turn ends the effect ends, and he is a legendary 1/4
    without vigilance again."""
    out = solve(f"""
    name: impossible man
    battlefield:{_ISLANDS}
      - {{card: Impossible Man, as: im}}
      - {{card: Serra Angel, as: angel, controller: Bob}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - {{activate: {{card: im, ability: "{{2}}{{U}}", targets: [angel]}}}}
    expect:
      im: {{name: Impossible Man, power: 4, toughness: 4, has: [flying, vigilance],
           subtypes: [Angel], supertypes: []}}
    """)
    assert out.passed, out.failures
    out = solve(f"""
    name: impossible man next turn
    battlefield:{_ISLANDS}
      - {{card: Impossible Man, as: im}}
      - {{card: Serra Angel, as: angel, controller: Bob}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - {{activate: {{card: im, ability: "{{2}}{{U}}", targets: [angel]}}}}
      - {{pass: next_turn}}
    expect:
      im: {{name: Impossible Man, power: 1, toughness: 4, lacks: [vigilance],
           supertypes: [Legendary]}}
    """)
    assert out.passed, out.failures


def test_707_2_thespians_stage_copies_a_land(solve) -> None:
    """Thespian's Stage becomes a copy of Bob's Forest, except it has its ability (707.9b):
    a basic Forest named Forest with the Forest's intrinsic mana ability (305.6); it stays
    tapped (707.2: status isn't a copiable value)."""
    out = solve(f"""
    name: stage
    battlefield:{_ISLANDS}
      - {{card: "Thespian's Stage", as: stage}}
      - {{card: Forest, as: forest, controller: Bob}}
    turn: {{number: 3, phase: precombat_main}}
    actions:
      - {{activate: {{card: stage, ability: "{{2}}, {{T}}", targets: [forest]}}}}
    expect:
      stage: {{name: Forest, subtypes: [Forest], supertypes: [Basic], tapped: true,
              has: ["{{T}}: Add {{G}}."]}}
    """)
    assert out.passed, out.failures


def test_707_2_cryptoplasm_upkeep_copy_keeps_its_counters(solve) -> None:
    """Cryptoplasm's upkeep trigger: Alice has it become a copy of Serra Angel, except it
    has this ability (707.9b). 707.2: the +1/+1 counter on it isn't a copiable value and
    stays: a 5/5 Serra Angel; the Angel's own counter isn't copied (707.2)."""
    out = solve("""
    name: cryptoplasm
    battlefield:
      - {card: Cryptoplasm, as: plasm, counters: {+1/+1: 1}}
      - {card: Serra Angel, as: angel, controller: Bob, counters: {+1/+1: 2}}
    turn: {number: 3, phase: untap}
    choices: [yes, angel]
    actions:
      - {pass: {to: precombat_main}}
    expect:
      plasm: {name: Serra Angel, power: 5, toughness: 5, has: [flying, vigilance],
              counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_707_9b_nanogene_conversion_each_other_creature_not_legendary(solve) -> None:
    """Nanogene Conversion: each other creature becomes a copy of Alice's Isamaru until end
    of turn, except it isn't legendary (707.9b, 205.4): Bob's Serra Angel and Alice's
    Grizzly Bears are nonlegendary 2/2 Isamarus, so the legend rule (704.5j) puts none of the
    three into a graveyard; Isamaru itself is unchanged (611.2c: the chosen creature isn't
    "other")."""
    out = solve("""
    name: nanogene
    battlefield:
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: "Isamaru, Hound of Konda", as: isamaru}
      - {card: Grizzly Bears, as: bears}
      - {card: Serra Angel, as: angel, controller: Bob}
    hand: {Alice: [{card: Nanogene Conversion, as: nano}]}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {cast: nano, targets: [isamaru]}
    expect:
      isamaru: {zone: battlefield, supertypes: [Legendary], power: 2, toughness: 2}
      bears: {zone: battlefield, name: "Isamaru, Hound of Konda", supertypes: [],
              subtypes: [Dog], colors: [white]}
      angel: {zone: battlefield, name: "Isamaru, Hound of Konda", power: 2, toughness: 2,
              lacks: [flying], controller: Bob}
    """)
    assert out.passed, out.failures


def test_707_9b_scarab_god_token_copy_of_exiled_card(solve) -> None:
    """The Scarab God exiles Serra Angel from Bob's graveyard and creates a token that's a
    copy of it (the card in exile, 400.7j), except it's a 4/4 black Zombie (707.9b: its
    creature types and colors are replaced, 205.1a / 105.3; its abilities are copied)."""
    out = solve("""
    name: scarab god
    battlefield:
      - {card: Island}
      - {card: Island}
      - {card: Swamp}
      - {card: Swamp}
      - {card: The Scarab God, as: god}
    graveyard: {Bob: [{card: Serra Angel, as: angel}]}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {activate: {card: god, ability: "{2}{U}{B}", targets: [angel]}}
    expect:
      angel: {zone: exile}
      Serra Angel: {count: 1, power: 4, toughness: 4, colors: [black], subtypes: [Zombie],
                    has: [flying, vigilance], controller: Alice}
    """)
    assert out.passed, out.failures


def test_707_9b_tawnos_copy_of_the_beast_spell_is_an_artifact(solve) -> None:
    """Tawnos, the Toymaker: Alice casts Axebane Beast and copies it, except the copy is an
    artifact in addition to its other types (707.9b); the copy resolves into a token
    (707.10f) that is an artifact creature, the card stays a plain creature."""
    out = solve("""
    name: tawnos
    battlefield:
      - {card: Forest}
      - {card: Forest}
      - {card: Forest}
      - {card: Forest}
      - {card: "Tawnos, the Toymaker"}
    hand: {Alice: [{card: Axebane Beast, as: beast}]}
    turn: {number: 3, phase: precombat_main}
    choices: [yes]
    actions:
      - {cast: beast, pay: true}
    expect:
      Axebane Beast: {count: 2, power: 3, toughness: 4}
      beast: {zone: battlefield, types: [Creature]}
    """)
    assert out.passed, out.failures
    game = out.game
    beasts = [o for o in game.state.battlefield() if game.chars(o).name == "Axebane Beast"]
    token = next(o for o in beasts if game.obj(o).token is not None)
    assert game.chars(token).types == {"Artifact", "Creature"}


def test_707_9b_chameleon_enters_as_a_copy_keeping_its_name(solve) -> None:
    """Chameleon, Master of Disguise enters as a copy of Alice's Serra Angel, except his name
    is Chameleon, Master of Disguise (707.9b, 614.1c): a 4/4 Angel with flying named
    Chameleon; it isn't legendary (the Angel isn't)."""
    out = solve("""
    name: chameleon
    battlefield:
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: Serra Angel, as: angel}
    hand: {Alice: [{card: "Chameleon, Master of Disguise", as: cham}]}
    turn: {number: 3, phase: precombat_main}
    choices: [angel]
    actions:
      - {cast: cham}
    expect:
      cham: {zone: battlefield, name: "Chameleon, Master of Disguise", power: 4, toughness: 4,
             has: [flying, vigilance], subtypes: [Angel], supertypes: []}
    """)
    assert out.passed, out.failures


def test_707_9b_auton_soldier_not_legendary_artifact_with_myriad(solve) -> None:
    """Auton Soldier enters as a copy of Isamaru, Hound of Konda, except it isn't legendary,
    is an artifact in addition to its other types, and has myriad (707.9b): a nonlegendary
    2/2 artifact creature Dog named Isamaru with myriad, so both stay (704.5j)."""
    out = solve("""
    name: auton soldier
    battlefield:
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: Island}
      - {card: "Isamaru, Hound of Konda", as: isamaru}
    hand: {Alice: [{card: Auton Soldier, as: auton}]}
    turn: {number: 3, phase: precombat_main}
    choices: [isamaru]
    actions:
      - {cast: auton}
    expect:
      auton: {zone: battlefield, name: "Isamaru, Hound of Konda", supertypes: [],
              types: [Artifact, Creature], subtypes: [Dog], has: [myriad]}
      isamaru: {zone: battlefield, supertypes: [Legendary]}
    """)
    assert out.passed, out.failures


def test_707_9b_nightmare_shepherd_copies_the_exiled_card(solve) -> None:
    """Nightmare Shepherd: Alice's Grizzly Bears die; she exiles the card and creates a token
    that's a copy of it (the card in exile, 400.7), except it's 1/1 and a Nightmare in
    addition to its other types (707.9b)."""
    out = solve("""
    name: nightmare shepherd
    battlefield:
      - {card: Mountain}
      - {card: Nightmare Shepherd}
      - {card: Grizzly Bears, as: bears}
    hand: {Alice: [{card: Shock, as: shock}]}
    turn: {number: 3, phase: precombat_main}
    choices: [yes]
    actions:
      - {cast: shock, targets: [bears]}
    expect:
      bears: {zone: exile}
      Grizzly Bears: {count: 1, power: 1, toughness: 1, subtypes: [Bear, Nightmare],
                      colors: [green]}
    """)
    assert out.passed, out.failures
