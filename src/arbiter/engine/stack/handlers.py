"""608.2c: the one table from each instruction to the engine function that carries it out.

A resolving spell or ability follows its instructions in order (`engine.stack.resolve`);
each instruction's type is looked up here. A handler takes the `Resolution` and the
instruction, and lives in the module of the rule it carries out (701.14 fighting in
`engine.keyword_actions.fight`, 119 life in `engine.players.life`, ...), named `do_` and the
instruction's name. A new instruction is registered here (a `Custom` one by name in
`engine.stack.custom_handlers`) and nowhere else; an instruction
with no handler stops the game with an error naming it (principle 5), and
`tests/test_instruction_handlers.py` checks that every instruction class has one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.engine import (
    counters,
    counters_it_had,
    counters_moved,
    counters_remove_all,
    counters_remove_one,
    counters_up_to,
    energy_payments,
)
from arbiter.engine.casting import (
    cast_ban_this_turn,
    cast_copies,
    cast_exiled_free,
    cast_exiled_now,
    cast_from_graveyard_now,
    cast_from_hand_free,
    division,
    exile_until,
    flashback_until_end_of_turn,
    impulse,
    impulse_cards,
)
from arbiter.engine.combat import attacking_tokens, become_blocked, remove_from_combat
from arbiter.engine.keyword_actions import (
    adapt,
    airbend,
    amass,
    attach_to_opponent,
    attractions,
    blight,
    bolster,
    clash,
    cloak,
    coin_flip,
    coin_flip_until,
    collect_evidence,
    connive,
    convert,
    countering,
    designations,
    dice,
    discard,
    discard_hand,
    discard_or_else,
    discard_random,
    discard_unless,
    discover,
    double_counters,
    earthbend,
    endure,
    exchange,
    explore,
    face_down,
    fateseal,
    fight,
    flip,
    forage,
    harness,
    incubate,
    keep_chosen,
    keep_fewest,
    keep_one_per_power,
    learn,
    library,
    look_discard,
    manifest_dread,
    manifest_top,
    meld,
    mill_half,
    mill_picks,
    name_then_mill,
    named_discard,
    own_permanent_actions,
    planeswalk,
    player_searches,
    populate,
    proliferate,
    regenerate,
    return_transformed,
    ring_tempts,
    rooms,
    sacrifice,
    sacrifice_choice,
    sacrifice_or_else,
    sacrifice_up_to,
    schemes,
    search_cards,
    search_for_name,
    search_several,
    search_their_library,
    search_zones,
    shuffle_library,
    suspect,
    tap,
    tap_any_number,
    time_travel,
    transform,
    transform_choice,
    untap_up_to,
    venture,
    villainous_choice,
    vote,
)
from arbiter.engine.keywords import (
    ascend,
    aura_swap,
    backup,
    cascade,
    casualty,
    champion,
    cipher,
    class_levels,
    craft,
    cumulative_upkeep,
    day_night,
    enlist,
    epic,
    evolve,
    exploit,
    extort,
    fabricate,
    gift,
    graft,
    haunt,
    hideaway,
    myriad,
    ninjutsu,
    offspring,
    phasing,
    rebound,
    returning,
    ripple,
    saddle,
    solved,
    soulbond,
    space_sculptor,
    station,
    storm,
    suspend,
    transfigure,
)
from arbiter.engine.mana import lose_unspent, sources
from arbiter.engine.players import (
    exchange_life,
    initiative,
    life,
    life_lost_this_way,
    monarch,
    outcome,
)
from arbiter.engine.replacement import damage, excess_damage, shields
from arbiter.engine.stack import (
    ability_copy,
    attacking_opponents,
    chain_copies,
    choices,
    conditional,
    continuous_effects,
    control_groups,
    custom_handlers,
    damage_evenly,
    damage_per_target,
    dealt_this_way,
    different_powers,
    drain,
    each_deals_damage,
    each_own_count,
    each_unless_pays,
    if_you_dont,
    join_forces,
    pay_x,
    payments,
    player_chooses,
    player_gains_control,
    player_may_do,
    retarget,
    spell_copy,
)
from arbiter.engine.triggers import aura_return, delayed, next_upkeep, next_upkeep_player_draws
from arbiter.engine.turn import (
    extra_phases,
    extra_turns,
    land_ban,
    next_untap,
    player_untap_step,
    skip_next,
)
from arbiter.engine.zones import (
    all_to_library_bottom,
    attach_chosen_equipment,
    attach_to_named,
    chosen_token_kind,
    discarded_card,
    drawing,
    each_reveals_top,
    emblems,
    exile_face_down,
    exile_graveyard,
    exile_library,
    exile_top_cards,
    exiled_with_to_hand,
    graveyard_choices,
    graveyard_swap,
    hand_difference,
    hand_to_battlefield,
    hand_to_library,
    hand_top_swap,
    look_at_hidden,
    look_exile_one,
    opponent_chooses_one,
    piles,
    player_may_draw,
    random_return,
    return_attached_to_player,
    reveal_from_hand,
    reveal_hand,
    reveal_random,
    reveal_top_card,
    reveal_top_if,
    reveal_until,
    role_tokens,
    sacrificed_copies,
    several_tokens,
    shuffle_in_reveal,
    tempting_tokens,
    tokens,
    tokens_for_destroyed,
    top_of_graveyard,
    top_of_library,
    total_power_return,
    zone_changes,
)
from arbiter.rules import instructions as I
from arbiter.rules.instructions.hand_to_battlefield import PutCardFromHand
from arbiter.rules.sectors import InSectorOfChoice

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: A handler: carries out one instruction for a resolving spell or ability.
Handler = Callable[["Resolution", Any], None]
#: `Custom` instructions, by name (`engine.stack.custom_handlers`).
CUSTOM = custom_handlers.CUSTOM


def do_unsupported(r: Resolution, step: I.Unsupported) -> None:
    """Principle 5: text the engine can't carry out stops the game, naming the text."""
    r.unsupported(step.text)



HANDLERS: dict[type, Handler] = {
    # 119-122: life, drawing, damage, counters; 104: winning and losing
    I.Draw: drawing.do_draw,
    I.GainLife: life.do_gain_life,
    I.LoseLife: life.do_lose_life,
    I.LoseHalfLife: life.do_lose_half_life,
    life_lost_this_way.GainLifeLostThisWay: life_lost_this_way.do_gain_life_lost_this_way,  # 119.3
    I.DoubleLife: life.do_double_life,  # 701.10d
    I.FlipCoin: coin_flip.do_flip_coin,  # 705
    coin_flip_until.FlipUntilBothHeads: coin_flip_until.do_flip_until_both_heads,  # 705.2
    dice.RollDie: dice.do_roll_die,  # 706
    I.SetLife: life.do_set_life,
    I.NoteLifeTotal: life.do_note_life_total,
    I.DealDamage: damage.do_deal_damage,
    I.DamageToYou: damage.do_damage_to_you,
    I.PreventNextDamage: shields.do_prevent_next_damage,  # 615.7
    I.PreventNextFromSource: shields.do_prevent_next_from_source,  # 615.8, 609.7a
    I.RedirectNextDamage: shields.do_redirect_next_damage,  # 614.9
    I.ReplaceNextFromSource: shields.do_replace_next_from_source,  # 614.9, 609.7a
    I.PutCounters: counters.do_put_counters,
    counters_up_to.PutCountersUpTo: counters_up_to.do_put_counters_up_to,  # 122.6, 608.2d
    I.RemoveCounters: counters.do_remove_counters,
    I.GivePlayerCounters: counters.do_give_player_counters,
    energy_payments.PayAnyEnergy: energy_payments.do_pay_any_energy,  # 107.14, 118.12
    counters_remove_all.RemoveAllCounters: counters_remove_all.do_remove_all_counters,  # 122.1
    counters_remove_one.RemoveCounterOfChoice: counters_remove_one.do_remove_counter_of_choice,
    monarch.BecomeMonarch: monarch.do_become_monarch,  # 724.3
    initiative.TakeInitiative: initiative.do_take_initiative,  # 725.3
    I.WinGame: outcome.do_win_game,
    I.LoseGame: outcome.do_lose_game,
    # 106, 605: mana; 611: continuous effects
    I.AddMana: sources.do_add_mana,
    I.CreateEffect: continuous_effects.do_create_effect,
    # 400-406, 111, 114: zones, tokens, emblems
    I.Exile: zone_changes.do_exile,
    I.ExileUntilLeaves: zone_changes.do_exile_until_leaves,
    I.ReturnToHand: zone_changes.do_return_to_hand,
    I.ReturnToBattlefield: zone_changes.do_return_to_battlefield,
    I.ReturnSelfFromGraveyard: zone_changes.do_return_self_from_graveyard,
    I.ReturnChosen: zone_changes.do_return_chosen,
    I.PutFromHand: zone_changes.do_put_from_hand,
    I.LookAtTop: top_of_library.do_look_at_top,
    I.RevealTopMay: top_of_library.do_reveal_top_may,
    I.PutInLibrary: top_of_library.do_put_in_library,
    I.ExileTop: impulse.do_exile_top,
    I.CreateToken: tokens.do_create_token,
    I.CreateTokenCopy: tokens.do_create_token_copy,
    I.CreateEmblem: emblems.do_create_emblem,
    attacking_tokens.CreateAttackingTokens: attacking_tokens.do_create_attacking_tokens,
    # 701: keyword actions
    I.CounterTarget: countering.do_counter_target,
    I.Destroy: regenerate.do_destroy,
    I.Regenerate: regenerate.do_regenerate,
    I.Discard: discard.do_discard,
    I.DiscardChosen: discard.do_discard_chosen,
    I.RevealChooseDiscard: discard.do_reveal_choose_discard,
    discard_hand.DiscardHand: discard_hand.do_discard_hand,
    discard_hand.DiscardHandThenDraw: discard_hand.do_discard_hand_then_draw,  # 701.9a, 121.1
    discard_hand.RevealDiscardAll: discard_hand.do_reveal_discard_all,  # 701.20a, 701.9a
    discard_random.DiscardAtRandom: discard_random.do_discard_at_random,  # 701.9b
    discard_unless.DiscardUnless: discard_unless.do_discard_unless,  # 701.9b
    named_discard.NameThenDiscardAll: named_discard.do_name_then_discard_all,  # 201.4
    search_for_name.SearchForName: search_for_name.do_search_for_name,  # 701.23b, 201.2a
    cast_exiled_now.MayCastNow: cast_exiled_now.do_may_cast_now,  # 608.2g
    cast_from_graveyard_now.MayCastFromGraveyardNow:  # 608.2g, 118.9, 614.1a
        cast_from_graveyard_now.do_may_cast_from_graveyard_now,
    flashback_until_end_of_turn.GraveyardCardsGain:  # 702.34a, 611.2c
        flashback_until_end_of_turn.do_graveyard_cards_gain,
    cast_from_hand_free.MayCastFromHandFree: cast_from_hand_free.do_may_cast_from_hand_free,
    cast_exiled_free.ExileTopCastFree: cast_exiled_free.do_exile_top_cast_free,  # 118.9
    impulse_cards.ExileTopMayPlay: impulse_cards.do_exile_top_may_play,  # 601.3
    next_untap.DoesntUntapYourNext: next_untap.do_doesnt_untap_your_next,  # 502.3, 611.2a
    remove_from_combat.RemoveFromCombat: remove_from_combat.do_remove_from_combat,  # 506.4
    become_blocked.BecomeBlocked: become_blocked.do_become_blocked,  # 509.1h
    exchange.ExchangeControl: exchange.do_exchange_control,
    I.Fight: fight.do_fight,
    I.Mill: library.do_mill,
    I.Scry: library.do_scry,
    I.Surveil: library.do_surveil,
    I.SearchLibrary: library.do_search_library,
    I.EachSearches: library.do_each_searches,
    search_cards.SearchUpTo: search_cards.do_search_up_to,  # 701.23b
    search_cards.SearchToTop: search_cards.do_search_to_top,  # 701.23d
    search_cards.SearchSplit: search_cards.do_search_split,  # 701.23b
    search_several.SearchEach: search_several.do_search_each,  # 701.23h
    search_several.SearchSharing: search_several.do_search_sharing,  # 701.23b
    search_zones.SearchZones: search_zones.do_search_zones,  # 701.23b
    search_their_library.SearchTheirLibrary:  # 701.23
        search_their_library.do_search_their_library,
    manifest_top.FaceDownTop: manifest_top.do_face_down_top,  # 701.40e
    exile_top_cards.ExileTopCards: exile_top_cards.do_exile_top_cards,  # 406, 401
    shuffle_library.ShuffleLibrary: shuffle_library.do_shuffle_library,  # 701.24a
    player_searches.PlayerSearches: player_searches.do_player_searches,  # 701.23
    hand_to_library.HandToLibrary: hand_to_library.do_hand_to_library,  # 401.4
    PutCardFromHand: hand_to_battlefield.do_put_card_from_hand,  # 608.2d
    extra_turns.TakeExtraTurn: extra_turns.do_take_extra_turn,  # 500.7
    skip_next.SkipNextStep: skip_next.do_skip_next_step,  # 614.10
    extra_phases.AdditionalPhases: extra_phases.do_additional_phases,  # 500.8
    exile_graveyard.ExileGraveyard: exile_graveyard.do_exile_graveyard,  # 406.1
    exile_library.ExileLibrary: exile_library.do_exile_library,  # 406, 401
    look_at_hidden.LookAtTopOf: look_at_hidden.do_look_at_top_of,  # 701.20e
    look_at_hidden.LookAtHand: look_at_hidden.do_look_at_hand,  # 701.20e
    look_discard.LookChooseDiscard: look_discard.do_look_choose_discard,  # 701.20e, 701.9b
    reveal_top_card.RevealTopPut: reveal_top_card.do_reveal_top_put,  # 701.20a
    reveal_top_if.RevealTopIf: reveal_top_if.do_reveal_top_if,  # 701.20a, 608.2c
    each_reveals_top.EachRevealsTop: each_reveals_top.do_each_reveals_top,  # 701.20a
    all_to_library_bottom.PutAllOnBottom: all_to_library_bottom.do_put_all_on_bottom,  # 401.4
    name_then_mill.NameThenMill: name_then_mill.do_name_then_mill,  # 201.4, 701.17
    reveal_hand.RevealHand: reveal_hand.do_reveal_hand,  # 701.20a
    reveal_random.RevealAtRandom: reveal_random.do_reveal_at_random,  # 701.20a
    mill_picks.MillPicks: mill_picks.do_mill_picks,  # 701.17a, 701.17c
    mill_half.MillHalf: mill_half.do_mill_half,  # 701.17a, 107.1a
    reveal_from_hand.RevealAnyNumber: reveal_from_hand.do_reveal_any_number,  # 701.20a
    piles.RevealPiles: piles.do_reveal_piles,  # 700.3
    opponent_chooses_one.OpponentChoosesOne:  # 608.2b, 608.2d
        opponent_chooses_one.do_opponent_chooses_one,
    hand_top_swap.HandTopSwap: hand_top_swap.do_hand_top_swap,  # 406.3, 401.4
    reveal_until.RevealUntil: reveal_until.do_reveal_until,  # 701.20a
    exile_until.ExileUntil: exile_until.do_exile_until,  # 406.3, 608.2g
    graveyard_choices.PutFromGraveyards: graveyard_choices.do_put_from_graveyards,  # 608.2d
    sacrificed_copies.CopySacrificed: sacrificed_copies.do_copy_sacrificed,  # 707.2, 608.2h
    random_return.ReturnAtRandom: random_return.do_return_at_random,  # 608.2d
    top_of_graveyard.ReturnTopOfGraveyard: top_of_graveyard.do_return_top_of_graveyard,  # 404.2
    return_attached_to_player.ReturnAttachedToPlayer:
        return_attached_to_player.do_return_attached_to_player,  # 303.4f
    total_power_return.ReturnWithTotalPower:
        total_power_return.do_return_with_total_power,  # 608.2d
    several_tokens.CreateSeveralTokens: several_tokens.do_create_several_tokens,  # 111.2
    hand_difference.DrawHandDifference: hand_difference.do_draw_hand_difference,  # 608.2d
    graveyard_swap.ExileSacrificeReturn: graveyard_swap.do_exile_sacrifice_return,  # 701.21a
    keep_fewest.KeepFewest: keep_fewest.do_keep_fewest,  # 101.4, 701.21a
    keep_chosen.KeepChosen: keep_chosen.do_keep_chosen,  # 101.4, 701.21a
    counters_moved.MoveCountersFromSource: counters_moved.do_move_counters_from_source,  # 122.5
    counters_moved.MoveCounter: counters_moved.do_move_counter,  # 122.5
    counters_it_had.PutCountersItHad: counters_it_had.do_put_counters_it_had,  # 603.10a
    attach_to_named.AttachSelfTo: attach_to_named.do_attach_self_to,  # 701.3a
    role_tokens.CreateAttachedToken: role_tokens.do_create_attached_token,  # 111.2, 303.4i
    tempting_tokens.OpponentsMayCreate: tempting_tokens.do_opponents_may_create,  # 111.2
    chosen_token_kind.CreateChosenToken: chosen_token_kind.do_create_chosen_token,  # 111.10
    attach_chosen_equipment.AttachChosenEquipment:
        attach_chosen_equipment.do_attach_chosen_equipment,  # 701.3a
    tokens_for_destroyed.ControllersCreateForEach:
        tokens_for_destroyed.do_controllers_create_for_each,  # 701.8, 111.2
    keep_one_per_power.KeepOnePerPower: keep_one_per_power.do_keep_one_per_power,  # 701.8
    different_powers.ChooseDifferentPowers: different_powers.do_choose_different_powers,
    shuffle_in_reveal.ShuffleInRevealTop: shuffle_in_reveal.do_shuffle_in_reveal_top,  # 701.24a
    I.ShuffleInto: library.do_shuffle_into,
    I.ShuffleIntoLibrary: library.do_shuffle_into_library,
    I.Sacrifice: sacrifice.do_sacrifice,
    sacrifice_choice.SacrificeChosen: sacrifice_choice.do_sacrifice_chosen,  # 701.21a
    sacrifice_up_to.SacrificeUpTo: sacrifice_up_to.do_sacrifice_up_to,  # 701.21a, 603.12
    attach_to_opponent.AttachToOpponent: attach_to_opponent.do_attach_to_opponent,  # 701.3
    sacrifice_or_else.IfCouldntSacrifice: sacrifice_or_else.do_if_couldnt_sacrifice,  # 701.21a
    discard_or_else.DiscardOrElse: discard_or_else.do_discard_or_else,  # 701.9a, 608.2c
    own_permanent_actions.ActOnChosenOwn:  # 608.2d, 101.4
        own_permanent_actions.do_act_on_chosen_own,
    I.Tap: tap.do_tap,
    I.Untap: tap.do_untap,
    I.TapOrUntap: tap.do_tap_or_untap,
    I.Transform: transform.do_transform,
    flip.Flip: flip.do_flip,  # 710.2
    return_transformed.ExileAndReturnTransformed:
        return_transformed.do_exile_and_return_transformed,  # 712.14a
    transform_choice.TransformAnyNumber: transform_choice.do_transform_any_number,
    I.Proliferate: proliferate.do_proliferate,
    designations.Become: designations.do_become,
    I.UnlockDoor: rooms.do_unlock_door,  # 709.5f-g
    ring_tempts.RingTempts: ring_tempts.do_ring_tempts,  # 701.54a
    haunt.ExileHaunting: haunt.do_exile_haunting,  # 702.55a
    craft.ReturnCrafted: craft.do_return_crafted,  # 702.167a
    epic.CopyEpicSpell: epic.do_copy_epic_spell,  # 702.50a
    I.DoubleCounters: double_counters.do_double_counters,  # 701.10e
    I.Explore: explore.do_explore,
    cloak.ExileAndCloak: cloak.do_exile_and_cloak,
    I.TurnFaceUp: face_down.do_turn_face_up,
    I.TurnFaceDown: face_down.do_turn_face_down,
    # 702, 730: keyword abilities; day and night
    I.PhaseOut: phasing.do_phase_out,
    returning.ReturnWithCounter: returning.do_return_with_counter,  # 702.79a, 702.93a
    evolve.Evolve: evolve.do_evolve,  # 702.100a
    class_levels.BecomeLevel: class_levels.do_become_level,  # 716.2a
    ascend.GetCitysBlessing: ascend.do_get_citys_blessing,  # 702.131a
    station.Station: station.do_station,  # 702.184a
    saddle.BecomeSaddled: saddle.do_become_saddled,  # 702.171a
    exploit.Exploit: exploit.do_exploit,  # 702.110a
    fabricate.Fabricate: fabricate.do_fabricate,  # 702.123a
    graft.MoveCounterToEntered: graft.do_move_counter_to_entered,  # 702.58a, 122.5
    adapt.Adapt: adapt.do_adapt,  # 701.46a
    bolster.Bolster: bolster.do_bolster,  # 701.39a
    populate.Populate: populate.do_populate,  # 701.36a
    amass.Amass: amass.do_amass,  # 701.47a
    connive.Connive: connive.do_connive,  # 701.50a
    manifest_dread.ManifestDread: manifest_dread.do_manifest_dread,  # 701.62a
    forage.Forage: forage.do_forage,  # 701.61a
    learn.Learn: learn.do_learn,  # 701.48a
    InSectorOfChoice: space_sculptor.do_in_sector_of_choice,  # 702.158d
    venture.Venture: venture.do_venture,  # 701.49a-d
    attractions.OpenAttraction: attractions.do_open_attraction,  # 701.51
    attractions.RollToVisit: attractions.do_roll_to_visit,  # 701.52
    schemes.AbandonScheme: schemes.do_abandon_scheme,  # 701.33
    planeswalk.Planeswalk: planeswalk.do_planeswalk,  # 701.31
    planeswalk.ChaosEnsues: planeswalk.do_chaos_ensues,  # 311.7
    endure.Endure: endure.do_endure,  # 701.63a
    discover.Discover: discover.do_discover,  # 701.57a
    clash.ClashWithOpponent: clash.do_clash_with_opponent,  # 701.30b
    earthbend.Earthbend: earthbend.do_earthbend,  # 701.66a
    blight.Blight: blight.do_blight,  # 701.68a
    fateseal.Fateseal: fateseal.do_fateseal,  # 701.29a
    time_travel.TimeTravel: time_travel.do_time_travel,  # 701.56a
    airbend.Airbend: airbend.do_airbend,  # 701.65a
    collect_evidence.CollectEvidence: collect_evidence.do_collect_evidence,  # 701.59a
    suspect.Suspect: suspect.do_suspect,  # 701.60a
    suspect.NoLongerSuspected: suspect.do_no_longer_suspected,  # 701.60a
    solved.BecomeSolved: solved.do_become_solved,  # 719.3a
    gift.GiveGift: gift.do_give_gift,  # 702.174b
    incubate.Incubate: incubate.do_incubate,  # 701.53a
    harness.HarnessSelf: harness.do_harness_self,  # 701.64a
    convert.Convert: convert.do_convert,  # 701.28a
    meld.Meld: meld.do_meld,  # 701.42a
    villainous_choice.VillainousChoice: villainous_choice.do_villainous_choice,  # 701.55a
    vote.VoteForWord: vote.do_vote_for_word,  # 701.38a
    vote.VoteForObject: vote.do_vote_for_object,  # 701.38a
    vote.VoteCount: vote.do_vote_count,  # 701.38a, 608.2c
    untap_up_to.UntapUpTo: untap_up_to.do_untap_up_to,  # 701.26b
    tap_any_number.TapAnyNumber: tap_any_number.do_tap_any_number,  # 701.26a
    soulbond.Pair: soulbond.do_pair,
    myriad.MyriadCopies: myriad.do_myriad_copies,  # 702.116a
    enlist.EnlistBonus: enlist.do_enlist_bonus,  # 702.154a
    backup.GainBackupAbilities: backup.do_gain_backup_abilities,  # 702.165a
    casualty.CasualtyCopy: casualty.do_casualty_copy,  # 702.153a
    offspring.OffspringCopy: offspring.do_offspring_copy,  # 702.175a
    storm.CopyForEach: storm.do_copy_for_each,  # 702.40a, 702.69a
    cascade.Cascade: cascade.do_cascade,  # 702.85a
    rebound.CastRebounded: rebound.do_cast_rebounded,  # 702.88a
    ripple.Ripple: ripple.do_ripple,  # 702.60a
    cipher.CastEncodedCopy: cipher.do_cast_encoded_copy,  # 702.99a
    extort.DrainEachOpponent: extort.do_drain_each_opponent,  # 702.101a
    champion.ChampionExile: champion.do_champion_exile,  # 702.72a
    champion.ReturnChampioned: champion.do_return_championed,  # 702.72a-b
    hideaway.Hideaway: hideaway.do_hideaway,  # 702.75a
    hideaway.PlayExiled: hideaway.do_play_exiled,  # 607.2a, 118.9, 305.2
    transfigure.Transfigure: transfigure.do_transfigure,  # 702.71a
    aura_swap.AuraSwap: aura_swap.do_aura_swap,  # 702.65a
    ninjutsu.PutOntoBattlefieldAttacking: ninjutsu.do_put_onto_battlefield_attacking,
    I.SetDayNight: day_night.do_set_day_night,
    # 115, 707.10: the stack
    I.ChangeTarget: retarget.do_change_target,
    I.DealDamageDivided: division.do_deal_damage_divided,  # 601.2d
    I.DealDamageEvenly: damage_evenly.do_deal_damage_evenly,  # 608.2b, 107.1a
    join_forces.JoinForces: join_forces.do_join_forces,  # 207.2c, 118.3
    each_unless_pays.EachUnlessPays: each_unless_pays.do_each_unless_pays,  # 118.12, 101.4
    each_own_count.EachOwnCount: each_own_count.do_each_own_count,  # 107.1, 101.4
    land_ban.CantPlayLandsThisTurn: land_ban.do_cant_play_lands_this_turn,  # 101.2, 611.2a
    cast_ban_this_turn.CantCastThisTurn: cast_ban_this_turn.do_cant_cast_this_turn,  # 101.2
    dealt_this_way.EffectOnDealtThisWay: dealt_this_way.do_effect_on_dealt_this_way,  # 611.2c
    damage_per_target.DealDamageToSlots: damage_per_target.do_deal_damage_to_slots,  # 120.4
    each_deals_damage.EachDealsDamage: each_deals_damage.do_each_deals_damage,  # 120.4
    lose_unspent.LoseUnspentMana: lose_unspent.do_lose_unspent_mana,  # 106.4
    excess_damage.ExcessToController: excess_damage.do_excess_to_controller,  # 120.4a
    player_untap_step.DoesntUntapInPlayersNextUntap:  # 502.3, 611.2a
        player_untap_step.do_doesnt_untap_in_players_next_untap,
    I.DistributeCounters: division.do_distribute_counters,  # 601.2d
    I.PreventNextDivided: division.do_prevent_next_divided,  # 615.7, 601.2d
    I.CopySpell: spell_copy.do_copy_spell,
    I.CopyAbility: ability_copy.do_copy_ability,
    I.MayCopyThisSpell: chain_copies.do_may_copy_this_spell,  # 707.10
    # 608.2c-d: choices, and instructions that follow on from what happened
    I.ChooseTargets: choices.do_choose_targets,
    I.Choose: choices.do_choose,
    I.ChooseObject: choices.do_choose_object,
    player_chooses.PlayerChoosesOwn: player_chooses.do_player_chooses_own,  # 608.2d, 101.4
    control_groups.GainControlOfAll: control_groups.do_gain_control_of_all,  # 613.1b
    player_gains_control.PlayerGainsControl:
        player_gains_control.do_player_gains_control,  # 613.1b
    exchange_life.ExchangeLifeTotals: exchange_life.do_exchange_life_totals,  # 701.12c
    I.EachChosen: choices.do_each_chosen,  # 601.2c
    I.If: conditional.do_if,
    I.IfDid: conditional.do_if_did,
    if_you_dont.IfDidNot: if_you_dont.do_if_did_not,  # 118.12
    I.MayDo: conditional.do_may_do,
    player_may_do.PlayerMayDo: player_may_do.do_player_may_do,  # 608.2d
    attacking_opponents.AttackingOpponentsDoTheSame:  # 608.2c, 506.2
        attacking_opponents.do_attacking_opponents_do_the_same,
    I.WhenYouDo: conditional.do_when_you_do,
    I.ExileCounting: conditional.do_exile_counting,
    I.MayPay: payments.do_may_pay,
    I.MayPayLife: payments.do_may_pay_life,
    pay_x.MayPayX: pay_x.do_may_pay_x,  # 118.12, 107.3f
    drain.DrainDamage: drain.do_drain_damage,  # 120.3, 119.1
    cumulative_upkeep.PayForEachAgeCounter: cumulative_upkeep.do_pay_for_each_age_counter,
    suspend.PlayWithoutPayingManaCost: suspend.do_play_without_paying_mana_cost,  # 702.62a
    suspend.ExileWithTimeCounters: suspend.do_exile_with_time_counters,  # 702.62b
    # 603.7: delayed triggered abilities; 603.6e: an Aura returning
    I.DelayedTrigger: delayed.do_delayed_trigger,
    I.CreateDelayedTrigger: delayed.do_create_delayed_trigger,
    I.DrawAtNextUpkeep: next_upkeep.do_draw_at_next_upkeep,  # 603.7
    next_upkeep_player_draws.PlayerMayDrawAtNextUpkeep:  # 603.7, 603.7d
        next_upkeep_player_draws.do_player_may_draw_at_next_upkeep,
    next_upkeep_player_draws.MayDrawUpTo: next_upkeep_player_draws.do_may_draw_up_to,  # 121.2
    player_may_draw.PlayerMayDraw: player_may_draw.do_player_may_draw,  # 121.1, 608.2d
    discarded_card.ExileFromGraveyard: discarded_card.do_exile_from_graveyard,  # 400.7e
    exile_face_down.ExileTopFaceDown: exile_face_down.do_exile_top_face_down,  # 406.3
    cast_copies.CastCopies: cast_copies.do_cast_copies,  # 707.12, 608.2g
    look_exile_one.LookExileOneFaceDown:  # 701.20e, 406.3
        look_exile_one.do_look_exile_one_face_down,
    exiled_with_to_hand.PutExiledWithIntoHand:
        exiled_with_to_hand.do_put_exiled_with_into_hand,  # 607.2a
    aura_return.ReturnAuraFromGraveyard: aura_return.do_return_aura_from_graveyard,
    # the rest
    I.Custom: custom_handlers.do_custom,
    I.Unsupported: do_unsupported,
}
