"""107.14, 118.12, 608.2c: energy paid in an amount chosen as the effect resolves ("you may pay
any amount of {E}", "you may pay one or more {E}") and the sentence after it counting the
energy paid ("that much", "that many", "the amount of {E} paid this way"); 107.3: energy
gotten in an amount counted as the effect resolves ("you get an amount of {E} equal to ...",
"you get {E} for each ...", "you get that many {E}")."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all


class _Answers:
    """Answers each decision whose key is in `answers`; a lone option answers itself."""

    def __init__(self, answers: dict[str, object]) -> None:
        self.answers = answers
        self.asked: list[object] = []

    def decide(self, d):  # type: ignore[no-untyped-def]
        self.asked.append(d)
        if d.key in self.answers:
            return self.answers[d.key]
        if d.kind == "priority":
            from arbiter.engine.turn.priority import PASS

            return PASS
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        return None


def _energy(game, player: int = 0) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].counters.get("energy", 0)


def _harnessed_lightning(board, energy: int, pay: int):  # type: ignore[no-untyped-def]
    game = board("""
        name: harnessed lightning
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [{card: Harnessed Lightning, as: hl}]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    game.state.players[0].counters["energy"] = energy
    answers = _Answers({"energy": pay})
    game.decider = answers
    cast(game, obj_id(game, "hl"), 0, [obj_id(game, "giant")], {})
    resolve_all(game)
    return game, answers


def test_107_14_harnessed_lightning_deals_the_energy_paid_as_damage(board) -> None:
    """Alice has 1 energy and gets 3 more: she may pay 0 to 4. Paying 3 deals 3 damage to the
    Hill Giant (it dies, 704.5g) and leaves her 1 energy."""
    game, answers = _harnessed_lightning(board, 1, 3)
    [asked] = [d for d in answers.asked if d.key == "energy"]
    assert [v for _label, v in asked.options] == [0, 1, 2, 3, 4]  # 118.3: no more than 4
    assert _energy(game) == 1
    assert game.state.zone_list("graveyard", 1), "the 3/3 Hill Giant was dealt 3 damage"


def test_107_14_harnessed_lightning_paying_two_leaves_the_giant_alive(board) -> None:
    game, _ = _harnessed_lightning(board, 0, 2)
    giant = obj_id(game, "giant")
    assert game.obj(giant).zone == "battlefield" and game.obj(giant).damage == 2
    assert _energy(game) == 1


def test_107_14_harnessed_lightning_paying_none_deals_no_damage(board) -> None:
    game, _ = _harnessed_lightning(board, 0, 0)
    assert game.obj(obj_id(game, "giant")).damage == 0 and _energy(game) == 3


def test_107_14_rampaging_aetherhood_pays_for_that_many_counters(board) -> None:
    """At Alice's upkeep the 4/4 gets her 4 energy (its power); she pays 3 of them: three
    +1/+1 counters (608.2c "that many": the energy paid), 1 energy left."""
    from turn_passing import Passing, pass_to

    game = board("""
        name: rampaging aetherhood
        battlefield: [{card: Rampaging Aetherhood, as: hood}]
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    pass_to(game, 3, "draw", Passing({"energy": 3}))
    assert game.obj(obj_id(game, "hood")).counters.get("+1/+1") == 3
    assert _energy(game) == 1


def test_107_14_rampaging_aetherhood_paying_none_puts_no_counter(board) -> None:
    """"If you do": paying none isn't doing it; the 4 energy stay."""
    from turn_passing import Passing, pass_to

    game = board("""
        name: rampaging aetherhood none
        battlefield: [{card: Rampaging Aetherhood, as: hood}]
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    pass_to(game, 3, "draw", Passing({"energy": 0}))
    assert not game.obj(obj_id(game, "hood")).counters.get("+1/+1")
    assert _energy(game) == 4


def test_107_14_301_7a_pia_nalaar_makes_an_aetherjet_as_big_as_the_energy_paid(board) -> None:
    """At her end step Alice pays 3 of her 5 energy: a 3/3 Vehicle token named Nalaar
    Aetherjet with flying and crew 2 (301.7a: its printed power and toughness are X)."""
    from turn_passing import Passing, pass_to

    game = board("""
        name: pia nalaar
        battlefield: [{card: "Pia Nalaar, Chief Mechanic"}]
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
    """)
    game.state.players[0].counters["energy"] = 5
    pass_to(game, 1, "end", Passing({"energy": 3}))
    game.decider = Passing({"energy": 3})
    resolve_all(game)
    [jet] = [o for o in game.state.battlefield() if game.name_of(o) == "Nalaar Aetherjet"]
    token = game.obj(jet).token
    assert (token.power, token.toughness) == (3, 3) and "Vehicle" in token.subtypes
    assert _energy(game) == 2


def test_107_3_peema_aether_seer_gets_energy_equal_to_the_greatest_power(board) -> None:
    """With a Craw Wurm (6/4) and Peema itself (3/2): 6 energy."""
    game = board("""
        name: peema
        battlefield: [Craw Wurm, {card: Hill Giant, controller: Bob}]
        hand: {Alice: [{card: Peema Aether-Seer, as: peema}]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    game.decider = _Answers({})
    cast(game, obj_id(game, "peema"), 0, [], {})
    resolve_all(game)
    assert _energy(game) == 6 and _energy(game, 1) == 0


def test_107_1_aetherwind_basker_gets_an_energy_for_each_creature_you_control(board) -> None:
    """The Basker and two Bears of Alice's (Bob's Giant isn't hers): 3 energy."""
    game = board("""
        name: basker
        battlefield: [Grizzly Bears, Grizzly Bears, {card: Hill Giant, controller: Bob}]
        hand: {Alice: [{card: Aetherwind Basker, as: basker}]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    game.decider = _Answers({})
    cast(game, obj_id(game, "basker"), 0, [], {})
    resolve_all(game)
    assert _energy(game) == 3


def test_603_2_sphinx_of_the_revelation_gets_that_many_energy_as_life_gained(board) -> None:
    """"Whenever you gain life, you get that many {E}": Alice's Healing Salve gains her 3
    life: 3 energy."""
    game = board("""
        name: sphinx of the revelation
        battlefield: [{card: Sphinx of the Revelation}]
        hand: {Alice: [{card: Healing Salve, as: salve}]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    game.decider = _Answers({})
    cast(game, obj_id(game, "salve"), 0, [("player", 0)], {"mode": 1})
    resolve_all(game)
    assert game.state.players[0].life == 23 and _energy(game) == 3


def test_608_2c_energy_paid_this_way_without_the_payment_stays_unread() -> None:
    assert compile_text("Destroy each creature with mana value less than or equal to the "
                        "amount of {E} paid this way.", "Test", True) is None
    assert compile_text("Target creature gets -1/-1 until end of turn for each {E} paid "
                        "this way.", "Test", True) is None
    # 603.12: "When you do" would need the amount carried to the reflexive ability
    assert compile_text("When this creature enters, you get {E}{E}. Then you may pay one or "
                        "more {E}. When you do, this creature deals that much damage to each "
                        "other creature.", "Territorial Aetherkite") is None
    # an amount about an object ("its mana value") would need its last known information
    assert compile_text("Counter target spell. You get an amount of {E} equal to its mana "
                        "value.", "Electrosiphon", True) is None


def test_107_3a_sphinx_of_the_revelation_pays_x_energy_to_draw_x(board) -> None:
    """"{W}{U}{U}, {T}, Pay X {E}: Draw X cards.": with 5 energy Alice announces X = 3: she
    draws three and has 2 energy left; an X above her energy is refused (118.3)."""
    import pytest

    from arbiter.engine.casting.activation import activate
    from arbiter.errors import IllegalActionError

    game = board("""
        name: sphinx pay x
        battlefield: [{card: Sphinx of the Revelation, as: sphinx}]
        library: {Alice: [Island, Island, Island, Island], Bob: [Island]}
    """)
    game.state.players[0].counters["energy"] = 5
    game.decider = _Answers({})
    sphinx = obj_id(game, "sphinx")
    with pytest.raises(IllegalActionError, match="X = 6"):
        activate(game, sphinx, 0, 4, [], {"x": 6})
    assert _energy(game) == 5 and not game.obj(sphinx).tapped
    hand = len(game.state.zone_list("hand", 0))
    activate(game, sphinx, 0, 4, [], {"x": 3})
    resolve_all(game)
    assert len(game.state.zone_list("hand", 0)) == hand + 3 and _energy(game) == 2
