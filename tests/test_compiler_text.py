"""Preparing an Oracle line for the grammar (compiler/grammar/text.py): typography made
plain, so that the same template reads the same sentence however it is typed."""

from __future__ import annotations

from arbiter.compiler.grammar.text import normalize
from arbiter.compiler.lines import compile_text


def test_a_lower_case_then_after_a_period_is_the_usual_comma() -> None:
    """Sphinx Summoner's text in every source reads "put it into your hand. then shuffle.";
    no sentence starts in lower case, so it is the ", then shuffle" of 701.23 searches."""
    text = ("When this creature enters, you may search your library for an artifact creature "
            "card, reveal it, put it into your hand. then shuffle.")
    assert normalize(text, "Sphinx Summoner").endswith("into your hand, then shuffle.")
    usual = text.replace("hand. then", "hand, then")
    assert compile_text(text, "Sphinx Summoner") == compile_text(usual, "Sphinx Summoner")
    assert compile_text(usual, "Sphinx Summoner") is not None
