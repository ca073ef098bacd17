"""608.2d / 122.1: "Put a <kind> counter on a creature you control." chooses the creature as
the instruction is followed (not a target); a later "it" is that creature; with none to
choose nothing happens. Played with Blood Curdle and Kayla's Command from their Oracle text."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import choices as ic
from arbiter.rules.instructions import objects as I


def test_608_2d_blood_curdle_line_chooses_no_target() -> None:
    [ability] = compile_text("Destroy target creature. Put a menace counter on a creature you "
                             "control.", "Blood Curdle", True) or [None]
    destroy, choose = ability.instructions
    assert isinstance(destroy, I.Destroy) and len(ability.targets) == 1
    assert isinstance(choose, ic.ChooseObject)
    assert choose.then == (I.PutCounters("menace", 1, on=I.Ref.it()),)


def test_122_1b_blood_curdle_menace_counter_on_the_creature_chosen(board) -> None:
    game = board("""
        name: Blood Curdle
        hand: {Alice: [Blood Curdle]}
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant},
                      {card: Llanowar Elves, controller: Bob, as: elves}]
        library: {Alice: [Plains], Bob: [Forest]}
        actions:
          - {cast: Blood Curdle, targets: [elves], choices: {choose_object: giant}}
    """)
    assert game.obj(obj_id(game, "giant")).counters == {"menace": 1}
    assert game.obj(obj_id(game, "bears")).counters.get("menace", 0) == 0
    assert game.chars(obj_id(game, "giant")).has_keyword("menace")  # 122.1b
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Llanowar Elves"]


def test_608_2d_blood_curdle_without_a_creature_of_yours_puts_no_counter(board) -> None:
    game = board("""
        name: Blood Curdle, nothing to choose
        hand: {Alice: [Blood Curdle]}
        battlefield: [{card: Llanowar Elves, controller: Bob, as: elves},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        library: {Alice: [Plains], Bob: [Forest]}
        actions:
          - {cast: Blood Curdle, targets: [elves]}
    """)
    assert game.obj(obj_id(game, "bears")).counters.get("menace", 0) == 0
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Llanowar Elves"]


def test_608_2c_kaylas_command_it_is_the_creature_chosen(board) -> None:
    """Modes 1 and 2: the Construct token is made first (608.2c), then a creature is chosen:
    the Bears get the counter and double strike, the token neither."""
    game = board("""
        name: Kayla's Command
        hand: {Alice: [Kayla's Command]}
        battlefield: [{card: Grizzly Bears, as: bears}]
        library: {Alice: [Plains], Bob: [Forest]}
        actions:
          - {cast: Kayla's Command, choices: {modes: [1, 2], choose_object: bears}}
    """)
    bears = obj_id(game, "bears")
    assert game.obj(bears).counters == {"+1/+1": 1}
    assert game.chars(bears).has_keyword("double strike")
    [token] = [o for o in game.state.battlefield() if o != bears]
    assert game.obj(token).counters.get("+1/+1", 0) == 0
    assert not game.chars(token).has_keyword("double strike")


def test_608_2d_a_pronoun_after_another_chosen_object_stays_unread() -> None:
    """After "Return a creature you control to its owner's hand" (an object chosen as it
    resolves, then put into a hand) "it" can't be the earlier target: not read."""
    assert compile_text("Exile target creature. Return a creature you control to its owner's "
                        "hand. Put a +1/+1 counter on it.", "X", True) is None
