"""The Layer Lab's requests and their limits, without a browser (Starlette's test client):
only data is accepted (JSON, or YAML loaded safely), objects, actions, sizes and time are
bounded, and the server answers only to the loopback host."""

from __future__ import annotations

import pytest

pytest.importorskip("httpx")
from starlette.testclient import TestClient  # noqa: E402

from arbiter.lab.app import MAX_BODY, MAX_YAML, create_app  # noqa: E402


@pytest.fixture(scope="module")
def client(catalog):
    return TestClient(create_app(catalog))


def test_solve_a16(client) -> None:
    r = client.post("/api/solve", json={"objects": [{"card": "Blood Moon"},
                                                    {"card": "Urborg, Tomb of Yawgmoth"}]})
    assert r.status_code == 200
    data = r.json()
    urborg = next(o for o in data["objects"] if o["object"] == "Urborg, Tomb of Yawgmoth")
    assert urborg["result"]["subtypes"] == ["Mountain"]
    assert "613.8a" in " ".join(urborg["layers"][0]["order"])
    assert data["command"] == "arbiter ask 'Blood Moon' 'Urborg, Tomb of Yawgmoth'"
    assert data["yaml"].startswith("name: ")


def test_completion_from_the_card_data(client) -> None:
    names = client.get("/api/cards", params={"q": "urborg, t"}).json()
    assert names == ["Urborg, Tomb of Yawgmoth"]
    assert client.get("/api/cards", params={"q": "x" * 101}).status_code == 400


@pytest.mark.parametrize(("body", "status", "words"), [
    ({"objects": [{"card": "Forest"}] * 41}, 413, "at most 40 objects"),
    ({"objects": [{"card": "Forest"}], "actions": ["pass the turn"] * 11}, 413,
     "at most 10 actions"),
    ({"objects": [{"card": "Forest" * 40}]}, 422, "at most 200 characters"),
    ({"objects": [{"card": "Forest", "code": "__import__('os')"}]}, 422, "code"),
    ({"objects": [{"card": "Grizly Bears"}]}, 422, "did you mean: Grizzly Bears"),
    ({"objects": []}, 422, "at least 1"),
    (["Forest"], 400, "JSON object"),
])
def test_bad_questions_get_one_message(client, body, status, words) -> None:
    r = client.post("/api/solve", json=body)
    assert r.status_code == status
    assert words in r.json()["error"]


def test_request_size_is_limited(client) -> None:
    r = client.post("/api/solve", content=b"{" + b" " * MAX_BODY + b"}",
                    headers={"content-type": "application/json"})
    assert r.status_code == 413 and "larger than the limit" in r.json()["error"]
    r = client.post("/api/yaml", content="name: x\n" + "#" * MAX_YAML)
    assert r.status_code == 413


def test_yaml_is_loaded_safely(client) -> None:
    ok = client.post("/api/yaml", content="name: y\nbattlefield: [Humility, Opalescence]\n")
    assert ok.status_code == 200 and ok.json()["passed"] is True
    evil = client.post("/api/yaml", content="name: !!python/object/apply:os.system [ls]\n")
    assert evil.status_code == 422 and "not valid YAML" in evil.json()["error"]
    path = client.post("/api/yaml", content="name: p\nbattlefield: [/etc/passwd]\n")
    assert path.status_code == 422 and "unknown card '/etc/passwd'" in path.json()["error"]


def test_time_per_request_is_limited(catalog) -> None:
    slow = TestClient(create_app(catalog, timeout=0.001))
    r = slow.post("/api/solve", json={"objects": [{"card": "Humility"}] * 30})
    assert r.status_code == 503 and "took longer than the limit" in r.json()["error"]


def test_only_the_loopback_host_is_served(client) -> None:
    r = client.get("/", headers={"host": "evil.example"})
    assert r.status_code == 400
    page = client.get("/")
    assert page.status_code == 200 and "Layer Lab" in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
