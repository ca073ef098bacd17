"""614.1c / 107.3a: "This creature enters with X +1/+1 counters on it, where X is <number>."
The number is counted as the permanent enters, by the real engine: Stag Beetle ("the number
of other creatures on the battlefield": it doesn't count itself), Drakestown Forgotten
("creature cards in all graveyards"). A count of permanents that would include the entering
one isn't read."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ReplacementAbility


def _entered(solve, card: str, setup: str = "", life: str = "") -> dict[str, int]:
    out = solve(f"""
name: enters with X
{setup}actions:
  {life}
  - {{enter: {{card: "{card}", as: it}}}}
""")
    assert out.passed, out.failures
    obj = next(o for o in out.game.state.objects.values() if o.alias == "it")
    return dict(obj.counters)


def test_614_1c_stag_beetle_counts_other_creatures(solve) -> None:
    counters = _entered(solve, "Stag Beetle", "battlefield: [Grizzly Bears, "
                        "{card: Savannah Lions, controller: Bob}, Forest]\n")
    assert counters == {"+1/+1": 2}


def test_614_1c_drakestown_forgotten_counts_all_graveyards(solve) -> None:
    counters = _entered(solve, "Drakestown Forgotten",
                        "graveyard: {Alice: [Grizzly Bears, Lightning Bolt], "
                        "Bob: [Savannah Lions, Hill Giant]}\n")
    assert counters == {"+1/+1": 3}


@pytest.mark.parametrize(("name", "line", "read"), [
    ("Stag Beetle", "This creature enters with X +1/+1 counters on it, where X is the number "
     "of other creatures on the battlefield.", True),
    ("Academy Elite", "This creature enters with X +1/+1 counters on it, where X is the "
     "number of instant and sorcery cards in all graveyards.", True),
    ("Big Bertha", "Big Bertha enters with X +1/+1 counters on her.", True),
    ("Eternity Vessel", "This artifact enters with X charge counters on it, where X is your "
     "life total.", True),
    # a count of permanents not limited to "other" ones: the entering permanent is already
    # in the battlefield zone and would count itself; left unread
    ("Ignition Team", "This creature enters with X +1/+1 counters on it, where X is the "
     "number of tapped lands on the battlefield.", False),
])
def test_107_3a_enters_with_x_where_lines(name: str, line: str, read: bool) -> None:
    abilities = compile_text(line, name) or []
    assert (len(abilities) == 1 and isinstance(abilities[0], ReplacementAbility)) is read
