"""106.1b / 605.3b: the mana a {T} mana ability offers is read for each permanent and each
time a player could activate it (117.1), even where several permanents share one printed
ability: a chosen color (614.12) is each permanent's own, and "for each" counts the game
as it is now. A fixed "{T}: Add {G}." offers the same mana everywhere."""

from __future__ import annotations


def _untap_all(game) -> None:
    for o in game.state.objects.values():
        o.tapped = False  # as if their controller's untap step had come (Coldsteel Heart
    game.state.touch()  # enters tapped)


def _mana_labels(game, name: str) -> list[str]:
    return sorted(str(a) for a in game.legal_actions() if str(a).startswith(f"tap {name}#"))


def test_106_1b_two_coldsteel_hearts_each_offer_their_own_chosen_color(board) -> None:
    game = board("""
        name: two hearts
        battlefield: [{card: Coldsteel Heart, choices: {color: red}},
                      {card: Coldsteel Heart, choices: {color: blue}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    _untap_all(game)
    labels = _mana_labels(game, "Coldsteel Heart")
    assert len(labels) == 2
    assert sorted(label.rsplit(" for ", 1)[1] for label in labels) == ["{R}", "{U}"]


def test_605_3b_gaeas_cradle_counts_the_creatures_of_each_game(board) -> None:
    """The same printed "Add {G} for each creature you control." in two games: one
    creature, then three."""
    one = board("""
        name: cradle with one creature
        battlefield: [Gaea's Cradle, Grizzly Bears]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert [label.rsplit(" for ", 1)[1] for label in _mana_labels(one, "Gaea's Cradle")] \
        == ["{G}"]
    three = board("""
        name: cradle with three creatures
        battlefield: [Gaea's Cradle, Grizzly Bears, Grizzly Bears, Savannah Lions]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert [label.rsplit(" for ", 1)[1] for label in _mana_labels(three, "Gaea's Cradle")] \
        == ["{G}{G}{G}"]


def test_106_1_forests_offer_green_in_every_game(board) -> None:
    for n in (1, 2):
        game = board(f"""
            name: forests {n}
            battlefield: [{", ".join(["Forest"] * n)}]
            library: {{Alice: [Plains], Bob: [Plains]}}
        """)
        labels = _mana_labels(game, "Forest")
        assert len(labels) == n and all(label.endswith(" for {G}") for label in labels)
