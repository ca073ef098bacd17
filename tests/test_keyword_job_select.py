"""Job select (702.182a), played through the real engine: "When this Equipment enters,
create a 1/1 colorless Hero creature token, then attach this Equipment to it." Plus the
keyword line of real cards."""

from __future__ import annotations

from arbiter.compiler.keywords.keywords import parse_keyword_line


def test_702_182a_job_select_line_read() -> None:
    (kw,) = parse_keyword_line("Job select (When this Equipment enters, create a 1/1 "
                               "colorless Hero creature token, then attach this to it.)")
    assert kw.keyword == "job select"


def test_702_182a_cast_equipment_makes_an_equipped_hero(solve) -> None:
    """Warrior's Sword resolves: a 1/1 colorless Hero token is created and the Sword attached
    to it (+3/+2, and a Warrior): a 4/3 Hero Warrior."""
    out = solve("""
        name: job select
        hand: {Alice: [{card: "Warrior's Sword", as: sword}]}
        actions:
          - {cast: sword}
          - {resolve: all}
        expect:
          Hero Token: {count: 1, zone: battlefield, power: 4, toughness: 3, colors: [],
                       subtypes: [Hero, Warrior]}
          sword: {zone: battlefield, attached_to: Hero Token}
    """)
    assert out.passed, out.failures


def test_702_182a_put_onto_the_battlefield_it_triggers_too(solve) -> None:
    """Not only cast: entering any way, it makes its Hero."""
    out = solve("""
        name: job select enters
        hand: {Alice: [{card: "Warrior's Sword", as: sword}]}
        actions:
          - {enter: {card: sword}}
          - {resolve: all}
        expect:
          Hero Token: {count: 1, power: 4, toughness: 3}
          sword: {attached_to: Hero Token}
    """)
    assert out.passed, out.failures
