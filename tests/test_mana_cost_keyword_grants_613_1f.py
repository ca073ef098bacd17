"""613.1f: activated keywords given to cards in a graveyard at each card's own mana cost
("Each creature card in your graveyard has scavenge. The scavenge cost is equal to its mana
cost."; rules.mana_cost_keywords). Played with the real engine: Varolz, the Scar-Striped
(702.97a scavenge), Wire Surgeons (702.141a encore); 107.3: a card with {X} in its mana cost
gets an ability that stops the game if activated."""

from __future__ import annotations

from conftest import obj_id


def test_702_97a_varolz_scavenges_grizzly_bears_for_1g(solve) -> None:
    """Varolz: Grizzly Bears ({1}{G}, 2/2) in Alice's graveyard has scavenge {1}{G}; she
    scavenges it onto Varolz: the Bears are exiled and Varolz gets two +1/+1 counters."""
    out = solve("""
        name: varolz scavenge
        battlefield:
          - {card: "Varolz, the Scar-Striped", as: varolz}
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        actions:
          - {activate: {card: bears, ability: scavenge, targets: [varolz]}}
        expect:
          varolz: {power: 4, toughness: 4, counters: {+1/+1: 2}}
          bears: {zone: exile}
    """)
    assert out.passed, out.failures


def test_602_1_scavenge_offered_for_the_cards_own_cost(board) -> None:
    """With two Forests in the main phase, Grizzly Bears' scavenge {1}{G} is offered from
    Alice's graveyard; Craw Wurm's {4}{G}{G} is not (118.3: it can't be paid)."""
    game = board("""
        name: varolz offered
        turn: {number: 3, phase: precombat_main}
        battlefield:
          - {card: "Varolz, the Scar-Striped", as: varolz}
          - Forest
          - Forest
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Craw Wurm, as: wurm}]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    acts = [str(a) for a in game.legal_actions()]
    bears, wurm = obj_id(game, "bears"), obj_id(game, "wurm")
    assert f"activate Grizzly Bears#{bears}: Scavenge {{1}}{{G}}" in acts
    assert not any(a.startswith(f"activate Craw Wurm#{wurm}") for a in acts)


def test_613_1f_each_card_gets_its_own_mana_cost_and_x_stops(board) -> None:
    """Varolz: Grizzly Bears has "Scavenge {1}{G}", Craw Wurm "Scavenge {4}{G}{G}"; a card
    in Bob's graveyard gets nothing; Endless One ({X}) gets an unsupported ability naming
    its cost (107.3: X isn't announced for it). Wire Surgeons: Ornithopter ({0}) has
    "Encore {0}", Grizzly Bears (not an artifact) no encore."""
    game = board("""
        name: mana cost keywords
        battlefield:
          - {card: "Varolz, the Scar-Striped", controller: Alice}
          - {card: Wire Surgeons, controller: Alice}
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}, {card: Craw Wurm, as: wurm},
                            {card: Endless One, as: endless},
                            {card: Ornithopter, as: thopter}],
                    Bob: [{card: Grizzly Bears, as: theirs}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)

    def texts(alias: str, keyword: str) -> list[str]:
        return [k.text for k in game.chars(obj_id(game, alias)).keyword_abilities(keyword)]

    assert texts("bears", "scavenge") == ["Scavenge {1}{G}"]
    assert texts("wurm", "scavenge") == ["Scavenge {4}{G}{G}"]
    assert texts("theirs", "scavenge") == []
    assert texts("thopter", "encore") == ["Encore {0}"]
    assert texts("bears", "encore") == []
    unread = [a.ability.text for a in game.chars(obj_id(game, "endless")).abilities
              if type(a.ability).__name__ == "UnsupportedAbility"]
    assert unread == ["Scavenge {X} (X in the card's mana cost)"]
