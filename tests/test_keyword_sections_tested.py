"""Issue 13: every keyword action (701) and keyword ability (702) of the Comprehensive Rules
has a test that names its rule number (a test function whose name holds "702_108" for
702.108 Prowess, e.g. `test_702_108a_prowess_...`). The sections come from the CR's own index
(`rules/cr_index.py`, generated from CR.txt). `NOT_YET` lists the sections with no such test
today, by number and title: the list may only shrink (a section that gains a test is taken
off it), and a section missing from it without a test fails."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from arbiter.rules.cr_index import KEYWORD_SECTIONS

TESTS = Path(__file__).parent

#: Sections with no test naming them yet (number: title). Shrinks as keywords are carried out.
NOT_YET: dict[str, str] = {
}


def _test_names() -> list[str]:
    names: list[str] = []
    for path in TESTS.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.append(node.name)
    return names


def _untested() -> dict[str, str]:
    names = "\n".join(_test_names())
    return {number: title for number, title in KEYWORD_SECTIONS.items()
            if not re.search(rf"(?<!\d){number.replace('.', '_')}(?!\d)", names)}


def test_every_keyword_section_has_a_test_naming_it_or_is_listed_as_not_yet() -> None:
    untested = _untested()
    new_gaps = {n: t for n, t in untested.items() if n not in NOT_YET}
    assert new_gaps == {}, f"keyword sections with no test naming them: {new_gaps}"


def test_not_yet_lists_only_real_untested_sections() -> None:
    assert set(NOT_YET) <= set(KEYWORD_SECTIONS)
    tested_now = sorted(set(NOT_YET) - set(_untested()))
    assert tested_now == [], f"these now have tests; take them off NOT_YET: {tested_now}"
