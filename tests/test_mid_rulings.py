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
    "disturb-6": "Double Major ('Copy target creature spell you control, except it isn't "
                 "legendary if the spell is legendary.') is not read yet: copying a creature "
                 "spell with a legendary exception (707.10, 707.10g) is an unsupported part",
    "spectral-adversary-7": (
        "Mind Flayer's 'gain control of target creature for as long as you control this "
        "creature' is not read yet, so the 'for as long as' effect ending when its source "
        "phases out can't be played"),
    "curse-of-shaken-faith-1": (
        "Curse of Shaken Faith's 'Whenever enchanted player casts a spell other than the "
        "first spell they cast each turn or copies a spell' trigger is not read yet"),
    "old-stickfingers-1": (
        "Old Stickfingers's cast trigger ('reveal cards from the top of your library until you "
        "reveal X creature cards ...') is not read yet"),
    **{f"ludevic-necrogenius-{n}": (
        "Ludevic's '{X}{U}{U}{B}{B}, Exile X creature cards from your graveyard: Transform "
        "Ludevic.' and Olag's 'As this creature transforms into Olag, ... it becomes a copy of "
        "a creature card exiled with it, except ...' (607.2a, 707.9b) are not read yet")
       for n in range(1, 5)},
    # Commander (MIC) rulings whose cards aren't read yet
    "kurbis-harvest-celebrant-2": (
        "Double Major's 'Copy target creature spell you control, except it isn't legendary if"
        " the spell is legendary.' is not read yet"),
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
