"""The Layer Lab in a real headless Chromium (Debian's `chromium`, driven by Playwright):
from an empty page to the answers of the seed questions A16 and A37, reordering, the
permalink, the downloaded scenario YAML, and the limits as a user meets them. One browser
and one server (on a free loopback port) for the module."""

from __future__ import annotations

import base64
import json
import os
import shutil
import threading
import time

import pytest

playwright = pytest.importorskip("playwright.sync_api")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (.ci/run installs it)",
                allow_module_level=True)


@pytest.fixture(scope="module")
def lab(catalog):
    import uvicorn

    from arbiter.lab.app import create_app
    from arbiter.lab.serve import HOST, listening_socket

    sock = listening_socket(0)
    server = uvicorn.Server(uvicorn.Config(create_app(catalog), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    yield f"http://{HOST}:{sock.getsockname()[1]}/"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser():
    assert CHROMIUM, "chromium is missing"
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser, lab):
    ctx = browser.new_context(accept_downloads=True)
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.goto(lab)
    yield pg
    ctx.close()
    assert errors == []


def add(page, typed: str, name: str) -> None:
    page.fill("#new-card", typed)
    page.click(f"#new-card-suggest li:text-is({json.dumps(name)})")


def card(page, label: str):
    return page.locator(f"article.object[data-object={json.dumps(label)}]")


def test_a16_from_an_empty_page(page) -> None:
    assert page.locator("#objects li").count() == 0
    add(page, "blood mo", "Blood Moon")
    add(page, "Urborg, T", "Urborg, Tomb of Yawgmoth")
    page.click("#solve")
    urborg = card(page, "Urborg, Tomb of Yawgmoth")
    urborg.wait_for()
    assert "Legendary Land — Mountain" in urborg.locator(".summary").inner_text()
    row = urborg.locator("tr[data-layer='4']")
    assert "nothing: no longer exists" in row.inner_text()
    assert "waits for Blood Moon (613.8a" in row.inner_text()
    # Urborg first (A16b): the arrows reorder; Blood Moon applies first though newer.
    page.locator("#objects li").nth(1).locator("button.up").click()
    assert page.locator("#objects li").nth(0).get_attribute("data-card") == \
        "Urborg, Tomb of Yawgmoth"
    page.click("#solve")
    page.locator("#results", has_text="though newer").wait_for()
    assert "Mountain" in card(page, "Urborg, Tomb of Yawgmoth").inner_text()


def test_a37_end_to_end_with_permalink_and_yaml(page, browser, catalog, tmp_path) -> None:
    for typed, name in [("Humility", "Humility"), ("Opalesc", "Opalescence"),
                        ("Plains", "Plains"), ("Island", "Island"),
                        ("Grizzly Bea", "Grizzly Bears"), ("Savannah Li", "Savannah Lions"),
                        ("Jayemdae", "Jayemdae Tome")]:
        add(page, typed, name)
    page.locator("#objects li").nth(3).locator("select[aria-label=controller]") \
        .select_option("Bob")
    page.select_option("#act-verb", "cast")
    page.fill("#act-card", "Enchanted Even")
    page.click("#act-card-suggest li:text-is('Enchanted Evening')")
    page.click("#add-action")
    assert page.locator("#actions li").inner_text().startswith("cast Enchanted Evening")
    page.click("#solve")
    bears = card(page, "Grizzly Bears")
    bears.wait_for()
    assert "Enchantment Creature — Bear 2/2" in bears.locator(".summary").inner_text()
    assert "Opalescence waits for it (613.8a" in bears.locator("tr[data-layer='4']").inner_text()
    assert card(page, "Plains").get_attribute("data-zone") == "graveyard"
    assert "(graveyard, Bob)" in card(page, "Island").inner_text()
    tome = card(page, "Jayemdae Tome").locator(".summary").inner_text()
    # Today's Oracle type line is "Artifact — Book" (the Book subtype): Humility and Opalescence
    # keep it (205.1b only removes subtypes whose type is removed).
    assert "Artifact Enchantment Creature — Book 4/4" in tome and "no abilities" in tome
    # The permalink, opened anew, asks the same question.
    link = page.get_attribute("#permalink", "href")
    other = browser.new_page()
    other.goto(page.url.split("#")[0].rstrip("/") + link)
    card(other, "Grizzly Bears").wait_for()
    assert "Enchantment Creature — Bear 2/2" in card(other, "Grizzly Bears").inner_text()
    other.close()
    # The downloaded scenario is a file `arbiter solve` accepts, with the same answer.
    with page.expect_download() as dl:
        page.click("#download")
    path = tmp_path / "scenario.yaml"
    dl.value.save_as(path)
    from arbiter.explain import explain_game
    from arbiter.scenario.runner import Runner

    out = Runner(path, catalog).run()
    bears_now = next(t for t in explain_game(out.game) if t["object"] == "Grizzly Bears")
    assert (bears_now["result"]["power"], bears_now["result"]["types"]) == \
        (2, ["Enchantment", "Creature"])


def test_limits_as_a_user_meets_them(page, lab) -> None:
    question = {"objects": [{"card": "Forest"}] * 41, "actions": []}
    code = base64.urlsafe_b64encode(json.dumps(question).encode()).decode().rstrip("=")
    page.goto(lab + "#q=" + code)
    page.wait_for_selector("#error:not([hidden])")
    assert "at most 40 objects" in page.inner_text("#error")
    page.goto(lab)
    add(page, "Grizzly Bea", "Grizzly Bears")
    page.fill("#act-text", "dance with the bears")
    page.click("#add-action-text")
    page.click("#solve")
    page.wait_for_selector("#error:not([hidden])")
    assert "unknown action 'dance'" in page.inner_text("#error")
