"""207.2d, 700.2: a mode of a modal triggered or activated ability may open with a flavor
word ("• Smash the Chest — Destroy target artifact."). It has no rules meaning: the mode is
its effect, chosen as the ability is put on the stack (700.2b, 603.3c)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line


def _barbarian_enters(solve, mode: int, extra: str = ""):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: Plundering Barbarian enters
        battlefield:
          - {{card: Bear Cub, as: cub}}{extra}
        actions:
          - enter: {{card: Plundering Barbarian, as: barbarian}}
            choices: {{mode: {mode}}}
    """).game


def test_207_2d_smash_the_chest_destroys_the_artifact(solve) -> None:
    game = _barbarian_enters(
        solve, 1, "\n          - {card: Jayemdae Tome, controller: Bob, as: tome}")
    tome = next(o for o in game.state.objects.values()
                if o.alias == "tome" and not o.zone.startswith("left:"))
    assert tome.zone == "graveyard" and tome.owner == 1


def test_207_2d_pry_it_open_creates_a_treasure(solve) -> None:
    game = _barbarian_enters(solve, 2)
    treasures = [o for o in game.state.objects.values() if o.zone == "battlefield"
                 and "Treasure" in game.chars(o.id).subtypes]
    assert len(treasures) == 1 and treasures[0].controller == 0


def test_700_2_each_mode_keeps_its_flavor_word_in_its_text() -> None:
    (ability,) = compile_line("When this creature enters, choose one —\n"
                              "• Smash the Chest — Destroy target artifact.\n"
                              "• Pry It Open — Create a Treasure token.", "Plundering Barbarian")
    assert [m.text for m in ability.mode_options] == [
        "Smash the Chest — Destroy target artifact.", "Pry It Open — Create a Treasure token."]
    assert len(ability.mode_options[0].targets) == 1 and not ability.mode_options[1].targets


def test_207_2d_a_modal_activated_ability_s_modes_drop_their_flavor_words() -> None:
    (ability,) = compile_line("{T}: Choose one —\n• Big Dig — Draw a card.\n"
                              "• Small Dig — You gain 2 life.", "Test Shovel")
    assert [type(m.instructions[0]).__name__ for m in ability.mode_options] == [
        "Draw", "GainLife"]
