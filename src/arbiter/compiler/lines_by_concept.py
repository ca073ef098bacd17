"""Whole-line templates kept in modules by concept, offered to `compiler.lines` as one
alternative tried first (each is a complete line ending in "."):

    ~ costs {N} less to cast if ... / for each ...     (`compiler.costs.spell_costs`, 601.2f)
    <spells> you cast from your graveyard cost {N} less to cast.   (the same)
    You may <costs> rather than pay ~'s mana cost.      (`compiler.costs.alternative_costs`, 118.9)
    Spend only black mana on X.                         (`compiler.costs.x_spending`, 601.2g-h)
    A deck can have any number of cards named <name>. / ~ can be your commander.
                                                        (`compiler.statics.deck_rules`)
    Cast ~ only during combat. / ... only if <condition>.  (`compiler.costs.cast_restrictions`,
                                                        601.3)
    You may cast [sorcery] spells as though they had flash.  (`compiler.statics.
                                                        flash_permission`, 702.8a)
    You may cast ~ as though it had flash if you pay {2} more to cast it.
                                                        (`compiler.costs.flash_cost`, 601.3c)
    You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have
    been cast, ... sacrifices it at the beginning of the next cleanup step.
                                                        (`compiler.costs.flash_sacrifice`)
    Sliver spells you cast have cascade.                (`compiler.statics.cast_trigger_grants`)
    As an additional cost to cast ~, discard X cards / pay X life.  (`compiler.costs.x_costs`)
    As an additional cost to cast ~, you may exile any number of <cards> from your graveyard.
    ~ costs {N} less to cast for each card exiled this way.  (`compiler.costs.exile_any_number`)
    Choose three. You may choose the same mode more than once.
                                                        (`compiler.effects.repeatable_modes`)
    [~ | <spells>] can't be countered.                  (`compiler.statics.uncounterable`, 701.6a)
    ~ enters with your choice of a <kind> counter or ... (`compiler.replacements.enters_choice`,
    614.1c) Prevent all [combat] damage that would be dealt by <~ | enchanted creature>. (615.1,
                                                        `compiler.statics.prevention`)
    Activated abilities of sources with the chosen name can't be activated unless they're
    mana abilities.                                     (`compiler.statics.named_bans`, 602.5)
    <objects> can't be the targets of spells or abilities.  (`compiler.statics.untargetable`, 115.1)
    If a spell would deal damage to ..., prevent that damage / ... plus N instead.
                                                        (`compiler.statics.spell_damage`, 615.1,
                                                        614.1a)
    If a spell or ability an opponent controls causes you to discard ~, put it onto the
    battlefield instead ...                             (`compiler.replacements.discard`, 614.1a)
    As long as you control exactly one creature, that creature gets ...
                                                        (`compiler.statics.lone_creature`)
    ~ is all colors. This ability doesn't affect its color identity.  (`compiler.statics.cda`)
    During your turn, ~'s power and toughness are each equal to ... During turns other than
    yours, ~'s power and toughness are each 2.          (`compiler.statics.turn_pt`, 613.4b)
    ~ gets +X/+Y, where X is the exiled card's power ...  (`compiler.linked`, 607.2a)
    As long as ~ is paired with another creature, both creatures have ...
                                                        (`compiler.statics.soulbond`, 702.95b)
    You may have ~ enter as a copy of <objects>, except it's 7/7 / it has <abilities> ...
                                                        (`compiler.replacements.copy_exceptions`,
                                                        707.9b)
    You may exert ~ as it attacks. When you do, <effects>.  (`compiler.triggers.exert`, 701.43d)
    Enchanted creature has protection from <quality>. This effect doesn't remove ~.
                                                        (`compiler.statics.protection_auras`,
                                                        702.16n)
    If ~ was kicked, it enters with N <kind> counters on it.
                                                        (`compiler.replacements.paid_counters`,
                                                        614.1c, 702.33d)
    I, II — <effects>                                   (`compiler.triggers.chapters`, 714.2)
    You may choose not to untap ~ during your untap step.  (`compiler.statics.untap_choice`,
                                                        502.3)
    You may spend white mana as though it were red mana.  (`compiler.statics.spend_as_though`,
                                                        609.4b)
    ~ enters tapped. As it enters, choose a color [other than red].
                                                        (`compiler.replacements.
                                                        tapped_choose_color`, 614.1c, 614.12)
    [If <condition>,] damage that would reduce your life total to less than N reduces it
    to N instead.                                       (`compiler.replacements.life_floor`)
    [Combat] damage [that would be dealt by <objects>] can't be prevented.
                                                        (`compiler.statics.unpreventable`)
    [As long as <condition>,] all damage that would be dealt to you ... is dealt to ~
    instead.                                            (`compiler.replacements.redirection`)
    If damage would be dealt to ~, prevent that damage and remove ... counters from it.
                                                        (`compiler.replacements.self_prevention`)
    Untap all permanents you control during each other player's untap step. / You draw a
    card during each opponent's draw step.              (`compiler.statics.during_others_steps`,
                                                        502.3, 504.1)
    If your life total would be reduced to 0 or less, instead transform ~ and your life
    total becomes 3. Then ...                           (`compiler.replacements.life_to_zero`)
    You may cast ~ from your graveyard [or from exile] [as long as <condition>].
                                                        (`compiler.statics.cast_from_zones`,
                                                        601.3, 113.6f)
    You may cast ~ as though it had flash if <condition>.  (`compiler.statics.
                                                        conditional_flash`, 601.3d)
    <objects> have all activated abilities of <objects>.  (`compiler.statics.all_activated`,
                                                        613.1f)
    Spells your opponents cast that target ~ cost {2} more to cast.
                                                        (`compiler.costs.targeted_cost_changes`,
                                                        601.2f, 601.2c)
    The first creature spell you cast each turn costs {2} less to cast.
                                                        (`compiler.costs.nth_spell_costs`, 601.2f)
    If a permanent entering causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time.  (`compiler.statics.
                                                        additional_triggers`, 603.2d)
    If a source would deal damage to you, prevent 1 of that damage.
                                                        (`compiler.statics.prevent_some`, 615.7)
    If a source you control would deal damage to a permanent or player, it deals double
    that damage to that permanent or player instead.  (`compiler.statics.damage_increase`,
                                                        614.1a)
    Your opponents play with their hands revealed.      (`compiler.statics.revealed_hands`,
                                                        402.3)
    Creatures entering don't cause abilities to trigger.  (`compiler.statics.
                                                        entering_trigger_bans`, 603.2)
    If a player would begin an extra turn, that player skips that turn instead.
                                                        (`compiler.statics.extra_turn_skips`,
                                                        614.10)
    You may reveal ~ from your opening hand. If you do, at the beginning of the first upkeep,
    <effects>.                                          (`compiler.statics.opening_hand_reveal`,
                                                        103.6b, 603.7g)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.alternative_costs import ALTERNATIVE_COST_LINE
from arbiter.compiler.costs.cast_restrictions import CAST_ONLY_LINE
from arbiter.compiler.costs.each_spell_costs import EACH_SPELL_COST_LINE
from arbiter.compiler.costs.exile_any_number import EXILE_ANY_NUMBER_LINE
from arbiter.compiler.costs.flash_cost import FLASH_FOR_COST_LINE
from arbiter.compiler.costs.flash_sacrifice import FLASH_THEN_SACRIFICE_LINE
from arbiter.compiler.costs.nth_spell_costs import NTH_SPELL_COST_LINE
from arbiter.compiler.costs.spell_costs import CAST_FROM_COST_LINE, SELF_COST_LINE
from arbiter.compiler.costs.targeted_activation_costs import TARGETED_ACTIVATION_LINE
from arbiter.compiler.costs.targeted_cost_changes import TARGETED_COST_LINE
from arbiter.compiler.costs.x_costs import X_COST_LINE
from arbiter.compiler.costs.x_spending import X_SPENDING_LINE
from arbiter.compiler.effects.conditional_modes import MORE_MODES_LINE
from arbiter.compiler.effects.noted_life import NOTE_AS_ENTERS_LINE
from arbiter.compiler.effects.repeatable_modes import REPEATABLE_MODES_LINE
from arbiter.compiler.linked import LINKED_PT_LINE
from arbiter.compiler.replacements.as_transforms_copy import AS_TRANSFORMS_COPY_LINE
from arbiter.compiler.replacements.copy_exceptions import COPY_EXCEPTIONS_LINE
from arbiter.compiler.replacements.counter_amounts import COUNTER_AMOUNT_LINE
from arbiter.compiler.replacements.discard import DISCARD_REPLACEMENT_LINE
from arbiter.compiler.replacements.discard_to_library import DISCARD_TO_LIBRARY_LINE
from arbiter.compiler.replacements.draw_instead import DRAW_INSTEAD_LINE
from arbiter.compiler.replacements.draw_step_skip import DRAW_STEP_SKIP_LINE
from arbiter.compiler.replacements.empty_library_draw import EMPTY_LIBRARY_DRAW_LINE
from arbiter.compiler.replacements.enter_exile import ENTER_EXILE_LINE
from arbiter.compiler.replacements.entering_costs import ENTERING_COST_LINE
from arbiter.compiler.replacements.enters_choice import ENTERS_WITH_CHOICE
from arbiter.compiler.replacements.enters_tapped_with_counters import (
    ENTERS_TAPPED_WITH_COUNTERS,
)
from arbiter.compiler.replacements.escapes_with import ESCAPES_WITH_LINE
from arbiter.compiler.replacements.life_floor import LIFE_FLOOR_LINE
from arbiter.compiler.replacements.life_gain import LIFE_GAIN_LINE
from arbiter.compiler.replacements.life_to_zero import LIFE_TO_ZERO_LINE
from arbiter.compiler.replacements.mana_spent_counters import MANA_SPENT_COUNTERS_LINE
from arbiter.compiler.replacements.paid_counters import PAID_COUNTERS_LINE
from arbiter.compiler.replacements.pay_life_or_tapped import PAY_LIFE_OR_TAPPED
from arbiter.compiler.replacements.redirection import REDIRECTION_LINE
from arbiter.compiler.replacements.reveal_or_tapped import REVEAL_OR_TAPPED_LINE
from arbiter.compiler.replacements.search_top import SEARCH_TOP_LINE
from arbiter.compiler.replacements.self_prevention import SELF_PREVENTION_LINE
from arbiter.compiler.replacements.shuffle_instead import SHUFFLE_INSTEAD_LINE
from arbiter.compiler.replacements.tapped_choose_color import (
    AS_ENTERS_CHOOSE_OTHER_COLOR_LINE,
    TAPPED_CHOOSE_COLOR_LINE,
)
from arbiter.compiler.replacements.token_doublers import TOKEN_DOUBLER_LINE
from arbiter.compiler.replacements.unspent_mana import UNSPENT_MANA_LINE
from arbiter.compiler.statics.activation_ban_line import OF_BAN_LINE, POSSESSIVE_BAN_LINE
from arbiter.compiler.statics.activation_cost_increase import (
    ACTIVATION_COST_INCREASE_LINE,
    ACTIVATION_COST_REDUCTION_LINE,
    EQUIP_REDUCTION_LINE,
)
from arbiter.compiler.statics.additional_triggers import ADDITIONAL_TRIGGERS_LINE
from arbiter.compiler.statics.all_activated import ALL_ACTIVATED_LINE
from arbiter.compiler.statics.attacking_pt import ATTACKING_PT_LINE
from arbiter.compiler.statics.cant_gain_life import CANT_GAIN_LIFE_LINE
from arbiter.compiler.statics.cant_get_counters import CANT_GET_COUNTERS_LINE
from arbiter.compiler.statics.cast_from_zones import CAST_FROM_ZONES_LINE
from arbiter.compiler.statics.cast_trigger_grants import CAST_TRIGGER_GRANT_LINE
from arbiter.compiler.statics.cda import ALL_COLORS_NOT_IDENTITY_LINE
from arbiter.compiler.statics.combat_lines import COMBAT_LINES
from arbiter.compiler.statics.commander_statics import COMMANDER_CREATURES_LINE
from arbiter.compiler.statics.conditional_flash import CONDITIONAL_FLASH_LINE
from arbiter.compiler.statics.conditional_predicates import CONDITIONAL_PREDICATES_LINE
from arbiter.compiler.statics.conditional_prevention import CONDITIONAL_PREVENTION_LINE
from arbiter.compiler.statics.counter_bans import COUNTERS_CANT_BE_PUT_LINE
from arbiter.compiler.statics.damage_increase import (
    DAMAGE_INCREASE_LINE,
    DOUBLE_ALL_DAMAGE_LINE,
)
from arbiter.compiler.statics.deck_rules import DECK_RULE_LINES
from arbiter.compiler.statics.defending_player_evasion import DEFENDING_PLAYER_EVASION_LINE
from arbiter.compiler.statics.draw_bans import DRAW_BAN_LINE
from arbiter.compiler.statics.during_others_steps import DURING_OTHERS_LINES
from arbiter.compiler.statics.entering_trigger_bans import ENTERING_TRIGGER_BAN_LINE
from arbiter.compiler.statics.extra_turn_skips import EXTRA_TURN_SKIP_LINE
from arbiter.compiler.statics.flash_permission import STATIC_FLASH_PERMISSION_LINE
from arbiter.compiler.statics.granted_alternative_costs import GRANTED_ALTERNATIVE_COST_LINE
from arbiter.compiler.statics.granted_escape import GRANTED_ESCAPE_LINE
from arbiter.compiler.statics.granted_flashback import (
    GRANTED_FIXED_FLASHBACK_LINE,
    GRANTED_FLASHBACK_LINE,
)
from arbiter.compiler.statics.graveyard_cast_costs import GRAVEYARD_CAST_COST_LINE
from arbiter.compiler.statics.graveyard_cast_once import GRAVEYARD_CAST_ONCE_LINE
from arbiter.compiler.statics.graveyard_statics import GRAVEYARD_STATIC_LINE
from arbiter.compiler.statics.land_plays import (
    ADDITIONAL_LANDS_LINE,
    EACH_PLAYER_LANDS_LINE,
    LAND_BAN_LINE,
)
from arbiter.compiler.statics.last_exiled_creature import LAST_EXILED_CREATURE_LINE
from arbiter.compiler.statics.library_top import LIBRARY_TOP_LINES
from arbiter.compiler.statics.lone_creature import LONE_CREATURE_LINE
from arbiter.compiler.statics.mana_cost_keyword_grants import MANA_COST_KEYWORD_LINE
from arbiter.compiler.statics.named_bans import NAMED_BAN_LINE
from arbiter.compiler.statics.opening_hand_reveal import OPENING_HAND_REVEAL_LINE
from arbiter.compiler.statics.own_color_protection import OWN_COLOR_PROTECTION_LINE
from arbiter.compiler.statics.play_lands_from_graveyard import PLAY_LANDS_FROM_GRAVEYARD_LINE
from arbiter.compiler.statics.player_auras import (
    AS_TRANSFORMS_ATTACH_LINE,
    NAMED_SPELLS_COST_LINE,
)
from arbiter.compiler.statics.prevent_some import PREVENT_SOME_LINE
from arbiter.compiler.statics.prevention import PREVENTION_LINE
from arbiter.compiler.statics.prevention_by_source import PREVENTION_BY_SOURCE_LINE
from arbiter.compiler.statics.prevention_groups import PREVENTION_GROUPS_LINE
from arbiter.compiler.statics.protection_auras import PROTECTION_AURA_LINE
from arbiter.compiler.statics.revealed_hands import REVEALED_HANDS_LINE
from arbiter.compiler.statics.search_bans import SEARCH_BAN_LINE
from arbiter.compiler.statics.skip_untap import SKIP_UNTAP_LINE
from arbiter.compiler.statics.soulbond import PAIRED_LINE
from arbiter.compiler.statics.spell_damage import SPELL_DAMAGE_LINES
from arbiter.compiler.statics.spell_limits import SPELL_LIMIT_LINE
from arbiter.compiler.statics.spend_as_though import SPEND_AS_THOUGH_LINE
from arbiter.compiler.statics.turn_pt import TURN_PT_LINE
from arbiter.compiler.statics.uncounterable import UNCOUNTERABLE_LINE
from arbiter.compiler.statics.unpreventable import UNPREVENTABLE_LINE
from arbiter.compiler.statics.untap_choice import UNTAP_CHOICE_LINE
from arbiter.compiler.statics.untap_limits import UNTAP_LIMIT_LINE
from arbiter.compiler.statics.untargetable import CANT_BE_TARGETED_LINE
from arbiter.compiler.statics.untargetable_by import UNTARGETABLE_BY_LINE
from arbiter.compiler.statics.x_and_y import X_AND_Y_LINE
from arbiter.compiler.triggers.chapters import CHAPTER_LINE
from arbiter.compiler.triggers.exert import EXERT_LINE

LINES_BY_CONCEPT = pp.MatchFirst([COMBAT_LINES,
                             PAIRED_LINE, SELF_COST_LINE, CAST_FROM_COST_LINE, UNCOUNTERABLE_LINE,
                             ENTERS_WITH_CHOICE, PAY_LIFE_OR_TAPPED, PREVENTION_LINE,
                             ENTERS_TAPPED_WITH_COUNTERS,  # 614.1c
                             ADDITIONAL_LANDS_LINE,  # 305.2
                             EACH_PLAYER_LANDS_LINE,  # 305.2
                             LAND_BAN_LINE,  # 101.2, 305.2
                             NAMED_BAN_LINE,
                             NAMED_SPELLS_COST_LINE, AS_TRANSFORMS_ATTACH_LINE,
                             AS_TRANSFORMS_COPY_LINE,  # 712.20, 707.9b, 607.2a
                             NOTE_AS_ENTERS_LINE,
                             PAID_COUNTERS_LINE,  # 614.1c, 702.33d
                             ESCAPES_WITH_LINE,  # 702.138c
                             PLAY_LANDS_FROM_GRAVEYARD_LINE,  # 305.1, 601.3
                             LIBRARY_TOP_LINES,  # 401.5, 601.3
                             LINKED_PT_LINE, CANT_BE_TARGETED_LINE,
                             *SPELL_DAMAGE_LINES, DISCARD_REPLACEMENT_LINE,
                             GRANTED_FLASHBACK_LINE, GRANTED_ESCAPE_LINE,  # 702.138a
                             GRANTED_FIXED_FLASHBACK_LINE,  # 702.34a
                             MANA_COST_KEYWORD_LINE,  # 613.1f, 702.97a, 702.141a
                             OWN_COLOR_PROTECTION_LINE,  # 702.16a, 702.11d
                             COPY_EXCEPTIONS_LINE,
                             EXERT_LINE, PROTECTION_AURA_LINE,
                             CHAPTER_LINE,
                             UNTAP_CHOICE_LINE,  # 502.3
                             SPEND_AS_THOUGH_LINE,  # 609.4b
                             TAPPED_CHOOSE_COLOR_LINE,  # 614.1c, 614.12
                             AS_ENTERS_CHOOSE_OTHER_COLOR_LINE,  # 614.12
                             REVEAL_OR_TAPPED_LINE,  # 614.12
                             SHUFFLE_INSTEAD_LINE,  # 614.1a, 113.6b
                             ATTACKING_PT_LINE,  # 613.4b, 604.3a
                             POSSESSIVE_BAN_LINE,  # 602.5
                             OF_BAN_LINE,  # 602.5
                             SKIP_UNTAP_LINE,  # 614.10
                             EXTRA_TURN_SKIP_LINE,  # 614.10, 500.7
                             OPENING_HAND_REVEAL_LINE,  # 103.6b, 603.7g
                             UNTAP_LIMIT_LINE,  # 502.3
                             LIFE_FLOOR_LINE,  # 120.4c, 614.1a
                             UNPREVENTABLE_LINE,  # 615.12
                             REDIRECTION_LINE,  # 614.9
                             SELF_PREVENTION_LINE,  # 615.1, 615.5
                             GRAVEYARD_STATIC_LINE,  # 113.6b
                             X_AND_Y_LINE,  # 107.3a, 613.4c
                             COUNTER_AMOUNT_LINE,  # 614.1a, 122.6
                             LIFE_GAIN_LINE,  # 614.1a, 119.10
                             SPELL_LIMIT_LINE,  # 101.2
                             CANT_GAIN_LIFE_LINE,  # 119.7
                             DRAW_BAN_LINE,  # 121.2b, 101.2
                             SEARCH_BAN_LINE,  # 101.2, 701.23
                             CANT_GET_COUNTERS_LINE,  # 614.17
                             COUNTERS_CANT_BE_PUT_LINE,  # 101.2
                             COMMANDER_CREATURES_LINE,  # 903.3
                             ALTERNATIVE_COST_LINE,  # 118.9
                             X_SPENDING_LINE,  # 601.2g-h
                             DECK_RULE_LINES,  # 100.2a, 903.3a
                             CAST_ONLY_LINE,  # 601.3
                             STATIC_FLASH_PERMISSION_LINE,  # 702.8a, 601.3b
                             GRAVEYARD_CAST_ONCE_LINE,  # 601.3
                             GRANTED_ALTERNATIVE_COST_LINE,  # 118.9
                             FLASH_FOR_COST_LINE,  # 702.8a, 601.3c
                             FLASH_THEN_SACRIFICE_LINE,  # 702.8a, 601.3c, 514.3a
                             CAST_TRIGGER_GRANT_LINE,  # 613.1f, 702.85a, 702.40a
                             X_COST_LINE,  # 601.2b
                             EXILE_ANY_NUMBER_LINE,  # 601.2b, 601.2f, 607.2q
                             REPEATABLE_MODES_LINE,  # 700.2d
                             DEFENDING_PLAYER_EVASION_LINE,  # 509.1b, 611.3b
                             PREVENTION_BY_SOURCE_LINE,  # 615.1
                             PREVENTION_GROUPS_LINE,  # 615.1a (after the two above)
                             CONDITIONAL_PREVENTION_LINE,  # 611.3b, 615.1
                             TOKEN_DOUBLER_LINE,  # 614.1a, 616.1
                             MORE_MODES_LINE,  # 700.2, 601.2b
                             MANA_SPENT_COUNTERS_LINE,  # 614.1c, 601.2h
                             DURING_OTHERS_LINES,  # 502.3, 504.1
                             LIFE_TO_ZERO_LINE,  # 614.1a, 701.27
                             ACTIVATION_COST_INCREASE_LINE,  # 602.2b, 601.2f
                             ACTIVATION_COST_REDUCTION_LINE,  # 602.2b, 601.2f
                             EQUIP_REDUCTION_LINE,  # 702.6a, 601.2f
                             ENTER_EXILE_LINE,  # 614.1a, 614.12
                             ENTERING_COST_LINE,  # 614.1a, 614.12
                             SEARCH_TOP_LINE,  # 701.23a, 614.1a
                             DISCARD_TO_LIBRARY_LINE,  # 701.9a, 614.1a
                             DRAW_STEP_SKIP_LINE,  # 614.1a, 504.1, 508.1c
                             EMPTY_LIBRARY_DRAW_LINE,  # 614.11, 121.6a
                             DRAW_INSTEAD_LINE,  # 614.11, 121.6
                             UNSPENT_MANA_LINE,  # 500.4, 614.1a
                             LAST_EXILED_CREATURE_LINE,  # 607.2a, 613.1d, 613.4b
                             CAST_FROM_ZONES_LINE,  # 601.3, 113.6f
                             GRAVEYARD_CAST_COST_LINE,  # 601.3, 118.8, 118.9
                             CONDITIONAL_FLASH_LINE,  # 601.3d
                             ALL_ACTIVATED_LINE,  # 613.1f
                             LONE_CREATURE_LINE,  # 611.3b
                             CONDITIONAL_PREDICATES_LINE,  # 611.3b
                             TURN_PT_LINE,  # 611.3b, 613.4b
                             TARGETED_COST_LINE,  # 601.2f, 601.2c
                             TARGETED_ACTIVATION_LINE,  # 602.2b, 601.2f, 601.2c
                             EACH_SPELL_COST_LINE,  # 601.2f
                             NTH_SPELL_COST_LINE,  # 601.2f, 601.2i
                             ADDITIONAL_TRIGGERS_LINE,  # 603.2d
                             PREVENT_SOME_LINE,  # 615.7
                             UNTARGETABLE_BY_LINE,  # 115.1
                             DAMAGE_INCREASE_LINE,  # 614.1a
                             DOUBLE_ALL_DAMAGE_LINE,  # 614.1a
                             REVEALED_HANDS_LINE,  # 402.3
                             ENTERING_TRIGGER_BAN_LINE,  # 603.2, 603.6a
                             ALL_COLORS_NOT_IDENTITY_LINE,  # 604.3, 903.4
                             ]).set_name("lines by concept")

__all__ = ["LINES_BY_CONCEPT"]
