"""The Innistrad: Midnight Hunt release-notes rulings (issue 14 item 2) as scenarios:
every file of scenarios/mid/ runs through the real engine (`arbiter solve`). Day and night
is CR 730, daybound/nightbound 702.145, disturb 702.146, decayed 702.147, flashback 702.34,
transforming double-faced cards 712 and 701.28."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.scenario.runner import Runner

MID = sorted((Path(__file__).parent.parent / "scenarios" / "mid").glob("*.yaml"))

#: Rulings Arbiter still gets wrong or can't yet express, each with the precise reason.
#: Strict: a scenario listed here that passes is reported, so the list stays true.
PENDING: dict[str, str] = {
}


def _param(path: Path) -> object:
    if path.stem in PENDING:
        return pytest.param(path, id=path.stem,
                            marks=pytest.mark.xfail(strict=True, reason=PENDING[path.stem]))
    return pytest.param(path, id=path.stem)


@pytest.mark.parametrize("path", [_param(p) for p in MID])
def test_mid_ruling(path: Path, catalog) -> None:
    out = Runner(path, catalog).run()
    assert out.passed, "\n".join(out.failures)


def test_every_pending_entry_names_a_scenario() -> None:
    stems = {p.stem for p in MID}
    assert set(PENDING) <= stems, sorted(set(PENDING) - stems)


def test_every_scenario_quotes_its_bullet() -> None:
    """Each file's `source:` names the MID release notes, a section and a bullet number."""
    import yaml

    for path in MID:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        source = str(data.get("source", ""))
        assert source.startswith("MID release notes, "), path.name
        assert "bullet " in source, path.name
