"""The compiled methods of dataclasses kept on disk (issue 16, fast start): a class made from
kept code is the class Python makes without them, the kept code is found again by a later
run, a damaged file is only a miss, and classes of other modules are left alone."""

from __future__ import annotations

import dataclasses
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter import dataclass_code

pytestmark = pytest.mark.skipif(not dataclass_code._applies(),
                                reason="Python 3.13 compiles a class's methods in one exec")

SOURCE = """
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Probe:
    name: str
    power: int = 2
    tags: tuple = field(default=())

@dataclass(order=True)
class Mutable:
    x: int
    y: list = field(default_factory=list)
"""


def _module(name: str) -> types.ModuleType:
    """A module named `name` (as `dataclasses` finds a class's module) holding SOURCE."""
    module = types.ModuleType(name)
    sys.modules[name] = module
    try:
        exec(SOURCE, module.__dict__)
    finally:
        del sys.modules[name]
    return module


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[Path]:
    """The store in `tmp_path` (the one `import arbiter` installed, if any, afterwards)."""
    before = dataclass_code._store
    dataclass_code.uninstall()
    dataclass_code.install(tmp_path)
    try:
        yield tmp_path
    finally:
        dataclass_code.uninstall()
        if before is not None:
            dataclass_code.install(before.path.parent)


def _methods(cls: type) -> dict[str, object]:
    return {name: getattr(cls, name) for name in ("__init__", "__repr__", "__eq__",
                                                  "__hash__", "__setattr__", "__delattr__",
                                                  "__lt__") if name in vars(cls)}


def test_a_class_made_from_kept_code_is_the_class_python_makes(kept: Path) -> None:
    dataclass_code.uninstall()
    plain_module = _module("arbiter._probe_plain")  # made with the builtin exec
    dataclass_code.install(kept)
    first = _module("arbiter._probe")  # compiled and kept
    assert dataclass_code._store is not None and dataclass_code._store.added > 0
    dataclass_code.uninstall()  # written to the file
    dataclass_code.install(kept)
    second = _module("arbiter._probe")  # read back from the file
    assert dataclass_code._store is not None and dataclass_code._store.added == 0
    for module in (first, second):
        for cls_name in ("Probe", "Mutable"):
            made, plain = getattr(module, cls_name), getattr(plain_module, cls_name)
            ours, theirs = _methods(made), _methods(plain)
            assert ours.keys() == theirs.keys()
            for name, fn in ours.items():
                if fn is None:  # __hash__ of a mutable class with __eq__
                    assert theirs[name] is None
                    continue
                assert fn.__code__ == theirs[name].__code__, name
                assert fn.__annotations__ == theirs[name].__annotations__, name
                assert fn.__qualname__ == theirs[name].__qualname__, name
        # the return annotation is the object None, as without a cache (no future flags)
        assert module.Probe.__init__.__annotations__["return"] is None
        probe = module.Probe("Bear")
        assert repr(probe) == "Probe(name='Bear', power=2, tags=())"
        assert probe == module.Probe("Bear", 2, ()) and hash(probe) == hash(module.Probe("Bear"))
        with pytest.raises(dataclasses.FrozenInstanceError):
            probe.power = 3  # type: ignore[misc]
        assert module.Mutable(1) < module.Mutable(2)
        assert module.Mutable(1).y is not module.Mutable(1).y


def test_kept_code_is_read_without_compiling(kept: Path, monkeypatch: pytest.MonkeyPatch
                                             ) -> None:
    _module("arbiter._probe")
    dataclass_code.uninstall()
    dataclass_code.install(kept)

    def no_compiling(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("kept code was compiled again")

    monkeypatch.setattr(dataclass_code, "compile", no_compiling, raising=False)
    module = _module("arbiter._probe")
    assert module.Probe("Bear").power == 2


def test_classes_of_other_modules_are_not_kept(kept: Path) -> None:
    module = _module("someone_elses_module")
    assert dataclass_code._store is not None and dataclass_code._store.added == 0
    assert module.Probe.__init__.__annotations__["return"] is None
    assert repr(module.Probe("Bear")) == "Probe(name='Bear', power=2, tags=())"


def test_a_damaged_file_is_only_a_miss(kept: Path) -> None:
    _module("arbiter._probe")
    dataclass_code.uninstall()
    [path] = kept.glob("dataclass-code-*")
    path.write_bytes(b"\x00 this is not marshal data")
    dataclass_code.install(kept)
    module = _module("arbiter._probe")
    assert repr(module.Probe("Bear", 3)) == "Probe(name='Bear', power=3, tags=())"
    assert dataclass_code._store is not None and dataclass_code._store.added > 0


def test_uninstall_gives_dataclasses_the_builtin_exec_back(kept: Path) -> None:
    assert dataclasses.exec is dataclass_code._exec  # type: ignore[attr-defined]
    dataclass_code.uninstall()
    assert "exec" not in vars(dataclasses)
