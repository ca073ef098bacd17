"""607.2a, 603.6c: "When this enchantment leaves the battlefield, return the exiled card to
the battlefield under its owner's control." (Oblivion Ring, Fiend Hunter): a leaves-the-
battlefield ability linked to the card's ability that exiled. Played through the engine: the
card comes back under its owner's control; only the card this object's linked ability exiled
comes back; if the permanent leaves before its exiling ability resolves, the card is exiled
for good (the two abilities are separate, unlike 610.3's "until")."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def test_607_2a_oblivion_ring_returns_the_card_under_its_owners_control(solve) -> None:
    out = solve("""
        name: oblivion ring destroyed
        battlefield:
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Oblivion Ring], Bob: [Disenchant]}
        actions:
          - {cast: Oblivion Ring, as: ring}
        choices: [giant]
        expect:
          giant: {zone: exile}
          Hill Giant: {count: 0}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: oblivion ring destroyed
        battlefield:
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Oblivion Ring], Bob: [Disenchant]}
        actions:
          - {cast: Oblivion Ring, as: ring}
          - {cast: Disenchant, by: Bob, targets: [ring]}
        choices: [giant]
        expect:
          ring: {zone: graveyard}
          Hill Giant: {count: 1, controller: Bob, owner: Bob}
    """)
    assert out.passed, out.failures


def test_607_2a_603_6c_ring_destroyed_in_response_the_card_stays_exiled(solve) -> None:
    """Bob destroys Oblivion Ring with its enters ability on the stack: the leaves ability
    resolves first and returns nothing; then the Giant is exiled, and stays exiled."""
    out = solve("""
        name: oblivion ring destroyed in response
        battlefield:
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [Oblivion Ring], Bob: [Disenchant]}
        actions:
          - {cast: Oblivion Ring, as: ring, respond: true}
          - {resolve: 1}
          - {cast: Disenchant, by: Bob, targets: [ring], respond: true}
        choices: [giant]
    """)
    assert out.passed, out.failures
    game = out.game
    stack = [it.ability.text if it.kind == "triggered" else it.source_name
             for it in game.state.stack_items]
    assert stack == ["When this enchantment enters, exile another target nonland permanent.",
                     "Disenchant"]
    from arbiter.engine.turn import steps

    steps.resolve_all(game)
    cards = {o.card: o.zone for o in game.state.objects.values()
             if not o.zone.startswith("left:")}
    assert cards["Hill Giant"] == "exile"
    assert cards["Oblivion Ring"] == "graveyard"


def test_607_2a_each_fiend_hunter_returns_only_the_card_it_exiled(solve) -> None:
    """Two Fiend Hunters exile a Hill Giant and a Grizzly Bears; Lightning Bolt kills the
    first: the Giant comes back, the Bears stay in exile."""
    out = solve("""
        name: two fiend hunters
        battlefield:
          - {card: Hill Giant, as: giant, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Fiend Hunter, Fiend Hunter, Lightning Bolt]}
        actions:
          - {cast: Fiend Hunter, as: first}
          - {cast: Fiend Hunter, as: second}
          - {cast: Lightning Bolt, targets: [first]}
        choices: [giant, yes, bears, yes]
        expect:
          first: {zone: graveyard}
          second: {zone: battlefield}
          Hill Giant: {count: 1, controller: Bob}
          Grizzly Bears: {count: 0}
          bears: {zone: exile}
    """)
    assert out.passed, out.failures


def test_607_2a_realm_razer_returns_the_lands_tapped() -> None:
    """"return the exiled cards to the battlefield tapped under their owners' control"."""
    [ab] = compile_line("When this creature leaves the battlefield, return the exiled cards "
                        "to the battlefield tapped under their owners' control.", "Realm Razer")
    assert isinstance(ab, TriggeredAbility)
    assert ab.instructions == (I.ReturnToBattlefield(I.Ref.linked_exiled(), tapped=True),)


#: Real Oracle lines in today's wording, and the instruction each leaves-the-battlefield
#: ability carries out.
LINES = [
    ("Oblivion Ring", "When this enchantment leaves the battlefield, return the exiled card to "
     "the battlefield under its owner's control.", I.ReturnToBattlefield),
    ("Fiend Hunter", "When this creature leaves the battlefield, return the exiled card to the "
     "battlefield under its owner's control.", I.ReturnToBattlefield),
    ("Worldgorger Dragon", "When this creature leaves the battlefield, return the exiled cards "
     "to the battlefield under their owners' control.", I.ReturnToBattlefield),
    ("Tidehollow Sculler", "When this creature leaves the battlefield, return the exiled card "
     "to its owner's hand.", I.ReturnToHand),
    ("Angel of Serenity", "When this creature leaves the battlefield, return the exiled cards "
     "to their owners' hands.", I.ReturnToHand),
    ("Gravegouger", "When this creature leaves the battlefield, return the exiled cards to "
     "their owner's graveyard.", None),
]


@pytest.mark.parametrize(("name", "line", "kind"), LINES)
def test_607_2a_leaves_the_battlefield_return_lines(name: str, line: str, kind: type | None
                                                    ) -> None:
    [ab] = compile_line(line, name)
    if kind is None:
        assert not isinstance(ab, TriggeredAbility)
        return
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "leaves"
    [step] = ab.instructions
    assert isinstance(step, kind)
    assert step.what == I.Ref.linked_exiled()


def test_607_2a_no_exiling_ability_to_link_to_stays_unread() -> None:
    """Champion of the Clachan exiles as an additional cost to cast it (not an ability that
    instructs to exile): its "return the exiled card" line is left unread."""
    from arbiter.compiler.catalog import Catalog
    from arbiter.rules.abilities import UnsupportedAbility

    abilities = Catalog().abilities("Champion of the Clachan", 0)
    assert any(isinstance(a, UnsupportedAbility) and "return the exiled card" in a.text
               for a in abilities)
