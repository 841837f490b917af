"""Raid, face-down cards under characters and moves between lines: the grammar pieces of this family and how the
engine plays them (seed 000: Raid Boost Character cards, Move Phase)."""
from engine.games.union_arena.board import Unit
from engine.games.union_arena.constants import FRONT, RAID
from engine.union_arena_text import derive_keywords
from tests.ua_engine_helpers import card, deck, game, ids, to_main


def _raid_state(raider, *bases):
    state = to_main(game([deck((raider, 4), *((base, 2) for base in bases)), deck()], seed=3))
    seat = state.seats[0]
    seat.hand[:] = ids(state, raider)
    seat.front[:] = [Unit(ids(state, base)[0]) for base in bases]
    seat.energy[:] = []
    return state


def test_raid_targets_written_as_several_names_or_as_text_in_the_name():
    """Seed 000 Raid Boost: "The specified Character is written to the right of Raid"; "<A> / <B>" and "<A> or <B>"
    name either card, "Characters with "X" and "Y" in their name" any character whose name holds each text."""
    assert derive_keywords('[Raid] <Tom Reed> or <Ann Reed>') == [
        {"name": "raid", "target": "Tom Reed|Ann Reed", "target_kind": "name"}]
    assert derive_keywords('[Raid] Characters with "Hawk" and "Mk" in their name.') == [
        {"name": "raid", "target": "Hawk|Mk", "target_kind": "name-has"}]
    assert derive_keywords("[Raid] Character with <Vex> in it's name") == [
        {"name": "raid", "target": "Vex", "target_kind": "name-has"}]
    assert derive_keywords("[Raid] Orla Penn") == [{"name": "raid", "target": "Orla Penn", "target_kind": "name"}]
    hawk = card("301", name="Night Hawk Mk II")
    hawk_only = card("302", name="Night Hawk")
    raider = card("303", bp=4000, text='[Raid] Characters with "Hawk" and "Mk" in their name',
                  keywords=derive_keywords('[Raid] Characters with "Hawk" and "Mk" in their name'))
    state = _raid_state(raider, hawk_only, hawk)
    raids = [action for action in state.legal_actions() if action[0] == RAID]
    assert raids == [(RAID, 0, FRONT, 1)]  # onto "Night Hawk Mk II" only
    ann = card("304", name="Ann Reed")
    either = card("305", bp=4000, keywords=derive_keywords("[Raid] <Tom Reed> / <Ann Reed>"))
    state = _raid_state(either, ann)
    assert (RAID, 0, FRONT, 0) in state.legal_actions()
    state.apply((RAID, 0, FRONT, 0))
    assert state.seats[0].front[0].card == ids(state, either)[0] and state.seats[0].front[0].base == ids(state, ann)[0]
