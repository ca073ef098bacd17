"""docs/scenario-format.md documents every key the runner accepts (scenario.schema)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.scenario import schema
from arbiter.scenario.values import Choices

DOC = (Path(__file__).parent.parent / "docs" / "scenario-format.md").read_text(encoding="utf-8")
MODELS = [schema.Scenario, schema.BattlefieldEntry, schema.ZoneEntry, schema.TokenSpec,
          schema.Turn, schema.Cast, schema.ActivateSpec, schema.Activate, schema.AttachSpec,
          schema.CountersSpec, schema.EnterSpec, schema.MoveSpec, schema.SetSpec,
          schema.ObjectExpect, schema.PlayerExpect, Choices, schema.Attack, schema.Block,
          schema.Play, schema.GameExpect]


@pytest.mark.parametrize("model", MODELS, ids=lambda m: m.__name__)
def test_every_key_is_documented(model) -> None:
    keys = [f.alias or name for name, f in model.model_fields.items()]
    missing = [k for k in keys if f"`{k}" not in DOC and f"{k}:" not in DOC]
    assert missing == []


def test_every_action_verb_is_documented() -> None:
    assert [v for v in schema.VERBS if f"`{v}`" not in DOC] == []
