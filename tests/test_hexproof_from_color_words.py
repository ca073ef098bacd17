"""702.11d: "hexproof from <color>" written in an ability a permanent gains or has. A line
granting it must compile (read or left unread), never break the compiler: the color word was
read as a Color where the grammar gave back the word."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line


@pytest.mark.parametrize("line", [
    "{1}{W}: This creature gains hexproof from white until end of turn.",
    "Creatures you control have hexproof from black.",
])
def test_702_11d_hexproof_from_a_color_line_compiles(line: str) -> None:
    abilities = compile_line(line, "Test Card")
    assert abilities and all(ab.text == line for ab in abilities)
