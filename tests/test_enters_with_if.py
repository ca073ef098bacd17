"""614.1c: "If <condition>, ~ enters with N <kind> counters on it." (the condition before the
permanent, as adamant prints it, 601.2h, 207.2c), and "enters with a +1/+1 counter on him"
(201.5: a character card's own pronoun). Played through the real engine: the condition is
judged on the mana paid for the spell as the permanent enters."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ReplacementAbility, UnsupportedAbility
from arbiter.rules.mana_spent_conditions import SAME_COLOR, ManaSpentAtLeast


def _enter(solve, card: str, lands: str) -> dict[str, int]:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: {card}
        battlefield: {lands}
        hand: {{Alice: [{{card: {card}, as: it}}]}}
        actions:
          - {{cast: {card}, pay: true}}
        expect:
          it: {{zone: battlefield}}
    """)
    assert out.passed, out.failures
    return dict(out.game.obj(obj_id(out.game, "it")).counters)


def test_614_1c_adamant_lines_read_as_enters_with_if() -> None:
    (ab,) = compile_line("Adamant \u2014 If at least three white mana was spent to cast this "
                         "spell, this creature enters with a +1/+1 counter on it.",
                         "Ardenvale Paladin")
    assert isinstance(ab, ReplacementAbility) and ab.kind == "enters_with_counters"
    assert ab.spec == ("+1/+1", 1, ManaSpentAtLeast(3, "W"))
    (ab,) = compile_line("Adamant \u2014 If at least three mana of the same color was spent "
                         "to cast this spell, this creature enters with a +1/+1 counter on "
                         "it.", "Henge Walker")
    assert ab.spec == ("+1/+1", 1, ManaSpentAtLeast(3, SAME_COLOR))


def test_614_1c_601_2h_ardenvale_paladin_three_white_mana_enters_with_a_counter(solve) -> None:
    assert _enter(solve, "Ardenvale Paladin", "[Plains, Plains, Plains, Island]") == {"+1/+1": 1}


def test_614_1c_601_2h_ardenvale_paladin_two_white_mana_enters_without(solve) -> None:
    assert _enter(solve, "Ardenvale Paladin", "[Plains, Plains, Island, Island]") == {}


def test_614_1c_601_2h_henge_walker_three_mana_of_one_color(solve) -> None:
    """Henge Walker ({3}): three red mana is three of the same color; red, blue and green
    isn't, nor is colorless mana (105.1: colorless isn't a color)."""
    assert _enter(solve, "Henge Walker", "[Mountain, Mountain, Mountain]") == {"+1/+1": 1}
    assert _enter(solve, "Henge Walker", "[Mountain, Island, Forest]") == {}
    assert _enter(solve, "Henge Walker", "[Wastes, Wastes, Wastes]") == {}


def test_614_1c_the_duke_enters_with_a_counter_on_him(solve) -> None:
    """The Duke, Rebel Sentry (0/1) "enters with a +1/+1 counter on him": a 1/2."""
    out = solve("""
        name: the duke
        battlefield: [Plains]
        hand: {Alice: [{card: "The Duke, Rebel Sentry", as: duke}]}
        actions:
          - {cast: "The Duke, Rebel Sentry"}
        expect:
          duke: {zone: battlefield, counters: {+1/+1: 1}, power: 1, toughness: 2}
    """)
    assert out.passed, out.failures


def test_614_1c_two_kinds_of_counters_after_if_stay_unread() -> None:
    """Dust Animus enters with two kinds of counters: not this template, still unread."""
    (ab,) = compile_line("If you control five or more untapped lands, this creature enters "
                         "with two +1/+1 counters and a lifelink counter on it.", "Dust Animus")
    assert isinstance(ab, UnsupportedAbility)


def test_614_1c_rhizome_lurcher_counts_creature_cards_in_your_graveyard(solve) -> None:
    """Rhizome Lurcher (2/2) "enters with a number of +1/+1 counters on it equal to the number
    of creature cards in your graveyard": two creature cards of Alice's (a land card and Bob's
    creature card don't count), a 4/4."""
    out = solve("""
        name: rhizome lurcher
        battlefield: [Swamp, Swamp, Forest, Forest]
        graveyard: {Alice: [Grizzly Bears, Hill Giant, Forest], Bob: [Llanowar Elves]}
        hand: {Alice: [{card: Rhizome Lurcher, as: lurcher}]}
        actions:
          - {cast: Rhizome Lurcher}
        expect:
          lurcher: {zone: battlefield, counters: {+1/+1: 2}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_614_1c_boss_s_chauffeur_one_plus_the_other_creatures_you_control(solve) -> None:
    """Boss's Chauffeur (0/0): "one plus the number of other creatures you control" with one
    other creature of Alice's and one of Bob's is two counters; it doesn't count itself."""
    out = solve("""
        name: boss's chauffeur
        battlefield: [Plains, Plains, Plains, Plains, Plains, Grizzly Bears,
                      {card: Hill Giant, controller: Bob}]
        hand: {Alice: [{card: "Boss's Chauffeur", as: chauffeur}]}
        actions:
          - {cast: "Boss's Chauffeur"}
        expect:
          chauffeur: {zone: battlefield, counters: {+1/+1: 2}, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_614_1c_a_number_equal_to_a_count_that_could_count_itself_stays_unread() -> None:
    """"equal to the number of creatures you control": the engine takes the count with the
    entering creature already in the battlefield zone, where it would count itself (614.1c:
    it isn't on the battlefield yet), so the line stays unread."""
    (ab,) = compile_line("This creature enters with a number of +1/+1 counters on it equal to "
                         "the number of creatures you control.", "Xyz")
    assert isinstance(ab, UnsupportedAbility)
