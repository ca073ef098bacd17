"""701.26a-b: "becomes tapped" / "becomes untapped" triggers see every tapping and untapping
only if the engine taps and untaps permanents in one place (`engine.keyword_actions.tap`'s
`tap` and `untap`). This test fails for engine code setting the flag itself, except where a
permanent enters tapped (614.1c: entering tapped isn't becoming tapped) and on scratch copies
of the game used to test a cost (`trial`)."""

from __future__ import annotations

import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "src" / "arbiter" / "engine"
_SETS = re.compile(r"^\s*(?P<target>[\w.\[\]()]+)\.tapped = (True|False)")
_ALLOWED = {
    "keyword_actions/tap.py",  # the one place
    "replacement/entering.py",  # 614.1c: entering tapped
    "replacement/entering_tapped.py",  # 614.1c: entering tapped by another object's effect
}


def test_701_26_the_engine_taps_and_untaps_only_through_tap_and_untap() -> None:
    offenders = []
    for path in ENGINE.rglob("*.py"):
        rel = path.relative_to(ENGINE).as_posix()
        if rel in _ALLOWED:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = _SETS.match(line)
            if m and not m.group("target").startswith("trial"):
                offenders.append(f"{rel}:{n}: {line.strip()}")
    assert offenders == []
