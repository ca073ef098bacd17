"""601.2i / 603.4: "At the beginning of each end step, if you've cast both a creature spell and
a noncreature spell this turn, create a Clue token, a Food token, and a Treasure token." (Fae
Offering; Eshki Dragonclaw): the intervening "if" needs two spells cast this turn by the
ability's controller, one a creature spell and one not (their types as they became cast)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def _offering(solve, casts: str, expect: str, name: str) -> None:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: fae offering
        battlefield: [{{card: Fae Offering}}]
        hand: {{Alice: [Grizzly Bears, Divination, Llanowar Elves]}}
        library: {{Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island]}}
        actions:
{casts}
          - pass: {{to: end}}
          - pass: next_step
        expect:
{expect}
    """, name=name)
    assert out.passed, out.failures


def test_603_4_the_condition_is_read() -> None:
    [ability] = compile_text("At the beginning of each end step, if you've cast both a creature "
                             "spell and a noncreature spell this turn, create a Clue token, a "
                             "Food token, and a Treasure token.", "Fae Offering") or [None]
    assert ability.intervening_if is not None


def test_601_2i_a_creature_and_a_sorcery_make_the_three_tokens(solve) -> None:
    _offering(solve, "          - cast: Grizzly Bears\n          - cast: Divination",
              "          Clue Token: {count: 1}\n          Food Token: {count: 1}\n"
              "          Treasure Token: {count: 1}", "both.yaml")


def test_603_4_two_creature_spells_are_not_both_kinds(solve) -> None:
    _offering(solve, "          - cast: Grizzly Bears\n          - cast: Llanowar Elves",
              "          Clue Token: {count: 0}\n          Treasure Token: {count: 0}",
              "creatures.yaml")
