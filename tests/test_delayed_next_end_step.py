"""603.7 with 513.1: "<do something to that card> at the beginning of the next end step",
a delayed triggered ability created as the spell or ability resolves; it acts on the object
it remembers (603.7c), and an object that changed zones since is a new object it leaves alone
(400.7)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def test_603_7_flickerwisp_returns_the_exiled_permanent_at_the_end_step(solve) -> None:
    """Flickerwisp exiles Bob's Grizzly Bears: the card stays in exile through the main
    phase and returns under Bob's control (its owner) as the end step begins."""
    out = solve("""
        name: flickerwisp, before the end step
        hand: {Alice: [Flickerwisp]}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {cast: Flickerwisp}
          - {pass: next_step}
        expect:
          Grizzly Bears: {zone: exile}
          Flickerwisp: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: flickerwisp, at the end step
        hand: {Alice: [Flickerwisp]}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {cast: Flickerwisp}
          - {pass: {to: end}}
        expect:
          Grizzly Bears: {zone: battlefield, controller: Bob, owner: Bob}
    """)
    assert out.passed, out.failures


def test_603_7c_mistmeadow_witch_a_card_gone_from_exile_is_not_returned(solve) -> None:
    """Mistmeadow Witch exiles the Bears; the card is put into the graveyard from exile
    before the end step: a new object (400.7), which the delayed ability doesn't return."""
    out = solve("""
        name: mistmeadow witch, card moved meanwhile
        battlefield:
          - {card: Mistmeadow Witch, as: witch}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {activate: {card: witch, ability: 1, targets: [bears]}}
          - {move: {card: Grizzly Bears, to: graveyard}}
          - {pass: {to: end}}
        expect:
          Grizzly Bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_7_mistmeadow_witch_own_creature_returns_untapped_as_a_new_object(solve) -> None:
    """Alice flickers her own tapped Grizzly Bears with the Witch: at the end step it
    returns under her control, untapped (a new object, 400.7)."""
    out = solve("""
        name: mistmeadow witch on own creature
        battlefield:
          - {card: Mistmeadow Witch, as: witch}
          - {card: Grizzly Bears, as: bears, tapped: true}
        actions:
          - {activate: {card: witch, ability: 1, targets: [bears]}}
          - {pass: {to: end}}
        expect:
          Grizzly Bears: {zone: battlefield, controller: Alice, tapped: false}
    """)
    assert out.passed, out.failures


_RETURN = I.ReturnToBattlefield(I.Ref.all_targets())


@pytest.mark.parametrize(("line", "last"), [
    ("When this creature enters, exile another target permanent. Return that card to the "
     "battlefield under its owner's control at the beginning of the next end step.",
     I.DelayedTrigger("end", (_RETURN,), what=I.Ref.new_of(I.Ref.target(0)))),  # Flickerwisp
    ("{2}{W}{U}: Exile target creature. Return that card to the battlefield under its "
     "owner's control at the beginning of the next end step.",  # Mistmeadow Witch
     I.DelayedTrigger("end", (_RETURN,), what=I.Ref.new_of(I.Ref.target(0)))),
    ("When this creature enters, exile up to one other target creature. At the beginning of "
     "the next end step, return that card to the battlefield under its owner's control.",
     I.DelayedTrigger("end", (_RETURN,), what=I.Ref.new_of(I.Ref.target(0)))),
    ("{1}{R}: Create a 1/1 red Elemental creature token. Exile it at the beginning of the "
     "next end step.",
     I.DelayedTrigger("end", (I.Exile(I.Ref.all_targets()),), what=I.Ref.created())),
])
def test_603_7_next_end_step_lines(line: str, last: object) -> None:
    [ab] = compile_line(line, "Test Card")
    assert ab.instructions[-1] == last


def test_707_9b_kiki_jiki_token_copy_has_haste_and_is_sacrificed_at_the_end_step(
        solve) -> None:
    """Kiki-Jiki copies Grizzly Bears (tapped, so only the token can attack): the token has
    haste (707.9b: it attacks the turn it was made) and is sacrificed as the next end step
    begins (603.7)."""
    out = solve("""
        name: kiki-jiki, token attacks
        battlefield:
          - {card: "Kiki-Jiki, Mirror Breaker", as: kiki}
          - {card: Grizzly Bears, as: bears, tapped: true}
        actions:
          - {activate: {card: kiki, ability: 2, targets: [bears]}}
          - attack: [Grizzly Bears]
          - block: {}
          - pass: {to: postcombat_main}
        expect:
          player Bob: {life: 18}
          Grizzly Bears: {count: 2}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: kiki-jiki, end step
        battlefield:
          - {card: "Kiki-Jiki, Mirror Breaker", as: kiki}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {activate: {card: kiki, ability: 2, targets: [bears]}}
          - pass: {to: end}
        expect:
          Grizzly Bears: {count: 1}
    """)
    assert out.passed, out.failures


def _necro(solve, bobs_turn: bool, passes: str,  # type: ignore[no-untyped-def]
           expect: str) -> object:
    first = "          - pass: {to: precombat_main}\n" if bobs_turn else ""
    out = solve(f"""
        name: necropotence activation
        battlefield:
          - {{card: Necropotence, as: necro}}
        library: {{Alice: [Island, Forest, Forest], Bob: [Forest, Forest, Forest]}}
        actions:
{first}          - {{activate: {{card: necro, ability: "Pay 1 life", by: Alice}}}}
{passes}
        expect:
{expect}
    """)
    assert out.passed, out.failures
    return out.game


def test_406_3_necropotence_exiles_face_down_until_your_next_end_step(solve) -> None:
    """Alice pays 1 life: the top card (Island) is exiled face down (406.3) and put into her
    hand as her end step begins."""
    game = _necro(solve, False, "          - pass: next_step",
                  "          Island: {zone: exile, face_down: true}\n"
                  "          player Alice: {life: 19, hand_size: 0}")
    assert game.state.turn.active == 0
    _necro(solve, False, "          - pass: {to: end}",
           "          Island: {zone: hand}\n          player Alice: {hand_size: 1}")


def test_603_7_necropotence_waits_for_its_controllers_end_step(solve) -> None:
    """Activated in Bob's turn: Bob's end step isn't Alice's; the card stays exiled until the
    end step of Alice's next turn."""
    game = _necro(solve, True, "          - pass: {to: end}",
                  "          Island: {zone: exile, face_down: true}")
    assert game.state.turn.active == 1 and game.state.turn.step == "end"
    game = _necro(solve, True, "          - pass: next_turn\n          - pass: {to: end}",
                  "          Island: {zone: hand}")
    assert game.state.turn.active == 0 and game.state.turn.number == 3


@pytest.mark.parametrize("line", [
    # Obzedat, Ghost Council: "It gains haste" belongs to the returned permanent, later
    "At the beginning of your end step, you may exile this creature. If you do, return it to "
    "the battlefield under its owner's control at the beginning of your next upkeep. It gains "
    "haste.",
    # Breathkeeper Seraph's granted ability: when "you may" is chosen isn't read
    "When this creature dies, you may return it to the battlefield under its owner's control "
    "at the beginning of your next upkeep.",
])
def test_603_7_uncertain_delayed_lines_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Test Card")
    assert type(ab).__name__ == "UnsupportedAbility"


def test_603_7_your_next_upkeep_line() -> None:
    [ab] = compile_line("[−2]: Return target creature card from your graveyard to the "
                        "battlefield. It gains haste. Exile it at the beginning of your next "
                        "upkeep.", "Test Card")
    last = ab.instructions[-1]
    assert isinstance(last, I.DelayedTrigger) and last.step == "upkeep:controller"
    assert last.instructions == (I.Exile(I.Ref.all_targets()),)


def test_603_7_122_6_otherworldly_journey_returns_the_card_with_a_counter(solve) -> None:
    """Otherworldly Journey exiles Bob's Grizzly Bears; at the beginning of the next end step
    the card returns under Bob's control (its owner) with a +1/+1 counter on it (122.6,
    614.1c: it enters with the counter), a 3/3. Before the end step it is still in exile."""
    out = solve("""
        name: otherworldly journey, before the end step
        hand: {Alice: [Otherworldly Journey]}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {cast: Otherworldly Journey, targets: [bears]}
          - {pass: next_step}
        expect:
          Grizzly Bears: {zone: exile}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: otherworldly journey, at the end step
        hand: {Alice: [Otherworldly Journey]}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {cast: Otherworldly Journey, targets: [bears]}
          - {pass: {to: end}}
        expect:
          Grizzly Bears: {zone: battlefield, controller: Bob, counters: {+1/+1: 1}, power: 3,
                          toughness: 3}
    """)
    assert out.passed, out.failures
