"""`arbiter card NAME` (issue 4): each Oracle line as read, and which parts can't be read."""

from __future__ import annotations

from arbiter.cli import main


def test_card_shows_the_unsupported_part_by_its_text(capsys) -> None:
    assert main(["card", "Chaos Orb"]) == 0
    out = capsys.readouterr().out
    assert "[Unsupported] {1}, {T}: If this artifact is on the battlefield, flip it" in out
    assert "NOT fully read (1 unsupported part(s))" in out


def test_card_fully_read_from_its_oracle_text(capsys) -> None:
    assert main(["card", "Humility"]) == 0
    out = capsys.readouterr().out
    assert "[Static] All creatures lose all abilities and have base power and toughness 1/1." \
        in out
    assert "Fully read, from its Oracle text (compiled)." in out


def test_card_unknown_name_is_one_error_line(capsys) -> None:
    assert main(["card", "Humilty"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ERROR") and "Humility" in err and "Traceback" not in err
