"""UnionArenaState.play_out (the runner's loop inside the game) plays the same games as the state API loop."""
from engine.core import GameOptions, make_pilot, new_game
from tests.engine_play_helpers import sample_decks


def _by_api(decks, seed, options, pilots, cap):
    state = new_game("union-arena", decks, seed, options)
    steps = 0
    while not state.is_terminal() and steps < cap:
        state.apply(pilots[0 if len(pilots) == 1 else state.current_player()].choose(state))
        steps += 1
    return state


def test_play_out_plays_the_games_the_state_api_plays():
    decks = sample_decks("union-arena", "dawnblade-aggro", "skyward-tempo")
    for goldfish, names in ((True, ["greedy"]), (False, ["greedy", "random"])):
        for seed in range(8):
            for cap in (20_000, 25):  # (a cap mid-game stops both at the same step)
                options = GameOptions(goldfish=goldfish, turn_cap=40, first_player=seed % 2)
                pilots = [make_pilot(name, "union-arena", seat, {}) for seat, name in enumerate(names)]
                for pilot in pilots:
                    getattr(pilot, "reseed", lambda seed: None)(seed)
                expected = _by_api(decks[:1] if goldfish else decks, seed, options, pilots, cap)
                for pilot in pilots:
                    getattr(pilot, "reseed", lambda seed: None)(seed)
                state = new_game("union-arena", decks[:1] if goldfish else decks, seed, options)
                state.play_out([pilot.choose for pilot in pilots], range(cap))
                assert state.actions == expected.actions and state.result() == expected.result()
