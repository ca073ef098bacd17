"""608.2d: a color or creature type chosen as a spell or ability resolves, and "of the chosen
color", "of that color", "of that type" in its later instructions (rewritten with the answer,
`engine.stack.choices.with_chosen`; `compiler.effects.chosen_gate` reads "that color / type"
only after such a choice and leaves unread a line whose later instructions would read the
source's own choice instead, 614.12).

    Choose a color. Target player reveals their hand and discards all cards of that color.
                                                                             (Persecute)
    Choose a color. Sudden Demise deals X damage to each creature of the chosen color.
    Choose a creature type. Draw a card for each permanent you control of that type.
                                                                   (Harmonized Crescendo)
"""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility


def _hand(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list("hand", player))


def test_608_2d_persecute_discards_every_card_of_the_chosen_color(solve) -> None:
    """Alice chooses red: Bob discards Lightning Bolt and Shock, keeps Giant Growth and his
    Mountain (a land is colorless, 105.2c)."""
    out = solve("""
        name: persecute
        hand:
          Alice: [Persecute]
          Bob: [Lightning Bolt, Shock, Giant Growth, Mountain]
        actions:
          - {cast: Persecute, targets: [Bob], choices: {color: red}}
    """)
    assert out.passed, out.failures
    assert _hand(out.game, 1) == ["Giant Growth", "Mountain"]


def test_608_2d_persecute_another_color_discards_other_cards(solve) -> None:
    out = solve("""
        name: persecute green
        hand:
          Alice: [Persecute]
          Bob: [Lightning Bolt, Shock, Giant Growth, Mountain]
        actions:
          - {cast: Persecute, targets: [Bob], choices: {color: green}}
    """)
    assert out.passed, out.failures
    assert _hand(out.game, 1) == ["Lightning Bolt", "Mountain", "Shock"]


def test_608_2d_sudden_demise_damages_only_creatures_of_the_chosen_color(solve) -> None:
    """X=2, green: the Bears (2/2) and the Elves (1/1) die, whoever controls them; the red
    Goblin Piker (2/1) is dealt nothing."""
    out = solve("""
        name: sudden demise
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Llanowar Elves, as: elves}
          - {card: Goblin Piker, as: piker, controller: Bob}
        hand: {Alice: [Sudden Demise]}
        actions:
          - {cast: Sudden Demise, choices: {x: 2, color: green}}
        expect:
          bears: {zone: graveyard}
          elves: {zone: graveyard}
          piker: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2d_harmonized_crescendo_draws_for_each_permanent_of_that_type(solve) -> None:
    """Elf chosen: two Elves among Alice's three creatures, two cards; Bob's Elf isn't hers."""
    out = solve("""
        name: crescendo
        battlefield:
          - {card: Llanowar Elves}
          - {card: Elvish Mystic}
          - {card: Grizzly Bears}
          - {card: Llanowar Elves, controller: Bob}
        library: {Alice: [Forest, Forest, Forest, Forest]}
        hand: {Alice: [Harmonized Crescendo]}
        actions:
          - {cast: Harmonized Crescendo, choices: {creature_type: Elf}}
    """)
    assert out.passed, out.failures
    assert _hand(out.game, 0) == ["Forest", "Forest"]


def test_608_2d_pol_jamaar_enters_and_draws_for_each_creature_of_that_type(solve) -> None:
    """The type is chosen as the enters trigger resolves: Bear, one card (Pol Jamaar is an
    Illusionist Wizard, not a Bear)."""
    out = solve("""
        name: pol jamaar
        battlefield:
          - {card: Grizzly Bears}
          - {card: Llanowar Elves}
        library: {Alice: [Forest, Forest, Forest]}
        hand: {Alice: ["Pol Jamaar, Illusionist"]}
        choices: [Bear]
        actions:
          - {cast: "Pol Jamaar, Illusionist"}
    """)
    assert out.passed, out.failures
    assert _hand(out.game, 0) == ["Forest"]


def test_608_2d_that_color_needs_a_choice_before_it() -> None:
    """With no color chosen earlier in the effect, "of that color" names nothing: unread."""
    (ab,) = compile_line("{T}: Destroy all creatures of that color.", "Test Card")
    assert isinstance(ab, UnsupportedAbility)
    (ab,) = compile_line("When this creature enters, draw a card for each creature you "
                         "control of that type.", "Test Card")
    assert isinstance(ab, UnsupportedAbility)


def test_608_2d_a_source_choice_read_after_a_resolution_choice_stays_unread() -> None:
    """Mana "of the chosen color" reads the color its source chose as it entered (614.12),
    not the one chosen as this ability resolves: unread rather than a wrong color."""
    (ab,) = compile_line("When this creature enters, choose a color. Add one mana of the "
                         "chosen color.", "Test Card")
    assert isinstance(ab, UnsupportedAbility)


def test_608_2d_a_choice_in_a_trigger_after_if_you_do() -> None:
    """Dromar: "If you do, choose a color, then return all creatures of that color": the
    choice and the return both follow the payment."""
    (ab,) = compile_line("Whenever Dromar deals combat damage to a player, you may pay "
                         "{2}{U}. If you do, choose a color, then return all creatures of "
                         "that color to their owners' hands.", "Dromar, the Banisher")
    assert isinstance(ab, TriggeredAbility)


def test_611_2c_outbreak_shrinks_the_creatures_of_that_type_until_end_of_turn(solve) -> None:
    """"All creatures of that type get -1/-1 until end of turn": Goblin chosen, Bob's Goblin
    Piker (2/1) dies, the Bears (2/2) are untouched (the set is the Goblins, 611.2c)."""
    out = solve("""
        name: outbreak
        battlefield:
          - {card: Goblin Piker, as: piker, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Outbreak]}
        actions:
          - {cast: Outbreak, choices: {creature_type: Goblin}}
        expect:
          piker: {zone: graveyard}
          bears: {zone: battlefield, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_205_1a_standardize_each_creature_becomes_the_chosen_type(solve) -> None:
    """"Each creature becomes that type until end of turn": Elf chosen, both players' Bears
    are Elves (and no longer Bears, 205.1a) until the cleanup step (514.2)."""

    out = solve("""
        name: standardize
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Grizzly Bears, as: bobs, controller: Bob}
        hand: {Alice: [Standardize]}
        actions:
          - {cast: Standardize, choices: {creature_type: Elf}}
    """)
    assert out.passed, out.failures
    game = out.game
    for alias in ("bears", "bobs"):
        assert game.chars(obj_id(game, alias)).subtypes == {"Elf"}
    steps.cleanup_actions(game)
    assert game.chars(obj_id(game, "bears")).subtypes == {"Bear"}
