"""Arcana engine constants: zones, decision modes, action kinds, chain windows."""
START_HP = 10
HAND_SIZE = 5
HAND_LIMIT = 7
ZONE_SIZE = 5  # creature zone and rune zone each

Z_DECK, Z_HAND, Z_FIELD, Z_RUNES, Z_NETHER, Z_CHAIN = range(6)
M_MULLIGAN, M_MAIN, M_BATTLE, M_COMBO, M_PRIORITY, M_BLOCK, M_CONTINUE, M_OVER = range(8)
(KEEP, MULLIGAN, NEXT_PHASE, SUMMON, SET_RUNE, ACTIVATE, CHANGE_POSITION, ATTACK, COMBO_BEGIN, COMBO_ADD, COMBO_GO,
 PASS, BLOCK, NO_BLOCK, CONTINUE, CALL_OFF) = range(16)
W_NONE, W_SUMMON, W_ACTIVATION, W_ATTACK, W_END = range(5)
ATTACK_POS, SET_POS = 0, 1  # normal summon positions; special summons: 0 attack, 1 face-up defense
