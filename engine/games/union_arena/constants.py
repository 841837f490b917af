"""Union Arena engine constants: phases, action kinds, line sizes and the Start Phase AP table (seed 000)."""

# Phases (who decides is `state.actor`).
MULLIGAN, EXTRA_DRAW, MOVE, MAIN, ATTACK, BLOCK, TRIGGER, OVER = range(8)
PHASE_NAMES = ["mulligan", "extra-draw", "move", "main", "attack", "block", "trigger", "over"]

# Actions.
KEEP, REDRAW = (0,), (1,)
PASS = (2,)  # decline the extra draw / end the move, main or attack phase / no block / skip a trigger
EXTRA = (3,)  # pay 1 AP for the extra draw
MOVE_UP = 4  # (MOVE_UP, energy_index, removed_front_index or -1)
STEP_BACK = 5  # (STEP_BACK, front_index, swapped_energy_index or -1[, removed_energy_index])
PLAY = 6  # (PLAY, hand_index, line 0 front / 1 energy / 2 event, removed_index or -1)
RAID = 7  # (RAID, hand_index, line of the target, target_index[, removed_front_index when the Front Line is full])
ATTACK_WITH = 8  # (ATTACK_WITH, front_index, target: -1 the player or an opponent front index with Snipe)
BLOCK_WITH = 9  # (BLOCK_WITH, front_index)
USE_TRIGGER = (10,)
ACTIVATE = 11  # (ACTIVATE, line 0 front / 1 energy, unit index, effect number): an Activate: Main ability
# (ACTIVATE, OUTSIDE, position in the Outside Area, effect number): a "[Main] [When in Outside Area]" ability
TRIGGER_RAID = 12  # (TRIGGER_RAID, line, target_index[, removed_front_index]): the Raid trigger's card Raids
TRIGGER_ORDER = 13  # (TRIGGER_ORDER, pending_index): check that life card's trigger next (the checking player's order)

FRONT, ENERGY = 0, 1
OUTSIDE = 2  # (the "line" of an ACTIVATE action of a card in the Outside Area)
LINE_SIZE = 4
HAND_LIMIT = 8
LIFE = 7
OPENING_HAND = 7
ACTIVE_TRIGGER_BP = 3000
BATTLE = -1  # the "seat" of Unit.lasting entries that last "for the duration of the battle"


def ap_cards_for(first: bool, own_turn: int) -> int:
    """Seed 000, Start Phase table: first player 1/2/3, second player 2/2/3."""
    if own_turn >= 3:
        return 3
    return (1 if own_turn == 1 else 2) if first else 2
