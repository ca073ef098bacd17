"""608.2c: a pronoun in an effect names what the text named before it. The compiler binds
every pronoun as it walks the instructions (`compiler.grammar.refs.bind`); a pronoun left
inside an instruction the walk doesn't enter would name nothing, and carried out would act on
no object or player: a silent wrong answer. Such a line is left unread instead, and a
pronoun that reaches the engine unbound stops the game naming it (principle 5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from arbiter.compiler.grammar.refs import bind, pp
from arbiter.rules import instructions as I
from arbiter.rules.data_search import first_inside


@dataclass(frozen=True)
class _Unwalked:
    """An instruction kept in a module `bind` doesn't walk (this test module)."""

    what: Any


@pytest.mark.parametrize("kind", ["pronoun", "pronoun_player", "pronoun_controller",
                                  "pronoun_owner"])
def test_608_2c_a_pronoun_the_walk_cant_reach_makes_the_line_unread(kind: str) -> None:
    with pytest.raises(pp.ParseException, match="not bound"):
        bind((_Unwalked(I.Ref(kind)),), [])


def test_608_2c_a_pronoun_the_walk_reaches_is_bound_to_what_was_named_before() -> None:
    """Given "it" names a target before (`default`), a Tap and then a Destroy of "it" act
    on that target (tapping doesn't move it: the same object, 400.7)."""
    (tap, destroy) = bind((I.Tap(I.Ref("pronoun")), I.Destroy(I.Ref("pronoun"))), [],
                          default=I.Ref.target(0))
    assert tap.what == I.Ref.target(0)
    assert destroy.what == I.Ref.target(0)


def test_first_inside_finds_a_nested_object_depth_first() -> None:
    inner = I.Ref("pronoun")
    assert first_inside((1, [_Unwalked((2, inner))]), lambda x: x == inner) is inner
    assert first_inside((1, 2), lambda x: x == 3) is None
